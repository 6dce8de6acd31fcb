"""Copycat's GameDefinition: the entry the catalogue of games lists."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...engine.game import GameDefinition, GameState
from ...engine.lazy_codec import LazyCodec
from ...engine.rng import Rng

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.hints import HintReason
    from ...engine.refusals import Refusal
    from .state import CopycatState


class CopycatGame(GameDefinition):
    id = "copycat"
    title = "Copycat"
    min_players = 2
    max_players = 4
    summary = "Build a deck, send out campaign workers and buy your way to the presidency."
    action_codec = LazyCodec("desktop_app.games.copycat.actions")

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CopycatState:
        from .setup import new_state

        state, _ = new_state(num_players, seed)
        return state

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        from .ai import heuristic_action

        # Only Copycat's own states reach here (the rules load lazily, so no isinstance check per call).
        return heuristic_action(cast("CopycatState", state), player, rng)

    def level_search_actions(self, state: GameState, player: int) -> list[Action]:
        from .ai import search_actions

        return search_actions(cast("CopycatState", state), player)

    def level_redeal(self, state: GameState, observer: int, rng: Rng) -> GameState:
        from .ai import redeal

        return redeal(cast("CopycatState", state), observer, rng)

    def evaluate(self, state: GameState) -> list[float] | None:
        from .ai import evaluate

        return evaluate(cast("CopycatState", state))

    def hint_reason(self, state: GameState, player: int, action: Action) -> HintReason:
        from .hints import hint_reason

        return hint_reason(self, cast("CopycatState", state), player, action)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        from .refusals import why_not

        return why_not(cast("CopycatState", state), player, action)


COPYCAT_GAME = CopycatGame()
