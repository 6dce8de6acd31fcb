"""The coach at the table: "What would you play?" (Game menu, key H, and the button in its panel).

It asks the Hard computer player for the decision the person at the screen owes now, off the UI thread
exactly as a computer move is asked for (the AI worker: ai/worker.py ``hint``, ai/coach.py), and shows
its best choices, up to three: each named as the move list names it, with the search's estimate of the
chance to win and the game's reason in its own terms, in the coach's panel and numbered 1-3 on the table
(ui/hint_marks.py). The search starts from the person's own view, so it knows nothing they do not.

A hint belongs to one position: a move, an undo, a hand-over or another game drops it (a hint still being
worked out is cancelled and its late answer ignored). Each hint shown counts once for its position in
the match (``Match.hints_used``, kept in the save and in the player record).
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..engine.session import Match
from .templates import fill

if TYPE_CHECKING:
    from ..ai.coach import Choice  # the search and its agents load with the first hint, not at start-up
    from .main_window import MainWindow

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

SHORTCUT = "H"
POLL_MS = 25

# (the match, moves that changed what the seat knows, the seat asking): a hint is for one position and person.
Position = tuple[int, int, int]


class HintPanel(QWidget):
    """The coach's panel: the button, what it is doing, and one line per suggested choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        self.ask_button = QPushButton(self)
        self.ask_button.setObjectName("hintAsk")
        # The panel shares the log's narrow dock: its button never sets the window's minimum width.
        self.ask_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        box.addWidget(self.ask_button)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.status)
        self.rows: list[QLabel] = []
        for _ in range(3):
            row = QLabel(self)
            row.setWordWrap(True)
            row.setTextFormat(Qt.TextFormat.PlainText)  # a move may name a seat from a save file
            row.hide()
            box.addWidget(row)
            self.rows.append(row)
        box.addStretch(1)

    def show_rows(self, lines: list[str]) -> None:
        from .hint_marks import RANK_COLOURS  # with the table's drawing code, after the home screen

        for number, row in enumerate(self.rows):
            if number < len(lines):
                colour = RANK_COLOURS[number % len(RANK_COLOURS)]
                tint = f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, 70)"
                row.setStyleSheet(f"QLabel {{ background: {tint}; border-left: 7px solid {colour.name()};"
                                  " border-radius: 3px; padding: 4px 6px; }")
                row.setText(lines[number])
                row.setAccessibleName(lines[number])
                row.show()
            else:
                row.clear()
                row.hide()

    def texts(self) -> list[str]:
        return [row.text() for row in self.rows if not row.isHidden()]


class HintDock(QDockWidget):
    """The panel in a dock beside the game log; it re-labels itself when the language changes."""

    def __init__(self, coach: HintCoach, window: QWidget) -> None:
        super().__init__(window)
        self.coach = coach
        self.setObjectName("hintDock")
        self.panel = HintPanel(self)
        self.setWidget(self.panel)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.coach.retranslate()
        super().changeEvent(event)


class HintCoach(QObject):
    """Asks for hints, shows them, drops them with the position, and counts them."""

    shown = Signal(list)  # the choices on show (list of Choice)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.choices: list[Choice] = []
        self._move_count: tuple[int, int, object, int] | None = None  # viewer, steps, last step, moves
        self._future: Future | None = None
        self._asked_for: Position | None = None
        self._shown_for: Position | None = None
        self._counted: set[Position] = set()
        self._started = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

        self.action = QAction(self)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.ask)
        window.game_menu.insertAction(window.skip_action, self.action)
        self.dock = HintDock(self, window)
        self.dock.panel.ask_button.clicked.connect(self.ask)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        log_dock = getattr(window, "log_dock", None)
        if log_dock is not None:
            window.tabifyDockWidget(log_dock, self.dock)
            QTimer.singleShot(0, window, lambda: self._log_to_front(window, log_dock))
        window.record_keeper.hints_used = lambda match: match.hints_used
        # Shown with the table only (not on the home or hand-over screens), as the log is.
        self._dock_wanted = True
        self._on_table = False
        window.stack.currentChanged.connect(self._page_changed)
        self._page_changed(window.stack.currentIndex())
        self.controller.changed.connect(self._position_changed)
        # A dock behind the log's tab is moved out of sight, not hidden; a new text in it would still lay
        # the whole window out again (issue 13): its words wait until it is seen (visibilityChanged).
        self._dock_seen = True
        self.dock.visibilityChanged.connect(self._dock_seen_changed)
        self.retranslate()
        self._update()

    def _log_to_front(self, window: MainWindow, log_dock: QDockWidget) -> None:
        """Once the tab bar exists, the log goes back in front of the coach's new tab, unless a third tab
        was brought forward meanwhile (the coach is made after the first frame, maybe after F6 showed
        the moves)."""
        others = [dock for dock in window.tabifiedDockWidgets(log_dock) if dock is not self.dock]
        if all(dock.visibleRegion().isEmpty() for dock in others):
            log_dock.raise_()

    def retranslate(self) -> None:
        # T: a key no other item of the Game menu takes, in English and in the translations.
        self.action.setText(translate("Hint", "Wha&t Would You Play?"))
        self.action.setToolTip(translate("Hint", "The Hard computer player suggests its best choices"))
        self.dock.setWindowTitle(translate("Hint", "Hint (H)"))
        self.dock.panel.ask_button.setText(translate("Hint", "What would you play? (H)"))
        if self.choices:
            self._show(self.choices)
        else:
            self._update()

    def _page_changed(self, index: int) -> None:
        on_table = self.window.stack.widget(index) is self.window.view.parentWidget()
        if on_table and not self._on_table:
            self.dock.setVisible(self._dock_wanted)
        elif not on_table:
            if self._on_table:
                self._dock_wanted = self.dock.isVisible()  # the person may have closed it
            self.dock.hide()
        self._on_table = on_table

    # -- where we are ---------------------------------------------------------------------------------
    def position(self) -> Position | None:
        """The position a hint would be for now, or None when the person at the screen owes no decision.

        Counted in the person's own moves and the moves that revealed something: another player's
        secret commitment made meanwhile (a draft chosen at the same time) leaves the hint standing."""
        c = self.controller
        if c.match is None or not c.viewer_to_act() or c.viewer is None:
            return None
        viewer = c.viewer
        return (id(c.match), self._moves_counted(c.match.steps, viewer), viewer)

    def _moves_counted(self, steps: list, viewer: int) -> int:
        # Asked after every move: count only the steps played since the last count (a match only appends
        # and pops steps, so the count still holds while the step it ended at is in its place), so the
        # cost does not grow with the length of the game.
        known = self._move_count
        start, moves = 0, 0
        if known is not None and known[0] == viewer and 0 < known[1] <= len(steps) \
                and steps[known[1] - 1] is known[2]:
            start, moves = known[1], known[3]
        moves += sum(1 for step in steps[start:] if step.player == viewer or step.reveals)
        self._move_count = (viewer, len(steps), steps[-1], moves) if steps else None
        return moves

    def thinking(self) -> bool:
        return self._future is not None

    def _update(self) -> None:
        can = self.position() is not None
        self.action.setEnabled(can and not self.thinking())
        self.dock.panel.ask_button.setEnabled(can and not self.thinking())
        if self.thinking():
            text = translate("Hint", "Thinking about your choices…")
        elif self.choices:
            text = translate("Hint", "The Hard computer player would choose, best first:")
        elif can:
            text = translate("Hint", "Ask the Hard computer player what it would play in your place.")
        else:
            text = translate("Hint", "A hint is there when it is your decision.")
        if self._dock_seen:
            self.dock.panel.status.setText(text)

    def _dock_seen_changed(self, seen: bool) -> None:
        self._dock_seen = seen
        if seen:
            self._update()  # its words brought up to date before its first paint

    def _position_changed(self) -> None:
        now = self.position()
        if self._asked_for is not None and self._asked_for != now:
            self.cancel()
        if self._shown_for is not None and self._shown_for != now:
            self.clear()
        elif self.choices:
            # The same position in a new scene (a language change draws the table anew): mark it again.
            from .hint_marks import HintMarks

            scene = self.controller.scene
            if isinstance(scene, HintMarks) and not scene.hint_marks():
                scene.show_hint_marks([choice.action for choice in self.choices])
        self._update()

    # -- asking ---------------------------------------------------------------------------------------
    def ask(self) -> bool:
        """Ask for a hint for the person at the screen (False when they owe no decision now)."""
        position = self.position()
        if position is None or self.thinking():
            return False
        if position == self._shown_for and self.choices:
            self._raise_dock()
            return True
        c = self.controller
        assert c.match is not None and c.viewer is not None
        self.clear()
        try:
            self._future = c.worker().request_hint(c.match, c.viewer, c.ai_seed(c.viewer))
        except Exception as exc:  # the worker could not start: say so, the game goes on
            log.exception("the coach could not be asked")
            self._tell_failure(exc)
            return False
        self._asked_for = position
        self._started = time.monotonic()
        self._timer.start()
        self._raise_dock()
        self._update()
        return True

    def cancel(self) -> None:
        """Drop a hint still being worked out (its answer, should it come, is ignored)."""
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._asked_for = None
        self._timer.stop()
        self._update()

    def clear(self) -> None:
        """Take the hint off the panel and the table."""
        self.choices = []
        self._shown_for = None
        self.dock.panel.show_rows([])
        scene = self.controller.scene
        clear = getattr(scene, "clear_hint_marks", None)
        if callable(clear):
            clear()
        self._update()

    def _poll(self) -> None:
        future = self._future
        if future is None:
            self._timer.stop()
            return
        if not future.done():
            return
        asked_for = self._asked_for
        self._future = None
        self._asked_for = None
        self._timer.stop()
        if future.cancelled() or asked_for != self.position():
            self._update()
            return
        try:
            result = future.result()
            match = self.controller.match
            assert match is not None
            from ..ai.coach import Choice

            choices = [Choice.from_json(match.game, item) for item in result["choices"]]
        except Exception as exc:  # a failed hint must never stop the game
            log.exception("the coach failed")
            self._tell_failure(exc)
            self._update()
            return
        legal = set(self.controller.last_legal)
        choices = [choice for choice in choices if choice.action in legal]
        log.info("hint in %.2f s: %s", time.monotonic() - self._started, [c.action for c in choices])
        if asked_for is not None and asked_for not in self._counted:
            self._counted.add(asked_for)
            self._count(match)
        self._shown_for = asked_for
        self._show(choices)

    def _count(self, match: Match) -> None:
        match.hints_used += 1
        self.controller.autosave()  # the count travels with the game

    # -- showing --------------------------------------------------------------------------------------
    def lines(self, choices: list[Choice]) -> list[str]:
        """Each choice in words: "1. <the move> — about 62% to win; <why>"."""
        from .hint_texts import chance_text, reason_text  # the first hint loads the games' reasons

        c = self.controller
        scene = c.scene
        assert c.match is not None
        game_id = c.match.game.id
        out = []
        for number, choice in enumerate(choices, start=1):
            name = scene.describe_action(choice.action) if scene is not None else choice.action.kind
            details = [t for t in (chance_text(choice.win_chance), reason_text(game_id, choice.reason)) if t]
            line = fill(translate("Hint", "%1. %2"), number, name)
            if details:
                line = fill(translate("Hint", "%1\n%2"), line, translate("Hint", "; ").join(details))
            out.append(line)
        return out

    def _show(self, choices: list[Choice]) -> None:
        self.choices = list(choices)
        self.dock.panel.show_rows(self.lines(self.choices))
        scene = self.controller.scene
        show = getattr(scene, "show_hint_marks", None)
        if callable(show):
            show([choice.action for choice in self.choices])
        self._raise_dock()
        self._update()
        self.shown.emit(list(self.choices))

    def _raise_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()

    def _tell_failure(self, exc: BaseException) -> None:
        self.window.show_message(
            translate("Hint", "No hint"),
            fill(translate("Hint", "The computer player could not work out a hint (%1)."),
                 str(exc) or type(exc).__name__),
        )
