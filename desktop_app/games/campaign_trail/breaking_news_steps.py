"""Breaking News flow (CT-140, CT-141, CT-55 step 3, CT-57) and the decisions its cards ask for: the set-
aside cards, shuffling them into the month decks, revealing a drawn card and carrying it out (forced
moves of bn02 and bn17, bn03's move and voter, bn11's discards, bn13's gain)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from .actions import Pass, PickState, cached
from .breaking_news import closed_states
from .frames import Frame, FrameKind
from .state import REGISTERED, CampaignTrailState
from .turn_order import seats_after

PER_MONTH = 3  # set-aside cards shuffled into each month's deck (CT-140)


def set_aside(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-140, CT-29 step 7: 9 of the 20 cards set aside face down (the rest go back unseen); the first 3
    are shuffled into August's deck, which is already formed."""
    cards = s.rng.shuffled(tuple(s.data.news))
    aside = cards[: PER_MONTH * len(s.decks)]
    s.news_aside = tuple(tuple(aside[k : k + PER_MONTH]) for k in range(PER_MONTH, len(aside), PER_MONTH))
    _shuffle_in(s, 0, tuple(aside[:PER_MONTH]))
    events.append(Event("ct.news_shuffled", {"month": 0, "count": PER_MONTH}))


def _shuffle_in(s: CampaignTrailState, month: int, cards: tuple[str, ...]) -> None:
    deck = tuple(s.rng.shuffled(s.decks[month] + cards))
    s.decks = s.decks[:month] + (deck,) + s.decks[month + 1 :]


def after_refill(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-55 step 3: the next 3 set-aside cards go into the new month's deck; if the refill emptied it,
    they go back to the box unseen and the month has no turns (CT-57)."""
    if not s.news_aside:
        return
    batch, s.news_aside = s.news_aside[0], s.news_aside[1:]
    if s.decks[s.month]:
        _shuffle_in(s, s.month, batch)
        events.append(Event("ct.news_shuffled", {"month": s.month, "count": len(batch)}))
    else:
        events.append(Event("ct.news_returned", {"month": s.month, "count": len(batch)}))


def _from(s: CampaignTrailState, seat: int) -> list[int]:
    """Every candidate in turn order from the drawing candidate (CT-37, CT-144, CT-147)."""
    return [seat] + seats_after(s, seat)


def news_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """CT-141: the card is revealed and replaces the current one, whose effect ends; then it is carried
    out. Its replacement was drawn already (state.draw)."""
    card = s.data.news[frame.card]
    events.append(
        Event(
            "ct.news",
            {"news": card.id, "seat": frame.seat, "replaced": s.news, "month": s.month},
            reveals=True,
        )
    )
    s.news = card.id
    s.news_drawn = s.news_drawn + (card.id,)
    if card.closed:
        # Forced moves are not travel actions; owners choose in turn order (CT-143, CT-147).
        moving = [x for x in _from(s, frame.seat) if s.pawn[x] in card.closed]
        s.push(*(Frame(FrameKind.NEWS_MOVE, seat=x, card=card.id) for x in reversed(moving)))
    elif card.immediate == "ethics_move":
        s.push(*(Frame(FrameKind.NEWS_ETHICS, seat=x, card=card.id) for x in reversed(_from(s, frame.seat))))
    elif card.immediate == "health_scare":
        _health_scare(s, card.amounts.get("cards", 1), events)
    elif card.immediate == "underdog":
        ev = s.ev_totals()
        for party, total in enumerate(ev):
            if total == min(ev):  # every party tied there (CT-147)
                n = s.register(party, card.amounts.get("voters", 0))
                s.add_money(party, card.amounts.get("money", 0))
                events.append(
                    Event(
                        "ct.news_gain",
                        {
                            "news": card.id,
                            "party": s.parties[party],
                            "voters": n,
                            "money": card.amounts.get("money", 0),
                        },
                    )
                )


def _health_scare(s: CampaignTrailState, cards: int, events: list[Event]) -> None:
    """bn11: each candidate of the party (or parties, CT-147) with the most EVs discards random cards; they
    draw back up at their own turn's end (CT-31 step 5)."""
    ev = s.ev_totals()
    for party, total in enumerate(ev):
        if total != max(ev):
            continue
        for seat in s.party_seats[party]:
            for _ in range(min(cards, len(s.hands[seat]))):
                hand = s.hands[seat]
                lost = hand[s.rng.below(len(hand))]
                s.take_from_hand(seat, lost)
                s.discard = s.discard + (lost,)
                events.append(Event("ct.news_discard", {"seat": seat, "card": lost}, reveals=True))


# -- decisions ----------------------------------------------------------------------------------------
def move_choices(s: CampaignTrailState, seat: int) -> tuple[str, ...]:
    """The neighbours of the pawn's state that are open (CT-143: FL's are AL and GA)."""
    closed = closed_states(s)
    here = s.pawn[seat]
    near = tuple(st for st in s.data.states[here].adjacent if st not in closed)
    return near or tuple(st for st in s.data.state_ids if st not in closed and st != here)


def news_move_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in move_choices(s, frame.seat)]


def _move_pawn(s: CampaignTrailState, seat: int, state: str, card: str, events: list[Event]) -> None:
    s.pawn = s.pawn[:seat] + (state,) + s.pawn[seat + 1 :]
    events.append(Event("ct.news_move", {"seat": seat, "state": state, "news": card}))


def news_move_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    _move_pawn(s, frame.seat, action.state, frame.card, events)


def news_ethics_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    party = s.parties[s.seat_party[frame.seat]]
    return [cached(PickState, st) for st in s.data.ethically_minded[party]]


def news_ethics_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """bn03 (CT-144): the pawn moves (not a travel action), then the optional registered voter."""
    assert isinstance(action, PickState)
    _move_pawn(s, frame.seat, action.state, frame.card, events)
    if s.registered[s.seat_party[frame.seat]]:
        s.push(Frame(FrameKind.NEWS_VOTER, seat=frame.seat, card=frame.card, state=action.state))


def news_voter_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Pass), cached(PickState, frame.state)]


def news_voter_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickState):
        return
    s.new_effect()  # a Breaking News placement is one effect (CT-137)
    party = s.seat_party[frame.seat]
    amount = s.data.news[frame.card].amounts.get("voters", 1)
    if s.place(party, frame.state, amount, REGISTERED):
        events.append(Event("ct.place", {"party": s.parties[party], "states": [frame.state]}))
