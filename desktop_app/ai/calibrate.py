"""How long the computer levels think, and how often the time guard would stop them.

``python -m desktop_app.ai.calibrate --game copernico --level normal --players 2 4 --positions 40``

Positions come from Easy self-play on the given seeds (keep them below 7001: the
strength figures are measured from 7001 on). At each sampled decision the level's
search runs to its full iteration budget with the guard off, and the tool reports
the CPU time of the searching thread and the wall clock: the share of decisions
over the level's time cap is the share the guard would cut short, which must stay
under 1% for a level to be reproducible.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from .agents import make_agent, observation_rng
from .ismcts import Ismcts
from .levels import budget_for
from .worker import resolve_game


def sample_positions(game: GameDefinition, players: int, seeds: range, count: int) -> list[GameState]:
    """``count`` real decisions (more than one legal action) from Easy self-play, spread evenly."""
    found: list[GameState] = []
    for seed in seeds:
        state = game.new_game(players, game.normalize_options(players, {}), seed)
        agents = [make_agent(game, "easy", seed * 10 + p) for p in range(players)]
        while state.to_move():
            player = state.to_move()[0]
            if len(state.legal_actions(player)) > 1:
                found.append(state.clone())
            state.apply_action(player, agents[player].choose(state, player))
    picked = sorted(Rng(players * 7 + len(found)).shuffled(range(len(found)))[:count])
    return [found[i] for i in picked]


def _measure(game_id: str, level: str, players: int, seeds: tuple[int, int], count: int,
             iterations: int | None) -> list[dict[str, float]]:
    game = resolve_game(game_id)
    budget = budget_for(game.id, level, players)
    searcher = Ismcts(game, budget)
    rows = []
    for number, state in enumerate(sample_positions(game, players, range(*seeds), count)):
        player = state.to_move()[0]
        result = searcher.search(state, player, observation_rng(number, state, player),
                                 iterations=iterations, time_limit=0.0)
        rows.append({"iterations": result.iterations, "cpu": result.cpu_seconds, "wall": result.seconds,
                     "actions": len(state.legal_actions(player))})
    return rows


def summarise(rows: list[dict[str, float]], cap: float) -> dict[str, Any]:
    cpu = sorted(r["cpu"] for r in rows)
    per_iteration = [r["cpu"] / r["iterations"] for r in rows if r["iterations"]]
    n = len(rows)
    return {
        "decisions": n,
        "mean_cpu_s": round(statistics.fmean(cpu), 4),
        "p99_cpu_s": round(cpu[min(n - 1, math.ceil(0.99 * n) - 1)], 4),
        "max_cpu_s": round(cpu[-1], 4),
        "mean_wall_s": round(statistics.fmean(r["wall"] for r in rows), 4),
        "over_cap_cpu": round(sum(r["cpu"] > cap for r in rows) / n, 4),
        "over_cap_wall": round(sum(r["wall"] > cap for r in rows) / n, 4),
        "max_ms_per_iteration": round(1000 * max(per_iteration), 3) if per_iteration else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.ai.calibrate", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--level", default="normal", choices=("normal", "hard"))
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--positions", type=int, default=40, help="decisions per player count")
    parser.add_argument("--seeds", type=int, nargs=2, default=[100, 104], help="self-play seeds [from, to)")
    parser.add_argument("--iterations", type=int, help="override the level's iteration budget")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.seeds[1] > 7001:
        parser.error("keep calibration seeds below 7001: strength is measured from 7001 on")
    # Each player count's seeds are split into blocks, one per job.
    tasks = []
    for players in args.players:
        lo, hi = args.seeds
        parts = max(1, min(args.jobs, hi - lo))
        size = math.ceil((hi - lo) / parts)
        for k in range(parts):
            a, b = lo + k * size, min(hi, lo + (k + 1) * size)
            if a < b:
                tasks.append((players, (a, b), args.positions // parts))
    results: dict[int, list[dict[str, float]]] = {p: [] for p in args.players}
    if args.jobs == 1:
        for players, seeds, count in tasks:
            results[players] += _measure(args.game, args.level, players, seeds, count, args.iterations)
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
            futures = [(players, pool.submit(_measure, args.game, args.level, players, seeds, count,
                                             args.iterations)) for players, seeds, count in tasks]
            for players, future in futures:
                results[players] += future.result()
    game = resolve_game(args.game)
    out = []
    for players in args.players:
        budget = budget_for(game.id, args.level, players)
        row = {"game": game.id, "level": args.level, "players": players,
               "iterations": args.iterations or budget.iterations, "cap_s": budget.time_limit,
               **summarise(results[players], budget.time_limit)}
        out.append(row)
        print(json.dumps(row, sort_keys=True), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
