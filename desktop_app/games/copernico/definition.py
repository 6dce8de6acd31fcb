"""Copernico as the app sees it: options, setup and the AI's know-how."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ...engine.game import GameDefinition, GameState
from ...engine.lazy_codec import LazyCodec
from ...engine.rng import Rng

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.game_values import OptionSpec
    from ...engine.hints import HintReason
    from ...engine.refusals import Refusal
    from .state import CopernicoState

# The rules and the computer players are imported when a game is first made or played: the catalogue
# lists every game at start-up, before any is chosen.


class CopernicoGame(GameDefinition):
    id = "copernico"
    title = "Copernico"
    min_players = 1
    max_players = 5
    summary = "Draft celestial cards and draw the best system of the heavens on a 3×3 table."
    action_codec = LazyCodec("desktop_app.games.copernico.actions")

    def option_specs(self) -> list[OptionSpec]:
        from ...engine.game_values import OptionSpec

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
        from .setup import new_game

        return new_game(num_players, options, seed)

    def heuristic_action(self, state: GameState, player: int, rng: Rng):
        from .ai import advisor

        return advisor().choose(cast("CopernicoState", state), player, rng)

    def search_actions(self, state: GameState, player: int) -> Sequence[Action]:
        from .search import search_actions

        return search_actions(cast("CopernicoState", state), player)

    def evaluate(self, state: GameState) -> list[float] | None:
        from .ai import advisor

        return advisor().evaluate(cast("CopernicoState", state))

    # The Advice-weighed view (levels.py: Hard at 2 players, Normal at 4-5): the same rule of thumb, with
    # placements also weighed by the Advice cards the seat has peeked at, and positions judged with the
    # Advice cards and every hypothesis.
    def search_heuristic_action(self, state: GameState, player: int, rng: Rng):
        from .ai import advisor

        return advisor().choose(cast("CopernicoState", state), player, rng, advice=True)

    def level_search_actions(self, state: GameState, player: int) -> Sequence[Action]:
        from .search import search_actions

        return search_actions(cast("CopernicoState", state), player, advice=True)

    def level_redeal(self, state: GameState, observer: int, rng: Rng) -> GameState:
        from .ai import redeal

        return redeal(cast("CopernicoState", state), observer, rng)

    def level_evaluate(self, state: GameState) -> list[float] | None:
        from .ai import advisor

        return advisor().evaluate(cast("CopernicoState", state), advice=True)

    def hint_reason(self, state: GameState, player: int, action: Action) -> HintReason:
        from .hints import hint_reason

        return hint_reason(self, cast("CopernicoState", state), player, action)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        from .refusals import why_not

        return why_not(cast("CopernicoState", state), player, action)


COPERNICO_GAME = CopernicoGame()
