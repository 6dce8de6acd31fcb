"""The main window's file operations: continue, open, save as, delete a game in progress (a part of
:class:`~.main_window.MainWindow`). Every operation that fails leaves the current game as it was and says why.
"""

from __future__ import annotations

import logging
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine import in_progress
from ..engine.errors import GameTableError, SaveError
from ..engine.paths import autosave_path, data_dir, saves_dir
from .games_in_progress import game_text, peek_save
from .save_files import pick_save
from .scene_registry import fill
from .window_state import WindowState

if TYPE_CHECKING:
    from ..engine.session import Match

log = logging.getLogger("desktop_app.ui.main_window")  # the log keeps naming the window, as before

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def _load(path: Path) -> Match:
    from ..engine import saves  # with the engine's session and rules: not before the first frame

    return saves.load(path)


class WindowFiles(WindowState):
    """Saved games and games in progress; mixed into MainWindow, whose controller and messages they use."""

    def _copy_damaged(self, path: Path) -> Path | None:
        target = data_dir() / f"autosave-damaged-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            shutil.copy2(path, target)
        except OSError:
            return None
        return target

    def continue_last(self) -> bool:
        """Continue the game played last (or try the damaged autosave of an earlier version)."""
        self.controller.flush_autosave()
        legacy = autosave_path()
        if legacy.exists():
            try:
                in_progress.migrate_legacy()
            except OSError as exc:
                log.warning("the autosave of an earlier version could not be moved: %s", exc)
        if legacy.exists():  # still there: it does not load
            return self.continue_file(legacy)
        games = in_progress.listing()
        if not games:
            self.show_message(
                translate("MainWindow", "Nothing to continue"),
                translate("MainWindow", "There is no saved game to continue yet."),
            )
            return False
        return self.continue_file(games[0])

    def continue_file(self, path: str | Path) -> bool:
        """Put the game in progress saved at ``path`` back on the table; it goes on saving there."""
        path = Path(path)
        self.controller.flush_autosave()
        try:
            match = _load(path)
        except SaveError as exc:
            log.warning("the autosave %s cannot be loaded: %s", path, exc)
            copy = self._copy_damaged(path)
            where = str(copy) if copy is not None else str(path)
            self.show_message(
                translate("MainWindow", "Cannot continue the last game"),
                fill(
                    translate(
                        "MainWindow",
                        "The last game cannot be opened: %1.\n\nThe file is kept unchanged "
                        "(a copy is at %2), so nothing is lost.",
                    ),
                    exc, where,
                ),
            )
            return False
        log.info("continuing the game in progress %s", path.name)
        # The old single autosave becomes a game in progress of its own once it loads.
        self.start_match(match, autosave_file=path if in_progress.is_game_file(path) else None)
        return True

    def delete_in_progress(self, path: str | Path) -> bool:
        """Delete one game in progress after asking; the game on the table, if it is that one, goes too."""
        path = Path(path)
        info = peek_save(path)
        what = game_text(info) if info is not None else path.name
        if not self._confirm(translate("MainWindow", "Delete this game?"), fill(translate(
                "MainWindow", "%1\n\nThis game in progress will be deleted for good."), what)):
            return False
        self.controller.flush_autosave()
        if self.controller.autosave_file == path:
            scene = self.view.game_scene()
            self.controller.clear()  # no later autosave may bring it back
            self.view.setScene(None)
            if scene is not None:
                scene.deleteLater()
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.show_message(translate("MainWindow", "Cannot delete the game"), str(exc.strerror or exc))
            return False
        log.info("the game in progress %s was deleted", path.name)
        self.home.refresh(self.settings.recent_files)
        self._update_actions()
        return True

    def open_file(self, path: str | Path | None = None) -> bool:
        path = pick_save(self, path, translate("MainWindow", "Open a saved game"),
                         translate("MainWindow", "Game Table saves (*.json);;All files (*)"))
        if path is None:
            return False
        try:
            match = _load(path)
        except SaveError as exc:
            log.warning("the save %s cannot be loaded: %s", path, exc)
            keep = ""
            if self.controller.match is not None:
                keep = translate("MainWindow", "Your current game is unchanged.")
            self.show_message(
                translate("MainWindow", "Cannot open the saved game"),
                fill(translate(
                    "MainWindow", "%1 cannot be opened: %2.\n\n%3"), path.name, str(exc), keep).strip(),
            )
            return False
        log.info("loaded the save %s", path)
        self.settings.add_recent_file(path)
        self.start_match(match)
        return True

    def save_as(self, path: str | Path | None = None) -> bool:
        match = self.controller.match
        if match is None:
            self.show_message(
                translate("MainWindow", "Nothing to save"),
                translate("MainWindow", "Start or open a game first."),
            )
            return False
        if path is None:
            suggestion = saves_dir() / f"{match.game.id}-{time.strftime('%Y-%m-%d-%H%M')}.json"
            from PySide6.QtWidgets import QFileDialog  # made on first use, not for the home screen

            name, _filter = QFileDialog.getSaveFileName(
                self, translate("MainWindow", "Save the game"), str(suggestion),
                translate("MainWindow", "Game Table saves (*.json)"),
            )
            if not name:
                return False
            path = name
        path = Path(path)
        if path.suffix == "":
            path = path.with_suffix(".json")
        try:
            self.controller.save_to(path)
        except (OSError, GameTableError) as exc:
            log.warning("saving to %s failed: %s", path, exc)
            self.show_message(
                translate("MainWindow", "Cannot save"),
                fill(
                    translate("MainWindow", "The game could not be saved to %1: %2"),
                    path, getattr(exc, "strerror", None) or exc,
                ),
            )
            return False
        log.info("saved the game to %s (%d moves)", path, len(match.steps))
        self.settings.add_recent_file(path)
        self.statusBar().showMessage(fill(translate("MainWindow", "Saved to %1"), str(path)), 5000)
        return True
