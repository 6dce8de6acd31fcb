"""The pieces on the map: a pawn per candidate in party colour (draggable when the candidate travels),
a home-state star per candidate, and the supply of voters a campaign action places one at a time."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....ui.table_items import MovableObject, hints, paint_glow, paint_shadow, paint_text, star_path
from . import scene_patterns as patterns

PAWN_W = 22.0
PAWN_H = 30.0
STAR_R = 9.0  # a home star's outer radius
STAR_W = 2 * STAR_R


def pawn_path(w: float, h: float) -> QPainterPath:
    """A pawn: a round head over a flared body, standing on its base."""
    path = QPainterPath()
    head = w * 0.36
    path.addEllipse(QPointF(w / 2, head), head, head)
    body = QPainterPath()
    body.moveTo(w * 0.5, head * 1.4)
    body.cubicTo(w * 0.15, h * 0.55, w * 0.05, h * 0.85, 0, h)
    body.lineTo(w, h)
    body.cubicTo(w * 0.95, h * 0.85, w * 0.85, h * 0.55, w * 0.5, head * 1.4)
    return path.united(body)


class PawnItem(MovableObject):
    """A candidate's pawn; its position is the bottom centre (it stands on the state's point)."""

    def __init__(self, seat: int, party: str, label: str) -> None:
        super().__init__()
        self.seat = seat
        self.party = party
        self.label = label
        self.live = False  # the viewer may drag it now
        self.setZValue(60)
        self.base_z = 60

    def boundingRect(self) -> QRectF:
        return QRectF(-PAWN_W / 2 - 9, -PAWN_H - 9, PAWN_W + 20, PAWN_H + 20)

    def shape(self) -> QPainterPath:
        return pawn_path(PAWN_W, PAWN_H).translated(-PAWN_W / 2, -PAWN_H)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        path = pawn_path(PAWN_W, PAWN_H).translated(-PAWN_W / 2, -PAWN_H)
        lift = 5.0 if self.dragging else (1.5 if self.hovered and self.live else 0.0)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawPath(path.translated(2 + lift, 2 + lift))
        p.setBrush(patterns.fill_colour(self.party))
        p.setPen(QPen(QColor("#111111"), 1.4))
        p.drawPath(path)
        p.setBrush(patterns.pattern_brush(self.party))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(path)
        p.restore()
        paint_text(p, QRectF(-PAWN_W / 2 - 2, -PAWN_H * 0.45, PAWN_W + 4, PAWN_H * 0.45), self.label, 11,
                   patterns.ink_colour(self.party), bold=True)
        if self.live:
            ring = QRectF(-PAWN_W / 2 - 2, -PAWN_H - 2, PAWN_W + 4, PAWN_H + 4)
            paint_glow(p, ring, 8, strong=self.dragging)


class HomeMarker(MovableObject):
    """A star in party colour on a candidate's home state."""

    def __init__(self, party: str) -> None:
        super().__init__()
        self.party = party
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(55)

    def boundingRect(self) -> QRectF:
        return QRectF(-11, -11, 22, 22)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        p.save()
        p.setBrush(patterns.fill_colour(self.party))
        p.setPen(QPen(QColor("#FFFFFF"), 1.5))
        p.drawPath(star_path(QPointF(0, 0), STAR_R, 4))
        p.restore()


class VoterToken(MovableObject):
    """One of the party's voters waiting to be placed by a campaign action: drag it onto a state."""

    SIZE = 26.0

    def __init__(self, party: str) -> None:
        super().__init__()
        self.party = party
        self.count = 0
        self.draggable = True
        self.clickable = False
        self.setZValue(70)
        self.base_z = 70

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.SIZE + 30, self.SIZE + 16)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        r = QRectF(0, 0, self.SIZE, self.SIZE)
        paint_shadow(p, r, 5, 5.0 if self.dragging else 0.0)
        patterns.paint_swatch(p, r, self.party, 5)
        if not self.dragging:
            paint_glow(p, r, 5)
            paint_text(p, QRectF(r.right() + 2, 0, 28, self.SIZE), f"×{self.count}", 13, QColor("#FFFFFF"),
                       bold=True)
