"""The strip above the table: whose turn it is, the phase and what to do, and the hold-to-skip button.

Always in the same place, so a player looks for the turn in one spot. Its texts keep the main window's
translation context (they were written there first and the translations are filed under it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QWidget

from . import theme

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

MARKER = 30  # the seat marker's side
MARGIN_X, MARGIN_Y = 12, 6
SPACING = 6  # between the marker, the texts and the button
MIN_TEXT_WIDTH = 160  # the texts' least width: a narrow window wraps them
# The detail keeps room for this many lines whatever it says now: a prompt that wraps onto a second line
# (a long state or card name) then takes no room from the table. Kept at one line, the strip grew within
# a game and shrank at the next, and each time the table below was laid out and painted anew (the whole
# map re-fitted: the longest block of the event loop while a computer thinks, issue 13; the table must
# not jump while a status message appears, issue 15).
DETAIL_LINES = 2


class _MarkerLabel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(30, 30)
        self.style_: theme.PlayerStyle | None = None

    def set_style(self, style: theme.PlayerStyle | None) -> None:
        if style == self.style_:
            return  # the same seat's marker after most moves: nothing to paint again
        self.style_ = style
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.style_ is not None:
            painter = QPainter(self)
            theme.paint_marker(painter, QRectF(2, 2, 26, 26), self.style_)
            painter.end()


class StatusPanel(QFrame):
    """Whose turn, the phase and what to do: always in the same place, above the table.

    Its parts are placed by hand, not by a layout (issue 13): a label whose text changes, or a button
    shown or hidden, asks its parent's layout to be done again, and a layout done again asks the same of
    the layout above it, up to the whole main window with its docks, after every move. Here the texts'
    height is kept as the tallest they needed since the table was set (:meth:`new_table`), so the strip
    asks the window for room only when a longer text than any before needs another line: the table
    below keeps its size from turn to turn instead of being laid out and painted anew whenever a prompt
    wraps, comes or goes."""

    skip_pressed = Signal()
    skip_released = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.marker = _MarkerLabel(self)
        self.headline = QLabel(self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # seat names may come from a save file
        self.headline.setWordWrap(True)  # a long name in a narrow window wraps instead of widening it
        self.detail = QLabel(self)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.skip_button = QPushButton(self)
        self.skip_button.pressed.connect(self.skip_pressed)
        self.skip_button.released.connect(self.skip_released)
        self._texts_height = 0  # the tallest the texts have been since the table was set
        self._shown: tuple[object, ...] | None = None  # what set_status was last given
        # The strip fills its whole rectangle itself (paintEvent): a changed text repaints the strip alone,
        # not the window behind it first (issue 13).
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setStyleSheet(f"#statusPanel QLabel {{ color: {theme.STATUS_INK.name()}; }}")
        self.retranslate()

    def retranslate(self) -> None:
        self._shown = None  # the same arguments may read differently now
        self.skip_button.setText(translate("MainWindow", "Hold to skip ahead"))
        self.skip_button.setToolTip(
            translate("MainWindow", "Computer moves are shown at once while you hold this button.")
        )
        self._measure_again()  # the button's words, and so the texts' width, changed

    def set_status(self, style: theme.PlayerStyle | None, headline: str, detail: str, can_skip: bool) -> None:
        shown = (style, headline, detail, can_skip)
        if shown == self._shown:
            return  # the same words after a computer's move: nothing to measure, place or paint
        self._shown = shown
        self.marker.set_style(style)
        self.headline.setText(headline)
        self.detail.setText(detail)
        self.skip_button.setVisible(can_skip)  # its room stays: the texts' width does not depend on it
        self._fit_texts()

    def new_table(self) -> None:
        """A new game on the table: the texts' height starts again from what the current ones need."""
        self._measure_again()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), theme.STATUS_BG)
        painter.end()

    def texts_height(self) -> int:
        """The height kept for the headline and the detail."""
        return self._texts_height

    # -- placing the parts by hand ------------------------------------------
    def _line_height(self) -> int:
        return self.detail.fontMetrics().lineSpacing() + 1

    def _texts_width(self, width: int | None = None) -> int:
        width = self.width() if width is None else width
        button = self.skip_button.sizeHint().width()
        return max(MIN_TEXT_WIDTH, width - 2 * MARGIN_X - MARKER - button - 2 * SPACING)

    def _needed(self, width: int) -> int:
        """The height the current headline and detail take at text width ``width``, with room for
        ``DETAIL_LINES`` lines of detail at least (it is emptied, never hidden)."""
        detail = max(DETAIL_LINES * self._line_height(), self._detail_height(width))
        return self._headline_height(width) + detail

    def _headline_height(self, width: int) -> int:
        headline = self.headline.heightForWidth(width) if self.headline.text() else -1
        return headline if headline >= 0 else self.headline.sizeHint().height()

    def _detail_height(self, width: int) -> int:
        """What the detail's words take now (one line at least)."""
        detail = self.detail.heightForWidth(width) if self.detail.text() else -1
        return max(self._line_height(), detail)

    def _fit_texts(self) -> None:
        needed = self._needed(self._texts_width())
        if needed > self._texts_height:
            self._texts_height = needed
            self.updateGeometry()  # the one case the window is asked for room: a taller text than before
        self._place()

    def _measure_again(self) -> None:
        self._texts_height = self._needed(self._texts_width())
        self.updateGeometry()
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        text_width = self._texts_width()
        self.marker.move(MARGIN_X, (height - MARKER) // 2)
        button = self.skip_button.sizeHint()
        self.skip_button.setGeometry(width - MARGIN_X - button.width(), (height - button.height()) // 2,
                                     button.width(), button.height())
        # Without a seat to show (the game is over), the texts start at the strip's edge, not after an
        # empty gap where the marker stood (issue 15).
        left = MARGIN_X + MARKER + SPACING if self.marker.style_ is not None else MARGIN_X
        # The texts as they read now, centred in the room kept for the tallest (a one-line detail does
        # not hang under the headline with an empty line below it).
        headline = self._headline_height(text_width)
        detail = min(self._detail_height(text_width), max(0, self._texts_height - headline))
        top = max(MARGIN_Y, (height - headline - detail) // 2)
        self.headline.setGeometry(left, top, text_width, headline)
        self.detail.setGeometry(left, top + headline, text_width, detail)

    def sizeHint(self) -> QSize:
        button = self.skip_button.sizeHint()
        height = max(MARKER, button.height(), self._texts_height) + 2 * MARGIN_Y
        return QSize(2 * MARGIN_X + MARKER + button.width() + 2 * SPACING + MIN_TEXT_WIDTH, height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # Another width wraps the texts anew: measured again from what they need now.
            needed = self._needed(self._texts_width())
            if needed != self._texts_height:
                self._texts_height = needed
                self.updateGeometry()
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and hasattr(self, "skip_button"):
            self._measure_again()
