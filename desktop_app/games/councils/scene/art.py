"""How Councils & Contracts pieces look: type colours and symbols, employees, building cards.

Everything is drawn with QPainter paths (no bitmaps). Each influence and building type has a hue and a
symbol of its own (book, wheel, coin, scales, crane gear, star, columns), so colour is never the only
cue. A card face is drawn at three levels of detail, chosen by its height: the display and the large
preview show everything, the city shows what matters once a card is built.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ....ui import theme
from ....ui.picture_cache import paint_cached
from ....ui.table_items import (
    CENTRE,
    LEFT,
    MIN_TEXT,
    RIGHT,
    fit_px,
    fits_wrapped,
    paint_shadow,
    paint_text,
    star_path,
    text_width,
)
from ..data import HALL, load_data
from . import texts

CARD_RATIO = 63.0 / 88.0
PAPER = QColor("#F6F0E1")
PAPER_EDGE = QColor("#8C7B5E")
INK = QColor("#1D1D1D")
MUTED = QColor("#5A5346")
GOLD = QColor("#F2C14E")
VP_FILL = QColor("#2B2B2B")

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


def card_width(height: float) -> float:
    return height * CARD_RATIO


def type_colour(key: str) -> QColor:
    return QColor(TYPE_COLOUR.get(key, QColor("#999999")))


# -- symbols --------------------------------------------------------------------------------------
def symbol_path(kind: str, rect: QRectF) -> QPainterPath:
    """The symbol of an influence / building type, filling ``rect`` (a square is best)."""
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


# -- employees ---------------------------------------------------------------------------------------
def meeple_path(rect: QRectF) -> QPainterPath:
    """A worker figure filling ``rect``: round head, arms out, legs apart."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    path.addEllipse(QPointF(x + w * 0.5, y + h * 0.17), w * 0.17, h * 0.16)
    body = QPainterPath()
    body.moveTo(x + w * 0.36, y + h * 0.33)
    body.lineTo(x + w * 0.64, y + h * 0.33)
    body.quadTo(x + w * 0.98, y + h * 0.38, x + w * 0.98, y + h * 0.52)
    body.lineTo(x + w * 0.70, y + h * 0.55)
    body.lineTo(x + w * 0.88, y + h * 0.98)
    body.lineTo(x + w * 0.60, y + h * 0.98)
    body.lineTo(x + w * 0.5, y + h * 0.76)
    body.lineTo(x + w * 0.40, y + h * 0.98)
    body.lineTo(x + w * 0.12, y + h * 0.98)
    body.lineTo(x + w * 0.30, y + h * 0.55)
    body.lineTo(x + w * 0.02, y + h * 0.52)
    body.quadTo(x + w * 0.02, y + h * 0.38, x + w * 0.36, y + h * 0.33)
    body.closeSubpath()
    return path.united(body)


def paint_meeple(p: QPainter, rect: QRectF, style: theme.PlayerStyle, *, ghost: bool = False,
                 boxed: bool = False) -> None:
    """An employee in the player's colour with the player's shape on its chest."""
    p.save()
    path = meeple_path(rect)
    if not ghost and not boxed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawPath(path.translated(1.2, 1.6))
    colour = QColor(style.colour)
    if boxed:
        colour.setAlpha(90)
    pen = QPen(QColor("#111111"), max(1.0, rect.width() / 16))
    if ghost:
        pen.setStyle(Qt.PenStyle.DashLine)
        colour.setAlpha(150)
    p.setPen(pen)
    p.setBrush(colour)
    p.drawPath(path)
    emblem = min(rect.width(), rect.height()) * 0.34
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.55)
    er = QRectF(centre.x() - emblem / 2, centre.y() - emblem / 2, emblem, emblem)
    ink = QColor(style.ink)
    if boxed:
        ink.setAlpha(120)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(theme.shape_path(style.shape, er))
    p.restore()


# -- cards ----------------------------------------------------------------------------------------
def worker_slot(rect: QRectF, k: int) -> QRectF:
    """Where the k-th employee stands on a card drawn in ``rect`` (the worker spaces at the bottom left)."""
    h = rect.height()
    if h >= FULL_FACE_H:
        s = min(h / 140.0, 1.35)  # the large preview keeps its figures at a card-like size
        size = 24 * s
        left, top = rect.left() + 5 * s, rect.bottom() - size - 5 * s
    elif h >= 62:
        size = h * 0.26
        left, top = rect.left() + 3, rect.bottom() - size - 3
    else:
        size = min(h * 0.42, rect.width() * 0.42 / 0.78)
        left, top = rect.left() + 2, rect.bottom() - size - 2
    mw = size * 0.78
    return QRectF(left + k * (mw + 2), top, mw, size)


# From this height a card shows its full face, the action as "#17 employee back" on one line (at least
# 107 px wide: the longest action words whole at 11 px); a shorter one (the display at 1366x768, 122 px)
# shows the mid-sized face, whose action wraps.
FULL_FACE_H = 150.0


def paint_card(p: QPainter, rect: QRectF, card: str, *, staff: tuple[theme.PlayerStyle, int] | None = None,
               show_cost: bool = True, lift: float = 0.0, preview: bool = False) -> None:
    """A building card face (City Hall too) in ``rect``; ``staff`` is (owner's style, employees)."""
    paint_shadow(p, rect, max(3.0, rect.height() * 0.05), lift)
    paint_cached(p, ("councils.card", card, staff, show_cost, preview), rect,
                 lambda q, r: _paint_face(q, r, card, staff, show_cost, preview))


def _paint_face(p: QPainter, rect: QRectF, card: str, staff: tuple[theme.PlayerStyle, int] | None,
                show_cost: bool, preview: bool) -> None:
    info = load_data().cards[card]
    h = rect.height()
    radius = max(3.0, h * 0.05)
    colour = type_colour(info.type)
    p.save()
    p.setPen(QPen(PAPER_EDGE, 1.0))
    p.setBrush(PAPER)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()
    if h >= FULL_FACE_H or preview:
        _paint_full(p, rect, card, colour, staff, show_cost, preview)
    elif h >= 62:
        _paint_medium(p, rect, card, colour, staff, show_cost)
    else:
        _paint_small(p, rect, card, colour, staff)


def paint_name(p: QPainter, rect: QRectF, name: str, px: float) -> None:
    """A card name on up to two lines; a single word too long for the card is broken with a hyphen. A
    name that does not fit ``rect`` in bold (a small city card, a long word broken onto a third line) is
    set in the regular weight where that fits, its words narrower."""
    px = max(11.0, px)
    text, size = _name_lines(name, rect.width(), px, True)
    bold = True
    if not fits_wrapped(text, rect, size, True):
        plain, plain_size = _name_lines(name, rect.width(), px, False)
        if fits_wrapped(plain, rect, plain_size, False):
            text, size, bold = plain, plain_size, False
    paint_text(p, rect, text, size, INK, bold=bold, align=int(CENTRE) | int(Qt.TextFlag.TextWordWrap),
               elide=True)


def _name_lines(name: str, width: float, px: float, bold: bool) -> tuple[str, float]:
    """``name`` as painted ``width`` wide and its size: whole at ``px`` or smaller (not under 11 px), else
    at 11 px with each word too long broken by a hyphen."""
    if not any(text_width(word, px, bold) > width for word in name.split()):
        return name, px
    px = fit_px(name, width, px, bold)
    if text_width(name, px, bold) <= width:
        return name, px
    return " ".join(_hyphenated(word, width, 11.0, bold) for word in name.split()), 11.0


def _hyphenated(word: str, width: float, px: float, bold: bool = True) -> str:
    """``word``, broken after the longest start that fits ``width`` with a hyphen when it is too long."""
    if text_width(word, px, bold) <= width:
        return word
    for cut in range(len(word) - 3, 2, -1):
        if text_width(word[:cut] + "-", px, bold) <= width:
            return f"{word[:cut]}-\n{word[cut:]}"
    return word


def _band(p: QPainter, rect: QRectF, colour: QColor, height: float, radius: float) -> QRectF:
    band = QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, height)
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    p.setClipPath(clip)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, colour.lighter(115))
    grad.setColorAt(1, colour)
    p.fillRect(band, grad)
    p.restore()
    return band


def _paint_vp(p: QPainter, centre: QPointF, vp: int, size: float) -> None:
    """Victory points in a dark laurel-less medal at the top right."""
    p.save()
    r = size / 2
    p.setPen(QPen(GOLD, max(1.0, size / 14)))
    p.setBrush(VP_FILL)
    p.drawEllipse(centre, r, r)
    p.restore()
    number = QRectF(centre.x() - r, centre.y() - r * 0.95, 2 * r, 2 * r * 0.72)
    paint_text(p, number, str(vp), max(11.0, size * 0.5),
               QColor("#FFFFFF"), bold=True)
    paint_text(p, QRectF(centre.x() - r, centre.y() + r * 0.05, 2 * r, r * 0.9), "VP",
               11.0 if size < 40 else 12.0,
               GOLD, bold=True)


def _paint_workers(p: QPainter, rect: QRectF, workers: int, staff: tuple[theme.PlayerStyle,
                                                                         int] | None) -> None:
    """Worker spaces at the bottom left: outlines, or the owner's employees standing on them."""
    for k in range(workers):
        r = worker_slot(rect, k)
        if staff is not None and k < staff[1]:
            paint_meeple(p, r, staff[0])
        else:
            p.save()
            pen = QPen(MUTED, 1.2)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(meeple_path(r))
            p.restore()


def _paint_full(p: QPainter, rect: QRectF, card: str, colour: QColor,
                staff: tuple[theme.PlayerStyle, int] | None, show_cost: bool, preview: bool) -> None:
    """Costs along the coloured band, symbol and VP, the name, the action, the worker spaces."""
    data = load_data()
    info = data.cards[card]
    w, h = rect.width(), rect.height()
    s = h / 140.0  # the display card is about 140 px high
    if preview:
        s = min(s, 1.35)
    band_h = 26 * s
    _band(p, rect, colour, band_h, max(3.0, h * 0.05))
    if show_cost and card != HALL:
        chip = 17 * s
        x = rect.left() + 4 * s
        for index, amount in info.cost_items:
            kind = data.influence_types[index]
            _cost_chip(p, QRectF(x, rect.top() + (band_h - chip) / 2 + 1, chip + 11 * s, chip), kind, amount)
            x += chip + 14 * s
    elif card == HALL:
        paint_text(p, QRectF(rect.left(), rect.top(), w, band_h), texts.card_name(card), max(11.0, 12 * s),
                   QColor("#111111"), bold=True)
    row_top = rect.top() + band_h + 3 * s
    sym = 28 * s
    sym_left = rect.left() + 8 * s if card != HALL else rect.center().x() - sym / 2
    paint_symbol(p, info.type, QRectF(sym_left, row_top, sym, sym), colour, colour.darker(160))
    if card != HALL:
        vp_size = 30 * s
        _paint_vp(p, QPointF(rect.right() - vp_size / 2 - 6 * s, row_top + sym / 2), info.vp, vp_size)
    name_rect = QRectF(rect.left() + 3, row_top + sym + 2 * s, w - 6, 30 * s)
    name = texts.card_name(card)
    paint_name(p, name_rect, name, 13.0 * min(s, 1.1))
    if card == HALL:
        paint_text(p, QRectF(rect.left() + 4, name_rect.bottom(), w - 8, 34 * s),
                   texts.translate("councils", "counts as every type"), 11.0, MUTED,
                   align=int(CENTRE) | int(Qt.TextFlag.TextWordWrap))
        return
    workers_top = rect.bottom() - 29 * s
    action_rect = QRectF(rect.left() + 3, workers_top - 17 * s, w - 6, 16 * s)
    if preview:
        body = QRectF(rect.left() + 10, name_rect.bottom() + 4, w - 20,
                      action_rect.top() - name_rect.bottom() - 6)
        text = "\n".join([texts.action_text(info.action), "", texts.workers_text(info.workers)])
        paint_text(p, body, text, 12.0, INK,
                   align=int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
                   | int(Qt.TextFlag.TextWordWrap))
    line = texts.fill(texts.translate("councils", "#%1 %2"), info.action, texts.action_short(info.action))
    if text_width(line, MIN_TEXT, True) > action_rect.width() - 4:
        # A narrow card (1366x768) keeps the action's words whole and leaves off its number, which the
        # preview and the tooltip give with the action's full text.
        line = texts.action_short(info.action)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    tint = QColor(colour)
    tint.setAlpha(45)
    p.setBrush(tint)
    p.drawRoundedRect(action_rect, 4, 4)
    p.restore()
    paint_text(p, action_rect, line, fit_px(line, action_rect.width() - 4, 12.0 * min(s, 1.1), True), INK,
               bold=True, elide=True)
    if info.workers:
        _paint_workers(p, rect, info.workers, staff)
    else:
        paint_text(p, QRectF(rect.left() + 6, workers_top, w - 12, 24 * s),
                   texts.translate("councils", "no staff"), 11.0, MUTED, align=LEFT)


def _cost_chip(p: QPainter, r: QRectF, kind: str, amount: int) -> None:
    d = r.height()
    p.save()
    plate = QRectF(r.left() - 1, r.top() - 1, r.width() + 1, d + 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 215))
    p.drawRoundedRect(plate, d / 2 + 1, d / 2 + 1)
    p.restore()
    paint_type_chip(p, kind, QRectF(r.left(), r.top(), d, d))
    paint_text(p, QRectF(r.left() + d, r.top() - 1, r.width() - d, d + 2), str(amount), max(11.0, d * 0.8),
               INK, bold=True)


def _paint_medium(p: QPainter, rect: QRectF, card: str, colour: QColor,
                  staff: tuple[theme.PlayerStyle, int] | None, show_cost: bool) -> None:
    """A mid-sized card: costs (in the display) or symbol and VP (in the city), name, action, workers."""
    data = load_data()
    info = data.cards[card]
    w, h = rect.width(), rect.height()
    costed = show_cost and card != HALL
    # In the display the band (costs) and the VP line keep to the text's size, so a name of three lines
    # (a long word broken with a hyphen) has room on a card of layout.DISPLAY_TITLE_H.
    band_h = max(16.0, min(h * 0.2, 18.0)) if costed else max(16.0, h * 0.2)
    _band(p, rect, colour, band_h, max(3.0, h * 0.05))
    top = rect.top() + band_h
    vp_text = texts.fill(texts.translate("councils", "%1 VP"), info.vp)
    if costed:
        chip = min(band_h - 4, (w - 6) / 3 - 11)
        x = rect.left() + 3
        for index, amount in info.cost_items:
            _cost_chip(p, QRectF(x, rect.top() + (band_h - chip) / 2 + 1, chip + 9, chip),
                       data.influence_types[index],
                       amount)
            x += chip + 11
        sym = 13.0
        paint_symbol(p, info.type, QRectF(rect.left() + 4, top + 2, sym, sym), colour, colour.darker(160))
        paint_text(p, QRectF(rect.left() + sym + 6, top + 1, w - sym - 10, sym + 2), vp_text, 12.0, INK,
                   bold=True,
                   align=RIGHT)
        top += sym + 3
    else:
        sym = band_h * 0.8
        paint_symbol(p, info.type, QRectF(rect.left() + 3, rect.top() + (band_h - sym) / 2 + 1, sym, sym),
                     QColor("#FFFFFF"))
        if card != HALL:
            paint_text(p, QRectF(rect.left(), rect.top() + 1, w - 4, band_h), vp_text, 11.0,
                       QColor("#111111"),
                       bold=True, align=RIGHT)
    name = texts.card_name(card)
    bottom_h = h * 0.24
    paint_name(p, QRectF(rect.left() + 2, top + 1, w - 4, rect.bottom() - bottom_h - top - 4), name, 11.0)
    if card == HALL:
        return
    _paint_workers(p, rect, info.workers, staff)
    label = f"#{info.action}"
    paint_text(p, QRectF(rect.left() + 3, rect.bottom() - bottom_h - 3, w - 6, bottom_h), label, 11.0, MUTED,
               bold=True, align=RIGHT)


def _paint_small(p: QPainter, rect: QRectF, card: str, colour: QColor,
                 staff: tuple[theme.PlayerStyle, int] | None) -> None:
    """A small city card: the symbol and the action number in the band, the worker spaces below."""
    data = load_data()
    info = data.cards[card]
    w, h = rect.width(), rect.height()
    radius = max(3.0, h * 0.05)
    band_h = h * 0.45
    _band(p, rect, colour, band_h, radius)
    if card == HALL:
        sym = min(w * 0.7, h * 0.5)
        paint_symbol(p, info.type, QRectF(rect.center().x() - sym / 2, rect.center().y() - sym / 2, sym,
                                          sym), INK)
        return
    sym = min(w * 0.4, band_h * 0.72)
    paint_symbol(p, info.type, QRectF(rect.left() + 2, rect.top() + (band_h - sym) / 2 + 1, sym, sym),
                 QColor("#FFFFFF"))
    paint_text(p, QRectF(rect.left() + sym, rect.top() + 1, w - sym - 2, band_h), str(info.action), 11.0,
               QColor("#111111"), bold=True, align=RIGHT)
    _paint_workers(p, rect, info.workers, staff)
