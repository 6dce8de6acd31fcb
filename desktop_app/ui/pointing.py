"""Pointing at the table for a given move: which piece to take and where it goes (the guided first game).

A scene answers :meth:`GameScene.lesson_marks` with (piece, place) rectangles in scene coordinates, read from
the items it already keeps for its legal targets; a place of None means "click the piece". The one thing
every table does alike, a button or box whose click sends a given action, is found here once.
:class:`LessonPointer` draws the marks: a glow round the piece, a ring round the place and an arrow
between them, above the table and never in the way of the mouse.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.actions import Action

Mark = tuple[QRectF, "QRectF | None"]  # (the piece to take or click, the place to drop it or None)

POINTER_Z = 1900.0  # above every piece, below the refusal note (2000)
HEAD = 20.0  # the arrow's head, from its tip
RING_REACH = 10.0  # a ring's stroke reaches this far outside its rectangle (6 out, and half its 8 px edge)
GOLD = QColor("#ffd34d")
EDGE = QColor(20, 20, 20, 200)


def clickable_rect(scene: QGraphicsScene, action: Action) -> QRectF | None:
    """The visible clickable box (button, choice, office) whose click sends exactly ``action``, if any: the
    tables bind such clicks as ``partial(send, action)``."""
    for item in scene.items():
        click = getattr(item, "on_click", None)
        if isinstance(click, partial) and click.args == (action,) and not click.keywords and item.isVisible():
            rect = getattr(item, "scene_rect", None)
            return rect() if callable(rect) else item.sceneBoundingRect()
    return None


def click_marks(scene: QGraphicsScene, action: Action) -> list[Mark]:
    rect = clickable_rect(scene, action)
    return [(rect, None)] if rect is not None else []


def card_rect(item: Any) -> QRectF | None:
    """A piece's rectangle on the table (a card's face without its shadow margin when it has one)."""
    if item is None or not item.isVisible():
        return None
    face = getattr(item, "scene_card_rect", None) or getattr(item, "scene_rect", None)
    return face() if callable(face) else item.sceneBoundingRect()


def pair(piece: QRectF | None, place: QRectF | None) -> list[Mark]:
    """One mark, or none when the piece is not on the table."""
    return [(piece, place)] if piece is not None else []


class LessonPointer(QGraphicsObject):
    """The marks of the current lesson step, drawn over the whole table."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(POINTER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
        self.marks: list[Mark] = []
        self._bounds = QRectF()

    def set_marks(self, marks: list[Mark]) -> None:
        if _same(marks, self.marks):
            return
        self.prepareGeometryChange()
        self.marks = list(marks)
        bounds = QRectF()
        for piece, place in marks:
            bounds = bounds.united(piece)
            if place is not None:
                bounds = bounds.united(place)
        self._bounds = bounds.adjusted(-40, -40, 40, 40)
        self.update()
        scene = self.scene()
        make_way = getattr(scene, "banner_make_way", None)  # a round's banner never covers a mark
        if callable(make_way):
            make_way()

    def keep_clear_of_banner(self) -> list[QRectF]:
        """What the round's banner (ui/announcements.py) must not cover: each ring, with the piece or
        place inside it, and the arrow's head."""
        out = []
        for piece, place in self.marks:
            out.append(piece.adjusted(-RING_REACH, -RING_REACH, RING_REACH, RING_REACH))
            if place is not None:
                out.append(place.adjusted(-RING_REACH, -RING_REACH, RING_REACH, RING_REACH))
                tip = _edge_point(place, piece.center())
                out.append(QRectF(tip.x() - HEAD, tip.y() - HEAD, 2 * HEAD, 2 * HEAD))
        return out

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for piece, place in self.marks:
            _ring(p, piece, solid=True)
            if place is not None:
                _ring(p, place, solid=False)
                _arrow(p, piece, place)


def _same(a: list[Mark], b: list[Mark]) -> bool:
    return len(a) == len(b) and all(x[0] == y[0] and x[1] == y[1] for x, y in zip(a, b, strict=True))


def _ring(p: QPainter, rect: QRectF, solid: bool) -> None:
    box = rect.adjusted(-6, -6, 6, 6)
    path = QPainterPath()
    path.addRoundedRect(box, 10, 10)
    # A dark edge under the gold line keeps the mark visible on light cards and on the felt alike.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(EDGE, 8 if solid else 6))
    p.drawPath(path)
    pen = QPen(GOLD, 5 if solid else 3.5)
    if not solid:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawPath(path)


def _edge_point(rect: QRectF, towards: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre towards ``towards`` leaves the (slightly grown) rectangle."""
    box = rect.adjusted(-10, -10, 10, 10)
    c = box.center()
    dx, dy = towards.x() - c.x(), towards.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    scale = min(box.width() / 2 / abs(dx) if dx else math.inf, box.height() / 2 / abs(dy) if dy else math.inf)
    return QPointF(c.x() + dx * scale, c.y() + dy * scale)


def _arrow(p: QPainter, piece: QRectF, place: QRectF) -> None:
    start = _edge_point(piece, place.center())
    end = _edge_point(place, piece.center())
    line = QLineF(start, end)
    if line.length() < 12:
        return
    # A gentle curve reads as "carry it there" and keeps clear of what lies on the straight line.
    # (by components and * 0.5: PySide6's stubs lack QPointF / number; the arithmetic is Qt's own)
    length, bow = line.length(), min(60.0, line.length() * 0.18)
    normal = QPointF(-line.dy() / length * bow, line.dx() / length * bow)
    if normal.y() > 0:  # bow upwards, away from the hand at the bottom of every table
        normal = -normal
    control = (start + end) * 0.5 + normal
    path = QPainterPath(start)
    path.quadTo(control, end)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(EDGE, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(path)
    p.setPen(QPen(GOLD, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(path)
    tangent = QLineF(control, end)
    angle = math.atan2(tangent.dy(), tangent.dx())
    size = HEAD
    head = QPolygonF([
        end,
        QPointF(end.x() - size * math.cos(angle - 0.45), end.y() - size * math.sin(angle - 0.45)),
        QPointF(end.x() - size * math.cos(angle + 0.45), end.y() - size * math.sin(angle + 0.45)),
    ])
    p.setPen(QPen(EDGE, 2.5))
    p.setBrush(GOLD)
    p.drawPolygon(head)
