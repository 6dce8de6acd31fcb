"""Thinking budgets of the computer levels.

The iteration count is the budget that makes a level reproducible (same seed,
same state, same move on any machine); the time cap only keeps a slow machine
from making people wait, and cuts the search short when it is reached.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class SearchBudget:
    iterations: int
    time_limit: float  # seconds; the search stops at whichever comes first
    # Rollouts follow the game's heuristic for this many actions (and on until
    # pending secret commitments are revealed), then ask game.evaluate(); a
    # game without an evaluation plays rollouts to the end.
    rollout_depth: int = 8
    # Share of rollout moves chosen at random instead of by the heuristic, so
    # rollouts do not all repeat the heuristic's blind spots.
    epsilon: float = 0.15
    exploration: float = 0.7  # UCB1 constant for rewards in [0, 1]
    # Bonus for the game's heuristic move at the root, fading as 1/sqrt(visits):
    # a short search leaves the rule of thumb only for a move that proves better.
    hint_bias: float = 0.3


LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

# Iterations bind on an ordinary machine (Copernico: about 0.2 s for Normal,
# 1 s for Hard on these 2-core machines); the caps only guard a slow one.
NORMAL = SearchBudget(iterations=300, time_limit=1.0)
HARD = SearchBudget(iterations=1200, time_limit=3.0)

SEARCH_BUDGETS: dict[str, SearchBudget] = {"normal": NORMAL, "hard": HARD}

# Iterations per game, level and player count where the level's default does
# not fit: an iteration costs more with more players and in some games, and the
# budget must stay well inside the cap (calibrate.py measures it).
GAME_ITERATIONS: dict[tuple[str, str], dict[int, int]] = {}


def budget_for(game_id: str, level: str, num_players: int) -> SearchBudget:
    """The search budget of ``level`` for one game at one player count."""
    base = SEARCH_BUDGETS[level]
    iterations = GAME_ITERATIONS.get((game_id, level), {}).get(num_players)
    return base if iterations is None else dataclasses.replace(base, iterations=iterations)
