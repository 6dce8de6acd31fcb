"""Each player's estimated chance to win after every step of a game.

The estimate is the game's own evaluation (``GameDefinition.evaluate``) of
the position, turned into shares that add up to 1 over the players (over the
teams in a team game, each seat showing its team's chance); at the end it is
the result itself (the winners share the win). A game without an
evaluation gets a short, seeded look-ahead instead: a few playouts with the
game's rule of thumb, scored by who would win them. For a game still in
progress the estimate looks through one seat's eyes: the hidden part is
re-dealt for that seat a few times (seeded) and the evaluations averaged, so
the chart never knows what the seat could not.

The work is split into steps (:meth:`WinChances.advance`), so a window can
compute it a little at a time and stay responsive; the figures are the same
however it is split.
"""

from __future__ import annotations

import dataclasses
import time

from ..ai.agents import CanonicalRng
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from .replay import Replay

DEALS = 4  # re-deals averaged per step when looking through one seat's eyes
PLAYOUTS = 3  # rule-of-thumb playouts per step for a game without an evaluation
PLAYOUT_ACTIONS = 400  # a playout that has not ended by then is scored as it stands


def shares(values: list[float]) -> list[float]:
    """Values in [0, 1] per player as chances that add up to 1 (a solo game keeps its one value)."""
    clipped = [min(1.0, max(0.0, v)) for v in values]
    if len(clipped) == 1:
        return clipped
    total = sum(clipped)
    if total <= 0:
        return [1.0 / len(clipped)] * len(clipped)
    return [v / total for v in clipped]


def team_shares(values: list[float], teams: tuple[tuple[int, ...], ...]) -> list[float]:
    """shares() over the teams of a team game (ScoreSheet.teams), each seat showing its team's chance:
    running mates win together, so splitting the team's chance between them would halve it."""
    if not teams:
        return shares(values)
    per_team = shares([sum(values[p] for p in team) / len(team) for team in teams])
    out = [0.0] * len(values)
    for team, chance in zip(teams, per_team, strict=True):
        for p in team:
            out[p] = chance
    return out


def result_chances(state: GameState) -> list[float]:
    sheet = state.score_sheet()
    n = state.num_players
    if not sheet.winners:
        return [0.0] * n
    shared = len(sheet.winning_teams()) if sheet.teams else len(sheet.winners)
    return [1.0 / shared if p in sheet.winners else 0.0 for p in range(n)]


def _playout(game: GameDefinition, state: GameState, rng: Rng) -> list[float]:
    state = state.clone()
    for _ in range(PLAYOUT_ACTIONS):
        movers = state.to_move()
        if not movers:
            return result_chances(state)
        player = movers[0]
        state.apply_action(player, game.heuristic_action(state, player, rng), trusted=True)
    return team_shares(state.returns(), state.score_sheet().teams)


def estimate(game: GameDefinition, state: GameState, rng: Rng) -> list[float]:
    """Chances from the true state (a finished game, or one seat's re-deal of it)."""
    if state.is_terminal():
        return result_chances(state)
    values = game.evaluate(state)
    if values is not None:
        return team_shares(list(values), state.score_sheet().teams)
    runs = [_playout(game, state, rng) for _ in range(PLAYOUTS)]
    return [sum(run[p] for run in runs) / len(runs) for p in range(state.num_players)]


@dataclasses.dataclass(frozen=True)
class Swing:
    step: int  # the step after which the chance had changed
    player: int
    change: float  # signed change of that player's chance


class WinChances:
    """The chance series of a replay, seen by ``perspective`` (None: with everything known,
    allowed only for a finished game)."""

    def __init__(self, replay: Replay, perspective: int | None, seed: int | None = None) -> None:
        if perspective is None and not replay.finished:
            raise ValueError("a game in progress is judged through one seat's eyes")
        self.replay = replay
        self.perspective = perspective
        self.seed = replay.match.seed if seed is None else seed
        self.values: list[list[float]] = []  # values[step][player]

    @property
    def done(self) -> bool:
        return len(self.values) == len(self.replay.states)

    def _at(self, step: int) -> list[float]:
        game, state = self.replay.game, self.replay.states[step]
        seed = self.seed ^ (step * 0x9E3779B1) ^ ((self.perspective or 0) << 40)
        if self.perspective is None or state.is_terminal():
            return estimate(game, state, Rng(seed))
        # Re-deals that ignore the order of the hidden cards, so what the seat cannot see
        # leaves no trace in the figures (as for the computer players).
        rng = CanonicalRng(seed)
        deals = [estimate(game, state.redeterminize(self.perspective, rng), rng) for _ in range(DEALS)]
        return [sum(d[p] for d in deals) / len(deals) for p in range(state.num_players)]

    def advance(self, seconds: float | None = None, steps: int | None = None) -> bool:
        """Compute further steps for up to ``seconds`` (or ``steps`` of them); True when all are done."""
        started = time.perf_counter()
        count = 0
        while not self.done:
            self.values.append(self._at(len(self.values)))
            count += 1
            if steps is not None and count >= steps:
                break
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return self.done

    def compute_all(self) -> list[list[float]]:
        self.advance()
        return self.values

    def series(self, player: int) -> list[float]:
        return [row[player] for row in self.values]

    def swings(self, count: int = 3) -> list[Swing]:
        """The ``count`` biggest single-step changes of anyone's chance, largest first
        (one per step: the player whose chance moved most; the step into the final
        result is left out)."""
        found = []
        for step in range(1, len(self.values)):
            if self.replay.states[step].is_terminal():
                continue  # the estimate meeting the result is no move's doing
            before, after = self.values[step - 1], self.values[step]
            player = max(range(len(after)), key=lambda p: (abs(after[p] - before[p]), after[p] - before[p]))
            change = after[player] - before[player]
            if abs(change) > 1e-9:
                found.append(Swing(step, player, change))
        found.sort(key=lambda s: (-abs(s.change), s.step))
        return found[:count]
