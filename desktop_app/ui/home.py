"""The home screen: a tile per game, Continue, recent saves and rules help."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import in_progress
from ..engine.game import GameDefinition
from ..engine.paths import autosave_path
from ..games.lesson_files import has_lesson
from . import scene_registry, theme
from .covers import CoverWidget
from .games_in_progress import InProgressPanel, peek_save, save_label
from .plain_text import verbatim
from .qt_names import FOREGROUND_ROLE, USER_ROLE, push_button, when_named
from .record_panel import RecordPanel
from .scene_registry import fill, playable_games

__all__ = ["HomeScreen", "peek_save", "save_label"]

PATH_ROLE = USER_ROLE + 1
log = logging.getLogger(__name__)


translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def players_text(game: GameDefinition) -> str:
    lo, hi = game.min_players, game.max_players
    if lo == 1 and hi >= 2:
        return fill(translate("Home", "Solo or %1–%2 players"), "2", str(hi))
    if lo == hi:
        return fill(translate("Home", "%1 players"), str(lo))
    return fill(translate("Home", "%1–%2 players"), str(lo), str(hi))


class GameTile(QFrame):
    new_game = Signal(str)
    help = Signal(str)
    lesson = Signal(str)  # the guided first game (ui/lesson.py)

    def __init__(self, game: GameDefinition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.addWidget(CoverWidget(game, self))
        title = QLabel(scene_registry.game_title(game), self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        layout.addWidget(QLabel(players_text(game), self))
        summary = QLabel(scene_registry.game_summary(game), self)
        summary.setWordWrap(True)
        layout.addWidget(summary)
        buttons = QHBoxLayout()
        self.play_button = push_button(translate("Home", "New game…"), self)
        self.play_button.setAccessibleName(fill(translate(
            "Home", "New game of %1"), scene_registry.game_title(game)))
        self.play_button.clicked.connect(lambda: self.new_game.emit(game.id))
        self.help_button = push_button(translate("Home", "How to play"), self)
        self.help_button.clicked.connect(lambda: self.help.emit(game.id))
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.help_button)
        self.lesson_button: QPushButton | None = None
        if has_lesson(game.id):
            self.lesson_button = push_button(translate("Home", "Guided game"), self)
            self.lesson_button.setToolTip(translate(
                "Home", "Learn to play: a short first game where the table shows each move and why."))
            self.lesson_button.clicked.connect(lambda: self.lesson.emit(game.id))
            buttons.addWidget(self.lesson_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.setStyleSheet(
            "#gameTile { background: #f6f0e1; border-radius: 10px; border: 1px solid #c9bc98; }"
            "#gameTile QLabel { color: #1d1d1d; }"
        )


class HomeScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()  # the game played last
    continue_file_requested = Signal(str)  # one game in progress, by its file
    delete_requested = Signal(str)  # one game in progress, by its file (the window asks first)
    open_requested = Signal(str)  # a path, or "" to choose a file
    help_requested = Signal(str)
    lesson_requested = Signal(str)  # a game's guided first game
    autosave_set_aside = Signal(str)  # where the damaged autosave now is

    def __init__(self, parent: QWidget | None = None, refresh: bool = True) -> None:
        """``refresh=False``: the lists are read when the screen is first shown (the main window's
        start-up shows it at once and reads them then, once instead of twice)."""
        super().__init__(parent)
        self._recent_files: list[str] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, #homeBody { background: transparent; }")
        outer.addWidget(scroll)
        body = QWidget()
        body.setObjectName("homeBody")
        scroll.setWidget(body)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(16)

        heading = QLabel(translate("Home", "Game Table"), body)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        heading.setFont(font)
        heading.setStyleSheet("color: #ffffff;")
        layout.addWidget(heading)

        self.continue_panel = InProgressPanel(body)
        self.continue_panel.continue_requested.connect(self.continue_requested)
        self.continue_panel.continue_file_requested.connect(self.continue_file_requested)
        self.continue_panel.delete_requested.connect(self.delete_requested)
        self.continue_panel.set_aside_requested.connect(self.set_aside_damaged)
        # The names the window and the tests have always used for the top row.
        self.continue_label = self.continue_panel.continue_label
        self.continue_button = self.continue_panel.continue_button
        self.set_aside_button = self.continue_panel.set_aside_button
        layout.addWidget(self.continue_panel)

        self.tiles: dict[str, GameTile] = {}
        grid = QGridLayout()
        grid.setSpacing(18)
        games = playable_games()
        columns = 3 if len(games) % 3 == 0 or len(games) > 4 else 2
        for i, game in enumerate(games):
            tile = GameTile(game, body)
            tile.new_game.connect(self.new_game_requested)
            tile.help.connect(self.help_requested)
            tile.lesson.connect(self.lesson_requested)
            grid.addWidget(tile, i // columns, i % columns)
            self.tiles[game.id] = tile
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)

        recent_title = QLabel(translate("Home", "Saved games"), body)
        recent_font = QFont(self.font())
        recent_font.setPointSizeF(recent_font.pointSizeF() * 1.3)
        recent_font.setBold(True)
        recent_title.setFont(recent_font)
        recent_title.setStyleSheet("color: #ffffff;")
        layout.addWidget(recent_title)
        self.recent = QListWidget(body)
        self.recent.setMaximumHeight(130)
        self.recent.itemActivated.connect(self._open_item)
        layout.addWidget(self.recent)
        open_row = QHBoxLayout()
        self.open_button = push_button(translate("Home", "Open a saved game…"), body)
        self.open_button.clicked.connect(lambda: self.open_requested.emit(""))
        open_row.addWidget(self.open_button)
        open_row.addStretch(1)
        layout.addLayout(open_row)
        self.record_panel = RecordPanel(body)  # the main window's record keeper fills it
        layout.addWidget(self.record_panel)
        layout.addStretch(1)
        if refresh:
            self.refresh([])

    @property
    def damaged(self) -> bool:
        """The single autosave of an earlier version is there and cannot be read."""
        return self.continue_panel.damaged

    @property
    def set_aside_note(self) -> str:
        return self.continue_panel.note

    @set_aside_note.setter
    def set_aside_note(self, text: str) -> None:
        self.continue_panel.note = text

    def refresh(self, recent_files: list[str]) -> None:
        self._recent_files = list(recent_files)
        try:
            in_progress.migrate_legacy()  # an earlier version's autosave joins the games in progress
        except OSError as exc:
            log.warning("the autosave of an earlier version could not be moved: %s", exc)
        self.continue_panel.refresh()
        self.recent.clear()
        for name in recent_files:
            file = Path(name)
            if not file.is_file():  # a recent save replaced by a folder or a pipe is not offered
                continue
            item = QListWidgetItem(save_label(file))
            item.setData(PATH_ROLE, str(file))
            item.setToolTip(verbatim(str(file)))  # a file name may look like markup
            self.recent.addItem(item)
        if self.recent.count() == 0:
            placeholder = QListWidgetItem(translate(
                "Home", "No saved games yet. Use Game ▸ Save As during a game."))
            placeholder.setData(FOREGROUND_ROLE, QColor("#4a4a4a"))  # as setForeground, without naming Qt
            self.recent.addItem(placeholder)
            # Readable, but not a file to open (not selectable): the flags name Qt, so they wait for the first
            # frame, which they do not change.
            when_named(self._settle_placeholder)

    def _settle_placeholder(self) -> None:
        from PySide6.QtCore import Qt

        if self.recent.count() == 1 and self.recent.item(0).data(PATH_ROLE) is None:
            self.recent.item(0).setFlags(Qt.ItemFlag.ItemIsEnabled)

    def set_aside_damaged(self) -> Path | None:
        """Move the damaged autosave aside (kept unchanged) so the next game starts fresh."""
        from ..engine import saves  # with the engine's session: not for the first frame

        try:
            target = saves.set_aside(autosave_path())
        except OSError as exc:
            log.warning("the damaged autosave could not be set aside: %s", exc)
            self.set_aside_note = fill(translate(
                "Home", "The damaged autosave could not be moved aside: %1"), exc.strerror or str(exc))
            self.refresh(self._recent_files)
            return None
        self.set_aside_note = ""
        self.refresh(self._recent_files)
        self.autosave_set_aside.emit(str(target))
        return target

    def _open_item(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self.open_requested.emit(path)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, theme.felt_pixmap(self.width(), self.height(), self.devicePixelRatioF()))
        painter.end()
