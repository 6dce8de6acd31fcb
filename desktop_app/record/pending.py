"""Finished games whose record could not be written before the app closed, added at the next start.

A finished game's record is written on the record keeper's thread (ui/record_keeper.py); one that the
record refused is tried again with the next game and when the window closes. One still refused then is
not lost: its save is among the finished games (``paths.finished_dir()``), and its file name (with the
hints asked for in it) goes into ``record-pending.json`` in the data folder. The next start reads the
list just after its first frame, writes each game's record from its save and takes it off the list, so
a game is added once: the record's fingerprint keeps a game that is in it already from a second row.
A save that no longer loads, or is not a finished game, leaves the list (the log says so); one the
record refuses again stays on it for the start after.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.paths import data_dir, finished_dir

if TYPE_CHECKING:
    from .db import RecordDb

log = logging.getLogger(__name__)

FILE_NAME = "record-pending.json"


def pending_path() -> Path:
    return data_dir() / FILE_NAME


def read() -> list[tuple[str, int]]:
    """The finished saves waiting for their record: (file name, hints used), oldest first. A list that
    cannot be read is empty (the log says so): nothing in it can be trusted to name a save."""
    path = pending_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except OSError as exc:
        log.warning("the list of games waiting for the record cannot be read: %s", exc)
        return []
    try:
        rows = json.loads(raw)
    except ValueError as exc:
        log.warning("the list of games waiting for the record is damaged (%s); ignoring it", exc)
        return []
    waiting: list[tuple[str, int]] = []
    for row in rows if isinstance(rows, list) else []:
        name, hints = (row.get("save"), row.get("hints", 0)) if isinstance(row, dict) else (None, 0)
        # A bare file name among the finished games, nothing else (the list is a file anyone can edit).
        if isinstance(name, str) and name and Path(name).name == name and isinstance(hints, int):
            waiting.append((name, hints))
    return waiting


def write(waiting: list[tuple[str, int]]) -> None:
    """Store the list (atomically); an empty one removes the file. Raises OSError."""
    path = pending_path()
    if not waiting:
        if path.exists():
            path.unlink()
        return
    text = json.dumps([{"save": name, "hints": hints} for name, hints in waiting], indent=1)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def add(more: list[tuple[str, int]]) -> None:
    """Put finished saves on the list (once each). Raises OSError."""
    waiting = read()
    known = {name for name, _hints in waiting}
    write(waiting + [(name, hints) for name, hints in more if name not in known])


def recover(db: RecordDb) -> list[int]:
    """Write the records of the games on the list into ``db`` and take them off it; returns the ids of the
    games added (not those the record had already). Runs on the record keeper's thread."""
    waiting = read()
    if not waiting:
        return []
    from ..engine import saves
    from ..engine.errors import SaveError
    from .db import RecordError

    added: list[int] = []
    left: list[tuple[str, int]] = []
    for name, hints in waiting:
        try:
            match = saves.load(finished_dir() / name)
        except SaveError as exc:
            log.warning("the finished game %s cannot be read for the record (%s); it is left out", name, exc)
            continue
        if not match.is_over():
            log.warning("the save %s is not a finished game; it is left out of the record", name)
            continue
        try:
            if db.recorded_id(match) is None:
                added.append(db.record_match(match, hints_used=hints))
                log.info("the finished game %s was added to the record as entry %d", name, added[-1])
        except RecordError as exc:
            log.warning("the finished game %s still cannot be recorded (%s); trying at the next start",
                        name, exc)
            left.append((name, hints))
    try:
        write(left)
    except OSError as exc:  # the games are in the record: at worst they are looked at again (not re-added)
        log.warning("the list of games waiting for the record cannot be updated: %s", exc)
    return added
