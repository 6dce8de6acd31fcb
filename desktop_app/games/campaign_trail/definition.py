"""The Campaign Trail game definition."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.actions import Action
from ...engine.game import GameDefinition, GameState, OptionSpec, Progress, SeatColour, SeatRole
from ...engine.rng import Rng
from . import ai, roles, search
from .actions import CODEC
from .data import load_data
from .options import OPTION_TEXTS, make_config, option_specs
from .setup import new_state
from .state import CampaignTrailState
from .turn_table import TurnTableState


class CampaignTrailGame(GameDefinition):
    id = "campaign-trail"
    title = "Campaign Trail"
    min_players = 2
    max_players = 4
    summary = "Race across 51 states for the most electoral votes."
    action_codec = CODEC

    def option_specs(self) -> Sequence[OptionSpec]:
        return option_specs()

    def normalize_options(self, num_players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().normalize_options(num_players, options)
        make_config(load_data(), num_players, out)  # CT-156: raises with every reason
        return out

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CampaignTrailState:
        data = load_data()
        return new_state(data, make_config(data, num_players, options), seed, TurnTableState)

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        assert isinstance(state, CampaignTrailState)
        return ai.heuristic_action(state, player, rng)

    def search_actions(self, state: GameState, player: int) -> list[Action]:
        assert isinstance(state, CampaignTrailState)
        return search.search_actions(state, player)

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, CampaignTrailState)
        return search.evaluate(state)

    def progress(self, state: GameState) -> Progress | None:
        """The campaign counts in months (August is month 1, §3.2)."""
        assert isinstance(state, CampaignTrailState)
        return Progress("month", min(state.month, len(state.data.month_names) - 1) + 1)

    def seat_roles(self, num_players: int, options: dict[str, Any]) -> tuple[SeatRole, ...]:
        return roles.roles(load_data(), num_players, options)

    def seat_colours(self, num_players: int, options: dict[str, Any]) -> tuple[SeatColour, ...]:
        return roles.colours(load_data(), num_players, options)

    def seat_texts(self) -> Sequence[str]:
        return roles.texts(load_data())

    def option_texts(self) -> Sequence[str]:
        return OPTION_TEXTS


CAMPAIGN_TRAIL_GAME = CampaignTrailGame()
