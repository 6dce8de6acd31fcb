"""Copycat's art, painted with QPainter paths so it stays sharp at any size.

Each action colour carries its own symbol as well as its hue (STYLE: colours that carry rules get a
symbol): purple a worker, blue two cards, yellow a coin, green a star, yellow-green coin and star, grey a
gear, red a crossed circle. One light source at the top left; shadows fall down and to the right. Text
is never smaller than 11 px.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from ....ui import theme
from ....ui.picture_cache import paint_cached
from ....ui.table_items import (  # noqa: F401 - the scene and items reach the paper colours through ``art``
    MIN_TEXT,
    PAPER_DARK,
    PAPER_INK,
    PAPER_LIGHT,
    fit_wrapped_px,
    fits_wrapped,
    paint_back_plate,
    paint_text,
    star_path,
    text_width,
)
from ..data import CardDef, OfficeDef
from . import texts

CARD_RATIO = 63 / 88
LINE = MIN_TEXT + 2  # a line of 11 px text, wrapped (DejaVu's line spacing at 11 px is 12.8 px)

FILL = {
    "red": QColor("#C8423B"),
    "yellow": QColor("#E9B824"),
    "yellow-green": QColor("#A7C23A"),
    "green": QColor("#3C9A56"),
    "blue": QColor("#3A76C4"),
    "purple": QColor("#8B58B5"),
    "grey": QColor("#868C94"),
}
INK_ON = {
    "red": QColor("#FFFFFF"),
    "yellow": QColor("#2B2000"),
    "yellow-green": QColor("#1E2600"),
    "green": QColor("#FFFFFF"),
    "blue": QColor("#FFFFFF"),
    "purple": QColor("#FFFFFF"),
    "grey": QColor("#FFFFFF"),
}
INK = PAPER_INK
MUTED = QColor("#5E5444")
COIN = QColor("#E8B931")
COIN_DARK = QColor("#8A6410")
MARKER_GREEN = QColor("#2FA84F")
BACK_DARK = QColor("#4A1E22")
BACK_LIGHT = QColor("#7A2E33")
BOARD_FILL = QColor("#E9DFC6")
BOARD_EDGE = QColor("#6B5A3B")


def card_width(height: float) -> float:
    return height * CARD_RATIO


def radius_for(rect: QRectF) -> float:
    return max(3.0, min(rect.width(), rect.height()) * 0.075)


# -- symbols ------------------------------------------------------------------------------------
def meeple_path(rect: QRectF) -> QPainterPath:
    """A campaign worker: head and a body with arms and legs, filling ``rect``."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    path = QPainterPath()
    path.moveTo(x + w * 0.5, y)
    path.cubicTo(x + w * 0.72, y, x + w * 0.76, y + h * 0.28, x + w * 0.62, y + h * 0.34)
    path.lineTo(x + w * 0.96, y + h * 0.44)
    path.cubicTo(x + w * 1.02, y + h * 0.5, x + w * 0.98, y + h * 0.58, x + w * 0.9, y + h * 0.58)
    path.lineTo(x + w * 0.7, y + h * 0.56)
    path.lineTo(x + w * 0.86, y + h * 0.96)
    path.cubicTo(x + w * 0.88, y + h * 1.0, x + w * 0.84, y + h, x + w * 0.8, y + h)
    path.lineTo(x + w * 0.62, y + h)
    path.lineTo(x + w * 0.5, y + h * 0.76)
    path.lineTo(x + w * 0.38, y + h)
    path.lineTo(x + w * 0.2, y + h)
    path.cubicTo(x + w * 0.16, y + h, x + w * 0.12, y + h * 1.0, x + w * 0.14, y + h * 0.96)
    path.lineTo(x + w * 0.3, y + h * 0.56)
    path.lineTo(x + w * 0.1, y + h * 0.58)
    path.cubicTo(x + w * 0.02, y + h * 0.58, x - w * 0.02, y + h * 0.5, x + w * 0.04, y + h * 0.44)
    path.lineTo(x + w * 0.38, y + h * 0.34)
    path.cubicTo(x + w * 0.24, y + h * 0.28, x + w * 0.28, y, x + w * 0.5, y)
    path.closeSubpath()
    return path


def _gear_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    teeth = 8
    for i in range(teeth * 2):
        a0 = math.radians(i * 180 / teeth - 90)
        a1 = math.radians((i + 1) * 180 / teeth - 90)
        radius = r if i % 2 == 0 else r * 0.74
        p0 = QPointF(c.x() + radius * math.cos(a0), c.y() + radius * math.sin(a0))
        p1 = QPointF(c.x() + radius * math.cos(a1), c.y() + radius * math.sin(a1))
        if i == 0:
            path.moveTo(p0)
        else:
            path.lineTo(p0)
        path.lineTo(p1)
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(c, r * 0.32, r * 0.32)
    return path.subtracted(hole)


def paint_coin(p: QPainter, c: QPointF, r: float, text: str = "") -> None:
    p.save()
    grad = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.35), r * 1.4)
    grad.setColorAt(0.0, QColor("#FFE68A"))
    grad.setColorAt(1.0, COIN)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(COIN_DARK, max(1.0, r * 0.12)))
    p.drawEllipse(c, r, r)
    if text:
        paint_text(p, QRectF(c.x() - r * 1.2, c.y() - r, r * 2.4, r * 2), text, max(MIN_TEXT, r * 1.15),
                   QColor("#3A2A00"), bold=True)
    else:
        p.setPen(QPen(COIN_DARK, max(1.0, r * 0.1)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.62, r * 0.62)
    p.restore()


def paint_symbol(p: QPainter, c: QPointF, r: float, colour: str, ink: QColor) -> None:
    """The symbol of an action colour, centred on ``c`` with radius ``r``, drawn in ``ink``."""
    p.save()
    pen = QPen(ink, max(1.0, r * 0.16))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if colour == "purple":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(meeple_path(QRectF(c.x() - r * 0.85, c.y() - r * 0.9, r * 1.7, r * 1.8)))
    elif colour == "blue":
        p.setPen(QPen(ink, max(1.0, r * 0.12)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        back = QRectF(c.x() - r * 0.75, c.y() - r * 0.9, r * 1.0, r * 1.4)
        p.drawRoundedRect(back, r * 0.15, r * 0.15)
        p.setBrush(ink)
        p.drawRoundedRect(back.translated(r * 0.5, r * 0.4), r * 0.15, r * 0.15)
    elif colour == "yellow":
        p.setPen(QPen(ink, max(1.0, r * 0.14)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.85, r * 0.85)
        p.setBrush(ink)
        p.drawEllipse(c, r * 0.4, r * 0.4)
    elif colour == "green":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(star_path(c, r, r * 0.42))
    elif colour == "yellow-green":
        p.setPen(QPen(ink, max(1.0, r * 0.12)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(c.x() - r * 0.4, c.y()), r * 0.55, r * 0.55)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(star_path(QPointF(c.x() + r * 0.45, c.y()), r * 0.6, r * 0.26))
    elif colour == "grey":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(_gear_path(c, r * 0.95))
    else:  # red: a crossed circle
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.8, r * 0.8)
        d = r * 0.8 * math.sqrt(0.5)
        p.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
    p.restore()


def paint_colour_chip(p: QPainter, c: QPointF, r: float, colour: str) -> None:
    """A disc in the action colour with its symbol: the legend and small labels use it."""
    p.save()
    p.setBrush(FILL[colour])
    p.setPen(QPen(FILL[colour].darker(160), 1.0))
    p.drawEllipse(c, r, r)
    p.restore()
    paint_symbol(p, c, r * 0.62, colour, INK_ON[colour])


# -- pieces ---------------------------------------------------------------------------------------
def paint_meeple(p: QPainter, rect: QRectF, style: theme.PlayerStyle, *, lying: bool = False,
                 lift: float = 0.0) -> None:
    """A campaign worker in the player's colour with a dark outline and the player's shape on its
    chest (so colour is never the only cue). A worker whose office action was used lies down."""
    p.save()
    if lying:
        c = rect.center()
        p.translate(c)
        p.rotate(90)
        p.translate(-c)
        k = 0.85  # lying down it must still fit the space it stood in
        rect = QRectF(c.x() - rect.width() * k / 2, c.y() - rect.height() * k / 2, rect.width() * k,
                      rect.height() * k)
    path = meeple_path(rect)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    off = 1.5 + lift * 0.7
    p.drawPath(path.translated(off if not lying else off, off if not lying else -off))
    colour = QColor(style.colour)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, colour.lighter(125))
    grad.setColorAt(1.0, colour.darker(115))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#111111"), max(1.0, rect.width() / 16)))
    p.drawPath(path)
    s = rect.width() * 0.34
    chest = QRectF(rect.center().x() - s / 2, rect.top() + rect.height() * 0.44, s, s)
    p.setPen(QPen(QColor(style.ink), max(0.8, s / 9)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(theme.shape_path(style.shape, chest))
    p.restore()


def paint_vp_marker(p: QPainter, c: QPointF, r: float, count: int) -> None:
    """A stack of green wooden victory point markers with the count."""
    p.save()
    p.setPen(QPen(QColor("#0F3D1C"), 1.0))
    p.setBrush(MARKER_GREEN.darker(140))
    p.drawEllipse(QPointF(c.x(), c.y() + r * 0.25), r, r * 0.8)
    grad = QRadialGradient(QPointF(c.x() - r * 0.3, c.y() - r * 0.4), r * 1.5)
    grad.setColorAt(0.0, QColor("#7FE09A"))
    grad.setColorAt(1.0, MARKER_GREEN)
    p.setBrush(QBrush(grad))
    p.drawEllipse(QPointF(c.x(), c.y() - r * 0.05), r, r * 0.8)
    paint_text(p, QRectF(c.x() - r, c.y() - r * 0.85, r * 2, r * 1.6), str(count), max(MIN_TEXT, r * 1.05),
               QColor("#FFFFFF"), bold=True)
    p.restore()


# -- cards ----------------------------------------------------------------------------------------
def _paint_paper(p: QPainter, rect: QRectF, radius: float, fill: QColor, edge: float) -> None:
    """A card's paper: a light-to-dark gradient in a rounded outline of its colour, ``edge`` px wide."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, PAPER_LIGHT)
    grad.setColorAt(1.0, PAPER_DARK)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(fill.darker(135), edge))
    p.drawRoundedRect(rect, radius, radius)


def _fill_band(p: QPainter, rect: QRectF, radius: float, band: QRectF, fill: QColor) -> None:
    """Fill ``band`` within the rounded outline of ``rect``: a card's or an office's coloured band."""
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.setClipPath(clip)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawRect(band)
    p.setClipping(False)


def paint_card_back(p: QPainter, rect: QRectF, label: str = "") -> None:
    paint_cached(p, ("copycat.back", label), rect, lambda q, r: _draw_card_back(q, r, label))


def _draw_card_back(p: QPainter, rect: QRectF, label: str) -> None:
    radius = radius_for(rect)
    paint_back_plate(p, rect, radius, BACK_LIGHT, BACK_DARK, QColor("#2A0F12"))
    p.save()
    inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
    p.setPen(QPen(QColor(240, 210, 150, 150), max(1.0, rect.width() * 0.02)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(240, 210, 150, 170))
    p.drawPath(star_path(rect.center(), rect.width() * 0.2, rect.width() * 0.085))
    p.restore()
    if label:
        px = max(MIN_TEXT, rect.height() * 0.1)
        paint_text(p, QRectF(rect.left(), rect.bottom() - px * 2.2, rect.width(), px * 1.8), label, px,
                   QColor("#F6E7C8"), bold=True)


def paint_card(p: QPainter, rect: QRectF, card: CardDef, open_w: float | None = None) -> None:
    """A card face: number, colour band with symbol, title, action box, price and section.

    Small cards (opponents' areas) drop the title; the hover preview shows everything. A card in a fan,
    with only a strip ``open_w`` wide at its left uncovered by the next card, sets its title (and its
    action, where it fits) in that strip, so every card of the fan reads without moving it."""
    strip = round(open_w) if open_w is not None and open_w < rect.width() - 0.5 else None
    paint_cached(p, ("copycat.card", card, strip), rect, lambda q, r: _draw_card(q, r, card, strip))


def strip_title(title: str, rect: QRectF, px: float) -> tuple[QRectF, float, bool] | None:
    """Where and how a title goes in a card's uncovered strip ``rect`` (its top at the title's line):
    the largest size up to ``px``, in bold or else in the regular weight, on up to three lines; None
    when even the least size does not fit (the hover preview and the log name the card)."""
    sizes = [px - k for k in range(int(px - MIN_TEXT) + 1)] + [MIN_TEXT]
    for size in sizes:
        for bold in (True, False):
            for lines in (1, 2, 3):
                box = QRectF(rect.left(), rect.top(), rect.width(), math.ceil(size * 1.17) * lines + 1)
                if box.bottom() <= rect.bottom() and fits_wrapped(title, box, size, bold):
                    return box, size, bold
    return None


def band_height(h: float) -> float:
    """The height of the colour band at the top of a card ``h`` tall. A street-sized card (under 130 px)
    keeps its band at the text's own size, so the room below holds the title whole and the action."""
    return max(MIN_TEXT + 6, min(h * 0.2, MIN_TEXT + 7) if h < 130 else h * 0.2)


def number_room(h: float) -> float:
    """How wide the strip at the left of a card ``h`` tall is that holds its number (up to two digits,
    inset as ``_draw_card`` sets it): a card overlapping it from this far right leaves the number whole."""
    num_px = max(MIN_TEXT, band_height(h) * 0.62)
    return h * CARD_RATIO * 0.06 + text_width("88", num_px, True) + 3


def _draw_card(p: QPainter, rect: QRectF, card: CardDef, open_w: float | None = None) -> None:
    colour = card.colour
    fill = FILL[colour]
    radius = radius_for(rect)
    w, h = rect.width(), rect.height()
    p.save()
    _paint_paper(p, rect, radius, fill, 1.6)
    # A street-sized card (under 130 px) keeps its band and foot at the text's own size, so the room
    # between them holds the title whole and the action.
    mid = h < 130
    band_h = band_height(h)
    band = QRectF(rect.left(), rect.top(), w, band_h)
    _fill_band(p, rect, radius, band, fill)
    ink = INK_ON[colour]
    num_px = max(MIN_TEXT, band_h * 0.62)
    number = str(card.no) if card.no else ""
    if number:
        paint_text(p, QRectF(band.left() + w * 0.06, band.top(), w * 0.5, band_h), number, num_px, ink,
                   bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    sr = band_h * 0.34
    paint_symbol(p, QPointF(band.right() - sr - w * 0.07, band.center().y()), sr, colour, ink)
    y = band.bottom() + (2.0 if mid else h * 0.025)
    small = h < 80
    foot_h = MIN_TEXT + 6 if mid else max(MIN_TEXT + 6, h * 0.18)
    effect = texts.effect_short(card.effect, card.param)
    if open_w is not None and not small:  # in a fan: the words in the strip the next card leaves open
        _draw_strip_words(p, QRectF(rect.left() + 4, y, open_w - 7, rect.bottom() - foot_h - y - 2), card,
                          effect, rect, radius, fill, max(MIN_TEXT, min(15.0, h * 0.082)))
        _draw_foot(p, rect, card, foot_h)
        p.restore()
        return
    if h >= 130:  # room for the whole title on two lines
        tpx = max(MIN_TEXT, min(15.0, h * 0.082))
        t_rect = QRectF(rect.left() + w * 0.06, y, w * 0.88, tpx * 2.5)
        paint_text(p, t_rect, texts.title(card.title), tpx, INK, bold=True,
                   align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        y = t_rect.bottom() + h * 0.02

    def effect_box(top: float) -> QRectF:
        below = 1.0 if mid else h * 0.01
        return QRectF(rect.left() + w * 0.04, top, w * 0.92, rect.bottom() - foot_h - top - below)

    if mid and not small:
        # The title whole, on as few lines as it takes (up to four; in the regular weight where the bold
        # one is too wide), where the action still fits below it in bold. A title that cannot be whole
        # is left to the hover preview and the log (never cut): the action is what a player needs.
        title = texts.title(card.title)
        for lines, bold in ((1, True), (2, True), (1, False), (2, False), (3, True), (3, False), (4, False)):
            t_rect = QRectF(rect.left() + 2, y, w - 4, lines * LINE)
            if not fits_wrapped(title, t_rect, MIN_TEXT, bold):
                continue
            if fits_wrapped(effect, effect_box(t_rect.bottom() + 1).adjusted(1, 0, -1, 0), MIN_TEXT, True):
                paint_text(p, t_rect, title, MIN_TEXT, MUTED, bold=bold,
                           align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                           | Qt.TextFlag.TextWordWrap)
                y = t_rect.bottom() + 1
                break
    box = effect_box(y)
    p.setBrush(QColor(fill.red(), fill.green(), fill.blue(), 60))
    p.setPen(QPen(fill.darker(120), 1.0))
    p.drawRoundedRect(box, radius * 0.6, radius * 0.6)
    inner = box.adjusted(1, 0, -1, 0)
    epx = fit_wrapped_px(effect, inner, max(MIN_TEXT, min(16.0, h * 0.1)), True)
    if not small or fits_wrapped(effect, inner, epx, True):  # a pile's tiny top card: no cut-off words
        paint_text(p, inner, effect, epx, INK, bold=True,
                   align=Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    else:
        # Its action does not fit whole: its colour's symbol stands for it, rather than an empty box that
        # read as a blank face (issue 15: an opponent's purple discard at 4 players); its tooltip and the
        # hover preview say the action.
        paint_symbol(p, box.center(), min(box.width(), box.height()) * 0.36, colour, fill.darker(175))
    _draw_foot(p, rect, card, foot_h)
    p.restore()


def _draw_foot(p: QPainter, rect: QRectF, card: CardDef, foot_h: float) -> None:
    """The foot: the price's coin at the left, the section at the right."""
    w = rect.width()
    foot = QRectF(rect.left(), rect.bottom() - foot_h, w, foot_h)
    if card.price is not None:
        cr = foot_h * 0.4
        paint_coin(p, QPointF(foot.left() + w * 0.06 + cr, foot.center().y()), cr, str(card.price))
    spx = max(MIN_TEXT, foot_h * 0.55)
    paint_text(p, QRectF(foot.left(), foot.top(), w * 0.92, foot_h), card.section, spx, MUTED, bold=True,
               align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _draw_strip_words(p: QPainter, room: QRectF, card: CardDef, effect: str, rect: QRectF, radius: float,
                      fill: QColor, px: float) -> None:
    """A fanned card's title in its open strip ``room`` (above its foot), where a whole card has it where
    it fits there, then its action box across the card with the action in the strip where it fits whole;
    in a strip too narrow for the title, the title alone, set upwards along the strip."""
    title = texts.title(card.title)
    usual = QRectF(room.left(), room.top(), room.width(), px * 2.5)  # a whole card's title lines
    placed = strip_title(title, usual, px)
    below = usual.bottom() + rect.height() * 0.02  # the action box where a whole card has it
    if placed is None:
        placed = strip_title(title, room, px)
        below = placed[0].bottom() + 2 if placed is not None else below
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    if placed is None:  # a strip too narrow for the title across: along the strip, as on a book's spine
        upright = strip_title(title, QRectF(0, 0, room.height(), room.width()), px)
        if upright is not None:
            box, size, bold = upright
            p.save()
            p.translate(room.left(), room.bottom())
            p.rotate(-90)
            paint_text(p, box, title, size, INK, bold=bold, align=flags)
            p.restore()
        return
    box, size, bold = placed
    paint_text(p, box, title, size, INK, bold=bold, align=flags)
    w = rect.width()
    box = QRectF(rect.left() + w * 0.04, below, w * 0.92, room.bottom() - below)
    if box.height() < MIN_TEXT + 4:
        return
    p.setBrush(QColor(fill.red(), fill.green(), fill.blue(), 60))
    p.setPen(QPen(fill.darker(120), 1.0))
    p.drawRoundedRect(box, radius * 0.6, radius * 0.6)
    inner = QRectF(box.left() + 2, box.top(), room.right() - box.left() - 2, box.height())
    epx = fit_wrapped_px(effect, inner, max(MIN_TEXT, min(16.0, rect.height() * 0.1)), True)
    if fits_wrapped(effect, inner, epx, True):
        across = Qt.AlignmentFlag.AlignCenter
        paint_text(p, inner, effect, epx, INK, bold=True, align=across | Qt.TextFlag.TextWordWrap)


STRIP_BAND_W = 35.0  # a street strip's coloured end: the card's number and its colour's symbol
STRIP_TAG_W = 34.0  # its price, "= 10" at 11 px in a pill


def paint_card_strip(p: QPainter, rect: QRectF, card: CardDef, tag: str = "", hot: bool = False) -> None:
    """A card lying as one line (the short table's street): the number and symbol on the card's colour,
    the title whole (in the regular weight where the bold one is too wide), the street price at the right
    end in its pill (yellow when it is the one being bought)."""
    paint_cached(p, ("copycat.strip", card, tag, hot), rect, lambda q, r: _draw_strip(q, r, card, tag, hot))


def strip_title_rect(rect: QRectF, tag: str) -> QRectF:
    right = STRIP_TAG_W + 4 if tag else 4.0
    return QRectF(rect.left() + STRIP_BAND_W + 4, rect.top(), rect.width() - STRIP_BAND_W - 4 - right,
                  rect.height())


def _draw_strip(p: QPainter, rect: QRectF, card: CardDef, tag: str, hot: bool) -> None:
    fill = FILL[card.colour]
    radius = min(4.0, rect.height() * 0.3)
    p.save()
    _paint_paper(p, rect, radius, fill, 1.2)
    band = QRectF(rect.left(), rect.top(), STRIP_BAND_W, rect.height())
    _fill_band(p, rect, radius, band, fill)
    ink = INK_ON[card.colour]
    if card.no:
        paint_text(p, band.adjusted(3, 0, 0, 0), str(card.no), MIN_TEXT, ink, bold=True,
                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    sr = min(5.5, rect.height() * 0.34)
    paint_symbol(p, QPointF(band.right() - sr - 3, band.center().y()), sr, card.colour, ink)
    title = texts.title(card.title)
    t_rect = strip_title_rect(rect, tag)
    bold = text_width(title, MIN_TEXT, True) <= t_rect.width()
    paint_text(p, t_rect, title, MIN_TEXT, INK, bold=bold, elide=True,
               align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    # The action after the title where it fits whole (the hover preview has it in full anyway).
    effect = texts.effect_short(card.effect, card.param).replace("\n", " ")
    left = t_rect.left() + text_width(title, MIN_TEXT, bold) + 8
    if left + text_width(effect, MIN_TEXT) <= t_rect.right():
        paint_text(p, QRectF(left, t_rect.top(), t_rect.right() - left, t_rect.height()), effect, MIN_TEXT,
                   MUTED, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    if tag:
        pill = QRectF(rect.right() - STRIP_TAG_W - 1, rect.top() + 1, STRIP_TAG_W, rect.height() - 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#FFE27A") if hot else QColor("#25344F"))
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        paint_text(p, pill, tag, MIN_TEXT, QColor("#1E1B16") if hot else QColor("#FFFFFF"), bold=True)
    p.restore()


def paint_card_preview(p: QPainter, rect: QRectF, card: CardDef) -> None:
    """The large hover view: the card on top and its full effect text below."""
    w = rect.width()
    card_h = min(rect.height() * 0.56, (w * 0.82) / CARD_RATIO)
    cw = card_width(card_h)
    p.save()
    p.setBrush(QColor(28, 32, 36, 235))
    p.setPen(QPen(QColor("#C9B68A"), 1.5))
    p.drawRoundedRect(rect, 10, 10)
    p.restore()
    top = QRectF(rect.center().x() - cw / 2, rect.top() + 10, cw, card_h)
    paint_card(p, top, card)
    y = top.bottom() + 8
    lines = [texts.title(card.title)]
    head = texts.fill(texts.translate("copycat", "%1 · %2"), texts.colour_name(card.colour),
                      texts.phase_of_colour(card.colour))
    paint_text(p, QRectF(rect.left() + 10, y, w - 20, 18), lines[0], 14.0, QColor("#FFFFFF"), bold=True,
               align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, elide=True)
    y += 20
    paint_text(p, QRectF(rect.left() + 10, y, w - 20, 18), head, 12.0, QColor("#F3E6C4"),
               align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, elide=True)
    y += 20
    paint_text(p, QRectF(rect.left() + 12, y, w - 24, rect.bottom() - y - 8),
               texts.effect_long(card.effect, card.param), 12.5, QColor("#FFFFFF"),
               align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


# -- offices --------------------------------------------------------------------------------------
def paint_office(p: QPainter, rect: QRectF, office: OfficeDef) -> QRectF:
    """An office: a colour strip with the symbol and the action in words. The title is flavour (rulebook:
    it has no further importance), so it lives in the tooltip. Returns the band at the bottom where
    markers and workers stand."""
    colour = office.colour
    fill = FILL[colour]
    radius = 5.0
    p.save()
    p.setBrush(QColor("#FAF4E4"))
    p.setPen(QPen(fill.darker(140), 1.5))
    p.drawRoundedRect(rect, radius, radius)
    strip_w = max(13.0, min(22.0, rect.width() * 0.16))
    strip = QRectF(rect.left(), rect.top(), strip_w, rect.height())
    _fill_band(p, rect, radius, strip, fill)
    paint_symbol(p, QPointF(strip.center().x(), rect.top() + strip_w * 0.6), strip_w * 0.34, colour,
                 INK_ON[colour])
    p.restore()
    text_rect, effect, epx, bold = office_words(rect, office)
    # elide: words that do not fit even at the smallest size stay off the band and count as shortened
    paint_text(p, text_rect, effect, epx, INK, bold=bold, align=OFFICE_WORDS, elide=True)
    return office_band(rect)


OFFICE_WORDS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def office_words(rect: QRectF, office: OfficeDef) -> tuple[QRectF, str, float, bool]:
    """How an office drawn in ``rect`` sets its action: the box right of its strip and above its band,
    the words, their size and whether bold (paint_office; the coach's numbers keep off them)."""
    strip_w = max(13.0, min(22.0, rect.width() * 0.16))
    band_h = _office_band_h(rect)
    text_rect = QRectF(rect.left() + strip_w + 3, rect.top() + 1, rect.width() - strip_w - 4,
                       rect.height() - band_h - 1)
    effect = texts.office_effect_short(office.effect, office.param)
    # a word wider than the office in bold ("≤2 Karten") is set in the regular weight rather than cut
    bold = fits_wrapped(effect, text_rect, MIN_TEXT, True)
    epx = fit_wrapped_px(effect, text_rect, max(MIN_TEXT, min(13.0, text_rect.height() * 0.42)), bold)
    return text_rect, effect, epx, bold


def _office_band_h(rect: QRectF) -> float:
    band_h = max(18.0, rect.height() * 0.36)
    if rect.height() - band_h - 1 < 2 * LINE:  # a short office (1366x768): its words keep two lines and
        band_h = max(12.5, rect.height() - 2 * LINE - 1)  # the band, its 14 px markers, gives way
    return band_h


def office_band(rect: QRectF) -> QRectF:
    """The band at the bottom of an office drawn in ``rect`` (paint_office), where markers and workers
    stand."""
    strip_w = max(13.0, min(22.0, rect.width() * 0.16))
    band_h = _office_band_h(rect)
    return QRectF(rect.left() + strip_w + 2, rect.bottom() - band_h, rect.width() - strip_w - 4, band_h - 2)
