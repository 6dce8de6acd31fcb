"""Stepping through a recorded or saved game, and what each step lets a seat see.

A save holds the seed and the actions, so the match rebuilt from it has the
state after every action: step 0 is the deal, step N the position after the
N-th action. While a game is unfinished it can only be watched from one seat
(that seat's observation, as at the table); once it is over, every step can
also be shown with everything revealed: each seat's own view merged into one.
"""

from __future__ import annotations

import copy
from typing import Any

from ..engine.events import Event
from ..engine.game import GameState
from ..engine.session import Match
from .scores import shown_scores

# Observation keys that count turns or rounds, as the games name them.
TURN_KEYS = ("turn", "round")


def merge_views(base: Any, other: Any) -> Any:
    """``base`` with the gaps (None, missing keys) filled from ``other``.

    Observations hide a private thing by leaving it out or writing None where
    its owner sees it, so merging every seat's observation reveals everything
    while what all seats see alike stays as it is.
    """
    if base is None:
        return copy.deepcopy(other)
    if isinstance(base, dict) and isinstance(other, dict):
        out = dict(base)
        for key, value in other.items():
            out[key] = merge_views(base[key], value) if key in base else copy.deepcopy(value)
        return out
    if isinstance(base, list) and isinstance(other, list) and len(base) == len(other):
        return [merge_views(a, b) for a, b in zip(base, other, strict=True)]
    return base


def turn_number(observation: dict[str, Any]) -> int | None:
    for key in TURN_KEYS:
        value = observation.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


class Replay:
    """A finished or saved game, readable at any step."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.game = match.game
        self.seats = list(match.seats)
        self.states: list[GameState] = [match.initial_state] + [s.state for s in match.steps]
        self._turns: list[int | None] | None = None

    @property
    def last_step(self) -> int:
        return len(self.states) - 1

    @property
    def finished(self) -> bool:
        return self.states[-1].is_terminal()

    def clamp(self, step: int) -> int:
        return max(0, min(self.last_step, int(step)))

    def state(self, step: int) -> GameState:
        return self.states[self.clamp(step)]

    def observation(self, step: int, viewer: int | None, revealed: bool = False) -> dict[str, Any]:
        """What ``viewer`` saw after ``step`` actions; ``revealed`` (only for a finished game)
        adds what every other seat saw."""
        state = self.state(step)
        if revealed and not self.finished:
            raise ValueError("a game in progress cannot be shown with everything revealed")
        observation = state.observation(viewer)
        if revealed:
            for seat in range(len(self.seats)):
                if seat != viewer:
                    observation = merge_views(observation, state.observation(seat))
        return observation

    def recent(self, step: int, viewer: int | None, revealed: bool = False) -> list[tuple[int, Event]]:
        """The events of the action that led to ``step`` that the viewer may see."""
        step = self.clamp(step)
        if step == 0:
            return []
        played = self.match.steps[step - 1]
        return [(played.player, e) for e in played.events if revealed or e.visible_for(viewer)]

    def mover(self, step: int) -> int | None:
        """Who made the action that led to ``step`` (None at the deal)."""
        step = self.clamp(step)
        return self.match.steps[step - 1].player if step else None

    def turns(self) -> list[int | None]:
        """The game's own turn or round number at every step (None where it has none)."""
        if self._turns is None:
            self._turns = [turn_number(s.observation(None)) for s in self.states]
        return self._turns

    def step_for_turn(self, turn: int) -> int | None:
        """The first step at which the game's turn or round counter shows ``turn``."""
        for step, number in enumerate(self.turns()):
            if number is not None and number >= turn:
                return step
        return None

    def final_totals(self) -> tuple[int, ...]:
        return self.states[-1].score_sheet().totals

    def final_scores(self) -> tuple[int, ...]:
        """Each seat's score as the game tells it (record.scores)."""
        return shown_scores(self.states[-1].score_sheet())
