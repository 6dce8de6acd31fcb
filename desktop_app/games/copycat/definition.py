"""Copycat's GameDefinition: the entry the catalogue of games lists."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.game import GameDefinition, GameState
from ...engine.rng import Rng
from .actions import CODEC


class CopycatGame(GameDefinition):
    id = "copycat"
    title = "Copycat"
    min_players = 2
    max_players = 4
    summary = "Build a deck, send out campaign workers and buy your way to the presidency."
    action_codec = CODEC

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> GameState:
        from .setup import new_state

        state, _ = new_state(num_players, seed)
        return state

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        from .ai import heuristic_action

        return heuristic_action(state, player, rng)  # type: ignore[arg-type]

    def evaluate(self, state: GameState) -> list[float] | None:
        from .ai import evaluate

        return evaluate(state)  # type: ignore[arg-type]


COPYCAT_GAME = CopycatGame()
