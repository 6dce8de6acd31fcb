"""Card furniture every table shares: a hidden hand drawn as a small fan of card backs.

Each game paints its own card back (``paint_back``); the fan, the count and the caption are here once.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .table_items import MIN_TEXT, Box, paint_badge, paint_text

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
