"""The Campaign Trail game definition."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ...engine.game import GameDefinition, GameState
from ...engine.lazy_codec import LazyCodec
from ...engine.rng import Rng
from .revisions import SPEC, from_options

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.game_values import OptionSpec, Progress, SeatColour, SeatRole
    from ...engine.hints import HintReason
    from ...engine.refusals import Refusal
    from .state import CampaignTrailState

# The rules, the computer players, the search, the seat roles and the game data are imported when a
# game is first set up or played: the catalogue lists every game at start-up, before any is chosen. So are
# the options (their Config is a dataclass, some 7 M instructions to build: issue 13).


class CampaignTrailGame(GameDefinition):
    id = "campaign-trail"
    title = "Campaign Trail"
    min_players = 2
    max_players = 8
    summary = "Race across 51 states for the most electoral votes."
    action_codec = LazyCodec("desktop_app.games.campaign_trail.actions")

    def option_specs(self) -> Sequence[OptionSpec]:
        from .options import option_specs

        return option_specs()

    def option_defaults(self, num_players: int) -> dict[str, Any]:
        """A seat count's own defaults (CT-156): 5-8 seats add the expansion cards, 7-8 play Green with
        the expansion candidates."""
        from .options import seat_defaults

        return {**super().option_defaults(num_players), **seat_defaults(num_players)}

    def saved_options(self, options: dict[str, Any]) -> dict[str, Any]:
        # A save written before data revisions existed was set up on the spec's values, and replays on them.
        return options if "data_revision" in options else {**options, "data_revision": SPEC}

    def options_to_save(self, options: dict[str, Any]) -> dict[str, Any]:
        # The spec's values are what a save without a revision means, so an old save writes back as it was.
        if options.get("data_revision") != SPEC:
            return options
        return {k: v for k, v in options.items() if k != "data_revision"}

    def normalize_options(self, num_players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().normalize_options(num_players, {**options, "data_revision": from_options(options)})
        if num_players not in (5, 7):  # no seat runs two candidates (CT-20): saves stay as they were
            out.pop("doubled_party", None)
        from .data import load_revision
        from .options import make_config

        make_config(load_revision(out["data_revision"]), num_players, out)  # CT-156: raises with every reason
        return out

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> CampaignTrailState:
        from .data import load_revision
        from .options import make_config
        from .setup import new_state
        from .turn_table import TurnTableState

        data = load_revision(from_options(options))
        return new_state(data, make_config(data, num_players, options), seed, TurnTableState)

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        from .ai import heuristic_action

        s = cast("CampaignTrailState", state)
        return heuristic_action(s, s.deciding(player), rng)

    def search_heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        """The rule of thumb on the search levels' model (evaluation.SEARCH): the move their narrowing
        ranks first."""
        from .ai import heuristic_action
        from .evaluation import SEARCH

        s = cast("CampaignTrailState", state)
        return heuristic_action(s, s.deciding(player), rng, SEARCH)

    def search_actions(self, state: GameState, player: int) -> list[Action]:
        from .search import search_actions

        s = cast("CampaignTrailState", state)
        return search_actions(s, s.deciding(player))

    def evaluate(self, state: GameState) -> list[float] | None:
        from .search import evaluate
        from .seating import per_seat

        s = cast("CampaignTrailState", state)
        return per_seat(s, evaluate(s))

    def hint_reason(self, state: GameState, player: int, action: Action) -> HintReason:
        from .hints import hint_reason

        return hint_reason(self, cast("CampaignTrailState", state), player, action)

    def progress(self, state: GameState) -> Progress | None:
        """The campaign counts in months (August is month 1, §3.2)."""
        from ...engine.game_values import Progress

        s = cast("CampaignTrailState", state)
        return Progress("month", min(s.month, len(s.data.month_names) - 1) + 1)

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        from .refusals import why_not

        return why_not(cast("CampaignTrailState", state), player, action)

    def seat_roles(self, num_players: int, options: dict[str, Any]) -> tuple[SeatRole, ...]:
        from . import roles
        from .data import load_data

        return roles.roles(load_data(), num_players, options)

    def seat_colours(self, num_players: int, options: dict[str, Any]) -> tuple[SeatColour, ...]:
        from . import roles
        from .data import load_data

        return roles.colours(load_data(), num_players, options)

    def seat_texts(self) -> Sequence[str]:
        from . import roles
        from .data import load_data

        return roles.texts(load_data())

    def option_texts(self) -> Sequence[str]:
        from .options import OPTION_TEXTS

        return OPTION_TEXTS


CAMPAIGN_TRAIL_GAME = CampaignTrailGame()
