"""Counts a game adds to ``simulate``'s report beyond wins and scores: Campaign Trail's politick abilities
played, responded and cancelled. A game names a counting function over its log events (imported when
first needed); each game record carries its tally as ``extra``, and the report sums them."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Any

from ..engine.events import Event

Counter = Callable[[Iterable[Event], dict[str, dict[str, int]]], None]

# game id -> (module, counting function, function listing every row, what the rows are)
COUNTERS: dict[str, tuple[str, str, str, str]] = {
    "campaign-trail": ("desktop_app.games.campaign_trail.ability_counts", "count", "every_ability",
                       "politick abilities"),
}


def counter_for(game_id: str) -> Counter | None:
    entry = COUNTERS.get(game_id)
    if entry is None:
        return None
    counter: Counter = getattr(importlib.import_module(entry[0]), entry[1])
    return counter


def total(records: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """The games' tallies added up: {kind: {row: uses}}."""
    out: dict[str, dict[str, int]] = {}
    for record in records:
        for kind, row in record.get("extra", {}).items():
            into = out.setdefault(kind, {})
            for key, n in row.items():
                into[key] = into.get(key, 0) + n
    return out


def report(game_id: str, records: list[dict[str, Any]]) -> dict[str, Any]:
    """Print the summed counts, one row per name with its uses per game; the JSON part of the report."""
    entry = COUNTERS.get(game_id)
    if entry is None or not records:
        return {}
    sums = total(records)
    kinds = sorted({k for k in sums}, key=lambda k: ("played", "responded", "cancelled").index(k)
                   if k in ("played", "responded", "cancelled") else 9)
    rows: list[str] = getattr(importlib.import_module(entry[0]), entry[2])()
    games = len(records)
    print(f"Counts of {entry[3]} over {games} games (per game in brackets):")
    print(f"  {'':<26}" + "".join(f"{k:>20}" for k in kinds))
    for name in rows:
        cells = "".join(f"{sums[k].get(name, 0):>10} ({sums[k].get(name, 0) / games:5.2f})" for k in kinds)
        print(f"  {name:<26}{cells}")
    return {"counts": {"of": entry[3], "games": games, **sums}}
