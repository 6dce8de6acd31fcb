"""What the computer's search branches on in Copernico (``GameDefinition.search_actions``).

A phase-2 turn lists every hand card on every empty position (often 30-50 placements and
reformulations) and a draft 24 assignments of four cards; a search of a few hundred iterations
spread evenly over all of them gets a handful of visits per move and is barely deeper than the
rule of thumb. So it looks at the few the rule of thumb ranks highest (ai.py's scores, which read
only the seat's own hand, its own hypothesis and public tables), and takes the single-card payment
steps of a placement already chosen the rule of thumb's way, as forced steps: which cards pay
matters far less than what is placed, and each step searched on its own cost a whole search.
People always see every legal action; this is only where the computer thinks.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from .actions import Draft
from .ai import advisor
from .frames import Phase, Plan
from .state import CopernicoState

# How many phase-2 actions the search compares: the best by the rule of thumb (resting counts as one).
KEEP_ACT = 6
# Draft: the best few cards to keep, each with the rule of thumb's discard and with the next card
# discarded instead (passing it on); the passes in the rule of thumb's order.
KEEP_DRAFT_CARDS = 3


def search_actions(s: CopernicoState, seat: int, *, advice: bool = False) -> Sequence[Action]:
    """The actions worth a search for ``seat``, a non-empty subset of the legal ones in legal order (the
    listing itself where nothing is left out: in a draft an immutable ``drafting.DraftOptions``);
    ``advice`` ranks placements the search levels' way (ai.py's act_scores)."""
    legal = s.legal_actions(seat)
    if len(legal) <= 1:
        return legal
    phase = s.phase
    adv = advisor()
    if phase is Phase.DRAFT:
        return _draft_actions(s, seat, legal, advice)
    if phase is Phase.ACT:
        plan = s.commits[seat]
        if isinstance(plan, Plan):  # a payment step of the placement chosen: the rule of thumb pays
            return [adv._pay_step(s, seat, plan)]
        scored = adv.act_scores(s, seat, advice=advice)
        if len(scored) <= KEEP_ACT:
            return legal
        ranked = sorted(range(len(scored)), key=lambda i: -scored[i][1])  # stable: ties keep legal order
        return [scored[i][0] for i in sorted(ranked[:KEEP_ACT])]  # type: ignore[misc]
    return legal


def _draft_actions(s: CopernicoState, seat: int, legal: Sequence[Action], advice: bool) -> Sequence[Action]:
    cards = advisor().draft_order(s, seat, advice=advice)
    if len(cards) < 4:
        return legal  # at most 6 assignments: all of them
    wanted: set[Draft] = set()
    for keep in cards[:KEEP_DRAFT_CARDS]:
        rest = [c for c in cards if c != keep]
        for discard in rest[:2]:
            left, right = (c for c in rest if c != discard)
            wanted.add(Draft(keep, left, right, discard))
    return [a for a in legal if a in wanted]
