"""The symbol and hue of each Councils & Contracts influence and building type (book, wheel, coin,
scales, crane gear, star, columns), drawn with QPainter paths, so colour is never the only cue."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....ui import theme
from ....ui.table_items import LEFT, paint_text, star_path
from .card_name import INK

# Hue per influence / building type; text drawn on it is dark unless noted. Chosen apart from each
# other and each paired with a symbol.
TYPE_COLOUR = {
    "EDU": QColor("#4C8BD6"),  # blue, open book
    "TRA": QColor("#D9534F"),  # red, wheel
    "FIN": QColor("#E8B43A"),  # gold, coin
    "LEG": QColor("#8E6CC0"),  # violet, scales
    "DEV": QColor("#5FA36A"),  # green, crane gear
    "SPC": QColor("#C9C2B4"),  # stone, star
    "HALL": QColor("#B9A88A"),  # sandstone, columns
}


def type_colour(key: str) -> QColor:
    return QColor(TYPE_COLOUR.get(key, QColor("#999999")))


# -- symbols --------------------------------------------------------------------------------------
def symbol_path(kind: str, rect: QRectF) -> QPainterPath:
    """The symbol of an influence / building type, filling ``rect`` (a square is best). Made once per
    kind and size and moved into place: the wheel's and the coin's unions and cut-outs are costly, and a
    round change that resizes the city draws one on every card (issue 13)."""
    key = (kind, rect.width(), rect.height())
    path = _SYMBOLS.get(key)
    if path is None:
        if len(_SYMBOLS) >= SYMBOLS_KEPT:  # a session of resizing: start again
            _SYMBOLS.clear()
        path = _SYMBOLS[key] = _symbol_in(kind, QRectF(0, 0, rect.width(), rect.height()))
    return path.translated(rect.x(), rect.y())


SYMBOLS_KEPT = 512
_SYMBOLS: dict[tuple[str, float, float], QPainterPath] = {}


def _symbol_in(kind: str, rect: QRectF) -> QPainterPath:
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    if kind == "EDU":  # an open book
        w, h = r * 0.95, r * 0.7
        left = QPainterPath()
        left.moveTo(c.x(), c.y() - h * 0.75)
        left.quadTo(c.x() - w * 0.5, c.y() - h, c.x() - w, c.y() - h * 0.75)
        left.lineTo(c.x() - w, c.y() + h * 0.85)
        left.quadTo(c.x() - w * 0.5, c.y() + h * 0.6, c.x(), c.y() + h * 0.85)
        left.closeSubpath()
        path.addPath(left)
        right = QPainterPath()
        right.moveTo(c.x(), c.y() - h * 0.75)
        right.quadTo(c.x() + w * 0.5, c.y() - h, c.x() + w, c.y() - h * 0.75)
        right.lineTo(c.x() + w, c.y() + h * 0.85)
        right.quadTo(c.x() + w * 0.5, c.y() + h * 0.6, c.x(), c.y() + h * 0.85)
        right.closeSubpath()
        path.addPath(right)
    elif kind == "TRA":  # a wheel with spokes
        path.addEllipse(c, r * 0.92, r * 0.92)
        inner = QPainterPath()
        inner.addEllipse(c, r * 0.62, r * 0.62)
        path = path.subtracted(inner)
        for k in range(4):
            a = math.radians(45 * k)
            spoke = QPainterPath()
            dx, dy = math.cos(a) * r * 0.7, math.sin(a) * r * 0.7
            t = r * 0.11
            nx, ny = -math.sin(a) * t, math.cos(a) * t
            spoke.moveTo(c.x() - dx + nx, c.y() - dy + ny)
            spoke.lineTo(c.x() + dx + nx, c.y() + dy + ny)
            spoke.lineTo(c.x() + dx - nx, c.y() + dy - ny)
            spoke.lineTo(c.x() - dx - nx, c.y() - dy - ny)
            spoke.closeSubpath()
            path = path.united(spoke)
        path.addEllipse(c, r * 0.2, r * 0.2)
    elif kind == "FIN":  # a coin with a bar
        path.addEllipse(c, r * 0.92, r * 0.92)
        hole = QPainterPath()
        hole.addEllipse(c, r * 0.68, r * 0.68)
        path = path.subtracted(hole)
        path.addRect(QRectF(c.x() - r * 0.14, c.y() - r * 0.5, r * 0.28, r * 1.0))
        path.addRect(QRectF(c.x() - r * 0.38, c.y() - r * 0.3, r * 0.76, r * 0.18))
        path.addRect(QRectF(c.x() - r * 0.38, c.y() + r * 0.12, r * 0.76, r * 0.18))
    elif kind == "LEG":  # scales
        path.addRect(QRectF(c.x() - r * 0.08, c.y() - r * 0.8, r * 0.16, r * 1.5))
        path.addRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.62, r * 1.7, r * 0.14))
        path.addRect(QRectF(c.x() - r * 0.45, c.y() + r * 0.7, r * 0.9, r * 0.16))
        for sx in (-1, 1):
            pan = QPainterPath()
            px = c.x() + sx * r * 0.62
            pan.moveTo(px - r * 0.34, c.y() + r * 0.05)
            pan.lineTo(px + r * 0.34, c.y() + r * 0.05)
            pan.quadTo(px, c.y() + r * 0.5, px - r * 0.34, c.y() + r * 0.05)
            path.addPath(pan)
            path.addRect(QRectF(px - r * 0.04, c.y() - r * 0.5, r * 0.08, r * 0.55))
    elif kind == "DEV":  # a gear
        path = star_path(c, r * 0.95, r * 0.72, points=8)
        hole = QPainterPath()
        hole.addEllipse(c, r * 0.3, r * 0.3)
        path = path.subtracted(hole)
    elif kind == "SPC":  # a star
        path = theme.shape_path("star", rect)
    else:  # City Hall: a pediment on columns
        path.moveTo(c.x() - r * 0.95, c.y() - r * 0.35)
        path.lineTo(c.x(), c.y() - r * 0.95)
        path.lineTo(c.x() + r * 0.95, c.y() - r * 0.35)
        path.closeSubpath()
        for k in range(4):
            x = c.x() - r * 0.72 + k * r * 0.48
            path.addRect(QRectF(x - r * 0.09, c.y() - r * 0.25, r * 0.18, r * 0.9))
        path.addRect(QRectF(c.x() - r * 0.95, c.y() + r * 0.7, r * 1.9, r * 0.2))
    return path


def paint_symbol(p: QPainter, kind: str, rect: QRectF, colour: QColor | None = None,
                 outline: QColor | None = None) -> None:
    p.save()
    p.setPen(QPen(outline, max(0.8, rect.width() / 18)) if outline is not None else Qt.PenStyle.NoPen)
    p.setBrush(colour if colour is not None else INK)
    p.drawPath(symbol_path(kind, rect))
    p.restore()


def paint_type_chip(p: QPainter, kind: str, rect: QRectF, value: str = "") -> None:
    """A round chip in the type's hue with its symbol; ``value`` is written beside it when given."""
    p.save()
    d = min(rect.height(), rect.width() if not value else rect.height())
    chip = QRectF(rect.left(), rect.center().y() - d / 2, d, d)
    p.setPen(QPen(type_colour(kind).darker(170), 1.0))
    p.setBrush(type_colour(kind))
    p.drawEllipse(chip)
    paint_symbol(p, kind, chip.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2), QColor("#FFFFFF"))
    p.restore()
    if value:
        paint_text(p, QRectF(chip.right() + 2, rect.top(), rect.right() - chip.right() - 2, rect.height()),
                   value, max(11.0, d * 0.8), INK, bold=True, align=LEFT)
