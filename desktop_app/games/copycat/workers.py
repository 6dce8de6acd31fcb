"""Where a worker may stand and placing one there (CP-12, CP-33): shared by the turn placement of
phase 2 and the offices and cards that place extra workers (effects)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.tuples import replace_at
from .state import SHARED_EVENTS, CopycatState, shared_event

OFFICE_ID = tuple(office.oid for office in CopycatState.data.offices)


def placement_targets(s: CopycatState, p: int) -> list[int]:
    """Offices p may place a worker in now: empty ones, and with an elbows right an office holding exactly
    one worker, another player's (CP-33)."""
    count = s.office_workers
    if s.elbows <= 0:
        return [o for o in s.board if not count[o]]
    holder = {o: q for q, o in s.workers}  # the one worker of an office holding one
    return [o for o in s.board if not count[o] or (count[o] == 1 and holder[o] != p)]


def place_worker(s: CopycatState, p: int, o: int, ev: list[Event], *, turn: bool) -> None:
    # replace_at spelled out where p and o index a seat and an office (per seat through a list: a copy each
    # way costs less than slicing around the seat): every placement comes here.
    count = s.office_workers
    occupied = count[o] > 0
    s.office_workers = count[:o] + (count[o] + 1,) + count[o + 1:]
    if occupied:
        s.elbows -= 1  # the elbows right is used up by this placement (CP-33)
    taken = s.office_markers[o]
    seats = list(s.seat_workers)
    seats[p] += (len(s.workers),)
    s.seat_workers = tuple(seats)
    s.workers = s.workers + ((p, o),)
    s.worker_uses = s.worker_uses + (0,)
    s.worker_used = s.worker_used + (False,)
    placed = list(s.placed)
    placed[p] += 1
    s.placed = tuple(placed)
    if taken:
        markers = list(s.markers)
        markers[p] += taken
        s.markers = tuple(markers)
        s.office_markers = replace_at(s.office_markers, o, 0)
    key = ("copycat.place", p, o, taken, occupied, turn)
    ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.place", {
        "player": p, "office": OFFICE_ID[o], "markers": taken, "elbows": occupied, "turn_placement": turn}))
