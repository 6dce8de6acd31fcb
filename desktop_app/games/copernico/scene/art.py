"""Copernico's card art, painted with QPainter paths so it stays sharp at any size.

One light source at the top left: bodies are lit from there and every shadow
falls down and to the right. Each body colour also carries its own symbol
(sun, ringed planet, star, crescent moon, comet), so colour is never the only cue.
Text is never smaller than 11 px.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from ....ui import table_items
from ....ui.exact_pictures import ExactPictures
from ....ui.hyphenation import split_at_middle
from ....ui.picture_cache import paint_cached
from ....ui.table_items import FOCUS as FOCUS  # the scene and items reach the shared pieces through art
from ....ui.table_items import GLOW as GLOW
from ....ui.table_items import MARK as MARK
from ....ui.table_items import MIN_TEXT as MIN_TEXT
from ....ui.table_items import PAPER_DARK as PAPER_DARK
from ....ui.table_items import PAPER_INK as PAPER_INK
from ....ui.table_items import PAPER_LIGHT as PAPER_LIGHT
from ....ui.table_items import SELECT as SELECT
from ....ui.table_items import ensure_fonts as ensure_fonts
from ....ui.table_items import fit_px, text_width
from ....ui.table_items import font as font
from ....ui.table_items import paint_ring as paint_ring
from ....ui.table_items import paint_text as paint_text
from ....ui.table_items import star_path as star_path
from ..data import Quadrant, load_data

CARD_RATIO = 63 / 88  # width / height

BODY_FILL = {
    "R": QColor("#D9483B"),
    "G": QColor("#2E9A5A"),
    "Y": QColor("#F2C53D"),
    "B": QColor("#2F6DBA"),
    "P": QColor("#8A4FB3"),
}
BODY_INK = {
    "R": QColor("#FFF4E0"),
    "G": QColor("#F2FFF6"),
    "Y": QColor("#4A3300"),
    "B": QColor("#F0F6FF"),
    "P": QColor("#FBF0FF"),
}
CARD_BORDER = QColor("#7C6A4A")
INK = PAPER_INK
MUTED_INK = QColor("#6B5E48")
COST_FILL = QColor("#25344F")
STAR_FILL = QColor("#E3A92B")
BACK_DARK = QColor("#121C38")
BACK_LIGHT = QColor("#26396B")
GOLD = QColor("#D8B25A")

# Copernico's cards are heavier stock: a deeper shadow, a slightly softer glow, badges measured in whole
# pixels. Same pieces as every table, with this game's settings.
paint_shadow = partial(table_items.paint_shadow, drop=2.5, alphas=(28, 45, 60))
paint_glow = partial(table_items.paint_glow, peak=230, fill=60)
paint_dim = partial(table_items.paint_dim, shade=(20, 24, 30))
paint_badge = partial(table_items.paint_badge, whole_pixels=True)

def card_width(height: float) -> float:
    return height * CARD_RATIO


# -- small shapes ---------------------------------------------------------------
def paint_symbol(p: QPainter, c: QPointF, r: float, colour: str, ink: QColor) -> None:
    """The symbol that names a colour without relying on hue."""
    p.save()
    pen = QPen(ink, max(1.0, r * 0.12))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if colour == "R":  # sun: a core with eight rays
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(c, r * 0.32, r * 0.32)
        p.setPen(pen)
        for i in range(8):
            a = math.radians(i * 45)
            p.drawLine(QPointF(c.x() + r * 0.48 * math.cos(a), c.y() + r * 0.48 * math.sin(a)),
                       QPointF(c.x() + r * 0.76 * math.cos(a), c.y() + r * 0.76 * math.sin(a)))
    elif colour == "G":  # ringed planet
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(c, r * 0.33, r * 0.33)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.translate(c)
        p.rotate(-24)
        p.drawEllipse(QPointF(0, 0), r * 0.74, r * 0.25)
    elif colour == "Y":  # five-pointed star
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(star_path(QPointF(c.x(), c.y() + r * 0.05), r * 0.72, r * 0.3))
    elif colour == "B":  # crescent moon
        outer = QPainterPath()
        outer.addEllipse(c, r * 0.6, r * 0.6)
        bite = QPainterPath()
        bite.addEllipse(QPointF(c.x() + r * 0.3, c.y() - r * 0.16), r * 0.5, r * 0.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(outer.subtracted(bite))
    else:  # comet: a head with a tail streaming up and right
        head = QPointF(c.x() - r * 0.26, c.y() + r * 0.26)
        p.setPen(pen)
        for dx, dy in ((0.64, -0.36), (0.54, -0.54), (0.36, -0.64)):
            p.drawLine(head, QPointF(c.x() + r * dx, c.y() + r * dy))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(head, r * 0.27, r * 0.27)
    p.restore()


def paint_body(p: QPainter, c: QPointF, r: float, colour: str) -> None:
    """A celestial body: a lit disc in its colour with its symbol."""
    base = BODY_FILL[colour]
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 55))
    p.drawEllipse(QPointF(c.x() + r * 0.12, c.y() + r * 0.14), r, r)
    grad = QRadialGradient(QPointF(c.x() - r * 0.4, c.y() - r * 0.45), r * 1.6)
    grad.setColorAt(0.0, base.lighter(135))
    grad.setColorAt(0.55, base)
    grad.setColorAt(1.0, base.darker(135))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(base.darker(190), max(1.0, r * 0.07)))
    p.drawEllipse(c, r, r)
    p.restore()
    paint_symbol(p, c, r, colour, BODY_INK[colour])


def _paper(p: QPainter, rect: QRectF, radius: float, tint: QColor | None = None) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, PAPER_LIGHT)
    grad.setColorAt(1.0, PAPER_DARK)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(tint.darker(130) if tint is not None else CARD_BORDER, 1.2 if tint is None else 2.0))
    p.drawRoundedRect(rect, radius, radius)


def radius_for(rect: QRectF) -> float:
    return max(3.0, rect.width() * 0.075)


# -- Quadrant cards ---------------------------------------------------------------
def _cost_badge(p: QPainter, c: QPointF, d: float, cost: int) -> None:
    reach = d / 2 + 2
    _part(p, ("cost", d, cost), QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach),
          lambda q: _draw_cost_badge(q, c, d, cost))


def _draw_cost_badge(p: QPainter, c: QPointF, d: float, cost: int) -> None:
    p.save()
    p.setPen(QPen(QColor("#0E1626"), 1.0))
    p.setBrush(COST_FILL)
    p.drawEllipse(c, d / 2, d / 2)
    p.restore()
    box = QRectF(c.x() - d / 2, c.y() - d / 2, d, d)
    paint_text(p, box, str(cost), d * 0.62, QColor("#FFFFFF"), bold=True)


def _quality_star(p: QPainter, c: QPointF, d: float, quality: int) -> None:
    reach = d * 0.62 + 2  # the star's points and its outline
    _part(p, ("star", d, quality), QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach),
          lambda q: _draw_quality_star(q, c, d, quality))


def _draw_quality_star(p: QPainter, c: QPointF, d: float, quality: int) -> None:
    p.save()
    p.setPen(QPen(QColor("#6B4A07"), 1.0))
    p.setBrush(STAR_FILL if quality > 0 else QColor("#CFC6B3"))
    p.drawPath(star_path(QPointF(c.x(), c.y() + d * 0.04), d * 0.56, d * 0.34))
    p.restore()
    box = QRectF(c.x() - d / 2, c.y() - d / 2 + d * 0.06, d, d)
    paint_text(p, box, str(quality), d * 0.5, INK, bold=True)


def _body_spots(n: int, area: QRectF) -> tuple[list[QPointF], float]:
    """Where 1-4 bodies sit in ``area`` and how large they are."""
    w, h = area.width(), area.height()
    x, y = area.left(), area.top()
    tall = h > w * 1.25
    if n == 1:
        spots = [(0.5, 0.5)]
        r = min(w, h) * 0.34
    elif tall:
        # A diagonal "orbit" down the card: reads well and leaves the left edge to the index.
        rows = {2: [(0.36, 0.27), (0.64, 0.73)],
                3: [(0.34, 0.18), (0.66, 0.5), (0.34, 0.82)],
                4: [(0.3, 0.14), (0.7, 0.38), (0.3, 0.62), (0.7, 0.86)]}[n]
        spots = rows
        r = min(w * 0.3, h / (2 * n) * 0.92)
    else:
        rows = {2: [(0.3, 0.5), (0.7, 0.5)],
                3: [(0.27, 0.3), (0.73, 0.3), (0.5, 0.74)],
                4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.74), (0.72, 0.74)]}[n]
        spots = rows
        r = min(w * (0.2 if n == 2 else 0.21), h * (0.32 if n == 2 else 0.22))
    return [QPointF(x + fx * w, y + fy * h) for fx, fy in spots], r


def paint_quadrant(p: QPainter, rect: QRectF, card: Quadrant) -> None:
    """A Quadrant card face: cost (study hours) top left, quality star, bodies."""
    paint_cached(p, ("copernico.quadrant", card), rect, lambda q, r: _draw_quadrant(q, r, card))


# A face is drawn anew for each card at each size it is shown at (a round deals a dozen faces, issue 13),
# but its parts repeat from card to card: at one size, the paper, the orbit, every cost badge and quality
# star, and each colour's body at each of the few places a layout puts one. Each part is drawn once for
# its place's fraction of a pixel and copied after (pixel for pixel what drawing it there gives).
PARTS_KEPT = 640  # about 80 parts a card size, for the sizes a table and its replay show
_PARTS = ExactPictures(keep=PARTS_KEPT)


def _part(p: QPainter, key: tuple, box: QRectF, paint: Callable[[QPainter], None]) -> None:
    _PARTS.paint(p, ("copernico.part", *key), box, paint)


def _face_body(p: QPainter, c: QPointF, r: float, colour: str) -> None:
    reach = r * 1.2 + 2  # the disc, its outline and its shadow down and to the right
    _part(p, ("body", colour, r), QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach),
          lambda q: paint_body(q, c, r, colour))


class FaceLayout(NamedTuple):
    """Where a Quadrant face ``rect`` sets its parts (in ``rect``'s coordinates): what _draw_quadrant paints
    and what the coach's numbers keep clear of (quadrant_words, quadrant_symbols)."""

    cost: QPointF  # the cost badge's centre and diameter
    cost_d: float
    star: QPointF  # the quality star's centre and size
    star_d: float
    pips: list[tuple[QPointF, float]]  # a large face's index pips (centre, radius), as many as fit
    area: QRectF  # the picture the bodies stand in
    bodies: list[tuple[QPointF, float]]  # each body's centre and radius, its symbol on it
    id_box: QRectF  # the line of the card's number (empty: too small a card for it)
    compact: bool  # a small face: no index column, the number at the right of its line


def quadrant_layout(rect: QRectF, colours: int) -> FaceLayout:
    """The layout of a face ``rect`` with ``colours`` bodies: under 100 px tall, the small one (other
    players' tables, the draft's drawn cards: cost top left, quality top right, bodies below, the number
    under them where the card is tall enough); else an index column on the left (cost, quality, a pip per
    body: readable when cards overlap in a hand), the bodies beside it and the number at their foot."""
    w, h = rect.width(), rect.height()
    if h < 100:
        d = max(16.0, w * 0.36)
        pad = max(2.0, w * 0.05)
        top = rect.top() + pad + d / 2
        id_h = MIN_TEXT * 1.2 if h >= COMPACT_ID_H else 0.0
        area = QRectF(rect.left() + pad, rect.top() + pad + d + 1, w - 2 * pad, h - d - 2 * pad - 2 - id_h)
        spots, r = _body_spots(colours, area)
        cost, star = QPointF(rect.left() + pad + d / 2, top), QPointF(rect.right() - pad - d / 2, top)
        return FaceLayout(cost, d, star, d * 1.05, [], area, [(spot, r) for spot in spots],
                          QRectF(rect.left(), area.bottom() + 1, w - pad - 1, id_h), True)
    pad = w * 0.06
    col = max(20.0, w * 0.25)
    cx = rect.left() + pad + col / 2
    cost = QPointF(cx, rect.top() + pad + col / 2)
    star = QPointF(cx, cost.y() + col * 1.08)
    y = star.y() + col * 0.95
    pip = max(11.0, col * 0.62)
    pips = []
    for _ in range(colours):
        if y + pip / 2 > rect.bottom() - pad:
            break
        pips.append((QPointF(cx, y), pip / 2))
        y += pip * 1.12
    id_box = card_id_rect(rect)
    top = rect.top() + pad
    area = QRectF(id_box.left(), top, rect.right() - pad - id_box.left(), id_box.top() - top)
    spots, r = _body_spots(colours, area)
    return FaceLayout(cost, col, star, col * 1.05, pips, area, [(spot, r) for spot in spots], id_box, False)


def _id_align(layout: FaceLayout) -> Qt.AlignmentFlag:
    side = Qt.AlignmentFlag.AlignRight if layout.compact else Qt.AlignmentFlag.AlignLeft
    return side | Qt.AlignmentFlag.AlignVCenter


def _id_px(layout: FaceLayout) -> float:
    return MIN_TEXT if layout.compact else layout.id_box.height() / 1.2


def _square(c: QPointF, r: float) -> QRectF:
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)


def quadrant_words(rect: QRectF, card: Quadrant) -> list[QRectF]:
    """Where ``card``'s face ``rect`` writes what a player reads, as _draw_quadrant paints it: the cost's
    badge, the quality's star and the card's number (the words' own width on their line)."""
    layout = quadrant_layout(rect, len(card.colours))
    out = [_square(layout.cost, layout.cost_d / 2), _square(layout.star, layout.star_d * 0.56)]  # its points
    box = layout.id_box
    if not box.isEmpty():
        width = min(box.width(), text_width(card.id, _id_px(layout)))
        left = box.right() - width if layout.compact else box.left()
        out.append(QRectF(left, box.top(), width, box.height()))
    return out


def quadrant_symbols(rect: QRectF, card: Quadrant) -> list[QRectF]:
    """Where ``card``'s face ``rect`` paints its bodies, each a disc with its colour's symbol (a large
    face's index pips too): the coach's numbers keep clear of them as of the words (session 36: on the
    draft's small cards they lay over the bodies)."""
    layout = quadrant_layout(rect, len(card.colours))
    return [_square(c, r) for c, r in (*layout.pips, *layout.bodies)]


def _draw_quadrant(p: QPainter, rect: QRectF, card: Quadrant) -> None:
    colours = [c for c in load_data().colours if c in card.colours]
    radius = radius_for(rect)
    _part(p, ("paper", radius), rect.adjusted(-1, -1, 1, 1), lambda q: _paper(q, rect, radius))
    layout = quadrant_layout(rect, len(colours))
    _cost_badge(p, layout.cost, layout.cost_d, card.cost)
    _quality_star(p, layout.star, layout.star_d, card.quality)
    for (c, r), colour in zip(layout.pips, colours, strict=False):  # the pips that fit
        _face_body(p, c, r, colour)
    if not layout.compact:
        # faint separator between index and picture, and an orbit behind the bodies
        p.save()
        p.setPen(QPen(QColor(124, 106, 74, 70), 1.0))
        w = rect.width()
        sep = rect.left() + w * 0.06 + max(20.0, w * 0.25) + w * 0.04
        p.drawLine(QPointF(sep, rect.top() + w * 0.06), QPointF(sep, rect.bottom() - w * 0.06))
        p.restore()
        area = layout.area
        _part(p, ("orbit",), area.adjusted(-1, -1, 1, 1), lambda q: _orbit(q, area))
    if not layout.id_box.isEmpty():
        paint_text(p, layout.id_box, card.id, _id_px(layout), MUTED_INK, align=_id_align(layout))
    for (c, r), colour in zip(layout.bodies, colours, strict=True):
        _face_body(p, c, r, colour)


def card_id_rect(rect: QRectF) -> QRectF:
    """Where a full-size face (``rect``) writes its id ("Q34"): at the foot of the picture, just right of the
    index column, so that in a hand whose cards overlap, the next card (laid over this one's right edge)
    leaves it readable; at the right edge, Q31 and Q34 both showed as "Q3" (issue 15, 1366x768)."""
    w, h = rect.width(), rect.height()
    pad = w * 0.06
    left = rect.left() + pad + max(20.0, w * 0.25) + w * 0.07  # the separator, then a little air
    id_px = max(MIN_TEXT, h * 0.07)
    return QRectF(left, rect.bottom() - pad - id_px * 1.2, rect.right() - pad - left, id_px * 1.2)


def _orbit(p: QPainter, area: QRectF) -> None:
    """A faint orbit ellipse behind the bodies: decoration only."""
    p.save()
    pen = QPen(QColor(124, 106, 74, 55), 1.0)
    pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(area.adjusted(area.width() * 0.08, area.height() * 0.08,
                                -area.width() * 0.08, -area.height() * 0.08))
    p.restore()


# A small card from this height up shows its number (Q47) on a line of its own under the bodies: the
# draft's drawn cards and the replay's tables are this small, and two cards of the same cost, quality and
# colours looked alike there while the hint and the moves name them by number (issue 15).
COMPACT_ID_H = 50.0


def paint_back(p: QPainter, rect: QRectF, label: str = "") -> None:
    """The common card back: an orbit diagram in gold on night blue."""
    paint_cached(p, ("copernico.back", label), rect, lambda q, r: _draw_back(q, r, label))


def _draw_back(p: QPainter, rect: QRectF, label: str) -> None:
    radius = radius_for(rect)
    table_items.paint_back_plate(p, rect, radius, BACK_LIGHT, BACK_DARK, QColor("#0A1022"))
    p.save()
    inset = max(3.0, rect.width() * 0.07)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    p.setPen(QPen(QColor(216, 178, 90, 150), 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    c = inner.center()
    s = min(inner.width(), inner.height())
    for k, (fx, fy) in enumerate(((0.42, 0.42), (0.32, 0.26), (0.2, 0.14))):
        p.setPen(QPen(QColor(216, 178, 90, 120 - k * 25), 1.0))
        p.drawEllipse(c, s * fx, s * fy * (1.3 if inner.height() > inner.width() else 1.0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(GOLD)
    p.drawEllipse(c, s * 0.07, s * 0.07)
    p.setBrush(QColor("#9FB8E8"))
    p.drawEllipse(QPointF(c.x() + s * 0.42, c.y()), s * 0.035, s * 0.035)
    p.drawEllipse(QPointF(c.x() - s * 0.2, c.y() - s * 0.17), s * 0.03, s * 0.03)
    p.restore()
    if label:
        px = max(MIN_TEXT, rect.height() * 0.1)
        band = QRectF(rect.left(), rect.bottom() - inset - px * 1.8, rect.width(), px * 1.6)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 16, 34, 190))
        p.drawRect(band)
        p.restore()
        paint_text(p, band, label, px, QColor("#F3E6C4"), bold=True)


# -- Hypothesis and Advice cards -----------------------------------------------------
def paint_pattern(p: QPainter, area: QRectF, positions: tuple[int, ...], colour: str, *,
                  symbols: bool = True) -> None:
    """A 3x3 pattern: marked positions in the hypothesis colour (with its symbol)."""
    side = min(area.width(), area.height())
    gap = side * 0.06
    cell = (side - 2 * gap) / 3
    x0 = area.left() + (area.width() - side) / 2
    y0 = area.top() + (area.height() - side) / 2
    for i in range(9):
        r = QRectF(x0 + (i % 3) * (cell + gap), y0 + (i // 3) * (cell + gap), cell, cell)
        p.save()
        if i + 1 in positions:
            p.setPen(QPen(BODY_FILL[colour].darker(170), 1.0))
            p.setBrush(BODY_FILL[colour])
            p.drawRoundedRect(r, cell * 0.15, cell * 0.15)
            p.restore()
            if symbols and cell >= 9:
                paint_symbol(p, r.center(), cell * 0.5, colour, BODY_INK[colour])
        else:
            p.setPen(QPen(QColor(124, 106, 74, 140), 1.0))
            p.setBrush(QColor(124, 106, 74, 25))
            p.drawRoundedRect(r, cell * 0.15, cell * 0.15)
            p.restore()


def paint_hypothesis(p: QPainter, rect: QRectF, positions: tuple[int, ...], colour: str, name: str,
                     caption: str) -> None:
    radius = radius_for(rect)
    _paper(p, rect, radius, BODY_FILL[colour])
    pad = max(4.0, rect.width() * 0.08)
    title_px = max(MIN_TEXT, rect.height() * 0.1)
    small = rect.height() < 100
    title = QRectF(rect.left() + pad, rect.top() + pad * 0.6, rect.width() - 2 * pad, title_px * 1.4)
    lines, bold = _title_lines(name, rect.width() - 4, title_px, title.width())
    if lines[0] != name or not bold or text_width(name, title_px, True) > title.width():
        title = QRectF(rect.left() + 2, title.top(), rect.width() - 4, title_px * 1.3 * len(lines) + 2)
    paint_text(p, title, "\n".join(lines), title_px, INK, bold=bold, elide=len(lines) == 1)
    bottom = 0.0 if small else title_px * 1.4
    area = QRectF(rect.left() + pad, title.bottom() + pad * 0.4, rect.width() - 2 * pad,
                  rect.bottom() - title.bottom() - pad * 1.4 - bottom)
    paint_pattern(p, area, positions, colour)
    if not small:
        paint_text(p, QRectF(rect.left(), rect.bottom() - pad * 0.6 - title_px * 1.4, rect.width(),
                             title_px * 1.3), caption, max(MIN_TEXT, title_px * 0.85), MUTED_INK)


def _title_lines(name: str, width: float, px: float, padded: float) -> tuple[list[str], bool]:
    """A Hypothesis card's name as set on a narrow card (the opponents' at five seats, about 48 px):
    bold between the paddings, else bold or regular across the card's width, else on two lines broken
    at a syllable ("Cres-cent") in whichever weight fits; (lines, bold)."""
    if text_width(name, px, True) <= padded:
        return [name], True
    for bold in (True, False):
        if text_width(name, px, bold) <= width:
            return [name], bold
    halves = split_at_middle(name) if " " not in name else tuple(name.split(" ", 1))
    if halves is not None and len(halves) == 2:
        for bold in (True, False):
            if all(text_width(half, px, bold) <= width for half in halves):
                return list(halves), bold
    return [name], False


def paint_advice_face(p: QPainter, rect: QRectF, colour: str, caption: str, name: str) -> None:
    radius = radius_for(rect)
    _paper(p, rect, radius, BODY_FILL[colour])
    px = max(MIN_TEXT, rect.height() * 0.1)
    pad = max(4.0, rect.width() * 0.08)
    # The words take a smaller size, then the regular weight, on a small card ("Ratschlag" in the
    # replay's centre ran past the card's edges in bold at 11 px).
    room = rect.width() - 4
    cap_px = fit_px(caption, room, px, True)
    paint_text(p, QRectF(rect.left(), rect.top() + pad * 0.5, rect.width(), px * 1.5), caption, cap_px, INK,
               bold=text_width(caption, cap_px, True) <= room)
    r = min(rect.width(), rect.height()) * 0.26
    paint_body(p, QPointF(rect.center().x(), rect.center().y() + px * 0.1), r, colour)
    name_px = fit_px(name, room, px, True)
    paint_text(p, QRectF(rect.left(), rect.bottom() - pad * 0.5 - px * 1.5, rect.width(), px * 1.4), name,
               name_px, BODY_FILL[colour].darker(150), bold=text_width(name, name_px, True) <= room)


# -- overlays ------------------------------------------------------------------------
def check_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(rect.left() + rect.width() * 0.18, rect.top() + rect.height() * 0.55)
    path.lineTo(rect.left() + rect.width() * 0.42, rect.top() + rect.height() * 0.78)
    path.lineTo(rect.left() + rect.width() * 0.84, rect.top() + rect.height() * 0.25)
    return path


def rotated(path: QPainterPath, degrees: float, about: QPointF) -> QPainterPath:
    t = QTransform()
    t.translate(about.x(), about.y())
    t.rotate(degrees)
    t.translate(-about.x(), -about.y())
    return t.map(path)
