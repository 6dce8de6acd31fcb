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

The search judges the positions it reaches with :func:`evaluate`: the expected-EV model after finishing
the action in progress, plus what the greedy choices count beyond placed voters and resources (ongoing
cards in front of a candidate, a pawn within reach of a good campaign), so the search and its narrowing
value a position alike. Both use the search levels' constants (evaluation.SEARCH), not Easy's: Election
Day abilities keep their worth to the end and ongoing abilities count double. The other party's moves
inside the tree (rollouts, opponents_heuristic) stay Easy's rule of thumb.
"""

from __future__ import annotations

from ...engine.actions import Action
from .ai import BOUNDARY, CHOOSERS, Greedy, settle
from .data import Timing
from .election_day_ai import credit
from .evaluation import SEARCH, add, game_left, model_of
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
    FrameKind.ED_PLACE: 1,  # each Election Day reward voter where the model values it most (CT-153)
}


def search_actions(s: CampaignTrailState, seat: int) -> list[Action]:
    """The ``KEEP`` best legal actions of the decision on top by the greedy model's scores (ties keep the
    legal order), in legal order; every legal action where the kind is not narrowed.

    ``seat`` is the candidate deciding. Uses only what ``seat`` may see: the model reads public counts
    and the seat's own hand."""
    legal = s.legal_actions(s.seat_of[seat])
    if len(legal) <= 1 or s.phase is Phase.SETUP:
        return legal
    kind = s.pending[-1].kind
    keep = KEEP.get(kind)
    if keep is None or len(legal) <= keep:
        return legal
    scores = CHOOSERS[kind](Greedy(s, seat, params=SEARCH), legal)
    ranked = sorted(range(len(legal)), key=lambda i: -scores.get(legal[i], -1e9))
    chosen = sorted(ranked[:keep])
    return [legal[i] for i in chosen]


def evaluate(s: CampaignTrailState) -> list[float]:
    """Each candidate's value on the scale of ``returns``, for the search's leaves.

    An action in progress is finished greedily first (as Easy's lookahead does): halfway through a
    campaign the money is paid and the voters not yet placed, and the model would judge the payment alone.
    Then each party's expected EVs gain its ongoing cards' future voters (CT-46) and, with the Election
Day module, the reward its held Exit Poll can be expected to give (CT-153); each party's value
    gains the discounted campaigns its candidates' hands can run from where their pawns stand, the worth
    Easy gives a trip.
    """
    if s.phase is Phase.SETUP:
        return [1.0 / len(s.parties)] * s.num_candidates
    if s.pending and s.pending[-1].kind not in BOUNDARY and s.phase is not Phase.OVER:
        s = s.clone()
        settle(s, SEARCH)
    if s.phase is Phase.OVER:
        return s.candidate_returns()
    model = model_of(s, SEARCH)
    expected = list(model.expected)
    left = game_left(s)
    data = s.data
    scale = SEARCH.future_worth * SEARCH.ongoing_scale
    for seat in range(s.num_candidates):
        greedy = None
        for card in s.in_play[seat]:
            ability = data.abilities[data.cards[card].politick or ""]
            if ability.timing is Timing.ONGOING and left > 0:
                greedy = greedy or Greedy(s, seat, model)
                worth = scale * greedy.ongoing_voters(ability.id, held=True)
                grad = model.future_gradient(s.seat_party[seat])
                expected = add(expected, [worth * g for g in grad])
    if s.config.election_day:  # steer toward the held Exit Poll (CT-153)
        expected = credit(s, expected, lambda seat: Greedy(s, seat, model))
    values = [model.party_value(p, expected) for p in range(len(s.parties))]
    if left > 0:
        for seat in range(s.num_candidates):
            party = s.seat_party[seat]
            g = Greedy(s, seat, model)
            g.base = expected
            # Running mates win or lose together (CT-60): each one's reach counts for the party.
            values[party] += SEARCH.travel_discount * (g.campaign_from((s.pawn[seat],)) - g.value())
    return [values[s.seat_party[seat]] for seat in range(s.num_candidates)]
