# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13: the list of moves, made again for a move, lays its rows out (each row's wrapped words
measured) once, or twice when a scroll bar comes or goes with them, and paints once. Told of each change
of its current and selected rows, a list laid out every row for each of them (clear, setCurrentRow): two
to four layouts a rebuild, about a tenth of a Campaign Trail move. A list with the keyboard focus is still
told (a screen reader follows its current row)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _shown_moves(qtbot, window, size: tuple[int, int]):
    window.resize(*size)
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "random", 1))
    assert window.start_config(NewGameConfig("councils", seats, {}, 3, False))
    qtbot.waitUntil(window.controller.viewer_to_act, timeout=10000)
    window.move_dock.focus_action.trigger()  # F6: the dock in front of the log
    moves = window.move_dock.moves
    qtbot.waitUntil(lambda: moves.isVisible() and moves.count() > 1, timeout=5000)
    window.view.setFocus()  # the person plays on the table; the list only shows the moves
    qtbot.waitUntil(lambda: not moves.hasFocus(), timeout=2000)
    qtbot.wait(20)
    return moves


def _rebuild(qtbot, moves, rows: list) -> tuple[int, int]:
    """Make the list again with these rows, as a move does; (layouts, paints) until it is painted."""
    paints = _Paints()
    moves.viewport().installEventFilter(paints)
    layouts = moves.layouts
    moves._shown = None
    moves.moves = lambda: rows  # type: ignore[method-assign]
    moves.refresh()
    qtbot.wait(30)
    moves.viewport().removeEventFilter(paints)
    return moves.layouts - layouts, paints.count


def _picture(moves):
    return moves.grab().toImage()


def test_a_rebuild_lays_the_rows_out_once_and_paints_once(qtbot, game_window):
    moves = _shown_moves(qtbot, game_window, (1280, 800))
    rows = moves.moves()
    few, many = rows[:3], rows * 4  # the long list needs a scroll bar, the short one none
    assert len(many) * moves.sizeHintForRow(0) > moves.viewport().height(), "no scroll bar to test"
    bar = moves.verticalScrollBar()
    assert not bar.isVisible()
    # the scroll bar comes with the long list only
    for shown, bar_moved in ((few, False), (many, True), (few, True), (rows, False), (many, True)):
        had_bar = bar.isVisible()
        layouts, paints = _rebuild(qtbot, moves, shown)
        assert bar.isVisible() != had_bar if bar_moved else bar.isVisible() == had_bar
        assert layouts <= (2 if bar_moved else 1), (len(shown), layouts)
        assert paints == 1, (len(shown), paints)
        assert moves.count() == len(shown) and moves.currentRow() == 0
        assert moves.item(0).isSelected()


def test_a_quiet_rebuild_shows_what_a_told_one_shows(qtbot, game_window):
    moves = _shown_moves(qtbot, game_window, (1280, 800))
    rows = moves.moves()
    moves.setCurrentRow(len(rows) - 1)  # the current row is kept where it can be, and in sight
    many = rows * 4
    _rebuild(qtbot, moves, many)
    quiet = _picture(moves)
    current, scrolled = moves.currentRow(), moves.verticalScrollBar().value()
    assert current == len(rows) - 1
    # the same rows made again the way a list with the focus is (told of every change)
    _rebuild(qtbot, moves, rows[:2])
    moves.setCurrentRow(len(rows) - 1 if moves.count() >= len(rows) else 1)
    moves._shown = None
    moves._fill(many, "", current)
    qtbot.wait(30)
    assert (moves.currentRow(), moves.verticalScrollBar().value()) == (current, scrolled)
    assert _picture(moves) == quiet
