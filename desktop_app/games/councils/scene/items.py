"""The graphics items of the Councils & Contracts table.

Cards and employees are MovableObjects (shared table items): they glide between places and are
dragged with their own mouse handlers, which also works offscreen. Councils, player boards, city spots
and the deck are Boxes that glow, dim and take clicks (the player boards: :mod:`.panel`). Items never
decide anything; the scene does.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ....ui import piles, theme
from ....ui.card_items import CardPreview
from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import (
    CENTRE,
    FOCUS,
    GLOW,
    LEFT,
    MARK,
    MIN_TEXT,
    RIGHT,
    Box,
    CardPiece,
    FigurePiece,
    fit_px,
    hints,
    paint_glow,
    paint_marks,
    paint_pool,
    paint_ring,
    paint_text,
    text_width,
)
from ....ui.table_places import paint_empty_place
from . import art, card_name, symbols, texts

LIGHT = QColor("#F4F4F4")
SOFT = QColor("#C9D6CF")
MEEPLE_RATIO = 0.8  # width / height of an employee figure
NOTE_PX = 11.0  # a council row's payout note


class CardItem(CardPiece):
    """A building card: in the display, in the city, or flying between them. ``itemSize`` is its height."""

    PAD = 14.0
    RATIO = art.CARD_RATIO
    _bounds_h = -1.0  # the height ``_bounds`` was made for
    _bounds = QRectF()

    def __init__(self, card: str, height: float) -> None:
        super().__init__(height)
        self.card = card
        self.staff: tuple[theme.PlayerStyle, int] | None = None
        self.show_cost = True
        self.glow = False
        self.hot = False
        self.dim = False
        self.marked = False
        self.focused = False
        self.lifted = False  # chosen, waiting to be placed
        self.note = ""  # a small label above the card (e.g. "new")
        self._dressed_as: tuple | None = None  # what the scene's last sync made of it (pieces.py)
        # The shadow and the face as a picture: a glow, a dim or a mark comes and goes as the turns pass,
        # the face does not (a few sizes and lifts kept: the display's, the city's as it grows).
        self._faces = ExactPictures()
        self.setToolTip(texts.card_details(card))

    def boundingRect(self) -> QRectF:
        # Made again only when the height changed (see Box.boundingRect); not to be changed in place.
        if self._bounds_h != self._h:
            m = self.PAD
            self._bounds_h = self._h
            self._bounds = self.card_rect().adjusted(-m, -m - 16, m, m)
        return self._bounds

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        rect = self.card_rect()
        lift = 6.0 if self.dragging else (3.0 if self.lifted else 0.0)  # hovered: outlined, never moved
        if lift:
            rect = rect.translated(-lift * 0.4, -lift * 0.6)
        face = rect
        self._faces.paint(p, (self.card, self.staff, self.show_cost, lift), self.boundingRect(),
                          lambda q: art.paint_card(q, face, self.card, staff=self.staff,
                                                   show_cost=self.show_cost, lift=lift))
        radius = max(3.0, self._h * 0.05)
        glow = self.glow or self.hot
        paint_marks(p, rect, radius, dim=self.dim and not self.dragging, marked=self.marked, glow=glow,
                    strong=self.hot)
        if not glow and self.hovered and (self.clickable or self.draggable):
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), GLOW, 2.0, radius + 2)
        if self.lifted:
            paint_ring(p, rect.adjusted(-3, -3, 3, 3), QColor("#4ADE80"), 3.0, radius + 3)
        if self.focused:
            paint_ring(p, rect.adjusted(-6, -6, 6, 6), FOCUS, 2.0, radius + 6, Qt.PenStyle.DashLine)
        if self.note:
            paint_text(p, QRectF(rect.left() - 10, rect.top() - 17, rect.width() + 20, 15), self.note, 11.0,
                       MARK.lighter(130), bold=True)


class MeepleItem(FigurePiece):
    """One employee. ``itemSize`` is its height; ``ghost`` marks a placement not sent yet."""

    RATIO = MEEPLE_RATIO
    GRAB = 2.0  # a little easier to grab

    def __init__(self, seat: int, index: int, style: theme.PlayerStyle, height: float) -> None:
        super().__init__(height)
        self.seat = seat
        self.index = index
        self.style = style
        self.ghost = False
        self.boxed = False
        self.glow = False
        self.location: tuple = ("none",)
        self._dressed_as: tuple | None = None  # what the scene's last sync made of it (pieces.py)
        self.setAcceptHoverEvents(True)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        rect = self.figure_rect()
        if self.dragging:
            rect = rect.translated(-2, -3)
        if self.glow or (self.hovered and self.draggable):
            paint_pool(p, rect, 110, 0.62)
        art.paint_meeple(p, rect, self.style, boxed=self.boxed)
        if self.ghost:  # placed by the person but not sent yet
            p.save()
            pen = QPen(MARK, 2.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 4, 4)
            p.restore()


class CouncilItem(Box):
    """A council card: its name and symbol, the payout, and one row per player with employees there.
    The employees themselves are MeepleItems the scene stands on :meth:`slot`."""

    TITLE_H = 24.0

    def __init__(self, council: str) -> None:
        super().__init__()
        self.council = council
        self.rows: list[tuple[int, theme.PlayerStyle, int, str]] = []  # seat, style, employees, payout
        self.legend = ""
        self.meeple_h = 18.0
        # The card itself (plate, band, symbol, title and payout legend) as a picture: the rows of
        # employees and the glows change as the turns pass, the card does not.
        self._card = ExactPictures(keep=3)

    def corner(self) -> float:
        return 8.0

    @classmethod
    def title_width(cls, council: str) -> float:
        """The card width at which its title fits on its band at the smallest legible size."""
        return text_width(texts.council_title(council), MIN_TEXT, True) + cls.TITLE_H - 6 + 16

    def row_rect(self, seat: int) -> QRectF:
        r = self.rect()
        seats = [row[0] for row in self.rows]
        index = seats.index(seat) if seat in seats else len(seats)
        body_top = self.TITLE_H + 18
        step = min(self.meeple_h + 3, (r.height() - body_top - 4) / max(1, len(self.rows)))
        return QRectF(6, body_top + index * step, r.width() - 12, step)

    def slots(self, seat: int, count: int) -> list[QPointF]:
        """Scene positions of the ``count`` employees of ``seat`` here, left to right (the row measured
        once for all of them)."""
        row = self.row_rect(seat)
        h = min(self.meeple_h, row.height() - 1)
        w = h * MEEPLE_RATIO
        room = self._meeple_room(row, count, self._note_of(seat))
        step = min(w + 2, (room - w) / max(1, count - 1)) if count > 1 else w
        pos, top = self.pos(), row.top() + (row.height() - h) / 2
        return [pos + QPointF(row.left() + k * step, top) for k in range(count)]

    def _note_of(self, seat: int) -> str:
        return next((note for row_seat, _style, _count, note in self.rows if row_seat == seat), "")

    def _meeple_room(self, row: QRectF, count: int, note: str) -> float:
        """The width a row's employees take from its left: 55% of the row, less where the payout note
        beside them would not fit whole (a narrow view at five seats: "4 VP +1 Edu" on a 119 px row);
        there they close up, down to 45% of a figure apart."""
        w = min(self.meeple_h, row.height() - 1) * MEEPLE_RATIO
        room = max(w, row.width() * 0.55)
        if note:
            room = max(min(room, row.width() - text_width(note, NOTE_PX, True) - 6),
                       w + max(0, count - 1) * w * 0.45)
        return room

    def meeple_height(self) -> float:
        rows = max(1, len(self.rows))
        body = self.rect().height() - self.TITLE_H - 22
        return max(12.0, min(self.meeple_h, body / rows - 3))

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        # The picture covers the item's whole bounds, as the item's own cache does: the plate's outline
        # lies half outside ``rect``, and its gradient is rounded alike only from the same origin.
        self._card.paint(p, (self.legend, rect.width(), rect.height()), self.boundingRect(),
                         lambda q: self._paint_card(q, rect))
        for seat, _style, count, note in self.rows:
            row = self.row_rect(seat)
            if note:
                left = row.left() + min(row.width() * 0.5, self._meeple_room(row, count, note) + 2)
                paint_text(p, QRectF(left, row.top(), row.right() - left, row.height()),
                           note, NOTE_PX, card_name.INK, bold=True, align=RIGHT, elide=True)
        if not self.rows:
            paint_text(p, QRectF(rect.left(), rect.top() + self.TITLE_H + 16, rect.width(),
                                 rect.height() - self.TITLE_H - 16),
                       texts.translate("councils", "no employees"), 11.0, art.MUTED)

    def _paint_card(self, p: QPainter, rect: QRectF) -> None:
        """What does not change as the turns pass: the plate, the band, the symbol, title and legend."""
        hints(p)
        colour = symbols.type_colour(self.council)
        p.save()
        p.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor("#EFE6D2"))
        grad.setColorAt(1, QColor("#E2D6BD"))
        p.setBrush(grad)
        p.drawRoundedRect(rect, 8, 8)
        band = QRectF(rect.left(), rect.top(), rect.width(), self.TITLE_H)
        clip = QPainterPath()
        clip.addRoundedRect(rect, 8, 8)
        p.setClipPath(clip)
        p.fillRect(band, colour)
        p.restore()
        sym = self.TITLE_H - 6
        symbols.paint_symbol(p, self.council, QRectF(rect.left() + 5, rect.top() + 3, sym, sym),
                         QColor("#FFFFFF"),
                         QColor(0, 0, 0, 120))
        name = texts.council_title(self.council)
        px = fit_px(name, rect.width() - sym - 14, 13.0, True)
        paint_text(p, QRectF(rect.left() + sym + 9, rect.top(), rect.width() - sym - 12, self.TITLE_H), name,
                   px,
                   QColor("#111111"), bold=True, align=LEFT, elide=True)
        legend = self.legend
        if text_width(legend, MIN_TEXT) > rect.width() - 12:  # a narrow council: the spaces go first
            legend = legend.replace(" · ", "·").replace(" +", "+")
        paint_text(p, QRectF(rect.left() + 6, rect.top() + self.TITLE_H + 1, rect.width() - 12, 16),
                   legend, fit_px(legend, rect.width() - 12, 11.0), art.MUTED, align=LEFT, elide=True)


class SpotItem(Box):
    """An empty city cell next to the city, where a card may go."""

    def __init__(self, x: int, y: int) -> None:
        super().__init__()
        self.cell = (x, y)
        self.label = ""

    def corner(self) -> float:
        return max(3.0, self.rect().height() * 0.05)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_empty_place(p, rect.adjusted(2, 2, -2, -2), self.corner(),
                          QColor(255, 255, 255, 150), 1.5, QColor(255, 255, 255, 28))
        if self.label and (self.hot or self.glow or self.hovered):
            paint_text(p, rect.adjusted(2, 2, -2, -2), self.label, 11.0, LIGHT, bold=True,
                       align=int(CENTRE) | int(Qt.TextFlag.TextWordWrap))

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        if self.glow or self.hot:
            paint_glow(p, rect.adjusted(2, 2, -2, -2), self.corner(), strong=self.hot)
        elif self.hovered and self.on_click is not None:
            paint_ring(p, rect, GLOW, 2.0, self.corner())
        if self.focused:
            paint_ring(p, rect.adjusted(-3, -3, 3, 3), FOCUS, 2.0, self.corner() + 3, Qt.PenStyle.DashLine)


class DeckItem(piles.PileItem):
    """The face-down deck: the kit's pile, A cards on top of B cards (the top card's letter and colour say
    which comes next), with what is left of each beside it."""

    RATIO = art.CARD_RATIO
    PER_LAYER = 1
    MAX_LAYERS = 4
    LAYER_OFFSET = (1.5, 1.0)
    CARD_MARGIN = 8.0
    CAPTION_BESIDE = True
    CAPTION_INK = LIGHT
    COUNT_INK = LIGHT
    EMPTY_WIDTH = 1.5

    def __init__(self) -> None:
        super().__init__()
        self.a_left = 0
        self.b_left = 0
        self.card_h = 32.0

    def set_left(self, a_left: int, b_left: int) -> None:
        self.a_left, self.b_left = a_left, b_left
        self.count = a_left + b_left
        self.label = texts.translate("councils", "Building projects")

    def count_text(self) -> str:
        return texts.fill(texts.translate("councils", "%1 A + %2 B cards left"), self.a_left, self.b_left)

    def card_radius(self, card: QRectF) -> float:
        return 4.0

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor("#2C2418"), 1.0))
        p.setBrush(QColor("#6B4F2E") if self.a_left else QColor("#3E5872"))
        p.drawRoundedRect(rect, 4, 4)
        p.restore()
        paint_text(p, rect, "A" if self.a_left else "B", 14.0, QColor(255, 255, 255, 210), bold=True)


class PlateItem(Box):
    """A dark plate on the felt behind a group of things (the city, the choice tray)."""

    def __init__(self, alpha: int = 120, title: str = "") -> None:
        super().__init__()
        self.alpha = alpha
        self.title = ""
        self.setZValue(-10)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor(255, 255, 255, 35), 1.0))
        p.setBrush(QColor(8, 18, 13, self.alpha))
        p.drawRoundedRect(rect, 10, 10)
        p.restore()
        if self.title:
            paint_text(p, QRectF(rect.left() + 10, rect.top() + 2, rect.width() - 20, 18), self.title, 11.0,
                       SOFT,
                       bold=True, align=LEFT, elide=True)


class PreviewItem(CardPreview):
    """A building card shown large with its full action text (the kit's preview, in Councils' look)."""

    CACHED = False  # art.paint_card keeps each face's picture already

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        art.paint_card(p, rect, card_id, lift=6.0, preview=True)


class ScoreTrackItem(Box):
    """The score track: every player's marker at their victory points."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[theme.PlayerStyle, int, str]] = []  # style, vp, name

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor(255, 255, 255, 35), 1.0))
        p.setBrush(QColor(8, 18, 13, 150))
        p.drawRoundedRect(rect, 8, 8)
        p.restore()
        if not self.entries:
            return
        top = max(40, max(vp for _, vp, _ in self.entries))
        span = ((top + 9) // 10) * 10
        label_w = 44.0
        track = QRectF(rect.left() + label_w, rect.top() + rect.height() * 0.4, rect.width() - label_w - 14,
                       rect.height() * 0.22)
        paint_text(p, QRectF(rect.left() + 6, rect.top(), label_w - 6, rect.height()),
                   texts.translate("councils", "VP"), 12.0, art.GOLD, bold=True, align=LEFT)
        p.save()
        p.setPen(QPen(QColor(255, 255, 255, 70), 1.0))
        p.setBrush(QColor(255, 255, 255, 25))
        p.drawRoundedRect(track, 3, 3)
        for v in range(0, span + 1, 5):
            x = track.left() + track.width() * v / span
            p.drawLine(QPointF(x, track.top()), QPointF(x, track.bottom() + (4 if v % 10 == 0 else 0)))
        p.restore()
        for v in range(0, span + 1, 10):
            x = track.left() + track.width() * v / span
            paint_text(p, QRectF(x - 15, track.bottom() + 2, 30, 14), str(v), 11.0, SOFT)
        # Markers at their values; players on the same value stack upwards.
        stacks: dict[int, int] = {}
        d = min(16.0, rect.height() * 0.34)
        for style, vp, _name in sorted(self.entries, key=lambda e: e[1]):
            level = stacks.get(vp, 0)
            stacks[vp] = level + 1
            x = track.left() + track.width() * min(vp, span) / span
            r = QRectF(x - d / 2, track.center().y() - d / 2 - level * (d * 0.4), d, d)
            theme.paint_marker(p, r, style)
