# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The list of moves on the table (issue 10, "One shape for every game": one keyboard model): the same
keys in every game open it (L, F2), walk it (arrows, Tab, Page Up/Down, Home/End), play a line (Enter)
and close it (Esc); its lines are the game's words, the same as the window's dock list (F6), and the
chosen line reaches the engine through the turn controller like any gesture."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.scene_move_list import OPEN_KEYS  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

GAMES = ("copernico", "copycat", "councils", "campaign-trail")


def _start(qtbot, window, game_id: str, seed: int = 3):
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "easy", 1))
    assert window.start_config(NewGameConfig(game_id, seats, {}, seed, False))
    controller = window.controller
    qtbot.waitUntil(controller.viewer_to_act, timeout=10000)
    window.view.setFocus()
    return controller, controller.scene, window.view, controller.match.state.legal_actions(0)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_keys_open_walk_and_play_the_list_in_every_game(qtbot, game_window, game_id):
    controller, scene, view, legal = _start(qtbot, game_window, game_id)
    entries = scene.move_list_entries()
    assert [action for _, action in entries] == legal
    dock_rows = game_window.move_dock.moves.moves()
    assert dock_rows == entries, "the table's list and the dock's list say the same, in the same order"
    for key in OPEN_KEYS:  # each shared key opens the list and closes it again
        qtbot.keyClick(view, key)
        assert scene.move_list_open(), key
        qtbot.keyClick(view, key)
        assert not scene.move_list_open(), key
    qtbot.keyClick(view, Qt.Key.Key_F2)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.move_list_open()
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert scene.move_list_open() and scene.move_list_index() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert scene.move_list_index() == len(legal) - 1
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert scene.move_list_index() == 0
    qtbot.keyClick(view, Qt.Key.Key_Up)  # a single step goes round the end
    assert scene.move_list_index() == len(legal) - 1
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    chosen_index = 1 % len(legal)
    assert scene.move_list_index() == chosen_index
    chosen = legal[chosen_index]
    before = len(controller.match.steps)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not scene.move_list_open()
    step = controller.match.steps[before]
    assert (step.player, step.action) == (0, chosen), "the engine applied the chosen line's move"


@pytest.mark.parametrize("game_id", GAMES)
def test_page_keys_stop_at_the_ends_and_a_click_plays_a_line(qtbot, game_window, game_id):
    controller, scene, view, legal = _start(qtbot, game_window, game_id)
    scene.open_move_list()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    page = scene._move_list.visible_rows()
    assert scene.move_list_index() == min(len(legal) - 1, page)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert scene.move_list_index() == 0
    item = scene._move_list
    last = len(legal) - 1 if len(legal) <= page else page - 1
    line = item.rect().top() + 34 + 24 * last + 12  # the middle of the last line shown (TITLE_H, ROW_H)
    assert item.row_at(line) == last
    before = len(controller.match.steps)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.mapToScene(item.rect().center().x(), line)))
    step = controller.match.steps[before]
    assert (step.player, step.action) == (0, legal[last])
