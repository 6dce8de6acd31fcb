"""Schema 3 of the player record (issue 15, "Player record", a schema version and migrations): games
recorded before the fix of 40d24f1 hold each Campaign Trail seat's electoral votes, states and voters
added up (CT-71 compares them in turn, so the sum is no figure the table shows). Opening such a record
replays each campaign from its save and stores the scores a new recording gives; a save that no longer
replays to its end leaves the score unknown, out of averages and bests but still played and won."""

from __future__ import annotations

import json
import sqlite3

import pytest

from desktop_app.engine import saves
from desktop_app.engine.session import Match
from desktop_app.record import db as record_db
from desktop_app.record.db import SCHEMA_VERSION, RecordDb, schema_version
from desktop_app.record.scores import shown_scores
from desktop_app.record.stats import figures

from .helpers import old_record, played


@pytest.fixture(scope="module")
def campaigns() -> tuple[Match, Match]:
    return played("campaign-trail", 2, seed=5), played("campaign-trail", 3, seed=4)


def _cut_short(match: Match) -> str:
    """A save that still parses but stops before the end (the replay no longer reaches it)."""
    data = json.loads(saves.dumps(match))
    data["actions"] = data["actions"][: len(data["actions"]) // 2]
    return json.dumps(data)


def _truncated(match: Match) -> str:
    text = saves.dumps(match)
    return text[: len(text) // 2]


def _new_recording(tmp_path, match: Match) -> tuple[int | None, ...]:
    fresh = RecordDb.open(tmp_path / "fresh.sqlite3")
    fresh.record_match(match)
    [entry] = fresh.games()
    fresh.close()
    return tuple(s.score for s in entry.seats)


@pytest.mark.parametrize("damage", [_truncated, _cut_short])
def test_old_campaign_sums_become_the_scores_a_new_recording_gives(tmp_path, campaigns, damage):
    good, broken = campaigns
    councils = played("councils", 2, seed=7)
    path = tmp_path / "record.sqlite3"
    old_record(path, [(good, saves.dumps(good)), (broken, damage(broken)), (councils, saves.dumps(councils))])
    summed = good.state.score_sheet().totals
    assert summed != shown_scores(good.state.score_sheet())  # the old figure really is the sum

    record = RecordDb.open(path)
    assert record.problem is None and schema_version(record.conn) == SCHEMA_VERSION >= 3
    entries = {e.id: e for e in record.games()}
    assert tuple(s.score for s in entries[1].seats) == _new_recording(tmp_path, good)
    assert tuple(s.score for s in entries[1].seats) == tuple(
        row[0] for row in good.state.score_sheet().points)  # electoral votes (CT-71's first figure)
    assert [s.score for s in entries[2].seats] == [None] * 3  # unknown, not a made-up number
    assert entries[2].winners == broken.state.score_sheet().winners  # the result is kept
    assert tuple(s.score for s in entries[3].seats) == councils.state.score_sheet().totals  # untouched
    assert all(e.winners for e in entries.values())
    record.close()


def test_an_unknown_score_counts_as_played_and_won_but_not_in_average_or_best(tmp_path, campaigns):
    good, broken = campaigns
    path = tmp_path / "record.sqlite3"
    old_record(path, [(good, saves.dumps(good)), (broken, _truncated(broken))])
    record = RecordDb.open(path)
    [row] = figures(record.games())  # Ada (seat 0) against Easy computers
    assert (row.game, row.opposition) == ("campaign-trail", "easy")
    ev = good.state.score_sheet().points[0][0]
    won = int(0 in good.state.score_sheet().winners) + int(0 in broken.state.score_sheet().winners)
    assert (row.played, row.won, row.scored) == (2, won, 1)
    assert (row.average, row.best) == (ev, ev)
    record.close()


def test_the_migration_runs_once(tmp_path, campaigns, monkeypatch):
    good, _ = campaigns
    path = tmp_path / "record.sqlite3"
    old_record(path, [(good, saves.dumps(good))])
    replays = []
    real_loads = saves.loads
    monkeypatch.setattr(saves, "loads", lambda text: replays.append(1) or real_loads(text))
    RecordDb.open(path).close()
    assert replays == [1]
    with sqlite3.connect(path) as conn:  # a later figure must survive the next opening
        conn.execute("UPDATE seats SET score = 123 WHERE game_id = 1 AND seat = 0")
    conn.close()
    again = RecordDb.open(path)
    assert replays == [1]
    assert again.games()[0].seats[0].score == 123
    again.close()


def test_a_failing_step_leaves_the_previous_version_whole(tmp_path, campaigns, monkeypatch):
    """Each migration is one transaction, the tables it makes included: a failure midway leaves
    version 2 with its old seats table, and the next opening tries again."""
    good, _ = campaigns
    path = tmp_path / "record.sqlite3"
    old_record(path, [(good, saves.dumps(good))])

    def fails(conn: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    steps = list(record_db.MIGRATIONS[2])
    steps[steps.index(record_db._rescore_campaigns)] = fails
    monkeypatch.setattr(record_db, "MIGRATIONS", (*record_db.MIGRATIONS[:2], tuple(steps)))
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.OperationalError):
        record_db.migrate(conn)
    assert schema_version(conn) == 2
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "seats_3" not in tables and "seats" in tables
    summed = good.state.score_sheet().totals[0]
    assert conn.execute("SELECT score FROM seats WHERE seat = 0").fetchone()[0] == summed
    conn.close()
    monkeypatch.undo()
    record = RecordDb.open(path)
    assert record.problem is None
    assert record.games()[0].seats[0].score == good.state.score_sheet().points[0][0]
    record.close()
