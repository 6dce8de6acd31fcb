"""The Election Day module's cards (§10, §11): loaded once from exit_polls.json and state_returns.json
and validated against the map, like the rest of the game's data (data.py).

Kept beside data.py rather than inside it so the module's data stays in one place: the rules, the views
and the table read these rows only when the module is in play.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from functools import lru_cache
from typing import Any, NoReturn

from ...resources import data_fail, data_rows, load_json
from .data import FOLDER, GAME, CampaignTrailData, load_data
from .revisions import LATEST, REVISIONS, earlier_values

TIERS = 3
# The measure keys the rules know (election_day_measures.MEASURES), with what each needs from the row.
MEASURE_PARAMS = {
    "highest_card": "",
    "ongoing_cards": "",
    "ethics_voters": "",
    "listed_state_voters": "states",
    "money": "",
    "registered": "",
    "states_reached": "",
    "states_controlled": "",
    "regions_dominated": "",
    "region_voters": "regions",
    "topics_won": "",
    "home_voters": "",
    "electoral_votes": "",
}


class Goal(StrEnum):
    """Maximise: a tier is reached at or above its threshold; minimise: at or below (CT-153)."""

    MAX = "max"
    MIN = "min"


class Column(StrEnum):
    """Which thresholds a configuration reads (CT-152)."""

    LEFT = "left"
    RIGHT = "right"


@dataclasses.dataclass(frozen=True, slots=True)
class ExitPoll:
    id: str
    title: str
    goal: Goal
    measure: str  # a key of MEASURE_PARAMS
    text: str  # the goal in words, for the table
    states: tuple[str, ...]  # what listed_state_voters counts in
    regions: tuple[str, ...]  # what region_voters counts in
    left: tuple[int, int, int]  # tier 1, 2, 3 thresholds (the latest data revision)
    right: tuple[int, int, int]
    # (revision, left, right) for each older data revision whose thresholds differ (revisions.py): a saved
    # game scores on the thresholds it was set up with.
    earlier: tuple[tuple[int, tuple[int, int, int], tuple[int, int, int]], ...] = ()

    def thresholds(self, column: Column, revision: int = LATEST) -> tuple[int, int, int]:
        left, right = self.left, self.right
        for rev, old_left, old_right in self.earlier:
            if rev == revision:
                left, right = old_left, old_right
        return left if column is Column.LEFT else right


@dataclasses.dataclass(frozen=True, slots=True)
class StateReturns:
    id: str
    states: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class ElectionDayData:
    exit_polls: dict[str, ExitPoll]
    state_returns: dict[str, StateReturns]
    rewards: tuple[int, int, int]  # voters for tier 1, 2, 3
    dealt: int  # cards of each kind dealt to a party (CT-150)


def _fail(where: str, message: str) -> NoReturn:
    data_fail(GAME, where, message)


def _ids(row: dict[str, Any], key: str, known: Any, where: str) -> tuple[str, ...]:
    value = row.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v in known for v in value):
        _fail(where, f"{row.get('id')}: {key} must list known ids")
    if len(set(value)) != len(value):
        _fail(where, f"{row.get('id')}: {key} lists an id twice")
    return tuple(value)


def _thresholds(row: dict[str, Any], key: str, goal: Goal, where: str) -> tuple[int, int, int]:
    value = row.get(key)
    if (
        not isinstance(value, list)
        or len(value) != TIERS
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        _fail(where, f"{row.get('id')}: {key} needs 3 thresholds, whole numbers of 0 or more")
    # Each tier is harder than the one before: higher for a max goal, lower for a min goal.
    rising = value[0] < value[1] < value[2]
    falling = value[0] > value[1] > value[2]
    if not (rising if goal is Goal.MAX else falling):
        _fail(where, f"{row.get('id')}: {key} thresholds must grow harder tier by tier for a {goal} goal")
    return (value[0], value[1], value[2])


def _exit_polls(data: CampaignTrailData, doc: Any) -> dict[str, ExitPoll]:
    where = "exit_polls.json"
    out: dict[str, ExitPoll] = {}
    for row in data_rows(GAME, doc, "exit_polls", where, notes=True):
        eid = row.get("id")
        if not isinstance(eid, str) or eid in out:
            _fail(where, f"missing or duplicate id {eid!r}")
        try:
            goal = Goal(str(row.get("goal")))
        except ValueError:
            _fail(where, f"{eid}: goal must be max or min")
        measure = str(row.get("measure"))
        if measure not in MEASURE_PARAMS:
            _fail(where, f"{eid}: unknown measure {measure!r}")
        states = _ids(row, "states", data.states, where)
        regions = _ids(row, "regions", data.regions, where)
        need = MEASURE_PARAMS[measure]
        if bool(states) != (need == "states") or bool(regions) != (need == "regions"):
            _fail(where, f"{eid}: measure {measure} needs {need or 'no states or regions'}")
        for key in ("title", "text"):
            if not isinstance(row.get(key), str) or not row[key]:
                _fail(where, f"{eid}: needs a {key}")
        earlier = []
        for rev in REVISIONS:  # every revision's thresholds are checked, as the tiebreak orders are
            try:
                old = earlier_values(row, rev, where)
            except ValueError as exc:
                _fail(where, str(exc))
            pair = (_thresholds(old, "left", goal, where), _thresholds(old, "right", goal, where))
            if rev != LATEST and old is not row:
                earlier.append((rev, *pair))
        out[eid] = ExitPoll(
            eid,
            str(row["title"]),
            goal,
            measure,
            str(row["text"]),
            states,
            regions,
            _thresholds(row, "left", goal, where),
            _thresholds(row, "right", goal, where),
            tuple(earlier),
        )
    if len(out) != 18:
        _fail(where, f"{len(out)} Exit Poll cards, the spec has 18 (§10)")
    return out


def _state_returns(data: CampaignTrailData, doc: Any) -> dict[str, StateReturns]:
    where = "state_returns.json"
    out: dict[str, StateReturns] = {}
    for row in data_rows(GAME, doc, "state_returns", where, notes=True):
        sid = row.get("id")
        if not isinstance(sid, str) or sid in out:
            _fail(where, f"missing or duplicate id {sid!r}")
        states = _ids(row, "states", data.states, where)
        if not 2 <= len(states) <= 3:
            _fail(where, f"{sid}: a State Returns card shows 2 or 3 states")
        out[sid] = StateReturns(sid, states)
    if len(out) != 12:
        _fail(where, f"{len(out)} State Returns cards, the spec has 12 (§11)")
    return out


@lru_cache(maxsize=1)
def load_election_day() -> ElectionDayData:
    data = load_data()
    where = "exit_polls.json"
    doc = load_json(FOLDER, where)
    rows = data_rows(GAME, doc, "rewards", where, notes=True)
    if [r.get("tier") for r in rows] != [1, 2, 3] or not all(
        isinstance(r.get("voters"), int) and r["voters"] > 0 for r in rows
    ):
        _fail(where, "rewards must give tiers 1, 2 and 3 their voters, in order")
    rewards = (rows[0]["voters"], rows[1]["voters"], rows[2]["voters"])
    polls = _exit_polls(data, doc)
    returns = _state_returns(data, load_json(FOLDER, "state_returns.json"))
    dealt = 3
    # 4 parties at most hold 3 of each (CT-150): the decks must cover them.
    if len(returns) < 4 * dealt or len(polls) < 4 * dealt:
        _fail(where, "too few cards to deal 3 of each to 4 parties")
    return ElectionDayData(polls, returns, rewards, dealt)
