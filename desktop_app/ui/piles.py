"""Piles and the card synchronisation every table shares (the KPatience model).

A :class:`Pile` is an area that lays its cards out in a row, overlapping when they must. A
:class:`PieceSync` keeps one family of moving pieces (cards, workers, ...) in step with where the
observation says they are: a piece that is new glides in from where it came from, a piece that is
still there glides to its new place, and a piece that is gone leaves (each game says where to). Games
only say *where* each piece rests (a :class:`Spot`) and how it looks; the motion lives here once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from .table_items import MovableObject, row_lefts

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
    valign: str = "centre"  # or "bottom"
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
        self.home.clear()
        self.spots = dict(spots)
        shown: list[tuple[str, P, Spot]] = []
        for key, spot in spots.items():
            piece = self.items.get(key)
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
            self.home[key] = (QPointF(spot.pos), spot.size)
            shown.append((key, piece, spot))
        return shown

    def return_home(self, piece: P, key: str, duration: int) -> None:
        """A piece dropped nowhere useful glides back to where it rests."""
        home = self.home.get(key)
        if home is not None:
            piece.move_to(home[0], home[1], duration)
        piece.setZValue(piece.base_z)
