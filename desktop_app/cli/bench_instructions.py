"""``python -m desktop_app bench-instructions``: engine speed as instructions per random game.

CPU-time ratios against the reference engines (``bench``) swing by a third between runs on a
shared machine; instruction counts do not. For each player count this runs the project's and the
reference's random games under ``valgrind --tool=callgrind`` in child processes, twice each: with
GAMES measured games and with none (both after the same warm-up games), so start-up, imports and
warm-up cancel out: instructions per game = (Ir(GAMES) - Ir(0)) / GAMES. It prints both sides,
the ratio reference / project (the issue 13 goal is >= 0.5: the project costs at most twice the
reference), instructions per action, and one JSON line at the end.

Playout policy, the same on both sides (bench_playout): the first player to move takes
``random.Random(seed ^ 0x5EED).choice(legal list)``, seeds 99000+ for warm-up and 1000+ for the
measured games. The standard library's chooser on both sides on purpose: the figure must compare
engines, not random generators (``bench`` draws with the project's pure-Python ``Rng``, which
would be charged to the project alone). The games themselves differ (two engines, two shuffles),
so GAMES should be large enough (40 by default) for their lengths to average out; the per-action
figures show how much of a ratio comes from game length.

The reference script runs in its own child process (bench_playout.REFERENCE_DRIVER); the app
never imports it. Without valgrind or without the reference the tool says so and exits non-zero.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from . import bench_playout, bench_reference
from .options import game_options_or_exit
from .simulate import find_game

# Exit codes: a tool that is missing (valgrind, the reference engine), a run that failed.
EXIT_MISSING = 2
EXIT_FAILED = 1


class MeasureError(RuntimeError):
    """A child run that failed, with a readable reason."""


@dataclasses.dataclass
class Side:
    """One engine's figures at one player count."""

    instructions: int  # Ir(GAMES) - Ir(0)
    games: int
    actions: int

    @property
    def per_game(self) -> float:
        return self.instructions / self.games

    @property
    def per_action(self) -> float:
        return self.instructions / max(self.actions, 1)


def project_command(game_id: str, players: int, options: dict, games: int, warmup: int) -> list[str]:
    return [sys.executable, "-m", "desktop_app.cli.bench_playout", game_id, str(players), str(games),
            str(warmup), json.dumps(options, sort_keys=True)]


def reference_command(script: Path, players: int, games: int, warmup: int) -> list[str]:
    return [sys.executable, "-c", bench_playout.REFERENCE_DRIVER, str(script), str(players), str(games),
            str(warmup)]


def read_total(callgrind_out: Path) -> int:
    """The total instruction count of a callgrind output file (its ``summary:`` or ``totals:`` line)."""
    for line in callgrind_out.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise MeasureError(f"{callgrind_out} has no instruction total")


def run_counted(valgrind: str, command: list[str], folder: Path, label: str,
                env: dict[str, str]) -> tuple[int, dict[str, int]]:
    """Run a driver under callgrind: (instructions, the driver's JSON line)."""
    out = folder / f"{label}.callgrind"
    full = [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}", *command]
    try:
        done = subprocess.run(full, capture_output=True, text=True, env=env, check=False)
    except OSError as exc:
        raise MeasureError(f"{valgrind} could not be run: {exc}") from exc
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise MeasureError(f"{label} failed under callgrind (exit {done.returncode}): {last}")
    try:
        result = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError) as exc:
        raise MeasureError(f"{label} printed no result line") from exc
    return read_total(out), result


def measure_side(valgrind: str, command_for: Any, games: int, folder: Path, label: str,
                 env: dict[str, str]) -> Side:
    """(Ir(GAMES) - Ir(0)) for one engine; ``command_for(games)`` builds the driver's command."""
    full, result = run_counted(valgrind, command_for(games), folder, f"{label}-{games}", env)
    empty, _ = run_counted(valgrind, command_for(0), folder, f"{label}-0", env)
    return Side(full - empty, games, result["actions"])


def child_env() -> dict[str, str]:
    """The environment of the children: this tree's desktop_app first on the import path, and one
    string-hash seed (set and dict layouts, hence instruction counts, then repeat run to run)."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return env


def row_fields(players: int, project: Side, reference: Side) -> dict[str, Any]:
    return {
        "players": players,
        "games": project.games,
        "project_instructions_per_game": round(project.per_game),
        "reference_instructions_per_game": round(reference.per_game),
        "ratio_reference_per_project": round(reference.per_game / project.per_game, 3),
        "project_actions_per_game": round(project.actions / project.games, 1),
        "reference_actions_per_game": round(reference.actions / reference.games, 1),
        "project_instructions_per_action": round(project.per_action),
        "reference_instructions_per_action": round(reference.per_action),
        "ratio_per_action": round(reference.per_action / project.per_action, 3),
    }


def print_rows(title: str, rows: list[dict[str, Any]]) -> None:
    print(f"{title}: instructions per random game (callgrind), project vs reference")
    print(f"{'players':<8} {'project':>10} {'reference':>10} {'ratio':>6}   "
          f"{'per action: project':>19} {'reference':>10} {'ratio':>6}   actions/game project, reference")
    for row in rows:
        print(f"{row['players']:<8} {row['project_instructions_per_game'] / 1e6:9.3f}M "
              f"{row['reference_instructions_per_game'] / 1e6:9.3f}M "
              f"{row['ratio_reference_per_project']:6.3f}   "
              f"{row['project_instructions_per_action'] / 1e3:18.1f}k "
              f"{row['reference_instructions_per_action'] / 1e3:9.1f}k "
              f"{row['ratio_per_action']:6.3f}   "
              f"{row['project_actions_per_game']}, {row['reference_actions_per_game']}")
    print("ratio = reference / project (>= 0.5: the project costs at most twice the reference)")
    print()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m desktop_app bench-instructions",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id: copernico, copycat or councils")
    parser.add_argument("--players", type=int, nargs="+", default=None, metavar="N",
                        help="player counts (default: 2 and the game's maximum)")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE",
                        help="game options (project side)")
    parser.add_argument("--games", type=int, default=40,
                        help="measured random games per side and player count")
    parser.add_argument("--warmup", type=int, default=20,
                        help="warm-up games before them (also in the 0-game run)")
    parser.add_argument("--reference", metavar="DIR", default=None,
                        help="folder of the reference engines (default: $GAME_TABLE_REFERENCE, "
                             "else ../shared/reference beside the checkout)")
    parser.add_argument("--valgrind", default="valgrind", metavar="PATH", help="the valgrind program")
    return parser


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.games < 1 or args.warmup < 0:
        parser.error("--games must be at least 1 and --warmup at least 0")
    try:
        game = find_game(args.game)
    except Exception as exc:  # unknown game: a readable message
        parser.error(str(exc.args[0]) if exc.args else str(exc))
    script, note = bench_reference.find_script(game.id, args.reference)
    if script is None:
        print(f"bench-instructions: {game.title}: {note}", file=sys.stderr)
        return EXIT_MISSING
    valgrind = shutil.which(args.valgrind)
    if valgrind is None:
        print(f"bench-instructions: valgrind not found ({args.valgrind!r} is not on PATH); install it "
              "(e.g. apt-get install valgrind) or give --valgrind PATH", file=sys.stderr)
        return EXIT_MISSING
    counts = args.players or sorted({max(2, game.min_players), game.max_players})
    rows = []
    env = child_env()
    with tempfile.TemporaryDirectory(prefix="bench-instructions-") as temp:
        folder = Path(temp)
        for players in counts:
            options = game_options_or_exit(parser, game, players, args.options)
            print(f"{game.title}, {players} players: {args.games} games after {args.warmup} warm-up, "
                  f"under callgrind (reference {script})", file=sys.stderr)
            try:
                project = measure_side(
                    valgrind,
                    functools.partial(project_command, game.id, players, options, warmup=args.warmup),
                    args.games, folder, f"project-{players}p", env)
                reference = measure_side(
                    valgrind, functools.partial(reference_command, script, players, warmup=args.warmup),
                    args.games, folder, f"reference-{players}p", env)
            except MeasureError as exc:
                print(f"bench-instructions: {exc}", file=sys.stderr)
                return EXIT_FAILED
            rows.append(row_fields(players, project, reference))
    print_rows(game.title, rows)
    print(json.dumps({"game": game.id, "games": args.games, "warmup": args.warmup,
                      "reference": str(script), "rows": rows}, sort_keys=True))
    return 0
