"""Why the coach likes a Copycat move, in the game's terms (keys worded by scene/hint_texts.py).

Read on a copy re-dealt for the player: a bid's card (CP-10), the office a worker claims (CP-12), and
what a card or an office adds to the turn's coins, VP and purchases (CP-20, CP-21, the running totals
the table shows), or the card a purchase takes from the street (CP-22)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.hints import HintReason, after, generic_reason
from .actions import Bid, Buy, Place, PlayCard, UseOffice
from .ai import estimates
from .view import running_totals

if TYPE_CHECKING:
    from ...engine.game import GameDefinition
    from .state import CopycatState


def _totals(s: CopycatState, player: int) -> tuple[int, int, int]:
    totals = running_totals(s.observation(player), player)  # type: ignore[arg-type]
    return (totals["coins"], totals["vp"], totals["buys"]) if totals else (0, 0, 0)


def hint_reason(game: GameDefinition, s: CopycatState, player: int, action: Action) -> HintReason:
    if len(s.legal_actions(player)) == 1:
        return generic_reason(game, s, player, action)
    if isinstance(action, Bid):
        return HintReason("copycat.hint_bid", (action.card,))
    if isinstance(action, Place):
        return _place_reason(s, player, action)
    if isinstance(action, Buy):
        return HintReason("copycat.hint_buy", (s.data.cards[s.street[action.space]].cid,))
    if isinstance(action, (PlayCard, UseOffice)):
        kind = "card" if isinstance(action, PlayCard) else "office"
        thing = action.card if isinstance(action, PlayCard) else action.office
        coins, vp, buys = _totals(s, player)
        later = _totals(after(s, player, action), player)
        if later[1] > vp:
            return HintReason(f"copycat.hint_{kind}_vp", (thing, later[1] - vp))
        if later[0] > coins:
            return HintReason(f"copycat.hint_{kind}_coins", (thing, later[0] - coins))
        if later[2] > buys:
            return HintReason(f"copycat.hint_{kind}_buys", (thing, later[2] - buys))
        return HintReason(f"copycat.hint_{kind}", (thing,))
    return generic_reason(game, s, player, action)


def _place_reason(s: CopycatState, player: int, action: Place) -> HintReason:
    """What sets this office apart from the other empty ones (issue 15: one reason for every placement
    told the player nothing): the markers lying on it (CP-12), the VP the game's evaluation expects it to
    bring this round (ai.estimates: expected final VP), and whether it is the last empty office of its
    kind, so the players after you cannot take one. Params: office, markers, expected VP, last (0/1)."""
    data = s.data
    o = data.o(action.office)
    effect = data.offices[o].effect
    markers = s.office_markers[o]  # an occupied office (elbows) has none
    gain = int(estimates(after(s, player, action))[player] - estimates(s)[player] + 0.5)
    last = not any(q != o and not s.office_workers[q] and data.offices[q].effect == effect for q in s.board)
    return HintReason("copycat.hint_place", (action.office, markers, max(0, gain), int(last)))
