"""What a seat sees of the Election Day module (CT-97, CT-151, CT-153), as typed observation parts.

A party sees its own Exit Poll and State Returns cards, each Exit Poll with its measure's current value,
its column's thresholds and the tier reached so far, and the cards it has discarded. Of other parties it
sees how many cards each holds and has discarded, never which, until Election Day shows the held ones.
"""

from __future__ import annotations

from typing import TypedDict

from .election_day_data import load_election_day
from .election_day_measures import MEASURES, column, reward, tier_reached
from .state import CampaignTrailState


class ExitPollView(TypedDict):
    id: str
    goal: str  # "max" or "min"
    value: int  # the measure now (CT-155)
    thresholds: list[int]  # tier 1, 2, 3 of the game's column (CT-152)
    tier: int  # reached with the value now (0: none)
    reward: int  # voters that tier gives


class StateReturnsView(TypedDict):
    id: str
    states: list[str]


class PartyCardsView(TypedDict):
    party: str
    exit_polls: int  # how many held
    state_returns: int
    discarded: int
    # The party's own cards (None for other parties' views, CT-97).
    own_exit_polls: list[ExitPollView] | None
    own_state_returns: list[StateReturnsView] | None
    own_discarded: list[str] | None


class ResultView(TypedDict):
    party: str
    exit_poll: str
    state_returns: str
    value: int
    tier: int
    voters: int


class ElectionDayView(TypedDict):
    column: str  # "left" or "right"
    parties: list[PartyCardsView]
    results: list[ResultView]  # shown on Election Day (CT-153); empty before


def exit_poll_view(s: CampaignTrailState, party: int, card_id: str) -> ExitPollView:
    card = load_election_day().exit_polls[card_id]
    col = column(s.config)
    amount = MEASURES[card.measure](s, party, card)
    tier = tier_reached(card, col, amount, s.data.revision)
    return {
        "id": card_id,
        "goal": card.goal.value,
        "value": amount,
        "thresholds": list(card.thresholds(col, s.data.revision)),
        "tier": tier,
        "reward": reward(tier),
    }


def observe(s: CampaignTrailState, viewer: int | None) -> ElectionDayView | None:
    """None without the module."""
    if not s.config.election_day:
        return None
    cards = load_election_day()
    mine = s.seat_party[viewer] if viewer is not None else -1
    parties: list[PartyCardsView] = []
    for p, pid in enumerate(s.parties):
        own = p == mine
        parties.append(
            {
                "party": pid,
                "exit_polls": len(s.ed_polls[p]),
                "state_returns": len(s.ed_returns[p]),
                "discarded": len(s.ed_discards[p]),
                "own_exit_polls": [exit_poll_view(s, p, c) for c in s.ed_polls[p]] if own else None,
                "own_state_returns": [
                    {"id": c, "states": list(cards.state_returns[c].states)} for c in s.ed_returns[p]
                ]
                if own
                else None,
                "own_discarded": list(s.ed_discards[p]) if own else None,
            }
        )
    results: list[ResultView] = [
        {
            "party": s.parties[p],
            "exit_poll": poll,
            "state_returns": returns,
            "value": amount,
            "tier": tier,
            "voters": voters,
        }
        for p, (poll, returns, amount, tier, voters) in enumerate(s.ed_results)
    ]
    return {"column": column(s.config).value, "parties": parties, "results": results}
