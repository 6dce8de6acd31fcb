# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 (no text cut off): every move in the list of moves can be told from the others. Councils'
"Place one employee in each of: …" moves are longer than the docked list is wide at 1366x768 and
1280x800; cut to one line, two of them read the same. Each row now wraps onto the lines it needs and its
row is as tall as they are."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QFontMetrics  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401

MARGIN = 10  # the item view's text margins, both sides together (the style's focus frame and padding)


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_every_councils_move_shows_whole_in_the_docked_list(qtbot, game_window, size):
    win = game_window
    win.resize(*size)
    seats = (Seat("Ada"), Seat("Bo", "ai", "random", 1), Seat("Cy", "ai", "random", 2))
    assert win.start_config(NewGameConfig("councils", seats, {}, 3, False))
    qtbot.waitUntil(win.controller.viewer_to_act, timeout=10000)
    win.move_dock.focus_action.trigger()  # F6: the dock in front of the log
    moves = win.move_dock.moves
    qtbot.waitUntil(lambda: moves.isVisible() and moves.count() > 1, timeout=5000)
    qtbot.wait(10)
    width = moves.viewport().width()
    metrics = QFontMetrics(moves.font())
    texts = [moves.item(i).text() for i in range(moves.count())]
    long = [t for t in texts if metrics.horizontalAdvance(t) > width - MARGIN]
    assert any(t.startswith("Place one employee in each of") for t in long), "no move too long to test"
    flags = int(Qt.TextFlag.TextWordWrap)
    for i, text in enumerate(texts):
        rect = moves.visualItemRect(moves.item(i))
        need = metrics.boundingRect(0, 0, rect.width() - MARGIN, 10_000, flags, text).height()
        assert rect.height() >= need, f"row {i} shows {rect.height()} of {need} px: {text!r}"
