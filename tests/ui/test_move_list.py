# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The list of moves: every game's legal moves in words, in a real Qt list, played with Enter.

STYLE.md (Information first): the detail is reachable by keyboard; ENGINEERING.md (The scene):
keyboard play. The list reads the game's own descriptions (GameScene.describe_action).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.copernico.actions import Draft, Place, Reformulate  # noqa: E402
from desktop_app.ui.move_dock import SHORTCUT, MoveDock  # noqa: E402
from desktop_app.ui.move_list import ACTION_ROLE  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _rows(dock: MoveDock) -> list[tuple[str, object, str]]:
    moves = dock.moves
    return [(moves.item(i).text(), moves.item(i).data(ACTION_ROLE),
             moves.item(i).data(Qt.ItemDataRole.AccessibleTextRole)) for i in range(moves.count())]


def _start(window, game: str, seed: int = 3):
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "random", 1))
    assert window.start_config(NewGameConfig(game, seats, {}, seed, False))
    return window.controller


def test_the_list_shows_every_legal_move_in_words(qtbot, game_window):
    dock = game_window.findChild(MoveDock)
    assert dock is game_window.move_dock and dock.focus_action.shortcut() == QKeySequence(SHORTCUT)
    for game in ("copernico", "copycat", "councils"):
        controller = _start(game_window, game)
        qtbot.waitUntil(controller.viewer_to_act, timeout=5000)
        rows = _rows(dock)
        legal = controller.match.state.legal_actions(0)
        assert [action for _, action, _ in rows] == legal
        scene = controller.scene
        assert [text for text, _, _ in rows] == [scene.describe_action(a) for a in legal]
        assert all(text and text != action.kind for text, action, _ in rows), "words, not codes"
        assert all(spoken == text for text, _, spoken in rows), "screen readers read each line"
        assert dock.moves.accessibleName()


def test_enter_plays_the_selected_move_and_the_list_follows_the_game(qtbot, game_window):
    controller = _start(game_window, "copernico")
    qtbot.waitUntil(controller.viewer_to_act, timeout=5000)
    dock = game_window.move_dock
    dock.focus_action.trigger()
    assert dock.isVisible() and dock.moves.count() > 1
    qtbot.keyClick(dock.moves, Qt.Key.Key_End)
    chosen = dock.moves.selected_action()
    assert isinstance(chosen, Draft) and chosen == controller.match.state.legal_actions(0)[-1]
    before = len(controller.match.actions())
    qtbot.keyClick(dock.moves, Qt.Key.Key_Return)
    assert controller.match.actions()[before] == (0, chosen), "Enter played the selected move"
    qtbot.waitUntil(lambda: controller.viewer_to_act() or controller.match.is_over(), timeout=5000)
    rows = _rows(dock)
    assert [action for _, action, _ in rows] == controller.match.state.legal_actions(0)
    assert not any(isinstance(action, Draft) for _, action, _ in rows), "refreshed after the move"
    placing = [(text, a) for text, a, _ in rows if isinstance(a, (Place, Reformulate))]
    assert placing, "the act phase offers placements"
    for text, action in placing:
        assert action.card in text and str(action.position) in text


def test_the_list_is_empty_while_nobody_at_the_screen_may_act(qtbot, game_window):
    controller = _start(game_window, "councils")
    qtbot.waitUntil(controller.viewer_to_act, timeout=5000)
    controller.clear()
    game_window.move_dock.moves.refresh()
    moves = game_window.move_dock.moves
    assert moves.count() == 1 and moves.selected_action() is None
    assert not moves.play_selected()


def test_the_move_list_goes_with_the_table_not_onto_the_home_or_hand_over_screen(qtbot, game_window):
    """Seen at 2x in the sweep for issue 15 (and at 1x): the Moves dock is a tab of the log's, and when the
    home screen hid the log and the history it stayed, alone, beside the home screen and the hand-over."""
    from PySide6.QtWidgets import QTabBar

    def front_tab() -> str:
        [bar] = [b for b in win.findChildren(QTabBar) if b.isVisible()]
        return bar.tabText(bar.currentIndex())

    win = game_window
    qtbot.wait(10)
    dock = win.move_dock
    assert win.on_home() and not dock.isVisible() and not win.log_dock.isVisible()
    controller = _start(win, "copernico")
    qtbot.waitUntil(controller.viewer_to_act, timeout=5000)
    assert dock.isVisible() and win.log_dock.isVisible()
    assert front_tab() == dock.windowTitle()  # in front, as when it never left the screen
    win.show_home()
    assert not dock.isVisible() and not win.log_dock.isVisible()
    win.log_dock.raise_()  # no effect while hidden; the person's choice is made on the table:
    win._show_table()
    win.log_dock.raise_()
    assert front_tab() == win.log_dock.windowTitle()
    win.show_home()
    win._show_table()
    assert front_tab() == win.log_dock.windowTitle()  # the tab the person had in front comes back
    dock.close()  # closed by the person: it stays closed after the home screen and back
    win.show_home()
    win._show_table()
    assert not dock.isVisible() and win.log_dock.isVisible()
    dock.show()
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "human", None, 1))  # two people: a hand-over
    assert win.start_config(NewGameConfig("copernico", seats, {}, 3, False))
    win._show_handover(1)
    assert win.on_handover() and not dock.isVisible() and not win.log_dock.isVisible()
