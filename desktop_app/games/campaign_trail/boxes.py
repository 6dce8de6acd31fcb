"""Playing a card and its action boxes: travel, fundraise, register, advertise, campaign (CT-11,
CT-41 to CT-45, CT-92) and the PLAY decision that offers them (CT-31 step 2, CT-36)."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import modifiers as mod
from .actions import Box, Done, GoNegative, InsiderSwap, PickIssue, PickParty, PickState, PlayCard, cached
from .board import reachable
from .data import Timing, Trigger
from .flow import AUTO, DECIDE, insider_swap, insider_swap_possible, open_window
from .frames import ActionCtx, Frame, FrameKind
from .state import REGISTERED, CampaignTrailState

BOX_ORDER = (Box.TRAVEL, Box.FUNDRAISE, Box.REGISTER, Box.ADVERTISE, Box.CAMPAIGN, Box.POLITICK)


def dirty_allowed(s: CampaignTrailState, seat: int) -> bool:
    """Dirty actions need the module and a candidate who may take them (CT-91, CT-94)."""
    return s.config.dirty_politics and not mod.flag(s, seat, "no_dirty")


def box_usable(s: CampaignTrailState, seat: int, card_id: str, box: Box) -> bool:
    """Whether the box exists and its declaration is affordable now (CT-47)."""
    card = s.data.cards[card_id]
    party = s.seat_party[seat]
    money = s.money[party]
    if box is Box.TRAVEL:
        if card.travel is None:
            return False
        plane = mod.is_plane(s, seat, card)
        if plane and mod.plane_cost(s, seat) > money:
            return False
        return plane or bool(reachable(s.data, s.pawn[seat], mod.travel_steps(s, seat, card)))
    if box is Box.FUNDRAISE:
        return card.fundraise is not None
    if box is Box.REGISTER:
        return card.register is not None
    if box is Box.ADVERTISE:
        return card.advertise is not None and mod.advertise_issue_cost(s, seat) <= money
    if box is Box.CAMPAIGN:
        return (
            card.campaign is not None
            and s.pawn[seat] in card.campaign
            and mod.campaign_cost(s, seat) <= money
        )
    if box is Box.POLITICK:
        from .politick import politick_usable

        return card.politick is not None and politick_usable(s, seat, card_id)
    return box is Box.NONE


def play_options(s: CampaignTrailState, seat: int, boxes: tuple[Box, ...], exclude: str = "") -> list[Action]:
    out: list[Action] = []
    for card in dict.fromkeys(s.hands[seat]):
        if card == exclude:
            continue
        for box in boxes:
            if box_usable(s, seat, card, box):
                out.append(cached(PlayCard, card, box.value))
    return out


def _play_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    out = play_options(s, seat, BOX_ORDER)
    out.extend(cached(PlayCard, c, Box.NONE.value) for c in dict.fromkeys(s.hands[seat]))
    if insider_swap_possible(s, seat):
        out.extend(cached(InsiderSwap, c) for c in dict.fromkeys(s.hands[seat]))
    return out


def _play_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, InsiderSwap):
        insider_swap(s, seat, action.card, events)
        s.push(frame)  # the step 2 action is still to come
        return
    assert isinstance(action, PlayCard)
    play_card(s, seat, action.card, Box(action.box), events)


DECIDE[FrameKind.PLAY] = (_play_legal, _play_apply)


def play_card(s: CampaignTrailState, seat: int, card_id: str, box: Box, events: list[Event]) -> None:
    """Take the card from the hand and start its action (CT-11 step 1)."""
    s.take_from_hand(seat, card_id)
    card = s.data.cards[card_id]
    events.append(Event("ct.play", {"seat": seat, "card": card_id, "box": box.value}))
    ongoing = (
        box is Box.POLITICK
        and card.politick is not None
        and s.data.abilities[card.politick].timing is Timing.ONGOING
    )
    if not ongoing:
        s.discard = s.discard + (card_id,)
    s.ctx = ActionCtx(seat=seat, card=card_id, box=box)
    party = s.seat_party[seat]
    if box is Box.TRAVEL:
        assert card.travel is not None
        plane = mod.is_plane(s, seat, card)
        if plane:
            s.add_money(party, -mod.plane_cost(s, seat))
        s.push(Frame(FrameKind.TRAVEL, seat=seat, count=mod.travel_steps(s, seat, card), forced=plane))
    elif box is Box.FUNDRAISE:
        gain = mod.fundraise_gain(s, seat, card)
        s.add_money(party, gain)
        events.append(Event("ct.fundraise", {"seat": seat, "amount": gain}))
    elif box is Box.REGISTER:
        n = s.register(party, mod.register_gain(s, seat, card))
        events.append(Event("ct.register", {"seat": seat, "count": n}))
    elif box is Box.ADVERTISE:
        s.push(Frame(FrameKind.ADV_ISSUES, seat=seat, card=card_id))
    elif box is Box.CAMPAIGN:
        s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.CAMP_PAY, seat=seat))
        open_window(s, Trigger.CAMPAIGN_DECLARED, seat, events)
    elif box is Box.POLITICK:
        from .politick import declare_politick

        declare_politick(s, seat, card_id, events)


# -- travel (CT-13, CT-41) ------------------------------------------------------------------------------
def _travel_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    here = s.pawn[frame.seat]
    if frame.forced:  # a plane move may go anywhere; moving by steps is a subset of that
        return [cached(PickState, sid) for sid in s.data.state_ids if sid != here]
    return [cached(PickState, sid) for sid in reachable(s.data, here, frame.count)]


def _travel_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    seat = frame.seat
    s.pawn = s.pawn[:seat] + (action.state,) + s.pawn[seat + 1 :]
    events.append(Event("ct.travel", {"seat": seat, "state": action.state}))


DECIDE[FrameKind.TRAVEL] = (_travel_legal, _travel_apply)


# -- advertise (CT-44, CT-82, CT-92) -----------------------------------------------------------------
def _issue_cost(s: CampaignTrailState, seat: int, issues: int) -> int:
    assert s.ctx is not None
    return issues * mod.advertise_issue_cost(s, seat, s.ctx.attack_ads)


def _adv_issues_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    card = s.data.cards[frame.card]
    assert card.advertise is not None
    chosen = s.ctx.issues
    start = card.advertise.index(chosen[-1]) + 1 if chosen else 0
    out: list[Action] = [cached(Done)] if chosen else []
    if _issue_cost(s, frame.seat, len(chosen) + 1) <= s.money[s.seat_party[frame.seat]]:
        out.extend(cached(PickIssue, i) for i in card.advertise[start:])
    return out


def _adv_issues_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
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


DECIDE[FrameKind.ADV_ISSUES] = (_adv_issues_legal, _adv_issues_apply)


def _declared(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.ADV_PAY, seat=seat))
    open_window(s, Trigger.ADVERTISE_DECLARED, seat, events)


def _adv_negative_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(GoNegative, False), cached(GoNegative, True)]


def _adv_negative_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, GoNegative)
    if action.negative:
        s.ctx = dataclasses.replace(s.ctx, negative=True)
        s.push(Frame(FrameKind.ADV_TARGET, seat=frame.seat))
    else:
        _declared(s, frame.seat, events)


DECIDE[FrameKind.ADV_NEGATIVE] = (_adv_negative_legal, _adv_negative_apply)


def _adv_target_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    own = s.seat_party[frame.seat]
    return [cached(PickParty, p) for i, p in enumerate(s.parties) if i != own]


def _adv_target_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickParty)
    s.ctx = dataclasses.replace(s.ctx, targets=s.ctx.targets + (s.parties.index(action.party),))
    if len(s.ctx.targets) < len(s.ctx.issues):
        s.push(frame)
    else:
        events.append(
            Event("ct.negative", {"seat": frame.seat, "targets": [s.parties[p] for p in s.ctx.targets]})
        )
        _declared(s, frame.seat, events)


DECIDE[FrameKind.ADV_TARGET] = (_adv_target_legal, _adv_target_apply)


def _adv_drop_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    affordable = _issue_cost(s, frame.seat, len(s.ctx.issues)) <= s.money[s.seat_party[frame.seat]]
    out: list[Action] = [cached(Done)] if affordable or not frame.forced else []
    out.extend(cached(PickIssue, i) for i in s.ctx.issues)
    return out


def _adv_drop_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None
    if isinstance(action, PickIssue):
        k = s.ctx.issues.index(action.issue)
        targets = s.ctx.targets[:k] + s.ctx.targets[k + 1 :] if s.ctx.targets else ()
        s.ctx = dataclasses.replace(s.ctx, issues=s.ctx.issues[:k] + s.ctx.issues[k + 1 :], targets=targets)
        events.append(Event("ct.drop_issue", {"seat": frame.seat, "issue": action.issue}))
        if s.ctx.issues:
            s.push(frame)


DECIDE[FrameKind.ADV_DROP] = (_adv_drop_legal, _adv_drop_apply)


def _adv_pay(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
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


AUTO[FrameKind.ADV_PAY] = _adv_pay


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


def _adv_skip_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
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


def _adv_skip_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None
    if isinstance(action, PickState):
        issue = s.ctx.issues[s.ctx.skip_issue]
        s.ctx = dataclasses.replace(s.ctx, skips=s.ctx.skips + ((issue, action.state),))
        events.append(Event("ct.skip", {"seat": frame.seat, "issue": issue, "state": action.state}))
    else:
        s.ctx = dataclasses.replace(s.ctx, skip_issue=s.ctx.skip_issue + 1)
    if shortfall(s) > 0:
        s.push(frame)


DECIDE[FrameKind.ADV_SKIP] = (_adv_skip_legal, _adv_skip_apply)


def _adv_place(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    if s.ctx.negative:
        from .politick import backlash

        for issue, target in zip(s.ctx.issues, s.ctx.targets, strict=True):
            for st in s.data.issues[issue].states:
                if s.remove(target, st, 1):
                    events.append(Event("ct.remove", {"party": target, "state": st, "count": 1}))
        backlash(s, party, events)
        return
    placed: list[str] = []
    for _issue, st in _placements(s):
        if s.place(party, st, 1, REGISTERED):
            placed.append(st)
    s.ctx = dataclasses.replace(s.ctx, placed=tuple(dict.fromkeys(s.ctx.placed + tuple(placed))))
    events.append(Event("ct.place", {"party": party, "states": placed}))


AUTO[FrameKind.ADV_PLACE] = _adv_place


# -- campaign (CT-45) ---------------------------------------------------------------------------------
def _camp_pay(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert s.ctx is not None
    seat = frame.seat
    party = s.seat_party[seat]
    cost = mod.campaign_cost(s, seat)
    s.add_money(party, -cost)
    voters = min(mod.campaign_voters(s, seat, s.ctx.leaked), s.registered[party])
    events.append(Event("ct.campaign", {"seat": seat, "cost": cost, "voters": voters}))
    if voters:
        s.push(Frame(FrameKind.CAMP_PLACE, seat=seat, card=s.ctx.card, count=voters))


AUTO[FrameKind.CAMP_PAY] = _camp_pay


def _camp_place_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    card = s.data.cards[frame.card]
    assert card.campaign is not None
    return [cached(PickState, st) for st in card.campaign]


def _camp_place_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.ctx is not None and isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    if s.place(party, action.state, 1, REGISTERED):
        s.ctx = dataclasses.replace(s.ctx, placed=tuple(dict.fromkeys(s.ctx.placed + (action.state,))))
        events.append(Event("ct.place", {"party": party, "states": [action.state]}))
    if frame.count > 1 and s.registered[party]:
        s.push(dataclasses.replace(frame, count=frame.count - 1))


DECIDE[FrameKind.CAMP_PLACE] = (_camp_place_legal, _camp_place_apply)
