# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Campaign Trail in the real main window: a person against the Easy computer, every one of the
person's decisions made by a click on the table, played to Election Day and the end (CT-70)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.campaign_trail.actions import DebateCard  # noqa: E402
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


def test_campaign_trail_is_offered_and_played_to_the_end_by_mouse(qtbot, game_window):
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
        phases.add(match.state.observation(0)["phase"])
        if match.is_over():
            break
        scene = window.view.game_scene()
        action = match.game.heuristic_action(match.state, controller.viewer, rng)
        steps = len(match.steps)
        where = None
        if isinstance(action, DebateCard):
            card = scene.hand[action.card]
            row = scene.debate_board.row_rects()[action.topic]
            _drag(qtbot, window, card.mapToScene(QPointF(14, 12)), scene.debate_board.mapToScene(row.center()))
        else:
            where = gesture_point(scene, action)
            assert where is not None, action
            _click(qtbot, window, where)
        assert len(match.steps) > steps and match.steps[steps].action == action, (action, scene._mode, where)
    assert controller.match.is_over()
    assert {"play", "debate", "over"} <= phases
    assert "won" in window.view.game_scene().prompt() or "over" in window.view.game_scene().prompt()
