"""Why the coach likes a Copernico move, in the game's terms (keys worded by scene/hint_texts.py).

Read on a copy re-dealt for the player (they never learn a hidden card from a reason): what the move
adds to the table's score now (CO-15, the scoring lines and hypotheses counted as the table stands),
what it costs in cards (CO-8, CO-9), and what a draft keeps (CO-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.hints import HintReason, after, generic_reason, points_now
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .costs import payment_due

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
        gained = points_now(s, after(s, player, action), player)
        due = 0 if isinstance(action, PlaceBlank) else payment_due(s.data, s.tables[player], action) or 0
        if gained > 0:
            return HintReason("copernico.hint_place_points", (action.card, gained, due))
        return HintReason("copernico.hint_place_build", (action.card, due))
    return generic_reason(game, s, player, action)
