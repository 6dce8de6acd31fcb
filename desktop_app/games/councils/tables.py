"""Lookup tables of one game set-up (card data and player count), worked out once and shared by every
state of such a game (clones included): the shared action instances the legal lists hand out, and
the small per-card and per-council facts the rules ask for on every action.

Nothing here is state: a table is a function of the data and the player count only, so a state keeps
a reference and a clone shares it.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import lshift

from ...engine.actions import Action
from ...engine.events import Event
from . import issues
from .actions import (
    BuildingAction,
    ChooseBuilding,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    Decline,
    Pass,
    ResolveIssue,
    StartProject,
    cached,
)
from .data import HALL, CouncilsData


class Tables:
    """Facts of one (data, player count) pair; see the module docstring."""

    __slots__ = ("data", "num_players", "place", "place_ids", "resolve", "resolve_at", "project", "execute",
                 "clockwise", "display_size", "influence_max", "stall_limit", "guards", "width", "shifts",
                 "avail_shift", "tracks", "display_costs", "councils", "nobody", "removed", "a_cards",
                 "b_cards", "placements", "workers", "pass_action", "project_events", "choose_building",
                 "choose_display", "choose_type", "decline", "all_ones", "influence_costs", "payout_events",
                 "council_ids", "choose_track")

    data: CouncilsData
    num_players: int
    council_ids: tuple[str, ...]  # the councils of this player count (CouncilsData.councils_for)
    # available employees -> the PlaceEmployees options (CC-3), for every count a player can hold
    # (indexed without capping the count first: the listing and the check ask this for most actions)
    place: tuple[tuple[Action, ...], ...]
    # the same, as the ids of those shared instances: the legality check finds an action there at once
    place_ids: tuple[frozenset[int], ...]
    resolve: tuple[Action, ...]  # council index (in this game's council order) -> its ResolveIssue
    # [player] (where that player's employees in a council are in CouncilsState.councils, its
    # ResolveIssue) for each council in order
    resolve_at: tuple[tuple[tuple[int, Action], ...], ...]
    # card -> (its packed cost, its StartProject) for the affordability test (see pack)
    project: dict[str, tuple[int, Action]]
    # card -> its influence cost packed (no employees): paying it raises the payer's short by this
    influence_costs: dict[str, int]
    # a display seen lately -> project[card] of its cards, in its order (see costs_of)
    display_costs: dict[tuple[str, ...], tuple[tuple[int, Action], ...]]
    execute: dict[str, Action]  # card -> its BuildingAction
    workers: dict[str, int]  # card -> the employees it needs (0 for City Hall)
    pass_action: Action  # the shared Pass
    # The shared answers of the decisions, looked up without building a key: card -> its
    # ChooseBuilding and its ChooseDisplayCard, each card type's ChooseCardType in data order, Decline.
    choose_building: dict[str, Action]
    choose_display: dict[str, Action]
    choose_type: tuple[Action, ...]
    choose_track: tuple[Action, ...]  # a ChooseInfluence for each council track (all but development)
    decline: Action
    # [player] card -> the event of that player starting that project, made on first use: events are
    # never changed once made, so one serves every time (see log.py)
    project_events: tuple[dict[str, Event], ...]
    clockwise: tuple[tuple[int, ...], ...]  # player -> every player clockwise from them, them first
    display_size: int  # the display is refilled to this many cards (CC-15)
    influence_max: int  # the top of every influence track (CC-1)
    stall_limit: int  # rounds in a row without a project that trigger the end (CC-31)
    guards: int  # the guard bit of every field of a packed supply (see pack)
    all_ones: int  # every bit of a packed supply set (see pack: the listing's complement test)
    width: int  # bits per field of a packed supply or cost, its guard bit included
    shifts: tuple[int, ...]  # influence track -> where its field starts in a packed supply
    avail_shift: int  # where the employees' field starts in a packed supply
    tracks: int  # influence types (a player's row in CouncilsState.influence)
    # council id -> (its index in this game, its influence track or None, its payout table: see
    # issues.payouts)
    councils: dict[str, tuple[int, int | None, issues.PayoutTable]]
    nobody: tuple[int, ...]  # no employees of any player (a council after resolving)
    # [council index][player] (employees << 8 | influence gained) << 1 | resolver -> that player's
    # payout event when the council is resolved, made on first use (see log.py). With the council and
    # the player the key says everything the event does (the council's table gives the VP and the
    # influence); an int, the tuple of a shared event's key being most of the cost of a payout.
    payout_events: tuple[tuple[dict[int, Event], ...], ...]
    # the councils of a placement (PlaceEmployees.councils) -> ((where that council's row starts in
    # CouncilsState.councils, employees placed there) for each council it names, two in one council
    # being one entry; [player] the event of that player's placement)
    placements: dict[tuple[str, ...], tuple[tuple[tuple[int, int], ...], tuple[Event, ...]]]
    removed: tuple[str, ...]  # the cards not used with this player count
    a_cards: tuple[str, ...]  # the used cards of each deck, in table order, before shuffling (CC-15)
    b_cards: tuple[str, ...]

    def __init__(self, data: CouncilsData, num_players: int) -> None:
        self.data = data
        self.num_players = num_players
        council_ids = self.council_ids = data.councils_for(num_players)
        # place_options gives the same list for every count from 3 up (CC-3): those entries repeat it.
        # Nobody holds more employees than they own.
        repeats = max(0, data.constants["EMPLOYEES"] - 3)
        self.place = tuple(issues.place_options(council_ids, avail) for avail in range(4))
        self.place_ids = tuple(frozenset(map(id, options)) for options in self.place)
        self.place += self.place[-1:] * repeats
        self.place_ids += self.place_ids[-1:] * repeats
        self.resolve = tuple(cached(ResolveIssue, cid) for cid in council_ids)
        self.resolve_at = tuple(
            tuple((ci * num_players + player, action) for ci, action in enumerate(self.resolve))
            for player in range(num_players))
        # Each field is as wide as the largest value it can hold plus its guard bit: with this data
        # (values up to 15) six fields take 30 bits, one digit of a Python int, whose arithmetic
        # takes the interpreter's quick paths.
        largest = max(data.constants["INFLUENCE_MAX"], data.constants["EMPLOYEES"],
                      *(amount for info in data.cards.values() for amount in (*info.cost, info.workers)))
        width = largest.bit_length() + 1
        self.width = width
        tracks = self.tracks = len(data.influence_types)
        self.shifts = tuple(width * k for k in range(tracks))
        self.avail_shift = width * tracks
        self.guards = sum(1 << (width * (k + 1) - 1) for k in range(tracks + 1))
        self.all_ones = (1 << (width * (tracks + 1))) - 1
        self.project = {card: (pack(info.cost, info.workers, width), cached(StartProject, card))
                        for card, info in data.cards.items()}
        self.influence_costs = {card: pack(info.cost, 0, width) for card, info in data.cards.items()}
        self.display_costs = {}
        self.councils = {}
        for index, cid in enumerate(council_ids):
            track = data.council_influence[cid]
            self.councils[cid] = (index, track, issues.payouts(data, track is None))
        self.nobody = (0,) * num_players
        self.payout_events = tuple(tuple({} for _ in range(num_players)) for _ in council_ids)
        self.placements = {}
        for options in self.place:
            for action in options:
                councils: tuple[str, ...] = action.councils  # type: ignore[attr-defined]
                self.placements[councils] = (
                    tuple((council_ids.index(cid) * num_players, councils.count(cid))
                          for cid in dict.fromkeys(councils)),
                    issues.placement_events(councils, num_players))
        used = data.projects_for(num_players)
        self.removed = tuple(c for c in data.project_ids if c not in used)
        self.a_cards = tuple(c for c in used if data.cards[c].deck == "A")
        self.b_cards = tuple(c for c in used if data.cards[c].deck == "B")
        self.execute = {card: cached(BuildingAction, card) for card in data.cards}
        self.workers = {card: info.workers for card, info in data.cards.items()}
        self.workers[HALL] = 0  # never staffed (CC-12)
        self.pass_action = cached(Pass)
        self.choose_building = {card: cached(ChooseBuilding, card) for card in data.cards}
        self.choose_display = {card: cached(ChooseDisplayCard, card) for card in data.cards}
        self.choose_type = tuple(cached(ChooseCardType, t) for t in data.card_types)
        self.choose_track = tuple(cached(ChooseInfluence, t) for t in data.influence_types[:-1])
        self.decline = cached(Decline)
        self.project_events = tuple({} for _ in range(num_players))
        self.clockwise = tuple(tuple((p + k) % num_players for k in range(num_players))
                               for p in range(num_players))
        self.display_size = data.constants["DISPLAY_SIZE"]
        self.influence_max = data.constants["INFLUENCE_MAX"]
        self.stall_limit = data.constants["STALL_ROUNDS"]

    def costs_of(self, display: tuple[str, ...]) -> tuple[tuple[int, Action], ...]:
        """(packed cost, StartProject) of each card of ``display``, in its order; kept for the next
        listing with the same display."""
        if len(self.display_costs) >= _DISPLAY_COSTS_LIMIT:
            self.display_costs.clear()
        costs = self.display_costs[display] = tuple(map(self.project.__getitem__, display))
        return costs


    def shortfall_of(self, row: Sequence[int]) -> int:
        """all_ones minus the packed supply of influence ``row`` with no employees, guards set (the
        state keeps it for each player, CouncilsState.shorts). With ``avail`` employees the listing's
        complement is this minus ``avail << avail_shift`` (the fields never overlap). A track raised by
        ``delta`` lowers it by ``delta << shifts[track]``."""
        return self.all_ones - (sum(map(lshift, row, self.shifts)) | self.guards)


# The affordability test packs a player's supply into one int, a field per influence track (least
# significant first) and a last field for the available employees, with each field's top bit set as a
# guard: subtracting a card's cost packed the same way (its workers in the last field, no guards) leaves
# every guard bit set exactly when nothing is short, since values and costs stay below the guard (the
# fields are made wide enough for the largest value of the data) and so no field borrows from the next.
# The listing asks the same of the complement: with all_ones - supply worked out once per listing, a
# card can be paid exactly when (its cost + that) has no guard bit set (all_ones - (supply - cost) is the
# bitwise complement of supply - cost within the fields, every value staying non-negative).
_DISPLAY_COSTS_LIMIT = 4096


def pack(values: tuple[int, ...], last: int, width: int) -> int:
    """``values`` and then ``last``, ``width`` bits each, the first value least significant; no guards."""
    packed = last
    for value in reversed(values):
        packed = (packed << width) | value
    return packed


# (id of the data, players) -> that data's tables; the entry keeps its data, so the id stays its own.
_TABLES: dict[tuple[int, int], Tables] = {}


def tables_for(data: CouncilsData, num_players: int) -> Tables:
    found = _TABLES.get((id(data), num_players))
    if found is None or found.data is not data:
        found = _TABLES[(id(data), num_players)] = Tables(data, num_players)
    return found
