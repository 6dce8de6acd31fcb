"""The coach: "What would you play?" for a person's seat, answered by the Hard computer player.

The hint searches exactly as the Hard level would for that seat: from the seat's observation, with
the agent's generator seeded from the seed and that observation, every iteration on a fresh re-deal
(desktop_app/ai/agents.py, ismcts.py). So it never uses a card the player has not seen, and two
positions that look the same to the player give the same hint. The ranking is the search's own root
statistics (``ismcts.ranked_root``); each choice gets the game's reason in its own terms
(``GameDefinition.hint_reason``), worked out on a re-dealt copy so a reason cannot tell a secret either.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from ..engine.hints import HintReason, after, outlook
from .agents import IsmctsAgent, make_agent, observation_rng
from .ismcts import ranked_root

log = logging.getLogger(__name__)

HINT_LEVEL = "hard"  # the coach is the strongest computer player
TOP = 3


@dataclasses.dataclass(frozen=True)
class Choice:
    """One suggested action: how often the search tried it, the mean result it found for the seat
    (its estimated chance to win, 0-1; None when the search had nothing to compare) and why."""

    action: Action
    visits: int
    win_chance: float | None
    reason: HintReason | None

    def to_json(self, game: GameDefinition) -> dict[str, Any]:
        return {
            "action": game.action_codec.encode(self.action),
            "visits": self.visits,
            "win_chance": self.win_chance,
            "reason": self.reason.to_json() if self.reason is not None else None,
        }

    @classmethod
    def from_json(cls, game: GameDefinition, data: dict[str, Any]) -> Choice:
        chance = data.get("win_chance")
        return cls(
            game.action_codec.decode(data["action"]), int(data.get("visits", 0)),
            float(chance) if isinstance(chance, (int, float)) else None,
            HintReason.from_json(data.get("reason")),
        )


def advise(game: GameDefinition, state: GameState, player: int, seed: int, *, top: int = TOP,
           level: str = HINT_LEVEL, guard: bool = True, agent: IsmctsAgent | None = None) -> list[Choice]:
    """The ``top`` best choices for ``player`` now, best first (fewer when fewer are legal).

    The first is the move the computer of ``level`` would play with this seed; ``agent`` replaces the
    level's own player (tests use a smaller budget)."""
    legal = state.legal_actions(player)
    if not legal:
        raise ValueError(f"player {player + 1} has no decision to make")
    searcher = agent if agent is not None else make_agent(game, level, seed, guard=guard)
    if not isinstance(searcher, IsmctsAgent):
        raise ValueError(f"the coach needs a searching computer level, not {level!r}")
    searcher.last_result = None
    chosen = searcher.choose(state, player)
    result = searcher.last_result
    # A fresh generator from the same seed and observation: the re-deal the reasons are read from
    # depends on nothing the player cannot see.
    seen = state.redeterminize(player, observation_rng(searcher.seed, state, player))
    if result is None or not result.iterations:  # one choice (or one the search narrowed to): no search ran
        return [Choice(chosen, 0, _estimate(game, seen, player, chosen), _reason(game, seen, player, chosen))]
    picked = [(a, n, v) for a, n, v in ranked_root(result) if n > 0][:top]
    return [Choice(a, n, v, _reason(game, seen, player, a)) for a, n, v in picked]


def _estimate(game: GameDefinition, seen: GameState, player: int, action: Action) -> float | None:
    try:
        return outlook(game, after(seen, player, action), player)
    except Exception:  # an estimate is extra: without one the hint still names the move
        log.exception("no estimate for %s", action)
        return None


def _reason(game: GameDefinition, seen: GameState, player: int, action: Action) -> HintReason | None:
    try:
        return game.hint_reason(seen, player, action)
    except Exception:  # a reason is extra: without one the hint still names the move
        log.exception("no hint reason for %s", action)
        return None
