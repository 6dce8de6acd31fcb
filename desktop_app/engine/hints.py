"""Why the coach suggests a move: a reason key with parameters, worded by the UI in the player's language.

The hint ("What would you play?") ranks the player's choices by a search from the player's own view
(desktop_app/ai/coach.py); each choice comes with one reason the game gives in its own terms through
``GameDefinition.hint_reason``. Like a refusal, a reason is never a sentence here, so the engine stays
free of Qt and of any language. The reasons below are the generic ones every game can fall back on:
they compare the scores and the game's own evaluation before and after the move.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .actions import Action

if TYPE_CHECKING:
    from .game import GameDefinition, GameState

S = TypeVar("S", bound="GameState")

HINT_POINTS = "engine.hint_points"  # scores %1 points at once
HINT_TAKES_LEAD = "engine.hint_takes_lead"  # scores %1 points and goes ahead of everyone
HINT_OUTLOOK = "engine.hint_outlook"  # the estimate of the position rises by %1 percentage points
HINT_HOLDS = "engine.hint_holds"  # gives nothing up: the estimate stays within a point
HINT_COSTS = "engine.hint_costs"  # the least bad of the choices: the estimate drops by %1 percentage points
HINT_ONLY = "engine.hint_only"  # the only move the rules allow now


@dataclasses.dataclass(frozen=True)
class HintReason:
    """One reason: ``key`` names it, ``params`` fill its sentence in order (%1, %2...)."""

    key: str
    params: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": list(self.params)}

    @classmethod
    def from_json(cls, data: Any) -> HintReason | None:
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            return None
        params = data.get("params", [])
        return cls(data["key"], tuple(params) if isinstance(params, list) else ())


def after(state: S, player: int, action: Action) -> S:
    """A copy of ``state`` with ``action`` played (``state`` is only read)."""
    copy = cast(S, state.clone())  # a game's clone is of its own state class
    copy.apply_action(player, action)
    return copy


def points_now(before: GameState, later: GameState, player: int) -> int:
    """How many points ``player``'s total changes by between the two states."""
    return later.score_sheet().totals[player] - before.score_sheet().totals[player]


def outlook(game: GameDefinition, state: GameState, player: int) -> float | None:
    """The game's own estimate of ``player``'s position in [0, 1] (the end result once the game is over)."""
    if state.is_terminal():
        return state.returns()[player]
    values = game.evaluate(state)
    return None if values is None else float(values[player])


def generic_reason(game: GameDefinition, state: GameState, player: int, action: Action) -> HintReason:
    """Points scored at once (and whether they put the player ahead), else the change in the game's
    evaluation of the player's position. ``state`` is what the player may know (a re-dealt copy)."""
    if len(state.legal_actions(player)) == 1:
        return HintReason(HINT_ONLY)
    later = after(state, player, action)
    gained = points_now(state, later, player)
    if gained > 0:
        totals = later.score_sheet().totals
        others = [t for p, t in enumerate(totals) if p != player]
        ahead = bool(others) and totals[player] > max(others)
        was_ahead = bool(others) and state.score_sheet().totals[player] > max(
            t for p, t in enumerate(state.score_sheet().totals) if p != player)
        return HintReason(HINT_TAKES_LEAD if ahead and not was_ahead else HINT_POINTS, (gained,))
    start, end = outlook(game, state, player), outlook(game, later, player)
    if start is None or end is None:
        return HintReason(HINT_HOLDS)
    change = round((end - start) * 100)
    if change >= 1:
        return HintReason(HINT_OUTLOOK, (change,))
    if change <= -1:
        return HintReason(HINT_COSTS, (-change,))
    return HintReason(HINT_HOLDS)
