"""Information-set Monte Carlo tree search over the engine API.

Single-observer IS-MCTS (Cowling, Powley & Whitehouse 2012): every iteration
deals the hidden part of the root anew for the observer with
``state.redeterminize`` and the searcher's own :class:`Rng`, walks the tree
with UCB1 over the actions legal in that deal (availability counts instead of
parent visits), adds one node, finishes with a heuristic rollout and feeds each
player's reward back to the decisions that player made.

Secret simultaneous commitments (several players in ``to_move()``) need care:
if the tree simply branched on the first committer's choice, whoever commits
next would, inside the search, know it. So each player walks their own view of
the one tree: a choice made while a player also owes a decision reaches that
player's view as one merged ``HIDDEN`` edge, every other choice as itself (the
single-observer assumption that opponents' turns are seen). Decision
statistics sit on the view of the player who decides there, so nobody's choice
in the search is conditioned on something they could not know at that moment.
A choice the game marks as hidden (``GameState.hidden_choice``: a card laid
face down, a card handed over in secret) reaches the views of the players it is
hidden from as the same ``HIDDEN`` edge, whoever moves next.

The game may narrow what the tree branches on (``GameDefinition.search_actions``);
with ``SearchBudget.skip_forced`` a step left with one action is walked through
without a node, so sub-steps with no real choice cost the search nothing. With
``SearchBudget.opponents_heuristic`` the other players' steps inside the tree
take the game's rule of thumb in the deal being searched (with skip_forced,
without nodes), so the tree branches only on the searcher's own decisions.
A game whose search levels judge by other lights than Easy gives their rule of
thumb as ``GameDefinition.search_heuristic_action``; ``SearchBudget.own_hint``
takes the root's head start from it, ``own_replies`` the other players' moves
in the tree and in rollouts.
With ``SearchBudget.ai_narrowing`` the narrowing, with ``SearchBudget.ai_redeal`` the re-deal of each
iteration, and with ``SearchBudget.ai_evaluation`` the judgement at a rollout's end come from the game's
``level_search_actions``, ``level_redeal`` and ``level_evaluate``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from .levels import SearchBudget

# Rollout actions allowed past the depth while waiting for secret choices to
# be revealed, before the position is judged anyway.
PENDING_GRACE = 40

# A rollout depth that stands for "to the end of the game": no game runs this many actions, so a
# rollout given it (or given it once there is no evaluation) never reaches the depth check again.
_TO_THE_END = 1 << 30
_TO_THE_END_SOON = 1 << 29

# The edge a player's view follows when someone else commits a choice in
# secret while that player still owes one of their own.
HIDDEN = object()


class _Node:
    """One point of a player's view of the game tree."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[object, _Node] = {}
        # action -> [visits, reward sum, availability] for the player deciding here
        self.stats: dict[Action, list] = {}


class SearchResult:
    """What one search found; ``visits`` is keyed by the root's actions."""

    __slots__ = ("action", "iterations", "seconds", "cpu_seconds", "capped", "visits", "values", "views")

    def __init__(
        self, action: Action, iterations: int, seconds: float, visits: dict[Action, int],
        values: dict[Action, float], views: list[_Node] | None = None, *, cpu_seconds: float = 0.0,
        capped: bool = False,
    ) -> None:
        self.action = action
        self.iterations = iterations
        self.seconds = seconds  # wall clock
        self.cpu_seconds = cpu_seconds  # CPU time of the searching thread, what the guard measures
        self.capped = capped  # the guard stopped the search before its iteration budget
        self.visits = visits
        self.values = values
        self.views = views  # each player's view of the tree, kept only on request


def _plain_redeal(state: GameState, observer: int, rng: Rng) -> GameState:
    return state.redeterminize(observer, rng)


class Ismcts:
    """A reusable searcher for one game; each :meth:`search` starts a new tree."""

    def __init__(self, game: GameDefinition, budget: SearchBudget) -> None:
        self.game = game
        self.budget = budget

    def search(
        self, root: GameState, observer: int, rng: Rng, *, iterations: int | None = None,
        time_limit: float | None = None, keep_tree: bool = False,
    ) -> SearchResult:
        """Search from ``observer``'s point of view and return the most visited
        root action. ``root`` is only read: every iteration works on a fresh
        redeterminisation, so hidden information in ``root`` is never used."""
        started = time.perf_counter()
        # The guard counts the CPU time of this thread, not the wall clock: on a
        # loaded machine the wall clock stretches with other programs' work, and
        # a guard that fired because of them would change the move.
        cpu = time.thread_time
        cpu_started = cpu()
        budget = self.budget
        max_iterations = budget.iterations if iterations is None else iterations
        limit = budget.time_limit if time_limit is None else time_limit
        deadline = cpu_started + limit if limit and limit > 0 else math.inf
        # Reading the thread's CPU clock is a system call: without a guard it is never read in the loop.
        guarded = deadline != math.inf
        game = self.game
        search_actions = game.level_search_actions if budget.ai_narrowing else game.search_actions
        redeal = game.level_redeal if budget.ai_redeal else _plain_redeal
        root_actions = search_actions(root, observer)
        if not root_actions:
            raise ValueError(f"player {observer + 1} has no decision to make")
        if len(root_actions) == 1:
            only = root_actions[0]
            return SearchResult(only, 0, time.perf_counter() - started, {only: 0}, {only: 0.0},
                                cpu_seconds=cpu() - cpu_started)

        # Narrowing at the root depends only on what the observer sees, so it is worked out once
        # and every deal's root list is filtered by it (cheaper than asking the game each time).
        root_narrowed = len(root_actions) < len(root.legal_actions(observer))
        root_set = set(root_actions)
        n = root.num_players
        views = [_Node() for _ in range(n)]
        # The game's rule of thumb at the root goes first and keeps a bonus
        # that fades with visits, so a short search starts from a sensible
        # move and leaves it only for one that proves better.
        hint = None
        hint_bias = budget.hint_bias
        if hint_bias > 0:
            advise = game.search_heuristic_action if budget.own_hint else game.heuristic_action
            hint = advise(root.redeterminize(observer, rng), observer, rng)
            if hint not in root_actions:
                hint = None
        exploration = budget.exploration
        skip_forced = budget.skip_forced
        opponents_heuristic = budget.opponents_heuristic
        heuristic = game.search_heuristic_action if budget.own_replies else game.heuristic_action
        log = math.log
        sqrt = math.sqrt
        done = 0
        capped = False
        while done < max_iterations:
            if guarded and done and cpu() >= deadline:
                capped = True
                break
            done += 1
            state = redeal(root, observer, rng)
            current = list(views)
            path: list[tuple[list, int]] = []
            legal: Sequence[Action]
            mover = observer  # the root decision is the observer's even during a commitment
            expanded = False
            pending = False  # secret commitments made and not yet revealed
            while True:
                movers = state.to_move()
                if not movers:
                    break
                if path:
                    mover = movers[0]
                    if opponents_heuristic and mover != observer:
                        legal = [heuristic(state, mover, rng)]
                    else:
                        legal = search_actions(state, mover)
                    if skip_forced and len(legal) == 1:  # forced: no decision node, no expansion spent
                        secret = len(movers) > 1
                        events = state.apply_action(mover, legal[0], trusted=True)
                        if secret:
                            pending = True
                        if pending:
                            for event in events:
                                if event.reveals:
                                    pending = False
                                    break
                        continue
                else:
                    legal = state.legal_actions(mover)
                    if root_narrowed:
                        legal = [a for a in legal if a in root_set]
                node = current[mover]
                stats = node.stats
                # One pass: count availability, note untried actions, and
                # score the tried ones with UCB1 (each action hashed once).
                untried: list[Action] | None = None
                chosen: Action | None = None
                entry: list | None = None
                best = -1.0
                for action in legal:
                    e = stats.get(action)
                    if e is None:
                        if untried is None:
                            untried = [action]
                        else:
                            untried.append(action)
                        continue
                    e[2] += 1
                    if untried is None:
                        tries = e[0]
                        # An entry with no visits was added in a search that ended first: try it.
                        score = e[1] / tries + exploration * sqrt(log(e[2]) / tries) if tries else 9.0
                        if not path and action == hint:
                            score += hint_bias / (1 + tries) ** 0.5
                        if score > best:
                            best, chosen, entry = score, action, e
                if untried is not None:
                    if not path and hint is not None and hint in untried:
                        chosen = hint
                    else:
                        chosen = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                    entry = stats[chosen] = [0, 0.0, 1]
                    expanded = True
                # Every legal action is either untried or scored above -1, so one was chosen.
                assert chosen is not None and entry is not None
                path.append((entry, mover))
                hidden = state.hidden_choice(mover)  # asked before the choice changes the state
                events = state.apply_action(mover, chosen, trusted=True)
                secret = len(movers) > 1
                if secret:
                    pending = True
                if pending:
                    for event in events:  # a loop, not any() over a generator: this runs every step
                        if event.reveals:
                            pending = False
                            break
                for p in range(n):
                    key = HIDDEN if (secret and p != mover and p in movers) or p in hidden else chosen
                    view = current[p]
                    child = view.children.get(key)
                    if child is None:
                        child = view.children[key] = _Node()
                    current[p] = child
                if expanded:
                    break
            rewards = self._rollout(state, rng, pending)
            for entry, player in path:
                entry[0] += 1
                entry[1] += rewards[player]

        root_stats = views[observer].stats
        best_action = root_actions[0]
        best_key: tuple = (-1, False, -1.0)
        visits: dict[Action, int] = {}
        values: dict[Action, float] = {}
        for action in root_actions:
            e = root_stats.get(action)
            count, total = (e[0], e[1]) if e else (0, 0.0)
            mean = total / count if count else 0.0
            visits[action] = count
            values[action] = mean
            key = (count, action == hint, mean)  # ties go to the rule of thumb, then the better mean
            if key > best_key:
                best_key, best_action = key, action
        return SearchResult(
            best_action, done, time.perf_counter() - started, visits, values, views if keep_tree else None,
            cpu_seconds=cpu() - cpu_started, capped=capped,
        )

    def _rollout(self, state: GameState, rng: Rng, pending: bool) -> Sequence[float]:
        """Play on with the heuristic (mixed with random moves) for a few
        actions, then use the game's evaluation, or the end of the game.

        The evaluation waits until secret commitments are revealed
        (``pending`` False): a committed choice usually changes nothing
        visible until then, so judging earlier would rate every choice alike.
        """
        game = self.game
        budget = self.budget
        depth_left = budget.rollout_depth
        give_up = -PENDING_GRACE  # a game that never reveals: judge anyway after this many more
        random_below = int(budget.epsilon * 1024)
        heuristic = game.search_heuristic_action if budget.own_replies else game.heuristic_action
        evaluate = game.level_evaluate if budget.ai_evaluation else game.evaluate
        next64 = rng.next64
        while True:
            movers = state.to_move()
            if not movers:
                return state.returns()
            if depth_left <= 0 and (not pending or depth_left <= give_up):
                value = evaluate(state)
                if value is not None:
                    return value
                depth_left = _TO_THE_END  # no evaluation here: play to the end
            depth_left -= 1
            player = movers[0]
            # next64() & 1023 is exactly below(1024): 1024 divides 2**64, so no draw is ever rejected.
            if random_below and (next64() & 1023) < random_below:
                action = state.random_action(player, rng)
            else:
                action = heuristic(state, player, rng)
            events = state.apply_action(player, action, trusted=True)
            if len(movers) > 1:
                pending = True
            # Whether secret choices are still unrevealed matters only for the depth check above; a
            # rollout played to the end never gets there, so it does not look at the events.
            if pending and depth_left < _TO_THE_END_SOON:
                for event in events:
                    if event.reveals:
                        pending = False
                        break


def ranked_root(result: SearchResult) -> list[tuple[Action, int, float]]:
    """The root's actions best first with their visits and mean reward for the searcher.

    Read after a search (it changes nothing): the action the search chose comes first, the others by
    visits, then mean, then the game's order, so the ranking agrees with the move the search plays."""
    order = {action: index for index, action in enumerate(result.visits)}
    ranked = sorted(
        result.visits,
        key=lambda a: (a != result.action, -result.visits[a], -result.values.get(a, 0.0), order[a]),
    )
    return [(a, result.visits[a], result.values.get(a, 0.0)) for a in ranked]
