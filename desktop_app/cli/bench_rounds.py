"""Random games per CPU-second, project beside reference, measured in alternating rounds.

Timed once each, the two engines run at different moments, and on a shared machine the load (CPU
frequency, other processes' pressure on the caches) differs between those moments: the ratio of
two such figures swung 0.40-0.67 between runs. Here each engine plays in its own child process that
stays up (warmed up once), and the two take turns: in each of ROUNDS rounds both play random games
for SECONDS of their own CPU time, one right after the other, the order swapped every round so
neither always goes first. A round's ratio compares neighbours that saw the same load; the figure
reported is the median of the rounds' ratios, with the lowest and highest beside it.

Both children run the same batch loop (bench_playout's rounds drivers) and the same playout policy
as ``bench-instructions``: the first player to move takes ``random.Random(seed ^ 0x5EED).choice``,
every batch from seed 1000 on. A reference engine that is absent or fails leaves the project's
figures alone, printed with the reason.

Run alone as ``python -m desktop_app.cli.bench_rounds --game G [--players N ...] [--rounds R]
[--seconds S]``; ``bench`` uses it for its ratio lines.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from . import bench_instructions, bench_playout, bench_reference
from .options import game_options_or_exit
from .simulate import find_game

DEFAULT_ROUNDS = 7
DEFAULT_SECONDS = 7.0
WARMUP_GAMES = 20


class RoundsError(RuntimeError):
    """A child that could not be run or stopped answering, with a readable reason."""


@dataclasses.dataclass(frozen=True)
class Batch:
    """One side's share of a round: games and actions played in ``cpu`` seconds of its CPU time."""

    games: int
    actions: int
    cpu: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.cpu

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.cpu


@dataclasses.dataclass(frozen=True)
class Round:
    """The two sides' batches of one round: played one right after the other."""

    ours: Batch
    theirs: Batch | None  # None: the project alone (no reference)


@dataclasses.dataclass(frozen=True)
class Spread:
    """The median of some per-round figures, with the lowest and the highest."""

    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: list[float]) -> Spread:
        return cls(statistics.median(values), min(values), max(values))


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A player count's rounds, and why there is no reference side when there is none."""

    rounds: list[Round]
    seconds: float
    reason: str = ""  # empty when every round has both sides

    @property
    def compared(self) -> bool:
        return bool(self.rounds) and all(r.theirs is not None for r in self.rounds)

    def ours(self, figure: str = "games_per_s") -> Spread:
        return Spread.of([getattr(r.ours, figure) for r in self.rounds])

    def theirs(self, figure: str = "games_per_s") -> Spread:
        return Spread.of([getattr(r.theirs, figure) for r in self.rounds if r.theirs is not None])

    def ratio(self, figure: str = "games_per_s") -> Spread:
        """Project / reference: the median of the rounds' own ratios, each round's project batch over
        the reference batch beside it (not the ratio of two medians, which pairs different moments)."""
        return Spread.of([getattr(r.ours, figure) / getattr(r.theirs, figure)
                          for r in self.rounds if r.theirs is not None])

    def fields(self) -> dict[str, Any]:
        """JSON fields: the rounds' setting, medians per side and, when compared, the ratios' spread."""
        out: dict[str, Any] = {"rounds": len(self.rounds), "round_seconds": self.seconds}
        if self.rounds:
            out["rounds_random_games_per_s"] = self.ours().median
            out["rounds_actions_per_s"] = self.ours("actions_per_s").median
        if not self.compared:
            out["rounds_note"] = self.reason
            return out
        for name, figure in (("random_games_per_s", "games_per_s"), ("actions_per_s", "actions_per_s")):
            ratio = self.ratio(figure)
            out[f"rounds_reference_{name}"] = self.theirs(figure).median
            out[f"ratio_{name}"] = ratio.median
            out[f"ratio_{name}_min"] = ratio.low
            out[f"ratio_{name}_max"] = ratio.high
        return out


class Child:
    """A driver child that plays batches on request (bench_playout's rounds drivers)."""

    def __init__(self, label: str, command: list[str], env: dict[str, str]) -> None:
        self.label = label
        # stderr goes to a file: a chatty engine can never block on a full pipe. It lives as long as
        # the child, so close() shuts it, not a with block.
        self.errors: IO[str] = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=self.errors, text=True, env=env)
        except OSError as exc:
            self.errors.close()
            raise RoundsError(f"{label} could not be run: {exc}") from exc
        self._answer()  # {"ready": true} once warmed up

    def _answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        try:
            return dict(json.loads(line))
        except ValueError:
            self.errors.seek(0)
            last = (self.errors.read().strip().splitlines() or ["no message"])[-1]
            code = self.close()
            raise RoundsError(f"{self.label} failed (exit {code}): {last}") from None

    def batch(self, seconds: float) -> Batch:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(f"{seconds!r}\n")
            self.process.stdin.flush()
        except OSError:  # it has gone: its missing answer says why
            pass
        answer = self._answer()
        return Batch(int(answer["games"]), int(answer["actions"]), float(answer["cpu"]))

    def close(self) -> int:
        """End the child (the end of its input ends its loop) and give its exit code."""
        if self.process.stdin is not None and not self.process.stdin.closed:
            with contextlib.suppress(OSError):  # it may have gone already
                self.process.stdin.close()
        try:
            code = self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        self.errors.close()
        return code


def project_command(game_id: str, players: int, options: dict) -> list[str]:
    return [sys.executable, "-c", bench_playout.PROJECT_ROUNDS_DRIVER, game_id, str(players),
            str(WARMUP_GAMES), json.dumps(options, sort_keys=True)]


def reference_command(script: Path, players: int) -> list[str]:
    return [sys.executable, "-c", bench_playout.REFERENCE_ROUNDS_DRIVER, str(script), str(players),
            str(WARMUP_GAMES)]


def _start_reference(script: Path | None, players: int, env: dict[str, str], note: str,
                     ) -> tuple[Child | None, str]:
    if script is None:
        return None, note
    try:
        return Child(f"reference engine {script}", reference_command(script, players), env), ""
    except RoundsError as exc:
        return None, f"reference engine failed: {exc}"


def _reference_batch(theirs: Child, seconds: float) -> Batch | RoundsError:
    """The reference's batch, or its failure as a value: the project plays on alone after it."""
    try:
        return theirs.batch(seconds)
    except RoundsError as exc:
        return exc


def run_rounds(game_id: str, players: int, options: dict, script: Path | None, rounds: int,
               seconds: float, note: str = "", on_round: Callable[[int, Round], None] | None = None,
               alone: bool = True) -> Outcome:
    """ROUNDS rounds at one player count. Without a script (``note`` says why) or when the reference
    fails, the project plays its rounds alone (``alone``; else it stops there) and the outcome says
    why. A project that fails raises RoundsError."""
    # bench-instructions' environment: this tree's desktop_app first, one string-hash seed.
    env = bench_instructions.child_env()
    theirs, reason = _start_reference(script, players, env, note)
    if theirs is None and not alone:
        return Outcome([], seconds, reason)
    done: list[Round] = []
    ours = Child("project engine", project_command(game_id, players, options), env)
    try:
        for number in range(rounds):
            # The order swaps every round, so neither side always runs on the other's heels.
            first, second = ("ours", "theirs") if number % 2 == 0 else ("theirs", "ours")
            batches: dict[str, Batch | None] = {"theirs": None}
            for side in (first, second):
                if side == "ours":
                    batches["ours"] = ours.batch(seconds)
                elif theirs is not None:
                    answer = _reference_batch(theirs, seconds)
                    if isinstance(answer, RoundsError):
                        reason = f"reference engine failed in round {number + 1}: {answer}"
                        theirs = None  # closed by the failure
                        if not alone:
                            return Outcome([], seconds, reason)
                        done = [Round(r.ours, None) for r in done]
                    else:
                        batches["theirs"] = answer
            mine = batches["ours"]
            assert mine is not None
            played = Round(mine, batches["theirs"])
            done.append(played)
            if on_round is not None:
                on_round(number, played)
    finally:
        ours.close()
        if theirs is not None:
            theirs.close()
    return Outcome(done, seconds, reason)


def describe(outcome: Outcome) -> str:
    """One line: the ratio with its spread, or the project's figure and why it stands alone."""
    setting = f"{len(outcome.rounds)} rounds of {outcome.seconds:g} CPU-s per side"
    if not outcome.rounds:
        return f"no rounds played: {outcome.reason}"
    if not outcome.compared:
        return (f"project {outcome.ours().median:,.1f} random games/CPU-s (median of {setting}); "
                f"no ratio: {outcome.reason}")
    ratio = outcome.ratio()
    return (f"ratio {ratio.median:.2f} (rounds {ratio.low:.2f}-{ratio.high:.2f}; median of {setting})")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.cli.bench_rounds",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id: copernico, copycat or councils")
    parser.add_argument("--players", type=int, nargs="+", default=None, metavar="N",
                        help="player counts (default: 2 and the game's maximum)")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="game options")
    add_round_options(parser, "--rounds", "--seconds")
    parser.add_argument("--reference", metavar="DIR", default=None,
                        help="folder of the reference engines (default: $GAME_TABLE_REFERENCE, "
                             "else ../shared/reference beside the checkout)")
    return parser


def add_round_options(parser: argparse.ArgumentParser, rounds: str, seconds: str) -> None:
    """The two settings, under the names the tool gives them (``bench`` has its own --seconds)."""
    parser.add_argument(rounds, type=int, default=DEFAULT_ROUNDS, metavar="N",
                        help=f"rounds of project and reference taking turns (default {DEFAULT_ROUNDS})")
    parser.add_argument(seconds, type=float, default=DEFAULT_SECONDS, metavar="S",
                        help=f"CPU seconds per side per round (default {DEFAULT_SECONDS:g}; the whole "
                             "takes about 2 x rounds x S per player count)")


def check_round_options(parser: argparse.ArgumentParser, rounds: int, seconds: float) -> None:
    if rounds < 1 or seconds <= 0:
        parser.error("the rounds must be at least 1 and their seconds more than 0")


def print_round(number: int, played: Round) -> None:
    """Progress on stderr: each round's figures as they come."""
    text = f"  round {number + 1}: project {played.ours.games_per_s:,.1f} games/CPU-s"
    if played.theirs is not None:
        text += (f", reference {played.theirs.games_per_s:,.1f}, "
                 f"ratio {played.ours.games_per_s / played.theirs.games_per_s:.3f}")
    print(text, file=sys.stderr)


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_round_options(parser, args.rounds, args.seconds)
    try:
        game = find_game(args.game)
    except Exception as exc:  # unknown game: a readable message
        parser.error(str(exc.args[0]) if exc.args else str(exc))
    script, note = bench_reference.find_script(game.id, args.reference)
    counts = args.players or sorted({max(2, game.min_players), game.max_players})
    for players in counts:
        options = game_options_or_exit(parser, game, players, args.options)
        print(f"{game.title}, {players} players: {args.rounds} rounds of {args.seconds:g} CPU-s per side",
              file=sys.stderr)
        try:
            outcome = run_rounds(game.id, players, options, script, args.rounds, args.seconds, note,
                                 on_round=print_round)
        except RoundsError as exc:
            print(f"bench_rounds: {exc}", file=sys.stderr)
            return 1
        print(f"{game.title}, {players} players: {describe(outcome)}")
        print(json.dumps({"game": game.id, "players": players, **outcome.fields()}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
