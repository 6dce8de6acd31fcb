"""Turns (CT-30 to CT-37): whose turn is next, a turn's start and end (draw to 5), the order of a
party's candidates (CT-30, CT-56, CT-98), and trades between running mates (CT-61 to CT-64)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from . import expansion
from .actions import Done, InsiderSwap, PickCandidate, PickCard, TakeRandom, cached
from .card_play import dirty_take, insider_swap
from .debate import set_debate_order
from .frames import Frame, FrameKind, Purpose
from .state import CampaignTrailState
from .usable import dirty_swap_possible, dirty_targets, insider_swap_possible, trade_possible


def month_over(s: CampaignTrailState) -> bool:
    """The month's deck is empty: no turn starts, the month ends (CT-34)."""
    return not s.decks[s.month]


def next_turn(s: CampaignTrailState, events: list[Event]) -> None:
    """The next party turn's order, or the next candidate's turn (CT-30, CT-37); the month has cards left."""
    if not s.turn_queue:
        n = len(s.parties)
        s.party_turn = s.start_party if s.party_turn < 0 else (s.party_turn + 1) % n
        seats = s.party_seats[s.party_turn]
        if len(seats) > 1:
            # The party's candidate 1 decides the order of its candidates (CT-30, CT-98).
            s.push(
                Frame(FrameKind.ORDER, seat=seats[0], party=s.party_turn, queue=seats, purpose=Purpose.TURN)
            )
            return
        s.turn_queue = seats
    seat = s.turn_queue[0]
    s.turn_queue = s.turn_queue[1:]
    start_turn(s, seat, events)


def start_turn(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    s.active = seat
    s.turn_number += 1
    s.insider_used = False
    s.ctx = None
    s.turn_placed = False
    s.turn_card = ""
    s.swap_used = False
    events.append(Event("ct.turn", {"seat": seat, "month": s.month, "turn": s.turn_number}))
    s.push(Frame(FrameKind.TURN_END, seat=seat))
    if s.hands[seat]:
        s.push(Frame(FrameKind.PLAY, seat=seat))
    # CT-31 step 1: Voter Registration Drive and Predictable Outcome (expansion cards only).
    if s.config.expansion_cards != "off":
        expansion.turn_start(s, seat, events)


def order_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCandidate, seat) for seat in frame.queue]


def order_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    first = action.seat  # type: ignore[attr-defined]
    order = (first,) + tuple(x for x in frame.queue if x != first)
    if frame.purpose in (Purpose.TURN, Purpose.SETUP):
        # SETUP: the order before the first party turn, used by CT-37's sequences until then.
        if frame.purpose is Purpose.TURN:
            s.turn_queue = order
        s.latest_order = s.latest_order[: frame.party] + (order,) + s.latest_order[frame.party + 1 :]
    else:
        set_debate_order(s, frame.party, order)
    events.append(
        Event(
            "ct.order",
            {
                "party": s.parties[frame.party],
                "order": list(order),
                "purpose": frame.purpose.value if frame.purpose else "",
            },
        )
    )


def turn_end(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    swaps = trade_possible(s, seat) or insider_swap_possible(s, seat) or dirty_swap_possible(s, seat)
    if frame.stage == 0 and swaps:
        s.push(Frame(FrameKind.TURN_END, seat=seat, stage=1), Frame(FrameKind.AFTER, seat=seat))
        return
    # CT-31 step 4: Hit the Trail and Predictable Outcome (expansion cards only). Step 5:
    if s.config.expansion_cards != "off":
        expansion.turn_end(s, seat, events)
    drawn = s.draw(seat, s.data.const("HAND_SIZE"))
    party_seats = s.party_seats[s.seat_party[seat]]
    events.append(Event("ct.draw", {"seat": seat, "count": drawn}, reveals=bool(drawn)))
    events.append(
        Event(
            "ct.draw_private",
            {"seat": seat, "cards": list(s.hands[seat][-drawn:]) if drawn else []},
            visible_to=party_seats,
        )
    )
    s.active = -1
    s.ctx = None


def after_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    out: list[Action] = [cached(Done)]
    if trade_possible(s, seat):
        mate = s.running_mate(seat)
        out.append(cached(PickCandidate, mate))
    if insider_swap_possible(s, seat):
        out.extend(cached(InsiderSwap, c) for c in s.hands[seat])
    if dirty_swap_possible(s, seat):
        out.extend(cached(TakeRandom, x) for x in dirty_targets(s, seat))
    return out


def after_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, PickCandidate):
        # CT-63: the active candidate gives first, then the running mate.
        s.push(
            Frame(FrameKind.TRADE, seat=action.seat, party=seat),
            Frame(FrameKind.TRADE, seat=seat, party=action.seat),
        )
    elif isinstance(action, InsiderSwap):
        insider_swap(s, seat, action.card, events)
    elif isinstance(action, TakeRandom):
        # After the step 2 action (CT-136); the AFTER choice comes back for a trade.
        s.push(frame)
        dirty_take(s, seat, action.seat, events)


def trade_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Done)] + [cached(PickCard, c) for c in s.hands[frame.seat]]


def trade_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, PickCard):
        giver, taker = frame.seat, frame.party
        s.take_from_hand(giver, action.card)
        s.set_hand(taker, s.hands[taker] + (action.card,))
        party_seats = s.party_seats[s.seat_party[giver]]
        events.append(Event("ct.trade", {"from": giver, "to": taker, "count": 1}))
        events.append(
            Event(
                "ct.trade_private", {"from": giver, "to": taker, "card": action.card}, visible_to=party_seats
            )
        )
        s.push(frame)  # give another card or finish
