"""The end-of-game score sheet: one column per player, one row per category."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import ScoreSheet
from ..engine.seats import Seat
from . import scene_registry, theme
from .scene_registry import counted, fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def winners_sentence(sheet: ScoreSheet, seats: list[Seat], game_id: str) -> str:
    """The headline: who won, or the solo rank."""
    totals = sheet.totals
    if len(seats) == 1:
        score = totals[0] if totals else 0
        if sheet.rank:
            rank = scene_registry.rank_name(game_id, sheet.rank)
            text = counted(score).translate("ScoreSheet", "You scored %n point(s). Your rank: %1.", None, 1)
            return fill(text, rank)
        return counted(score).translate("ScoreSheet", "You scored %n point(s).", None, 1)
    names = [seats[w].name for w in sheet.winners]
    if not names:
        return translate("ScoreSheet", "Nobody wins this game.")
    best = totals[sheet.winners[0]]
    if len(names) == 1:
        return fill(counted(best).translate("ScoreSheet", "%1 wins with %n point(s).", None, 1), names[0])
    separator = translate("ScoreSheet", ", ")
    joined = fill(translate("ScoreSheet", "%1 and %2"), separator.join(names[:-1]), names[-1])
    text = counted(best).translate("ScoreSheet", "%1 share the win with %n point(s) each.", None, 1)
    return fill(text, joined)


class ScoreSheetDialog(QDialog):
    new_game_requested = Signal()

    def __init__(
        self,
        sheet: ScoreSheet,
        seats: list[Seat],
        game_id: str,
        palette_name: str = theme.DEFAULT_PALETTE,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self.setWindowTitle(translate("ScoreSheet", "Final scores"))
        layout = QVBoxLayout(self)
        self.headline = QLabel(self)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # winners' names may come from a file
        self.headline.setText(winners_sentence(sheet, seats, game_id))
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)

        rows = list(sheet.categories)
        has_tie_break = bool(sheet.tie_break) and len(seats) > 1
        row_names = [scene_registry.category_name(game_id, c) for c in rows]
        row_names.append(translate("ScoreSheet", "Total"))
        if has_tie_break:
            row_names.append(translate("ScoreSheet", "Tie-break"))
        table = QTableWidget(len(row_names), len(seats), self)
        self.table = table
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setVerticalHeaderLabels(row_names)
        bold = QFont(table.font())
        bold.setBold(True)
        winner_brush = QBrush(QColor("#fff1c2"))
        for col, seat in enumerate(seats):
            header = QTableWidgetItem(theme.marker_icon(seat.colour, palette_name), seat.name)
            if col in sheet.winners and len(seats) > 1:
                header.setFont(bold)
                header.setToolTip(translate("ScoreSheet", "Winner"))
            table.setHorizontalHeaderItem(col, header)
            values = [*sheet.points[col], sheet.totals[col]]
            if has_tie_break:
                values.append(sheet.tie_break[col])
            for row, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row == len(rows):
                    item.setFont(bold)
                if col in sheet.winners and len(seats) > 1:
                    item.setBackground(winner_brush)
                    item.setForeground(QBrush(QColor("#000000")))
                table.setItem(row, col, item)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setMinimumWidth(180 + 130 * len(seats))
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height + 2)
        layout.addWidget(table)
        if has_tie_break:
            note = QLabel(translate(
                "ScoreSheet", "Tie-break: the value that decides between players with equal totals."), self)
            note.setWordWrap(True)
            layout.addWidget(note)

        buttons = QDialogButtonBox(self)
        self.new_game_button = buttons.addButton(translate(
            "ScoreSheet", "New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        role = QDialogButtonBox.ButtonRole
        self.close_button = buttons.addButton(translate("ScoreSheet", "Look at the table"), role.RejectRole)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(buttons)

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def cell(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return item.text() if item is not None else ""
