"""Answers remembered per game data object: the pure questions the rules and the computer players ask again
and again about values that repeat (a candidate's active effects, where a trip may end).

Each table belongs to one data object (a game's data revision, or a test's own data), and the store holds
that object, so its id is never reused for another while the table lives. A table that grows past its
limit starts again empty: the keys are values a search meets over and over, not a growing working set.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from .data import CampaignTrailData

K = TypeVar("K")
V = TypeVar("V")


class PerData(Generic[K, V]):
    """One table of answers per data object; read with :meth:`table`, filled with :meth:`keep`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._tables: dict[int, tuple[CampaignTrailData, dict[K, V]]] = {}
        # The table asked for last (a process plays one data revision at a time), as one tuple: a thread
        # never reads one data object's table beside another's.
        self._last: tuple[CampaignTrailData | None, dict[K, V]] = (None, {})

    def table(self, data: CampaignTrailData) -> dict[K, V]:
        last = self._last
        if last[0] is data:
            return last[1]
        entry = self._tables.get(id(data))
        if entry is None or entry[0] is not data:
            entry = self._tables[id(data)] = (data, {})
        self._last = entry
        return entry[1]

    def keep(self, table: dict[K, V], key: K, value: V) -> V:
        """Remember an answer in a table :meth:`table` gave, and return it."""
        return keep_within(table, key, value, self.limit)


def keep_within(table: dict[K, V], key: K, value: V, limit: int) -> V:
    """Remember an answer in ``table``, which starts again empty once it holds ``limit``; return it."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value
