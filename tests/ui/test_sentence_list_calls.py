# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13: what the side lists tell their views over a move, counted. A row that stays as it was is not
told of, rows that changed alike are told at once, a list of moves that stays is not made again, and a
list reads whether it is on screen once while it follows a move, not once per row it touches."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any  # noqa: E402

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.ui.sentence_list import RowsModel, SentenceList  # noqa: E402
from desktop_app.ui.undo_bridge import row_runs  # noqa: E402

from .shell_fixtures import (  # noqa: E402, F401
    game_window,
    messages,
    play_random_move,
    settings,
    start_random_game,
)

GREY = QBrush(QColor("#8a8a8a"))


class Rows(RowsModel):
    def __init__(self, count: int) -> None:
        super().__init__()
        self.words = [f"row {row}" for row in range(count)]
        self.grey: set[int] = set()
        self.rows_reset()

    def logical_rows(self) -> int:
        return len(self.words)

    def describe(self, row: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.words[row]
        if role == Qt.ItemDataRole.ForegroundRole and row in self.grey:
            return GREY
        return None


def _told(model: RowsModel) -> list[tuple[int, int, list[int]]]:
    told: list[tuple[int, int, list[int]]] = []
    model.dataChanged.connect(lambda first, last, roles: told.append((first.row(), last.row(), list(roles))))
    return told


def test_rows_described_again_tell_the_views_only_of_the_rows_and_roles_that_changed(qtbot):
    model = Rows(6)
    told = _told(model)
    model.rows_changed(0, 6)
    assert told == [], "nothing changed: nothing told"
    model.grey = {2, 3}
    model.words[5] = "row five"
    model.rows_changed(0, 6)
    foreground, display = int(Qt.ItemDataRole.ForegroundRole), int(Qt.ItemDataRole.DisplayRole)
    assert told == [(2, 3, [foreground]), (5, 5, [display])], "one change per run of rows changed alike"
    assert model.data(model.index(2, 0), Qt.ItemDataRole.ForegroundRole) == GREY
    assert model.data(model.index(5, 0)) == "row five"
    told.clear()
    model.grey = set()
    model.rows_changed(0, 6)
    assert told == [(2, 3, [foreground])]
    assert model.data(model.index(2, 0), Qt.ItemDataRole.ForegroundRole) is None, "a role gone is cleared"


def test_row_runs_are_neighbouring_rows_top_to_bottom():
    assert row_runs([7, 3, 4, 9, 5, 3]) == [(3, 3), (7, 1), (9, 1)]
    assert row_runs([]) == []


def _play(controller, agents) -> None:
    play_random_move(controller, agents)
    QApplication.instance().processEvents()


def test_a_computer_move_that_leaves_the_persons_moves_as_they_were_makes_no_row_of_the_move_list(
        qtbot, game_window):
    controller, agents = start_random_game(game_window)
    moves = game_window.move_dock.moves
    moves.set_seen(True)
    model = moves.model()
    made: list[str] = []
    model.rowsInserted.connect(lambda *_: made.append("inserted"))
    model.rowsRemoved.connect(lambda *_: made.append("removed"))
    model.modelReset.connect(lambda: made.append("reset"))
    kept = 0
    for _ in range(60):
        before = [(moves.item(row).text(), moves.item(row).data(Qt.ItemDataRole.UserRole))
                  for row in range(moves.count())]
        current = moves.currentRow()
        made.clear()
        _play(controller, agents)
        after = [(moves.item(row).text(), moves.item(row).data(Qt.ItemDataRole.UserRole))
                 for row in range(moves.count())]
        assert after == [(words, action) for words, action in moves.moves()] or (
            not moves.moves() and moves.count() == 1 and after[0][1] is None)
        if after == before:
            kept += 1
            assert made == [], "the same lines were made again"
            assert moves.currentRow() == current
    assert kept >= 10, "the game had computer moves in a row"


def test_following_a_move_reads_once_whether_each_list_is_on_screen(qtbot, game_window):
    controller, agents = start_random_game(game_window)
    for _ in range(20):
        _play(controller, agents)
    reads: dict[str, int] = {}
    for name in ("log_view", "history_view"):
        view: SentenceList = getattr(game_window, name)
        visible = view.isVisible

        def counted(view_name: str = name, visible=visible) -> bool:
            reads[view_name] = reads.get(view_name, 0) + 1
            return visible()

        view.isVisible = counted  # type: ignore[method-assign]  # is_seen's first question
    for _ in range(20):
        reads.clear()
        rows = game_window.log_view.count()
        _play(controller, agents)
        assert game_window.log_view.count() >= rows
        # Once while the model follows the move, once when the rows are painted.
        assert reads.get("log_view", 0) <= 2 and reads.get("history_view", 0) <= 2, reads
