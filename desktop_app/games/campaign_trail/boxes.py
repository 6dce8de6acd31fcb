"""The action boxes' steps: travel, advertise, campaign (CT-11, CT-41 to CT-45, CT-92), and the PLAY
decision that offers a card's boxes (CT-31 step 2, CT-36). Starting a box is card_play.py's."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import breaking_news as news
from . import modifiers as mod
from .actions import (
    Box,
    Done,
    GoNegative,
    InsiderSwap,
    PickIssue,
    PickParty,
    PickState,
    PlayCard,
    TakeRandom,
    cached,
)
from .card_play import backlash, dirty_take, insider_swap, play_card
from .data import Trigger
from .expansion import after_travel
from .frames import Frame, FrameKind
from .state import REGISTERED, UNDECIDED, CampaignTrailState
from .usable import (
    dirty_allowed,
    dirty_swap_possible,
    dirty_targets,
    insider_swap_possible,
    play_options,
    surcharge_due,
)
from .windows import open_window

BOX_ORDER = (Box.TRAVEL, Box.FUNDRAISE, Box.REGISTER, Box.ADVERTISE, Box.CAMPAIGN, Box.POLITICK)


def play_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    out = play_options(s, seat, BOX_ORDER)
    out.extend(cached(PlayCard, c, Box.NONE.value) for c in dict.fromkeys(s.hands[seat]))
    if insider_swap_possible(s, seat):
        out.extend(cached(InsiderSwap, c) for c in dict.fromkeys(s.hands[seat]))
    if dirty_swap_possible(s, seat):
        out.extend(cached(TakeRandom, x) for x in dirty_targets(s, seat))
    return out


def play_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, InsiderSwap):
        s.push(frame)  # the step 2 action is still to come, after a Breaking News card drawn now (CT-141)
        insider_swap(s, seat, action.card, events)
        return
    if isinstance(action, TakeRandom):
        s.push(frame)  # the Dirty Candidate's swap comes before the step 2 action (CT-136)
        dirty_take(s, seat, action.seat, events)
        return
    assert isinstance(action, PlayCard)
    s.turn_card = action.card  # "the first card you play on your turn" (CT-116)
    play_card(s, seat, action.card, Box(action.box), events)


# -- travel (CT-13, CT-41) ------------------------------------------------------------------------------
def travel_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    here = frame.other or s.pawn[frame.seat]  # Moving the Base moves a voter from ``other`` (CT-111)
    # A plane move may go anywhere open; moving by steps is a subset of that. Closed states: CT-13.
    return [cached(PickState, sid) for sid in news.travel_destinations(s, here, frame.count, frame.forced)]


def travel_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    seat = frame.seat
    if frame.other:
        party = s.seat_party[seat]
        s.move_voter(party, frame.other, action.state)
        events.append(
            Event("ct.move_voter", {"party": s.parties[party], "from": frame.other, "to": action.state})
        )
    else:
        s.pawn = s.pawn[:seat] + (action.state,) + s.pawn[seat + 1 :]
        events.append(Event("ct.travel", {"seat": seat, "state": action.state}))
    after_travel(s, seat, action.state)


# -- advertise (CT-44, CT-82, CT-92) -----------------------------------------------------------------
def _issue_cost(s: CampaignTrailState, seat: int, issues: tuple[str, ...]) -> int:
    assert s.ctx is not None
    return mod.advertise_cost(s, seat, s.data.cards[s.ctx.card], issues, s.ctx.attack_ads)


def _paid_issues(s: CampaignTrailState) -> tuple[str, ...]:
    """Declared issues that still place a voter somewhere: Limited Reach may leave one with none, and
    it is not paid for (CT-115)."""
    assert s.ctx is not None
    return tuple(i for i in s.ctx.issues if _states(s, i))


def _states(s: CampaignTrailState, issue: str) -> tuple[str, ...]:
    """The issue's states in table order, less those Limited Reach excluded (CT-125)."""
    assert s.ctx is not None
    states = s.data.issues[issue].states
    if not s.ctx.excluded:
        return states
    return tuple(st for st in states if (issue, st) not in s.ctx.excluded)


def adv_issues_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    card = s.data.cards[frame.card]
    assert card.advertise is not None
    chosen = s.ctx.issues
    start = card.advertise.index(chosen[-1]) + 1 if chosen else 0
    out: list[Action] = [cached(Done)] if chosen else []
    room = len(chosen) < mod.advertise_limit(s, frame.seat, card)  # the Celebrity (CT-134)
    if room:
        money = s.money[s.seat_party[frame.seat]]
        affordable = [i for i in card.advertise[start:] if _issue_cost(s, frame.seat, chosen + (i,)) <= money]
        out.extend(cached(PickIssue, i) for i in affordable)
    return out


def adv_issues_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    if isinstance(action, PickIssue):
        s.ctx = dataclasses.replace(s.ctx, issues=s.ctx.issues + (action.issue,))
        s.push(frame)
        return
    events.append(Event("ct.advertise", {"seat": seat, "issues": list(s.ctx.issues)}))
    if dirty_allowed(s, seat):
        s.push(Frame(FrameKind.ADV_NEGATIVE, seat=seat))
    else:
        _declared(s, seat, events)


def _declared(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.ADV_PAY, seat=seat))
    open_window(s, Trigger.ADVERTISE_DECLARED, seat, events)


def adv_negative_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(GoNegative, False), cached(GoNegative, True)]


def adv_negative_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, GoNegative)
    if action.negative:
        s.ctx = dataclasses.replace(s.ctx, negative=True)
        s.push(Frame(FrameKind.ADV_TARGET, seat=frame.seat))
    else:
        _declared(s, frame.seat, events)


def adv_target_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    own = s.seat_party[frame.seat]
    return [cached(PickParty, p) for i, p in enumerate(s.parties) if i != own]


def adv_target_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickParty)
    s.ctx = dataclasses.replace(s.ctx, targets=s.ctx.targets + (s.parties.index(action.party),))
    if len(s.ctx.targets) < len(s.ctx.issues):
        s.push(frame)
    else:
        events.append(
            Event("ct.negative", {"seat": frame.seat, "targets": [s.parties[p] for p in s.ctx.targets]})
        )
        _declared(s, frame.seat, events)


def adv_drop_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    affordable = _issue_cost(s, frame.seat, _paid_issues(s)) <= s.money[s.seat_party[frame.seat]]
    out: list[Action] = [cached(Done)] if affordable or not frame.forced else []
    out.extend(cached(PickIssue, i) for i in s.ctx.issues)
    return out


def adv_drop_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None
    if isinstance(action, PickIssue):
        k = s.ctx.issues.index(action.issue)
        targets = s.ctx.targets[:k] + s.ctx.targets[k + 1 :] if s.ctx.targets else ()
        s.ctx = dataclasses.replace(s.ctx, issues=s.ctx.issues[:k] + s.ctx.issues[k + 1 :], targets=targets)
        events.append(Event("ct.drop_issue", {"seat": frame.seat, "issue": action.issue}))
        if s.ctx.issues:
            s.push(frame)


def adv_pay(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """CT-11 step 3: Attack Ad drops first, then drops until affordable, then pay every issue."""
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    if frame.stage == 0 and s.ctx.attack_ads:
        s.push(Frame(FrameKind.ADV_PAY, seat=seat, stage=1), Frame(FrameKind.ADV_DROP, seat=seat))
        return
    if not s.ctx.issues:
        return
    if frame.stage <= 1 and s.ctx.limited:
        # Limited Reach: the advertiser names the excluded states before paying (CT-125).
        s.push(Frame(FrameKind.ADV_PAY, seat=seat, stage=2), Frame(FrameKind.EXCLUDE, seat=seat))
        return
    if frame.stage <= 2 and surcharge_due(s, seat):
        paid = _paid_issues(s)
        cost = min(_issue_cost(s, seat, (i,)) for i in paid) if paid else 0
        s.push(
            Frame(FrameKind.ADV_PAY, seat=seat, stage=3), Frame(FrameKind.SURCHARGE, seat=seat, count=cost)
        )
        return
    cost = _issue_cost(s, seat, _paid_issues(s))
    if cost > s.money[party]:
        s.push(
            Frame(FrameKind.ADV_PAY, seat=seat, stage=3), Frame(FrameKind.ADV_DROP, seat=seat, forced=True)
        )
        return
    s.add_money(party, -cost)
    events.append(Event("ct.pay", {"seat": seat, "amount": cost}))
    s.push(Frame(FrameKind.ADV_PLACE, seat=seat))
    if not s.ctx.negative and shortfall(s) > 0:
        s.push(Frame(FrameKind.ADV_SKIP, seat=seat))


def _placements(s: CampaignTrailState) -> list[tuple[str, str]]:
    """(issue, state) pairs the positive advertise action still places, in card and table order."""
    assert s.ctx is not None
    skipped = set(s.ctx.skips)
    return [(i, st) for i in s.ctx.issues for st in _states(s, i) if (i, st) not in skipped]


def _weight(s: CampaignTrailState, issue: str) -> int:
    """Registered voters one state of the issue takes: its own and Breaking News bonus voters (CT-5,
    CT-44)."""
    return 1 + news.issue_bonus(s, issue) if s.news else 1


def shortfall(s: CampaignTrailState) -> int:
    assert s.ctx is not None
    need = sum(_weight(s, i) for i, _ in _placements(s))
    return max(0, need - s.registered[s.seat_party[s.ctx.seat]])


def _skip_room(s: CampaignTrailState, issue_index: int, after: int) -> int:
    """Registered voters still skippable: those of the current issue's states after position ``after``,
    and of all states of the later issues."""
    assert s.ctx is not None
    issue = s.ctx.issues[issue_index]
    here = (len(_states(s, issue)) - after - 1) * _weight(s, issue)
    return here + sum(len(_states(s, i)) * _weight(s, i) for i in s.ctx.issues[issue_index + 1 :])


def _last_skip(s: CampaignTrailState) -> int:
    assert s.ctx is not None
    issue = s.ctx.issues[s.ctx.skip_issue]
    states = _states(s, issue)
    done = [states.index(st) for i, st in s.ctx.skips if i == issue]
    return max(done) if done else -1


def adv_skip_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    """CT-44: skip one more state of the current issue (after the last one skipped for it), or move on
    while the later issues can still cover the rest of the shortfall."""
    assert s.ctx is not None
    need = shortfall(s)
    k = s.ctx.skip_issue
    issue = s.ctx.issues[k]
    states = _states(s, issue)
    last = _last_skip(s)
    out: list[Action] = []
    for pos in range(last + 1, len(states)):
        if _skip_room(s, k, pos) >= need - _weight(s, issue):
            out.append(cached(PickState, states[pos]))
    if k + 1 < len(s.ctx.issues) and _skip_room(s, k + 1, -1) >= need:
        out.append(cached(Done))
    return out


def adv_skip_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None
    if isinstance(action, PickState):
        issue = s.ctx.issues[s.ctx.skip_issue]
        s.ctx = dataclasses.replace(s.ctx, skips=s.ctx.skips + ((issue, action.state),))
        events.append(Event("ct.skip", {"seat": frame.seat, "issue": issue, "state": action.state}))
    else:
        s.ctx = dataclasses.replace(s.ctx, skip_issue=s.ctx.skip_issue + 1)
    if shortfall(s) > 0:
        s.push(frame)


def adv_place(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    if s.ctx.negative:
        for issue, target in zip(s.ctx.issues, s.ctx.targets, strict=True):
            for st in _states(s, issue):  # an excluded state loses none (CT-125)
                if s.remove(target, st, 1):
                    events.append(Event("ct.remove", {"party": s.parties[target], "state": st, "count": 1}))
        backlash(s, party, events)
        return
    placed: list[str] = []
    influence = s.data.candidates[s.kept[seat]].issues_of_influence
    bonus = mod.delta(s, seat, "advertise_bonus") if influence else 0
    for issue, st in _placements(s):
        if s.place(party, st, 1, REGISTERED):
            placed.append(st)
        # Breaking News bonus voters, from the registered supply (CT-5, CT-12; bn04, bn07, ...).
        more = news.issue_bonus(s, issue) if s.news else 0
        if more and s.place(party, st, more, REGISTERED):
            placed.append(st)
        # The issue candidate's extra voter, from the undecided supply (CT-131, CT-12).
        extra = bonus if bonus and s.data.issues[issue].category in influence else 0
        if extra and s.place(party, st, extra, UNDECIDED):
            placed.append(st)
    for st in placed:
        s.note_placed(st)
    events.append(Event("ct.place", {"party": s.parties[party], "states": placed}))
    gain = news.advertise_gain(s, s.ctx.issues) if s.news else 0
    if gain:  # once per advertise action with such an issue (bn10, bn19; CT-147)
        n = s.register(party, gain)
        gained = {"news": s.news, "party": s.parties[party], "voters": n, "money": 0}
        events.append(Event("ct.news_gain", gained))


# -- campaign (CT-45) ---------------------------------------------------------------------------------
def camp_pay(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    claimed = bool(s.ctx.claimed)
    cost = mod.campaign_cost(s, seat, s.data.cards[s.ctx.card], claimed)
    if frame.stage == 0 and surcharge_due(s, seat):
        s.push(
            Frame(FrameKind.CAMP_PAY, seat=seat, stage=1), Frame(FrameKind.SURCHARGE, seat=seat, count=cost)
        )
        return
    if cost > s.money[party]:  # cannot happen after a checked declaration (CT-47); a redealt world may
        events.append(Event("ct.cannot_pay", {"seat": seat, "card": s.ctx.card}))
        return
    s.add_money(party, -cost)
    voters = min(mod.campaign_voters(s, seat, s.ctx.leaked, claimed), s.registered[party])
    events.append(Event("ct.campaign", {"seat": seat, "cost": cost, "voters": voters}))
    if voters:
        s.push(Frame(FrameKind.CAMP_PLACE, seat=seat, card=s.ctx.card, count=voters))


def camp_place_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    card = s.data.cards[frame.card]
    assert card.campaign is not None and s.ctx is not None
    states = news.campaign_open(s, card.campaign)  # campaign bans (CT-147)
    if s.ctx.claimed:  # every voter in the token's region (CT-119)
        return [cached(PickState, st) for st in states if s.region_of(st) == s.ctx.claimed]
    return [cached(PickState, st) for st in states]


def camp_place_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    if s.place(party, action.state, 1, REGISTERED):
        s.note_placed(action.state)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))
    if frame.count > 1 and s.registered[party]:
        s.push(dataclasses.replace(frame, count=frame.count - 1))


# -- Limited Reach's exclusions (CT-115, CT-125) ----------------------------------------------------------
def _quota(s: CampaignTrailState, issue: str) -> int:
    assert s.ctx is not None
    return min(s.ctx.limited, len(s.data.issues[issue].states))


def _excluding(s: CampaignTrailState) -> str:
    """The first declared issue still short of its exclusions ("" when all are named)."""
    assert s.ctx is not None
    for issue in s.ctx.issues:
        if sum(1 for i, _ in s.ctx.excluded if i == issue) < _quota(s, issue):
            return issue
    return ""


def exclude_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    """One state of the issue, after the last one excluded for it (each set is reached one way)."""
    assert s.ctx is not None
    issue = _excluding(s)
    states = s.data.issues[issue].states
    done = [states.index(st) for i, st in s.ctx.excluded if i == issue]
    start = max(done) + 1 if done else 0
    left = _quota(s, issue) - len(done)
    return [cached(PickState, st) for st in states[start : len(states) - left + 1]]


def exclude_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickState)
    issue = _excluding(s)
    s.ctx = dataclasses.replace(s.ctx, excluded=s.ctx.excluded + ((issue, action.state),))
    events.append(Event("ct.exclude", {"seat": frame.seat, "issue": issue, "state": action.state}))
    if _excluding(s):
        s.push(frame)
