"""Asking Copernicus for advice (CO-13): a peek at an Advice card for each new line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.tuples import replace_at
from . import scoring
from .actions import Peek
from .frames import Phase

if TYPE_CHECKING:
    from .state import CopernicoState

PEEKS = (Peek(0), Peek(1))  # either Advice card, the same one again if the player likes


def new_lines(s: CopernicoState, p: int, events: list[Event]) -> int:
    """One peek for each (colour, line) pair complete now and never complete before."""
    fresh = frozenset(scoring.scoring_lines(s.tables[p], s.data)) - s.completed[p]
    if not fresh:
        return 0
    s.completed = replace_at(s.completed, p, s.completed[p] | fresh)
    for colour, line in sorted(fresh):
        events.append(Event("copernico.line_completed", {"player": p, "colour": colour, "line": line}))
    return len(fresh)


def open_peeks(s: CopernicoState, owed: list[int]) -> None:
    s.phase = Phase.PEEK
    s.peeks_owed = tuple(owed)


def peek(s: CopernicoState, p: int, index: int, events: list[Event]) -> bool:
    """Look at Advice card ``index``; True once nobody owes a peek any more."""
    s.seen = replace_at(s.seen, p, s.seen[p] + (index,))
    s.peeks_owed = replace_at(s.peeks_owed, p, s.peeks_owed[p] - 1)
    events.append(Event("copernico.peeked", {"player": p, "index": index}))
    events.append(Event("copernico.advice_seen", {"player": p, "index": index, "advice": s.advice[index]},
                        visible_to=(p,), reveals=True))
    return not any(s.peeks_owed)
