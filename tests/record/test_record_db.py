"""The player record (issue 15, "Player record"): schema version and migrations, a damaged file,
each finished game stored once with its seats, scores, winners, hints and save."""

from __future__ import annotations

import sqlite3

import pytest

from desktop_app.engine import saves
from desktop_app.record import db as record_db
from desktop_app.record.db import SCHEMA_VERSION, RecordDb, RecordError, migrate, schema_version

from .helpers import played


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_an_empty_file_gets_the_current_schema(tmp_path):
    path = tmp_path / "record.sqlite3"
    path.write_bytes(b"")  # an empty file is an empty database, not a damaged one
    record = RecordDb.open(path)
    assert record.problem is None
    assert schema_version(record.conn) == SCHEMA_VERSION == len(record_db.MIGRATIONS)
    assert {"schema_version", "games", "seats"} <= _tables(record.conn)
    assert record.games() == []
    record.close()


def test_the_default_record_lives_in_the_data_folder(isolated_dirs):
    record = RecordDb.open()
    assert record.path == record_db.record_path()
    assert record.path.parent == isolated_dirs / "data"
    record.close()


def test_a_version_1_record_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "record.sqlite3"
    conn = sqlite3.connect(path)
    assert migrate(conn, target=1) == 1
    assert "hints_used" not in {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    match = played()
    sheet = match.state.score_sheet()
    with conn:
        conn.execute(
            "INSERT INTO games (id, finished_at, game, seed, options, fingerprint, save)"
            " VALUES (1, '2026-01-02T03:04:05Z', 'councils', 7, '{}', 'abc', ?)", (saves.dumps(match),))
        for seat, total in enumerate(sheet.totals):
            conn.execute("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?, ?)",
                         (seat, match.seats[seat].name, match.seats[seat].kind, match.seats[seat].level,
                          total, int(seat in sheet.winners)))
    conn.close()

    record = RecordDb.open(path)
    assert record.problem is None
    assert schema_version(record.conn) == SCHEMA_VERSION
    [entry] = record.games()
    assert entry.finished_at == "2026-01-02T03:04:05Z"
    assert entry.hints_used == 0  # the column added by migration 2 starts at 0 for old games
    assert [s.score for s in entry.seats] == list(sheet.totals)
    assert entry.winners == sheet.winners
    assert record.load_match(entry.id).state.score_sheet().totals == sheet.totals
    record.close()


GARBAGE = [b"this is not a database at all" * 40, b"SQLite format 3\x00" + b"\xff" * 3000]


@pytest.mark.parametrize("content", GARBAGE)
def test_a_damaged_file_is_kept_aside_and_a_new_record_started(tmp_path, content):
    path = tmp_path / "record.sqlite3"
    path.write_bytes(content)
    record = RecordDb.open(path)
    assert record.problem is not None and record.problem.kind == "damaged"
    kept = record.problem.kept_at
    assert kept is not None and kept.exists() and kept.read_bytes() == content  # nothing thrown away
    assert kept.parent == tmp_path and "damaged" in kept.name
    assert record.path == path and schema_version(record.conn) == SCHEMA_VERSION
    game_id = record.record_match(played())  # the new record works
    assert [g.id for g in record.games()] == [game_id]
    record.close()
    again = RecordDb.open(path)
    assert again.problem is None and len(again.games()) == 1
    again.close()


def test_a_foreign_database_counts_as_damaged(tmp_path):
    path = tmp_path / "record.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    record = RecordDb.open(path)
    assert record.problem is not None and record.problem.kind == "damaged"
    assert "notes" in _tables(sqlite3.connect(record.problem.kept_at))
    record.close()


def test_a_record_from_a_newer_version_is_left_untouched(tmp_path):
    path = tmp_path / "record.sqlite3"
    conn = sqlite3.connect(path)
    migrate(conn)
    with conn:
        conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 5,))
    conn.close()
    before = path.read_bytes()
    record = RecordDb.open(path)
    assert record.problem is not None and record.problem.kind == "newer"
    assert record.path is None  # this session keeps its games in memory
    record.record_match(played())
    assert len(record.games()) == 1
    record.close()
    assert path.read_bytes() == before


def test_a_finished_game_is_recorded_with_everything(tmp_path):
    record = RecordDb.open(tmp_path / "r.sqlite3")
    match = played("copernico", 3, seed=4)
    sheet = match.state.score_sheet()
    game_id = record.record_match(match, hints_used=2)
    [entry] = record.games()
    assert entry.id == game_id and entry.game == "copernico" and entry.seed == 4
    assert entry.hints_used == 2
    assert entry.finished_at.endswith("Z") and entry.finished_at[:2] == "20"
    assert [(s.name, s.kind, s.level) for s in entry.seats] == [
        (s.name, s.kind, s.level) for s in match.seats]
    assert tuple(s.score for s in entry.seats) == sheet.totals
    assert entry.winners == sheet.winners
    replayed = record.load_match(game_id)
    assert replayed.actions() == match.actions()  # the save itself, for replay
    record.close()


def test_the_same_ending_is_recorded_once_and_a_new_ending_replaces_it(tmp_path):
    record = RecordDb.open(tmp_path / "r.sqlite3")
    match = played(seed=9)
    first = record.record_match(match)
    assert record.record_match(match) == first
    assert len(record.games()) == 1
    other = played(seed=10)
    second = record.record_match(other, replaces=first)
    assert [g.id for g in record.games()] == [second]
    assert second != first
    assert record.conn.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (first,)).fetchone()[0] == 0
    record.close()


def test_an_unfinished_game_is_not_recorded(tmp_path):
    record = RecordDb.open(tmp_path / "r.sqlite3")
    with pytest.raises(RecordError):
        record.record_match(played(moves=5))
    assert record.games() == []
    record.close()


def test_a_campaign_is_recorded_with_each_seats_electoral_votes(tmp_path):
    """CT-71 compares electoral votes, then states, then voters; the record added the three up, so the
    home screen's average and best score for Campaign Trail were numbers no table shows."""
    record = RecordDb.open(tmp_path / "r.sqlite3")
    match = played("campaign-trail", 3, seed=4)
    sheet = match.state.score_sheet()
    record.record_match(match)
    [entry] = record.games()
    assert tuple(s.score for s in entry.seats) == tuple(row[0] for row in sheet.points)
    assert sheet.categories[0] == "electoral_votes" and sheet.ranked_by[0] == 0
    record.close()
