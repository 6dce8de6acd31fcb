"""The strip above the table: whose turn it is, the phase and what to do, and the hold-to-skip button.

Always in the same place, so a player looks for the turn in one spot. Its texts keep the main window's
translation context (they were written there first and the translations are filed under it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import theme

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class _MarkerLabel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(30, 30)
        self.style_: theme.PlayerStyle | None = None

    def set_style(self, style: theme.PlayerStyle | None) -> None:
        self.style_ = style
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.style_ is not None:
            painter = QPainter(self)
            theme.paint_marker(painter, QRectF(2, 2, 26, 26), self.style_)
            painter.end()


class StatusPanel(QFrame):
    """Whose turn, the phase and what to do: always in the same place, above the table."""

    skip_pressed = Signal()
    skip_released = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusPanel")
        self.setStyleSheet(
            f"#statusPanel {{ background: {theme.STATUS_BG.name()}; }}"
            f"#statusPanel QLabel {{ color: {theme.STATUS_INK.name()}; }}"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.marker = _MarkerLabel(self)
        row.addWidget(self.marker)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        self.headline = QLabel(self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # seat names may come from a save file
        self.detail = QLabel(self)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        # The detail keeps room for a line whatever the turn says (it is emptied, never hidden), and the
        # skip button its room while hidden: the table below keeps its size from turn to turn instead of
        # being laid out and painted anew whenever a prompt comes or goes (issue 13). Two lines' room
        # would leave Copycat's 4-seat table too short for its office words at the end of a game.
        self.detail.setText("M")
        self.detail.setMinimumHeight(self.detail.sizeHint().height())
        self.detail.clear()
        texts.addWidget(self.headline)
        texts.addWidget(self.detail)
        row.addLayout(texts, 1)
        self.skip_button = QPushButton(self)
        self.skip_button.pressed.connect(self.skip_pressed)
        self.skip_button.released.connect(self.skip_released)
        policy = self.skip_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.skip_button.setSizePolicy(policy)
        row.addWidget(self.skip_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.skip_button.setText(translate("MainWindow", "Hold to skip ahead"))
        self.skip_button.setToolTip(
            translate("MainWindow", "Computer moves are shown at once while you hold this button.")
        )

    def set_status(self, style: theme.PlayerStyle | None, headline: str, detail: str, can_skip: bool) -> None:
        self.marker.set_style(style)
        self.headline.setText(headline)
        self.detail.setText(detail)
        self.skip_button.setVisible(can_skip)
