"""Autosaves written by one background thread, so a move never waits for the disk.

Writing a save (JSON of the whole action list, then ``fsync``) grows with
the game and can stall on a slow disk; on the GUI thread it stalled every
move. The controller hands a snapshot of the match to :class:`AutosaveWriter`
instead, which costs a few list copies. One thread writes, so saves are
never reordered; it always writes the newest snapshot waiting for a file and
drops older ones still waiting (a save holds the whole game, so the newest
includes everything the older ones had). :meth:`flush` waits until the
newest snapshot is on disk: before quitting, before the crash handler's own
save, and before anything reads the autosave back.
"""

from __future__ import annotations

import copy
import logging
import threading
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:  # the writer is made with the window; the engine's session loads with the first game
    from ..engine.session import Match

log = logging.getLogger(__name__)

Write = Callable[["Match", Path], None]


def snapshot(match: Match) -> Match:
    """A copy of ``match`` the GUI thread's later moves cannot change.

    Steps, states and actions are immutable once played, so copying the
    lists that hold them is enough (and cheap: pointers, no states)."""
    out = copy.copy(match)
    out.steps = list(match.steps)
    out.redo_actions = list(match.redo_actions)
    out.seats = list(match.seats)
    out.options = dict(match.options)
    return out


class SerialWriter(QObject):
    """Runs queued jobs on one background thread, in the order they came; a job queued under a key that
    still waits replaces the waiting one (it goes to the back of the line). The autosaves use one, and the
    record of finished games another (ui/record_keeper.py)."""

    failed = Signal(object)  # the OSError of a failed job, delivered on the GUI thread
    drained = Signal()  # a job ended and none waits, delivered on the GUI thread (a newer may come since)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._lock = threading.Condition()
        self._waiting: dict[Hashable, Callable[[], None]] = {}  # the newest job for each key, oldest first
        self._busy = False
        self._stop = False
        self._thread: threading.Thread | None = None
        self.writes = 0  # completed jobs (for tests and the log)

    def start(self) -> None:
        """Start the thread now (a job starts it otherwise): starting one waits for it to run."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop = False
                # A daemon, so a stuck disk cannot keep the process alive; quitting flushes first.
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()

    def queue(self, key: Hashable, job: Callable[[], None]) -> None:
        """Run ``job`` on the writer's thread after the jobs queued before it; returns at once."""
        with self._lock:
            self._waiting.pop(key, None)  # an older job still waiting is superseded
            self._waiting[key] = job
            self.start()
            self._lock.notify_all()

    def pending(self) -> bool:
        with self._lock:
            return bool(self._waiting) or self._busy

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued job has run; False if ``timeout`` ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._waiting and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Run what is waiting, then end the thread (a later job starts a new one)."""
        self.flush(timeout)
        with self._lock:
            self._stop = True
            self._lock.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._waiting or self._stop)
                if not self._waiting:
                    return
                key = next(iter(self._waiting))
                job = self._waiting.pop(key)
                self._busy = True
            try:
                job()
            except OSError as exc:
                log.warning("%s failed: %s", self._name, exc)
                self.failed.emit(exc)
            except Exception:  # a broken job must not end the writer: later ones still run
                log.exception("%s failed", self._name)
            finally:
                with self._lock:
                    self._busy = False
                    self.writes += 1
                    idle = not self._waiting
                    self._lock.notify_all()
                if idle:  # after ``_busy`` is cleared: a reader told so finds the writer idle
                    self.drained.emit()


class AutosaveWriter(SerialWriter):
    """Writes match snapshots to their files on one thread, newest wins, in order."""

    def __init__(self, write: Write | None = None, parent: QObject | None = None) -> None:
        super().__init__("autosave-writer", parent)
        if write is None:
            from ..engine import saves

            write = saves.save
        self._write = write

    def submit(self, match: Match, path: Path) -> None:
        """Queue the match as it is now for ``path``; returns at once."""
        shot = snapshot(match)
        self.queue(path, lambda: self._write(shot, path))
