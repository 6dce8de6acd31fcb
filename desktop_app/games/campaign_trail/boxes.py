"""The action boxes' steps: travel, advertise, campaign (CT-11, CT-41 to CT-45, CT-92), and the PLAY
decision that offers a card's boxes (CT-31 step 2, CT-36). Starting a box is card_play.py's."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import modifiers as mod
from .actions import Box, Done, GoNegative, InsiderSwap, PickIssue, PickParty, PickState, PlayCard, cached
from .board import reachable
from .card_play import backlash, insider_swap, play_card
from .data import Trigger
from .frames import Frame, FrameKind
from .state import REGISTERED, CampaignTrailState
from .usable import dirty_allowed, insider_swap_possible, play_options
from .windows import open_window

BOX_ORDER = (Box.TRAVEL, Box.FUNDRAISE, Box.REGISTER, Box.ADVERTISE, Box.CAMPAIGN, Box.POLITICK)


def play_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    out = play_options(s, seat, BOX_ORDER)
    out.extend(cached(PlayCard, c, Box.NONE.value) for c in dict.fromkeys(s.hands[seat]))
    if insider_swap_possible(s, seat):
        out.extend(cached(InsiderSwap, c) for c in dict.fromkeys(s.hands[seat]))
    return out


def play_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, InsiderSwap):
        insider_swap(s, seat, action.card, events)
        s.push(frame)  # the step 2 action is still to come
        return
    assert isinstance(action, PlayCard)
    play_card(s, seat, action.card, Box(action.box), events)


# -- travel (CT-13, CT-41) ------------------------------------------------------------------------------
def travel_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    here = s.pawn[frame.seat]
    if frame.forced:  # a plane move may go anywhere; moving by steps is a subset of that
        return [cached(PickState, sid) for sid in s.data.state_ids if sid != here]
    return [cached(PickState, sid) for sid in reachable(s.data, here, frame.count)]


def travel_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    seat = frame.seat
    s.pawn = s.pawn[:seat] + (action.state,) + s.pawn[seat + 1 :]
    events.append(Event("ct.travel", {"seat": seat, "state": action.state}))


# -- advertise (CT-44, CT-82, CT-92) -----------------------------------------------------------------
def _issue_cost(s: CampaignTrailState, seat: int, issues: int) -> int:
    assert s.ctx is not None
    return issues * mod.advertise_issue_cost(s, seat, s.ctx.attack_ads)


def adv_issues_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    card = s.data.cards[frame.card]
    assert card.advertise is not None
    chosen = s.ctx.issues
    start = card.advertise.index(chosen[-1]) + 1 if chosen else 0
    out: list[Action] = [cached(Done)] if chosen else []
    if _issue_cost(s, frame.seat, len(chosen) + 1) <= s.money[s.seat_party[frame.seat]]:
        out.extend(cached(PickIssue, i) for i in card.advertise[start:])
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
    affordable = _issue_cost(s, frame.seat, len(s.ctx.issues)) <= s.money[s.seat_party[frame.seat]]
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
    cost = _issue_cost(s, seat, len(s.ctx.issues))
    if cost > s.money[party]:
        s.push(
            Frame(FrameKind.ADV_PAY, seat=seat, stage=1), Frame(FrameKind.ADV_DROP, seat=seat, forced=True)
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
    issues = s.data.issues
    return [(i, st) for i in s.ctx.issues for st in issues[i].states if (i, st) not in skipped]


def shortfall(s: CampaignTrailState) -> int:
    assert s.ctx is not None
    return max(0, len(_placements(s)) - s.registered[s.seat_party[s.ctx.seat]])


def _skip_room(s: CampaignTrailState, issue_index: int, after: int) -> int:
    """States still skippable: those of the current issue after position ``after``, and all states of
    the later issues."""
    assert s.ctx is not None
    issues = s.data.issues
    here = len(issues[s.ctx.issues[issue_index]].states) - after - 1
    return here + sum(len(issues[i].states) for i in s.ctx.issues[issue_index + 1 :])


def _last_skip(s: CampaignTrailState) -> int:
    assert s.ctx is not None
    issue = s.ctx.issues[s.ctx.skip_issue]
    states = s.data.issues[issue].states
    done = [states.index(st) for i, st in s.ctx.skips if i == issue]
    return max(done) if done else -1


def adv_skip_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    """CT-44: skip one more state of the current issue (after the last one skipped for it), or move on
    while the later issues can still cover the rest of the shortfall."""
    assert s.ctx is not None
    need = shortfall(s)
    k = s.ctx.skip_issue
    issue = s.ctx.issues[k]
    states = s.data.issues[issue].states
    last = _last_skip(s)
    out: list[Action] = []
    for pos in range(last + 1, len(states)):
        if _skip_room(s, k, pos) >= need - 1:
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
            for st in s.data.issues[issue].states:
                if s.remove(target, st, 1):
                    events.append(Event("ct.remove", {"party": s.parties[target], "state": st, "count": 1}))
        backlash(s, party, events)
        return
    placed: list[str] = []
    for _issue, st in _placements(s):
        if s.place(party, st, 1, REGISTERED):
            placed.append(st)
    s.ctx = dataclasses.replace(s.ctx, placed=tuple(dict.fromkeys(s.ctx.placed + tuple(placed))))
    events.append(Event("ct.place", {"party": s.parties[party], "states": placed}))


# -- campaign (CT-45) ---------------------------------------------------------------------------------
def camp_pay(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    cost = mod.campaign_cost(s, seat)
    s.add_money(party, -cost)
    voters = min(mod.campaign_voters(s, seat, s.ctx.leaked), s.registered[party])
    events.append(Event("ct.campaign", {"seat": seat, "cost": cost, "voters": voters}))
    if voters:
        s.push(Frame(FrameKind.CAMP_PLACE, seat=seat, card=s.ctx.card, count=voters))


def camp_place_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    card = s.data.cards[frame.card]
    assert card.campaign is not None
    return [cached(PickState, st) for st in card.campaign]


def camp_place_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    if s.place(party, action.state, 1, REGISTERED):
        s.ctx = dataclasses.replace(s.ctx, placed=tuple(dict.fromkeys(s.ctx.placed + (action.state,))))
        events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))
    if frame.count > 1 and s.registered[party]:
        s.push(dataclasses.replace(frame, count=frame.count - 1))


