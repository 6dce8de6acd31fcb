"""Phase 1 (planning): draw 5, then the secret turn-order bid (rulebook phase 1; CP-10, CP-11)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.events import Event
from .actions import Bid
from .state import (
    BID,
    CARD_ID,
    NO_CARD,
    SHARED_EVENTS,
    CopycatState,
    RoundPhase,
    draw_cards,
    event,
    shared_event,
)


def begin_round(s: CopycatState, ev: list[Event]) -> None:
    """Phase 1 A: every player draws HAND_DRAW cards and adds the cards kept by Strategy session (CP-28)."""
    s.phase = BID
    key = ("copycat.round_start", s.round)
    ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.round_start", {"round": s.round}))
    hand_draw = s.data.constants["HAND_DRAW"]
    for p in range(s.num_players):
        draw_cards(s, p, hand_draw, ev)
        if s.kept[p]:
            s.set_p("hand", p, s.hand[p] + s.kept[p])
            ev.append(event("copycat.kept_join", {"player": p, "count": len(s.kept[p])}))
            s.set_p("kept", p, ())
    # CP-11: a player without cards bids 0 and lays nothing down.
    bids: list[int | None] = []
    for hand in s.hand:  # loops, not generator expressions: each of those is a function call of its own
        bids.append(None if hand else NO_CARD)
    s.bids = tuple(bids)
    if None not in bids:
        reveal(s, ev)


_BID = tuple(Bid(card.cid) for card in CopycatState.data.cards)
_CARD_INDEX = CopycatState.data.card_index
_CARD_NO = tuple(card.no for card in CopycatState.data.cards)


def legal(s: CopycatState, p: int) -> list[Action]:
    # A loop, not a list comprehension: in this Python a comprehension is a function call of its own.
    out: list[Action] = []
    for c in s.hand[p]:
        out.append(_BID[c])
    return out


def apply(s: CopycatState, p: int, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Bid)
    c = _CARD_INDEX[action.card]
    hands = list(s.hand)
    hand = hands[p]
    i = hand.index(c)  # a card is in one place only
    hands[p] = hand[:i] + hand[i + 1:]
    s.hand = tuple(hands)
    bids = list(s.bids)
    bids[p] = c
    s.bids = tuple(bids)
    key = ("copycat.bid", p)
    ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.bid", {"player": p}))
    card_key = ("copycat.bid_card", p, c)
    ev.append(SHARED_EVENTS.get(card_key) or shared_event(
        card_key, "copycat.bid_card", {"player": p, "card": action.card}, (p,)))
    if None not in s.bids:  # every bid is in
        reveal(s, ev)


def turn_order(values: Sequence[int], previous: Sequence[int]) -> tuple[int, ...]:
    """Highest bid first; tied players are ordered in reverse of their previous relative order (CP-10)."""
    pos = {p: i for i, p in enumerate(previous)}
    return tuple(sorted(range(len(values)), key=lambda p: (-values[p], -pos[p])))


def bid_value(s: CopycatState, c: int) -> int:
    return 0 if c == NO_CARD else s.data.cards[c].no


def reveal(s: CopycatState, ev: list[Event]) -> None:
    bids = [c for c in s.bids if c is not None]
    assert len(bids) == s.num_players  # revealed once every bid is in
    values = [0 if c == NO_CARD else _CARD_NO[c] for c in bids]  # bid_value, by table
    new_order = turn_order(values, s.order)
    s.prev_order = s.order
    s.order = new_order
    clips = list(s.clip)
    for p, c in enumerate(bids):
        if c != NO_CARD:
            clips[p] += (c,)  # phase 1 C: bid cards go to the clipboard pile
    s.clip = tuple(clips)
    ev.append(event("copycat.bid_reveal", {
        "cards": [None if c == NO_CARD else CARD_ID[c] for c in bids],
        "values": values, "order": list(new_order)}, reveals=True))
    s.bids = (NO_CARD,) * len(s.bids)
    s.finish_phase(RoundPhase.PLANNING, ev)
