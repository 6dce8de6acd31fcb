# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: the game log, the moves and the hint share one column of the window as tabs, and Qt cut their
titles with "…" where the tabs did not fit its width: "Gam…", "Moves…", "Hin…" at 960x540 (a 1920x1080
screen at 2x), and Spanish's "Registro de la partida" at 1280x800. Where the usual titles do not fit, the
tabs take short ones (ui/dock_titles.py); the tooltip and the View menu keep the usual title."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QTabBar  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

USUAL = {"logDock": "Game log", "movesDock": "Moves (F6)", "hintDock": "Hint (H)"}


def _tabs(qtbot, win) -> QTabBar:
    qtbot.wait(50)  # the titles are fitted once the layout has settled
    bars = [bar for bar in win.findChildren(QTabBar) if bar.isVisible() and bar.count() >= 3]
    assert len(bars) == 1, "the log, the moves and the hint are tabs of one column"
    return bars[0]


def _start(win, size) -> None:
    win.controller.autoplay = False
    win.resize(*size)
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "easy", 1))
    assert win.start_config(NewGameConfig("councils", seats, {}, 3, False))


def _assert_whole(bar: QTabBar) -> None:
    for i in range(bar.count()):
        assert bar.tabRect(i).width() >= bar.tabSizeHint(i).width(), f"the tab {bar.tabText(i)!r} is cut"


def test_the_tabs_read_whole_in_a_narrow_window_and_keep_their_usual_titles_in_a_wide_one(qtbot, game_window):
    win = game_window
    _start(win, (960, 540))
    bar = _tabs(qtbot, win)
    _assert_whole(bar)
    assert {bar.tabToolTip(i) for i in range(bar.count())} == set(USUAL.values())  # the usual ones
    assert win.log_dock.toggleViewAction().text() == "Game log"  # the View menu's item

    win.resize(1280, 800)  # and the player drags the column wider: the usual titles come back
    win.resizeDocks([win.log_dock], [300], Qt.Orientation.Horizontal)
    bar = _tabs(qtbot, win)
    usual = list(USUAL.values())
    qtbot.waitUntil(lambda: [bar.tabText(i) for i in range(bar.count())] == usual, timeout=3000)
    _assert_whole(bar)


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_tabs_read_whole_in_every_language_at_1280x800(qtbot, game_window, language):
    win = game_window
    _start(win, (1280, 800))
    win.set_language(language)
    try:
        _assert_whole(_tabs(qtbot, win))
    finally:
        win.set_language("en")
    bar = _tabs(qtbot, win)
    assert [bar.tabText(i) for i in range(bar.count())] == ["Game log", "Moves (F6)", "Hint (H)"]
