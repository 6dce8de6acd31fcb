"""How Councils & Contracts pieces look: employees and building cards (the types' hues and symbols are
in .symbols, a card name's setting in .card_name).

Everything is drawn with QPainter paths (no bitmaps). A card face is drawn at four levels of detail,
chosen by its height: the display and the large preview show everything, the city shows what matters
once a card is built; a city card whose name needs more lines than its mid-sized face has gets a tight
face with a thinner band and smaller figures, and the smallest cards show no name (it is in the preview).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ....ui import theme
from ....ui.language import current_language
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
    text_width,
)
from ..data import HALL, load_data
from . import texts
from .card_name import INK, name_fit, name_height, paint_name
from .symbols import paint_symbol, paint_type_chip, type_colour

CARD_RATIO = 63.0 / 88.0
PAPER = QColor("#F6F0E1")
PAPER_EDGE = QColor("#8C7B5E")
MUTED = QColor("#5A5346")
GOLD = QColor("#F2C14E")
VP_FILL = QColor("#2B2B2B")


def card_width(height: float) -> float:
    return height * CARD_RATIO


# -- employees ---------------------------------------------------------------------------------------
def meeple_path(rect: QRectF) -> QPainterPath:
    """A worker figure filling ``rect``: round head, arms out, legs apart. Made once per size and moved
    into place: the union of head and body is costly, and a round change draws dozens (issue 13)."""
    key = (rect.width(), rect.height())
    path = _MEEPLES.get(key)
    if path is None:
        if len(_MEEPLES) >= MEEPLES_KEPT:  # a session of resizing: start again
            _MEEPLES.clear()
        path = _MEEPLES[key] = _meeple_at_origin(rect.width(), rect.height())
    return path.translated(rect.x(), rect.y())


MEEPLES_KEPT = 256
_MEEPLES: dict[tuple[float, float], QPainterPath] = {}


def _meeple_at_origin(w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(w * 0.5, h * 0.17), w * 0.17, h * 0.16)
    body = QPainterPath()
    body.moveTo(w * 0.36, h * 0.33)
    body.lineTo(w * 0.64, h * 0.33)
    body.quadTo(w * 0.98, h * 0.38, w * 0.98, h * 0.52)
    body.lineTo(w * 0.70, h * 0.55)
    body.lineTo(w * 0.88, h * 0.98)
    body.lineTo(w * 0.60, h * 0.98)
    body.lineTo(w * 0.5, h * 0.76)
    body.lineTo(w * 0.40, h * 0.98)
    body.lineTo(w * 0.12, h * 0.98)
    body.lineTo(w * 0.30, h * 0.55)
    body.lineTo(w * 0.02, h * 0.52)
    body.quadTo(w * 0.02, h * 0.38, w * 0.36, h * 0.33)
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
def worker_slot(rect: QRectF, k: int, size: float | None = None) -> QRectF:
    """Where the k-th employee stands on a card drawn in ``rect`` (the worker spaces at the bottom left);
    ``size``, the figures' height where a face sets it (a city card giving its name three lines)."""
    h = rect.height()
    if size is not None:
        left, top = rect.left() + 2, rect.bottom() - size - 2
    elif h >= FULL_FACE_H:
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
    """A building card face (City Hall too) in ``rect``; ``staff`` is (owner's style, employees).

    The face's picture leaves the worker spaces out: employees come and go every round (issue 13: a
    round change drew a dozen city faces again for them), so the spaces are drawn over the picture."""
    paint_shadow(p, rect, max(3.0, rect.height() * 0.05), lift)
    paint_cached(p, ("councils.card", card, show_cost, preview), rect,
                 lambda q, r: _paint_face(q, r, card, show_cost, preview))
    figure = _figure_size(rect, card, show_cost, preview)
    _paint_workers(p, rect, load_data().cards[card].workers, staff, figure)


def _figure_size(rect: QRectF, card: str, show_cost: bool, preview: bool) -> float | None:
    """The employees' height on the face ``_face_kind`` picks (None: the face's own default), worked out
    once per card, size and language: the picture is drawn once, the figures at every repaint."""
    key = (card, rect.width(), rect.height(), show_cost, preview, current_language())
    if key not in _FIGURE_SIZES:
        if len(_FIGURE_SIZES) >= FIGURE_SIZES_KEPT:
            _FIGURE_SIZES.clear()
        parts = _face_kind(rect, card, show_cost, preview)[1]
        _FIGURE_SIZES[key] = None if parts is None else parts[4]
    return _FIGURE_SIZES[key]


FIGURE_SIZES_KEPT = 1024
_FIGURE_SIZES: dict[tuple[str, float, float, bool, bool, str], float | None] = {}


def _face_kind(rect: QRectF, card: str, show_cost: bool, preview: bool) -> tuple[str, Any]:
    """Which face a card of this size shows: full, display_tight (with its parts), medium, tight (with
    its parts) or small."""
    h = rect.height()
    if h >= FULL_FACE_H or preview:
        return "full", None
    if h >= 62 and show_cost and (display := _display_tight_parts(rect, card)) is not None:
        return "display_tight", display
    if h >= 62 and (show_cost or card == HALL or _medium_name_fits(rect, card)):
        return "medium", None
    if h >= 62 and (tight := _tight_parts(rect, card)) is not None:
        return "tight", tight
    # A city card too short for its name whole (or for any name) shows the small face; the name is in
    # the card's preview on hover.
    return "small", None


def _paint_face(p: QPainter, rect: QRectF, card: str, show_cost: bool, preview: bool) -> None:
    """The face ``_face_kind`` picks, all but the worker spaces."""
    kind, parts = _face_kind(rect, card, show_cost, preview)
    info = load_data().cards[card]
    h = rect.height()
    radius = max(3.0, h * 0.05)
    colour = type_colour(info.type)
    p.save()
    p.setPen(QPen(PAPER_EDGE, 1.0))
    p.setBrush(PAPER)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()
    if kind == "full":
        _paint_full(p, rect, card, colour, show_cost, preview)
    elif kind == "display_tight":
        _paint_display_tight(p, rect, card, colour, parts)
    elif kind == "medium":
        _paint_medium(p, rect, card, colour, show_cost)
    elif kind == "tight":
        _paint_tight(p, rect, card, colour, parts)
    else:
        _paint_small(p, rect, card, colour)


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


def medal_width(vp: int) -> float:
    """The small VP medal's width: the number at 11 px and a little room at its round ends."""
    return text_width(str(vp), 11.0, True) + 5


def _paint_row_vp(p: QPainter, row: QRectF, vp: int, px: float, ink: QColor, symbol_right: float) -> None:
    """The victory points at the right end of ``row`` ("10 VP"), right of the type symbol that ends at
    ``symbol_right``; where the words would run into the symbol (a narrow card, two-digit points) the
    number alone on the full face's VP medal in small: a dark plate ringed in gold."""
    text = texts.fill(texts.translate("councils", "%1 VP"), vp)
    if row.right() - text_width(text, px, True) >= symbol_right + 2:
        paint_text(p, row, text, px, ink, bold=True, align=RIGHT)
        return
    number = str(vp)
    h = min(row.height() - 1, 15.0)
    plate = QRectF(row.right() - medal_width(vp), row.center().y() - h / 2, medal_width(vp), h)
    p.save()
    p.setPen(QPen(GOLD, 1.0))
    p.setBrush(VP_FILL)
    p.drawRoundedRect(plate, h / 2, h / 2)
    p.restore()
    paint_text(p, plate, number, 11.0, QColor("#FFFFFF"), bold=True)


def _paint_workers(p: QPainter, rect: QRectF, workers: int, staff: tuple[theme.PlayerStyle, int] | None,
                   size: float | None = None) -> None:
    """Worker spaces at the bottom left: outlines, or the owner's employees standing on them."""
    staffed = 0
    if staff is not None:
        style, staffed = staff[0], min(workers, staff[1])
        for k in range(staffed):
            paint_meeple(p, worker_slot(rect, k, size), style)
    if staffed < workers:
        _paint_spaces(p, [worker_slot(rect, k, size) for k in range(staffed, workers)])


def _paint_spaces(p: QPainter, slots: list[QRectF]) -> None:
    """Empty worker spaces, dashed outlines of a figure: the same few pictures on every card of a size, so
    drawn once and copied. A card draws its picture again whenever it moves to another fraction of a
    pixel or size, and the dashes were most of that (issue 13: start_project drew them 1.1% slower)."""
    first, last = slots[0], slots[-1]
    box = QRectF(first.left() - 2, first.top() - 2, last.right() - first.left() + 4, first.height() + 4)
    step = round(slots[1].left() - first.left(), 3) if len(slots) > 1 else 0.0  # the same wherever it stands
    paint_cached(p, ("councils.spaces", len(slots), first.width(), first.height(), step), box,
                 lambda q, _r: _draw_spaces(q, slots))


def _draw_spaces(p: QPainter, slots: list[QRectF]) -> None:
    p.save()
    pen = QPen(MUTED, 1.2)
    pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for r in slots:
        p.drawPath(meeple_path(r))
    p.restore()


def _paint_full(p: QPainter, rect: QRectF, card: str, colour: QColor, show_cost: bool, preview: bool) -> None:
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
    if not info.workers:
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


def _paint_medium(p: QPainter, rect: QRectF, card: str, colour: QColor, show_cost: bool) -> None:
    """A mid-sized card: costs (in the display) or symbol and VP (in the city), name, action, workers."""
    data = load_data()
    info = data.cards[card]
    w, h = rect.width(), rect.height()
    costed = show_cost and card != HALL
    # In the display the band (costs) and the VP line keep to the text's size, so a name of three lines
    # (a long word broken with a hyphen) has room on a card of layout.DISPLAY_TITLE_H.
    if costed:
        band_h = _costs_band(p, rect, card, colour)
    else:
        band_h = max(16.0, h * 0.2)
        _band(p, rect, colour, band_h, max(3.0, h * 0.05))
    top = rect.top() + band_h
    if costed:
        sym = 13.0
        paint_symbol(p, info.type, QRectF(rect.left() + 4, top + 2, sym, sym), colour, colour.darker(160))
        _paint_row_vp(p, QRectF(rect.left() + sym + 6, top + 1, w - sym - 10, sym + 2), info.vp, 12.0, INK,
                      rect.left() + 4 + sym)
        top += sym + 3
    else:
        sym = band_h * 0.8
        paint_symbol(p, info.type, QRectF(rect.left() + 3, rect.top() + (band_h - sym) / 2 + 1, sym, sym),
                     QColor("#FFFFFF"))
        if card != HALL:
            _paint_row_vp(p, QRectF(rect.left(), rect.top() + 1, w - 4, band_h), info.vp, 11.0,
                          QColor("#111111"), rect.left() + 3 + sym)
    name = texts.card_name(card)
    bottom_h = h * 0.24
    name_rect = _medium_name_rect(rect, top)
    if card == HALL:
        if name_fit(name, name_rect, 11.0) is None:  # no figures: a long name (Ayuntamiento) takes their room
            name_rect.setBottom(rect.bottom() - 3)
        paint_name(p, name_rect, name, 11.0)
        return
    paint_name(p, name_rect, name, 11.0)
    label = f"#{info.action}"
    paint_text(p, QRectF(rect.left() + 3, rect.bottom() - bottom_h - 3, w - 6, bottom_h), label, 11.0, MUTED,
               bold=True, align=RIGHT)


def _costs_band(p: QPainter, rect: QRectF, card: str, colour: QColor) -> float:
    """The mid-sized face's band with the card's costs (the display's); its height."""
    data = load_data()
    w, h = rect.width(), rect.height()
    band_h = max(16.0, min(h * 0.2, 18.0))
    _band(p, rect, colour, band_h, max(3.0, h * 0.05))
    chip = min(band_h - 4, (w - 6) / 3 - 11)
    x = rect.left() + 3
    for index, amount in data.cards[card].cost_items:
        _cost_chip(p, QRectF(x, rect.top() + (band_h - chip) / 2 + 1, chip + 9, chip),
                   data.influence_types[index], amount)
        x += chip + 11
    return band_h


DisplayTight = tuple[str, float, bool, QRectF, float]


def _display_tight_parts(rect: QRectF, card: str) -> DisplayTight | None:
    """A display card whose name needs more lines than the mid-sized face leaves it under the points' row
    (Bank Headquarters on the replay's 81 px cards at 1366x768): (name text, size, bold, name rect, figure
    height) with the name below the costs' band and the symbol and points beside the figures at the foot;
    None where the mid-sized face holds the name or this one does not."""
    if card == HALL:
        return None
    w, h = rect.width(), rect.height()
    band_h = max(16.0, min(h * 0.2, 18.0))
    if name_fit(texts.card_name(card), _medium_name_rect(rect, rect.top() + band_h + 16.0), 11.0) is not None:
        return None
    text, size, bold, height = name_height(texts.card_name(card), w - 4, 11.0)
    name_rect = QRectF(rect.left() + 2, rect.top() + band_h + 1, w - 4, height)
    # figures a little smaller than the mid-sized face's, so the symbol and the points fit beside one
    figure = min(h * 0.22, rect.bottom() - name_rect.bottom() - 3)
    info = load_data().cards[card]
    after, sym = _foot_symbol(rect, info.workers, figure)
    room = rect.right() - 3 - (after + sym + 2)
    if figure < TIGHT_FIGURE or room < medal_width(info.vp) or not fits_wrapped(
            text, name_rect, size, bold):
        return None
    return text, size, bold, name_rect, figure


def _foot_symbol(rect: QRectF, workers: int, figure: float) -> tuple[float, float]:
    """Where the type symbol starts beside the figures at a display card's foot, and its size."""
    after = worker_slot(rect, workers, figure).left() if workers else rect.left() + 3
    return after, min(figure * 0.85, 13.0)


def _paint_display_tight(p: QPainter, rect: QRectF, card: str, colour: QColor, parts: DisplayTight) -> None:
    """The costs' band, the whole name, and at the foot the figures, the type symbol and the points; the
    action number is in the preview on hover."""
    info = load_data().cards[card]
    _costs_band(p, rect, card, colour)
    text, size, bold, name_rect, figure = parts
    paint_text(p, name_rect, text, size, INK, bold=bold, align=int(CENTRE) | int(Qt.TextFlag.TextWordWrap),
               elide=True)
    after, sym = _foot_symbol(rect, info.workers, figure)
    row_top = rect.bottom() - figure - 2
    paint_symbol(p, info.type, QRectF(after, row_top + (figure - sym) / 2, sym, sym), colour,
                 colour.darker(160))
    row = QRectF(after + sym + 2, row_top, rect.right() - 3 - after - sym - 2, figure)
    _paint_row_vp(p, row, info.vp, 11.0, INK, after + sym)


def _medium_name_rect(rect: QRectF, top: float) -> QRectF:
    """Where the mid-sized face sets the name: from ``top`` (below the band) to the worker spaces."""
    return QRectF(rect.left() + 2, top + 1, rect.width() - 4, rect.bottom() - rect.height() * 0.24 - top - 4)


def _medium_name_fits(rect: QRectF, card: str) -> bool:
    """Whether a city card's name fits the mid-sized face whole (its band as _paint_medium sets it)."""
    top = rect.top() + max(16.0, rect.height() * 0.2)
    return name_fit(texts.card_name(card), _medium_name_rect(rect, top), 11.0) is not None


# The tight face's band holds the symbol and the VP at 11 px; its figures are no smaller than this.
TIGHT_BAND = 14.0
TIGHT_FIGURE = 12.0

Tight = tuple[str, float, bool, QRectF, float]


def _tight_parts(rect: QRectF, card: str) -> Tight | None:
    """A city card's tight face where its name fits: (name text, size, bold, name rect, figure height)
    with the name on as many lines as it needs below a thin band and the figures in what is left; None
    where that leaves the figures smaller than TIGHT_FIGURE."""
    w, h = rect.width(), rect.height()
    text, size, bold, height = name_height(texts.card_name(card), w - 4, 11.0)
    name_rect = QRectF(rect.left() + 2, rect.top() + TIGHT_BAND + 1, w - 4, height)
    figure = min(h * 0.26, rect.bottom() - name_rect.bottom() - 3)
    if figure < TIGHT_FIGURE and load_data().cards[card].workers or not fits_wrapped(text, name_rect, size,
                                                                                       bold):
        return None
    return text, size, bold, name_rect, figure


def _paint_tight(p: QPainter, rect: QRectF, card: str, colour: QColor, tight: Tight) -> None:
    """A city card whose name needs more lines than the mid-sized face has (Shopping Arcade on a 70 px
    card): a thin band with the symbol and the VP, the whole name, smaller figures; the action number
    where the figures leave room for it, else in the preview on hover."""
    info = load_data().cards[card]
    w = rect.width()
    _band(p, rect, colour, TIGHT_BAND, max(3.0, rect.height() * 0.05))
    sym = TIGHT_BAND * 0.8
    paint_symbol(p, info.type, QRectF(rect.left() + 3, rect.top() + (TIGHT_BAND - sym) / 2 + 1, sym, sym),
                 QColor("#FFFFFF"))
    _paint_row_vp(p, QRectF(rect.left(), rect.top() + 1, w - 4, TIGHT_BAND), info.vp, 11.0, QColor("#111111"),
                  rect.left() + 3 + sym)
    text, size, bold, name_rect, figure = tight
    paint_text(p, name_rect, text, size, INK, bold=bold, align=int(CENTRE) | int(Qt.TextFlag.TextWordWrap),
               elide=True)
    label = f"#{info.action}"
    beside = worker_slot(rect, info.workers, figure).left() if info.workers else rect.left() + 3
    row = QRectF(beside, rect.bottom() - max(figure, 13.0) - 2, rect.right() - 3 - beside, max(figure, 13.0))
    if figure >= 13.0 and text_width(label, 11.0, True) <= row.width():
        paint_text(p, row, label, 11.0, MUTED, bold=True, align=RIGHT)


def _paint_small(p: QPainter, rect: QRectF, card: str, colour: QColor) -> None:
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
