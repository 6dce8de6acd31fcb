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
# The wider set (``wide``, GameDefinition.wide_search_actions, for Hard at 2 players): the best few by the
# rule of thumb as above, plus the best position of every card in hand and resting, since its best few are
# often one card on six positions; a draft keeps any card with any discard (at 2 players the passes go to
# the same rival, so that is every distinct draft).
KEEP_ACT_WIDE = 8
KEEP_DRAFT_CARDS_WIDE = 4
DISCARDS_WIDE = 3


def search_actions(
    s: CopernicoState, seat: int, *, advice: bool = False, wide: bool = False,
) -> Sequence[Action]:
    """The actions worth a search for ``seat``, a non-empty subset of the legal ones in legal order (the
    listing itself where nothing is left out: in a draft an immutable ``drafting.DraftOptions``);
    ``advice`` ranks placements the search levels' way (ai.py's act_scores); ``wide`` keeps the wider set."""
    legal = s.legal_actions(seat)
    if len(legal) <= 1:
        return legal
    phase = s.phase
    adv = advisor()
    if phase is Phase.DRAFT:
        return _draft_actions(s, seat, legal, advice, wide)
    if phase is Phase.ACT:
        plan = s.commits[seat]
        if isinstance(plan, Plan):  # a payment step of the placement chosen: the rule of thumb pays
            return [adv._pay_step(s, seat, plan)]
        scored = adv.act_scores(s, seat, advice=advice)
        keep = KEEP_ACT_WIDE if wide else KEEP_ACT
        if len(scored) <= keep:
            return legal
        ranked = sorted(range(len(scored)), key=lambda i: -scored[i][1])  # stable: ties keep legal order
        kept = set(ranked[:keep])
        if wide:
            best_of: dict[object, int] = {}  # each card's best action (resting: one of its own)
            for i in ranked:
                best_of.setdefault(getattr(scored[i][0], "card", None), i)
            kept.update(best_of.values())
        return [scored[i][0] for i in sorted(kept)]  # type: ignore[misc]
    return legal


def _draft_actions(
    s: CopernicoState, seat: int, legal: Sequence[Action], advice: bool, wide: bool,
) -> Sequence[Action]:
    cards = advisor().draft_order(s, seat, advice=advice)
    if len(cards) < 4:
        return legal  # at most 6 assignments: all of them
    wanted: set[Draft] = set()
    keeps, discards = (KEEP_DRAFT_CARDS_WIDE, DISCARDS_WIDE) if wide else (KEEP_DRAFT_CARDS, 2)
    for keep in cards[:keeps]:
        rest = [c for c in cards if c != keep]
        for discard in rest[:discards]:
            left, right = (c for c in rest if c != discard)
            wanted.add(Draft(keep, left, right, discard))
    return [a for a in legal if a in wanted]
