"""The home screen's record: figures per game and computer level, and past games to replay."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..games.catalogue import get_game
from . import scene_registry
from .games_in_progress import date_text
from .new_game_basics import level_name
from .qt_names import USER_ROLE
from .scene_registry import fill
from .templates import counted

if TYPE_CHECKING:  # the figures are worked out with the first finished game to show
    from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTableWidget

    from ..record.db import GameRecord
    from ..record.stats import Figures
    from .record_keeper import RecordKeeper

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

ID_ROLE = USER_ROLE + 2
RECENT_GAMES = 30
UNKNOWN = "—"  # a score the record no longer knows (an old game whose save does not replay)


def opposition_name(opposition: str) -> str:
    from ..record.stats import PEOPLE, SOLO

    if opposition == SOLO:
        return translate("RecordPanel", "Solo")
    if opposition == PEOPLE:
        return translate("RecordPanel", "People only")
    return fill(translate("RecordPanel", "Computer: %1"), level_name(opposition))


def game_name(game_id: str) -> str:
    try:
        return scene_registry.game_title(get_game(game_id))
    except KeyError:
        return game_id


def local_time(stamp: str) -> str:
    """A record's UTC time as the player's clock shows it, written as the games in progress above write
    theirs (the language's short date and time: a finished game read "2026-12-03 08:34" under games
    "last played 12/3/26 8:34 AM")."""
    import datetime  # with the record, just after the first frame

    try:
        moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp[:16].replace("T", " ")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    return date_text(moment.timestamp())


def record_label(record: GameRecord) -> str:
    """One line per past game: date, game, each seat with score, the winners starred, the hints used."""
    when = local_time(record.finished_at)
    seats = ", ".join(
        fill(translate("RecordPanel", "%1 %2★") if s.winner else translate("RecordPanel", "%1 %2"),
             s.name, UNKNOWN if s.score is None else str(s.score))
        for s in record.seats
    )
    line = fill(translate("RecordPanel", "%1 · %2: %3"), when, game_name(record.game), seats)
    if record.hints_used:
        line = fill(translate("RecordPanel", "%1 · %2"), line,
                    counted(record.hints_used).translate("RecordPanel", "%n hint(s) used", None, 1))
    return line


class RecordPanel(QFrame):
    replay_requested = Signal(int)  # a record id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source: RecordKeeper | None = None
        self.setObjectName("recordPanel")
        self.setStyleSheet(
            "#recordPanel { background: #20262b; border-radius: 10px; }"
            "#recordPanel QLabel { color: #f4f4f4; }"
        )
        layout = QVBoxLayout(self)
        title = QLabel(translate("RecordPanel", "Your record"), self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.empty_label = QLabel(translate(
            "RecordPanel", "Finished games appear here, with your results against each computer level."
        ), self)
        self.empty_label.setWordWrap(True)
        layout.addWidget(self.empty_label)
        # The figures' table, the past games and their button: made with the first finished game to show
        # (``_make_lists``), so an empty record's home screen does without them (issue 13, start-up).
        self._layout = layout
        self._table: QTableWidget | None = None
        self._games: QListWidget | None = None
        self._replay_button: QPushButton | None = None
        self.games_caption: QLabel | None = None
        self.refresh()

    def _make_lists(self) -> None:
        """The table, the games' list and the replay button, in the panel's row and focus chain as when they
        were made with the panel; hidden until refresh() shows what there is."""
        if self._table is not None:
            return
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListWidget, QTableWidget

        row = QHBoxLayout()
        table = QTableWidget(0, 7, self)
        table.setHorizontalHeaderLabels([
            translate("RecordPanel", "Game"), translate("RecordPanel", "Against"),
            translate("RecordPanel", "Played"), translate("RecordPanel", "Won"),
            translate("RecordPanel", "Average"), translate("RecordPanel", "Best"),
            translate("RecordPanel", "Hints"),
        ])
        hints_header = table.horizontalHeaderItem(6)
        assert hints_header is not None  # set by setHorizontalHeaderLabels just above
        hints_header.setToolTip(translate(
            "RecordPanel", "How many times you asked “What would you play?” in these games"))
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setMinimumHeight(150)
        row.addWidget(table, 1)
        games_column = QVBoxLayout()
        # The list says what it holds and what its star means (a new player read "Ada 89★" as a mystery).
        caption = QLabel(translate("RecordPanel", "Finished games, newest first (★ the winner):"), self)
        caption.setWordWrap(True)
        games_column.addWidget(caption)
        games = QListWidget(self)
        games.setMinimumHeight(120)
        games.setWordWrap(True)
        games.itemActivated.connect(self._replay_item)
        games.currentItemChanged.connect(lambda *_: self._update_button())
        games_column.addWidget(games, 1)
        from PySide6.QtCore import Qt  # made with the first finished game to show (ui/qt_names.py)

        button = QPushButton(translate("RecordPanel", "Replay and review…"), self)
        button.clicked.connect(lambda: self._replay_item(games.currentItem()))
        games_column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        row.addLayout(games_column, 1)
        self._layout.addLayout(row)
        for widget in (table, caption, games, button):
            widget.hide()  # refresh() shows what there is
        self._table, self._games, self._replay_button = table, games, button
        self.games_caption = caption

    @property
    def table(self) -> QTableWidget:
        self._make_lists()
        assert self._table is not None
        return self._table

    @property
    def games(self) -> QListWidget:
        self._make_lists()
        assert self._games is not None
        return self._games

    @property
    def replay_button(self) -> QPushButton:
        self._make_lists()
        assert self._replay_button is not None
        return self._replay_button

    def set_source(self, source: RecordKeeper) -> None:
        self.source = source
        self.refresh()

    def refresh(self) -> None:
        if self.source is not None and not getattr(self.source, "opened", True):
            # The record is read just after the window's first frame (RecordKeeper.open), which the panel is
            # not in at 1280x800: until then it says nothing rather than "no games yet".
            self.empty_label.setVisible(False)
            return
        writing = getattr(self.source, "writing", None)
        if callable(writing) and writing():
            # A finished game is on its way in: reading now would wait for the writer's lock (or miss the
            # game). The keeper refreshes the panel when the writer is done (RecordKeeper._refresh_panels).
            return
        records: list[GameRecord] = []
        if self.source is not None:
            from ..record.db import RecordError

            try:
                records = self.source.db.games()
            except RecordError as exc:
                log.warning("%s", exc)
        self.empty_label.setVisible(not records)
        if not records and self._table is None:
            return  # nothing to list: the lists are made with the first finished game
        from ..record.stats import figures

        self._fill_table(figures(records))
        from PySide6.QtWidgets import QListWidgetItem

        self.games.clear()
        for record in records[:RECENT_GAMES]:
            item = QListWidgetItem(record_label(record))
            item.setData(ID_ROLE, record.id)
            item.setToolTip(translate("RecordPanel", "Double-click to replay this game"))
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)
        self.table.setVisible(bool(records))
        self.games.setVisible(bool(records))
        if self.games_caption is not None:  # made with the lists, just above
            self.games_caption.setVisible(bool(records))
        self._update_button()

    def _fill_table(self, rows: list[Figures]) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QTableWidgetItem  # naming it builds an enum class: only with figures

        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = (game_name(row.game), opposition_name(row.opposition), str(row.played), str(row.won),
                     UNKNOWN if row.average is None else f"{row.average:.1f}",
                     UNKNOWN if row.best is None else str(row.best), str(row.hints))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c in (4, 5) and row.scored < row.played:  # the average and best leave some games out
                    item.setToolTip(counted(row.scored).translate(
                        "RecordPanel", "From the %n game(s) whose score is known", None, 1))
                self.table.setItem(r, c, item)

    def figures_shown(self) -> list[tuple[str, ...]]:
        """The table as text, row by row (what a person reads)."""
        rows = []
        for r in range(self.table.rowCount()):
            items = (self.table.item(r, c) for c in range(self.table.columnCount()))
            rows.append(tuple(item.text() if item is not None else "" for item in items))
        return rows

    def _update_button(self) -> None:
        item = self.games.currentItem()
        self.replay_button.setVisible(self.games.count() > 0)
        self.replay_button.setEnabled(item is not None and item.data(ID_ROLE) is not None)

    def _replay_item(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(ID_ROLE) is not None:
            self.replay_requested.emit(int(item.data(ID_ROLE)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()
