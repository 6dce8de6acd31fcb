"""The end-of-game score sheet: one column per player, one row per category.

A game with teams (ScoreSheet.teams, e.g. Campaign Trail's parties) gets a row naming each seat's team
and a headline naming the winning team; a game that compares its categories in turn instead of adding
them up (ScoreSheet.ranked_by) shows no total, and says in words which comparison settled the win, as
the game's own ScoreSheet.decided_by reports it: the rule is never worked out again here."""

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

from ..engine.game import GameDefinition, ScoreSheet
from ..engine.seats import Seat
from ..games.catalogue import get_game
from . import scene_registry, theme
from .scene_registry import counted, fill
from .templates import join_names

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)



def _game(game_id: str) -> GameDefinition | None:
    try:
        return get_game(game_id)
    except KeyError:
        return None


def team_name(sheet: ScoreSheet, team: int, game: GameDefinition | None) -> str:
    name = sheet.team_names[team] if team < len(sheet.team_names) else ""
    if not name:
        return ""
    return scene_registry.seat_text(game, name) if game is not None else name


def _team_sentence(sheet: ScoreSheet, seats: list[Seat], game: GameDefinition | None) -> str:
    """Who won a team game: the winning teams by name, with their seats."""
    teams = sheet.seat_teams()
    won = sheet.winning_teams()
    if not won:
        return translate("ScoreSheet", "Nobody wins this game.")
    parts = []
    for team in won:
        members = join_names([seats[p].name for p in teams[team]])
        name = team_name(sheet, team, game)
        parts.append(fill(translate("ScoreSheet", "%1 (%2)"), name, members) if name else members)
    if len(parts) == 1:
        return fill(translate("ScoreSheet", "%1 wins."), parts[0])
    return fill(translate("ScoreSheet", "%1 share the win."), join_names(parts))


def tie_break_sentence(sheet: ScoreSheet, game_id: str) -> str:
    """In words, how a game that compares categories in turn was settled (ScoreSheet.decided_by)."""
    if not sheet.ranked_by:
        return ""
    names = [scene_registry.category_name(game_id, sheet.categories[c]) for c in sheet.ranked_by]
    order = fill(translate("ScoreSheet", "Compared in this order: %1."),
                 translate("ScoreSheet", ", ").join(names))
    if len(sheet.winning_teams()) > 1:
        tied = fill(translate("ScoreSheet", "The winners are tied on %1, so they share the win."),
                    join_names(names))
        return f"{order} {tied}"
    if sheet.decided_by is None or sheet.decided_by not in sheet.ranked_by:
        return order
    level = sheet.ranked_by.index(sheet.decided_by)
    decided = fill(translate("ScoreSheet", "The lead was tied on %1; %2 decided it."),
                   join_names(names[:level]), names[level])
    return f"{order} {decided}"


def winners_sentence(sheet: ScoreSheet, seats: list[Seat], game_id: str) -> str:
    """The headline: who won (the winning team in a team game), or the solo rank."""
    if sheet.teams and len(seats) > 1:
        return _team_sentence(sheet, seats, _game(game_id))
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
    joined = join_names(names)
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
        styles: list[theme.PlayerStyle] | None = None,  # each seat's (theme.seat_styles); else the palette
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

        game = _game(game_id)
        rows = list(sheet.categories)
        ranked = bool(sheet.ranked_by)  # categories compared in turn: a total would mean nothing
        has_tie_break = bool(sheet.tie_break) and len(seats) > 1 and not ranked
        has_teams = bool(sheet.teams) and len(seats) > 1
        row_names = [translate("ScoreSheet", "Team")] if has_teams else []
        first = len(row_names)  # the row of the first category
        row_names += [scene_registry.category_name(game_id, c) for c in rows]
        if not ranked:
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
            icon = theme.style_icon(styles[col]) if styles else theme.marker_icon(seat.colour, palette_name)
            header = QTableWidgetItem(icon, seat.name)
            if col in sheet.winners and len(seats) > 1:
                header.setFont(bold)
                header.setToolTip(translate("ScoreSheet", "Winner"))
            table.setHorizontalHeaderItem(col, header)
            values: list[object] = [team_name(sheet, sheet.team_of(col), game)] if has_teams else []
            values += [*sheet.points[col]]
            if not ranked:
                values.append(sheet.totals[col])
            if has_tie_break:
                values.append(sheet.tie_break[col])
            for row, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row < first or (row == first + len(rows) and not ranked):  # the team, the total
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
        self.tie_note = QLabel(tie_break_sentence(sheet, game_id) if len(seats) > 1 else "", self)
        self.tie_note.setWordWrap(True)
        self.tie_note.setTextFormat(Qt.TextFormat.PlainText)
        self.tie_note.setVisible(bool(self.tie_note.text()))
        layout.addWidget(self.tie_note)

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
