"""Computer opponents that work for any game built on the engine API.

An agent sees only what its seat may see: before it thinks it re-deals the
hidden part of the state for its own seat (``state.redeterminize``) with its
own :class:`Rng`, seeded from the agent's seed and the seat's observation. The
same seed and the same observation therefore always give the same move,
whatever the hidden cards are and whatever else used the global ``random``.
"""

from __future__ import annotations

import dataclasses
import json
import time
import zlib
from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from .ismcts import Ismcts, SearchResult
from .levels import LEVELS, SEARCH_BUDGETS, SearchBudget, budget_for

_MASK = (1 << 64) - 1


class CanonicalRng(Rng):
    """An :class:`Rng` whose shuffles ignore the order they are handed.

    A re-deal gathers the unseen cards (the deck, others' hands...) into a pool
    and shuffles it; if the pool were shuffled in the order the cards lay, two
    worlds that look the same to the seat but hide different cards would give
    different re-deals, and so different choices. Sorting first removes that
    trace of the hidden order (a uniform shuffle stays uniform).
    """

    __slots__ = ()

    def shuffled(self, items):
        try:
            ordered = sorted(items)
        except TypeError:  # items that do not compare: the game's own order
            ordered = list(items)
        return super().shuffled(ordered)


def observation_rng(seed: int, state: GameState, player: int) -> CanonicalRng:
    """A generator for one decision that depends only on the agent's seed and
    what ``player`` can see, so equal observations give equal choices."""
    text = json.dumps(state.observation(player), sort_keys=True, separators=(",", ":"), default=str)
    mixed = (seed * 0x9E3779B97F4A7C15 + zlib.crc32(text.encode("utf-8")) + player) & _MASK
    rng = CanonicalRng(mixed)
    rng.next64()  # spread nearby seeds apart before the first real draw
    return rng


class Agent:
    """Chooses an action for a seat. Thinking time is kept per decision."""

    level = ""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.last_seconds = 0.0  # thinking time of the latest call
        # Totals over real decisions only: a forced move (one legal action)
        # takes no thought and is counted apart.
        self.total_seconds = 0.0
        self.total_cpu_seconds = 0.0  # CPU time of the thinking thread: what load does not stretch
        self.max_seconds = 0.0
        # CPU seconds of each real decision in turn, for the spread of thinking times (simulate records it).
        self.cpu_each: list[float] = []
        self.decisions = 0
        self.forced = 0

    def choose(self, state: GameState, player: int) -> Action:
        started = time.perf_counter()
        cpu_started = time.thread_time()
        legal = state.legal_actions(player)
        if not legal:
            raise ValueError(f"player {player + 1} has no decision to make")
        if len(legal) == 1:
            self.last_seconds = time.perf_counter() - started
            self.forced += 1
            return legal[0]
        action = self._choose(state, player, legal)
        elapsed = time.perf_counter() - started
        self.last_seconds = elapsed
        self.total_seconds += elapsed
        cpu = time.thread_time() - cpu_started
        self.total_cpu_seconds += cpu
        self.cpu_each.append(cpu)
        self.max_seconds = max(self.max_seconds, elapsed)
        self.decisions += 1
        return action

    def _choose(self, state: GameState, player: int, legal: Sequence[Action]) -> Action:
        raise NotImplementedError


class RandomAgent(Agent):
    """Any legal action, uniformly."""

    level = "random"

    def _choose(self, state: GameState, player: int, legal: Sequence[Action]) -> Action:
        return observation_rng(self.seed, state, player).choice(legal)


class HeuristicAgent(Agent):
    """The game's rule of thumb (the Easy level)."""

    level = "easy"

    def __init__(self, game: GameDefinition, seed: int) -> None:
        super().__init__(seed)
        self.game = game

    def _choose(self, state: GameState, player: int, legal: Sequence[Action]) -> Action:
        rng = observation_rng(self.seed, state, player)
        # The heuristic gets a re-dealt copy, so even a careless heuristic
        # cannot peek at cards this seat has not seen.
        seen = state.redeterminize(player, rng)
        action = self.game.heuristic_action(seen, player, rng)
        if action not in legal:
            raise RuntimeError(f"{self.game.id}: heuristic_action returned an illegal action {action}")
        return action


class IsmctsAgent(Agent):
    """Information-set MCTS with an iteration budget and a time guard.

    The iteration budget decides the move; the guard (CPU seconds of the
    searching thread) only stops a search on a machine far slower than
    expected. With ``guard=False`` (``simulate``) searches always run their
    full budget, and the agent counts the ones the guard would have stopped.
    """

    level = "normal"

    def __init__(
        self,
        game: GameDefinition,
        seed: int,
        iterations: int = SEARCH_BUDGETS["normal"].iterations,
        time_limit: float = SEARCH_BUDGETS["normal"].time_limit,
        budget: SearchBudget | None = None,
        *,
        guard: bool = True,
        level: str | None = None,
    ) -> None:
        super().__init__(seed)
        self.game = game
        base = budget or SEARCH_BUDGETS["normal"]
        self.budget = dataclasses.replace(base, iterations=iterations, time_limit=time_limit)
        self.searcher = Ismcts(game, self.budget)
        self.guard = guard
        # A level name gives the game's budget for each player count; without
        # one the budget above holds at every count.
        self.budget_level = level
        if level is not None:
            self.level = level
        self.last_result: SearchResult | None = None
        self.searches = 0
        self.capped = 0  # searches the guard stopped (or, guard off, would have stopped)
        self.capped_wall = 0  # searches that a wall-clock guard of the same length would have stopped

    def budget_at(self, num_players: int) -> SearchBudget:
        if self.budget_level is None:
            return self.budget
        return budget_for(self.game.id, self.budget_level, num_players)

    def _choose(self, state: GameState, player: int, legal: Sequence[Action]) -> Action:
        rng = observation_rng(self.seed, state, player)
        budget = self.budget_at(state.num_players)
        # The level's budget for this game and player count sets the search's settings too.
        self.searcher.budget = budget
        result = self.searcher.search(
            state, player, rng, iterations=budget.iterations,
            time_limit=budget.time_limit if self.guard else 0.0,
        )
        self.last_result = result
        self.searches += 1
        if result.capped or result.cpu_seconds > budget.time_limit:
            self.capped += 1
        if result.seconds > budget.time_limit:
            self.capped_wall += 1
        return result.action


def make_agent(game: GameDefinition, level: str, seed: int, *, guard: bool = True) -> Agent:
    """The computer opponent of ``level`` (random, easy, normal or hard).

    ``guard=False`` turns the time guard off, so a search always runs its whole
    iteration budget (``simulate``: figures that do not depend on the machine).
    """
    if level == "random":
        return RandomAgent(seed)
    if level == "easy":
        return HeuristicAgent(game, seed)
    budget = SEARCH_BUDGETS.get(level)
    if budget is None:
        raise ValueError(f"unknown computer level {level!r}; choose from {', '.join(LEVELS)}")
    return IsmctsAgent(game, seed, budget.iterations, budget.time_limit, budget=budget, guard=guard,
                       level=level)
