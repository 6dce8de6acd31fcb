"""What the computer's search branches on (``GameDefinition.search_actions``): a few of the best choices by
the Easy model instead of every legal one.

A turn is a stack of small steps (frames.py), and most of them only carry out a choice already made: where
the next campaign voter goes (CT-45), which state an advertisement's shortfall skips (CT-44), which issue
to drop. The card and box played were chosen by looking ahead through exactly these steps with the greedy
model (ai.py), so the search takes them the greedy way, as forced steps that cost it nothing, and spends
its iterations on the choices that shape the game: the card and box, a trip's destination, debate plays.
Even there a plane trip to any of 50 states or a hand of seven cards times six boxes is more than a search
of a few hundred iterations can compare, so it looks at the few the model ranks highest. People always
see every legal action; this is only where the computer thinks.
"""

from __future__ import annotations

from ...engine.actions import Action
from .ai import CHOOSERS, Greedy
from .frames import FrameKind, Phase
from .state import CampaignTrailState

# How many actions the search keeps per decision kind; kinds not listed keep every legal action (they are
# rare or short: responses, Opposition Research's cards, end-of-game cards...).
KEEP: dict[FrameKind, int] = {
    FrameKind.PLAY: 4,  # card and box (CT-31)
    FrameKind.MOMENTUM: 3,
    FrameKind.TRAVEL: 3,  # a plane lists every state (CT-41)
    FrameKind.DEBATE_PLAY: 3,  # card and topic, or out (CT-52)
    # Steps of an action already chosen, taken the way the choice of the action assumed.
    FrameKind.CAMP_PLACE: 1,  # CT-45
    FrameKind.ADV_ISSUES: 1,  # CT-44
    FrameKind.ADV_SKIP: 1,
    FrameKind.ADV_DROP: 1,
    FrameKind.ADV_NEGATIVE: 1,  # CT-92
    FrameKind.ADV_TARGET: 1,
    FrameKind.DEBATE_BONUS: 1,  # CT-51
    FrameKind.FACE_DOWN: 1,  # CT-81: the reference state the model values most
    # The model does not value single cards, so trades and the Insider's swap are declined (CT-61, CT-63).
    FrameKind.AFTER: 1,
    FrameKind.TRADE: 1,
}


def search_actions(s: CampaignTrailState, seat: int) -> list[Action]:
    """The ``KEEP`` best legal actions of the decision on top by the greedy model's scores (ties keep the
    legal order), in legal order; every legal action where the kind is not narrowed.

    Uses only what ``seat`` may see: the model reads public counts and the seat's own hand."""
    legal = s.legal_actions(seat)
    if len(legal) <= 1 or s.phase is Phase.SETUP:
        return legal
    kind = s.pending[-1].kind
    keep = KEEP.get(kind)
    if keep is None or len(legal) <= keep:
        return legal
    scores = CHOOSERS[kind](Greedy(s, seat), legal)
    ranked = sorted(range(len(legal)), key=lambda i: -scores.get(legal[i], -1e9))
    chosen = sorted(ranked[:keep])
    return [legal[i] for i in chosen]
