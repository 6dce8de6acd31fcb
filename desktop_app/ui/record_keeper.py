"""Joins the main window to the player record: records finished games, opens replays.

The main window makes one keeper; it listens for the controller's game-over
signal, so the window itself needs no recording code. Every record problem is
told to the player once and never stops a game.

A finished game is written on a thread of its own (a :class:`SerialWriter`, as
the autosaves are): the whole match as JSON and an SQLite commit took the
GUI thread 40-100 ms in the pass that ended the game (issue 13). Records are
written in the order the games ended; the panels are told once one is in. A
record that cannot be written is kept and tried again with the next one and
when the window closes, which waits for every record still on its way. One
still refused then waits, with its save among the finished games, for the next
start, which adds it just after its first frame and says so once in the status
line (record/pending.py).

Even on its own thread the writer's Python holds the GIL (3-14 ms of its CPU
measured), and handed the record at the game's end it ran in the very passes
that paint the end (the last move, the score sheet), stretching them by that
much. So a finished game's record waits, held in the order the games ended,
until the end's paints are done and the loop has been quiet for
``RECORD_QUIET_MS``; closing the window or asking for the record (``flush``)
hands over what is held at once. While a record is held or being written the
panels do not read the record (they would wait for the writer's lock): they
refresh when the writer is done.
"""

from __future__ import annotations

import collections
import functools
import logging
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..engine.errors import SaveError
from . import pacing
from .autosave_writer import SerialWriter, snapshot
from .save_files import pick_save
from .scene_registry import counted, fill

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ..engine.game_values import ScoreSheet
    from ..engine.session import Match
    from ..record.db import RecordDb
    from .main_window import MainWindow
    from .record_panel import RecordPanel
    from .replay_window import ReplayWindow

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)
_RECOVERY = "recovery"  # the writer's key for adding the games a session before could not record
RECOVERED_MS = 15000  # how long the status line says so
# How long the loop stays free of the record after a game's end is painted: the score sheet opens and
# paints in the passes just after the end's, and a click on it should not wait for the writer either.
RECORD_QUIET_MS = 100


class _Entry:
    """A finished game on its way to the record: a snapshot the GUI thread's later moves cannot change,
    the live match (to know an earlier ending of it, after an undo) and the hints asked for."""

    __slots__ = ("shot", "match", "hints", "save_name")

    def __init__(self, match: Match, hints: int, save_name: str | None) -> None:
        self.shot = snapshot(match)
        self.match = match
        self.hints = hints
        self.save_name = save_name  # its autosave's name, among the finished games once the game is over


class RecordKeeper(QObject):
    recorded = Signal(int)  # the record id of a game just finished
    # From the writer's thread, delivered on the GUI thread: results wait in ``_results``; the record was
    # opened with a problem to tell.
    _written = Signal()
    _open_problem = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        # The record (SQLite) is opened just after the window's first frame (``open``, from the window), or
        # when first asked for if that comes sooner (the writer's thread): the home screen's first frame
        # does not show it. The lock keeps the two threads from opening it twice.
        self._db: RecordDb | None = None
        self._db_lock = threading.Lock()
        # The hint feature sets this to count the hints asked for in a match.
        self.hints_used: Callable[[Match], int] = lambda match: 0
        self._ids: weakref.WeakKeyDictionary[Match, int] = weakref.WeakKeyDictionary()  # the writer's
        self._writer: SerialWriter | None = None  # made with the first finished game
        # What the writer did, oldest first: a record id, or an entry it could not write and its error.
        self._results: collections.deque[int | tuple[_Entry, Exception]] = collections.deque()
        self._unwritten: list[_Entry] = []  # tried again with the next record and when the window closes
        self._recovered: collections.deque[int] = collections.deque()  # a session before's, added now
        # Finished games not yet handed to the writer, in the order they ended (an ending taken back and
        # played again replaces its match's, at the back, as the writer's queue does).
        self._held: dict[Match, _Entry] = {}
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(RECORD_QUIET_MS)
        self._quiet.timeout.connect(self._hand_over)
        self._written.connect(self._deliver)
        self._open_problem.connect(self._problem_found)
        self._failed = False
        self.replays: list[ReplayWindow] = []
        self.panels: list[RecordPanel] = []
        window.controller.game_over.connect(self._game_over)
        # The Game menu's item, made with the menus' items after the first frame (``replay_action``).
        self._replay_action: QAction | None = None

    @property
    def opened(self) -> bool:
        return self._db is not None

    @property
    def db(self) -> RecordDb:
        with self._db_lock:
            if self._db is None:
                from ..record.db import RecordDb

                self._db = RecordDb.open()
                if self._db.problem is not None:
                    self._open_problem.emit()  # on the GUI thread, whichever thread opened it
            return self._db

    def open(self) -> None:
        """Open the record now and show its figures in the home screen's panels; the writer's thread
        waits for the first finished game (starting it at the game's end would wait for it to run)."""
        if self._db is not None:
            return
        self.db  # noqa: B018 - opens it
        # The panels read it before the writer looks for a session before's games (they would wait for it).
        self.panels = [p for p in self.panels if _alive(p)]
        for panel in self.panels:
            panel.refresh()
        self.writer.start()
        self.writer.queue(_RECOVERY, self._recover)  # the games a session before could not record

    @property
    def replay_action(self) -> QAction:
        if self._replay_action is None:
            from PySide6.QtGui import QAction  # naming it builds its enum classes: not for the first frame

            self._replay_action = QAction(self.window)
            self._replay_action.triggered.connect(lambda: self.replay_file())
            self.retranslate()
        return self._replay_action

    def retranslate(self) -> None:
        if self._replay_action is not None:
            self._replay_action.setText(translate("RecordKeeper", "&Replay a Saved Game…"))

    def menu_actions(self) -> list[QAction]:
        return [self.replay_action]

    def _problem_found(self) -> None:
        QTimer.singleShot(0, self._tell_open_problem)  # told from the event loop, not inside a move

    def _tell_open_problem(self) -> None:
        problem = self.db.problem
        if problem is None:
            return
        title = translate("RecordKeeper", "Your game record")
        if problem.kind == "newer":
            text = translate(
                "RecordKeeper",
                "Your game record was written by a newer Game Table. It is left as it is; games you "
                "finish now are kept only until you close the app.")
        elif problem.kept_at is not None:
            text = fill(translate(
                "RecordKeeper",
                "Your game record could not be read (%1). It is kept at %2 and a new record has been "
                "started."), problem.detail, str(problem.kept_at))
        else:
            text = fill(translate(
                "RecordKeeper",
                "Your game record could not be read (%1). Games you finish now are kept only until "
                "you close the app."), problem.detail)
        self.window.show_message(title, text)

    # -- recording -------------------------------------------------------------
    def _game_over(self, _sheet: ScoreSheet) -> None:
        match = self.window.controller.match
        if match is None or not match.is_over():
            return
        self.record(match)

    @property
    def writer(self) -> SerialWriter:
        if self._writer is None:
            self._writer = SerialWriter("record-writer", self)
            self._writer.drained.connect(self._refresh_panels)
        return self._writer

    def record(self, match: Match) -> None:
        """Put a finished match into the record (again after an undo: the new ending replaces the old), on
        the writer's thread once the end is painted and the loop quiet; ``recorded`` says when it is in.
        Returns at once."""
        controller = self.window.controller
        own_file = controller.autosave_file if controller.autosave_enabled else None
        if controller.match is not match:
            own_file = None
        name = None if own_file is None else own_file.name
        # The snapshot and the autosave's name are taken now: the game may go on (an undo) or leave.
        entry = _Entry(match, self.hints_used(match), name)
        self._held.pop(match, None)
        self._held[match] = entry
        # The quiet time counts from the end's paint (a held paint comes a pass later), not from this pass.
        pacing.after_paint(self, self._quiet.start)

    def writing(self) -> bool:
        """Whether a finished game is held for the writer or being written (or the games a session before
        left): reading the record now would wait for the writer, or miss the game."""
        return bool(self._held) or (self._writer is not None and self._writer.pending())

    def _hand_over(self) -> None:
        """The held games to the writer, in the order they ended, after those it could not write before."""
        self._quiet.stop()
        held, self._held = self._held, {}
        if not held:  # those it could not write wait for the next game's end or the window's close
            return
        self._retry_unwritten()
        for match, entry in held.items():
            # Keyed by the match: an ending taken back before it was written is replaced by the new one.
            self.writer.queue(match, functools.partial(self._write, entry))

    def _retry_unwritten(self) -> None:
        entries, self._unwritten = self._unwritten, []
        for entry in entries:
            self.writer.queue(entry.match, functools.partial(self._write, entry))

    def _write(self, entry: _Entry) -> None:
        """On the writer's thread."""
        from ..record.db import RecordError

        try:
            game_id = self.db.record_match(
                entry.shot, hints_used=entry.hints, replaces=self._ids.get(entry.match))
        except RecordError as exc:
            log.warning("%s", exc)
            self._results.append((entry, exc))
        else:
            self._ids[entry.match] = game_id
            log.info("game recorded as entry %d", game_id)
            self._results.append(game_id)
        self._written.emit()

    def _recover(self) -> None:
        """On the writer's thread: the records of finished games a session before could not write."""
        from ..record import pending

        db = self.db
        if db.path is None:  # a record kept in memory keeps nothing: they wait for a usable one
            return
        added = pending.recover(db)
        if added:
            self._recovered.extend(added)
            self._written.emit()

    def _deliver(self, tell: bool = True) -> None:
        """What the writer did, on the GUI thread: ``recorded`` for each game written and the panels shown
        refreshed (a hidden one reads the record when next shown); a game that could not be written is kept
        for the next try, and the first failure is told (``tell``)."""
        written = bool(self._recovered)
        recovered = 0
        while self._recovered:
            self.recorded.emit(self._recovered.popleft())
            recovered += 1
        if recovered and tell:
            self.window.statusBar().showMessage(counted(recovered).translate(
                "RecordKeeper", "Added to your record: %n finished game(s) it could not take when Game Table "
                "last closed.", None, 1), RECOVERED_MS)
        while self._results:
            result = self._results.popleft()
            if isinstance(result, int):
                written = True
                self.recorded.emit(result)
                continue
            entry, exc = result
            self._unwritten.append(entry)
            if tell and not self._failed:
                self._failed = True
                self.window.show_message(
                    translate("RecordKeeper", "Your game record"),
                    fill(translate(
                        "RecordKeeper", "This game could not be added to your record (%1). It is kept: Game "
                        "Table tries again when the next game ends and when you close it."), str(exc)),
                )
        if written:
            self._refresh_panels()

    def _refresh_panels(self) -> None:
        """The panels shown read the record again (a hidden one reads it when next shown); while the writer
        still has work they wait for its ``drained``."""
        if self.writing():
            return
        self.panels = [p for p in self.panels if _alive(p)]  # a language change makes a new home screen
        for panel in self.panels:
            if panel.isVisible():
                panel.refresh()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Hand over the finished games held for a quiet moment and wait until every one is in the record
        (or failed), and deliver what the writer did; False if ``timeout`` ran out first."""
        self._hand_over()
        done = self._writer is None or self._writer.flush(timeout)
        self._deliver()
        return done

    # -- the home screen's panel ---------------------------------------------------
    def attach_panel(self, panel: RecordPanel) -> None:
        self.panels = [p for p in self.panels if _alive(p)] + [panel]
        panel.set_source(self)
        panel.replay_requested.connect(self.replay_record)

    # -- replays -------------------------------------------------------------------
    def replay_record(self, game_id: int) -> ReplayWindow | None:
        from ..record.db import RecordError

        try:
            match = self.db.load_match(game_id)
        except (RecordError, SaveError) as exc:
            self.window.show_message(
                translate("RecordKeeper", "Cannot replay the game"),
                fill(translate("RecordKeeper", "This recorded game cannot be replayed: %1"), str(exc)),
            )
            return None
        return self.open_replay(match)

    def replay_file(self, path: str | Path | None = None) -> ReplayWindow | None:
        path = pick_save(self.window, path, translate("RecordKeeper", "Replay a saved game"),
                         translate("RecordKeeper", "Game Table saves (*.json);;All files (*)"))
        if path is None:
            return None
        from ..engine import saves  # with the engine's session: not before the first frame

        try:
            match = saves.load(path)
        except SaveError as exc:
            self.window.show_message(
                translate("RecordKeeper", "Cannot replay the game"),
                fill(translate("RecordKeeper", "%1 cannot be opened: %2"), path.name, str(exc)),
            )
            return None
        return self.open_replay(match)

    def open_replay(self, match: Match) -> ReplayWindow:
        from .replay_window import ReplayWindow  # the window pulls in the table view: load it when used

        window = ReplayWindow(match, parent=self.window)
        self.replays = [*self.live_replays(), window]
        window.show()
        window.raise_()
        return window

    def live_replays(self) -> list[ReplayWindow]:
        """The replay windows still open (a closed one deletes itself)."""
        return [w for w in self.replays if _alive(w) and w.isVisible()]

    def close(self) -> None:
        """Before the window goes: every finished game reaches the record (one that failed is tried once
        more), then the record is closed."""
        for window in self.live_replays():
            window.close()
        self._hand_over()  # a game that ended just before the window closes is not held back
        if self._writer is not None:
            self._retry_unwritten()
            self._writer.close()
            self._deliver(tell=False)  # no message box while the window closes: the log says it
            if self._unwritten:
                self._keep_for_next_start()
        with self._db_lock:
            if self._db is not None:
                self._db.close()
                self._db = None


    def _keep_for_next_start(self) -> None:
        """The games the record still refuses as the window closes: their saves stay among the finished
        games (written there now if autosaving was off) and the next start adds them (record/pending.py)."""
        from ..engine import in_progress, saves
        from ..engine.paths import finished_dir
        from ..record import pending

        kept: list[tuple[str, int]] = []
        for entry in self._unwritten:
            name = entry.save_name
            try:
                if name is None or not (finished_dir() / name).is_file():
                    name = in_progress.new_path(entry.shot.game.id).name
                    saves.save(entry.shot, finished_dir() / name)
            except (OSError, SaveError) as exc:
                log.error("a finished game (%s, seed %d) could not be added to the record, nor kept: %s",
                          entry.shot.game.id, entry.shot.seed, exc)
                continue
            kept.append((name, entry.hints))
            log.error("a finished game (%s, seed %d) could not be added to the record; its save %s is added "
                      "at the next start", entry.shot.game.id, entry.shot.seed, name)
        try:
            pending.add(kept)
        except OSError as exc:
            log.error("the games waiting for the record could not be noted (%s): %s", exc,
                      ", ".join(name for name, _hints in kept))
        self._unwritten = []


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # its C++ side is gone
        return False
    return True
