"""Replay and review: step through a finished or saved game beside a chart of the chances to win.

The table is the game's own scene, drawn from the replayed state's observation
exactly as in play (with no legal actions, so nothing can be moved). A game in
progress is watched through one seat's eyes; a finished one can also be shown
with everything revealed. The chart is estimated a slice at a time on a
timer, so the window opens at once and fills the chart in as it goes.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..engine.session import Match
from ..record.chances import WinChances
from ..record.replay import Replay
from . import scene_registry, screen_fit, theme
from .scene_base import GameScene
from .scene_registry import fill
from .table_view import TableView
from .win_chart import WinChart, unit_name

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

SLICE_SECONDS = 0.02  # chart work per timer tick: the window stays responsive
REVEALED = -1  # the seat box's entry for "everything revealed"
# Below this window height (a 960x540 window) the table takes the room: the chart's side panel folds away
# (its swings stay marked on the chart, which jumps to any step it is clicked at), the chart is lower
# and the recent events keep one line. The table was drawn at about 55% of its size there (issue 15).
COMPACT_BELOW = 700
CHART_MIN_H, COMPACT_CHART_MIN_H = 110, 84  # the axis' numbers and caption whole


class ReplayWindow(QWidget):
    """A top-level window replaying ``match`` (a save's or a record entry's match)."""

    def __init__(self, match: Match, viewer: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)  # a closed replay frees its states
        self.replay = Replay(match)
        self.step = 0
        # The game's own counter at every step, in its own unit: Campaign Trail counts months, which no
        # "turn" or "round" of its observation shows (its chart had no ticks, captioned "turn or round").
        self.unit, self.turns = progress_counts(self.replay)
        title = scene_registry.game_title(match.game)
        self.setWindowTitle(fill(translate("ReplayWindow", "Replay: %1 — Game Table"), title))
        screen_fit.resize_on_screen(self, 1280, 800)  # its buttons stay on a 1366x768 screen
        humans = match.humans()
        if viewer is None:
            viewer = None if self.replay.finished else (humans[0] if humans else 0)
        self.viewer: int | None = viewer  # None: everything revealed (finished games only)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.top_bar = self._make_top_bar()
        outer.addWidget(self.top_bar)
        self.view = TableView(self)
        self.scene: GameScene = scene_registry.scene_class(match.game.id)(list(match.seats))
        self.scene.set_animation_speed(0.0)  # jumping through steps: no animations to wait for
        self.scene.speaks_to_viewer = False  # watched, not played: the table names the seat, not "you"
        self.scene.game_colours = theme.game_colours(match.game, len(match.seats), match.options)
        self.view.setScene(self.scene)
        # The table and the chart share the height; dragging the handle gives either more room.
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.view)
        lower = QWidget(self.splitter)
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.setSpacing(0)
        lower_layout.addWidget(self._make_controls())
        lower_layout.addWidget(self._make_chart_row(), 1)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([640, 160])  # the table first: at 1280x800 it needs its height
        outer.addWidget(self.splitter, 1)

        self.chances: WinChances | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._estimate_slice)
        self._start_chances()
        for key, slot in ((Qt.Key.Key_Right, self.forward), (Qt.Key.Key_Left, self.back),
                          (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            QShortcut(QKeySequence(key), self, slot)
        self.view.layout_scene(force=True)
        self.go_to(0)

    # -- building ------------------------------------------------------------
    def _make_top_bar(self) -> QWidget:
        bar = QFrame(self)
        bar.setObjectName("replayBar")
        bar.setStyleSheet("#replayBar { background: #20262b; } #replayBar QLabel { color: #f4f4f4; }")
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 6, 12, 6)
        self.headline = QLabel(bar)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel(bar)
        self.detail.setWordWrap(True)
        for label in (self.headline, self.detail):  # they name seats, whose names come from files
            label.setTextFormat(Qt.TextFormat.PlainText)
            # A long text (eight seats' scores, three log lines) neither widens the window nor grows the
            # bar into the table: it is shortened to the bar's lines, whole in the tooltip.
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._texts = ("", "", "")  # the headline, the phase and the action's events
        # Two lines kept for the detail whether it needs them or not: stepping never resizes the table.
        self._detail_lines = 2
        self._compact: bool | None = None  # set at the first resize (``_fit_to_height``)
        self.detail.setFixedHeight(lines_height(self.detail.font(), 2))
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.headline)
        texts.addWidget(self.detail)
        row.addLayout(texts, 1)
        row.addWidget(QLabel(translate("ReplayWindow", "Show the table as:"), bar))
        self.seat_box = QComboBox(bar)
        for index, seat in enumerate(self.replay.seats):
            self.seat_box.addItem(fill(translate("ReplayWindow", "%1 sees it"), seat.name), index)
        if self.replay.finished:
            self.seat_box.addItem(translate("ReplayWindow", "Everything revealed"), REVEALED)
        shown = REVEALED if self.viewer is None else self.viewer
        self.seat_box.setCurrentIndex(self.seat_box.findData(shown))
        self.seat_box.currentIndexChanged.connect(self._seat_changed)
        row.addWidget(self.seat_box)
        return bar

    def _make_controls(self) -> QWidget:
        panel = QFrame(self)
        panel.setObjectName("replayControls")
        panel.setStyleSheet(
            "#replayControls { background: #2b3238; } #replayControls QLabel { color: #f4f4f4; }"
        )
        row = QHBoxLayout(panel)
        row.setContentsMargins(12, 4, 12, 4)
        self.first_button = QPushButton(panel)
        self.first_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipBackward))
        self.first_button.setToolTip(translate("ReplayWindow", "Back to the start (Home)"))
        self.first_button.clicked.connect(self.first)
        self.back_button = QPushButton(translate("ReplayWindow", "◀ Back"), panel)
        self.back_button.setToolTip(translate("ReplayWindow", "One action back (Left arrow)"))
        self.back_button.clicked.connect(self.back)
        self.forward_button = QPushButton(translate("ReplayWindow", "Forward ▶"), panel)
        self.forward_button.setToolTip(translate("ReplayWindow", "One action forward (Right arrow)"))
        self.forward_button.clicked.connect(self.forward)
        self.last_button = QPushButton(panel)
        self.last_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward))
        self.last_button.setToolTip(translate("ReplayWindow", "To the end (End)"))
        self.last_button.clicked.connect(self.last)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal, panel)
        self.slider.setRange(0, self.replay.last_step)
        self.slider.valueChanged.connect(self.go_to)
        row.addWidget(self.slider, 1)
        self.position_label = QLabel(panel)
        row.addWidget(self.position_label)
        row.addWidget(QLabel(translate("ReplayWindow", "Go to action"), panel))
        self.action_spin = QSpinBox(panel)
        self.action_spin.setRange(0, self.replay.last_step)
        self.action_spin.editingFinished.connect(lambda: self.go_to(self.action_spin.value()))
        row.addWidget(self.action_spin)
        turns = [t for t in self.turns if t is not None]
        self.turn_spin = QSpinBox(panel)
        if turns:
            row.addWidget(QLabel(unit_name(self.unit), panel))
            self.turn_spin.setRange(min(turns), max(turns))
            self.turn_spin.editingFinished.connect(lambda: self.go_to_turn(self.turn_spin.value()))
            row.addWidget(self.turn_spin)
        else:
            self.turn_spin.hide()
        return panel

    def _make_chart_row(self) -> QWidget:
        panel = QFrame(self)
        panel.setObjectName("replayChart")
        panel.setStyleSheet("#replayChart { background: #20262b; } #replayChart QLabel { color: #f4f4f4; }")
        row = QHBoxLayout(panel)
        row.setContentsMargins(8, 4, 8, 6)
        self.chart = WinChart(self.replay.seats, self.replay.last_step, panel)
        self.chart.game_colours = self.scene.game_colours
        self.chart.set_turns(self.turns, self.unit)
        self.chart.step_clicked.connect(self.go_to)
        self.chart.setMinimumHeight(CHART_MIN_H)
        row.addWidget(self.chart, 3)
        side = QVBoxLayout()
        heading = QLabel(translate("ReplayWindow", "Chance to win (the computer's estimate)"), panel)
        bold = QFont(self.font())
        bold.setBold(True)
        heading.setFont(bold)
        heading.setWordWrap(True)
        side.addWidget(heading)
        self.swing_label = QLabel(panel)
        self.swing_label.setWordWrap(True)
        self.swing_label.setTextFormat(Qt.TextFormat.PlainText)
        side.addWidget(self.swing_label)
        self.swing_buttons: list[QPushButton] = []
        for _ in range(3):
            button = QPushButton(panel)
            button.clicked.connect(lambda _c=False, b=button: self.go_to(int(b.property("step"))))
            button.hide()
            side.addWidget(button)
            self.swing_buttons.append(button)
        side.addStretch(1)
        box = QWidget(panel)
        box.setLayout(side)
        self.chart_side = box
        # The heading and the swings' introduction keep one line each (the heading sets the width, up to
        # 360 px; the introduction is shortened, whole in its tooltip): wrapped onto two in the chart's
        # short row they were squeezed and cut at the top and bottom at 1280x800.
        need = QFontMetrics(bold).horizontalAdvance(heading.text())
        self._side_w = min(360, max(300, need + 24))
        box.setFixedWidth(self._side_w)
        heading.setWordWrap(False)
        self.swing_label.setWordWrap(False)
        self.chart_heading = heading
        row.addWidget(box)
        return panel

    # -- the chart -------------------------------------------------------------
    def _start_chances(self) -> None:
        perspective = None if self.replay.finished else self.viewer
        self.chances = WinChances(self.replay, perspective)
        self.swing_label.setText(translate("ReplayWindow", "Estimating the chances…"))
        for button in self.swing_buttons:
            button.hide()
        self.chart.set_data([], [])
        self._timer.start()

    def _estimate_slice(self) -> None:
        chances = self.chances
        if chances is None:
            self._timer.stop()
            return
        done = chances.advance(seconds=SLICE_SECONDS)
        self.chart.set_data(chances.values, chances.swings() if done else [])
        if done:
            self._timer.stop()
            self._show_swings()

    def finish_estimates(self) -> None:
        """Compute the rest of the chart now (tools and tests)."""
        if self.chances is not None and not self.chances.done:
            self.chances.advance()
            self._estimate_slice()

    def _show_swings(self) -> None:
        assert self.chances is not None
        swings = self.chances.swings()
        if self.replay.finished:
            intro = translate("ReplayWindow", "The biggest swings:")
        else:
            seat = self.replay.seats[self.chances.perspective or 0]
            intro = fill(translate("ReplayWindow", "The biggest swings, as %1 could judge them:"), seat.name)
        text = intro if swings else translate("ReplayWindow", "No swings yet.")
        width = self._side_w - 24
        self.swing_label.setText(shorten(text, self.swing_label.font(), width, 1))
        self.swing_label.setToolTip(text if self.swing_label.text() != text else "")
        for number, (button, swing) in enumerate(zip(self.swing_buttons, swings, strict=False), start=1):
            name = self.replay.seats[swing.player].name
            percent = f"{swing.change * 100:+.0f}"
            button.setText(fill(translate("ReplayWindow", "%1. Action %2: %3 %4%"), str(number),
                                str(swing.step), name, percent))
            button.setToolTip(translate("ReplayWindow", "Show the table just after this action"))
            button.setProperty("step", swing.step)
            button.show()

    # -- moving ----------------------------------------------------------------
    def go_to(self, step: int) -> None:
        self.step = self.replay.clamp(step)
        revealed = self.viewer is None
        viewer = 0 if self.viewer is None else self.viewer  # revealed: drawn from seat 1's side
        observation = self.replay.observation(self.step, viewer, revealed)
        recent = self.replay.recent(self.step, viewer, revealed)
        self.scene.show_observation(observation, viewer, [], recent)
        for widget, value in ((self.slider, self.step), (self.action_spin, self.step)):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        turn = self.turns[self.step]
        if turn is not None and self.turn_spin.isVisibleTo(self):
            self.turn_spin.blockSignals(True)
            self.turn_spin.setValue(turn)
            self.turn_spin.blockSignals(False)
        self.chart.set_current(self.step)
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < self.replay.last_step)
        self.last_button.setEnabled(self.step < self.replay.last_step)
        self._update_texts(observation, viewer, recent)

    def _update_texts(self, observation: dict, viewer: int, recent: list) -> None:
        replay = self.replay
        self.position_label.setText(
            fill(translate("ReplayWindow", "Action %1 of %2"), str(self.step), str(replay.last_step))
        )
        game_id = replay.game.id
        phase = scene_registry.phase_name(game_id, observation)
        if self.step == 0:
            headline = translate("ReplayWindow", "The start of the game")
        else:
            mover = replay.mover(self.step)
            headline = fill(translate("ReplayWindow", "After %1's action"), replay.seats[mover or 0].name)
        if self.step == replay.last_step and replay.finished:
            totals = replay.final_scores()
            pairs = zip(replay.seats, totals, strict=True)
            scores = ", ".join(f"{seat.name} {total}" for seat, total in pairs)
            headline = fill(translate("ReplayWindow", "The game is over: %1"), scores)
        said = [scene_registry.log_text(game_id, event, replay.seats) for _player, event in recent]
        events = " ".join(said[:3])
        phase_line = fill(translate("ReplayWindow", "Phase: %1."), phase) if phase else ""
        self._texts = (headline, phase_line, events)
        self._fit_texts()

    def _fit_texts(self) -> None:
        """The headline on one line; the detail (the phase, then the action's events) on the lines kept for
        it. The phase is shown whole: only the events are shortened with "…" (whole in the tooltip)."""
        headline, phase_line, events = self._texts
        detail = f"{phase_line} {events}".strip()
        width = max(100, self.headline.width())
        font = self.detail.font()
        # A phase longer than the lines kept (a narrow window) takes the lines it needs rather than be cut.
        phase_h = text_height(phase_line, font, width) if phase_line else 0
        lines = self._detail_lines
        while lines_height(font, lines) < phase_h:
            lines += 1
        self.detail.setFixedHeight(lines_height(font, lines))
        self.headline.setText(shorten(headline, self.headline.font(), width, 1))
        self.detail.setText(shorten(detail, font, width, lines, keep=phase_line))
        for label, text in ((self.headline, headline), (self.detail, detail)):
            label.setToolTip(text if label.text() != text else "")

    def _fit_to_height(self) -> None:
        """A low window gives the table the room (``COMPACT_BELOW``); set when the window crosses it."""
        compact = self.height() < COMPACT_BELOW
        if compact == self._compact:
            return
        self._compact = compact
        self.chart_side.setVisible(not compact)
        self.chart.setMinimumHeight(COMPACT_CHART_MIN_H if compact else CHART_MIN_H)
        self.chart.setToolTip(self.chart_heading.text() if compact else "")
        self._detail_lines = 1 if compact else 2
        self._share_height()

    def chart_row_least_h(self) -> int:
        lower = self.splitter.widget(1)
        return lower.minimumSizeHint().height() if lower is not None else 0

    def _share_height(self) -> None:
        """The chart its least height in a low window (else 160 px), the table the rest."""
        lower_h = self.chart_row_least_h() if self._compact else 160
        # The splitter's own height is not laid out yet during the window's resize: the window's is.
        room = self.height() - self.top_bar.sizeHint().height() - self.splitter.handleWidth()
        self.splitter.setSizes([max(1, room - lower_h), lower_h])

    def forward(self) -> None:
        self.go_to(self.step + 1)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.replay.last_step)

    def go_to_turn(self, turn: int) -> None:
        step = next((step for step, number in enumerate(self.turns) if number is not None and number >= turn),
                    None)
        if step is not None:
            self.go_to(step)

    def _seat_changed(self, _index: int) -> None:
        data = self.seat_box.currentData()
        self.viewer = None if data == REVEALED else int(data)
        if not self.replay.finished:
            self._start_chances()  # a game in progress is judged through the chosen seat's eyes
        self.go_to(self.step)

    # -- Qt ----------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._compact:
            self._share_height()  # sizes given before the first show are spread again as it shows
        self.view.layout_scene(force=True)
        self.go_to(self.step)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_height()
        self._fit_texts()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._timer.stop()
        super().closeEvent(event)


def progress_counts(replay: Replay) -> tuple[str | None, list[int | None]]:
    """What the game's progress counts ("round", "turn", "month"; None: it does not say) and its number at
    every step of ``replay`` (None where it does not say), as GameDefinition.progress names them."""
    game = replay.game
    unit: str | None = None
    numbers: list[int | None] = []
    for state in replay.states:
        progress = game.progress(state)
        if progress is not None and unit in (None, progress.unit):
            unit = progress.unit
            numbers.append(progress.number)
        else:
            numbers.append(None)
    return unit, numbers


def shorten(text: str, font: QFont, width: int, lines: int, keep: str = "") -> str:
    """``text`` word-wrapped in ``width`` on at most ``lines`` lines, the last shortened with "…". Its
    beginning ``keep`` stays whole (a phase longer than the lines is wrapped onto more: never cut)."""
    metrics = QFontMetrics(font)
    limit = lines_height(font, lines)
    if text_height(text, font, width) <= limit:
        return text
    if keep and text.startswith(keep):
        kept = len(keep.split())
        words = text.split()
        while len(words) > kept:
            words.pop()
            candidate = " ".join(words) + "…"
            if text_height(candidate, font, width) <= limit:
                return candidate
        return keep
    words = text.split()
    while words:
        words.pop()
        candidate = " ".join(words) + "…"
        if text_height(candidate, font, width) <= limit:
            return candidate
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def text_height(text: str, font: QFont, width: int) -> int:
    """The height of ``text`` word-wrapped in ``width``."""
    return QFontMetrics(font).boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), text).height()


def lines_height(font: QFont, lines: int) -> int:
    """The height ``lines`` wrapped lines take as drawn: in the app's font a line's box is a pixel or two
    taller than the font's line spacing, so two lines measured by the spacing held one (issue 15: the
    phase and the action's events were cut to a single line at 1280x800)."""
    return text_height("\n".join(["Ág"] * lines), font, 10_000)
