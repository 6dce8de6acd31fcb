"""A match: one game being played at the table, with its whole history.

Every change goes through :meth:`Match.apply`, so undo/redo, saves, replays
and the computer opponents share one path. The match keeps a copy of the state
after every action (states are cheap to copy), so undo is exact, randomness
included.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .actions import Action
from .errors import IllegalActionError
from .events import Event
from .game import GameDefinition, GameState
from .refusals import UNDO_NOTHING, UNDO_REVEALED, Refusal
from .seats import Seat


@dataclasses.dataclass(frozen=True)
class Step:
    player: int
    action: Action
    events: tuple[Event, ...]
    state: GameState  # the state after this action

    @property
    def reveals(self) -> bool:
        return any(e.reveals for e in self.events)


class Match:
    def __init__(
        self,
        game: GameDefinition,
        seats: list[Seat],
        options: dict[str, Any] | None = None,
        seed: int = 0,
        *,
        free_undo: bool = False,
    ) -> None:
        self.game = game
        self.seats = list(seats)
        self.options = game.normalize_options(len(seats), dict(options or {}))
        self.seed = seed
        self.free_undo = free_undo
        self.initial_state = game.new_game(len(seats), self.options, seed)
        self.steps: list[Step] = []
        self.redo_actions: list[tuple[int, Action]] = []  # next redo last
        self.load_notes: list[str] = []  # what loading a save had to leave out (engine.saves)
        self.hints_used = 0  # times the coach was asked and answered ("What would you play?"), kept in saves

    # -- reading -----------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.steps[-1].state if self.steps else self.initial_state

    @property
    def num_players(self) -> int:
        return len(self.seats)

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def actions(self) -> list[tuple[int, Action]]:
        return [(s.player, s.action) for s in self.steps]

    def log(self, viewer: int | None) -> list[tuple[int, int, Event]]:
        """(step number, acting player, event) for every event ``viewer`` may see."""
        out = []
        for number, step in enumerate(self.steps, start=1):
            for event in step.events:
                if event.visible_for(viewer):
                    out.append((number, step.player, event))
        return out

    def next_mover(self) -> int:
        """The seat to act next: computers first during secret commitments, so
        the people at the table see as few hand-over screens as possible."""
        movers = self.state.to_move()
        if not movers:
            return -1
        for p in movers:
            if not self.seats[p].is_human:
                return p
        return movers[0]

    # -- changing ----------------------------------------------------------
    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply an action through the rules; an illegal one raises
        :class:`IllegalActionError` and changes nothing."""
        state = self.state.clone()
        events = state.apply_action(player, action)
        self.steps.append(Step(player, action, tuple(events), state))
        if self.redo_actions and self.redo_actions[-1] == (player, action):
            self.redo_actions.pop()
        else:
            self.redo_actions.clear()
        return events

    def _undo_target(self) -> int | None:
        """How many steps stay after one undo, or None if undo is not allowed.

        One undo takes back the last decision of a person at the table, and
        every computer move after it. It never crosses a step that revealed
        information, unless free undo is on.
        """
        only_computers = not self.humans()
        index = len(self.steps)
        while index > 0:
            step = self.steps[index - 1]
            if self.bars_undo(step):
                return None
            index -= 1
            if self.is_undo_point(step, only_computers):
                return index
        return None

    def bars_undo(self, step: Step) -> bool:
        """Whether undo may never go back across this step (it revealed something, free undo off)."""
        return step.reveals and not self.free_undo

    def is_undo_point(self, step: Step, only_computers: bool) -> bool:
        """Whether one undo may stop just before this step: a person's decision, or any step when
        only computers play (``only_computers`` is ``not self.humans()``, passed in to ask it once)."""
        return only_computers or self.seats[step.player].is_human

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def why_not_back_to(self, count: int) -> Refusal | None:
        """Why the game cannot go back to where ``count`` steps were played (None: undo reaches it).

        Undo never crosses a step that revealed information (cards drawn, choices shown), unless free
        undo is on; the refusal names the first such step (1-based) on the way back."""
        if not 0 <= count < len(self.steps):
            return None if count == len(self.steps) else Refusal(UNDO_NOTHING, never=True)
        for number in range(len(self.steps), count, -1):
            if self.bars_undo(self.steps[number - 1]):
                return Refusal(UNDO_REVEALED, (number,), never=True)
        return None

    def undo(self) -> bool:
        target = self._undo_target()
        if target is None:
            return False
        while len(self.steps) > target:
            step = self.steps.pop()
            self.redo_actions.append((step.player, step.action))
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_actions)

    def redo(self) -> bool:
        """Replay the next undone decision and the computer moves that followed it."""
        if not self.redo_actions:
            return False
        self.apply(*self.redo_actions[-1])
        while self.redo_actions and self.humans() and not self.seats[self.redo_actions[-1][0]].is_human:
            self.apply(*self.redo_actions[-1])
        return True

    def replay(self, actions: list[tuple[int, Action]]) -> None:
        """Apply a recorded action list, stopping at the first illegal one."""
        for number, (player, action) in enumerate(actions, start=1):
            try:
                self.apply(player, action)
            except IllegalActionError as exc:
                raise IllegalActionError(f"action {number} cannot be replayed: {exc}") from exc
