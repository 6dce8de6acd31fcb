"""Lookup tables of one game set-up (card data and player count), worked out once and shared by every
state of such a game (clones included): the shared action instances the legal lists hand out, and
the small per-card and per-council facts the rules ask for on every action.

Nothing here is state: a table is a function of the data and the player count only, so a state keeps
a reference and a clone shares it.
"""

from __future__ import annotations

from ...engine.actions import Action
from . import issues
from .actions import BuildingAction, ResolveIssue, StartProject, cached
from .data import CouncilsData


class Tables:
    """Facts of one (data, player count) pair; see the module docstring."""

    __slots__ = ("data", "num_players", "place", "resolve", "project", "execute", "clockwise", "display_size",
                 "influence_max")

    data: CouncilsData
    num_players: int
    # available employees -> the PlaceEmployees options (CC-3); more than the last index: the last.
    place: tuple[tuple[Action, ...], ...]
    resolve: tuple[Action, ...]  # council index (in this game's council order) -> its ResolveIssue
    # card -> (workers, (track index, amount) of its cost, its StartProject) for the affordability test
    project: dict[str, tuple[int, tuple[tuple[int, int], ...], Action]]
    execute: dict[str, Action]  # card -> its BuildingAction
    clockwise: tuple[tuple[int, ...], ...]  # player -> every player clockwise from them, them first
    display_size: int  # the display is refilled to this many cards (CC-15)
    influence_max: int  # the top of every influence track (CC-1)

    def __init__(self, data: CouncilsData, num_players: int) -> None:
        self.data = data
        self.num_players = num_players
        council_ids = data.councils_for(num_players)
        # place_options gives the same list for every count from 3 up (CC-3), so the table stops there.
        self.place = tuple(issues.place_options(council_ids, avail) for avail in range(4))
        self.resolve = tuple(cached(ResolveIssue, cid) for cid in council_ids)
        self.project = {card: (info.workers, info.cost_items, cached(StartProject, card))
                        for card, info in data.cards.items()}
        self.execute = {card: cached(BuildingAction, card) for card in data.cards}
        self.clockwise = tuple(tuple((p + k) % num_players for k in range(num_players))
                               for p in range(num_players))
        self.display_size = data.constants["DISPLAY_SIZE"]
        self.influence_max = data.constants["INFLUENCE_MAX"]


# (id of the data, players) -> that data's tables; the entry keeps its data, so the id stays its own.
_TABLES: dict[tuple[int, int], Tables] = {}


def tables_for(data: CouncilsData, num_players: int) -> Tables:
    found = _TABLES.get((id(data), num_players))
    if found is None or found.data is not data:
        found = _TABLES[(id(data), num_players)] = Tables(data, num_players)
    return found
