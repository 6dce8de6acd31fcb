"""``python -m desktop_app bench``: how fast the engine and the search run.

For each player count: actions applied per CPU-second and full random games per
CPU-second (random legal moves drawn as the reference engines draw theirs, rules checked as in
play), the cost of one state
clone, IS-MCTS iterations per CPU-second from early, middle and late positions,
and the time to save and load a finished game. Then the same figures beside the
game's reference engine, measured in the same run (a child process; see
bench_reference), with the ratios project / reference. The ratios of random games
and actions per CPU-second come from rounds in which the two engines take turns
(bench_rounds: the median of the rounds' ratios, with the lowest and highest), so
both sides of a ratio saw the same load. The last lines are one JSON object per
player count.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ..ai.ismcts import Ismcts
from ..ai.levels import SearchBudget, budget_for
from ..engine.errors import GameTableError
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from ..engine.seats import Seat
from ..engine.session import Match
from . import bench_reference, bench_rounds
from .options import game_options_or_exit
from .simulate import find_game

# Iterations of the random-rollout search: rollouts to the end are long, so fewer than
# --iterations keep the run short (the reference itself runs 500-1000 per position).
RANDOM_ROLLOUT_ITERATIONS = 500


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
    started = time.process_time()
    while time.process_time() - started < seconds or games < 3:
        # The moves are drawn as the reference engines draw theirs (random.Random's choice, in C): the
        # figure compares engines, so the playout's own generator must cost both sides the same.
        choose = random.Random(games ^ 0x5EED).choice
        state = game.new_game(num_players, options, games)
        while True:
            movers = state.to_move()
            if not movers:
                break
            player = movers[0]
            state.apply_action(player, choose(state.legal_actions(player)))
            moves += 1
        games += 1
    elapsed = time.process_time() - started
    return {
        "random_games_per_s": games / elapsed,
        "actions_per_s": moves / elapsed,
        "actions_per_game": moves / games,
    }


def bench_clone(states: list[GameState]) -> float:
    """Mean CPU microseconds per clone over the states of one game."""
    rounds = max(1, 20_000 // len(states))
    started = time.process_time()
    for _ in range(rounds):
        for state in states:
            state.clone()
    return (time.process_time() - started) / (rounds * len(states)) * 1e6


def bench_mcts(game: GameDefinition, states: list[GameState], iterations: int) -> dict[str, Any]:
    # The Normal level's settings for this game (rollouts, evaluation), with the bench's iterations.
    normal = budget_for(game.id, "normal", states[0].num_players)
    searcher = Ismcts(game, dataclasses.replace(normal, iterations=iterations, time_limit=0.0))
    # Early, middle and late positions where some player has a real choice.
    picks = []
    for fraction in (0.1, 0.5, 0.8):
        index = int(fraction * (len(states) - 1))
        while index < len(states) - 1:
            state = states[index]
            movers = state.to_move()
            # A choice the game narrows to one action is no search (it returns at once).
            if movers and len(game.search_actions(state, movers[0])) > 1:
                picks.append(state)
                break
            index += 1
    rates = []
    for number, state in enumerate(picks):
        result = searcher.search(state, state.to_move()[0], Rng(number))
        rates.append(result.iterations / max(result.cpu_seconds, 1e-9))
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
    started = time.process_time()
    for _ in range(rounds):
        text = saves.dumps(match)
    dump_ms = (time.process_time() - started) / rounds * 1000
    started = time.process_time()
    for _ in range(rounds):
        saves.loads(text)
    load_ms = (time.process_time() - started) / rounds * 1000
    return {"save_ms": dump_ms, "load_ms": load_ms, "save_bytes": len(text.encode("utf-8")),
            "save_actions": len(match.steps)}


def bench_mcts_random_rollouts(game: GameDefinition, states: list[GameState], iterations: int) -> float:
    """IS-MCTS iterations per CPU-second with uniformly random rollouts played to the end, from
    the middle of a game: the search the reference engines measure."""
    budget = SearchBudget(iterations=iterations, time_limit=0.0, rollout_depth=1 << 30, epsilon=1.0,
                          hint_bias=0.0)
    searcher = Ismcts(game, budget)
    for state in states[len(states) // 2:-1]:
        movers = state.to_move()
        if movers and len(state.legal_actions(movers[0])) > 1:
            result = searcher.search(state, movers[0], Rng(0))
            return result.iterations / max(result.cpu_seconds, 1e-9)
    return 0.0


def measure(game: GameDefinition, players: int, options: dict, args: argparse.Namespace,
            random_rollouts: bool) -> dict[str, Any]:
    """The project's figures at one player count."""
    figures: dict[str, Any] = {"game": game.id, "players": players, "options": options}
    figures.update(bench_playouts(game, players, options, args.seconds))
    states, _ = random_game(game, players, options, args.seed)
    figures["clone_us"] = bench_clone(states)
    figures.update(bench_mcts(game, states, args.iterations))
    if random_rollouts:
        figures["mcts_random_rollouts_iterations_per_s"] = bench_mcts_random_rollouts(
            game, states, min(args.iterations, RANDOM_ROLLOUT_ITERATIONS))
    try:
        figures.update(bench_saves(game, players, options, args.seed))
    except GameTableError as exc:  # a game outside the registry cannot be loaded back
        print(f"saves not measured: {exc}", file=sys.stderr)
    return figures


def print_figures(title: str, figures: dict[str, Any]) -> None:
    print(f"{title}, {figures['players']} players (CPU time)")
    print(f"actions applied per second   {figures['actions_per_s']:12,.0f}  "
          "(random legal moves, rules checked)")
    print(f"random games per second      {figures['random_games_per_s']:12,.1f}  "
          f"({figures['actions_per_game']:.1f} actions per game)")
    print(f"state clone                  {figures['clone_us']:12,.2f} µs")
    print(f"IS-MCTS iterations per second{figures['mcts_iterations_per_s']:12,.0f}  "
          f"(positions: {', '.join(f'{r:,.0f}' for r in figures['mcts_iterations_per_s_by_position'])})")
    if "mcts_random_rollouts_iterations_per_s" in figures:
        print(f"  with random rollouts       {figures['mcts_random_rollouts_iterations_per_s']:12,.0f}  "
              "(to the end, mid-game position)")
    if "save_ms" in figures:
        print(f"save (dumps)                 {figures['save_ms']:12,.2f} ms  "
              f"({figures['save_actions']} actions, {figures['save_bytes']:,} bytes)")
        print(f"load (loads, replayed)       {figures['load_ms']:12,.2f} ms")
    print()


# Rows of the comparison: (label, project figure, reference figure).
COMPARED = (
    ("random games per CPU-second", "random_games_per_s", "random_games_per_s"),
    ("actions per CPU-second", "actions_per_s", "actions_per_s"),
    ("state clone, µs (lower is faster)", "clone_us", "clone_us"),
    ("IS-MCTS random rollouts, it/CPU-s", "mcts_random_rollouts_iterations_per_s", "mcts_iterations_per_s"),
)


# The figures whose ratio comes from the rounds (bench_rounds) alone: the reference's own bench ran
# minutes apart from the project's, so their quotient says as much about the load as about the engines.
IN_ROUNDS = ("random_games_per_s", "actions_per_s")


def comparison(figures: dict[str, Any], reference: dict[str, float]) -> dict[str, float]:
    """The reference's figures and the ratios project / reference of those not in rounds, as JSON fields."""
    fields: dict[str, float] = {}
    for _, ours, theirs in COMPARED:
        if theirs in reference and ours in figures:
            fields[f"reference_{theirs}"] = reference[theirs]
            if reference[theirs] > 0 and ours not in IN_ROUNDS:
                fields[f"ratio_{ours}"] = figures[ours] / reference[theirs]
    return fields


def table_cells(figures: dict[str, Any], reference: dict[str, float], ours: str,
                theirs: str) -> tuple[float | None, float | None, float | None, str]:
    """(project, reference, ratio, spread) of one row: the rounds' medians and the spread of their
    ratios where the rounds compared the figure, else the figures measured apart."""
    if ours in IN_ROUNDS and f"rounds_reference_{ours}" in figures:
        spread = f"{figures[f'ratio_{ours}_min']:.2f}-{figures[f'ratio_{ours}_max']:.2f}"
        return (figures[f"rounds_{ours}"], figures[f"rounds_reference_{ours}"], figures[f"ratio_{ours}"],
                spread)
    return figures.get(ours), reference.get(theirs), figures.get(f"ratio_{ours}"), ""


def _cell(value: float | None, width: int, digits: int) -> str:
    return f"{value:{width},.{digits}f}" if value is not None else f"{'-':>{width}}"


def print_table(title: str, rows: list[dict[str, Any]], references: dict[int, dict[str, float]],
                source: str) -> None:
    print(f"{title}: project / reference, CPU time ({source})")
    print(f"{'players':<8} {'measure':<36} {'project':>12} {'reference':>12} {'ratio':>7}  rounds")
    for figures in rows:
        reference = references.get(figures["players"], {})
        for label, ours, theirs in COMPARED:
            mine, other, ratio, spread = table_cells(figures, reference, ours, theirs)
            if mine is None and other is None:
                continue
            print(f"{figures['players']:<8} {label:<36} {_cell(mine, 12, 2)} {_cell(other, 12, 2)} "
                  f"{_cell(ratio, 7, 2)}  {spread}".rstrip())
    for figures in rows:
        if "rounds_note" in figures:
            print(f"{figures['players']} players: random games and actions not compared: "
                  f"{figures['rounds_note']}")
        elif "rounds" in figures:
            print(f"{figures['players']} players: random games and actions compared in {figures['rounds']} "
                  f"rounds of {figures['round_seconds']:g} CPU-s per side, the engines taking turns; "
                  "ratio: the median of the rounds' ratios, rounds: the lowest and highest")
    print()


def measure_rounds(game: GameDefinition, players: int, options: dict, script: Path,
                   args: argparse.Namespace) -> dict[str, Any]:
    """The rounds' JSON fields at one player count (nothing played when the reference cannot run)."""
    print(f"rounds: {args.rounds} of {args.round_seconds:g} CPU-s per side, about "
          f"{2 * args.rounds * args.round_seconds:.0f} s", file=sys.stderr)
    try:
        outcome = bench_rounds.run_rounds(game.id, players, options, script, args.rounds, args.round_seconds,
                                          on_round=bench_rounds.print_round, alone=False)
    except bench_rounds.RoundsError as exc:
        return {"rounds_note": str(exc)}
    return outcome.fields()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app bench", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id, e.g. copernico")
    parser.add_argument("--players", type=int, nargs="+", default=None, metavar="N",
                        help="player counts (default: 2 and the game's maximum, those the reference "
                             "engine runs when there is one)")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="game options")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time for the random-games figure")
    parser.add_argument("--iterations", type=int, default=2000, help="IS-MCTS iterations per position")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reference", metavar="DIR", default=None,
                        help="folder of the reference engines (default: $GAME_TABLE_REFERENCE, "
                             "else ../shared/reference beside the checkout)")
    parser.add_argument("--reference-reps", type=int, default=3, metavar="N",
                        help="repetitions of the reference bench (it prints medians)")
    parser.add_argument("--no-reference", action="store_true", help="measure the project alone")
    bench_rounds.add_round_options(parser, "--rounds", "--round-seconds")
    args = parser.parse_args(argv)
    bench_rounds.check_round_options(parser, args.rounds, args.round_seconds)
    try:
        game = find_game(args.game)
    except Exception as exc:  # unknown game: a readable message
        parser.error(str(exc.args[0]) if exc.args else str(exc))

    references: dict[int, dict[str, float]] = {}
    source = ""
    script = None
    if args.no_reference:
        note = "reference engine not run (--no-reference)"
    else:
        script, note = bench_reference.find_script(game.id, args.reference)
        if script is not None:
            print(f"running the reference engine: {script} bench {args.reference_reps}", file=sys.stderr)
            try:
                found = bench_reference.run_reference(script, args.reference_reps)
            except RuntimeError as exc:
                note = f"reference engine failed: {exc}"
            else:
                references = found.by_players
                source = f"reference {script}, medians of {args.reference_reps} repetitions"
    if args.players:
        counts = args.players
    else:
        wanted = sorted({max(2, game.min_players), game.max_players})
        counts = [n for n in wanted if n in references] if references else wanted
        counts = counts or wanted

    rows = []
    for players in counts:
        options = game_options_or_exit(parser, game, players, args.options)
        print(f"{game.title}, {players} players, options {json.dumps(options, sort_keys=True)}",
              file=sys.stderr)
        searches = "mcts_iterations_per_s" in references.get(players, {})
        figures = measure(game, players, options, args, random_rollouts=searches)
        figures.update(comparison(figures, references.get(players, {})))
        if script is not None:
            figures.update(measure_rounds(game, players, options, script, args))
        print_figures(game.title, figures)
        rows.append(figures)

    if script is not None:
        print_table(game.title, rows, references, source or note)
    else:
        print(f"{game.title}: no comparison with a reference engine: {note}; "
              "the project's figures alone are above.")
        print()
    for figures in rows:
        print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in figures.items()},
                         sort_keys=True))
    return 0
