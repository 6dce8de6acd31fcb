"""What the computer's search branches on in Copycat (``GameDefinition.search_actions``).

In phase 3's resolution step (CP-19) every hand card is played and the first uses of the offices follow, so
the player only chooses an order; the rule of thumb's order (plain cards first, copies and reuses once
their targets are there, allocation offices last) is taken as a forced step. In a two-player game these
steps were 4 of every 10 decisions with a choice, each a whole search of its own, and inside the tree
their orders were branches that mostly lead to the same position. The choices an effect asks for
(which card to copy, coin or VP at the gala) stay searched, as do bids, placements and purchases.
People always see every legal action; this is only where the computer thinks.
"""

from __future__ import annotations

from ...engine.actions import Action
from .ai import resolve_step
from .state import RESOLVE, CopycatState


def search_actions(s: CopycatState, seat: int) -> list[Action]:
    """A non-empty subset of the legal actions in legal order; reads only the seat's own hand and the
    public offices."""
    legal = s.legal_actions(seat)
    if len(legal) > 1 and s.phase is RESOLVE and not s.pending:
        return [resolve_step(s, legal)]
    return legal
