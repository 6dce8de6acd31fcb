# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Copycat and Councils & Contracts in the real main window: a move made with the mouse on the board,
the computer's reply, then Edit ▸ Undo and Redo through the session."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.copycat.actions import Place  # noqa: E402
from desktop_app.games.councils.actions import PlaceEmployees  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

AGAINST_RANDOM = (Seat("Ada"), Seat("Cal", "ai", "random", 1))


def _wait_for_person(qtbot, controller) -> None:
    qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=10000)


def _drag(qtbot, window, start: QPointF, end: QPointF) -> None:
    view = window.view
    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def _undo_then_redo(qtbot, window, before: dict) -> None:
    """Undo goes back to the person's decision (the computer's reply is taken back too); redo
    replays the person's move and the computer answers again."""
    controller = window.controller
    undo, redo = window.undo_bridge.undo_action, window.undo_bridge.redo_action
    steps = len(controller.match.steps)
    assert undo.isEnabled()
    undo.trigger()
    _wait_for_person(qtbot, controller)
    assert controller.match.state.observation(0) == before
    assert redo.isEnabled() and len(controller.match.steps) < steps
    redo.trigger()
    _wait_for_person(qtbot, controller)
    assert controller.match.state.observation(0) != before


def test_copycat_worker_dragged_in_the_window_then_undone(qtbot, game_window):
    """Copycat phase 2 (no new information comes out of placing a worker, so undo may take it back)."""
    window = game_window
    assert window.start_config(NewGameConfig("copycat", AGAINST_RANDOM, {}, 4))
    controller = window.controller
    rng = Rng(3)
    for _ in range(200):  # bid and play on by the rule of thumb until Ada may place a worker
        _wait_for_person(qtbot, controller)
        legal = controller.last_legal
        if any(isinstance(a, Place) for a in legal) and not controller.match.state.pending:
            break
        game, state = controller.match.game, controller.match.state
        window.view.game_scene().action_chosen.emit(game.heuristic_action(state, controller.viewer, rng))
    else:
        raise AssertionError("Ada never came to place a worker")
    before = controller.match.state.observation(0)
    scene = window.view.game_scene()
    target = [a for a in controller.last_legal if isinstance(a, Place)][-1].office
    worker = scene._workers[sorted(k for k in scene._workers if k.startswith("pool:0:"))[0]]
    office = scene._offices[target].scene_rect()
    _drag(qtbot, window, worker.mapRectToScene(worker.figure_rect()).center(),
          QPointF(office.left() + office.width() * 0.4, office.top() + office.height() * 0.3))
    assert any(step.action == Place(target) and step.player == 0 for step in controller.match.steps)
    _undo_then_redo(qtbot, window, before)


def test_councils_employees_dragged_in_the_window_then_undone(qtbot, game_window):
    """Councils & Contracts: 2 employees into one council by mouse (CC-3), then undo and redo."""
    window = game_window
    assert window.start_config(NewGameConfig("councils", AGAINST_RANDOM, {}, 4))
    controller = window.controller
    _wait_for_person(qtbot, controller)
    before = controller.match.state.observation(0)
    scene = window.view.game_scene()
    council = scene._councils["FIN"].scene_rect().center()
    for _ in range(2):
        meeple = min((m for m in scene._meeples.values() if m.seat == 0 and m.location == ("avail",)),
                     key=lambda m: m.pos().x())
        _drag(qtbot, window, meeple.mapToScene(meeple.figure_rect().center()), council)
    assert any(step.action == PlaceEmployees(("FIN", "FIN")) for step in controller.match.steps)
    _wait_for_person(qtbot, controller)
    _undo_then_redo(qtbot, window, before)


def test_help_menu_shows_an_ampersand_in_a_game_title(game_window):
    """Issue 15: the Help menu reads "Councils & Contracts", not an accelerator mark in its place."""
    texts = {game.id: action.text() for action, game in game_window.help_game_actions}
    assert "Councils && Contracts" in texts["councils"]  # "&&" is how a menu shows one "&"
    assert texts["copycat"].count("&") == 0
    lessons = {gid: action.text() for action, gid in game_window.lesson_actions}  # Learn to Play …
    assert "Councils && Contracts" in lessons["councils"] and lessons["copycat"].count("&") == 0
