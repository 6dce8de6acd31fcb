"""Councils: placing employees and resolving issues (rulebook "Placing Employees in a Council",
"Resolving an Issue"; spec section 6, CC-3, CC-4, CC-14, CC-16)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from ...engine.events import Event
from . import frames
from .actions import PlaceEmployees
from .data import CouncilsData
from .log import SHARED as _SHARED
from .log import event, shared_event
from .stages import VP_COUNCILS

if TYPE_CHECKING:
    from .state import CouncilsState


@lru_cache(maxsize=64)
def place_options(council_ids: tuple[str, ...], available: int) -> tuple[PlaceEmployees, ...]:
    """2 employees in one council or 1 in each of 3 different councils; with fewer available, all of
    them in the same pattern: 1 in one council, or 1 each in 2 different councils (CC-3)."""
    if available <= 0:
        return ()
    if available == 1:
        return tuple(PlaceEmployees((c,)) for c in council_ids)
    doubles = tuple(PlaceEmployees((c, c)) for c in council_ids)
    spread = min(3, available)
    return doubles + tuple(PlaceEmployees(combo) for combo in combinations(council_ids, spread))


def place(s: CouncilsState, player: int, councils: tuple[str, ...], events: list[Event]) -> None:
    entries, made = s.tables.placements[councils]
    seats = s.own_councils() if s.councils_shared else s.councils
    for start, count in entries:
        seats[start + player] += count
    s.available[player] -= len(councils)
    events.append(made[player])


def placement_events(councils: tuple[str, ...], num_players: int) -> tuple[Event, ...]:
    """[player] the event of that player placing employees in ``councils`` (one for every time: events
    are never changed once made, log.py)."""
    return tuple(event("councils.place_employees", {"player": player, "councils": list(councils)})
                 for player in range(num_players))


def payout(data: CouncilsData, council: str, count: int, resolver: bool) -> tuple[int, int]:
    """(VP, influence) for ``count`` employees in ``council`` when it is resolved (CC-4); the resolver
    adds the council's bonus. Counts past the table's last row are paid as that row."""
    special = data.council_influence[council] is None
    return payouts(data, special)[resolver][count]


PayoutTable = tuple[tuple[tuple[int, int], ...], ...]
# (id of the card data, special) -> (that data, its table): the data is kept so the id stays its own.
_PAYOUT_TABLES: dict[tuple[int, bool], tuple[CouncilsData, PayoutTable]] = {}


def payouts(data: CouncilsData, special: bool) -> PayoutTable:
    """[resolver][employees] -> (VP, influence), for every count one council can hold (:func:`payout`
    asks for each paid player of each resolution)."""
    entry = _PAYOUT_TABLES.get((id(data), special))
    if entry is not None and entry[0] is data:
        return entry[1]
    built = _payout_table(data, special)
    _PAYOUT_TABLES[(id(data), special)] = (data, built)
    return built


def _payout_table(data: CouncilsData, special: bool) -> PayoutTable:
    table = data.special_payout if special else data.normal_payout
    bonus = data.special_resolver_bonus if special else data.resolver_bonus
    most = max(table)
    # No more employees than one player owns can be in one council.
    top = max(most, data.constants["EMPLOYEES"])
    rows = [table[min(count, most)] if count else None for count in range(top + 1)]
    return tuple(
        tuple((row.vp, row.influence + (bonus if resolver else 0)) if row else (0, 0) for row in rows)
        for resolver in (False, True)
    )


def resolve(s: CouncilsState, player: int, council: str, events: list[Event]) -> None:
    """Pay everyone in the council by head-count, the resolver's bonus on top, and send every
    employee there home (CC-4). The special committee's influence is split by choice (CC-16)."""
    tables = s.tables
    ci, track, table = tables.councils[council]
    special = track is None
    councils = s.own_councils() if s.councils_shared else s.councils
    start = ci * s.num_players
    end = start + s.num_players
    counts = councils[start:end]
    councils[start:end] = tables.nobody
    head = ("councils.resolve_issue", player, council, *counts)
    events.append(_SHARED.get(head) or shared_event(head, {"player": player, "council": council,
                                                          "employees": list(counts)}))
    splits = []
    made = tables.payout_events[ci]
    cap = tables.influence_max
    available = s.available
    vp_parts = [*s.vp_parts]
    influence = s.influence
    shorts = s.shorts
    tracks = tables.tracks
    shift = tables.shifts[track] if track is not None else 0
    # Clockwise from the resolver, which is also the order of the special committee's choices.
    for q in tables.clockwise[player]:
        count = counts[q]
        if not count:
            continue
        available[q] += count
        resolver = q == player
        vp, amount = table[resolver][count]
        if vp:
            parts = [*vp_parts[q]]
            parts[VP_COUNCILS] += vp
            vp_parts[q] = tuple(parts)
        gained = 0
        if track is not None:
            # Gains above the track's cap are lost (CC-1), as in CouncilsState.gain_influence.
            at = q * tracks + track
            new = influence[at] + amount
            if new > cap:
                new = cap
            gained = new - influence[at]
            if gained:
                influence[at] = new
                shorts[q] -= gained << shift  # as in CouncilsState.gain_influence
        key = (count << 8 | gained) << 1 | resolver  # see Tables.payout_events
        paid = made[q].get(key)
        if paid is None:
            paid = made[q][key] = event("councils.payout", {
                "player": q, "council": council, "employees": count, "vp": vp,
                "influence": amount, "gained": gained, "resolver": resolver,
            })
        events.append(paid)
        if special and amount:
            splits.append(frames.split(q, amount))
    s.vp_parts = tuple(vp_parts)
    if splits:
        s.push(*reversed(splits))
