"""Politick abilities (CT-46, §7): the steps of the 20 base abilities, instant, ongoing and response,
with Fact Check (CT-80), the face-down cards (CT-81), the details of CT-82 and Dirty Politics (CT-90 to
CT-95). Declaring a box is card_play.py's; when it may be declared, usable.py's; the windows that offer
responses, windows.py's."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import expansion
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
from .card_play import backlash, pay_fee, play_card
from .frames import Frame, FrameKind
from .state import REGISTERED, UNDECIDED, CampaignTrailState
from .usable import opposition_targets, play_options, region_states, smear_parties


# -- instants -------------------------------------------------------------------------------------------
def resolve_instant(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    party = s.seat_party[seat]
    ability = s.data.cards[frame.card].politick
    if mod.politick_fee(s, seat) > s.money[party]:
        events.append(Event("ct.cannot_pay", {"seat": seat, "card": frame.card}))
        return
    pay_fee(s, seat, events)
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
    elif not expansion.resolve_instant(s, frame, events):  # pragma: no cover - data lists every instant
        raise ValueError(f"no rule for the instant {ability}")


def _record_placed(s: CampaignTrailState, state: str) -> None:
    s.note_placed(state)


def endorse_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in region_states(s, frame.seat)]


def endorse_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    source = mod.voter_source(s, frame.seat, UNDECIDED)  # the Economist's from registered (CT-132)
    if s.place(party, action.state, mod.amount(s, "endorsement", "voters"), source):
        _record_placed(s, action.state)
    events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))


def town_hall_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    most = min(mod.amount(s, "town_hall", "voters"), s.registered[s.seat_party[frame.seat]])
    return [cached(PickCount, n) for n in range(most + 1)]


def town_hall_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCount)
    party = s.seat_party[frame.seat]
    here = s.pawn[frame.seat]
    if action.count and s.place(party, here, action.count, REGISTERED):
        _record_placed(s, here)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [here]}))


def momentum_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    # Declaring Momentum needs a usable second card (CT-82); a redealt hand in the search may lack one.
    return play_options(s, frame.seat, SUPPORT_BOXES) or [cached(Done)]


def momentum_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """The second card's support action is a normal action (CT-14, CT-82); the card is discarded."""
    if not isinstance(action, PlayCard):
        return
    play_card(s, frame.seat, action.card, Box(action.box), events)


def opp_target_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCandidate, x) for x in opposition_targets(s, frame.seat)]


def opp_target_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
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


def opp_take_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.party])]


def opp_take_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCard)
    s.take_from_hand(frame.party, action.card)
    s.set_hand(frame.seat, s.hands[frame.seat] + (action.card,))
    s.push(Frame(FrameKind.OPP_GIVE, seat=frame.seat, party=frame.party))


def opp_give_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat])]


def opp_give_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
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


def smear_party_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickParty, s.parties[p]) for p in smear_parties(s, frame.seat)]


def smear_party_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickParty)
    s.push(
        Frame(
            FrameKind.SMEAR_STATE,
            seat=frame.seat,
            party=s.parties.index(action.party),
            count=mod.amount(s, "smear_campaign", "states"),
        )
    )


def smear_state_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    # States are picked in table order, each once, so every set of states is reached one way.
    region = region_states(s, frame.seat)
    order = s.data.state_ids
    start = order.index(frame.state) + 1 if frame.state else 0
    out: list[Action] = [cached(Done)] if frame.state else []
    out.extend(
        cached(PickState, st)
        for st in order[start:]
        if st in region and s.voters[s.state_index(st)][frame.party]
    )
    return out


def smear_state_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, PickState):
        s.remove(frame.party, action.state, mod.amount(s, "smear_campaign", "voters"))
        removed = {"party": s.parties[frame.party], "state": action.state, "count": 1}
        events.append(Event("ct.remove", removed))
        nxt = dataclasses.replace(frame, count=frame.count - 1, state=action.state)
        if nxt.count and smear_state_legal(s, nxt) != [cached(Done)]:
            s.push(nxt)
            return
    backlash(s, s.seat_party[frame.seat], events)


def face_down_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat])]


def face_down_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
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


# -- responses (§7.1) -----------------------------------------------------------------------------------
def resolve_response(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    party = s.seat_party[seat]
    ability = s.data.cards[frame.card].politick
    if mod.politick_fee(s, seat, response=True) > s.money[party]:
        events.append(Event("ct.cannot_pay", {"seat": seat, "card": frame.card}))
        return
    pay_fee(s, seat, events, response=True)
    s.new_effect()  # a response effect (CT-137)
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
    if expansion.resolve_response(s, frame, events):
        return
    assert s.ctx is not None
    if ability == "attack_ad":
        s.ctx = dataclasses.replace(s.ctx, attack_ads=s.ctx.attack_ads + 1)
    elif ability == "leaked_scandal":
        s.ctx = dataclasses.replace(s.ctx, leaked=s.ctx.leaked + 1)
        backlash(s, party, events)
    elif ability == "rapid_response":
        s.push(Frame(FrameKind.RAPID_STATE, seat=seat))


def rapid_state_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.ctx is not None
    return [cached(PickState, st) for st in s.ctx.placed]


def rapid_state_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    s.push(Frame(FrameKind.RAPID_COUNT, seat=frame.seat, state=action.state))


def rapid_count_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    most = min(mod.amount(s, "rapid_response", "voters"), s.registered[s.seat_party[frame.seat]])
    return [cached(PickCount, n) for n in range(most + 1)]


def rapid_count_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCount)
    party = s.seat_party[frame.seat]
    n = s.place(party, frame.state, action.count, REGISTERED)
    events.append(Event("ct.place", {"party": s.parties[party], "states": [frame.state] if n else []}))
