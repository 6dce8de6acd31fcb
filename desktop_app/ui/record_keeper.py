"""Joins the main window to the player record: records finished games, opens replays.

The main window makes one keeper; it listens for the controller's game-over
signal, so the window itself needs no recording code. Every record problem is
told to the player once and never stops a game.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..engine.errors import SaveError
from ..engine.game import ScoreSheet
from .save_files import pick_save
from .scene_registry import fill

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ..engine.session import Match
    from ..record.db import RecordDb
    from .main_window import MainWindow
    from .record_panel import RecordPanel
    from .replay_window import ReplayWindow

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class RecordKeeper(QObject):
    recorded = Signal(int)  # the record id of a game just finished

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        # The record (SQLite) is opened just after the window's first frame (``open``, from the window), or
        # when first asked for if that comes sooner: the home screen's first frame does not show it.
        self._db: RecordDb | None = None
        # The hint feature sets this to count the hints asked for in a match.
        self.hints_used: Callable[[Match], int] = lambda match: 0
        self._ids: weakref.WeakKeyDictionary[Match, int] = weakref.WeakKeyDictionary()
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
        if self._db is None:
            from ..record.db import RecordDb

            self._db = RecordDb.open()
            if self._db.problem is not None:
                QTimer.singleShot(0, self._tell_open_problem)
        return self._db

    def open(self) -> None:
        """Open the record now and show its figures in the home screen's panels."""
        if self._db is not None:
            return
        self.db  # noqa: B018 - opens it
        self.panels = [p for p in self.panels if _alive(p)]
        for panel in self.panels:
            panel.refresh()

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

    def record(self, match: Match) -> int | None:
        """Put a finished match into the record (again after an undo: the new ending replaces the old)."""
        from ..record.db import RecordError

        try:
            game_id = self.db.record_match(
                match, hints_used=self.hints_used(match), replaces=self._ids.get(match)
            )
        except RecordError as exc:
            log.warning("%s", exc)
            if not self._failed:
                self._failed = True
                self.window.show_message(
                    translate("RecordKeeper", "Your game record"),
                    fill(translate(
                        "RecordKeeper", "This game could not be added to your record (%1)."), str(exc)),
                )
            return None
        self._ids[match] = game_id
        log.info("game recorded as entry %d", game_id)
        self.recorded.emit(game_id)
        self.panels = [p for p in self.panels if _alive(p)]  # a language change makes a new home screen
        for panel in self.panels:
            panel.refresh()
        return game_id

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
        for window in self.live_replays():
            window.close()
        if self._db is not None:
            self._db.close()


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # its C++ side is gone
        return False
    return True
