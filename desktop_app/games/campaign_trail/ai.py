"""A rule-of-thumb player: the Easy level and the rollout policy.

It looks one small step ahead with fixed preferences: campaign and advertise when voters are
registered, keep money and registered voters topped up, place voters where they win or hold the most
electoral votes per voter, and answer windows with the response it holds.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.rng import Rng
from .actions import (
    Box,
    DebateCard,
    Done,
    GoNegative,
    PickCount,
    PickIssue,
    PickState,
    PlayCard,
    Respond,
)
from .debate import matches
from .frames import FrameKind, Phase
from .state import CampaignTrailState

PLACING = (FrameKind.CAMP_PLACE, FrameKind.ENDORSE, FrameKind.GOTV, FrameKind.RAPID_STATE, FrameKind.HOME)


def state_value(s: CampaignTrailState, party: int, state: str) -> float:
    """Electoral votes per voter needed to lead there; a state already safely held is worth little."""
    row = s.voters[s.state_index(state)]
    others = max((v for p, v in enumerate(row) if p != party), default=0)
    deficit = others - row[party]
    ev = s.data.states[state].ev
    if deficit < -2:
        return ev * 0.05
    return ev / (2 + max(0, deficit))


def _play_score(s: CampaignTrailState, seat: int, action: PlayCard) -> float:
    party = s.seat_party[seat]
    registered = s.registered[party]
    money = s.money[party]
    box = Box(action.box)
    card = s.data.cards[action.card]
    if box is Box.CAMPAIGN:
        assert card.campaign is not None
        return 6.0 + 0.1 * sum(state_value(s, party, st) for st in card.campaign) if registered >= 4 else 0.5
    if box is Box.ADVERTISE:
        return 4.5 if registered >= 4 and money >= 40 else 0.5
    if box is Box.REGISTER:
        return 5.0 if registered < 6 else 2.0
    if box is Box.FUNDRAISE:
        return 5.5 if money < 60 else 1.5
    if box is Box.POLITICK:
        return 3.0
    if box is Box.TRAVEL:
        return 2.5
    return 0.0


def heuristic_action(s: CampaignTrailState, seat: int, rng: Rng) -> Action:
    actions = s.legal_actions(seat)
    if len(actions) == 1:
        return actions[0]
    if s.phase is Phase.SETUP or not s.pending:
        return actions[rng.below(len(actions))]
    kind = s.pending[-1].kind
    party = s.seat_party[seat]

    def best(score: dict[Action, float]) -> Action:
        top = max(score.values())
        tied = [a for a in actions if score.get(a) == top]
        return tied[rng.below(len(tied))]

    if kind is FrameKind.PLAY:
        return best(
            {a: _play_score(s, seat, a) + 0.01 * rng.below(10) for a in actions if isinstance(a, PlayCard)}
        )
    if kind is FrameKind.TRAVEL:
        wanted = {st for c in s.hands[seat] for st in (s.data.cards[c].campaign or ())}
        return best(
            {
                a: (state_value(s, party, a.state) if a.state in wanted else 0.0)
                for a in actions
                if isinstance(a, PickState)
            }
        )
    if kind in PLACING:
        return best({a: state_value(s, party, a.state) for a in actions if isinstance(a, PickState)})
    if kind is FrameKind.ADV_ISSUES:
        picks = [a for a in actions if isinstance(a, PickIssue)]
        return picks[0] if picks else actions[0]
    if kind is FrameKind.ADV_NEGATIVE:
        return GoNegative(False) if GoNegative(False) in actions else actions[0]
    if kind is FrameKind.ADV_DROP:
        return Done() if Done() in actions else actions[-1]
    if kind in (FrameKind.TOWN_HALL, FrameKind.RAPID_COUNT):
        return max((a for a in actions if isinstance(a, PickCount)), key=lambda a: a.count)
    if kind is FrameKind.ASK:
        responses = [a for a in actions if isinstance(a, Respond)]
        return responses[0] if responses else actions[0]
    if kind is FrameKind.DEBATE_PLAY:
        plays = [a for a in actions if isinstance(a, DebateCard)]
        if not plays:
            return actions[0]
        return best({a: float(matches(s, seat, a.card, a.topic)) for a in plays})
    if kind in (FrameKind.AFTER, FrameKind.TRADE):
        return Done() if Done() in actions else actions[0]
    return actions[rng.below(len(actions))]


def evaluate(s: CampaignTrailState) -> list[float]:
    """A rough value per seat for cutting rollouts short: each party's share of a strength made of its
    electoral votes, registered voters and money (future voters), on the scale of ``returns``."""
    if s.phase is Phase.SETUP:
        return [1.0 / len(s.parties)] * s.num_players
    ev = s.ev_totals()
    strength = [ev[p] + 2 * s.registered[p] + s.money[p] / 10 for p in range(len(s.parties))]
    total = sum(strength) or 1.0
    out = []
    for seat in range(s.num_players):
        p = s.seat_party[seat]
        out.append(0.8 * strength[p] / total + 0.2 * ev[p] / s.data.const("EV_TOTAL"))
    return out
