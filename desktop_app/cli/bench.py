"""``python -m desktop_app bench``: how fast the engine and the search run.

Prints actions applied per second and full random games per second (random
legal moves, rules checked as in play), the cost of one state clone, IS-MCTS
iterations per second from early, middle and late positions, and the time to
save and load a finished game. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from typing import Any

from ..ai.ismcts import Ismcts
from ..ai.levels import NORMAL
from ..engine.errors import GameTableError
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from ..engine.seats import Seat
from ..engine.session import Match
from .simulate import find_game, parse_options


def random_game(game: GameDefinition, num_players: int, options: dict, seed: int) -> tuple[list, int]:
    """One game of uniformly random legal moves: (the states passed, actions applied)."""
    rng = Rng(seed ^ 0x5EED)
    state = game.new_game(num_players, options, seed)
    states = [state.clone()]
    moves = 0
    while True:
        movers = state.to_move()
        if not movers:
            break
        player = movers[0]
        legal = state.legal_actions(player)
        state.apply_action(player, legal[rng.below(len(legal))])
        moves += 1
        states.append(state.clone())
    return states, moves


def bench_playouts(game: GameDefinition, num_players: int, options: dict, seconds: float) -> dict[str, float]:
    games = moves = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or games < 3:
        rng = Rng(games)
        state = game.new_game(num_players, options, games)
        while True:
            movers = state.to_move()
            if not movers:
                break
            player = movers[0]
            legal = state.legal_actions(player)
            state.apply_action(player, legal[rng.below(len(legal))])
            moves += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {
        "random_games_per_s": games / elapsed,
        "actions_per_s": moves / elapsed,
        "actions_per_game": moves / games,
    }


def bench_clone(states: list[GameState]) -> float:
    """Mean microseconds per clone over the states of one game."""
    rounds = max(1, 20_000 // len(states))
    started = time.perf_counter()
    for _ in range(rounds):
        for state in states:
            state.clone()
    return (time.perf_counter() - started) / (rounds * len(states)) * 1e6


def bench_mcts(game: GameDefinition, states: list[GameState], iterations: int) -> dict[str, Any]:
    searcher = Ismcts(game, dataclasses.replace(NORMAL, iterations=iterations, time_limit=0.0))
    # Early, middle and late positions where some player has a real choice.
    picks = []
    for fraction in (0.1, 0.5, 0.8):
        index = int(fraction * (len(states) - 1))
        while index < len(states) - 1:
            state = states[index]
            movers = state.to_move()
            if movers and len(state.legal_actions(movers[0])) > 1:
                picks.append(state)
                break
            index += 1
    rates = []
    for number, state in enumerate(picks):
        result = searcher.search(state, state.to_move()[0], Rng(number))
        rates.append(result.iterations / result.seconds)
    return {
        "mcts_iterations_per_s": statistics.fmean(rates) if rates else 0.0,
        "mcts_iterations_per_s_by_position": [round(r, 1) for r in rates],
    }


def bench_saves(game: GameDefinition, num_players: int, options: dict, seed: int) -> dict[str, float]:
    from ..engine import saves

    seats = [Seat(f"Computer {i + 1}", "ai", "random", i) for i in range(num_players)]
    match = Match(game, seats, options, seed)
    rng = Rng(seed)
    while not match.is_over():
        player = match.state.to_move()[0]
        legal = match.state.legal_actions(player)
        match.apply(player, legal[rng.below(len(legal))])
    rounds = 5
    started = time.perf_counter()
    for _ in range(rounds):
        text = saves.dumps(match)
    dump_ms = (time.perf_counter() - started) / rounds * 1000
    started = time.perf_counter()
    for _ in range(rounds):
        saves.loads(text)
    load_ms = (time.perf_counter() - started) / rounds * 1000
    return {"save_ms": dump_ms, "load_ms": load_ms, "save_bytes": len(text.encode("utf-8")),
            "save_actions": len(match.steps)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app bench", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id, e.g. copernico")
    parser.add_argument("--players", type=int, default=2, help="number of players (default 2)")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="game options")
    parser.add_argument("--seconds", type=float, default=3.0, help="time for the random-games figure")
    parser.add_argument("--iterations", type=int, default=2000, help="IS-MCTS iterations per position")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        game = find_game(args.game)
        options = game.normalize_options(args.players, parse_options(args.options))
    except Exception as exc:  # unknown game, bad options: a readable message
        parser.error(str(exc.args[0]) if exc.args else str(exc))

    print(f"{game.title}, {args.players} players, options {json.dumps(options, sort_keys=True)}",
          file=sys.stderr)
    figures: dict[str, Any] = {"game": game.id, "players": args.players, "options": options}
    figures.update(bench_playouts(game, args.players, options, args.seconds))
    states, _ = random_game(game, args.players, options, args.seed)
    figures["clone_us"] = bench_clone(states)
    figures.update(bench_mcts(game, states, args.iterations))
    try:
        figures.update(bench_saves(game, args.players, options, args.seed))
    except GameTableError as exc:  # a game outside the registry cannot be loaded back
        print(f"saves not measured: {exc}", file=sys.stderr)

    print(f"actions applied per second   {figures['actions_per_s']:12,.0f}  "
          "(random legal moves, rules checked)")
    print(f"random games per second      {figures['random_games_per_s']:12,.1f}  "
          f"({figures['actions_per_game']:.1f} actions per game)")
    print(f"state clone                  {figures['clone_us']:12,.2f} µs")
    print(f"IS-MCTS iterations per second{figures['mcts_iterations_per_s']:12,.0f}  "
          f"(positions: {', '.join(f'{r:,.0f}' for r in figures['mcts_iterations_per_s_by_position'])})")
    if "save_ms" in figures:
        print(f"save (dumps)                 {figures['save_ms']:12,.2f} ms  "
              f"({figures['save_actions']} actions, {figures['save_bytes']:,} bytes)")
        print(f"load (loads, replayed)       {figures['load_ms']:12,.2f} ms")
    print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in figures.items()},
                     sort_keys=True))
    return 0
