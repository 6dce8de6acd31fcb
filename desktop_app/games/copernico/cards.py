"""Quadrant cards on the move: drawing from the deck, the discard pile and who knows which
card is where (CO-6, CO-25). The other rules modules move cards only through here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.tuples import replace_at
from .build import event

if TYPE_CHECKING:
    from .state import CopernicoState

PUBLIC = -1  # discard-pile card everybody saw go there
_RESHUFFLED: dict[int, Event] = {}  # by the number of cards shuffled into the new deck


def draw_order(s: CopernicoState) -> tuple[int, ...]:
    """CO-6: players draw in seat order from the first seat."""
    key = (s.num_players, s.first_seat)
    order = _ORDERS.get(key)
    if order is None:
        n, first = key
        order = _ORDERS[key] = tuple((first + i) % n for i in range(n))
    return order


_ORDERS: dict[tuple[int, int], tuple[int, ...]] = {}  # (players, first seat): the seats in drawing order


def draw(s: CopernicoState, p: int, count: int, events: list[Event], *, into_hand: bool = True) -> list[str]:
    """Draw up to ``count`` cards from the top (the end of ``deck``); an empty deck is rebuilt
    from the whole discard pile (CO-6), and with both empty the draw comes up short."""
    deck = s.deck
    drawn: list[str] = []
    need = count
    while need:
        if not deck:
            if not s.discard:
                break
            deck = tuple(s.rng.shuffled(s.discard))
            made = _RESHUFFLED.get(len(deck))
            if made is None:  # the same news for the same count: made once and shared
                made = _RESHUFFLED[len(deck)] = event("copernico.reshuffled", {"count": len(deck)},
                                                      reveals=True)
            events.append(made)
            s.discard = ()
            s.discard_seen = ()
        take = need if need < len(deck) else len(deck)
        drawn += deck[: -take - 1: -1]  # taken one at a time from the top
        deck = deck[:-take]
        need -= take
    s.deck = deck
    if into_hand:
        s.hands = replace_at(s.hands, p, tuple(sorted(s.hands[p] + tuple(drawn))))
    return drawn


def to_discard(s: CopernicoState, discarded: tuple[str, ...], seen_by: int) -> None:
    """Onto the face-down discard pile, in order; ``seen_by`` is PUBLIC or the one seat that
    knows they are there."""
    s.discard = s.discard + discarded
    s.discard_seen = s.discard_seen + (seen_by,) * len(discarded)


def to_discard_each(s: CopernicoState, discarded: list[str], seen_by: list[int]) -> None:
    """:func:`to_discard` for the cards of a whole resolution at once, ``seen_by[i]`` telling who
    knows of ``discarded[i]``: the pile is copied once instead of once per card."""
    s.discard = s.discard + tuple(discarded)
    s.discard_seen = s.discard_seen + tuple(seen_by)


def forget(s: CopernicoState, p: int, played: tuple[str, ...], spent: int) -> None:
    """Cards that left p's hand: a played card is public; after a secret payment nobody can
    say which known cards remain, so that knowledge is dropped."""
    known = s.known
    rows: list[tuple[tuple[str, ...], ...]] | None = None  # the changed matrix, made on the first change
    for o, row in enumerate(known):
        cards = row[p]
        if not cards:
            continue
        if spent:
            left: tuple[str, ...] = ()
        else:
            for c in played:
                if c in cards:
                    break
            else:
                continue  # nothing o knew of left the hand
            # Card ids are unique, so filtering removes exactly the played copies.
            left = tuple([c for c in cards if c not in played])
        if rows is None:
            rows = list(known)
        rows[o] = row[:p] + (left,) + row[p + 1:]
    if rows is not None:
        s.known = tuple(rows)
