"""Where a worker may stand and placing one there (CP-12, CP-33): shared by the turn placement of
phase 2 and the offices and cards that place extra workers (effects)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.tuples import replace_at
from .state import CopycatState

OFFICE_ID = tuple(office.oid for office in CopycatState.data.offices)


def placement_targets(s: CopycatState, p: int) -> list[int]:
    """Offices p may place a worker in now: empty ones, and with an elbows right an office holding exactly
    one worker, another player's (CP-33)."""
    workers = s.workers
    if not workers:
        return list(s.board)
    if s.elbows <= 0:
        occupied = {o for _, o in workers}
        return [o for o in s.board if o not in occupied]
    count: dict[int, int] = {}
    holder: dict[int, int] = {}
    for q, o in workers:
        count[o] = count.get(o, 0) + 1
        holder[o] = q
    out = []
    for o in s.board:
        n = count.get(o, 0)
        if n == 0 or (n == 1 and holder[o] != p):
            out.append(o)
    return out


def place_worker(s: CopycatState, p: int, o: int, ev: list[Event], *, turn: bool) -> None:
    occupied = o in {wo for _, wo in s.workers}
    if occupied:
        s.elbows -= 1  # the elbows right is used up by this placement (CP-33)
    taken = s.office_markers[o]
    s.seat_workers = replace_at(s.seat_workers, p, s.seat_workers[p] + (len(s.workers),))
    s.workers = s.workers + ((p, o),)
    s.worker_uses = s.worker_uses + (0,)
    s.worker_used = s.worker_used + (False,)
    s.placed = replace_at(s.placed, p, s.placed[p] + 1)
    if taken:
        s.markers = replace_at(s.markers, p, s.markers[p] + taken)
        s.office_markers = replace_at(s.office_markers, o, 0)
    ev.append(Event("copycat.place", {"player": p, "office": OFFICE_ID[o], "markers": taken,
                                      "elbows": occupied, "turn_placement": turn}))
