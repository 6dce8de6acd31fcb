"""The Councils & Contracts game definition the catalogue of games lists."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...engine.game import GameDefinition, GameState
from ...engine.lazy_codec import LazyCodec
from ...engine.rng import Rng

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.game_values import Progress
    from ...engine.hints import HintReason
    from ...engine.refusals import Refusal
    from .state import CouncilsState

# The rules and the computer players are imported when a game is first made or played: the catalogue
# lists every game at start-up, before any is chosen.


class CouncilsGame(GameDefinition):
    id = "councils"
    title = "Councils & Contracts"
    min_players = 2
    max_players = 5
    summary = "Place employees in councils, gain influence and build the city."
    action_codec = LazyCodec("desktop_app.games.councils.actions")

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CouncilsState:
        from .data import load_data
        from .setup import new_state

        return new_state(load_data(), num_players, seed)

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        from .ai import heuristic_action

        return heuristic_action(cast("CouncilsState", state), player, rng)

    def evaluate(self, state: GameState) -> list[float] | None:
        from .ai import evaluate

        return evaluate(cast("CouncilsState", state))

    def hint_reason(self, state: GameState, player: int, action: Action) -> HintReason:
        from .hints import hint_reason

        return hint_reason(self, cast("CouncilsState", state), player, action)

    def progress(self, state: GameState) -> Progress | None:
        """The round, read from the state: the default reads it from a whole observation, and the window
        asks about four times a move (log, status, autosave), each an observation of the city and
        every player (issue 13)."""
        from ...engine.game_values import Progress

        return Progress("round", cast("CouncilsState", state).round)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        from .refusals import why_not

        return why_not(cast("CouncilsState", state), player, action)


COUNCILS_GAME = CouncilsGame()
