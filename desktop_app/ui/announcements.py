"""The end of a round, turn or month said on the table, not only in the log: a short banner across the
top of the felt that fades after a moment (its words, and the log's headings, are in
ui/announce_texts.py).

A game names its progress through ``GameDefinition.progress`` (a unit and a number: "round 3"); the
turn controller compares it before and after each move and asks the scene to announce a change.
"""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .scene_parts import ScenePart
from .table_items import fit_px, paint_shadow, paint_text

BANNER_W = 420.0
BANNER_H = 46.0
SHADOW_BLEED = 8.0  # how far past the banner's box its shadow may reach (table_paint.paint_shadow)
HOLD_MS = 1800  # fully shown, then it fades
FADE_MS = 700
PLATE = QColor(24, 30, 38, 225)
INK = QColor("#F4EBD0")


class Banner(QGraphicsObject):
    """The banner: a dark rounded plate with one line, above the table's pieces, fading away."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1900)  # under a refusal note (2000), over every piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a click
        self.text = ""
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._fade.start)
        self.hide()

    def boundingRect(self) -> QRectF:
        # The plate's shadow falls a few pixels past the banner's box: as it fades, those are repainted
        # too, or a stale line of shadow stays on the felt until something else is drawn there.
        return QRectF(0, 0, BANNER_W, BANNER_H).adjusted(-SHADOW_BLEED, -SHADOW_BLEED, SHADOW_BLEED,
                                                         SHADOW_BLEED)

    def show_text(self, text: str, centre_x: float, top: float) -> None:
        self.text = text
        self._fade.stop()
        self.setOpacity(1.0)
        self.setPos(centre_x - BANNER_W / 2, top)
        self.setToolTip(text)
        self.update()
        self.show()
        self._hold.start(HOLD_MS)

    def fading(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, BANNER_W, BANNER_H).adjusted(2, 2, -2, -4)
        paint_shadow(p, rect, 10)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        p.fillPath(path, PLATE)
        p.setPen(QPen(QColor(255, 226, 122, 160), 1.4))
        p.drawPath(path)
        inner = rect.adjusted(12, 4, -12, -4)
        paint_text(p, inner, self.text, fit_px(self.text, inner.width(), 17.0, True), INK, bold=True)


class Announcements(ScenePart):
    """Mixed into TableScene: one banner per table."""

    _banner: Banner | None = None

    def announce(self, text: str) -> None:
        """Show ``text`` in the banner at the top of the table for a moment."""
        banner = self._banner
        if banner is None or banner.scene() is not self:
            banner = self._banner = Banner()
            self.addItem(banner)
        width, height = self._size
        banner.show_text(text, width / 2, min(72.0, height * 0.09))

    def announcement(self) -> str:
        """The banner's text while it shows ("" when none): tests and tools."""
        banner = self._banner
        return banner.text if banner is not None and banner.isVisible() else ""
