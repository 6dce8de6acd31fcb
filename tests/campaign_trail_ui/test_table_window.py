# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Campaign Trail in the real main window: a person against the Easy computer, every one of the
person's decisions made by a click or drag on the table (through a debate, or with --ct-whole-game to
the end of Election Day, CT-70), and undo."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.campaign_trail.actions import DebateCard, PickIssue  # noqa: E402
from desktop_app.ui import scene_registry  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401

from .table_fixture import gesture_point  # noqa: E402

AGAINST_EASY = (Seat("Ada"), Seat("Cal", "ai", "easy", 1))


def _wait_for_person(qtbot, controller) -> None:
    qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=20000)


def _click(qtbot, window, where: QPointF) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(where))


def _drag(qtbot, window, start: QPointF, end: QPointF) -> None:
    vp = window.view.viewport()
    a, b = window.view.mapFromScene(start), window.view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def test_campaign_trail_is_offered_and_played_by_mouse(qtbot, game_window, request):
    """Through the first debate by default (the harness plays whole games faster); with
    ``--ct-whole-game`` on to the end of Election Day."""
    whole = request.config.getoption("--ct-whole-game", default=False)
    assert "campaign-trail" in [g.id for g in scene_registry.playable_games()]
    window = game_window
    assert window.start_config(NewGameConfig("campaign-trail", AGAINST_EASY, {}, 5))
    controller = window.controller
    rng = Rng(9)
    phases = set()
    for _ in range(600):
        _wait_for_person(qtbot, controller)
        qtbot.wait(1)  # the window settles its docks (the table may be laid out again) before we aim
        match = controller.match
        seen = match.state.observation(0)
        phases.add(seen["phase"])
        if match.is_over() or (not whole and "debate" in phases and seen["phase"] == "play"):
            break
        scene = window.view.game_scene()
        action = match.game.heuristic_action(match.state, controller.viewer, rng)
        steps = len(match.steps)
        where = None
        if isinstance(action, DebateCard):
            card = scene.hand[action.card]
            row = scene.debate_board.row_rects()[action.topic]
            end = scene.debate_board.mapToScene(row.center())
            _drag(qtbot, window, card.mapToScene(QPointF(14, 12)), end)
        else:
            where = gesture_point(scene, action)
            assert where is not None, action
            _click(qtbot, window, where)
        assert len(match.steps) > steps and match.steps[steps].action == action, (action, scene._mode, where)
    assert {"setup", "play", "debate"} <= phases
    if whole:
        assert controller.match.is_over()
        assert "won" in window.view.game_scene().prompt()


def test_an_issue_picked_on_the_table_is_taken_back_by_undo(qtbot, game_window):
    """Undo in the window: an advertise issue picked by a click (nothing revealed, CT-99) is taken back,
    and the table shows the choice open again; redo picks it again."""
    window = game_window
    assert window.start_config(NewGameConfig("campaign-trail", AGAINST_EASY, {}, 5))
    controller = window.controller
    rng = Rng(9)
    for _ in range(600):
        _wait_for_person(qtbot, controller)
        match = controller.match
        assert not match.is_over(), "Ada never advertised"
        issues = [a for a in controller.last_legal if isinstance(a, PickIssue)]
        if issues and match.state.pending[-1].kind.value[0] == "adv_issues":
            break
        window.view.game_scene().action_chosen.emit(match.game.heuristic_action(match.state, 0, rng))
    qtbot.wait(1)
    scene = window.view.game_scene()
    before = controller.match.state.observation(0)
    pick = issues[0]
    _click(qtbot, window, gesture_point(scene, pick))
    assert controller.match.steps[-1].action == pick
    assert pick.issue in controller.match.state.observation(0)["action"]["issues"]
    undo, redo = window.undo_bridge.undo_action, window.undo_bridge.redo_action
    assert undo.isEnabled()
    undo.trigger()
    _wait_for_person(qtbot, controller)
    assert controller.match.state.observation(0) == before
    assert any(a == pick for a in window.view.game_scene()._button_actions)
    redo.trigger()
    _wait_for_person(qtbot, controller)
    assert pick.issue in controller.match.state.observation(0)["action"]["issues"]
