# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 at 1366x768: every game started and left (the guided games too) stays in progress, and the home
screen listed each one: sixteen rows filled the screen and the games' tiles (New game, How to play, Guided
game) lay below its foot. The last game and the next four are listed, the rest behind "Show more"."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint  # noqa: E402

from desktop_app.ui.games_in_progress import SHOWN_OTHERS  # noqa: E402

from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401
from .test_games_in_progress import ADA, _start  # noqa: E402


def test_many_games_in_progress_leave_the_game_tiles_on_the_first_screen(qtbot, window, messages):
    files = [_start(qtbot, window, ADA, seed)[0] for seed in range(1, 15)]  # fourteen games left in progress
    window.resize(1366, 768)
    window.show_home()
    qtbot.wait(10)
    panel = window.home.continue_panel
    assert set(panel.listed()) == set(files)
    tile = next(iter(window.home.tiles.values()))
    top = tile.play_button.mapTo(window, QPoint(0, 0)).y()
    assert top + tile.play_button.height() <= window.height(), (
        f"New game at y={top}, below the window's foot ({window.height()})")
    shown = panel.shown()
    assert len(shown) == 1 + SHOWN_OTHERS and shown == panel.listed()[:len(shown)]  # the last played first
    more = panel.more_button
    assert more.isVisible() and more.text() == "Show 9 more games in progress"

    more.click()
    assert panel.shown() == panel.listed() and more.text() == "Show fewer"
    panel.delete_requested.emit(str(panel.listed()[-1]))  # the list is read again: it stays open
    qtbot.wait(10)
    assert len(panel.listed()) == 13 and panel.shown() == panel.listed()
    more.click()
    assert len(panel.shown()) == 1 + SHOWN_OTHERS


def test_a_few_games_in_progress_are_all_listed_without_the_button(qtbot, window, messages):
    for seed in range(1, 4):
        _start(qtbot, window, ADA, seed)
    window.show_home()
    panel = window.home.continue_panel
    assert len(panel.listed()) == 3 and panel.shown() == panel.listed()
    assert not panel.more_button.isVisible()
