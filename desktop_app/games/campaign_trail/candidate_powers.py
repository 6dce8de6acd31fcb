"""The expansion candidates' decisions (CT-130 to CT-137): the Regional Power's region at setup and its
surcharge, the Dirty Candidate's card given back, and an issue candidate's once-per-game debate start.
Their modifiers are data (candidates.json effects) read by modifiers.py."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from .actions import Pass, PayWith, PickCard, PickRegion, PickTopic, cached
from .frames import Frame, FrameKind
from .state import CampaignTrailState
from .tokens import free_tokens


# -- the Regional Power (CT-135, CT-137) ----------------------------------------------------------------
def rp_region_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickRegion, r) for r in free_tokens(s)]


def rp_region_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """The token goes on the candidate card for the game (CT-105, CT-135)."""
    assert isinstance(action, PickRegion)
    s.tokens = s.tokens + ((action.region, frame.seat, ""),)
    events.append(Event("ct.token", {"seat": frame.seat, "card": "", "region": action.region}))


def surcharge_amounts(s: CampaignTrailState, seat: int) -> tuple[int, int]:
    effects = s.data.candidates[s.kept[seat]].effects
    return effects.get("region_surcharge_money", 0), effects.get("region_surcharge_voters", 0)


def surcharge_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    """$20M or 2 registered voters, whichever the party has, keeping the action's cost (``count``)
    payable in money (CT-137)."""
    party = s.seat_party[frame.seat]
    money, voters = surcharge_amounts(s, frame.seat)
    out: list[Action] = []
    if s.money[party] >= money + frame.count:
        out.append(cached(PayWith, False))
    if s.registered[party] >= voters:
        out.append(cached(PayWith, True))
    if not out:  # the declaration checked it (CT-47); a redealt search world may not
        out.append(cached(PayWith, s.money[party] < money))
    return out


def surcharge_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PayWith)
    party = s.seat_party[frame.seat]
    money, voters = surcharge_amounts(s, frame.seat)
    if action.voters:
        n = s.unregister(party, voters)
        events.append(Event("ct.surcharge", {"seat": frame.seat, "voters": n, "amount": 0}))
    else:
        paid = min(money, s.money[party])
        s.add_money(party, -paid)
        events.append(Event("ct.surcharge", {"seat": frame.seat, "voters": 0, "amount": paid}))


# -- the Dirty Candidate (CT-130 a, CT-136) --------------------------------------------------------------
def swap_give_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat])]


def swap_give_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """Any card of the hand, the one just taken included, goes to the opponent (CT-136)."""
    assert isinstance(action, PickCard)
    s.take_from_hand(frame.seat, action.card)
    s.set_hand(frame.party, s.hands[frame.party] + (action.card,))
    s.learn_hand(s.seat_party[frame.seat], frame.party, (action.card,))
    events.append(Event("ct.card_given", {"seat": frame.seat, "target": frame.party}))
    both = s.party_seats[s.seat_party[frame.seat]] + s.party_seats[s.seat_party[frame.party]]
    events.append(
        Event(
            "ct.card_given_private",
            {"seat": frame.seat, "target": frame.party, "card": action.card},
            visible_to=both,
        )
    )


# -- issue candidates' debate start (CT-131) -------------------------------------------------------------
def issue_topics(s: CampaignTrailState, seat: int) -> list[str]:
    assert s.debate is not None
    influence = s.data.candidates[s.kept[seat]].issues_of_influence
    return [t for t in s.debate.topics if s.data.issues[t].category in influence]


def issue_bonus_frames(s: CampaignTrailState, seats: list[int]) -> list[Frame]:
    """Candidates who may still spend the once-per-game start on a topic of this debate."""
    out = []
    for seat in seats:
        space = s.data.candidates[s.kept[seat]].effects.get("issue_debate_space", 0)
        if space and not s.issue_bonus_used[seat] and issue_topics(s, seat):
            out.append(Frame(FrameKind.ISSUE_BONUS, seat=seat, count=space - 1))
    return out


def issue_bonus_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Pass)] + [cached(PickTopic, t) for t in issue_topics(s, frame.seat)]


def issue_bonus_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """Space 2 instead of 1: a +1 start bonus that adds up with the others (CT-56, CT-131)."""
    if not isinstance(action, PickTopic):
        return
    assert s.debate is not None
    s.issue_bonus_used = s.issue_bonus_used[: frame.seat] + (True,) + s.issue_bonus_used[frame.seat + 1 :]
    party = s.seat_party[frame.seat]
    k = s.debate.topics.index(action.topic)
    row = list(s.debate.markers[party])
    row[k] = min(s.data.const("DEBATE_TRACK"), row[k] + frame.count)
    markers = s.debate.markers[:party] + (tuple(row),) + s.debate.markers[party + 1 :]
    s.debate = dataclasses.replace(s.debate, markers=markers)
    events.append(Event("ct.debate_bonus", {"seat": frame.seat, "topic": action.topic, "source": "issue"}))
