"""Piles, zones and the card synchronisation every table shares (the KPatience model).

A :class:`Pile` is an area that lays its cards out in a row, overlapping when they must; a
:class:`PileItem` draws a stacked pile (a deck, a discard pile) with its caption and count; a
:class:`ZoneItem` is a dashed place on the felt where cards are dropped, with its caption. A
:class:`PieceSync` keeps one family of moving pieces (cards, workers, ...) in step with where the
observation says they are: a piece that is new glides in from where it came from, a piece that is
still there glides to its new place, and a piece that is gone leaves (each game says where to). Games
only say *where* each piece rests (a :class:`Spot`) and how it looks; the motion lives here once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from .exact_pictures import ExactPictures
from .table_items import (
    LEFT,
    MIN_TEXT,
    Box,
    MovableObject,
    fit_px,
    paint_badge,
    paint_shadow,
    paint_text,
    row_lefts,
    text_width,
)
from .table_places import paint_empty_place

HOVER_LIFT = 100  # a hovered piece in an overlapping row comes out whole
LARGE_HAND = 10  # from this many cards a hand goes into two rows of whole, clickable faces (issue 15)

P = TypeVar("P", bound=MovableObject)


@dataclass
class Spot:
    """Where one piece rests: its top left, its size (a card's height), its stacking order, and
    whatever the game wants to remember about it (its role, its seat, ...)."""

    pos: QPointF
    size: float
    z: float
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def role(self) -> str:
        return str(self.info.get("role", ""))


@dataclass
class Pile:
    """A row of same-sized cards inside ``area``: ``spacing`` apart, overlapping down to ``min_step``
    when they do not fit; centred unless ``align_left``; cards stand on the bottom edge or in the
    middle (``valign``)."""

    area: QRectF
    card_h: float
    ratio: float = 63 / 88
    spacing: float = 6.0
    min_step: float = 8.0
    align_left: bool = True
    valign: str = "centre"  # or "bottom", "top"
    # A large hand (this many cards or more) goes into two rows of cards that do not overlap, each
    # face whole and clickable, the cards as large as two rows side by side allow (None: one row).
    two_rows_from: int | None = None
    row_gap: float = 6.0

    @property
    def card_w(self) -> float:
        return self.card_h * self.ratio

    def two_rows(self, count: int) -> bool:
        return self.two_rows_from is not None and count >= self.two_rows_from

    def card_height(self, count: int) -> float:
        """The cards' height for ``count`` cards: the pile's own, or in two rows what fits."""
        if not self.two_rows(count):
            return self.card_h
        per_row = (count + 1) // 2
        by_height = (self.area.height() - self.row_gap) / 2
        by_width = (self.area.width() - (per_row - 1) * self.spacing) / per_row / self.ratio
        return max(1.0, min(self.card_h, by_height, by_width))

    def positions(self, count: int) -> list[QPointF]:
        """Top-left corners of ``count`` cards laid out in this pile."""
        if self.two_rows(count):
            return self._two_row_positions(count)
        xs = row_lefts(self.area, count, self.card_w, spacing=self.spacing, min_step=self.min_step,
                       align_left=self.align_left)
        if self.valign == "bottom":
            y = self.area.bottom() - self.card_h
        elif self.valign == "top":
            y = self.area.top()
        else:
            y = self.area.top() + max(0.0, (self.area.height() - self.card_h) / 2)
        return [QPointF(x, y) for x in xs]

    def _two_row_positions(self, count: int) -> list[QPointF]:
        h = self.card_height(count)
        w = h * self.ratio
        top_n = (count + 1) // 2
        block = 2 * h + self.row_gap
        if self.valign == "bottom":
            y0 = self.area.bottom() - block
        elif self.valign == "top":
            y0 = self.area.top()
        else:
            y0 = self.area.top() + max(0.0, (self.area.height() - block) / 2)
        out: list[QPointF] = []
        for row, n in enumerate((top_n, count - top_n)):
            xs = row_lefts(self.area, n, w, spacing=self.spacing, min_step=self.min_step,
                           align_left=self.align_left)
            out.extend(QPointF(x, y0 + row * (h + self.row_gap)) for x in xs)
        return out

    def spots(self, cards: Iterable[str], z0: float, **info: Any) -> dict[str, Spot]:
        """A Spot for each card, left to right (then the second row), later cards above earlier ones."""
        keys = list(cards)
        h = self.card_height(len(keys))
        return {key: Spot(pos, h, z0 + k, dict(info))
                for k, (key, pos) in enumerate(zip(keys, self.positions(len(keys)), strict=True))}


class PieceSync(Generic[P]):
    """One family of pieces on ``scene``, keyed by a stable id (a card id, "worker:2:0", ...).

    ``make(key, spot)`` creates a piece; ``origin(key, spot)`` says where a new piece comes from
    (position and size; None: it simply appears); ``leave(piece, duration)`` takes a piece that is
    no longer shown off the table. ``items`` and ``home`` are kept as the same dict objects for the
    scene's lifetime, so a scene may hand them out.
    """

    def __init__(self, scene: QGraphicsScene, make: Callable[[str, Spot], P],
                 origin: Callable[[str, Spot], tuple[QPointF, float] | None] | None = None,
                 leave: Callable[[P, int], None] | None = None) -> None:
        self.scene = scene
        self.make = make
        self.origin = origin
        self.leave = leave
        self.items: dict[str, P] = {}
        self.home: dict[str, tuple[QPointF, float]] = {}
        self.spots: dict[str, Spot] = {}

    def sync(self, spots: dict[str, Spot], duration: int) -> list[tuple[str, P, Spot]]:
        """Bring every piece to its spot (gliding for ``duration`` ms; 0 = at once). Returns the
        (key, piece, spot) triples shown now, in ``spots`` order, for the game to dress them."""
        for key in [k for k in self.items if k not in spots]:
            gone = self.items.pop(key)
            if self.leave is not None:
                self.leave(gone, duration)
            elif gone.scene() is self.scene:
                self.scene.removeItem(gone)
        home = self.home
        kept = dict(home)
        home.clear()
        self.spots = dict(spots)
        shown: list[tuple[str, P, Spot]] = []
        for key, spot in spots.items():
            piece = self.items.get(key)
            if piece is not None:
                pos = spot.pos
                rest = (pos.x(), pos.y(), spot.size, spot.z)
                if piece._rest == rest:
                    # Still where the last sync left it (or gliding there), not moved by hand since: most
                    # pieces at most moves. Nothing to set; the work of a move no longer grows with the
                    # pieces on the table (issue 13).
                    home[key] = kept[key]
                    shown.append((key, piece, spot))
                    continue
            if piece is None:
                piece = self.items[key] = self.make(key, spot)
                self.scene.addItem(piece)
                start = self.origin(key, spot) if self.origin is not None and duration > 0 else None
                if start is not None:
                    piece.setPos(start[0])
                    piece.set_size_value(start[1])
                    piece.move_to(spot.pos, spot.size, duration)
                else:
                    piece.setPos(spot.pos)
                    piece.set_size_value(spot.size)
            else:
                piece.move_to(spot.pos, spot.size, duration)
            piece.base_z = spot.z
            if not piece.dragging:
                piece.setZValue(spot.z + (HOVER_LIFT if piece.hovered else 0))
                piece._rest = (spot.pos.x(), spot.pos.y(), spot.size, spot.z)
            home[key] = (QPointF(spot.pos), spot.size)
            shown.append((key, piece, spot))
        return shown

    def return_home(self, piece: P, key: str, duration: int) -> None:
        """A piece dropped nowhere useful glides back to where it rests."""
        home = self.home.get(key)
        if home is not None:
            piece.move_to(home[0], home[1], duration)
        piece.setZValue(piece.base_z)


class PileItem(Box):
    """A pile of cards: a few cards stacked (one more for every ``PER_LAYER`` cards, three at most), the top
    one face up on an open pile (``top_card``), a dashed empty place when there are none, with its caption
    (``label``) and how many cards it holds (``count``).

    Two layouts. By default the card fills the item, the count on it and the caption under it. With
    ``CAPTION_BESIDE`` a card ``card_h`` high (at most the item's height less ``CARD_MARGIN``) stands at
    the left with the caption and the count beside it; in a place too narrow for the caption's words the
    card stands in the middle, the caption under it and the count on its corner. A game paints its own
    back (a letter on it, say) and face and gives its corners and badge; ``LAYER_OFFSET`` sets how far
    each lower card lies on each axis where the two differ, ``MAX_LAYERS`` how many cards show at most,
    :meth:`count_text` how the count reads, :meth:`caption_ink` and :meth:`caption_bold` the caption's look.
    """

    RATIO = 63 / 88  # a card's width for its height (with CAPTION_BESIDE)
    PER_LAYER = 15
    LAYER_STEP = -2.5  # how far each lower card lies from the one above (negative: up and to the left)
    LAYER_OFFSET: tuple[float, float] | None = None  # (across, down) per lower card; None: LAYER_STEP both
    MAX_LAYERS = 3
    CARD_MARGIN = 16.0  # with CAPTION_BESIDE: the item's height the card leaves free
    CAPTION_SHRINKS = False  # with CAPTION_BESIDE: a long word shrinks (to MIN_TEXT) to stay beside the card
    NARROW_WORDS_ONLY = False  # with CAPTION_BESIDE, too narrow for both: the words, not the picture
    EMPTY_INSET = 1.0  # the empty place's outline lies this far inside the card
    EMPTY_WIDTH = 1.4
    CAPTION_BESIDE = False
    CAPTION_ROOM = 0.0  # room under the item for the caption (default layout)
    CAPTION_INK = QColor("#F4F4F4")
    COUNT_INK = QColor("#FFFFFF")
    BADGE_FILL = QColor("#F6F0E1")
    BADGE_INK = QColor("#1E1B16")
    # The stacked backs as a picture (a closed pile with the stack first on its picture): a drawn card then
    # changes only the count beside them, not the backs' shadow and plates drawn again (issue 13).
    STACK_PICTURE = False

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.label = ""
        self.top_card: str | None = None
        self.card_h = 60.0  # with CAPTION_BESIDE: the card's height
        self._stacks = ExactPictures(keep=4) if self.STACK_PICTURE else None

    def boundingRect(self) -> QRectF:
        m = self.margin()
        return self.rect().adjusted(-m, -m, m, m + self.CAPTION_ROOM)

    # -- the game's look ------------------------------------------------------------------------------
    def card_radius(self, card: QRectF) -> float:
        raise NotImplementedError

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        raise NotImplementedError

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        self.paint_back(p, rect)  # a game with open piles paints the top card's face

    def paint_card_shadow(self, p: QPainter, rect: QRectF, radius: float) -> None:
        paint_shadow(p, rect, radius)

    def paint_count(self, p: QPainter, centre: QPointF, text: str, px: float) -> None:
        paint_badge(p, centre, text, px, self.BADGE_FILL, self.BADGE_INK)

    def count_text(self) -> str:
        """How the count reads (beside the pile or on it)."""
        return str(self.count)

    def caption_ink(self) -> QColor:
        return self.CAPTION_INK

    def caption_bold(self) -> bool:
        return True

    def card_rect(self, rect: QRectF) -> QRectF:
        """With CAPTION_BESIDE: where the top card stands in ``rect`` while the caption fits beside it."""
        h = min(self.card_h, rect.height() - self.CARD_MARGIN)
        return QRectF(rect.left() + 2, rect.top() + 2, h * self.RATIO, h)

    # -- painting ---------------------------------------------------------------------------------------
    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if not self.CAPTION_BESIDE:
            self.paint_stack(p, rect)
            self.paint_count(p, QPointF(rect.center().x(), rect.center().y()), self.count_text(), 16.0)
            caption, px = self.caption_under(rect)
            paint_text(p, caption, self.label, px, self.caption_ink(), bold=True)
            return
        card, text_left, px, bold = self.caption_place(rect)
        if card is not None:
            self.paint_stack(p, card)
        if text_left is not None:  # caption and count beside the pile (or alone)
            wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
            label_rect = QRectF(text_left, rect.top(), rect.right() - text_left, rect.height() / 2)
            paint_text(p, label_rect, self.label, px, self.caption_ink(), bold=bold, align=wrap, elide=True)
            paint_text(p, QRectF(text_left, rect.top() + rect.height() / 2, rect.right() - text_left, 20),
                       self.count_text(), 16.0, self.COUNT_INK, bold=True,
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, elide=True)
        elif card is not None:  # too narrow: the caption goes under the pile, the count on its corner
            paint_text(p, QRectF(rect.left(), card.bottom() + 2, rect.width(), 15), self.label,
                       MIN_TEXT, self.caption_ink(), bold=bold, elide=True, align=LEFT)
            self.paint_count(p, QPointF(card.right() - 4, card.top() + 4), self.count_text(), MIN_TEXT)

    def caption_under(self, rect: QRectF) -> tuple[QRectF, float]:
        """By default: the caption's box under the pile ``rect`` and its size. It reaches 10 px past the
        pile's sides at 12 px; a longer caption shrinks (to MIN_TEXT), then its box widens up to the
        item's margins (issue 15: Copernico's small piles in the low replay cut "Discard pile" at both
        ends)."""
        spill = 10.0
        px = fit_px(self.label, rect.width() + 2 * spill, 12.0, True)
        spill = min(max(spill, (text_width(self.label, px, True) - rect.width()) / 2 + 1), self.margin())
        return QRectF(rect.left() - spill, rect.bottom() + 2, rect.width() + 2 * spill, 18), px

    def caption_place(self, rect: QRectF) -> tuple[QRectF | None, float | None, float, bool]:
        """With CAPTION_BESIDE: the top card's place (None: the words stand alone) and the left of the
        caption and count (None: the caption goes under the card), the caption's size and boldness."""
        card = self.card_rect(rect)
        room = rect.right() - (card.right() + 8)
        words = self.label.split()
        px, bold = 12.0, self.caption_bold()
        if self.CAPTION_SHRINKS:
            px = min((fit_px(word, room, px, bold) for word in words), default=px)
        if room >= 56 and all(text_width(word, px, bold) <= room for word in words):
            return card, card.right() + 8, px, bold
        if self.NARROW_WORDS_ONLY:  # the words take the picture's room
            left = rect.left() + 4
            px = min((fit_px(word, rect.right() - left, 12.0, bold) for word in words), default=12.0)
            return None, left, px, bold
        card.moveLeft(rect.center().x() - card.width() / 2)
        return card, None, MIN_TEXT, bold

    def paint_stack(self, p: QPainter, card: QRectF) -> None:
        """The stacked cards in ``card`` (the top one's place), or the empty place."""
        if self._stacks is not None:
            layers = min(self.MAX_LAYERS, 1 + self.count // self.PER_LAYER) if self.count > 0 else 0
            key = (layers, self.top_card, card.x(), card.y(), card.width(), card.height())
            self._stacks.paint(p, key, self.boundingRect(), lambda q: self._paint_stack(q, card))
            return
        self._paint_stack(p, card)

    def _paint_stack(self, p: QPainter, card: QRectF) -> None:
        radius = self.card_radius(card)
        if self.count <= 0:
            inset = self.EMPTY_INSET
            paint_empty_place(p, card.adjusted(inset, inset, -inset, -inset), radius,
                              QColor(255, 255, 255, 80), self.EMPTY_WIDTH, QColor(0, 0, 0, 30))
            return
        layers = min(self.MAX_LAYERS, 1 + self.count // self.PER_LAYER)
        across, down = self.LAYER_OFFSET or (self.LAYER_STEP, self.LAYER_STEP)
        for i in range(layers):
            below = layers - 1 - i
            r = card.translated(below * across, below * down)
            if i == 0:
                self.paint_card_shadow(p, r, radius)
            if self.top_card is not None and i == layers - 1:
                self.paint_face(p, r, self.top_card)
            else:
                self.paint_back(p, r)


class ZoneItem(Box):
    """A dashed place on the felt where cards are dropped, with its caption (``label``). The caption stands
    in a strip at the top (``label_top``; ``LABEL_INSET`` from the sides, ``label_h`` high, centred with
    ``LABEL_CENTRED``), so a card dropped in the zone never hides it, or in the middle of the whole zone. An
    ``active`` zone is drawn brighter than one that takes nothing now (``EDGE``, ``FILL``, ``INK``: the
    alphas of the outline, the fill and the caption, active and inactive)."""

    EDGE = (120, 120)
    FILL = (40, 40)
    INK = (200, 200)
    EDGE_WIDTH = 1.4
    LABEL_INSET = 8.0
    LABEL_H = 20.0  # the caption strip's height
    LABEL_CENTRED = False
    Z = 0.0

    def __init__(self, role: str | None = None) -> None:
        super().__init__()
        self.role = role
        self.label = ""
        self.label_top = True
        self.label_h = self.LABEL_H
        self.label_px = 12.0
        self.active = True
        self.setZValue(self.Z)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        on = 0 if self.active else 1
        paint_empty_place(p, rect.adjusted(1, 1, -1, -1), self.corner(), QColor(255, 255, 255, self.EDGE[on]),
                          self.EDGE_WIDTH, QColor(0, 0, 0, self.FILL[on]))
        if not self.label:
            return
        ink = QColor(255, 255, 255, self.INK[on])
        if self.label_top:
            inset = self.LABEL_INSET
            strip = QRectF(rect.left() + inset, rect.top() + 2, rect.width() - 2 * inset, self.label_h - 2)
            across = Qt.AlignmentFlag.AlignCenter if self.LABEL_CENTRED else LEFT
            paint_text(p, strip, self.label, self.label_px, ink, bold=True,
                       align=across | Qt.TextFlag.TextWordWrap, elide=True)
        else:
            paint_text(p, rect.adjusted(4, 4, -4, -4), self.label, self.label_px, ink, bold=True,
                       align=Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
