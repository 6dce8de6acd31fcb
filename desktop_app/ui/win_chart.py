"""A line chart of each player's estimated chance to win, step by step (QPainter; no QtCharts).

Each player's line has their colour, their marker shape along it and a dash
pattern of its own, so colour is never the only cue. The biggest swings are
ringed and numbered; the step on the table is a vertical bar; a click or a
drag on the chart asks to go to that step.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine.game import SeatColour
from ..engine.seats import Seat
from ..record.chances import Swing
from . import theme
from .scene_registry import fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

BACKGROUND = QColor("#20262b")
GRID = QColor(255, 255, 255, 40)
INK = QColor("#f4f4f4")
DIM_INK = QColor("#b9c2c9")
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
          Qt.PenStyle.DashDotDotLine)
MARKERS_PER_LINE = 8
LEGEND_EXTRA = 34 + 44  # a legend row beside its name: the line and marker before, the percentage after


def unit_name(unit: str | None) -> str:
    """What a game's progress counts, as the chart's axis and the replay's "go to" box name it."""
    if unit == "round":
        return translate("WinChart", "round")
    if unit == "turn":
        return translate("WinChart", "turn")
    if unit == "month":
        return translate("WinChart", "month")
    return unit or translate("WinChart", "turn or round")  # a game's own unit without a text yet


class WinChart(QWidget):
    step_clicked = Signal(int)

    def __init__(self, seats: list[Seat], last_step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = list(seats)
        self.game_colours: tuple[SeatColour, ...] | None = None  # a team game's seat colours, if any
        self.last_step = max(1, last_step)
        self.values: list[list[float]] = []
        self.swings: list[Swing] = []
        self.current = 0
        self.turns: list[int | None] = []
        self.unit: str | None = None
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self.setAccessibleName(translate("WinChart", "Chance to win over the game"))

    def sizeHint(self) -> QSize:
        return QSize(800, 200)

    def set_data(self, values: list[list[float]], swings: list[Swing]) -> None:
        self.values = [list(v) for v in values]
        self.swings = list(swings)
        self.update()

    def set_turns(self, turns: list[int | None], unit: str | None = None) -> None:
        """The game's own counter at every step, and what it counts (``unit``: "round", "turn", "month"),
        for the ticks and the caption of the time axis."""
        self.turns = list(turns)
        self.unit = unit
        self.update()

    def axis_caption(self) -> str:
        """The time axis's caption: the unit its ticks count, else "action" (one step each)."""
        if any(turn is not None for turn in self.turns):
            return unit_name(self.unit)
        return translate("WinChart", "action")

    def set_current(self, step: int) -> None:
        self.current = step
        self.update()

    def series(self) -> list[list[float]]:
        """One list of chances per player (what is drawn)."""
        return [[row[p] for row in self.values] for p in range(len(self.seats))]

    # -- geometry ------------------------------------------------------------
    def _plot_rect(self) -> QRectF:
        # The legend takes a quarter of the chart, more (up to 40%) where the names need it: in a narrow
        # replay window (960x540, a 1920x1080 screen at 2x) "Computer 4" came out as "Compute…".
        names = max((QFontMetricsF(self._font()).horizontalAdvance(s.name) for s in self.seats), default=0.0)
        legend_w = min(220.0, max(self.width() * 0.24, min(names + LEGEND_EXTRA + 2, self.width() * 0.4)))
        return QRectF(46, 12, max(50.0, self.width() - 46 - legend_w - 16), max(40.0, self.height() - 52))

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(12)
        return font

    def shown_names(self) -> list[str]:
        """Each seat's name as the legend writes it (shortened with "…" where there is no room)."""
        metrics = QFontMetricsF(self._font())
        name_w = self._name_width(self._plot_rect())
        mode = Qt.TextElideMode.ElideRight
        return [metrics.elidedText(s.name, mode, max(20.0, name_w)) for s in self.seats]

    def _name_width(self, plot: QRectF) -> float:
        return self.width() - (plot.right() + 16) - LEGEND_EXTRA

    def legend_pitch(self) -> float:
        """The legend's line spacing: rows close up so every seat keeps its line in a short chart."""
        room = self.height() - self._plot_rect().top() - 4
        return max(14.0, min(22.0, room / max(1, len(self.seats))))

    def _point(self, plot: QRectF, step: int, value: float) -> QPointF:
        x = plot.left() + plot.width() * step / self.last_step
        y = plot.bottom() - plot.height() * value
        return QPointF(x, y)

    def _step_at(self, x: float) -> int:
        plot = self._plot_rect()
        share = (x - plot.left()) / plot.width() if plot.width() else 0.0
        return max(0, min(self.last_step, round(share * self.last_step)))

    # -- painting ------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        plot = self._plot_rect()
        painter.setFont(self._font())
        self._paint_grid(painter, plot)
        for player in range(len(self.seats)):
            self._paint_line(painter, plot, player)
        self._paint_swings(painter, plot)
        x = self._point(plot, self.current, 0).x()
        painter.setPen(QPen(QColor(255, 255, 255, 170), 1.5))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        self._paint_legend(painter, plot)
        if len(self.values) < self.last_step + 1:
            painter.setPen(DIM_INK)
            corner = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
            painter.drawText(plot.adjusted(8, 4, -8, -4), corner, translate("WinChart", "Estimating…"))
        painter.end()

    def _paint_grid(self, painter: QPainter, plot: QRectF) -> None:
        for tenth in range(0, 11, 5):
            y = plot.bottom() - plot.height() * tenth / 10
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(DIM_INK)
            painter.drawText(QRectF(0, y - 8, plot.left() - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             fill(translate("WinChart", "%1%"), str(tenth * 10)))
        # Ticks where the game's turn or round counter moves on, labelled sparsely.
        painter.setPen(DIM_INK)
        last_label = -1e9
        previous: int | None = None
        for step, turn in enumerate(self.turns):
            if turn is None or turn == previous:
                continue
            previous = turn
            x = self._point(plot, step, 0).x()
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            if x - last_label >= 34:
                painter.setPen(DIM_INK)
                painter.drawText(QRectF(x - 20, plot.bottom() + 5, 40, 16), Qt.AlignmentFlag.AlignHCenter,
                                 str(turn))
                last_label = x
        painter.setPen(DIM_INK)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 20, plot.width(), 16),
                         Qt.AlignmentFlag.AlignRight, self.axis_caption())

    def _style(self, player: int) -> theme.PlayerStyle:
        game = self.game_colours
        return theme.seat_style(self.seats[player].colour, game[player] if game else None)

    def _paint_line(self, painter: QPainter, plot: QRectF, player: int) -> None:
        if not self.values:
            return
        style = self._style(player)
        path = QPainterPath()
        for step, row in enumerate(self.values):
            point = self._point(plot, step, row[player])
            if step == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        pen = QPen(QColor(style.colour), 2.4)
        pen.setStyle(DASHES[player % len(DASHES)])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        every = max(1, self.last_step // MARKERS_PER_LINE)
        offset = (player * every) // max(1, len(self.seats))  # markers of different players do not stack
        for step in range(offset, len(self.values), every):
            centre = self._point(plot, step, self.values[step][player])
            theme.paint_marker(painter, QRectF(centre.x() - 5, centre.y() - 5, 10, 10), style)

    def swing_marks(self, plot: QRectF) -> list[tuple[int, QPointF, QRectF]]:
        """Each swing's number, the point it rings and where its number goes: above the ring, below it
        near the top, and moved sideways clear of an earlier number (swings on neighbouring steps)."""
        marks: list[tuple[int, QPointF, QRectF]] = []
        for number, swing in enumerate(self.swings, start=1):
            if swing.step >= len(self.values):
                continue
            centre = self._point(plot, swing.step, self.values[swing.step][swing.player])
            above = centre.y() - 30 >= plot.top() - 10  # near the top the number goes below the ring
            label = QRectF(centre.x() - 9, centre.y() - 30 if above else centre.y() + 12, 18, 18)
            taken = [rect for _, _, rect in marks]
            shift = 0
            while any(label.translated(shift, 0).intersects(rect) for rect in taken):
                shift = -shift + (20 if shift <= 0 else 0)  # 20 right, 20 left, 40 right, ...
            marks.append((number, centre, label.translated(shift, 0)))
        return marks

    def _paint_swings(self, painter: QPainter, plot: QRectF) -> None:
        for number, centre, label in self.swing_marks(plot):
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, 9, 9)
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(label)
            painter.setPen(QColor("#111111"))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(number))

    def _paint_legend(self, painter: QPainter, plot: QRectF) -> None:
        left = plot.right() + 16
        top = plot.top()
        pitch = self.legend_pitch()
        names = self.shown_names()
        name_w = self._name_width(plot)
        for player in range(len(self.seats)):
            style = self._style(player)
            y = top + player * pitch
            pen = QPen(QColor(style.colour), 2.4)
            pen.setStyle(DASHES[player % len(DASHES)])
            painter.setPen(pen)
            painter.drawLine(QPointF(left, y + 8), QPointF(left + 26, y + 8))
            theme.paint_marker(painter, QRectF(left + 8, y + 3, 10, 10), style)
            now = ""
            if self.values:
                row = self.values[min(self.current, len(self.values) - 1)]
                now = fill(translate("WinChart", "%1%"), str(round(row[player] * 100)))
            painter.setPen(INK)
            painter.drawText(QRectF(left + 32, y, name_w, 16), Qt.AlignmentFlag.AlignVCenter, names[player])
            painter.drawText(QRectF(self.width() - 52, y, 44, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, now)

    # -- mouse ---------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._plot_rect().adjusted(-6, 0, 6, 0).contains(
            event.position()
        ):
            self.step_clicked.emit(self._step_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.step_clicked.emit(self._step_at(event.position().x()))
