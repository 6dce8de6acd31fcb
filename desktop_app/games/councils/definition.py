"""The Councils & Contracts game definition the catalogue of games lists."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.game import GameDefinition, GameState
from ...engine.refusals import Refusal
from ...engine.rng import Rng
from . import ai, refusals
from .actions import CODEC
from .data import load_data
from .setup import new_state
from .state import CouncilsState


class CouncilsGame(GameDefinition):
    id = "councils"
    title = "Councils & Contracts"
    min_players = 2
    max_players = 5
    summary = "Place employees in councils, gain influence and build the city."
    action_codec = CODEC

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CouncilsState:
        return new_state(load_data(), num_players, seed)

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        assert isinstance(state, CouncilsState)
        return ai.heuristic_action(state, player, rng)

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, CouncilsState)
        return ai.evaluate(state)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        assert isinstance(state, CouncilsState)
        return refusals.why_not(state, player, action)


COUNCILS_GAME = CouncilsGame()
