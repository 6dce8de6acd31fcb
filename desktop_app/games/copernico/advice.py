"""Asking Copernicus for advice (CO-13): a peek at an Advice card for each new line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.tuples import replace_at
from .actions import Peek
from .build import event
from .data import load_data
from .frames import Phase

if TYPE_CHECKING:
    from .state import CopernicoState

PEEKS = (Peek(0), Peek(1))  # either Advice card, the same one again if the player likes

# A line's completion and a peek are told the same way every time for the same seat and cards, so
# each such event is made once and shared (events are frozen and never altered afterwards).
_LINE_EVENTS: dict[tuple[int, str, int], Event] = {}  # (seat, colour, line)
_PEEK_EVENTS: dict[tuple[int, int, str], tuple[Event, Event]] = {}  # (seat, index, advice card)

# _THROUGH[cell]: (line index, its three cells) for every line through a cell (0-based, CO-12).
_THROUGH = tuple(tuple((index, *line) for index, line in enumerate(load_data().lines) if cell in line)
                 for cell in range(9))
# Each card's colours as bits of a small int, and the colours of every such int: three cards share
# a colour when the AND of their bits is not zero, with no set made for a line that shares none.
_COLOUR_ORDER = tuple(sorted({c for cs in load_data().card_colours.values() for c in cs}))
_COLOUR_BITS = {card: sum(1 << _COLOUR_ORDER.index(c) for c in cs)
                for card, cs in load_data().card_colours.items()}
_COLOURS_OF = tuple(tuple(c for i, c in enumerate(_COLOUR_ORDER) if bits >> i & 1)
                    for bits in range(1 << len(_COLOUR_ORDER)))


def new_lines(s: CopernicoState, p: int, position: int, events: list[Event]) -> int:
    """One peek for each (colour, line) pair complete now and never complete before.

    Called after a card was laid at ``position`` (1-9): every line not through it was complete
    or not at the last check, when its pairs went into ``completed``, so only the lines
    through the new card can bring a fresh pair."""
    table = s.tables[p]
    bits = _COLOUR_BITS
    done = s.completed[p]
    fresh = []
    for index, a, b, c in _THROUGH[position - 1]:
        first, second, third = table[a], table[b], table[c]
        if first is None or second is None or third is None:
            continue
        shared = bits[first] & bits[second] & bits[third]
        if shared:
            for colour in _COLOURS_OF[shared]:
                if (colour, index) not in done:
                    fresh.append((colour, index))
    if not fresh:
        return 0
    s.completed = replace_at(s.completed, p, done | frozenset(fresh))
    made_once = _LINE_EVENTS
    for colour, line in sorted(fresh):
        key = (p, colour, line)
        made = made_once.get(key)
        if made is None:
            made = made_once[key] = event("copernico.line_completed",
                                       {"player": p, "colour": colour, "line": line})
        events.append(made)
    return len(fresh)


def open_peeks(s: CopernicoState, owed: list[int]) -> None:
    s.phase = Phase.PEEK
    s.peeks_owed = tuple(owed)


def peek(s: CopernicoState, p: int, index: int, events: list[Event]) -> bool:
    """Look at Advice card ``index``; True once nobody owes a peek any more."""
    s.seen = replace_at(s.seen, p, s.seen[p] + (index,))
    s.peeks_owed = replace_at(s.peeks_owed, p, s.peeks_owed[p] - 1)
    key = (p, index, s.advice[index])
    made = _PEEK_EVENTS.get(key)
    if made is None:
        made = _PEEK_EVENTS[key] = (
            event("copernico.peeked", {"player": p, "index": index}),
            event("copernico.advice_seen", {"player": p, "index": index, "advice": s.advice[index]},
                  visible_to=(p,), reveals=True))
    events += made
    return not any(s.peeks_owed)
