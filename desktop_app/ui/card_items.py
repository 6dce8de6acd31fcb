"""Card furniture every table shares: a hidden hand drawn as a small fan of card backs, a card that can be
chosen, held and pointed at, and the large preview of a card.

Each game paints its own card back (``paint_back``) and face; the fan, the count and the caption, the
lift of a chosen card, the marks of choosing and pointing and the preview's place are here once.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .table_items import (
    FOCUS,
    GLOW,
    HOVER,
    MARK,
    MIN_TEXT,
    SELECT,
    Box,
    FacedCardPiece,
    badge_rect,
    paint_badge,
    paint_ring,
    paint_text,
)

BADGE_FILL = QColor("#F6F0E1")
BADGE_INK = QColor("#1E1B16")


class BacksFan(Box):
    """A hidden hand: at most five card backs fanned out, with how many cards there are.

    ``SPREAD`` is how far each back moves on (a share of a card's width), ``INSET`` trims the card
    height inside the box, and with ``EMPTY_SLOT`` an empty hand shows a dashed card outline and a
    ×0 badge instead of nothing.
    """

    RATIO = 63 / 88
    SPREAD = 0.35
    INSET = 0.0
    EMPTY_SLOT = False

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.caption = ""

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        """One card back (with its shadow) in ``rect``: each game draws its own."""
        raise NotImplementedError

    def paint_count(self, p: QPainter, centre: QPointF, text: str) -> None:
        paint_badge(p, centre, text, 13.0, BADGE_FILL, BADGE_INK)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if self.count <= 0 and not self.EMPTY_SLOT:
            return
        h = rect.height() - self.INSET
        w = h * self.RATIO
        shown = max(1, min(self.count, 5))
        step = min(w * self.SPREAD, (rect.width() - w) / max(1, shown - 1)) if shown > 1 else 0
        if self.count <= 0:
            p.save()
            pen = QPen(QColor(255, 255, 255, 70), 1.2)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(rect.left(), rect.top(), w, h), 4, 4)
            p.restore()
        else:
            for i in range(shown):
                self.paint_back(p, QRectF(rect.left() + i * step, rect.top(), w, h))
        last = QRectF(rect.left() + (shown - 1) * step, rect.top(), w, h)
        self.paint_count(p, last.center(), f"×{self.count}")
        if self.caption:
            paint_text(p, QRectF(rect.left() - 4, rect.bottom() - 16, rect.width() + 8, 16), self.caption,
                       MIN_TEXT, QColor("#FFFFFF"), bold=True)


class ChoosableCard(FacedCardPiece):
    """A card that can be chosen (``selected``, with a check), ``held`` (picked up with the keyboard or a
    click), that has just arrived (``fresh``, with a plus) and that is outlined under the pointer and ringed
    when it has the keyboard focus (Copernico's and Copycat's cards).

    A game paints the card's face, then :meth:`paint_chosen`, its own tags, :meth:`paint_fresh` and last
    :meth:`paint_pointed`, in the order its table wants them stacked.
    """

    PAD = 16.0  # room around the card for shadow, lift and glow
    CHOSEN_LIFT = 12.0  # how far a selected or held card rises (a carried one rises 12)
    OUTLINE_FACES = False  # whether a face-up card is outlined under the pointer even when it cannot move
    WHOLE_PIXEL_BADGES = False  # whether its check and plus are measured in whole pixels (paint_badge)

    def __init__(self, card_id: str | None, height: float, *, face_up: bool = True) -> None:
        super().__init__(card_id, height, face_up=face_up)
        self.marked = False  # part of the last move
        self.fresh = False  # just arrived in the hand
        self.glow = False
        self.dim = False
        self.selected = False
        self.focused = False
        self.held = False

    def lift(self) -> float:
        if self.dragging:
            return 12.0
        if self.selected or self.held:
            return self.CHOSEN_LIFT
        return 0.0  # a hovered card stays put (to the front, outlined): nothing moves under the pointer

    def hover_outlined(self) -> bool:
        return self.hovered and not (self.dragging or self.selected or self.held) and (
            self.draggable or self.clickable or (self.OUTLINE_FACES and self.face_up))

    def check_place(self, rect: QRectF) -> tuple[QPointF, float]:
        """The centre and size of a selected card's check over its face ``rect`` (at the top's middle)."""
        return QPointF(rect.center().x(), rect.top() + 2), MIN_TEXT + 1

    def fresh_place(self, rect: QRectF) -> tuple[QPointF, float]:
        """The centre and size of a new card's plus over its face ``rect`` (near the top right corner)."""
        return QPointF(rect.right() - 10, rect.top() + 2), MIN_TEXT

    def face_rect(self) -> QRectF:
        """The face as it is painted, lifted when chosen (item coordinates)."""
        return QRectF(0, -self.lift(), self.width, self._h)

    def mark_badges(self) -> list[QRectF]:
        """The badges painted over the card now (its check or its plus), in scene rectangles: the coach's
        numbers keep clear of them (issue 15: a number lay over the plus of a card just drawn)."""
        rect = self.face_rect()
        if self.selected:
            (centre, px), text = self.check_place(rect), "✓"
        elif self.fresh:
            (centre, px), text = self.fresh_place(rect), "+"
        else:
            return []
        return [self.mapRectToScene(badge_rect(centre, text, px, whole_pixels=self.WHOLE_PIXEL_BADGES))]

    def paint_chosen(self, p: QPainter, rect: QRectF, radius: float) -> None:
        """The green ring and check of a selected card, the gold ring of a held one."""
        if self.selected:
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), SELECT, 3.5, radius + 2)
            centre, px = self.check_place(rect)
            paint_badge(p, centre, "✓", px, SELECT, QColor("#0B2E16"), whole_pixels=self.WHOLE_PIXEL_BADGES)
        if self.held:
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), GLOW, 3.0, radius + 2)

    def paint_fresh(self, p: QPainter, rect: QRectF) -> None:
        """The plus of a card that has just arrived (a selected card shows its check instead)."""
        if self.fresh and not self.selected:
            centre, px = self.fresh_place(rect)
            paint_badge(p, centre, "+", px, MARK, QColor("#1E1B16"), whole_pixels=self.WHOLE_PIXEL_BADGES)

    def paint_pointed(self, p: QPainter, rect: QRectF, radius: float) -> None:
        """The outline under the pointer and the dashed ring of the keyboard focus."""
        if self.hover_outlined():
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), HOVER, 2.5, radius + 2)
        if self.focused:
            paint_ring(p, rect.adjusted(-5, -5, 5, 5), FOCUS, 2.0, radius + 5, Qt.PenStyle.DashLine)


class CardPreview(Box):
    """A card shown large beside the card it stands for (on hover or keyboard focus): above everything, never
    taking the pointer, and no target. ``card_id`` is the card shown (None: none); a game paints the large
    face (:meth:`paint_face`), the scene places it with :meth:`show_card` and hides it with ``hide()``; the
    kit's scene hides a preview whose card has left the pointer (scene_kit.drop_stale_preview)."""

    Z = 2000.0
    MARGIN = 10.0  # room around the card for its shadow
    # Whether the item keeps its picture (CachedLook). A game whose face painter keeps its own picture of
    # every face (picture_cache) draws it straight onto the table instead.
    CACHED = True

    def __init__(self) -> None:
        super().__init__()
        self.card_id: str | None = None
        if not self.CACHED:
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setZValue(self.Z)
        self.setAcceptHoverEvents(False)
        self.hide()

    def margin(self) -> float:
        return self.MARGIN

    def show_card(self, card_id: str, rect: QRectF) -> None:
        """Show ``card_id`` large in ``rect`` (scene coordinates)."""
        self.card_id = card_id
        self.set_rect(rect)
        self.show()

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        """The game's large face of ``card_id`` in ``rect``, with its shadow."""
        raise NotImplementedError

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if self.card_id:
            self.paint_face(p, rect, self.card_id)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        pass  # never glows, dims or takes the focus: it only shows a card
