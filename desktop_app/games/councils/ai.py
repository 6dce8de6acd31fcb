"""Councils & Contracts heuristics: a greedy builder (the Easy level and rollout policy) and a
position evaluation that cuts rollouts short.

The builder tries each legal action, finishes the rest of its own decisions greedily, and keeps the
action whose result it values most: its expected final VP (score, majorities it leads, influence the
display's projects can use, employees waiting in councils or on buildings) against its opponents'.
"""

from __future__ import annotations

import math

from ...engine.actions import Action
from ...engine.rng import Rng
from .ending import majority_bonus
from .stages import FINAL, FINISHING, OVER
from .state import CouncilsState

# Worth of one influence point in later VP while projects can still be built: A cards return about
# 1 VP per point, B cards 2 per point plus 2; development is the scarce one.
_COUNCIL_POINT = 0.8
_DEV_POINT = 1.3
# Expected worth of k employees sitting in one council (realised when it is resolved).
_COUNCIL_SEATS = (0.0, 0.3, 1.6, 2.4, 4.6, 4.6, 4.6)
_STAFFED_CARD = 1.6  # a building action in hand plus the employees coming back
_AVAILABLE = 0.35
_MAX_FOLLOW_UP = 6  # own decisions completed greedily after a candidate action
_MAJORITY_BASE, _MAJORITY_SLOPE = 0.1, 0.5  # weight of the projected majorities over the game
# Influence beyond what the display asks for (plus a margin) mostly serves majorities: it counts less.
# Tuned on self-play: flat values let 5-player games stall (CC-31) in about 8 % of games, this 1-2 %.
_NEED_MARGIN = 2
_EXCESS_SHARE = 0.6


def display_needs(s: CouncilsState) -> tuple[int, ...]:
    """Per influence type, the most any display card asks for: points up to a little above it are
    what buildings can use now."""
    need = [0] * len(s.data.influence_types)
    cards = s.data.cards
    for card in s.display:
        for index, amount in cards[card].cost_items:
            if amount > need[index]:
                need[index] = amount
    return tuple(need)


def player_value(
    s: CouncilsState,
    player: int,
    majorities: tuple[int, ...] | None = None,
    needs: tuple[int, ...] | None = None,
) -> float:
    """Expected final VP of ``player`` from this position (a heuristic, not a bound)."""
    if s.stage == OVER:
        return float(s.vp(player))
    if majorities is None:
        majorities = majority_bonus(s)
    if needs is None:
        needs = display_needs(s)
    late = s.stage in (FINISHING, FINAL)
    # Majorities only count at the end and shift a lot before it: weigh them by how far the game is.
    if late:
        weight = 1.0
    else:
        total_cards = len(s.deck) + len(s.display) + len(s.city) - 1
        weight = _MAJORITY_BASE + _MAJORITY_SLOPE * (len(s.city) - 1) / max(1, total_cards)
    value = float(sum(s.vp_parts[player])) + weight * majorities[player]
    scale = 0.35 if late else 1.0
    row = s.influence[player]
    last = len(row) - 1
    influence = 0.0
    for index, have in enumerate(row):
        point = _DEV_POINT if index == last else _COUNCIL_POINT
        useful = min(have, needs[index] + _NEED_MARGIN)
        influence += point * (useful + _EXCESS_SHARE * (have - useful))
    value += scale * influence
    for council in s.councils:
        value += scale * _COUNCIL_SEATS[min(council[player], 6)]
    for owner, _count in s.staff.values():
        if owner == player:
            value += scale * _STAFFED_CARD
    value += scale * _AVAILABLE * s.available[player]
    return value


def _relative(s: CouncilsState, player: int) -> float:
    if s.stage == OVER:
        return s.vp(player) - 0.5 * max(s.vp(q) for q in range(s.num_players) if q != player)
    majorities = majority_bonus(s)
    needs = display_needs(s)
    mine = player_value(s, player, majorities, needs)
    others = [player_value(s, q, majorities, needs) for q in range(s.num_players) if q != player]
    return mine - 0.5 * max(others)


def _greedy_step(s: CouncilsState, player: int, actions: list[Action], rng: Rng) -> Action:
    best: list[Action] = []
    best_value = -math.inf
    for action in actions:
        trial = s.clone()
        trial.apply_action(player, action, trusted=True)
        value = _relative(trial, player)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def heuristic_action(s: CouncilsState, player: int, rng: Rng) -> Action:
    actions = s.legal_actions(player)
    if len(actions) == 1:
        return actions[0]
    if s.pending:
        return _greedy_step(s, player, actions, rng)
    best: list[Action] = []
    best_value = -math.inf
    for action in actions:
        trial = s.clone()
        trial.apply_action(player, action, trusted=True)
        steps = 0
        while trial.pending and trial.to_move() == (player,) and steps < _MAX_FOLLOW_UP:
            follow = trial.legal_actions(player)
            choice = follow[0] if len(follow) == 1 else _greedy_step(trial, player, follow, rng)
            trial.apply_action(player, choice, trusted=True)
            steps += 1
        value = _relative(trial, player)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def evaluate(s: CouncilsState) -> list[float]:
    """Per player, a [0, 1] value from the expected-VP lead over the best opponent."""
    if s.stage == OVER:
        values = [float(s.vp(p)) for p in range(s.num_players)]
    else:
        majorities = majority_bonus(s)
        needs = display_needs(s)
        values = [player_value(s, p, majorities, needs) for p in range(s.num_players)]
    out = []
    for p, v in enumerate(values):
        rival = max(values[q] for q in range(s.num_players) if q != p)
        out.append(1.0 / (1.0 + math.exp(-(v - rival) / 6.0)))
    return out
