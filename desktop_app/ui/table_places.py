"""The look of an empty place on the felt, shared by every table: a card slot, a drop zone, an empty pile,
a window on a board. A dashed rounded outline over a faint fill says "something goes here" without
competing with the pieces that stand on it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


def paint_empty_place(p: QPainter, rect: QRectF, radius: float, edge: QColor, width: float,
                      fill: QColor) -> None:
    """A dashed outline ``width`` wide in ``edge`` round ``rect`` (corners of ``radius``) over ``fill``."""
    p.save()
    pen = QPen(edge, width)
    pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(fill)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()
