"""What every table paints over and under its items: soft shadows, glows, rings, dimming, refusal
marks, card-back plates, badges and stars, and where a row of items stands."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from .table_text import CENTRE, font

GLOW = QColor("#FFE27A")
MARK = QColor("#FF9F1C")
SELECT = QColor("#4ADE80")
FOCUS = QColor("#FFFFFF")
HOVER = QColor("#FFF4D6")  # the outline of a hovered card, which stays where it lies (issue 15)
# The paper and ink of printed card faces (Copernico and Copycat print on the same stock).
PAPER_LIGHT = QColor("#FBF6EA")
PAPER_DARK = QColor("#EDE3CC")
PAPER_INK = QColor("#1E1B16")


def paint_shadow(p: QPainter, rect: QRectF, radius: float, lift: float = 0.0, *, drop: float = 2.0,
                 alphas: tuple[int, int, int] = (26, 42, 58)) -> None:
    """A soft shadow falling down and right (one light at the top left); lifted items cast it further.

    ``drop`` and ``alphas`` (outer to inner layer) let a game with heavier cards cast a deeper shadow.
    The three translucent layers are rasterised once per size and kept as a pixmap: a table repaints
    dozens of shadows, and antialiased translucent rounded rectangles are the slowest thing it draws."""
    offset = drop + lift * 0.8
    outer = 3.0 + lift * 0.5
    ratio = _device_ratio(p)
    pixmap = _shadow_pixmap(round(rect.width() * 4) / 4, round(rect.height() * 4) / 4, radius, outer,
                            alphas, ratio)
    pad = math.ceil(outer) + 1
    p.drawPixmap(QPointF(rect.left() + offset - pad, rect.top() + offset + 1 - pad), pixmap)


def _device_ratio(p: QPainter) -> float:
    device = p.device()
    return device.devicePixelRatioF() if device is not None else 1.0


_SHADOWS: dict[tuple[float, ...], QPixmap] = {}
_SHADOWS_MAX = 256  # distinct card and plate sizes on a table are few; this bounds a resizing session


def _shadow_pixmap(width: float, height: float, radius: float, outer: float, alphas: tuple[int, int, int],
                   ratio: float) -> QPixmap:
    key = (width, height, radius, outer, *alphas, ratio)
    pixmap = _SHADOWS.get(key)
    if pixmap is not None:
        return pixmap
    pad = math.ceil(outer) + 1
    pixmap = QPixmap(math.ceil((width + 2 * pad) * ratio), math.ceil((height + 2 * pad) * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    base = QRectF(pad, pad, width, height)
    for spread, alpha in zip((outer, 1.5, 0.0), alphas, strict=True):
        painter.setBrush(QColor(0, 0, 0, alpha))
        corner = radius + spread
        painter.drawRoundedRect(base.adjusted(-spread, -spread, spread, spread), corner, corner)
    painter.end()
    if len(_SHADOWS) >= _SHADOWS_MAX:
        _SHADOWS.pop(next(iter(_SHADOWS)))
    _SHADOWS[key] = pixmap
    return pixmap


def paint_ring(p: QPainter, rect: QRectF, colour: QColor, width: float, radius: float,
               style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
    p.save()
    pen = QPen(colour, width)
    pen.setStyle(style)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_glow(p: QPainter, rect: QRectF, radius: float, strong: bool = False, *, peak: int = 235,
               fill: int = 70) -> None:
    """The halo of a legal target while something is being dragged (strong: the one under it, its inner
    ring at alpha ``peak`` over a wash of alpha ``fill``)."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    for spread, alpha in ((7, 40), (5, 70), (3, 120), (1.5, peak if strong else 190)):
        p.setPen(QPen(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha), 2.5 if spread > 2 else 2.0))
        p.drawRoundedRect(rect.adjusted(-spread, -spread, spread, spread), radius + spread, radius + spread)
    if strong:
        p.setBrush(QColor(255, 226, 122, fill))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


# While a piece is carried, a target that refuses it is marked by why (engine/refusals.py's ``never``):
NOT_NOW_MARK = QColor("#F3C969")  # amber, dashed: it takes another piece, or this one at a later step
NEVER_MARK = QColor("#E8766B")  # red, crossed: it never takes a piece of this kind
NOT_NOW, NEVER = "not_now", "never"


def paint_refusal_mark(p: QPainter, rect: QRectF, radius: float, mark: str) -> None:
    """The mark of a refused drop target during a drag: a dashed amber ring ("not now") or a red ring
    with a cross in the corner ("never"), so the two are told apart before the drop."""
    if mark == NOT_NOW:
        paint_ring(p, rect.adjusted(-2, -2, 2, 2), NOT_NOW_MARK, 2.2, radius + 2, Qt.PenStyle.DashLine)
    elif mark == NEVER:
        paint_ring(p, rect.adjusted(-1.5, -1.5, 1.5, 1.5), NEVER_MARK, 1.6, radius + 1.5)
        size = max(6.0, min(14.0, min(rect.width(), rect.height()) * 0.22))
        corner = QRectF(rect.right() - size - 5, rect.top() + 5, size, size)
        p.save()
        p.setPen(QPen(NEVER_MARK, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(corner.topLeft(), corner.bottomRight())
        p.drawLine(corner.topRight(), corner.bottomLeft())
        p.restore()


def paint_pool(p: QPainter, rect: QRectF, alpha: int, height_share: float) -> None:
    """The pool of light under a standing piece that may be picked up (a worker, an employee)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha))
    p.drawEllipse(rect.center(), rect.width() * 0.75, rect.height() * height_share)
    p.restore()


def paint_dim(p: QPainter, rect: QRectF, radius: float, alpha: int = 130, *,
              shade: tuple[int, int, int] = (15, 18, 24)) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(*shade, alpha))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_seat_plate(p: QPainter, rect: QRectF, fill: QColor, edge: QColor, width: float) -> None:
    """A player's area on the felt: a translucent plate edged in ``edge`` (their colour, or a bolder edge for
    the player to act), inset a pixel so the edge stays whole."""
    p.save()
    p.setBrush(fill)
    p.setPen(QPen(edge, width))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
    p.restore()


def paint_back_plate(p: QPainter, rect: QRectF, radius: float, light: QColor, dark: QColor,
                     edge: QColor) -> None:
    """The base of a card back: lit from the top left (``light`` fading to ``dark``), with a thin ``edge``."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, light)
    grad.setColorAt(1.0, dark)
    p.save()
    p.setBrush(QBrush(grad))
    p.setPen(QPen(edge, 1.2))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_marks(p: QPainter, rect: QRectF, radius: float, *, dim: bool = False, marked: bool = False,
                glow: bool = False, strong: bool = False, dimmer: Callable[..., None] = paint_dim,
                glower: Callable[..., None] = paint_glow) -> None:
    """The marks every table puts over a card, in this order: dimmed (not usable now), ringed (part of the
    last move), glowing (a legal target; ``strong``: the one under the drag). A game with its own dim or
    glow settings passes its painters."""
    if dim:
        dimmer(p, rect, radius, 120)
    if marked:
        paint_ring(p, rect.adjusted(-2.5, -2.5, 2.5, 2.5), MARK, 3.0, radius + 2.5)
    if glow:
        glower(p, rect, radius, strong=strong)


def badge_rect(centre: QPointF, text: str, px: float, *, whole_pixels: bool = False,
               metrics: QFontMetrics | QFontMetricsF | None = None) -> QRectF:
    """Where paint_badge draws its pill (the coach's numbers keep clear of a card's badges);
    ``metrics``: the painter's own, else the font's."""
    f = font(px, True)
    if metrics is None:
        metrics = QFontMetrics(f) if whole_pixels else QFontMetricsF(f)
    width = metrics.horizontalAdvance(text) + px * 1.1
    height = px * 1.55
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def paint_badge(p: QPainter, centre: QPointF, text: str, px: float, fill: QColor, ink: QColor, *,
                whole_pixels: bool = False) -> QRectF:
    """A pill-shaped label centred on ``centre`` (``whole_pixels``: the text measured in whole pixels)."""
    p.save()
    f = font(px, True)
    p.setFont(f)
    r = badge_rect(centre, text, px, metrics=p.fontMetrics() if whole_pixels else QFontMetricsF(f))
    p.setPen(QPen(fill.darker(160), 1.0))
    p.setBrush(fill)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    p.setPen(ink)
    p.drawText(r, int(CENTRE), text)
    p.restore()
    return r


def star_path(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star (or a gear) of ``points`` tips alternating ``outer`` and ``inner`` radii, first tip up."""
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + i * 180 / points)
        point = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def row_lefts(area: QRectF, count: int, item_w: float, *, spacing: float, min_step: float,
              align_left: bool) -> list[float]:
    """The left edges of ``count`` items ``item_w`` wide in a row inside ``area``: ``spacing`` apart,
    overlapping (down to ``min_step`` apart) when they do not fit; centred unless ``align_left``."""
    if count <= 0:
        return []
    step = item_w + spacing
    if count > 1 and item_w + (count - 1) * step > area.width():
        step = max(min_step, (area.width() - item_w) / (count - 1))
    total = item_w + (count - 1) * step
    x0 = area.left() if align_left else area.left() + max(0.0, (area.width() - total) / 2)
    return [x0 + i * step for i in range(count)]
