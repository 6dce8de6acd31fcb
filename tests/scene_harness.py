"""A game scene on a view, driven the way the main window drives it (shared by the scene tests).

The scene is fed real observations and legal actions of a real game; every action it emits is checked
against the legal list and applied, so the scene is redrawn synchronously after each one. Drags go
through the view's viewport to the item mouse handlers (QDrag does not work offscreen).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable  # noqa: E402
from typing import Any  # noqa: E402

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QFrame, QGraphicsView  # noqa: E402

from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.game import GameDefinition, GameState  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import picture_cache  # noqa: E402

W, H = 1280, 800
NAMES = ("Anna", "Bruno", "Chiara", "Dario", "Elena")


class SceneTable:
    """Subclasses name the game and its scene class. With ``follow_mover`` the table is a hot-seat
    screen: it always shows the view of the seat to move instead of one fixed viewer."""

    game: GameDefinition
    scene_class: type
    follow_mover = False
    # Fit the whole scene into the view (False: scene coordinates are view pixels, 1:1).
    fit_view = True

    def __init__(self, qtbot, players: int, seed: int = 3, viewer: int = 0) -> None:
        self.qtbot = qtbot
        self._viewer = viewer
        self.state: GameState = self.game.new_game(players, self.game.normalize_options(players, {}), seed)
        self.seats = [Seat(name, colour=i) for i, name in enumerate(NAMES[:players])]
        self.scene = self.scene_class(self.seats)
        self.scene.set_animation_speed(0)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.resize(W, H)
        self.scene.resize_to(W, H)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)
        if self.fit_view:
            self.view.fitInView(self.scene.sceneRect())
        else:
            self.view.setSceneRect(QRectF(0, 0, W, H))
        self.emitted: list = []
        self.apply = True
        self.recent: list[tuple[int, Event]] = []
        self.rng = Rng(11)
        self.scene.action_chosen.connect(self._chosen)
        self.show()

    @property
    def viewer(self) -> int:
        if self.follow_mover:
            movers = self.state.to_move()
            return movers[0] if movers else 0
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self._viewer = seat

    def legal(self) -> list:
        return self.state.legal_actions(self.viewer)

    def _chosen(self, action) -> None:
        viewer = self.viewer
        assert action in self.state.legal_actions(viewer), f"the scene emitted an illegal action {action}"
        self.emitted.append(action)
        if self.apply:
            events = self.state.apply_action(viewer, action)
            self.recent = [(viewer, e) for e in events if e.visible_for(viewer)]
            self.show()

    def resize(self, size: tuple[int, int]) -> None:
        """The view and the scene at ``size`` (with ``fit_view`` False: a window's table of that size)."""
        self.view.resize(*size)
        self.scene.resize_to(*size)

    def show(self) -> None:
        s, v = self.state, self.viewer
        legal = s.legal_actions(v) if v in s.to_move() else []
        self.scene.show_observation(s.observation(v), v, legal, self.recent)

    def play_heuristic(self, player: int) -> None:
        s = self.state
        s.apply_action(player, self.game.heuristic_action(s, player, self.rng))

    def advance_to(self, test: Callable[[Any], bool], limit: int = 3000) -> None:
        """Play everybody by the rule of thumb until ``test(state)`` holds."""
        s = self.state
        for _ in range(limit):
            if test(s):
                self.recent = []
                self.show()
                return
            movers = s.to_move()
            assert movers, "the game ended before the wanted moment"
            self.play_heuristic(movers[0])
        raise AssertionError("the wanted moment never came")

    # -- gestures ------------------------------------------------------------------------------------
    def point(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def press_move(self, start: QPointF, end: QPointF) -> None:
        vp = self.view.viewport()
        a, b = self.point(start), self.point(end)
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
        self.qtbot.mouseMove(vp, QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2))
        self.qtbot.mouseMove(vp, b)

    def release(self, end: QPointF) -> None:
        self.qtbot.mouseRelease(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.point(end))

    def drag(self, start: QPointF, end: QPointF) -> None:
        self.press_move(start, end)
        self.release(end)

    def click(self, where: QPointF) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.point(where))

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.view, key)


def running_glides(items) -> list[int]:
    """The durations (ms) of the glides running now: what STYLE's 150-300 ms asks of the animation
    itself, checked without timing it on a busy machine."""
    return [anim.duration() for item in items for anim in item._anims.values()
            if anim.state() == anim.State.Running]


def paint_item(item) -> None:
    """Paint ``item`` once, now (not copied from an earlier picture), into a scratch image: a test that
    records what its painting functions are asked to draw."""
    picture_cache.clear()
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        item.paint(painter, None)
    finally:
        painter.end()
