"""Copernico as the app sees it: options, setup and the AI's know-how."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.game import GameDefinition, GameState, OptionSpec
from ...engine.refusals import Refusal
from ...engine.rng import Rng
from . import refusals
from .actions import CODEC
from .ai import advisor
from .setup import new_game
from .state import CopernicoState


class CopernicoGame(GameDefinition):
    id = "copernico"
    title = "Copernico"
    min_players = 1
    max_players = 5
    summary = "Draft celestial cards and draw the best system of the heavens on a 3×3 table."
    action_codec = CODEC

    def option_specs(self) -> list[OptionSpec]:
        # CO-24: the solo variant draws 2 Hypothesis and/or 2 Advice cards.
        return [
            OptionSpec("solo_hypotheses", "Hypothesis cards (solo)", 1, (1, 2),
                       "Draw two Hypothesis cards for a harder solo game.", player_counts=(1,)),
            OptionSpec("solo_advice", "Advice cards (solo)", 1, (1, 2),
                       "Draw two Advice cards for a harder solo game.", player_counts=(1,)),
        ]

    def normalize_options(self, num_players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().normalize_options(num_players, options)
        if num_players > 1 and (out["solo_hypotheses"] != 1 or out["solo_advice"] != 1):
            from ...engine.errors import OptionsError

            raise OptionsError("the solo variant applies to solo games only")
        return out

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CopernicoState:
        return new_game(num_players, options, seed)

    def heuristic_action(self, state: GameState, player: int, rng: Rng):
        assert isinstance(state, CopernicoState)
        return advisor().choose(state, player, rng)

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, CopernicoState)
        return advisor().evaluate(state)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        assert isinstance(state, CopernicoState)
        return refusals.why_not(state, player, action)


COPERNICO_GAME = CopernicoGame()
