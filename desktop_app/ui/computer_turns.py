"""The computers' side of the turn flow: asking the AI worker for a seat's move and pacing its answer.

The turn controller (ui/controller.py) decides whose turn it is; when that is a computer seat it calls
:meth:`ComputerTurns._request_ai`. The worker answers on its own thread or process; a timer polls the
answer, so the window never waits, and holds it back until the player's chosen delay has passed. An
answer to a position the match has left (undo, load, a new game) is thrown away.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, SignalInstance

from ..engine.rng import Rng
from .scene_registry import fill
from .settings import Settings

if TYPE_CHECKING:  # the worker's futures: concurrent.futures loads with the first computer turn
    from concurrent.futures import Future

    from ..engine.actions import Action
    from ..engine.session import Match, Step  # with the first game

log = logging.getLogger(__name__)

POLL_MS = 25

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def default_worker_factory() -> Any:
    from ..ai.worker import AiWorker

    return AiWorker(in_process=False)


class _Pending:
    """The request a computer seat is thinking on (a plain class: a dataclass costs some 2 M instructions to
    build when the module loads, before the home screen's first frame; issue 13)."""

    __slots__ = ("generation", "seat", "future", "started")

    def __init__(self, generation: int, seat: int, future: Future, started: float) -> None:
        self.generation = generation
        self.seat = seat
        self.future = future
        self.started = started


class ComputerTurns:
    """Mixed into TurnController (before QObject): the AI worker, its pending request and the poll timer."""

    # Given by TurnController.
    settings: Settings
    match: Match | None
    skip_ahead: bool
    hold_skip: bool
    _generation: int
    message: SignalInstance
    thinking_changed: SignalInstance

    def refresh(self) -> None:
        raise NotImplementedError

    def _apply(self, player: int, action: Action) -> bool:
        raise NotImplementedError

    def _one_move(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def _init_computers(self, worker_factory: Callable[[], Any] | None) -> None:
        self._worker_factory = worker_factory or default_worker_factory
        self._worker: Any = None
        self._pending: _Pending | None = None
        self._encoded: tuple[list[Step], list[dict]] = ([], [])  # see _encoded_actions
        self._ai_failed = False
        assert isinstance(self, QObject)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def thinking_seat(self) -> int:
        return self._pending.seat if self._pending is not None else -1

    def _stop_worker(self) -> None:
        self._cancel_ai()
        if self._worker is not None:
            try:
                self._worker.shutdown()
            except Exception:  # closing down: nothing left to tell anyone
                log.exception("AI worker did not shut down cleanly")
            self._worker = None

    # -- the worker --------------------------------------------------------
    def worker(self) -> Any:
        if self._worker is None:
            self._worker = self._worker_factory()
        return self._worker

    def _warm_up_worker(self) -> None:
        # Start the worker process now, so the first computer move does not wait for it.
        try:
            start = getattr(self.worker(), "start", None)
            if callable(start):
                start()
        except Exception:  # the first request will try again and report a problem
            log.exception("AI worker did not start")

    def ai_seed(self, seat: int) -> int:
        """Reproducible per game, step and seat, so a replayed game plays alike."""
        assert self.match is not None
        rng = Rng(self.match.seed ^ (len(self.match.steps) * 0x9E3779B1) ^ (seat << 48))
        return rng.next64() >> 1

    def _delay_ms(self) -> int:
        if self.skip_ahead or self.hold_skip:
            return 0
        return self.settings.ai_delay_ms

    def _request_ai(self, seat: int) -> None:
        assert self.match is not None
        pending = self._pending
        if pending is not None and pending.generation == self._generation and pending.seat == seat:
            return
        self._cancel_ai()
        match = self.match
        actions = self._encoded_actions(match)
        level = match.seats[seat].level or "normal"
        try:
            future = self.worker().request(
                match.game.id, match.num_players, dict(match.options), match.seed, actions,
                seat, level, self.ai_seed(seat),
            )
        except Exception as exc:  # the worker could not start: play on with the heuristic
            from concurrent.futures import Future

            future = Future()
            future.set_exception(exc)
        self._pending = _Pending(self._generation, seat, future, time.monotonic())
        self.thinking_changed.emit(seat)
        self._timer.start()

    def _encoded_actions(self, match: Match) -> list[dict]:
        """The match's actions in the worker's form. Each step is encoded once: a computer's turn late
        in a long game encodes only the steps played since the last request, not the whole game again
        (a match only appends and pops steps, so the kept prefix is the steps still in their place)."""
        steps, encoded = self._encoded
        keep = min(len(steps), len(match.steps))
        while keep and steps[keep - 1] is not match.steps[keep - 1]:
            keep -= 1
        del steps[keep:], encoded[keep:]
        codec = match.game.action_codec
        for step in match.steps[keep:]:
            steps.append(step)
            encoded.append({"player": step.player, "action": codec.encode(step.action)})
        return list(encoded)

    def _cancel_ai(self) -> None:
        if self._pending is not None:
            self._pending.future.cancel()
            self._pending = None
            self.thinking_changed.emit(-1)
        self._timer.stop()

    def _poll(self) -> None:
        pending = self._pending
        if pending is None or self.match is None:
            self._timer.stop()
            return
        if pending.generation != self._generation:
            self._cancel_ai()
            return
        if not pending.future.done():
            return
        if (time.monotonic() - pending.started) * 1000 < self._delay_ms():
            return
        with self._one_move():  # the answer, its move and the next request: one status update
            self._pending = None
            self._timer.stop()
            self.thinking_changed.emit(-1)
            action = self._ai_result(pending)
            state = self.match.state
            still_legal = pending.seat in state.to_move() and action in state.legal_actions(pending.seat)
            if action is None or not still_legal:
                # Someone else's commitment changed what this seat may do: think again.
                self.refresh()
                return
            self._apply(pending.seat, action)

    def _ai_result(self, pending: _Pending) -> Action | None:
        assert self.match is not None
        try:
            result = pending.future.result()
            return self.match.game.action_codec.decode(result["action"])
        except Exception as exc:  # any AI failure must not stop the game
            log.exception("computer player failed; using the game's rule of thumb instead")
            if not self._ai_failed:
                self._ai_failed = True
                self.message.emit(
                    translate("TurnController", "Computer player problem"),
                    fill(translate(
                        "TurnController",
                        "A computer player could not choose a move (%1). It plays by a simple rule of "
                        "thumb instead."), str(exc) or type(exc).__name__),
                )
            state = self.match.state
            return self.match.game.heuristic_action(state, pending.seat, Rng(self.ai_seed(pending.seat)))

    def skip_to_next_person(self) -> None:
        self.skip_ahead = True

