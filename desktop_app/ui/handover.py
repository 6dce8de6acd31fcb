"""The hand-over screen of a hot-seat game.

It covers the whole window (table, log and history) so the person who just
played can pass the screen on without the next person seeing their cards, and
it shows nothing but the next person's name, colour and shape.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.seats import Seat
from . import theme
from .plain_text import button_text, plain_label
from .scene_registry import fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class _Marker(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(96, 96)
        self.style_: theme.PlayerStyle | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.style_ is None:
            return
        painter = QPainter(self)
        theme.paint_marker(painter, QRectF(4, 4, 88, 88), self.style_)
        painter.end()


class HandoverScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        self.seat: Seat | None = None
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(22)
        self.marker = _Marker(self)
        layout.addWidget(self.marker, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = plain_label(QLabel(self))  # names come from the seats, maybe from a file
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setStyleSheet("color: #ffffff;")
        self.title.setMinimumWidth(720)
        layout.addWidget(self.title)
        self.detail = plain_label(QLabel(self))
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        detail_font = QFont(self.font())
        detail_font.setPointSizeF(detail_font.pointSizeF() * 1.2)
        self.detail.setFont(detail_font)
        self.detail.setStyleSheet("color: #e8e8e8;")
        self.detail.setMinimumWidth(620)
        layout.addWidget(self.detail)
        self.button = QPushButton(self)
        button_font = QFont(self.font())
        button_font.setPointSizeF(button_font.pointSizeF() * 1.3)
        button_font.setBold(True)
        self.button.setFont(button_font)
        self.button.setMinimumHeight(52)
        self.button.setStyleSheet("QPushButton { padding: 8px 28px; }")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        for key in ("Return", "Enter", "Space"):
            # PySide6 takes a signal's slot as a keyword argument; its stubs do not know that form
            QShortcut(QKeySequence(key), self, activated=self._key_confirm)  # type: ignore[call-overload]

    def _key_confirm(self) -> None:
        if self.isVisible():
            self.confirmed.emit()

    def show_for(self, seat: Seat, palette_name: str, style: theme.PlayerStyle | None = None,
                 role: str = "") -> None:
        """``style``: the seat's own (theme.seat_styles, a game's team colour); else its palette colour.
        ``role``: the seat's role in words (scene_registry.role_text), so running mates know who is next."""
        self.seat = seat
        self.marker.style_ = style or theme.player_style(seat.colour, palette_name)
        self.title.setText(fill(translate("Handover", "Please pass the screen to %1."), seat.name))
        detail = fill(
            translate(
                "Handover",
                "Everything private is hidden. When %1 is at the screen, click the button below.",
            ),
            seat.name,
        )
        if role:
            detail = fill(translate("Handover", "%1 plays as %2."), seat.name, role) + "\n" + detail
        self.detail.setText(detail)
        self.button.setText(button_text(fill(translate("Handover", "I am %1, show my cards"), seat.name)))
        self.marker.update()
        self.button.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        painter.drawPixmap(0, 0, theme.felt_pixmap(self.width(), self.height(), ratio))
        painter.fillRect(self.rect(), QColor(0, 0, 0, 90))  # darker: nothing of the game shows
        painter.end()
