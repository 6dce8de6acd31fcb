"""What the main window's parts (window_menus.py, window_files.py) use of the window, declared once for the
type checker. At run time the parts are plain mixins of MainWindow and this base is ``object``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow

    from ..engine.session import Match
    from .controller import TurnController
    from .home import HomeScreen
    from .lesson import LessonRunner
    from .log_view import LogView
    from .preferences_dialog import PreferencesDialog
    from .record_keeper import RecordKeeper
    from .settings import Settings
    from .table_view import TableView
    from .undo_bridge import HistoryView, UndoBridge

    class WindowState(QMainWindow):
        settings: Settings
        controller: TurnController
        view: TableView
        home: HomeScreen
        lessons: LessonRunner
        record_keeper: RecordKeeper
        undo_bridge: UndoBridge
        log_view: LogView
        history_view: HistoryView
        log_dock: QDockWidget
        history_dock: QDockWidget

        def new_game(self, game_id: str | None = None) -> bool: ...
        def start_match(self, match: Match, viewer: int | None = None,
                        autosave_file: Path | None = None) -> None: ...
        def show_home(self) -> None: ...
        def show_help(self, game_id: str) -> None: ...
        def show_preferences(self) -> PreferencesDialog: ...
        def set_language(self, preference: str) -> str: ...
        def show_message(self, title: str, text: str) -> None: ...
        def _confirm(self, title: str, text: str) -> bool: ...
        def continue_last(self) -> bool: ...
        def open_file(self, path: str | Path | None = None) -> bool: ...
        def save_as(self, path: str | Path | None = None) -> bool: ...
        def _update_actions(self) -> None: ...
        def _skip_ahead(self) -> None: ...
        def _help_current(self) -> None: ...
        def _show_about(self) -> None: ...
else:
    WindowState = object
