"""Politick boxes (CT-46, §7): the 20 base abilities, instant, ongoing and response, with Fact Check
(CT-80), the face-down cards (CT-81), the details of CT-82 and Dirty Politics (CT-90 to CT-95)."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import modifiers as mod
from .actions import (
    SUPPORT_BOXES,
    Box,
    Done,
    PickCandidate,
    PickCard,
    PickCount,
    PickParty,
    PickState,
    PlayCard,
    cached,
)
from .boxes import box_usable, dirty_allowed, play_card, play_options
from .data import Timing, Trigger
from .flow import AUTO, DECIDE, open_window
from .frames import Frame, FrameKind
from .state import REGISTERED, UNDECIDED, CampaignTrailState

FACE_DOWN_ABILITIES = ("october_surprise", "recount")


def _protected_party(s: CampaignTrailState, party: int) -> bool:
    """The Reformer shields its party's voters and its own hand from opponents' politick (§6, CT-95)."""
    return any(mod.flag(s, seat, "shield") for seat in s.party_seats[party])


def _region_states(s: CampaignTrailState, seat: int) -> tuple[str, ...]:
    """ "Your region" is the region of the candidate's pawn (CT-82)."""
    return s.data.regions[s.region_of(s.pawn[seat])].states


def _opposition_targets(s: CampaignTrailState, seat: int) -> list[int]:
    party = s.seat_party[seat]
    return [
        x
        for x in range(s.num_players)
        if s.seat_party[x] != party and s.hands[x] and not mod.flag(s, x, "shield")
    ]


def _smear_parties(s: CampaignTrailState, seat: int) -> list[int]:
    party = s.seat_party[seat]
    region = _region_states(s, seat)
    return [
        p
        for p in range(len(s.parties))
        if p != party and not _protected_party(s, p) and any(s.voters[s.state_index(st)][p] for st in region)
    ]


def politick_usable(s: CampaignTrailState, seat: int, card_id: str) -> bool:
    """Whether the card's politick box can be declared on one's own turn now (CT-11 step 1, CT-47)."""
    ability_id = s.data.cards[card_id].politick
    assert ability_id is not None
    ability = s.data.abilities[ability_id]
    if ability.timing is Timing.RESPONSE:
        return False  # a response box is never declared on one's own turn (CT-46)
    if ability.dirty and not dirty_allowed(s, seat):
        return False
    if mod.politick_fee(s, seat) > s.money[s.seat_party[seat]]:
        return False
    others = [c for c in s.hands[seat] if c != card_id]
    if ability_id in FACE_DOWN_ABILITIES:
        return bool(others)  # CT-82
    if ability_id == "momentum":
        return any(box_usable(s, seat, c, b) for c in others for b in SUPPORT_BOXES)
    if ability_id == "opposition_research":
        return bool(_opposition_targets(s, seat))
    if ability_id == "smear_campaign":
        return bool(_smear_parties(s, seat))
    return True


def declare_politick(s: CampaignTrailState, seat: int, card_id: str, events: list[Event]) -> None:
    ability = s.data.abilities[s.data.cards[card_id].politick or ""]
    if ability.timing is Timing.ONGOING:
        # Ongoing cards stay in front of their candidate (CT-46); nothing can cancel them.
        _pay_fee(s, seat, events)
        s.put_in_play(seat, card_id)
        events.append(Event("ct.ongoing", {"seat": seat, "card": card_id, "ability": ability.id}))
        if ability.id in FACE_DOWN_ABILITIES:
            s.push(Frame(FrameKind.FACE_DOWN, seat=seat, card=card_id))
        return
    s.push(Frame(FrameKind.RESOLVE_INSTANT, seat=seat, card=card_id))
    open_window(s, Trigger.POLITICK_DECLARED, seat, events)


def _pay_fee(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    fee = mod.politick_fee(s, seat)
    if fee:
        s.add_money(s.seat_party[seat], -fee)
        events.append(Event("ct.pay", {"seat": seat, "amount": fee}))


def backlash(s: CampaignTrailState, party: int, events: list[Event]) -> None:
    """CT-93: after a dirty action the party loses 1 voter in each of its ethically minded states."""
    for st in s.data.ethically_minded[s.parties[party]]:
        if s.remove(party, st, 1):
            events.append(Event("ct.backlash", {"party": party, "state": st}))


# -- instants -------------------------------------------------------------------------------------------
def _resolve_instant(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    party = s.seat_party[seat]
    ability = s.data.cards[frame.card].politick
    if mod.politick_fee(s, seat) > s.money[party]:
        events.append(Event("ct.cannot_pay", {"seat": seat, "card": frame.card}))
        return
    _pay_fee(s, seat, events)
    events.append(Event("ct.instant", {"seat": seat, "ability": ability}))
    if ability == "endorsement":
        s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.ENDORSE, seat=seat))
    elif ability == "town_hall":
        s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.TOWN_HALL, seat=seat))
    elif ability == "fundraising_gala":
        gain = mod.amount(s, ability, "home_money" if s.pawn[seat] == s.home[seat] else "money")
        s.add_money(party, gain)
        events.append(Event("ct.fundraise", {"seat": seat, "amount": gain}))
    elif ability == "voter_drive":
        extra = mod.amount(s, ability, "behind_register") if s.is_behind(party, s.pawn[seat]) else 0
        n = s.register(party, mod.amount(s, ability, "register") + extra)
        events.append(Event("ct.register", {"seat": seat, "count": n}))
    elif ability == "momentum":
        s.push(Frame(FrameKind.MOMENTUM, seat=seat))
    elif ability == "opposition_research":
        s.push(Frame(FrameKind.OPP_TARGET, seat=seat))
    elif ability == "smear_campaign":
        s.push(Frame(FrameKind.SMEAR_PARTY, seat=seat))
    else:  # pragma: no cover - data validation keeps other abilities off the base deck
        raise ValueError(f"no rule for the instant {ability}")


AUTO[FrameKind.RESOLVE_INSTANT] = _resolve_instant


def _record_placed(s: CampaignTrailState, state: str) -> None:
    if s.ctx is not None:
        s.ctx = dataclasses.replace(s.ctx, placed=tuple(dict.fromkeys(s.ctx.placed + (state,))))


def _endorse_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in _region_states(s, frame.seat)]


def _endorse_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    if s.place(party, action.state, mod.amount(s, "endorsement", "voters"), UNDECIDED):
        _record_placed(s, action.state)
    events.append(Event("ct.place", {"party": party, "states": [action.state]}))


DECIDE[FrameKind.ENDORSE] = (_endorse_legal, _endorse_apply)


def _town_hall_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    most = min(mod.amount(s, "town_hall", "voters"), s.registered[s.seat_party[frame.seat]])
    return [cached(PickCount, n) for n in range(most + 1)]


def _town_hall_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCount)
    party = s.seat_party[frame.seat]
    here = s.pawn[frame.seat]
    if action.count and s.place(party, here, action.count, REGISTERED):
        _record_placed(s, here)
        events.append(Event("ct.place", {"party": party, "states": [here]}))


DECIDE[FrameKind.TOWN_HALL] = (_town_hall_legal, _town_hall_apply)


def _momentum_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    # Declaring Momentum needs a usable second card (CT-82); a redealt hand in the search may lack one.
    return play_options(s, frame.seat, SUPPORT_BOXES) or [cached(Done)]


def _momentum_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """The second card's support action is a normal action (CT-14, CT-82); the card is discarded."""
    if not isinstance(action, PlayCard):
        return
    play_card(s, frame.seat, action.card, Box(action.box), events)


DECIDE[FrameKind.MOMENTUM] = (_momentum_legal, _momentum_apply)


def _opp_target_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCandidate, x) for x in _opposition_targets(s, frame.seat)]


def _opp_target_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCandidate)
    seat = frame.seat
    party_seats = s.party_seats[s.seat_party[seat]]
    events.append(Event("ct.opposition_research", {"seat": seat, "target": action.seat}))
    events.append(
        Event(
            "ct.hand_seen",
            {"seat": action.seat, "cards": list(s.hands[action.seat])},
            visible_to=party_seats,
            reveals=True,
        )
    )
    s.learn_hand(s.seat_party[seat], action.seat, s.hands[action.seat])
    s.push(Frame(FrameKind.OPP_TAKE, seat=seat, party=action.seat))


DECIDE[FrameKind.OPP_TARGET] = (_opp_target_legal, _opp_target_apply)


def _opp_take_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.party])]


def _opp_take_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCard)
    s.take_from_hand(frame.party, action.card)
    s.set_hand(frame.seat, s.hands[frame.seat] + (action.card,))
    s.push(Frame(FrameKind.OPP_GIVE, seat=frame.seat, party=frame.party))


DECIDE[FrameKind.OPP_TAKE] = (_opp_take_legal, _opp_take_apply)


def _opp_give_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat])]


def _opp_give_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCard)
    s.take_from_hand(frame.seat, action.card)
    s.set_hand(frame.party, s.hands[frame.party] + (action.card,))
    s.learn_hand(s.seat_party[frame.seat], frame.party, (action.card,))
    events.append(Event("ct.card_given", {"seat": frame.seat, "target": frame.party}))
    events.append(
        Event(
            "ct.card_given_private",
            {"seat": frame.seat, "target": frame.party, "card": action.card},
            visible_to=s.party_seats[s.seat_party[frame.seat]] + s.party_seats[s.seat_party[frame.party]],
        )
    )
    backlash(s, s.seat_party[frame.seat], events)


DECIDE[FrameKind.OPP_GIVE] = (_opp_give_legal, _opp_give_apply)


def _smear_party_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickParty, s.parties[p]) for p in _smear_parties(s, frame.seat)]


def _smear_party_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickParty)
    s.push(
        Frame(
            FrameKind.SMEAR_STATE,
            seat=frame.seat,
            party=s.parties.index(action.party),
            count=mod.amount(s, "smear_campaign", "states"),
        )
    )


DECIDE[FrameKind.SMEAR_PARTY] = (_smear_party_legal, _smear_party_apply)


def _smear_state_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    # States are picked in table order, each once, so every set of states is reached one way.
    region = _region_states(s, frame.seat)
    order = s.data.state_ids
    start = order.index(frame.state) + 1 if frame.state else 0
    out: list[Action] = [cached(Done)] if frame.state else []
    out.extend(
        cached(PickState, st)
        for st in order[start:]
        if st in region and s.voters[s.state_index(st)][frame.party]
    )
    return out


def _smear_state_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, PickState):
        s.remove(frame.party, action.state, mod.amount(s, "smear_campaign", "voters"))
        events.append(Event("ct.remove", {"party": frame.party, "state": action.state, "count": 1}))
        nxt = dataclasses.replace(frame, count=frame.count - 1, state=action.state)
        if nxt.count and _smear_state_legal(s, nxt) != [cached(Done)]:
            s.push(nxt)
            return
    backlash(s, s.seat_party[frame.seat], events)


DECIDE[FrameKind.SMEAR_STATE] = (_smear_state_legal, _smear_state_apply)


def _face_down_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat])]


def _face_down_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """CT-81: the card stays hidden under the ongoing card until game end."""
    assert isinstance(action, PickCard)
    seat = frame.seat
    s.take_from_hand(seat, action.card)
    s.face_down = (
        s.face_down[:seat] + (s.face_down[seat] + ((frame.card, action.card),),) + s.face_down[seat + 1 :]
    )
    events.append(Event("ct.face_down", {"seat": seat, "card": frame.card}))
    events.append(
        Event(
            "ct.face_down_private",
            {"seat": seat, "card": frame.card, "hidden": action.card},
            visible_to=s.party_seats[s.seat_party[seat]],
        )
    )


DECIDE[FrameKind.FACE_DOWN] = (_face_down_legal, _face_down_apply)


# -- responses (§7.1) -----------------------------------------------------------------------------------
def response_usable(s: CampaignTrailState, seat: int, ability: str, owner: int) -> bool:
    """CT-35's limits: who may play the response at this trigger, and whether they can pay for it."""
    if mod.politick_fee(s, seat) > s.money[s.seat_party[seat]]:
        return False
    if s.data.abilities[ability].dirty and not dirty_allowed(s, seat):
        return False
    if ability == "rapid_response":
        return bool(s.registered[s.seat_party[seat]]) and s.ctx is not None and bool(s.ctx.placed)
    return True


def play_response(s: CampaignTrailState, seat: int, card_id: str, owner: int, events: list[Event]) -> None:
    """The card is discarded; a response other than Fact Check can itself be Fact Checked before it
    resolves (CT-80)."""
    s.take_from_hand(seat, card_id)
    s.discard = s.discard + (card_id,)
    ability = s.data.cards[card_id].politick
    events.append(Event("ct.response", {"seat": seat, "card": card_id, "ability": ability}))
    s.push(Frame(FrameKind.RESOLVE_RESPONSE, seat=seat, card=card_id, party=owner))
    if ability != "fact_check":
        open_window(s, Trigger.POLITICK_DECLARED, seat, events)


def _resolve_response(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    party = s.seat_party[seat]
    ability = s.data.cards[frame.card].politick
    if mod.politick_fee(s, seat) > s.money[party]:
        events.append(Event("ct.cannot_pay", {"seat": seat, "card": frame.card}))
        return
    _pay_fee(s, seat, events)
    if ability == "fact_check":
        # Stack now: ..., the cancelled card's resolution, the rest of its Fact Check window. Nothing of
        # the cancelled action is paid: instants pay at resolution, responses when they resolve (CT-80).
        assert s.pending and s.pending[-1].kind is FrameKind.WINDOW
        s.pending = s.pending[:-1]
        target = s.pending[-1]
        assert target.kind in (FrameKind.RESOLVE_INSTANT, FrameKind.RESOLVE_RESPONSE)
        s.pending = s.pending[:-1]
        events.append(Event("ct.cancelled", {"seat": target.seat, "card": target.card, "by": seat}))
        return
    assert s.ctx is not None
    if ability == "attack_ad":
        s.ctx = dataclasses.replace(s.ctx, attack_ads=s.ctx.attack_ads + 1)
    elif ability == "leaked_scandal":
        s.ctx = dataclasses.replace(s.ctx, leaked=s.ctx.leaked + 1)
        backlash(s, party, events)
    elif ability == "rapid_response":
        s.push(Frame(FrameKind.RAPID_STATE, seat=seat))


AUTO[FrameKind.RESOLVE_RESPONSE] = _resolve_response


def _rapid_state_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    return [cached(PickState, st) for st in s.ctx.placed]


def _rapid_state_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    s.push(Frame(FrameKind.RAPID_COUNT, seat=frame.seat, state=action.state))


DECIDE[FrameKind.RAPID_STATE] = (_rapid_state_legal, _rapid_state_apply)


def _rapid_count_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    most = min(mod.amount(s, "rapid_response", "voters"), s.registered[s.seat_party[frame.seat]])
    return [cached(PickCount, n) for n in range(most + 1)]


def _rapid_count_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCount)
    party = s.seat_party[frame.seat]
    n = s.place(party, frame.state, action.count, REGISTERED)
    events.append(Event("ct.place", {"party": party, "states": [frame.state] if n else []}))


DECIDE[FrameKind.RAPID_COUNT] = (_rapid_count_legal, _rapid_count_apply)
