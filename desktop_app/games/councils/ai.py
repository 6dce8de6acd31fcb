"""Councils & Contracts heuristics: a greedy builder (the Easy level and rollout policy) and a
position evaluation that cuts rollouts short.

The builder tries each legal action, finishes the rest of its own decisions greedily, and keeps the
action whose result it values most: its expected final VP (score, majorities it leads, influence the
display's projects can use, employees waiting in councils or on buildings) against its opponents'.
Where a card goes is rated directly from its neighbours (the valuation ignores the city layout), which
keeps the Easy level and the search's rollouts cheap.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.rng import Rng
from . import city
from .actions import ChoosePosition, PlaceEmployees
from .data import HALL, Effect
from .ending import majority_bonus
from .frames import Frame, FrameKind
from .stages import FINAL, FINISHING, OVER
from .state import CouncilsState

# Worth of one influence point in later VP while projects can still be built: A cards return about
# 1 VP per point, B cards 2 per point plus 2; development is the scarce one.
_COUNCIL_POINT = 0.8
_DEV_POINT = 1.3
# Expected worth of k employees sitting in one council (realised when it is resolved).
_COUNCIL_SEATS = (0.0, 0.3, 1.6, 2.4, 4.6, 4.6, 4.6)
# A staffed building: its action in hand plus the employees coming back. Valued at 1.6 the builder
# left employees parked on buildings for most of the game and lived on single placements (1 influence
# every 2 turns); the start player, who builds first, got stuck most: 38 % wins at 2 players (BT-4).
_STAFFED_CARD = 1.0
_AVAILABLE = 0.35
# An employee in the box is lost for good unless #17/#20 bring it back. Unvalued, boxing (#2/#5/#6)
# looked free and #17/#20 not worth taking; each boxed employee now counts against the player.
_BOXED = 1.5
_MAX_FOLLOW_UP = 6  # own decisions completed greedily after a candidate action
_MAJORITY_BASE, _MAJORITY_SLOPE = 0.1, 0.5  # weight of the projected majorities over the game
# Influence beyond what the display asks for (plus a margin) mostly serves majorities: it counts less.
# Tuned on self-play: flat values let 5-player games stall (CC-31) in about 8 % of games, this 1-2 %.
_NEED_MARGIN = 2
_EXCESS_SHARE = 0.6


# display -> display_needs(); the display changes only when a project starts, so rollouts and the
# greedy trials ask about the same few displays over and over. Cleared when it grows large.
_NEEDS_CACHE: dict[tuple[str, ...], tuple[int, ...]] = {}
_NEEDS_DATA: list[object] = [None]  # the card data the cache was filled from


def display_needs(s: CouncilsState) -> tuple[int, ...]:
    """Per influence type, the most any display card asks for: points up to a little above it are
    what buildings can use now."""
    if _NEEDS_DATA[0] is not s.data:
        _NEEDS_CACHE.clear()
        _WORTH_CACHE.clear()
        _MAJORITY_CACHE.clear()
        _CONTEXT_CACHE.clear()
        _NEEDS_DATA[0] = s.data
    cached_needs = _NEEDS_CACHE.get(s.display)
    if cached_needs is not None:
        return cached_needs
    need = [0] * len(s.data.influence_types)
    cards = s.data.cards
    for card in s.display:
        for index, amount in cards[card].cost_items:
            if amount > need[index]:
                need[index] = amount
    if len(_NEEDS_CACHE) > 20000:
        _NEEDS_CACHE.clear()
    result = _NEEDS_CACHE[s.display] = tuple(need)
    return result


def player_value(
    s: CouncilsState,
    player: int,
    majorities: tuple[int, ...] | None = None,
    needs: tuple[int, ...] | None = None,
) -> float:
    """Expected final VP of ``player`` from this position (a heuristic, not a bound)."""
    if s.stage == OVER:
        return float(s.vp(player))
    return player_values(s, majorities, needs)[player]


def player_values(
    s: CouncilsState, majorities: tuple[int, ...] | None = None, needs: tuple[int, ...] | None = None,
) -> list[float]:
    """:func:`player_value` of every player at once (the search asks for all of them, and the shared
    parts are worked out once)."""
    n = s.num_players
    if s.stage == OVER:
        return [float(s.vp(p)) for p in range(n)]
    if majorities is None:
        majorities = _majorities(s)
    context = _context(s, needs)
    staffed = _staffed(s)
    seats = _seats(s)
    return [
        context.value(s, player, majorities[player], seats[player], staffed[player], s.available[player])
        for player in range(n)
    ]


def _seats(s: CouncilsState) -> list[list[int]]:
    """Per player, their employees in each council."""
    n = s.num_players
    councils = s.councils
    return [councils[player::n] for player in range(n)]


def _staffed(s: CouncilsState) -> list[int]:
    """Per player, the buildings holding their employees."""
    staffed = [0] * s.num_players
    for owner, _count in s.staff.values():
        staffed[owner] += 1
    return staffed


# (late, cards in the deck, cards in the city, the display) -> the _Context of such positions: the
# search values thousands of positions that share these. At most 128 contexts of at most 2000 memoised
# values each, so a long session's memory stays bounded.
_CONTEXT_CACHE: dict[tuple[bool, int, int, tuple[str, ...]], _Context] = {}


def _context(s: CouncilsState, needs: tuple[int, ...] | None = None) -> _Context:
    if needs is not None:
        return _Context(s, needs)
    if _NEEDS_DATA[0] is not s.data:
        display_needs(s)  # clears the caches filled from other card data
    key = (s.stage in (FINISHING, FINAL), len(s.deck), len(s.city), s.display)
    context = _CONTEXT_CACHE.get(key)
    if context is None:
        if len(_CONTEXT_CACHE) > 128:
            _CONTEXT_CACHE.clear()
        context = _CONTEXT_CACHE[key] = _Context(s)
    return context


class _Context:
    """The parts of :func:`player_value` shared by every player of one position: how far the game is
    and what the display asks for. The figures are added in one fixed order, so a value worked out
    for a candidate move (see :class:`_PlaceTrials`) is the same to the bit as the full valuation."""

    __slots__ = ("weight", "scale", "needs", "limits", "points", "seat_terms", "staffed_term",
                 "available_term", "boxed_term", "values")

    def __init__(self, s: CouncilsState, needs: tuple[int, ...] | None = None) -> None:
        if needs is None:
            needs = display_needs(s)
        late = s.stage in (FINISHING, FINAL)
        # Majorities only count at the end and shift a lot before it: weigh them by how far the game is.
        if late:
            self.weight = 1.0
        else:
            total_cards = len(s.deck) + len(s.display) + len(s.city) - 1
            self.weight = _MAJORITY_BASE + _MAJORITY_SLOPE * (len(s.city) - 1) / max(1, total_cards)
        scale = self.scale = 0.35 if late else 1.0
        self.needs = needs
        self.limits = [need + _NEED_MARGIN for need in needs]
        points = [_COUNCIL_POINT] * len(needs)
        points[-1] = _DEV_POINT
        self.points = points
        self.seat_terms = tuple(scale * seats for seats in _COUNCIL_SEATS)
        self.staffed_term = scale * _STAFFED_CARD
        self.available_term = scale * _AVAILABLE
        self.boxed_term = scale * _BOXED
        # One player's figures -> their value (:meth:`value`): opponents' values recur across the
        # moves a player tries.
        self.values: dict[tuple[object, ...], float] = {}

    def influence_worth(self, short: int, row: Sequence[int]) -> float:
        """The worth of the influence ``row``, whose packed form is ``short`` (CouncilsState.shorts: one
        int tells a row apart, quicker to key by than the row)."""
        key = (short, self.needs)
        worth = _WORTH_CACHE.get(key)
        if worth is None:
            worth = 0.0
            for have, limit, point in zip(row, self.limits, self.points, strict=True):
                useful = have if have < limit else limit
                worth += point * (useful + _EXCESS_SHARE * (have - useful))
            if len(_WORTH_CACHE) > 50000:
                _WORTH_CACHE.clear()
            _WORTH_CACHE[key] = worth
        return worth

    def value(self, s: CouncilsState, player: int, majority: int, seats: Sequence[int], staffed: int,
              available: int) -> float:
        """One player's value with the given employees in councils and available (the rest from ``s``)."""
        # The influence row by its packed form (CouncilsState.shorts): one int tells it apart.
        short = s.shorts[player]
        key = (s.vp_parts[player], majority, short, tuple(seats), staffed, available, s.box[player])
        value = self.values.get(key)
        if value is not None:
            return value
        value = float(sum(s.vp_parts[player])) + self.weight * majority
        value += self.scale * self.influence_worth(short, s.influence_row(player))
        terms = self.seat_terms
        for count in seats:
            value += terms[count if count < 6 else 6]
        # Added one at a time, as a sum over the buildings, so the figures stay the same to the bit.
        for _ in range(staffed):
            value += self.staffed_term
        value += self.available_term * available
        value -= self.boxed_term * s.box[player]
        if len(self.values) > 2000:
            self.values.clear()
        self.values[key] = value
        return value


# (influence row packed, display needs) -> its worth before scaling; influence rows recur endlessly.
_WORTH_CACHE: dict[tuple[int, tuple[int, ...]], float] = {}
# influence of all players (packed, CouncilsState.shorts) -> majority bonus (ending.majority_bonus,
# which the valuation asks for after every trial move, mostly of positions whose influence did not
# change).
_MAJORITY_CACHE: dict[tuple[int, ...], tuple[int, ...]] = {}


def _majorities(s: CouncilsState) -> tuple[int, ...]:
    if _NEEDS_DATA[0] is not s.data:
        display_needs(s)  # clears the caches filled from other card data
    # Keyed by the packed rows (CouncilsState.shorts): one int per player tells its row apart, and the
    # state's rows are changed in place.
    key = tuple(s.shorts)
    bonus = _MAJORITY_CACHE.get(key)
    if bonus is None:
        if len(_MAJORITY_CACHE) > 50000:
            _MAJORITY_CACHE.clear()
        bonus = _MAJORITY_CACHE[key] = majority_bonus(s)
    return bonus


def _relative(s: CouncilsState, player: int) -> float:
    if s.stage == OVER:
        return s.vp(player) - 0.5 * max(s.vp(q) for q in range(s.num_players) if q != player)
    values = player_values(s)
    return values[player] - 0.5 * max(v for q, v in enumerate(values) if q != player)


class _Baseline:
    """The valuation of the position a player chooses from, so that the positions their candidate
    moves lead to are valued by what changed: a player whose figures (VP, influence, majority,
    employees in councils, on buildings, available and boxed) are the very ones of the baseline keeps
    the baseline's value, and only the others are valued again. The figures are looked up exactly as
    :func:`player_values` does, so every value, and so every choice, is the same to the bit."""

    __slots__ = ("state", "majorities", "context", "seats", "staffed", "values")

    def __init__(self, s: CouncilsState) -> None:
        self.state = s
        self.majorities = _majorities(s)
        self.context = _context(s)
        self.seats = _seats(s)
        self.staffed = _staffed(s)
        # Each player's baseline value, worked out when a trial first keeps it.
        self.values: list[float | None] = [None] * s.num_players

    def player_values(self, trial: CouncilsState) -> list[float] | None:
        """:func:`player_values` of ``trial``, a position reached from the baseline's; None when the
        game is over there (its values are the final VP)."""
        if trial.stage == OVER:
            return None
        base = self.state
        if (trial.deck is not base.deck or trial.display is not base.display or trial.city is not base.city
                or (trial.stage in _LATE) != (base.stage in _LATE)):
            return player_values(trial)  # another context: nothing carries over
        majorities = self.majorities if trial.shorts == base.shorts else _majorities(trial)
        seats = self.seats if trial.councils is base.councils else _seats(trial)
        staffed = self.staffed if trial.staff is base.staff else _staffed(trial)
        context = self.context
        values = self.values
        out = []
        for q in range(trial.num_players):
            if (trial.vp_parts[q] is base.vp_parts[q] and trial.shorts[q] == base.shorts[q]
                    and majorities[q] == self.majorities[q] and seats[q] == self.seats[q]
                    and staffed[q] == self.staffed[q] and trial.available[q] == base.available[q]
                    and trial.box[q] == base.box[q]):
                value = values[q]
                if value is None:
                    value = values[q] = context.value(base, q, majorities[q], seats[q], staffed[q],
                                                      base.available[q])
                out.append(value)
            else:
                out.append(context.value(trial, q, majorities[q], seats[q], staffed[q], trial.available[q]))
        return out

    def relative(self, trial: CouncilsState, player: int) -> float:
        """:func:`_relative` of ``trial``."""
        values = self.player_values(trial)
        if values is None:
            return _relative(trial, player)
        rival = -math.inf  # the best opponent's value (a loop: a generator costs more than the search here)
        for q, value in enumerate(values):
            if q != player and value > rival:
                rival = value
        return values[player] - 0.5 * rival


_LATE = (FINISHING, FINAL)


# Actions worth copying with #8/#11 (CC-21): a card offering one likes a copier next to it.
_COPY_WORTHY = frozenset({Effect.GAIN_DEV, Effect.CONVERT_TO_DEV, Effect.RECALL_FROM_BOX,
                          Effect.BUILD_FROM_DISPLAY})
_ADJACENCY_VP = frozenset({Effect.ADJACENT_TYPE_VP, Effect.ADJACENT_DIVERSE_VP})


def _adjacency_vp(s: CouncilsState, effect: Effect, amount: int, pos: tuple[int, int]) -> int:
    """What a 0-worker #15/#16 card placed at ``pos`` scores at once (CC-24, CC-25)."""
    cards = s.data.cards
    types: dict[str, int] = {}
    hall = 0
    for card in city.adjacent_cards(s, pos):
        if card == HALL:
            hall = 1
        else:
            kind = cards[card].type
            types[kind] = types.get(kind, 0) + 1
    if effect is Effect.ADJACENT_TYPE_VP:
        return amount * ((max(types.values()) if types else 0) + hall)
    return amount * (len(types) + (1 if hall and len(types) < len(s.data.card_types) else 0))


# id of a city's positions dict -> (that dict, the card data, cells beside cards worth copying, cells beside
# copiers), each cell with how many such cards it touches. A city changes only when a card is laid, so the
# rollouts of one search ask about the same few cities again and again; the dict is kept so its id stays
# its own.
_BESIDE_CACHE: dict[int, tuple[dict[str, tuple[int, int]], object, dict[tuple[int, int], float],
                               dict[tuple[int, int], float]]] = {}


def _copy_neighbours(s: CouncilsState) -> tuple[dict[tuple[int, int], float], dict[tuple[int, int], float]]:
    """Per free or taken cell, how many cards beside it are worth copying with #8/#11, and how many are
    #8/#11 copiers (City Hall is neither)."""
    positions = s.positions
    entry = _BESIDE_CACHE.get(id(positions))
    if entry is not None and entry[0] is positions and entry[1] is s.data:
        return entry[2], entry[3]
    cards = s.data.cards
    worthy: dict[tuple[int, int], float] = {}
    copiers: dict[tuple[int, int], float] = {}
    for card, pos in positions.items():
        if card == HALL:
            continue
        effect = cards[card].effect
        if effect in _COPY_WORTHY:
            counts = worthy
        elif effect is Effect.COPY_ADJACENT:
            counts = copiers
        else:
            continue
        for cell in city.neighbours(pos):
            counts[cell] = counts.get(cell, 0.0) + 1.0
    if len(_BESIDE_CACHE) > 256:
        _BESIDE_CACHE.clear()
    _BESIDE_CACHE[id(positions)] = (positions, s.data, worthy, copiers)
    return worthy, copiers


def _choose_position(s: CouncilsState, frame: Frame, actions: list[Action], rng: Rng) -> Action:
    """Where a card goes only changes the score through adjacency, so the cells are rated directly
    instead of by trying each one: the VP of an on-placement #15/#16, else neighbours that can copy
    this card (or that this #8/#11 card can copy)."""
    info = s.data.cards[frame.card]
    if (info.effect is not Effect.COPY_ADJACENT and info.effect not in _COPY_WORTHY
            and not (info.workers == 0 and info.effect in _ADJACENCY_VP)):
        # No neighbour changes what this card is worth: every cell rates 0, so any is as good.
        return actions[rng.below(len(actions))] if len(actions) > 1 else actions[0]
    scores: list[float] = []
    if info.workers == 0 and info.effect in _ADJACENCY_VP:
        for action in actions:
            assert isinstance(action, ChoosePosition)
            scores.append(_adjacency_vp(s, info.effect, info.amount, (action.x, action.y)))
    else:
        # A copier counts the neighbours worth copying; a card worth copying counts neighbouring copiers.
        beside = _copy_neighbours(s)[0 if info.effect is Effect.COPY_ADJACENT else 1]
        for action in actions:
            assert isinstance(action, ChoosePosition)
            scores.append(beside.get((action.x, action.y), 0.0))
    top = max(scores)
    best = [a for a, v in zip(actions, scores, strict=True) if v >= top]
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def _greedy_step(s: CouncilsState, player: int, actions: list[Action], rng: Rng) -> Action:
    if s.pending[-1].kind is FrameKind.POSITION:
        return _choose_position(s, s.pending[-1], actions, rng)
    best: list[Action] = []
    best_value = -math.inf
    baseline = _Baseline(s)
    for action in actions:
        trial = s.clone()
        trial.apply_action(player, action, trusted=True)
        value = baseline.relative(trial, player)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


class _PlaceTrials:
    """The value of placing employees, worked out without playing each placement out.

    A placement changes only the mover's employees in councils and available ones, and ends the turn
    the same way whichever councils it names (no project starts, no decision follows), so after the
    first placement has been played out on a copy, every other one differs from it only in the
    mover's own council and available terms: the opponents' values, the majorities and the stage
    carry over."""

    __slots__ = ("trial", "player", "rival", "over_value", "context", "majority", "staffed", "seats",
                 "available")

    def __init__(self, before: CouncilsState, trial: CouncilsState, player: int, baseline: _Baseline) -> None:
        self.trial = trial
        self.player = player
        self.over_value: float | None = None
        values = baseline.player_values(trial)
        if values is None:
            self.over_value = _relative(trial, player)
            return
        self.rival = 0.5 * max(v for q, v in enumerate(values) if q != player)
        self.context = _context(trial)
        self.majority = _majorities(trial)[player]
        self.staffed = sum(1 for owner, _count in trial.staff.values() if owner == player)
        self.seats = before.councils[player::before.num_players]
        self.available = before.available[player]

    def value(self, action: PlaceEmployees) -> float:
        if self.over_value is not None:
            return self.over_value
        seats = list(self.seats)
        ids = self.trial.council_ids
        for council in action.councils:
            seats[ids.index(council)] += 1
        own = self.context.value(self.trial, self.player, self.majority, seats, self.staffed,
                                 self.available - len(action.councils))
        return own - self.rival


def heuristic_action(s: CouncilsState, player: int, rng: Rng) -> Action:
    actions = s.legal_actions(player)
    if len(actions) == 1:
        return actions[0]
    if s.pending:
        return _greedy_step(s, player, actions, rng)
    best: list[Action] = []
    best_value = -math.inf
    places: _PlaceTrials | None = None
    baseline = _Baseline(s)
    for action in actions:
        if places is not None and type(action) is PlaceEmployees:
            value = places.value(action)
        else:
            trial = s.clone()
            trial.apply_action(player, action, trusted=True)
            steps = 0
            while trial.pending and trial.to_move() == (player,) and steps < _MAX_FOLLOW_UP:
                follow = trial.legal_actions(player)
                choice = follow[0] if len(follow) == 1 else _greedy_step(trial, player, follow, rng)
                trial.apply_action(player, choice, trusted=True)
                steps += 1
            value = baseline.relative(trial, player)
            if type(action) is PlaceEmployees:
                places = _PlaceTrials(s, trial, player, baseline)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def evaluate(s: CouncilsState) -> list[float]:
    """Per player, a [0, 1] value from the expected-VP lead over the best opponent."""
    values = player_values(s)
    out = []
    for p, v in enumerate(values):
        rival = max(values[q] for q in range(s.num_players) if q != p)
        out.append(1.0 / (1.0 + math.exp(-(v - rival) / 6.0)))
    return out
