"""Every finished game in an SQLite file in the user data folder.

The schema carries its version in a one-row table and grows only through the
MIGRATIONS list, applied in order inside one transaction each, so a record
written by any earlier version opens in this one. A file that is not a usable
database (truncated, overwritten, a foreign schema) never stops the app: it is
renamed aside, a fresh record is started and :attr:`RecordDb.problem` says
what happened so the window can tell the player. A record written by a newer
version is left untouched and this session keeps its record in memory.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import SaveError
from ..engine.paths import data_dir
from .scores import shown_scores

if TYPE_CHECKING:
    from ..engine.session import Match

log = logging.getLogger(__name__)

FILE_NAME = "record.sqlite3"

# A migration step: an SQL statement, or a function for what SQL cannot do (replaying saves).
Step = str | Callable[[sqlite3.Connection], None]
CAMPAIGN_TRAIL = "campaign-trail"


def _rescore_campaigns(conn: sqlite3.Connection) -> None:
    """Records made before the fix of 40d24f1 hold each Campaign Trail seat's electoral votes, states
    and voters added up (CT-71 compares them in turn; the sum is a figure no table shows). Each
    campaign is replayed from its stored save and gets the scores a new recording gives; where the
    save no longer replays to its end for the same seats the score becomes unknown (NULL), so it
    leaves averages and bests while the game still counts as played and won."""
    rows = conn.execute("SELECT id, save FROM games WHERE game = ?", (CAMPAIGN_TRAIL,)).fetchall()
    if not rows:
        return  # a new record: the home screen's first frame opens it without the engine's saves
    from ..engine import saves

    for game_id, text in rows:
        seats = [row[0] for row in conn.execute(
            "SELECT seat FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
        scores: tuple[int, ...] | None = None
        try:
            match = saves.loads(text)
        except SaveError as exc:
            log.warning("recorded campaign %s does not replay (%s); its scores become unknown", game_id, exc)
        else:
            if match.is_over() and len(match.seats) == len(seats) == len(set(seats)):
                scores = shown_scores(match.state.score_sheet())
            else:
                log.warning("recorded campaign %s does not replay to its end; its scores become unknown",
                            game_id)
        conn.executemany(
            "UPDATE seats SET score = ? WHERE game_id = ? AND seat = ?",
            [(None if scores is None or seat >= len(scores) else int(scores[seat]), game_id, seat)
             for seat in seats],
        )


# Each entry moves the schema from version i to i + 1. Never edit a shipped entry: add one.
MIGRATIONS: tuple[tuple[Step, ...], ...] = (
    (  # 1: finished games with their save, one row per seat
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,  -- ids are never reused
            finished_at TEXT NOT NULL,
            game TEXT NOT NULL,
            seed INTEGER NOT NULL,
            options TEXT NOT NULL,
            fingerprint TEXT NOT NULL UNIQUE,
            save TEXT NOT NULL
        )""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            score INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
    ),
    (  # 2: hints asked for (the coach), the solo rank, and an index for the statistics
        "ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN rank TEXT",
        "CREATE INDEX games_by_game ON games(game, finished_at)",
    ),
    (  # 3: a score may be unknown (NULL); old Campaign Trail sums become electoral votes or unknown
        """CREATE TABLE seats_3 (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            score INTEGER,  -- NULL: unknown (a save that no longer replays), out of averages and bests
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        "INSERT INTO seats_3 (game_id, seat, name, kind, level, score, winner)"
        " SELECT game_id, seat, name, kind, level, score, winner FROM seats",
        "DROP TABLE seats",
        "ALTER TABLE seats_3 RENAME TO seats",
        _rescore_campaigns,
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


class RecordError(Exception):
    """The record cannot be read or written; the message says why."""


@dataclasses.dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    kind: str  # "human" or "ai"
    level: str | None
    score: int | None  # None: unknown (a game recorded before a fix whose save no longer replays)
    winner: bool


@dataclasses.dataclass(frozen=True)
class GameRecord:
    id: int
    finished_at: str  # ISO 8601, UTC
    game: str
    seed: int
    options: dict[str, Any]
    hints_used: int
    rank: str | None
    seats: tuple[SeatResult, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.winner)


@dataclasses.dataclass(frozen=True)
class OpenProblem:
    """Why the record on disk could not be used as it was."""

    kind: str  # "damaged" (kept aside, new record started) or "newer" (left as is, memory only)
    detail: str
    kept_at: Path | None = None


def record_path() -> Path:
    return data_dir() / FILE_NAME


def fingerprint(match: Match) -> str:
    """The same game played to the same end gives the same key (so it is recorded once)."""
    import hashlib  # a game's end, not the home screen, needs it

    from ..engine import saves

    data = saves.match_to_json(match)
    key = {k: data[k] for k in ("game", "seats", "options", "seed", "actions")}
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode("utf-8")).hexdigest()


def schema_version(conn: sqlite3.Connection) -> int:
    """0 for an empty database; raises sqlite3.DatabaseError for a foreign or broken one."""
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    tables.discard("sqlite_sequence")  # SQLite's own bookkeeping for AUTOINCREMENT
    if not tables:
        return 0
    if "schema_version" not in tables:
        raise sqlite3.DatabaseError("the file holds tables but no schema version")
    rows = conn.execute("SELECT version FROM schema_version").fetchall()
    if len(rows) != 1 or not isinstance(rows[0][0], int) or rows[0][0] < 1:
        raise sqlite3.DatabaseError("the schema version is missing or malformed")
    return int(rows[0][0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations after the file's version up to ``target``; returns the new version."""
    version = schema_version(conn)
    if version > len(MIGRATIONS):
        return version  # written by a newer app: the caller decides
    for number in range(version + 1, target + 1):
        with conn:  # one transaction per step: a failed step leaves the previous version
            if not conn.in_transaction:  # sqlite3 opens none before DDL: its own, so a table made counts too
                conn.execute("BEGIN")
            if number == 1:
                conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                conn.execute("INSERT INTO schema_version VALUES (0)")
            for step in MIGRATIONS[number - 1]:
                if isinstance(step, str):
                    conn.execute(step)
                else:
                    step(conn)
            conn.execute("UPDATE schema_version SET version = ?", (number,))
    return max(version, target)


def _connect(target: str | Path) -> sqlite3.Connection:
    # The window reads the record on the GUI thread and writes finished games on a thread of its own
    # (ui/record_keeper.py); RecordDb's lock takes them in turn.
    conn = sqlite3.connect(str(target), check_same_thread=False)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class RecordDb:
    """The open record. Use :meth:`open` to get one that survives a damaged file."""

    def __init__(
        self, conn: sqlite3.Connection, path: Path | None, problem: OpenProblem | None = None
    ) -> None:
        self.conn = conn
        self.path = path  # None: kept in memory for this session only
        self.problem = problem
        self.lock = threading.RLock()  # one thread at a time on the connection

    # -- opening -------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None) -> RecordDb:
        path = Path(path) if path is not None else record_path()
        try:
            conn = _connect(path)
            try:
                check = conn.execute("PRAGMA quick_check").fetchone()
                if not check or check[0] != "ok":
                    raise sqlite3.DatabaseError(f"integrity check: {check[0] if check else 'no answer'}")
                version = migrate(conn)
            except BaseException:
                conn.close()
                raise
        except sqlite3.DatabaseError as exc:
            return cls._start_afresh(path, str(exc))
        if version > SCHEMA_VERSION:
            conn.close()
            log.warning("the record %s is from a newer version (schema %d); using memory", path, version)
            memory = _connect(":memory:")
            migrate(memory)
            detail = f"schema {version}, this version reads {SCHEMA_VERSION}"
            return cls(memory, None, OpenProblem("newer", detail))
        return cls(conn, path)

    @classmethod
    def _start_afresh(cls, path: Path, detail: str) -> RecordDb:
        log.warning("the record %s cannot be used (%s); keeping it aside", path, detail)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
        number = 1
        while kept.exists():
            number += 1
            kept = path.with_name(f"{path.stem}-damaged-{stamp}-{number}{path.suffix}")
        try:
            path.replace(kept)
            for extra in ("-wal", "-shm", "-journal"):  # SQLite's side files belong with it
                side = path.with_name(path.name + extra)
                if side.exists():
                    side.replace(kept.with_name(kept.name + extra))
        except OSError as exc:
            log.warning("the damaged record could not be moved aside: %s", exc)
            memory = _connect(":memory:")
            migrate(memory)
            return cls(memory, None, OpenProblem("damaged", detail, None))
        conn = _connect(path)
        migrate(conn)
        return cls(conn, path, OpenProblem("damaged", detail, kept))

    def close(self) -> None:
        with self.lock, contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # -- writing -------------------------------------------------------------
    def recorded_id(self, match: Match) -> int | None:
        """The id of ``match``'s ending in the record, or None when it is not in it."""
        key = fingerprint(match)
        with self.lock:
            row = self.conn.execute("SELECT id FROM games WHERE fingerprint = ?", (key,)).fetchone()
        return None if row is None else int(row[0])

    def record_match(self, match: Match, *, hints_used: int = 0, replaces: int | None = None) -> int:
        """Store a finished match (once: the same ending is not stored twice) and return its id.

        ``replaces`` names an earlier entry of the same game that this ending
        supersedes (the players took the last moves back and finished again).
        """
        from ..engine import saves

        if not match.is_over():
            raise RecordError("only a finished game goes into the record")
        sheet = match.state.score_sheet()
        key = fingerprint(match)
        totals = shown_scores(sheet)  # Campaign Trail: electoral votes, not EV + states + voters
        # Worked out before the lock (the whole match as JSON): a reader waits for the SQL alone.
        options, save = json.dumps(match.options, sort_keys=True), saves.dumps(match)
        try:
            with self.lock, self.conn:
                row = self.conn.execute("SELECT id FROM games WHERE fingerprint = ?", (key,)).fetchone()
                if row is not None:
                    return int(row[0])
                if replaces is not None:
                    self.conn.execute("DELETE FROM games WHERE id = ?", (replaces,))
                cursor = self.conn.execute(
                    "INSERT INTO games"
                    " (finished_at, game, seed, options, fingerprint, save, hints_used, rank)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), match.game.id, match.seed,
                     options, key, save, int(hints_used), sheet.rank),
                )
                game_id = int(cursor.lastrowid or 0)
                self.conn.executemany(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, i, seat.name, seat.kind, seat.level, int(totals[i]), int(i in sheet.winners))
                     for i, seat in enumerate(match.seats)],
                )
        except sqlite3.Error as exc:
            raise RecordError(f"the game could not be recorded: {exc}") from exc
        return game_id

    def delete(self, game_id: int) -> None:
        with self.lock, self.conn:
            self.conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # -- reading -------------------------------------------------------------
    def games(self, game: str | None = None, limit: int | None = None) -> list[GameRecord]:
        """Recorded games, newest first."""
        sql = "SELECT id, finished_at, game, seed, options, hints_used, rank FROM games"
        args: list[Any] = []
        if game is not None:
            sql += " WHERE game = ?"
            args.append(game)
        sql += " ORDER BY finished_at DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        try:
            with self.lock:
                rows = self.conn.execute(sql, args).fetchall()
                seat_rows = self.conn.execute(
                    "SELECT game_id, seat, name, kind, level, score, winner FROM seats ORDER BY game_id, seat"
                ).fetchall()
        except sqlite3.Error as exc:
            raise RecordError(f"the record cannot be read: {exc}") from exc
        by_game: dict[int, list[SeatResult]] = {}
        for gid, seat, name, kind, level, score, winner in seat_rows:
            by_game.setdefault(gid, []).append(SeatResult(seat, name, kind, level, score, bool(winner)))
        return [
            GameRecord(
                gid, finished, gname, seed, json.loads(options), hints, rank, tuple(by_game.get(gid, ()))
            )
            for gid, finished, gname, seed, options, hints, rank in rows
        ]

    def save_text(self, game_id: int) -> str:
        with self.lock:
            row = self.conn.execute("SELECT save FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise RecordError(f"there is no recorded game {game_id}")
        return str(row[0])

    def load_match(self, game_id: int) -> Match:
        """The recorded game, replayed from its save (raises SaveError if it no longer replays)."""
        from ..engine import saves

        return saves.loads(self.save_text(game_id))
