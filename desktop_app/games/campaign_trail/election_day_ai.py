"""The computer players' Election Day know-how (CT-151, CT-153): how likely a held Exit Poll is to score,
which cards to keep at the discards, where the reward goes, and the credit the search's evaluation gives
a party for the reward it can expect.

A measure's final value is uncertain: it is taken as the value now, grown by what the rest of the game
usually adds to it (voters pile up, debate topics are still to be won), with a spread that narrows as the
game runs out. Each tier is then reached with a logistic chance, and the expected reward is the sum of
each tier's extra voters times its chance. Only the seat's own party's cards are read (the search works
on redealt states, where the other parties' cards are a guess).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine.actions import Action
from .actions import PickCard
from .election_day_data import Column, ExitPoll, Goal, load_election_day
from .election_day_measures import MEASURES, column
from .evaluation import game_left
from .frames import Phase, Purpose
from .state import CampaignTrailState

if TYPE_CHECKING:
    from .ai import Greedy

# How much of a measure's current value the rest of a whole game adds (voters on the map roughly
# double from setup to Election Day; states reached grow less); measures not listed do not drift.
DRIFT = {
    "ethics_voters": 1.0,
    "listed_state_voters": 1.0,
    "region_voters": 1.0,
    "home_voters": 0.8,
    "states_reached": 0.4,
}
# The spread of the final value, in tier spacings: wide early, narrow on Election Day.
SPREAD_END = 0.15
SPREAD_GAME = 1.2
# The evaluation weighs the expected reward's voters above voters already placed: the party also
# controls whether the goal is met, which the EV model alone does not see. Measured (24 two-seat games
# Normal against Easy, seed 1): with 1.25 and a floor of 1.5 EV Normal's held Exit Poll scored 14/24
# against Easy's 13/24; with 2.0 and 2.5 EV, 18/24 against 9/24.
CREDIT_WEIGHT = 2.0
# A reward voter is worth at least this many expected EV to its party in the credit: the State Returns
# states may be safe already, yet a scored goal is still a sure gain where the model sees none.
FLOOR_EV = 2.5


def _logistic(x: float) -> float:
    if x < -60:
        return 0.0
    if x > 60:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def projected(s: CampaignTrailState, party: int, card: ExitPoll, left: float) -> float:
    """The measure's value expected on Election Day."""
    now = MEASURES[card.measure](s, party, card)
    if card.measure == "topics_won":
        debates_left = 2 - len(s.debate_results)
        per_debate = s.data.const("DEBATE_TOPICS_PER_DEBATE") / len(s.parties)
        return now + 0.6 * per_debate * debates_left
    return now * (1.0 + DRIFT.get(card.measure, 0.0) * left)


def tier_chances(s: CampaignTrailState, party: int, card_id: str, col: Column | None = None) -> list[float]:
    """The chance of reaching each tier (1, 2, 3) on Election Day."""
    card = load_election_day().exit_polls[card_id]
    col = column(s.config) if col is None else col
    left = game_left(s)
    thresholds = card.thresholds(col, s.data.revision)  # the game's data revision, as scoring reads (CT-153)
    spacing = max(1.0, abs(thresholds[1] - thresholds[0]), abs(thresholds[2] - thresholds[1]))
    if s.phase in (Phase.ELECTION, Phase.OVER):
        amount = float(MEASURES[card.measure](s, party, card))
        scale = 1e-3  # measured: no uncertainty left
    else:
        amount = projected(s, party, card, left)
        scale = spacing * (SPREAD_END + SPREAD_GAME * left)
    sign = 1.0 if card.goal is Goal.MAX else -1.0
    # The +0.5: whole numbers, and a value exactly on the threshold reaches it (CT-153).
    return [_logistic((sign * (amount - t) + 0.5) / scale) for t in thresholds]


def expected_reward(s: CampaignTrailState, party: int, card_id: str) -> float:
    """The reward voters the card can be expected to give (0-9)."""
    rewards = load_election_day().rewards
    chances = tier_chances(s, party, card_id)
    out, before = 0.0, 0
    for chance, voters in zip(chances, rewards, strict=True):
        out += chance * (voters - before)
        before = voters
    return out


def reward_delta(g: Greedy, states: tuple[str, ...], voters: float) -> list[float]:
    """Expected-EV change of ``voters`` reward voters spread over the State Returns states as the placement
    would (interpolated between whole voters)."""
    low = int(voters)
    base = g.spread(states, low) if low else [0.0] * g.model.n
    if voters - low < 1e-9:
        return base
    high = g.spread(states, low + 1)
    frac = voters - low
    return [a + frac * (b - a) for a, b in zip(base, high, strict=True)]


def discard_scores(g: Greedy, actions: list[Action]) -> dict[Action, float]:
    """CT-151: discard the card that leaves the best card to keep. Exit Polls: the highest expected reward
    among the rest (their sum breaks ties); State Returns: where the expected reward of the best Exit Poll
    held would be worth most."""
    s, p = g.s, g.party
    frame = s.pending[-1]
    out: dict[Action, float] = {}
    if frame.purpose is Purpose.EXIT_POLL:
        reward = {c: expected_reward(s, p, c) for c in s.ed_polls[p]}
        for a in actions:
            assert isinstance(a, PickCard)
            rest = [v for c, v in reward.items() if c != a.card]
            out[a] = max(rest, default=0.0) + 1e-3 * sum(rest)
        return out
    best = max((expected_reward(s, p, c) for c in s.ed_polls[p]), default=0.0)
    voters = max(best, 1.0)
    cards = load_election_day().state_returns
    worth = {c: g.value(reward_delta(g, cards[c].states, voters)) for c in s.ed_returns[p]}
    for a in actions:
        assert isinstance(a, PickCard)
        rest = [v for c, v in worth.items() if c != a.card]
        out[a] = max(rest, default=0.0)
    return out


def credit(
    s: CampaignTrailState, expected: list[float], greedy: Callable[[int], Greedy]
) -> list[float]:
    """The search's evaluation: each party's expected EVs gain the reward its held Exit Poll can be
    expected to give, placed in its State Returns states (the best of them while it holds several).
    ``greedy`` gives the greedy model of a seat for the position (ai.Greedy)."""
    if not s.config.election_day or s.phase is Phase.OVER or s.ed_results:
        return expected
    out = list(expected)
    cards = load_election_day().state_returns
    for p in range(len(s.parties)):
        if not s.ed_polls[p] or not s.ed_returns[p]:
            continue
        voters = max(expected_reward(s, p, c) for c in s.ed_polls[p])
        if voters < 0.05:
            continue
        g = greedy(s.party_seats[p][0])
        g.base = expected
        best = max(
            (reward_delta(g, cards[c].states, CREDIT_WEIGHT * voters) for c in s.ed_returns[p]), key=g.value
        )
        short = FLOOR_EV * CREDIT_WEIGHT * voters - best[p]
        if short > 0:  # the floor, taken from the other parties alike (the EVs still add up to 538)
            others = len(best) - 1
            best = [b + short if q == p else b - short / others for q, b in enumerate(best)]
        out = [a + b for a, b in zip(out, best, strict=True)]
    return out
