"""The guided first game: a scripted opening that points at each move, explains it and then plays on.

The script (desktop_app/games/lessons.py, one per title) fixes the seed, the seats and every move of the
opening. While it runs the computers wait (the controller's autoplay is off) and this runner plays their
scripted moves at the computer's pace; the person's moves go through the table as in any game, but the
controller's gate lets only the scripted one through and answers any other with a friendly note. Where
the lesson stands is read from the match itself (how many scripted moves are played), so undo and redo
keep it in step. Once the script is played out, or when the player plays on, the computers take over and
the same match simply goes on as a normal game.

While the script runs, the game saves to a file of its own marked as a guided game (``guided_path``): a
player who leaves the lesson (or puts another game on the table) has left a tutorial, not a game, so that
file is deleted; one left some other way (the window closed mid-lesson) shows on the home screen as a guided
game, with Delete. Playing on, or the script's end, makes it a normal game in progress.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ..engine import in_progress
from ..engine.actions import Action
from ..engine.errors import GameTableError
from ..engine.seats import Seat
from ..engine.session import Match
from ..games import lessons
from ..games.catalogue import get_game
from ..resources import ResourceError
from . import scene_registry
from .games_in_progress import guided_path, is_guided
from .lesson_texts import has_text, lesson_text, try_note
from .new_game_basics import level_name
from .scene_registry import fill

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .pointing import LessonPointer

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

POINTER_REFRESH_MS = 120  # the marks follow pieces that glide or a choice the person half-made
YES, NO, NEVER = "yes", "no", "never"


def ask_offer(parent: QWidget, title: str) -> str:
    """Ask whether to play the guided first game: YES, NO or NEVER (don't ask again)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Lesson", "Guided first game"))
    box.setText(fill(translate("Lesson", "Play a guided first game of %1?"), title))
    box.setInformativeText(translate(
        "Lesson",
        "A few moves with the table pointing at what to do and why; then the game goes on as usual."))
    yes = box.addButton(translate("Lesson", "Yes, guide me"), QMessageBox.ButtonRole.YesRole)
    no = box.addButton(translate("Lesson", "No, thanks"), QMessageBox.ButtonRole.NoRole)
    never = box.addButton(translate("Lesson", "Don't ask again"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes)
    box.setEscapeButton(no)  # Esc or closing the box is a plain "no", never "don't ask again"
    box.exec()
    clicked = box.clickedButton()
    return YES if clicked is yes else NEVER if clicked is never else NO


def lesson_ready(game_id: str) -> bool:
    """The game has a lesson that loads and plays, with a text for every step."""
    if not lessons.has_lesson(game_id):
        return False
    try:
        lesson = lessons.load_lesson(game_id)
    except ResourceError:
        log.exception("the guided first game of %s does not load", game_id)
        return False
    return all(has_text(key) for key in lesson.text_keys())


class LessonPanel(QFrame):
    """Above the table during a lesson: the step, its explanation, the lesson's note and the way out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setStyleSheet(
            "#lessonPanel { background: #fbf3d6; border-bottom: 2px solid #d9b44a; }"
            "#lessonPanel QLabel { color: #1d1d1d; }"
            "#lessonNote { background: #f3d98b; border-radius: 6px; padding: 3px 8px; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 14, 8)
        texts = QVBoxLayout()
        texts.setSpacing(3)
        self.heading = QLabel(self)
        font = QFont(self.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        bigger = QFont(self.font())
        bigger.setPointSizeF(bigger.pointSizeF() * 1.1)
        self.text.setFont(bigger)
        self.note = QLabel(self)
        self.note.setObjectName("lessonNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        # The panel keeps one height through the lesson (a note or a longer text never makes the table
        # below rescale): two lines of text and the note's two lines are always reserved, and room for the
        # tallest text the lesson will show at the panel's width (``reserve``).
        self._two_lines = QFontMetrics(bigger).lineSpacing() * 2 + 4
        self._reserved: list[str] = []
        self.text.setMinimumHeight(self._two_lines)
        # Two lines are kept for the note: a wrong move's note names the move wanted, which in Copernico's
        # draft (a kept card, two passed to named neighbours) can take a second line; and an empty note is
        # a pixel shorter than a written one. Either left the panel, and the table below, resized.
        self.note.setText("X\nX")
        self.note.setMinimumHeight(self.note.sizeHint().height())
        self.note.setText("")
        keep = self.note.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.note.setSizePolicy(keep)
        self.note.hide()
        texts.addWidget(self.heading)
        texts.addWidget(self.text)
        texts.addWidget(self.note)
        row.addLayout(texts, 1)
        buttons = QVBoxLayout()
        self.play_on_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        buttons.addWidget(self.play_on_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        self.hide()

    def show_step(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)
        self.show()

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def reserve(self, texts: list[str]) -> None:
        """Keep room for the tallest of ``texts`` (every text the lesson will show), so that the table
        below keeps its size from the first step to the closing words (a three-line step among two-line
        ones made the table shrink for it and grow back after it)."""
        self._reserved = list(texts)
        self._fit_reserved()

    def _fit_reserved(self) -> None:
        width = self.text.contentsRect().width()
        tallest = 0
        if self._reserved and width > 50:  # before its first layout a label's width means nothing
            metrics = QFontMetrics(self.text.font())
            flags = int(Qt.TextFlag.TextWordWrap)
            tallest = max(metrics.boundingRect(0, 0, width, 100_000, flags, text).height()
                          for text in self._reserved) + 4
        # Up to four lines: a longer text (a narrow window, a long translation) grows the panel for its own
        # step rather than making every step's table small, or the window taller than the screen.
        height = max(self._two_lines, min(tallest, 2 * self._two_lines))
        if self.text.minimumHeight() != height:
            self.text.setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_reserved()  # a narrower window wraps the texts onto more lines


class LessonRunner(QObject):
    """Runs one guided first game in the main window (at most one at a time)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.panel = LessonPanel(window)
        self.panel.play_on_button.clicked.connect(lambda: self.leave(to_home=False))
        self.panel.leave_button.clicked.connect(lambda: self.leave(to_home=True))
        self.ask: Callable[[QWidget, str], str] = ask_offer  # tests answer for the player
        self.lesson: lessons.Lesson | None = None
        self.match: Match | None = None
        self.finished = False  # the script is played out; the panel shows the closing words
        self.save_file: Path | None = None  # the guided game's own save while the script runs
        self._autoplay_before = True
        self.pointer: LessonPointer | None = None
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._play_computer)
        self._pointer_timer = QTimer(self)
        self._pointer_timer.setInterval(POINTER_REFRESH_MS)
        self._pointer_timer.timeout.connect(self._refresh_pointer)
        self.controller.changed.connect(self._on_changed)
        self.retranslate()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """A lesson's script is being played now."""
        return self.lesson is not None and not self.finished

    def _played(self) -> int:
        return len(self.match.steps) if self.match is not None else 0

    def position(self) -> tuple[int, int] | None:
        """(step index, its actions played) now; None once the script is played out."""
        assert self.lesson is not None
        return self.lesson.position(self._played())

    def expected(self) -> tuple[int, list[Action]] | None:
        """Whose scripted decision is next and its actions still to play."""
        pos = self.position() if self.lesson is not None else None
        if pos is None or self.lesson is None:
            return None
        index, done = pos
        step = self.lesson.steps[index]
        return step.player, list(step.actions[done:])

    # -- the offer and the start -------------------------------------------------------------------
    def offer(self, game_id: str) -> bool:
        """On the first new game of a title: offer its guided first game once (unless the player said
        "Don't ask again"). True when the lesson started instead of the normal new game."""
        settings = self.window.settings
        if not settings.lesson_offers or game_id in settings.lessons_offered or not lesson_ready(game_id):
            return False
        settings.mark_lesson_offered(game_id)
        answer = self.ask(self.window, scene_registry.game_title(get_game(game_id)))
        if answer == NEVER:
            settings.lesson_offers = False
        return answer == YES and self.start(game_id)

    def start(self, game_id: str) -> bool:
        """Put the game's guided first game on the table."""
        if not lesson_ready(game_id):
            self.window.show_message(translate("Lesson", "Guided first game"), translate(
                "Lesson", "This guided first game cannot be played in this version of Game Table."))
            return False
        lesson = lessons.load_lesson(game_id)
        if self.active and self.match is not None:
            self._discard_save(self.match)  # a lesson started again over itself: the first is not kept
        self.stop()
        try:
            match = Match(get_game(game_id), self._seats(lesson), lesson.options, lesson.seed)
        except (GameTableError, ValueError) as exc:
            log.warning("the guided first game of %s cannot start: %s", game_id, exc)
            return False
        log.info("guided first game of %s started", game_id)
        self.window.settings.mark_lesson_offered(game_id)  # learnt on purpose: no need to offer it later
        self.lesson, self.match, self.finished = lesson, match, False
        self._autoplay_before = self.controller.autoplay
        self.controller.autoplay = False  # the computers' opening moves are scripted (see _play_computer)
        self.controller.gate = self._gate
        self.panel.show_note("")
        self._reserve_texts()
        self.save_file = guided_path(game_id)
        self.window.start_match(match, autosave_file=self.save_file)
        self._pointer_timer.start()
        self._on_changed()
        return True

    def _reserve_texts(self) -> None:
        """The panel keeps room for every text of this lesson: its steps, the computers' turns and the
        closing words, in the language shown."""
        lesson, match = self.lesson, self.match
        if lesson is None or match is None:
            self.panel.reserve([])
            return
        texts = [lesson_text(step.text) for step in lesson.steps if step.text]
        moving = translate("Lesson", "%1 is moving. Watch the table.")
        texts += [fill(moving, seat.name) for seat in match.seats]
        texts.append(lesson_text(lesson.closing))
        self.panel.reserve(texts)

    def _seats(self, lesson: lessons.Lesson) -> list[Seat]:
        """The seats named as the new-game dialog names them (the player's last name if there is one)."""
        names = self.window.settings.last_names
        seats = []
        for index, spec in enumerate(lesson.seats):
            number = str(index + 1)
            if spec == "human":
                name = names[0] if names and names[0].strip() else \
                    translate("NewGameDialog", "Player %1").replace("%1", number)
                seats.append(Seat(name, colour=index))
            else:
                level = spec.partition(":")[2]
                name = fill(translate("NewGameDialog", "Computer %1 (%2)"), number, level_name(level))
                seats.append(Seat(name, "ai", level, index))
        return seats

    # -- following the match -----------------------------------------------------------------------
    def _on_changed(self) -> None:
        if self.lesson is None:
            return
        match = self.controller.match
        if match is not self.match:  # another game came to the table: the lesson and its panel go
            was_active = self.active
            if was_active and self.match is not None:
                self._discard_save(self.match)  # left for another game: the tutorial is not kept
            self.stop()
            if was_active and match is not None:
                self.controller.refresh()  # its computers play now that autoplay is back
            return
        if self.finished:
            return
        assert match is not None  # a lesson on the table has its match (start and stop set both)
        script = self.lesson.actions()
        played = match.actions()
        if played != script[:len(played)]:  # not the script any more (cannot happen through the gate)
            self.leave(to_home=False)
            return
        expected = self.expected()
        if expected is None:
            self._finish()
            return
        player, _actions = expected
        if player != self.lesson.person:
            self._show_computer_step(player)
            if not self._computer_timer.isActive():
                self._computer_timer.start(self.window.settings.ai_delay_ms)
        else:
            self._computer_timer.stop()
            self._show_person_step()
        self._refresh_pointer()

    def _heading(self) -> str:
        assert self.lesson is not None
        steps = self.lesson.person_steps()
        pos = self.position()
        before = self.lesson.steps[:pos[0]] if pos else self.lesson.steps
        done = sum(1 for s in before if s.player == self.lesson.person)
        title = scene_registry.game_title(self.lesson.game)
        return fill(translate("Lesson", "Guided first game of %1 — step %2 of %3"),
                    title, min(done + 1, len(steps)), len(steps))

    def _show_person_step(self) -> None:
        assert self.lesson is not None
        pos = self.position()
        assert pos is not None
        step = self.lesson.steps[pos[0]]
        self.panel.show_step(self._heading(), lesson_text(step.text or ""))

    def _show_computer_step(self, player: int) -> None:
        assert self.match is not None
        name = self.match.seats[player].name
        text = fill(translate("Lesson", "%1 is moving. Watch the table."), name)
        self.panel.show_step(self._heading(), text)

    def _play_computer(self) -> None:
        expected = self.expected() if self.active else None
        if expected is None or self.lesson is None:
            return
        player, actions = expected
        if player == self.lesson.person or self.controller.match is not self.match:
            return
        if not self.controller.play(player, actions[0]):
            log.warning("the guided first game's scripted move %s did not play", actions[0])
            self.leave(to_home=False)

    def _gate(self, action: Action) -> bool:
        """The controller asks before it applies the person's move: only the scripted one passes."""
        expected = self.expected() if self.active else None
        if expected is None or self.lesson is None or expected[0] != self.lesson.person:
            return True  # nothing scripted for the person now
        wanted = expected[1][0]
        if action == wanted:
            self.panel.show_note("")
            return True
        scene = self.controller.scene
        move = scene.describe_action(wanted) if scene is not None else wanted.kind
        self.panel.show_note(try_note(move))
        return False

    # -- pointing ----------------------------------------------------------------------------------
    def _refresh_pointer(self) -> None:
        scene = self.controller.scene
        marks: list = []
        expected = self.expected() if self.active else None
        show = expected is not None and self.lesson is not None and expected[0] == self.lesson.person
        if show and scene is not None and self.controller.viewer_to_act():
            assert expected is not None and self.lesson is not None
            pos = self.position()
            point = self.lesson.steps[pos[0]].point if pos is not None else ()
            for piece, place in scene.lesson_marks(expected[1]):
                if place is not None and "target" not in point:
                    place = None
                if "piece" in point or place is not None:
                    marks.append((piece, place))
        pointer = self.pointer
        if pointer is not None and (scene is None or pointer.scene() is not scene):
            if pointer.scene() is not None:
                pointer.scene().removeItem(pointer)
            self.pointer = pointer = None
        if pointer is None and scene is not None and marks:
            from .pointing import LessonPointer  # first needed here: the window opens without it

            pointer = self.pointer = LessonPointer()
            scene.addItem(pointer)
        if pointer is not None:
            pointer.set_marks(marks)
            pointer.setVisible(bool(marks))

    def marks(self) -> list:
        """What the table points at now (tests, screenshots)."""
        return list(self.pointer.marks) if self.pointer is not None and self.pointer.isVisible() else []

    # -- the end -----------------------------------------------------------------------------------
    def _finish(self) -> None:
        """The script is played out: the computers take over and the panel says what comes next."""
        assert self.lesson is not None
        log.info("guided first game of %s played out", self.lesson.game_id)
        self.finished = True
        self._keep_as_normal_game()
        self._release()
        self.panel.show_note("")
        self._show_closing()
        self.controller.refresh()

    def _show_closing(self) -> None:
        assert self.lesson is not None
        heading = fill(translate("Lesson", "Guided first game of %1 — well done!"),
                       scene_registry.game_title(self.lesson.game))
        self.panel.show_step(heading, lesson_text(self.lesson.closing))
        self.panel.leave_button.hide()
        self.panel.play_on_button.setText(translate("Lesson", "Close"))

    def _release(self) -> None:
        """Hand the match back to the normal flow: no gate, the computers play, nothing is pointed at."""
        self._computer_timer.stop()
        self._pointer_timer.stop()
        if self.controller.gate == self._gate:
            self.controller.gate = None
        self.controller.autoplay = self._autoplay_before
        if self.pointer is not None:
            if self.pointer.scene() is not None:
                self.pointer.scene().removeItem(self.pointer)
            self.pointer = None

    def stop(self) -> None:
        """Forget the lesson (the match stays a normal game wherever it is)."""
        if self.lesson is not None and not self.finished:
            self._release()
        self.lesson, self.match, self.finished = None, None, False
        self.panel.hide()
        self.panel.show_note("")
        self.retranslate()

    def leave(self, to_home: bool) -> None:
        """Leave the lesson: ``to_home`` while the script runs ends the guided game (its save is deleted:
        it is started again from the game's tile); otherwise the match goes on as a normal game."""
        on_table = self.lesson is not None and self.controller.match is self.match
        discard = to_home and self.active and on_table
        if self.lesson is not None:
            log.info("left the guided first game of %s (%s)", self.lesson.game_id,
                     "home" if to_home else "playing on")
            if on_table and not discard:
                self._keep_as_normal_game()
        match = self.match
        self.stop()  # the computers' scripted moves stop before the table goes
        if discard and match is not None:
            self._discard_save(match)
        if to_home:
            self.window.show_home()
        elif on_table:
            self.controller.refresh()

    # -- the guided game's save --------------------------------------------------------------------
    def _keep_as_normal_game(self) -> None:
        """The guided game goes on as a normal game: its save loses the guided mark (a file of its own)."""
        controller, match = self.controller, self.match
        path, self.save_file = self.save_file, None
        if match is None or controller.match is not match or path is None or controller.autosave_file != path:
            return
        controller.flush_autosave()  # the file is complete before it is renamed
        target = in_progress.new_path(match.game.id)
        try:
            if os.path.lexists(path):
                os.replace(path, target)
        except OSError as exc:
            log.warning("the guided game's save could not be renamed: %s", exc)
            return
        controller.autosave_file = target
        controller.autosave()

    def _discard_save(self, match: Match) -> None:
        """Delete the guided game's save: leaving the lesson leaves no game in progress behind. The match
        leaves the table first when it is still there, so that no later autosave writes it again."""
        window, controller = self.window, self.controller
        path, self.save_file = self.save_file, None
        controller.flush_autosave()
        if controller.match is match:
            scene = window.view.game_scene()
            controller.clear()
            window.view.setScene(None)
            if scene is not None:
                scene.deleteLater()
        if path is not None and is_guided(path):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            log.info("the guided game's save %s was deleted", path.name)

    def retranslate(self) -> None:
        """Label the panel in the current language (also after a language change mid-lesson)."""
        self.panel.play_on_button.setText(translate("Lesson", "Play on as a normal game"))
        self.panel.play_on_button.setToolTip(translate(
            "Lesson", "End the lesson here; the computer plays its own moves from now on."))
        self.panel.leave_button.setText(translate("Lesson", "Leave lesson"))
        self.panel.leave_button.setToolTip(translate(
            "Lesson", "Back to the home screen; this guided game is not kept (start it again from the "
                      "game's tile)."))
        self.panel.leave_button.show()
        self._reserve_texts()
        if self.finished:
            self._show_closing()
        elif self.lesson is not None:
            self._on_changed()
