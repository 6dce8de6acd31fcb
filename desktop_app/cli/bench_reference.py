"""The reference engines' figures for ``bench``, read from their own ``bench`` output.

The reference engines (``../shared/reference/<game>_ref.py`` beside the checkout) are speed
yardsticks, not product code: the app never imports them. They run in a child process and
only their printed text is read back. They time with ``time.perf_counter`` (wall clock); the
child swaps that clock for ``time.process_time`` before running them, so their figures are CPU
time like the project's and a busy machine stretches neither side.
"""

from __future__ import annotations

import dataclasses
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

# The games that have a reference engine; any other game (Campaign Trail, test games) has none.
REFERENCE_GAMES = ("copernico", "copycat", "councils")
ENV_VAR = "GAME_TABLE_REFERENCE"

# Runs the script as ``python3 <ref> bench <reps>`` would, with the CPU clock in place of the
# wall clock (read when each measurement starts and ends, so the swap covers all of them).
_DRIVER = (
    "import runpy, sys, time\n"
    "time.perf_counter = time.process_time\n"
    "sys.argv = sys.argv[1:]\n"
    "runpy.run_path(sys.argv[0], run_name='__main__')\n"
)

_NUMBER = r"([0-9][0-9,]*(?:\.[0-9]+)?)"
_RANDOM_PLAY = re.compile(rf"random play (\d+)p:\s*{_NUMBER} games/s\s+{_NUMBER} actions/s")
_TABLE_ROW = re.compile(rf"^(\d+)\s+{_NUMBER}\s+{_NUMBER}\s+{_NUMBER}")
_CLONE_PAIR = re.compile(rf"{_NUMBER} us \((\d+)p")
_CLONE_PLAYERS = re.compile(rf"clone, mid-game state, (\d+) players: {_NUMBER} us")
_ISMCTS = re.compile(rf"ISMCTS (\d+)p,.*:\s*{_NUMBER} iterations/s")


def _num(text: str) -> float:
    return float(text.replace(",", ""))


@dataclasses.dataclass
class ReferenceFigures:
    """One reference run: figures per player count (``random_games_per_s``, ``actions_per_s``,
    and where the engine measures them ``clone_us`` and ``mcts_iterations_per_s``)."""

    script: Path
    by_players: dict[int, dict[str, float]]


def parse_bench_output(text: str) -> dict[int, dict[str, float]]:
    """The figures in a reference engine's ``bench`` output, per player count.

    Two layouts exist: ``random play 2p: ... games/s ... actions/s`` lines, or a table whose
    header starts with ``players`` (games/s, actions/s columns). Clone times come as
    ``clone: 1.05 us (4p ...)`` or ``clone, mid-game state, 4 players: 1.33 us``; several
    ISMCTS positions of one player count are summed up by their median.
    """
    figures: dict[int, dict[str, float]] = {}
    searches: dict[int, list[float]] = {}
    in_table = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("players") and "games/s" in stripped:
            in_table = True
            continue
        if in_table:
            row = _TABLE_ROW.match(stripped)
            if row:
                figures.setdefault(int(row[1]), {}).update(
                    random_games_per_s=_num(row[2]), actions_per_s=_num(row[3]))
                continue
            in_table = False
        match = _RANDOM_PLAY.search(stripped)
        if match:
            figures.setdefault(int(match[1]), {}).update(
                random_games_per_s=_num(match[2]), actions_per_s=_num(match[3]))
        elif stripped.startswith("clone:"):
            for micros, players in _CLONE_PAIR.findall(stripped):
                figures.setdefault(int(players), {})["clone_us"] = _num(micros)
        elif (match := _CLONE_PLAYERS.search(stripped)) is not None:
            figures.setdefault(int(match[1]), {})["clone_us"] = _num(match[2])
        elif (match := _ISMCTS.search(stripped)) is not None:
            searches.setdefault(int(match[1]), []).append(_num(match[2]))
    for players, rates in searches.items():
        figures.setdefault(players, {})["mcts_iterations_per_s"] = statistics.median(rates)
    # A clone or search line of a player count without random-play figures is not a player
    # count the engine was benched at.
    return {n: f for n, f in figures.items() if "random_games_per_s" in f}


def default_folder() -> Path:
    """``../shared/reference`` beside the checkout holding this ``desktop_app``."""
    return Path(__file__).resolve().parents[2].parent / "shared" / "reference"


def find_script(game_id: str, folder: str | None) -> tuple[Path | None, str]:
    """The reference script of a game, or None with the reason it is missing."""
    if game_id not in REFERENCE_GAMES:
        return None, "this game has no reference engine (only Copernico, Copycat and Councils & Contracts do)"
    base = Path(folder or os.environ.get(ENV_VAR) or default_folder())
    script = base / f"{game_id}_ref.py"
    if script.is_file():
        return script, ""
    return None, (f"reference engine absent: no {script} "
                  f"(give its folder with --reference DIR or ${ENV_VAR})")


def run_reference(script: Path, repetitions: int, timeout: float = 900.0) -> ReferenceFigures:
    """Run ``<script> bench <repetitions>`` in a child process and read its figures.

    Raises RuntimeError with a readable reason when the script fails or prints no figures.
    """
    command = [sys.executable, "-c", _DRIVER, str(script), "bench", str(repetitions)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              cwd=script.parent, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RuntimeError(f"{script} could not be run: {exc}") from exc
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise RuntimeError(f"{script} bench failed (exit {done.returncode}): {last}")
    figures = parse_bench_output(done.stdout)
    if not figures:
        raise RuntimeError(f"{script} bench printed no figures that bench can read")
    return ReferenceFigures(script, figures)
