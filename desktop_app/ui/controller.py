"""The turn flow: who acts next, what the screen may show, computer pacing.

After every change the controller asks the match who decides next. A
computer seat gets its move from the AI worker (polled with a timer, so the
window never waits); a person's seat becomes the viewer. With more than one
person at the table, a hand-over screen stands between two different people,
and while it is up the scene is given only the public (spectator) view.
Every applied action is autosaved: a snapshot goes to the autosave writer's
thread (desktop_app/ui/autosave_writer.py) ``AUTOSAVE_DELAY_MS`` after the
move, once the table is drawn, so neither the disk nor the save's JSON holds
up a move; leaving the game, quitting and anything that reads the autosave
back hand it over at once. Each game has its own autosave file
(engine/in_progress.py), so putting a game on the table never overwrites
another one.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine import in_progress
from ..engine.errors import IllegalActionError
from .announce_texts import change_text, over_text
from .autosave_writer import AutosaveWriter
from .computer_turns import ComputerTurns
from .refusal_reasons import explain
from .scene_registry import fill
from .settings import Settings

if TYPE_CHECKING:  # the scene class loads with the first game's table, not with the home screen
    from ..engine.actions import Action
    from ..engine.events import Event  # the engine's values load with the first game (issue 13)
    from ..engine.game_values import Progress
    from ..engine.refusals import Refusal
    from ..engine.session import Match  # and the engine's session with the first game
    from .scene_base import GameScene

log = logging.getLogger(__name__)

# A move's autosave is handed to the writer this long after the move: the move's own pass (the scene, the
# lists, the repaint) is not shared with the save's snapshot and the writer thread's JSON (issue 13). Moves
# within it are saved together, the newest state; nothing waits longer than this for its save.
AUTOSAVE_DELAY_MS = 100

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class TurnController(ComputerTurns, QObject):
    """The turn flow of one match on the table (the computers' side: ui/computer_turns.py)."""

    changed = Signal()  # match, viewer or hand-over changed: redraw log, history, status
    handover_requested = Signal(int)  # seat that must come to the screen
    handover_finished = Signal()
    game_over = Signal(object)  # ScoreSheet
    message = Signal(str, str)  # title, text: something the player must be told
    thinking_changed = Signal(int)  # seat a computer is thinking for, -1 when none
    # The end of a move (an action applied, undone or redone, with the table's refresh): the signals above
    # may come several times inside one, and what shows their sum (the status strip) updates once here.
    move_finished = Signal()

    def __init__(
        self,
        settings: Settings,
        worker_factory: Callable[[], Any] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.match: Match | None = None
        self.scene: GameScene | None = None
        self.viewer: int | None = None
        self.handover_seat: int | None = None
        self.autosave_enabled = True
        self.autoplay = True  # False: computers wait (screenshots, tests)
        self.skip_ahead = False  # instant computer moves until a person must act
        self.hold_skip = False  # instant while the skip button is held down
        self.confirm: Callable[[str, str], bool] = lambda title, text: True
        # The guided first game lets only its scripted move through (ui/lesson.py); None: every legal move.
        self.gate: Callable[[Action], bool] | None = None
        self.last_observation: dict | None = None
        self.last_legal: list[Action] = []
        # Bumped when the match is replaced or moves through its history, so a
        # computer's answer to an older position is thrown away.
        self._generation = 0
        self._over_announced_at: int | None = None
        self._confirmed_at: tuple[int, int] | None = None  # (seat, steps before the confirmed action)
        self._over_banner_at: int | None = None  # the step count at which "the game is over" was shown
        self._autosave_failed = False
        self.autosave_file: Path | None = None  # the game's own file among the games in progress
        self.autosave_writer = AutosaveWriter(in_progress.write, parent=self)
        self.autosave_writer.failed.connect(self._autosave_failed_with)
        self._autosave_due: tuple[Match, Path] | None = None  # the save waiting for its timer
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self._hand_over_autosave)
        self._moves = 0  # moves under way (nested: a computer's answer applies an action)
        # (match, steps, last step, progress): the game's progress as last read (see _progress)
        self._progress_at: tuple[Match, int, object, Progress | None] | None = None
        self._init_computers(worker_factory)

    # -- setting up --------------------------------------------------------
    def set_match(self, match: Match, scene: GameScene, viewer: int | None = None,
                  autosave_file: Path | None = None) -> None:
        """Take over a match. ``viewer`` names the person at the screen; None
        means nobody yet, so a hot-seat game starts with a hand-over.
        ``autosave_file``: the file the game continues in (Continue); None gives it a new one."""
        self._cancel_ai()
        self._hand_over_autosave()  # the game that leaves the table saves its last move to its own file
        if self.scene is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its scene
                self.scene.action_chosen.disconnect(self.submit)
        self.match = match
        self.scene = scene
        self.autosave_file = autosave_file or in_progress.new_path(match.game.id)
        scene.refusal_text = self.explain  # type: ignore[attr-defined]  # read by ui/refusal_note.py
        scene.hands_over = self.hands_over  # type: ignore[attr-defined]  # read by is_turn_ending
        scene.set_animation_speed(self.settings.animation_speed)
        scene.action_chosen.connect(self.submit)
        humans = match.humans()
        if len(humans) == 1:
            viewer = humans[0]
        elif not humans:
            viewer = None
        self.viewer = viewer
        self.handover_seat = None
        self._over_announced_at = len(match.steps) if match.is_over() else None
        self._generation += 1
        if self.autoplay and not all(s.is_human for s in match.seats):
            self._warm_up_worker()
        self.refresh()

    def replace_scene(self, scene: GameScene) -> None:
        """Draw the same match, at the same point and for the same person, in a new scene
        (after a language change). Nothing of the match, the hand-over or a computer's
        thinking changes."""
        if self.scene is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its scene
                self.scene.action_chosen.disconnect(self.submit)
        self.scene = scene
        scene.refusal_text = self.explain  # type: ignore[attr-defined]
        scene.hands_over = self.hands_over  # type: ignore[attr-defined]
        scene.set_animation_speed(self.settings.animation_speed)
        scene.action_chosen.connect(self.submit)
        if self.match is not None:
            self._show(None if self.in_handover else self.viewer, list(self.last_legal))
        self.changed.emit()

    def clear(self) -> None:
        self._cancel_ai()
        self._hand_over_autosave()
        if self.scene is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its scene
                self.scene.action_chosen.disconnect(self.submit)
        self.match = None
        self.scene = None
        self.autosave_file = None
        self.viewer = None
        self.handover_seat = None
        self.changed.emit()

    def shutdown(self) -> None:
        self._cancel_ai()
        self._hand_over_autosave()
        self.autosave_writer.close()  # the newest autosave reaches the disk before we go
        self._stop_worker()

    # -- reading -----------------------------------------------------------
    @property
    def in_move(self) -> bool:
        """A move is under way: ``move_finished`` follows."""
        return self._moves > 0

    @contextlib.contextmanager
    def _one_move(self) -> Iterator[None]:
        self._moves += 1
        try:
            yield
        finally:
            self._moves -= 1
            if not self._moves:
                self.move_finished.emit()

    @property
    def hot_seat(self) -> bool:
        return self.match is not None and len(self.match.humans()) > 1

    @property
    def in_handover(self) -> bool:
        return self.handover_seat is not None

    def mover(self) -> int:
        return self.match.next_mover() if self.match is not None else -1

    def viewer_to_act(self) -> bool:
        """The person at the screen owes a decision and has been shown their choices."""
        return (
            self.match is not None
            and not self.in_handover
            and self.viewer is not None
            and self.viewer in self.match.state.to_move()
            and self.match.seats[self.viewer].is_human
            and bool(self.last_legal)
        )

    def can_undo(self) -> bool:
        return self.match is not None and not self.in_handover and self.match.can_undo()

    def can_redo(self) -> bool:
        return self.match is not None and not self.in_handover and self.match.can_redo()

    def recent_events(self) -> list[tuple[int, Event]]:
        """The last action's events that the viewer may see (to mark the last move)."""
        if self.match is None or not self.match.steps or self.in_handover:
            return []
        step = self.match.steps[-1]
        return [(step.player, e) for e in step.events if e.visible_for(self.viewer)]

    # -- the flow ----------------------------------------------------------
    def refresh(self) -> None:
        """Bring the screen and the computers up to date with the match."""
        match = self.match
        if match is None or self.scene is None:
            return
        if match.is_over():
            self._cancel_ai()
            self.skip_ahead = False
            if self.hot_seat:
                # Everything is revealed at the end; nobody's secrets are left to hide.
                self.viewer = None
            self.handover_seat = None
            self._show(self.viewer, [])
            self.changed.emit()
            if self._over_announced_at != len(match.steps):
                self._over_announced_at = len(match.steps)
                self.game_over.emit(match.state.score_sheet())
            return
        mover = match.next_mover()
        if not match.seats[mover].is_human:
            viewer = None if self.in_handover else self.viewer
            # During a secret commitment the person may choose while the computers think.
            legal = match.state.legal_actions(viewer) if viewer is not None else []
            self._show(viewer, legal)
            if self.autoplay:
                self._request_ai(mover)
        else:
            self._cancel_ai()
            self.skip_ahead = False
            if self.viewer is not None and not self.in_handover and self.viewer in match.state.to_move():
                mover = self.viewer  # whoever sits at the screen goes on: one hand-over fewer
            if self.hot_seat and mover != self.viewer:
                self._begin_handover(mover)
            elif not self.in_handover:
                self.viewer = mover
                self._show(mover, match.state.legal_actions(mover))
        self.changed.emit()

    def _show(self, viewer: int | None, legal: Sequence[Action]) -> None:
        assert self.match is not None and self.scene is not None
        observation = self.match.state.observation(viewer)
        self.last_observation = observation
        self.last_legal = list(legal)
        self.scene.set_animation_speed(self.settings.animation_speed)
        self.scene.show_observation(observation, viewer, list(legal), self.recent_events())

    def _begin_handover(self, seat: int) -> None:
        self.handover_seat = seat
        self.viewer = None
        self._show(None, [])  # nothing private stays in the scene behind the screen
        self.handover_requested.emit(seat)

    def finish_handover(self) -> None:
        """The named person is at the screen: show them their view."""
        if self.handover_seat is None:
            return
        self.viewer = self.handover_seat
        self.handover_seat = None
        self.handover_finished.emit()
        self.refresh()

    # -- people's actions --------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply an action the viewer chose in the scene."""
        if not self.viewer_to_act():
            self.message.emit(
                translate("TurnController", "Not your turn"),
                translate("TurnController", "It is not your decision now."),
            )
            return False
        assert self.match is not None and self.viewer is not None
        if self.gate is not None and not self.gate(action):
            self.refresh()  # the scene lets go of the piece it was about to move
            return False
        asked = self.settings.confirm_end_turn and self._is_turn_ending(action)
        if asked and not self._confirmed_this_turn():
            if not self.confirm(translate("TurnController", "End your turn?"),
                                fill(translate("TurnController", "%1?"), self.describe_turn(action))):
                self.refresh()  # let the scene drop its half-made choice
                return False
            self._confirmed_at = (self.viewer, len(self.match.steps))
        return self._apply(self.viewer, action)

    def describe_turn(self, action: Action) -> str:
        """The turn-ending ``action`` in words, naming the whole turn where the scene can (a placement with
        its payment), else the action alone; the same question in every game."""
        scene = self.scene
        describe = getattr(scene, "describe_turn", None) or getattr(scene, "describe_action", None)
        text = describe(action) if callable(describe) else ""
        return str(text) or action.kind

    def _confirmed_this_turn(self) -> bool:
        """One confirmation per turn at most: a turn-ending action was already confirmed and since then only
        this person has moved, with nothing revealed (a second "ending" of the same turn is not asked)."""
        if self._confirmed_at is None or self.match is None:
            return False
        viewer, count = self._confirmed_at
        steps = self.match.steps
        if viewer != self.viewer or count > len(steps):
            return False
        return all(step.player == viewer and not step.reveals for step in steps[count:])

    def explain(self, action: Action) -> tuple[Refusal, str] | None:
        """Why the rules refuse ``action`` for the person at the screen, with the sentence to show
        (None: it is allowed, or nobody is at the screen). The reason comes from the game
        (``GameDefinition.why_not``); the scene only shows it."""
        match = self.match
        if match is None or self.viewer is None or self.in_handover:
            return None
        return explain(match.game, match.state, self.viewer, action)

    def hands_over(self, action: Action) -> bool:
        """Whether the rules pass the decision away from the person at the screen once ``action`` is
        taken (tried on a copy of the game): what makes the last step of a many-step turn turn-ending
        for scenes that cannot tell from the table alone (a project's placement and its follow-ups)."""
        match = self.match
        viewer = self.viewer
        if match is None or viewer is None:
            return False
        state = match.state.clone()
        try:
            state.apply_action(viewer, action)
        except Exception:  # an illegal action ends nothing; the rules will refuse it in their turn
            return False
        return viewer not in state.to_move()

    def play(self, player: int, action: Action) -> bool:
        """Apply an action for any seat, as a computer move would be (tools and tests)."""
        return self._apply(player, action)

    def _is_turn_ending(self, action: Action) -> bool:
        check = getattr(self.scene, "is_turn_ending", None)
        return bool(check(action)) if callable(check) else False

    def _apply(self, player: int, action: Action) -> bool:
        with self._one_move():
            return self._apply_now(player, action)

    def _apply_now(self, player: int, action: Action) -> bool:
        assert self.match is not None
        before = self._progress()
        try:
            self.match.apply(player, action)
        except IllegalActionError as exc:
            self.message.emit(
                translate("TurnController", "Move not allowed"),
                fill(translate(
                        "TurnController", "That move is not allowed now, so nothing has changed.\n\n%1"),
                    str(exc)),
            )
            self.refresh()
            return False
        self.autosave()
        self.refresh()
        self._announce(before)
        return True

    def _progress(self) -> Progress | None:
        """How far the game is (for the round's announcement). A move asks before and after it; the
        "before" of one move is the "after" of the one before, kept with the step it was read at."""
        match = self.match
        if match is None:
            return None
        steps = match.steps
        last = steps[-1] if steps else None
        kept = self._progress_at
        if kept is not None and kept[0] is match and kept[1] == len(steps) and kept[2] is last:
            return kept[3]
        try:
            progress = match.game.progress(match.state)
        except Exception:  # a label must never stop a move
            log.exception("the game could not say how far it is")
            return None
        self._progress_at = (match, len(steps), last, progress)
        return progress

    def _announce(self, before: Progress | None) -> None:
        """The end of a round (turn, month) is said on the table as well as in the log."""
        match = self.match
        announce = getattr(self.scene, "announce", None)
        if match is None or not callable(announce):
            return
        if match.is_over():
            if self._over_banner_at != len(match.steps):
                self._over_banner_at = len(match.steps)
                announce(over_text())
            return
        after = self._progress()
        if before is not None and after is not None and after != before:
            announce(change_text(before, after))

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        assert self.match is not None
        with self._one_move():
            self._cancel_ai()
            self.match.undo()
            self._after_history_move()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        assert self.match is not None
        with self._one_move():
            self._cancel_ai()
            try:
                self.match.redo()
            except IllegalActionError as exc:  # a damaged redo branch from a save
                self.match.redo_actions.clear()
                self.message.emit(
                    translate("TurnController", "Cannot redo"),
                    fill(translate("TurnController", "The move cannot be replayed.\n\n%1"), str(exc)),
                )
            self._after_history_move()
        return True

    def go_to_step(self, count: int) -> bool:
        """Undo or redo until ``count`` steps are played (the history list)."""
        if self.match is None or self.in_handover:
            return False
        moved = False
        while len(self.match.steps) > count and self.match.can_undo():
            self.match.undo()
            moved = True
        while len(self.match.steps) < count and self.match.can_redo():
            self.match.redo()
            moved = True
        if moved:
            with self._one_move():
                self._cancel_ai()
                self._after_history_move()
        return moved

    def _after_history_move(self) -> None:
        assert self.match is not None
        self._generation += 1
        self._over_announced_at = None  # reaching the end again shows the scores again
        self.autosave()
        self.refresh()

    # -- saving ------------------------------------------------------------
    def autosave(self) -> None:
        """Save the match to its own autosave file: handed to the writer's thread ``AUTOSAVE_DELAY_MS``
        from now (from the first move not saved yet: a quick run of moves saves its newest state, and
        never waits longer)."""
        if not self.autosave_enabled or self.match is None or self.autosave_file is None:
            return
        due = (self.match, self.autosave_file)
        if self._autosave_due is not None and (self._autosave_due[0] is not due[0]
                                               or self._autosave_due[1] != due[1]):
            self._hand_over_autosave()  # another game or file waits: it goes first, in its order
        self._autosave_due = due
        if not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def autosave_pending(self) -> bool:
        """An autosave waits for its timer or for the disk."""
        return self._autosave_due is not None or self.autosave_writer.pending()

    def _hand_over_autosave(self) -> None:
        """The waiting autosave goes to the writer now (a snapshot of the match as it is now)."""
        self._autosave_timer.stop()
        due, self._autosave_due = self._autosave_due, None
        if due is not None:
            self.autosave_writer.submit(*due)

    def flush_autosave(self) -> bool:
        """Wait until the newest autosave is on disk (before reading it back, quitting or a crash save)."""
        self._hand_over_autosave()
        return self.autosave_writer.flush()

    def _autosave_failed_with(self, exc: OSError) -> None:
        if not self._autosave_failed:
            self._autosave_failed = True
            self.message.emit(
                translate("TurnController", "Autosave failed"),
                fill(
                    translate(
                        "TurnController",
                        "The game could not be saved automatically (%1). Use Save As to keep it.",
                    ),
                    exc.strerror or str(exc),
                ),
            )

    def save_to(self, path: Path) -> None:
        from ..engine import saves

        assert self.match is not None
        saves.save(self.match, path)
