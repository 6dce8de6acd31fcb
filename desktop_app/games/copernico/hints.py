"""Why the coach likes a Copernico move, in the game's terms (keys worded by scene/hint_texts.py).

Read on a copy re-dealt for the player (they never learn a hidden card from a reason). Placements are
secret until every player has chosen, so a placement is judged on the player's own table with the card
laid: the hypothesis it fulfils, the scoring lines it completes or the quality it adds (CO-15), with
what it costs in cards (CO-8, CO-9); a draft names the card it keeps (CO-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.hints import HintReason, generic_reason
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .costs import payment_due
from .scoring import fulfils, quality, scoring_lines

if TYPE_CHECKING:
    from ...engine.game import GameDefinition
    from .state import CopernicoState


def hint_reason(game: GameDefinition, s: CopernicoState, player: int, action: Action) -> HintReason:
    if len(s.legal_actions(player)) == 1:
        return generic_reason(game, s, player, action)
    if isinstance(action, Draft):
        return HintReason("copernico.hint_keep", (action.keep,))
    if isinstance(action, Rest):
        return HintReason("copernico.hint_rest", (len(s.hands[player]),))
    if isinstance(action, Peek):
        return HintReason("copernico.hint_peek")
    if isinstance(action, Pay):
        return HintReason("copernico.hint_pay", (action.card,))
    if isinstance(action, (Place, Reformulate, PlaceBlank)):
        due = 0 if isinstance(action, PlaceBlank) else payment_due(s.data, s.tables[player], action) or 0
        table = list(s.tables[player])
        before = _figures(s, player, table)
        if not isinstance(action, PlaceBlank):  # a blank shows nothing (CO-21)
            table[action.position - 1] = action.card
        quality, lines, hypothesis = (a - b for a, b in zip(_figures(s, player, table), before, strict=True))
        if hypothesis > 0:
            return HintReason("copernico.hint_hypothesis", (action.card, due))
        if lines > 0:
            return HintReason("copernico.hint_lines", (action.card, lines, due))
        if quality > 0:
            return HintReason("copernico.hint_quality", (action.card, quality, due))
        return HintReason("copernico.hint_place_build", (action.card, due))
    return generic_reason(game, s, player, action)


def _figures(s: CopernicoState, player: int, table: list[str | None]) -> tuple[int, int, int]:
    """What the player's table scores as it stands (CO-15): its quality, its scoring lines (CO-12) and
    whether it fulfils the player's own hypothesis (CO-17; solo games have none)."""
    own = s.hypotheses[player:player + 1] if not s.solo and player < len(s.hypotheses) else ()
    return (quality(table, s.data), len(scoring_lines(table, s.data)),
            sum(1 for h in own if fulfils(table, h, s.data)))
