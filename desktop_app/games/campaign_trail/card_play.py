"""Playing a card: take it from the hand and start the chosen box (CT-11 step 1), declaring a politick
box (CT-46), paying the politick fee, the backlash of dirty actions (CT-93) and the Party Insider's swap
(CT-64). Both a turn's card (boxes.py) and Momentum's second card (politick.py) start here."""

from __future__ import annotations

import dataclasses

from ...engine.events import Event
from . import breaking_news as news
from . import modifiers as mod
from .actions import SUPPORT_BOXES, Box
from .data import Timing, Trigger
from .frames import ActionCtx, Frame, FrameKind
from .state import CampaignTrailState
from .usable import FACE_DOWN_ABILITIES, claimable
from .windows import open_window


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
        if s.news:
            news.note_discard(s, seat, card_id, events)  # bn01 (CT-142)
    start_box(s, seat, card_id, box, events, first=card_id == s.turn_card)


def start_box(
    s: CampaignTrailState, seat: int, card_id: str, box: Box, events: list[Event], first: bool = False
) -> None:
    """Start one box of a card already played (CT-11). ``first``: the first card of the turn, whose
    support action Strong Base may follow with another (CT-116)."""
    card = s.data.cards[card_id]
    s.new_effect()
    s.ctx = ActionCtx(seat=seat, card=card_id, box=box)
    party = s.seat_party[seat]
    if first and box in SUPPORT_BOXES and s.ongoing(seat, "strong_base"):
        # Below the box's own steps, so it follows them (CT-116; copies stack, CT-49).
        s.push(
            Frame(
                FrameKind.STRONG_BASE,
                seat=seat,
                card=card_id,
                other=box.value,
                count=s.ongoing(seat, "strong_base"),
            )
        )
    if box is Box.TRAVEL:
        assert card.travel is not None
        plane = mod.is_plane(s, seat, card)
        if plane:
            s.add_money(party, -mod.plane_cost(s, seat))
        travel = Frame(FrameKind.TRAVEL, seat=seat, count=mod.travel_steps(s, seat, card), forced=plane)
        if s.ongoing(seat, "moving_the_base") and s.committed(party):
            s.push(dataclasses.replace(travel, kind=FrameKind.TRAVEL_WHAT))  # CT-111: pawn or a voter
        else:
            s.push(travel)
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
        if claimable(s, seat, card_id):
            s.push(Frame(FrameKind.CLAIM, seat=seat, card=card_id))  # declared before the window (CT-11)
        else:
            open_window(s, Trigger.CAMPAIGN_DECLARED, seat, events)
    elif box is Box.POLITICK:
        declare_politick(s, seat, card_id, events)


def declare_politick(s: CampaignTrailState, seat: int, card_id: str, events: list[Event]) -> None:
    ability = s.data.abilities[s.data.cards[card_id].politick or ""]
    if ability.timing is Timing.ONGOING:
        # Ongoing cards stay in front of their candidate (CT-46); nothing can cancel them.
        pay_fee(s, seat, events)
        s.put_in_play(seat, card_id)
        events.append(Event("ct.ongoing", {"seat": seat, "card": card_id, "ability": ability.id}))
        if ability.id in FACE_DOWN_ABILITIES:
            s.push(Frame(FrameKind.FACE_DOWN, seat=seat, card=card_id))
        if ability.id == "absentee_ballot":
            # The voters first, then the face-down card, in the rulebook's order (CT-112).
            s.push(Frame(FrameKind.BALLOT, seat=seat, card=card_id))
        if ability.effects.get("region_token"):
            s.push(Frame(FrameKind.TOKEN, seat=seat, card=card_id))  # CT-105, CT-107
        return
    if ability.id == "virtual_campaigning":
        # The second card is part of the declaration (CT-11 step 1), before Fact Check's window.
        s.push(Frame(FrameKind.VIRTUAL_CARD, seat=seat, card=card_id))
        return
    s.push(Frame(FrameKind.RESOLVE_INSTANT, seat=seat, card=card_id))
    open_window(s, Trigger.POLITICK_DECLARED, seat, events)


def pay_fee(s: CampaignTrailState, seat: int, events: list[Event], response: bool = False) -> None:
    fee = mod.politick_fee(s, seat, response)
    if fee:
        s.add_money(s.seat_party[seat], -fee)
        events.append(Event("ct.pay", {"seat": seat, "amount": fee}))


def backlash(s: CampaignTrailState, party: int, events: list[Event]) -> None:
    """CT-93: after a dirty action the party loses 1 voter in each of its ethically minded states."""
    for st in s.data.ethically_minded[s.parties[party]]:
        if s.remove(party, st, 1):
            events.append(Event("ct.backlash", {"party": s.parties[party], "state": st}))


def dirty_take(s: CampaignTrailState, seat: int, target: int, events: list[Event]) -> None:
    """CT-130 a, CT-136: take 1 card at random from the opponent candidate's hand; a card goes back next."""
    hand = s.hands[target]
    card = hand[s.rng.below(len(hand))]
    s.take_from_hand(target, card)
    s.set_hand(seat, s.hands[seat] + (card,))
    s.swap_used = True
    s.learn_hand(s.seat_party[target], seat, (card,))  # the victim knows where its card went (CT-97)
    events.append(Event("ct.dirty_take", {"seat": seat, "target": target}, reveals=True))
    both = s.party_seats[s.seat_party[seat]] + s.party_seats[s.seat_party[target]]
    events.append(
        Event("ct.dirty_take_private", {"seat": seat, "target": target, "card": card}, visible_to=both)
    )
    s.push(Frame(FrameKind.SWAP_GIVE, seat=seat, party=target))


def insider_swap(s: CampaignTrailState, seat: int, card: str, events: list[Event]) -> None:
    s.take_from_hand(seat, card)
    s.discard = s.discard + (card,)
    if s.news:
        news.note_discard(s, seat, card, events)  # bn01 (CT-142)
    s.insider_used = True
    s.draw(seat, len(s.hands[seat]) + 1)
    events.append(Event("ct.insider_swap", {"seat": seat, "card": card}, reveals=True))
