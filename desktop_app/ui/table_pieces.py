"""Pieces that move: an item that glides between places and is dragged with its own mouse handlers,
and the sized and card-shaped pieces built on it.

Dragging is done in the item's mouse handlers (no QDrag), so it also works on the offscreen platform
used by the tests. Items never decide anything: they report presses, drags and clicks to their
scene through the callbacks GameScene declares (:class:`PieceHost`)."""

from __future__ import annotations

from typing import Any, Protocol, cast

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from .table_look import CachedLook, report_hover


class PieceHost(Protocol):
    """What a movable piece asks of its scene (ui/scene_base.GameScene provides it)."""

    def item_refused(self, item: Any) -> None: ...
    def drag_started(self, item: Any) -> None: ...
    def drag_moved(self, item: Any, scene_pos: QPointF) -> None: ...
    def drag_finished(self, item: Any, scene_pos: QPointF) -> None: ...
    def item_clicked(self, item: Any) -> None: ...


class MovableObject(CachedLook, QGraphicsObject):
    """An item that glides between places (150-300 ms, scaled by the scene) and can be dragged.

    ``scale_to`` animates the item's scale too, so a card can shrink as it moves into a smaller pile.
    """

    SIZE_SNAP = 0.05  # a size change smaller than this jumps instead of animating

    def __init__(self) -> None:
        super().__init__()
        self.draggable = False
        self.clickable = False
        self.explain_press = False  # pressed while it cannot move: the scene's item_refused says why
        self.dragging = False
        self.hovered = False
        self.base_z = 0.0
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._anims: dict[bytes, QPropertyAnimation] = {}
        # Where a PieceSync (ui/piles.py) last sent it, (x, y, size, z), while nothing moved it otherwise:
        # a sync that sends it there again sets nothing. Any other move_to, a drag or ``unsettle`` clears it.
        self._rest: tuple[float, float, float, float] | None = None
        self.setAcceptHoverEvents(True)
        self._cache_look()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # -- motion -------------------------------------------------------------
    def _get_size(self) -> float:
        return self.size_value()

    def _set_size(self, value: float) -> None:
        self.set_size_value(value)

    def size_value(self) -> float:
        return 1.0

    def set_size_value(self, value: float) -> None:
        pass

    itemSize = Property(float, _get_size, _set_size)

    def unsettle(self) -> None:
        """The piece was put somewhere by hand (``setPos``): the next sync places it again."""
        self._rest = None

    def stop_motion(self) -> None:
        for prop in list(self._anims):
            self._drop_anim(prop)

    def _drop_anim(self, prop: bytes) -> None:
        """Stop and delete the animation of ``prop``: made a child of the piece, an animation merely
        forgotten would stay with it until the piece goes, one more at every glide (issue 13)."""
        anim = self._anims.pop(prop)
        anim.stop()
        anim.deleteLater()

    def move_to(self, pos: QPointF, size: float | None, duration_ms: int) -> None:
        """Glide to ``pos`` (and ``size``); 0 ms jumps there. A dragged item stays under the pointer."""
        self._rest = None
        if self.dragging:
            return
        # Scenes send every piece its place at every move, and most are there already: that case asks Qt
        # for the position once and sets nothing (issue 13).
        self._glide(b"pos", QPointF(pos), duration_ms)
        if size is not None:
            self._glide(b"itemSize", float(size), duration_ms)

    def _glide(self, prop: bytes, target: Any, duration_ms: int) -> None:
        is_pos = prop == b"pos"
        current = self.pos() if is_pos else self.size_value()
        running = self._anims.get(prop)
        if running is not None:
            if running.state() == QPropertyAnimation.State.Running and running.endValue() == target:
                return
            self._drop_anim(prop)
        if is_pos:
            same = (current - target).manhattanLength() < 0.5
        else:
            same = abs(current - target) < self.SIZE_SNAP
        if duration_ms <= 0 or same:
            if not is_pos:
                self.set_size_value(target)
            elif current != target:  # Qt would compare them too, after a call and a copy
                self.setPos(target)
            return
        anim = QPropertyAnimation(self, prop, self)
        anim.setDuration(duration_ms)
        anim.setStartValue(current)
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anims[prop] = anim
        anim.start()

    def is_moving(self) -> bool:
        return any(a.state() == QPropertyAnimation.State.Running for a in self._anims.values())

    def target_pos(self) -> QPointF:
        anim = self._anims.get(b"pos")
        if anim is not None and anim.state() == QPropertyAnimation.State.Running:
            return anim.endValue()
        return self.pos()

    # -- the mouse ---------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        if not self.dragging:
            self.setZValue(self.base_z + 100)  # a hovered card in a fanned row comes out whole
        self.update()
        report_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        if not self.dragging:
            self.setZValue(self.base_z)
        self.update()
        report_hover(self, False)

    def _host(self) -> PieceHost:
        return cast(PieceHost, self.scene())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.explain_press and not (
                self.draggable or self.clickable):
            event.accept()  # a piece that cannot move now: the scene says why (ui/refusal_note.py)
            self._host().item_refused(self)
            return
        if event.button() != Qt.MouseButton.LeftButton or not (self.draggable or self.clickable):
            event.ignore()
            return
        event.accept()
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        scene = self._host()
        if not self.dragging:
            # The platform's drag distance, measured on screen so zooming does not change it.
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self.stop_motion()
            self._rest = None
            self.dragging = True
            self.setZValue(900)
            self.update()
            scene.drag_started(self)
        self.setPos(event.scenePos() - self._grab)
        scene.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, dragging = self._press, self.dragging
        self._press = None
        scene = self._host()
        if dragging:
            self.dragging = False
            self.update()
            scene.drag_finished(self, event.scenePos())
        elif press is not None and self.clickable:
            scene.item_clicked(self)


class SizedPiece(MovableObject):
    """A MovableObject whose animated size (``itemSize``) is its height in scene units."""

    def __init__(self, height: float) -> None:
        super().__init__()
        self._h = float(height)

    @property
    def height(self) -> float:
        return self._h

    def size_value(self) -> float:
        return self._h

    def set_size_value(self, value: float) -> None:
        if abs(value - self._h) < 0.01:
            return
        self.prepareGeometryChange()
        self._h = float(value)
        self.update()


class CardPiece(SizedPiece):
    """A card that moves: ``RATIO`` (width / height) gives its width; only the card itself takes the mouse."""

    RATIO = 63 / 88

    @property
    def width(self) -> float:
        return self._h * self.RATIO

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self._h)

    def scene_card_rect(self) -> QRectF:
        return self.mapRectToScene(self.card_rect())

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path


class FacedCardPiece(CardPiece):
    """A card shown face up or face down; ``card_id`` is None when the viewer may not know which card."""

    def __init__(self, card_id: str | None, height: float, *, face_up: bool = True) -> None:
        super().__init__(height)
        self.card_id = card_id
        self.face_up = face_up and card_id is not None

    def set_identity(self, card_id: str | None, face_up: bool) -> None:
        face_up = face_up and card_id is not None
        if card_id != self.card_id or face_up != self.face_up:
            self.card_id = card_id
            self.face_up = face_up
            self.identity_changed()
            self.update()

    def identity_changed(self) -> None:
        """Called when the card shown changes, before it is repainted (a game refreshes its tooltip here)."""


class FigurePiece(SizedPiece):
    """A standing figure that moves (a worker, an employee): ``RATIO`` (width / height) gives its width,
    ``MARGIN`` (left, top, right, bottom) the room its lift, pool of light and marks take around it, and
    ``GRAB`` widens the area that takes the mouse beyond the figure itself."""

    RATIO = 0.8
    MARGIN: tuple[float, float, float, float] = (6.0, 6.0, 6.0, 6.0)
    GRAB = 0.0
    _bounds_h = -1.0  # the height ``_bounds`` was made for
    _bounds = QRectF()

    @property
    def width(self) -> float:
        return self._h * self.RATIO

    def figure_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self._h)

    def boundingRect(self) -> QRectF:
        # Asked for by Qt for every figure in a repainted region (see Box.boundingRect): made again only
        # when the height changed. Callers must not change the kept rectangle in place.
        if self._bounds_h != self._h:
            left, top, right, bottom = self.MARGIN
            self._bounds_h = self._h
            self._bounds = self.figure_rect().adjusted(-left, -top, right, bottom)
        return self._bounds

    def shape(self) -> QPainterPath:
        grab = self.GRAB
        path = QPainterPath()
        path.addRect(self.figure_rect().adjusted(-grab, -grab, grab, grab))
        return path
