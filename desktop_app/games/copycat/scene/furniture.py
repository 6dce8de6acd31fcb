"""The Copycat table's fixed furniture: the federal department board, its offices and the street's
eleven spaces. Boxes that can glow, dim and be clicked; they report to their scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ....ui import theme
from ....ui.language import current_language
from ....ui.picture_cache import paint_cached
from ....ui.table_items import (
    GLOW,
    LEFT,
    MIN_TEXT,
    RIGHT,
    Box,
    paint_badge,
    paint_shadow,
    paint_text,
    text_width,
)
from ....ui.table_places import paint_empty_place
from ..data import load_data
from . import art
from .items import WHITE


def _box(rect: QRectF) -> tuple[float, float, float, float]:
    return (rect.x(), rect.y(), rect.width(), rect.height())


class BoardItem(Box):
    """The federal department: paper board, the career path round its edge (0-99), column headers,
    empty office windows, and the bus of turn order with the round in the top strip."""

    def __init__(self) -> None:
        super().__init__()
        self.ring = 22.0
        self.strip = QRectF()  # local coordinates
        self.headers: list[tuple[QRectF, str]] = []
        self.windows: list[tuple[QRectF, str]] = []  # empty windows with a caption
        self.bus: list[tuple[theme.PlayerStyle, str]] = []  # in turn order
        self.bus_title = ""
        self.round_text = ""
        self.info_text = ""
        self.setZValue(-10)

    def margin(self) -> float:
        return 8.0

    def ring_point(self, vp: int) -> QPointF:
        """Scene point of career-path space ``vp`` (0-99, clockwise from the top left)."""
        return self.mapToScene(self._ring_local(vp % 100))

    def _ring_local(self, index: int) -> QPointF:
        r = self.rect()
        half = self.ring / 2
        inner = r.adjusted(half, half, -half, -half)
        w, h = inner.width(), inner.height()
        perimeter = 2 * (w + h)
        d = perimeter * index / 100.0
        if d <= w:
            return QPointF(inner.left() + d, inner.top())
        d -= w
        if d <= h:
            return QPointF(inner.right(), inner.top() + d)
        d -= h
        if d <= w:
            return QPointF(inner.right() - d, inner.bottom())
        d -= w
        return QPointF(inner.left(), inner.bottom() - d)

    def keep_clear_of_banner(self) -> list[QRectF]:
        """What the round's banner (ui/announcements.py) must not cover on the board, in scene rectangles:
        the career path round its edge, the top strip, the column headers and the empty windows. The
        paper between them is room: at 4 players no band of the table is free of words (issue 15)."""
        r, ring = self.rect(), self.ring
        w, h = r.width(), r.height()
        edges = [QRectF(r.left(), r.top(), w, ring), QRectF(r.left(), r.bottom() - ring, w, ring),
                 QRectF(r.left(), r.top(), ring, h), QRectF(r.right() - ring, r.top(), ring, h)]
        parts = [*edges, self.strip, *(cell for cell, _ in self.headers), *(cell for cell, _ in self.windows)]
        return [self.mapRectToScene(part) for part in parts if not part.isEmpty()]

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_shadow(p, rect, 12)
        # The paper, path and headers change only with the layout, the empty windows when an office opens
        # (each round), the strip each turn. A new round copies the base and draws only its windows: the
        # hundred spaces of the path drawn again were the round change's largest stall (issue 13).
        base = ("copycat.board", _box(rect), self.ring,
                tuple((_box(cell), caption) for cell, caption in self.headers))
        still = (base, tuple((_box(cell), caption) for cell, caption in self.windows))
        paint_cached(p, still, rect, lambda q, r: self._paint_still(q, r, base))
        self._paint_strip(p)

    def _paint_still(self, p: QPainter, rect: QRectF, base: tuple) -> None:
        paint_cached(p, base, rect, self._paint_base)  # the same scale and place: an exact copy
        for cell, caption in self.windows:
            paint_empty_place(p, cell.adjusted(1, 1, -1, -1), 6,
                              QColor(107, 90, 59, 150), 1.2, QColor(107, 90, 59, 28))
            if caption:
                paint_text(p, cell, caption, MIN_TEXT, QColor("#6B5A3B"),
                           align=Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def _paint_base(self, p: QPainter, rect: QRectF) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, QColor("#F1E8D2"))
        grad.setColorAt(1.0, QColor("#DCCDAA"))
        p.save()
        p.setBrush(grad)
        p.setPen(QPen(art.BOARD_EDGE, 2.0))
        p.drawRoundedRect(rect, 12, 12)
        # the career path: a band of 100 spaces, every fifth numbered
        ring = self.ring
        band = rect.adjusted(2, 2, -2, -2)
        p.setBrush(QColor("#3D4F6B"))
        p.setPen(Qt.PenStyle.NoPen)
        outer = QPainterPath()
        outer.addRoundedRect(band, 10, 10)
        inner_path = QPainterPath()
        inner_path.addRect(band.adjusted(ring - 2, ring - 2, -ring + 2, -ring + 2))
        p.drawPath(outer.subtracted(inner_path))
        for i in range(100):
            a = self._ring_local(i)
            b = self._ring_local(i + 1) if i < 99 else self._ring_local(0)
            mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            horizontal = abs(a.y() - b.y()) < 0.5
            p.setPen(QPen(QColor(255, 255, 255, 70), 1.0))
            if horizontal:
                p.drawLine(QPointF(a.x(), a.y() - ring / 2 + 3), QPointF(a.x(), a.y() + ring / 2 - 3))
            else:
                p.drawLine(QPointF(a.x() - ring / 2 + 3, a.y()), QPointF(a.x() + ring / 2 - 3, a.y()))
            if i % 5 == 0:
                box = QRectF(mid.x() - 14, mid.y() - 8, 28, 16)
                paint_text(p, box, str(i), MIN_TEXT, QColor("#F3E6C4"), bold=i % 10 == 0)
        p.restore()
        for cell, caption in self.headers:
            paint_text(p, cell, caption, MIN_TEXT, QColor("#4A3D27"), bold=True, elide=True)

    def _paint_strip(self, p: QPainter) -> None:
        strip = self.strip
        if strip.isEmpty():
            return
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(61, 79, 107, 40))
        p.drawRoundedRect(strip, 8, 8)
        p.restore()
        x = strip.left() + 8
        tw = text_width(self.bus_title, 12.0, True)
        paint_text(p, QRectF(x, strip.top(), tw + 4, strip.height()), self.bus_title, 12.0, art.INK,
                   bold=True, align=LEFT)
        x += tw + 10
        s = strip.height() - 6
        for i, (style, _name) in enumerate(self.bus):
            window = QRectF(x, strip.top() + 3, s * 1.7, s)
            p.save()
            p.setBrush(QColor("#CFE3F0"))
            p.setPen(QPen(QColor("#3D4F6B"), 1.2))
            p.drawRoundedRect(window, s * 0.3, s * 0.3)
            p.restore()
            paint_text(p, QRectF(window.left() + 2, window.top(), s * 0.6, s), str(i + 1), MIN_TEXT,
                       QColor("#3D4F6B"), bold=True)
            theme.paint_marker(p, QRectF(window.left() + s * 0.75, window.top() + 3, s - 6, s - 6), style)
            x = window.right() + 6
        right = strip.right() - 8
        info_w = text_width(self.info_text, 12.0)
        paint_text(p, QRectF(right - info_w, strip.top(), info_w + 2, strip.height()), self.info_text, 12.0,
                   art.MUTED, align=RIGHT)
        round_w = text_width(self.round_text, 13.0, True)
        paint_text(p, QRectF(max(x + 8, right - info_w - round_w - 20), strip.top(), round_w + 4,
                             strip.height()), self.round_text, 13.0, art.INK, bold=True, align=LEFT)


class OfficeItem(Box):
    """One office on the board: its action, the VP markers lying there and room for two workers."""

    def __init__(self, office_id: str) -> None:
        super().__init__()
        self.office_id = office_id
        self.markers = 0
        self.badge = ""  # "Use" when the viewer may use it now, "+2" ...
        self._tip_for: tuple | None = None  # what its tooltip was last written for (areas.py)
        self.setZValue(0)

    def corner(self) -> float:
        return 5.0

    def band(self) -> QRectF:
        """Local rect of the bottom band where markers lie and workers stand."""
        r = self.rect()
        strip_w = max(16.0, min(22.0, r.width() * 0.19))
        band_h = max(18.0, r.height() * 0.44)
        return QRectF(strip_w + 2, r.height() - band_h, r.width() - strip_w - 4, band_h - 2)

    def pieces_rect(self) -> QRectF:
        """Scene rect where workers stand: the right part of the bottom band, reaching up a little."""
        band = self.band()
        h = band.height() + 6
        return QRectF(self.pos().x() + band.right() - h * 2, self.pos().y() + band.bottom() - h, h * 2, h)

    def _paint_face(self, p: QPainter, rect: QRectF) -> None:
        data = load_data()
        art.paint_office(p, rect, data.offices[data.o(self.office_id)])

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_shadow(p, rect, 5)
        # The office's face (strip, symbol, words) is drawn once per size and language and copied after: a
        # new round repaints many offices for their markers, badges and rings alone (issue 13).
        face = ("copycat.office", self.office_id, _box(rect), current_language())
        paint_cached(p, face, rect, self._paint_face)
        band = art.office_band(rect)
        left = band.left() + 1
        if self.markers:
            r = max(7.0, min(10.0, band.height() * 0.42))
            art.paint_vp_marker(p, QPointF(band.left() + r + 1, band.center().y()), r, self.markers)
            left += 2 * r + 3
        if self.badge:
            # In the band, not over the office's action text; after the markers of an empty office.
            half = (text_width(self.badge, MIN_TEXT, True) + MIN_TEXT * 1.1) / 2
            paint_badge(p, QPointF(left + half, band.center().y()), self.badge, MIN_TEXT, GLOW,
                        QColor("#1E1B16"))


class StreetSpaceItem(Box):
    """A street space: its number and surcharge above, an outline where a card lies."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.surcharge = 0
        self.header = QRectF()  # local
        self.card = QRectF()  # local
        self.empty = True
        self.clear_mark = False  # cleared at the end of the round
        self.setZValue(-5)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        colours = {0: QColor("#5B6B57"), 1: QColor("#8A6E2F"), 2: QColor("#8E3B2E")}
        fill = colours.get(self.surcharge, QColor("#5B6B57"))
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(self.header, 5, 5)
        p.restore()
        text = f"{self.index + 1}" if not self.surcharge else f"{self.index + 1} · +{self.surcharge}"
        # 11 px in the short table's street list, whose header is narrower
        paint_text(p, self.header, text, 12.0 if self.header.width() >= 50 else MIN_TEXT, WHITE, bold=True)
        if self.clear_mark:
            p.save()
            p.setPen(QPen(QColor("#FFFFFF"), 1.2))
            p.drawLine(QPointF(self.header.left() + 3, self.header.bottom() - 2),
                       QPointF(self.header.right() - 3, self.header.bottom() - 2))
            p.restore()
        if self.empty:
            paint_empty_place(p, self.card, 5, QColor(255, 255, 255, 80), 1.3, QColor(0, 0, 0, 30))

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        pass
