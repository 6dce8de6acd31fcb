"""``python -m desktop_app simulate``: computer-only games to measure strength.

Every deal (game seed) is played once per rotation of the seats, so each agent
plays each seat equally often and compared agents meet the same cards. A tie
shares the win: each of k tied winners is credited 1/k of a win. In a team game
(ScoreSheet.teams: Campaign Trail's parties) the k are winning teams, and every
seat of a winning team credits its agent with the team's share; the wins are also
counted once per team (by seat group, e.g. per party), so they add up to the games.
The last line printed is one JSON object with every figure.

With ``--balance`` it instead checks a game's reconstructed data against the
game's design targets (game length, end conditions, seat fairness, every card
used), with the same computer level in every seat.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ..ai.agents import make_agent
from ..ai.worker import resolve_game
from ..engine.errors import GameTableError, OptionsError
from ..engine.game import GameDefinition
from ..engine.seats import parse_seats
from ..tools.balance import MEASURERS
from ..tools.game_records import GameRecords
from ..tools.runner import check_scheduler, iter_tasks
from ..tools.stats import wilson_interval
from . import extra_counts
from .extra_counts import counter_for
from .options import parse_game_options
from .options import parse_option_value as parse_option_value  # re-exported
from .options import parse_options as parse_options  # re-exported: bench and the tests read it here

TIE_RULE = "ties share the win: each of k tied winners counts 1/k of a win"
TEAM_RULE = ("in a team game the k winners are teams: each seat of a winning team counts its 1/k for its "
             "agent, and each team counts it once")


def agent_seed(base_seed: int, game_index: int, agent_index: int) -> int:
    return (base_seed * 1_000_003 + game_index * 7_919 + agent_index * 104_729) & ((1 << 63) - 1)


def play_one(
    game: GameDefinition, levels: list[str], options: dict[str, Any], base_seed: int, game_index: int
) -> dict[str, Any]:
    """Play game ``game_index``: deal ``base_seed + game_index // n`` with the
    agents rotated by ``game_index % n`` seats. Results are per agent."""
    n = len(levels)
    deal = base_seed + game_index // n
    rotation = game_index % n
    seat_of = [(i + rotation) % n for i in range(n)]  # agent i sits in seat_of[i]
    # The time guard is off: every search runs its whole iteration budget, so the
    # figures are the same on any machine, with any --jobs and any load.
    agents = [make_agent(game, levels[i], agent_seed(base_seed, game_index, i), guard=False)
              for i in range(n)]
    by_seat = [agents[seat_of.index(s)] for s in range(n)]
    state = game.new_game(n, options, deal)
    moves = 0
    counter = counter_for(game.id)  # a game's own counts (extra_counts.py)
    extra: dict[str, dict[str, int]] = {}
    while True:
        movers = state.to_move()
        if not movers:
            break
        player = movers[0]
        events = state.apply_action(player, by_seat[player].choose(state, player))
        if counter is not None:
            counter(events, extra)
        moves += 1
    sheet = state.score_sheet()
    totals = sheet.totals
    # A shared win is shared among the winning teams (each seat its own team in most games).
    shares = len(sheet.winning_teams()) if sheet.teams else len(sheet.winners)
    share = 1.0 / shares if shares else 0.0
    winning = set(sheet.winning_teams())
    teams = [
        {"team": sheet.team_names[i] if i < len(sheet.team_names) else f"team {i + 1}",
         "seats": list(team), "win": share if i in winning else 0.0}
        for i, team in enumerate(sheet.teams)
    ]
    out = []
    for i, agent in enumerate(agents):
        seat = seat_of[i]
        out.append({
            "seat": seat,
            "win": share if seat in sheet.winners else 0.0,
            # A game that compares categories in turn has no total: its first category is its score.
            "score": sheet.points[seat][sheet.ranked_by[0]] if sheet.ranked_by else totals[seat],
            "think_total": agent.total_seconds,
            "think_cpu_total": agent.total_cpu_seconds,
            "think_max": agent.max_seconds,
            # Per decision, for the worst and the 90th percentile (records from before session 40 lack it).
            "think_cpu_each": [round(cpu, 4) for cpu in agent.cpu_each],
            "decisions": agent.decisions,
            "forced": agent.forced,
            "searches": getattr(agent, "searches", 0),
            "capped": getattr(agent, "capped", 0),
            "capped_wall": getattr(agent, "capped_wall", 0),
        })
    settled = {
        # How the engine settled it (CT-71's levels for Campaign Trail): for the tie-break count.
        "decided_by": sheet.categories[sheet.decided_by] if sheet.decided_by is not None else None,
        "shared": shares > 1,
    } if sheet.ranked_by else {}
    return {"game": game_index, "deal": deal, "moves": moves, "agents": out, "teams": teams, **settled,
            **({"extra": extra} if counter is not None else {})}


def find_game(name: str) -> GameDefinition:
    """A registered game id, or ``module:attribute`` for a game outside the
    registry (a game in development, the test games)."""
    return resolve_game(name, {name: name} if ":" in name else None)


def _play_by_name(name: str, levels: list[str], options: dict, base_seed: int, game_index: int) -> dict:
    return play_one(find_game(name), levels, options, base_seed, game_index)


def summarise(labels: list[str], records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    games = len(records)
    summary = []
    for i, label in enumerate(labels):
        rows = [r["agents"][i] for r in records]
        wins = sum(r["win"] for r in rows)
        decisions = sum(r["decisions"] for r in rows)
        forced = sum(r["forced"] for r in rows)
        think = sum(r["think_total"] for r in rows)
        low, high = wilson_interval(wins, games)
        searches = sum(r["searches"] for r in rows)
        think_cpu = sum(r["think_cpu_total"] for r in rows)
        each_cpu = [cpu for r in rows for cpu in r.get("think_cpu_each", ())]
        summary.append({
            "agent": label,
            "games": games,
            "wins": round(wins, 4),
            "win_rate": round(wins / games, 4) if games else 0.0,
            "win_rate_ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(sum(r["score"] for r in rows) / games, 3) if games else 0.0,
            "decisions": decisions,
            "forced_moves": forced,
            "mean_think_s": round(think / decisions, 6) if decisions else 0.0,
            "mean_think_cpu_s": round(think_cpu / decisions, 6) if decisions else 0.0,
            "max_think_s": round(max((r["think_max"] for r in rows), default=0.0), 6),
            # None for records from before session 40, which hold no per-decision times.
            "max_think_cpu_s": max(each_cpu) if each_cpu else None,
            # Searches whose CPU time passed the level's time guard (off here): on
            # this machine the guard would have cut them short in play.
            "searches": searches,
            "cap_share": round(sum(r["capped"] for r in rows) / searches, 4) if searches else 0.0,
            # The same for a guard on the wall clock, which other programs' load stretches.
            "cap_share_wall": round(sum(r["capped_wall"] for r in rows) / searches, 4) if searches else 0.0,
        })
    return summary


def summarise_teams(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Wins per team (a seat group with its name, e.g. a party), each shared win counted once."""
    games = len(records)
    rows: dict[tuple[str, tuple[int, ...]], float] = {}
    for record in records:
        for team in record.get("teams", ()):
            key = (team["team"], tuple(team["seats"]))
            rows[key] = rows.get(key, 0.0) + team["win"]
    out = []
    for (name, seats), wins in rows.items():
        low, high = wilson_interval(wins, games)
        out.append({"team": name, "seats": [s + 1 for s in seats], "games": games, "wins": round(wins, 4),
                    "win_rate": round(wins / games, 4) if games else 0.0,
                    "win_rate_ci95": [round(low, 4), round(high, 4)]})
    return out


def count_tie_breaks(records: list[dict[str, Any]]) -> dict[str, int]:
    """How many games a tie-break settled, per category the engine named, and how many were shared."""
    counts: dict[str, int] = {}
    for record in records:
        if record.get("decided_by"):
            counts[record["decided_by"]] = counts.get(record["decided_by"], 0) + 1
        if record.get("shared"):
            counts["shared"] = counts.get("shared", 0) + 1
    return counts


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m desktop_app simulate",
        description="Play computer-only games and report each agent's strength. " + TIE_RULE + ".",
    )
    parser.add_argument("--game", required=True, help="game id, e.g. copernico (or module:attribute)")
    parser.add_argument("--players", required=True, help="seats, e.g. ai:easy,ai:normal (ai alone = normal)")
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE",
                        help="game options, read by the game's option list (e.g. parties=DRG green_party=on)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (default 1)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="play the games on this Dask cluster instead (tcp://host:port; the optional "
                             "'cluster' extra); the figures are the same as a local run's")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument("--record", metavar="FILE",
                        help="keep every finished game in FILE (JSON lines) as it ends; a later run with the "
                             "same FILE plays only the games FILE does not hold, so a long run can stop and "
                             "go on (tools/game_records.py)")
    parser.add_argument("--balance", action="store_true",
                        help="instead of strengths, check the game's reconstructed data against its balance "
                             "targets over these games (every seat the same level)")
    return parser


def report_balance(
    game: GameDefinition, levels: list[str], games: int, seed: int, jobs: int,
    scheduler: str | None = None, options: dict[str, Any] | None = None, records: GameRecords | None = None,
) -> int:
    """``--balance``: the game's balance figures (its measurer in the tools layer), then one JSON line.
    ``options``: the options written on the command line, which the measurer holds fixed."""
    if len(set(levels)) > 1:
        raise OptionsError("--balance measures one computer level in every seat, "
                           "e.g. ai:easy,ai:easy,ai:easy")
    measurer = MEASURERS.get(game.id)
    if measurer is None:
        raise OptionsError(f"{game.title} has no balance targets: no balance measurer is written for it")
    lines, figures = measurer(len(levels), games, seed, levels[0], jobs,
                              scheduler=scheduler, options=options or {}, records=records)
    print("\n".join(lines))
    print(json.dumps({"game": game.id, "balance": figures}, sort_keys=True))
    return 0


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        seats = parse_seats(args.players)
    except ValueError as exc:
        parser.error(str(exc))
    if any(s.is_human for s in seats):
        parser.error("simulate plays computer seats only: write every seat as ai or ai:LEVEL")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    try:
        if args.scheduler:
            check_scheduler(args.scheduler)
        game = find_game(args.game)
        given = parse_game_options(game, args.options)
        options = game.normalize_options(len(seats), given)
    except (KeyError, ImportError, AttributeError) as exc:
        parser.error(f"cannot find game {args.game!r}: {exc.args[0] if exc.args else exc}")
    except (ValueError, GameTableError) as exc:
        parser.error(str(exc))
    levels = [s.level or "normal" for s in seats]
    try:
        game_records = (GameRecords(args.record, "balance" if args.balance else "simulate")
                        if args.record else None)
    except (OSError, GameTableError) as exc:
        parser.error(f"--record: {exc}")
    if args.balance:
        try:
            return report_balance(game, levels, args.games, args.seed, args.jobs, args.scheduler, given,
                                  game_records)
        except GameTableError as exc:
            parser.error(str(exc))
    labels = [f"{i + 1}:ai:{level}" for i, level in enumerate(levels)]
    if len(seats) > 1 and args.games % len(seats):
        print(f"note: {args.games} games is not a multiple of {len(seats)} seats; "
              "seat rotation is uneven", file=sys.stderr)

    started = time.perf_counter()
    records: list[dict[str, Any]] = []
    if game_records is not None and game_records.read_back and not args.quiet:
        print(f"{args.record}: {game_records.read_back} finished games on file; those asked for again are "
              "read back, not played", file=sys.stderr, flush=True)

    def progress(record: dict[str, Any]) -> None:
        records.append(record)
        if not args.quiet:
            print(f"game {len(records)}/{args.games} done ({time.perf_counter() - started:.1f} s)",
                  file=sys.stderr, flush=True)

    # Other processes or a cluster's workers find the game again by name; results come in game order.
    tasks = [(args.game, levels, options, args.seed, index) for index in range(args.games)]
    for record in iter_tasks(_play_by_name, tasks, args.jobs, args.scheduler, game_records):
        progress(record)
    records.sort(key=lambda r: r["game"])
    elapsed = time.perf_counter() - started
    summary = summarise(labels, records)
    team_summary = summarise_teams(records)
    tie_breaks = count_tie_breaks(records)

    print(f"{game.title}: {args.games} games, {len(seats)} seats, seed {args.seed}, "
          f"options {json.dumps(options, sort_keys=True)}; seats rotated, each deal played in every rotation")
    print(f"Win rates: {TIE_RULE}; 95% confidence interval by the Wilson score method.")
    if team_summary:
        print(f"Teams: {TEAM_RULE}.")
        for team in team_summary:
            low, high = team["win_rate_ci95"]
            seats_text = "+".join(str(s) for s in team["seats"])
            rate = f"{100 * team['win_rate']:5.1f}% [{100 * low:5.1f}, {100 * high:5.1f}]"
            print(f"  {team['team']:<14} win {rate}  seats {seats_text}")
    if any("decided_by" in r for r in records):
        settled = ", ".join(f"{k} {v}" for k, v in sorted(tie_breaks.items()) if k != "shared") or "none"
        print(f"Ties for the lead broken by the game's tie-break: {settled}; "
              f"shared wins: {tie_breaks.get('shared', 0)}")
    for row in summary:
        low, high = row["win_rate_ci95"]
        print(
            f"  {row['agent']:<14} win {100 * row['win_rate']:5.1f}% [{100 * low:5.1f}, {100 * high:5.1f}]  "
            f"mean score {row['mean_score']:7.2f}  think/decision mean {1000 * row['mean_think_s']:8.2f} ms "
            f"max {1000 * row['max_think_s']:8.1f} ms  ({row['decisions']} decisions, "
            f"{row['forced_moves']} forced moves not timed)"
        )
        print(f"  {'':<14} CPU time per decision mean {1000 * row['mean_think_cpu_s']:8.2f} ms "
              "(the wall clock above also counts waiting for a loaded processor)")
        if row["searches"]:
            print(f"  {'':<14} time guard (CPU, off here) would stop {100 * row['cap_share']:.1f}% of "
                  f"{row['searches']} searches; a wall-clock guard {100 * row['cap_share_wall']:.1f}%")
    print(f"  {elapsed:.1f} s in all, {sum(r['moves'] for r in records) / len(records):.1f} actions per game")
    counts = extra_counts.report(game.id, records)
    print(json.dumps({
        "game": game.id,
        "games": args.games,
        "seed": args.seed,
        "players": levels,
        "options": options,
        "ties": TIE_RULE,
        "interval": "wilson95",
        "seconds": round(elapsed, 3),
        "agents": summary,
        **({"teams": team_summary, "team_rule": TEAM_RULE} if team_summary else {}),
        **({"tie_breaks": tie_breaks} if any("decided_by" in r for r in records) else {}),
        **counts,
    }, sort_keys=True))
    return 0
