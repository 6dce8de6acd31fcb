"""Balance figures for the RECONSTRUCTED Councils & Contracts data (spec section 12, BT-1 to BT-7).

``python -m desktop_app.tools.balance.councils --games 400 --players 3`` plays computer-only games
with the engine directly and prints the figures, then one JSON line. Three kinds of player take part:

* builder: the heuristic player (the Easy level, ``ai.heuristic_action``);
* stacker: never starts a project, always puts 2 employees (or its last 1) in the council where it
  already has the most, and resolves at 4 or more: the RULEBOOK loop of 4 VP + 2 influence;
* random: uniform among the legal actions.

Per player count it plays ``--games`` games with builders in every seat (BT-2 to BT-6) and ``--games``
games with one stacker against builders, the stacker's seat rotated (BT-1); with 2 players also
``--games`` games builder against random, seats rotated (BT-7). Deal ``seed + g`` is game ``g`` of each
configuration, so configurations meet the same cards. Ties share a win (1/k to each of k winners).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from ...engine.actions import Action
from ...engine.rng import Rng
from ...games.councils import ai
from ...games.councils.actions import PlaceEmployees, ResolveIssue, StartProject
from ...games.councils.data import HALL, load_data
from ...games.councils.setup import new_state
from ...games.councils.state import CouncilsState
from ..game_records import GameRecords
from ..runner import run_tasks
from ..stats import wilson_interval

Policy = Callable[[CouncilsState, int, Rng], Action]

# The roles a seat can play (the policies below).
BUILDER, STACKER, RANDOM = "builder", "stacker", "random"
STACK_RESOLVE_AT = 4  # the RULEBOOK 4-employee payout row


def random_action(s: CouncilsState, player: int, rng: Rng) -> Action:
    legal = s.legal_actions(player)
    return legal[rng.below(len(legal))]


def stacker_action(s: CouncilsState, player: int, rng: Rng) -> Action:
    """Never builds: stack in one council and resolve at 4 or more (see the module docstring).

    A tie between councils goes to the one whose influence type the stacker holds most of, which
    also plays for the final majorities. Decisions inside a turn (the special committee's split)
    go to the stacker's weakest council type."""
    legal = s.legal_actions(player)
    if len(legal) == 1:
        return legal[0]
    if s.pending:
        return _weakest_track_choice(s, player, legal)
    data = s.data
    row = s.influence_row(player)

    def council_key(ci: int) -> tuple[int, int]:
        track = data.council_influence[s.council_ids[ci]]
        return (s.council_row(ci)[player], row[track] if track is not None else -1)

    resolvable = [a for a in legal if isinstance(a, ResolveIssue)]
    ready = [a for a in resolvable
             if s.council_row(s.council_ids.index(a.council))[player] >= STACK_RESOLVE_AT]
    if ready:
        return ready[0]
    placements = [a for a in legal if isinstance(a, PlaceEmployees) and len(set(a.councils)) == 1]
    if placements:
        target = max(range(len(s.council_ids)), key=council_key)
        cid = s.council_ids[target]
        for a in placements:
            if a.councils[0] == cid:
                return a
        return placements[0]
    if resolvable:  # no employee left to place: cash in the largest group
        return max(resolvable, key=lambda a: council_key(s.council_ids.index(a.council)))
    others = [a for a in legal if not isinstance(a, StartProject)]
    return others[0] if others else legal[0]


def _weakest_track_choice(s: CouncilsState, player: int, legal: list[Action]) -> Action:
    row = s.influence_row(player)
    types = s.data.influence_types

    def key(a: Action) -> int:
        name = getattr(a, "influence", None)
        return row[types.index(name)] if name in types else 0

    return min(legal, key=key)


POLICIES: dict[str, Policy] = {BUILDER: ai.heuristic_action, STACKER: stacker_action, RANDOM: random_action}


def play(num_players: int, roles: Sequence[str], seed: int) -> dict[str, Any]:
    """One game with ``roles[seat]`` in each seat; the figures the BT targets need."""
    s = new_state(load_data(), num_players, seed)
    rng = Rng(seed ^ 0xBA1A9CE)
    policies = [POLICIES[r] for r in roles]
    resolved = dict.fromkeys(s.council_ids, 0)
    while True:
        movers = s.to_move()
        if not movers:
            break
        p = movers[0]
        action = policies[p](s, p, rng)
        if isinstance(action, ResolveIssue) and not s.pending:
            resolved[action.council] += 1
        s.apply_action(p, action, trusted=True)
    sheet = s.score_sheet()
    cap = s.data.constants["INFLUENCE_MAX"]
    return {
        "roles": list(roles),
        "start": s.start_player,
        "winners": list(sheet.winners),
        "vp": list(sheet.totals),
        "rounds": s.round,  # the round in play when the game ended (ending.finish)
        "end": s.end_reason,
        "built": sorted(c for c in s.positions if c != HALL),
        "used": sorted(s.data.projects_for(num_players)),
        "resolved": resolved,
        "capped": sum(1 for v in s.influence if v >= cap),
        "tracks": len(s.influence),
    }


def _share(wins: float, games: int) -> dict[str, Any]:
    low, high = wilson_interval(wins, games)
    return {"share": round(wins / games, 4) if games else 0.0, "ci95": [round(low, 4), round(high, 4)],
            "games": games}


def _win_of(record: dict[str, Any], seat: int) -> float:
    winners = record["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def _roles_for(config: str, num_players: int, game: int) -> list[str]:
    if config == "builders":
        return [BUILDER] * num_players
    other = STACKER if config == "stacker" else RANDOM
    roles = [BUILDER] * num_players
    roles[game % num_players] = other  # rotate the odd player through the seats
    return roles


def _play_task(args: tuple[int, str, int, int]) -> dict[str, Any]:
    num_players, config, game, seed = args
    return play(num_players, _roles_for(config, num_players, game), seed + game)


def run_config(
    num_players: int, config: str, games: int, seed: int, jobs: int, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> list[dict[str, Any]]:
    tasks = [((num_players, config, g, seed),) for g in range(games)]
    return run_tasks(_play_task, tasks, jobs, scheduler, records)


def builders_figures(records: list[dict[str, Any]], num_players: int) -> dict[str, Any]:
    games = len(records)
    stalls = sum(1 for r in records if r["end"] == "stall")
    start_wins = sum(_win_of(r, r["start"]) for r in records)
    # Win share by place in the turn order (0 = start player).
    by_order = [sum(_win_of(r, (r["start"] + k) % num_players) for r in records) for k in range(num_players)]
    in_games: dict[str, int] = {}
    built: dict[str, int] = {}
    for r in records:
        for c in r["used"]:
            in_games[c] = in_games.get(c, 0) + 1
        for c in r["built"]:
            built[c] = built.get(c, 0) + 1
    card_share = {c: built.get(c, 0) / n for c, n in sorted(in_games.items())}
    least = min(card_share, key=lambda c: (card_share[c], c))
    rounds = [r["rounds"] for r in records]
    mean_rounds = sum(rounds) / games
    sd = math.sqrt(sum((x - mean_rounds) ** 2 for x in rounds) / max(1, games - 1))
    out: dict[str, Any] = {
        "stall": _share(stalls, games),
        "start_player_win": _share(start_wins, games),
        "win_by_turn_order": [round(w / games, 4) for w in by_order],
        "least_built": {"card": least, **_share(built.get(least, 0), in_games[least])},
        "card_built_share": {c: round(v, 4) for c, v in card_share.items()},
        "mean_rounds": round(mean_rounds, 2),
        "mean_rounds_ci95": [round(mean_rounds - 1.96 * sd / math.sqrt(games), 2),
                             round(mean_rounds + 1.96 * sd / math.sqrt(games), 2)],
        "mean_winning_vp": round(sum(max(r["vp"]) for r in records) / games, 2),
        "capped_tracks": round(sum(r["capped"] for r in records) / sum(r["tracks"] for r in records), 4),
    }
    resolved: dict[str, int] = {}
    for r in records:
        for cid, n in r["resolved"].items():
            resolved[cid] = resolved.get(cid, 0) + n
    out["resolutions_per_game"] = {cid: round(n / games, 2) for cid, n in resolved.items()}
    if "SPC" in resolved:
        normal = [n for cid, n in resolved.items() if cid != "SPC"]
        mean_normal = sum(normal) / len(normal)
        out["special_vs_normal"] = round(resolved["SPC"] / mean_normal, 3) if mean_normal else None
    return out


def odd_player_figures(records: list[dict[str, Any]], role: str) -> dict[str, Any]:
    wins = sum(_win_of(r, r["roles"].index(role)) for r in records)
    vp = [r["vp"][r["roles"].index(role)] for r in records]
    rival = [max(v for s, v in enumerate(r["vp"]) if r["roles"][s] != role) for r in records]
    return {**_share(wins, len(records)), "mean_vp": round(sum(vp) / len(vp), 2),
            "mean_best_builder_vp": round(sum(rival) / len(rival), 2)}


def measure(
    num_players: int, games: int, seed: int, jobs: int = 1, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> dict[str, Any]:
    result: dict[str, Any] = {"players": num_players, "games_per_config": games, "seed": seed}
    builders = run_config(num_players, "builders", games, seed, jobs, scheduler, records)
    result["builders"] = builders_figures(builders, num_players)
    stackers = run_config(num_players, "stacker", games, seed, jobs, scheduler, records)
    result["stacker_vs_builders"] = odd_player_figures(stackers, STACKER)
    if num_players == 2:
        versus_random = run_config(num_players, "random", games, seed, jobs, scheduler, records)
        wins = sum(_win_of(r, r["roles"].index(BUILDER)) for r in versus_random)
        result["builder_vs_random"] = _share(wins, games)
    return result


def targets(result: dict[str, Any]) -> dict[str, bool]:
    """The spec's BT goals, checked on the point estimates."""
    n = result["players"]
    fair = 1 / n
    b = result["builders"]
    out = {
        "BT-1": result["stacker_vs_builders"]["share"] <= fair + 0.10,
        "BT-2": b["stall"]["share"] <= 0.02,
        "BT-3": b["least_built"]["share"] >= 0.40,
        "BT-4": abs(b["start_player_win"]["share"] - fair) <= 0.10,
    }
    if n == 5:
        out["BT-5"] = (b.get("special_vs_normal") or 0) <= 1.5 and b["capped_tracks"] <= 0.15
    if n == 4:
        out["BT-6"] = b["mean_rounds"] <= 40
    if n == 2:
        out["BT-7"] = result["builder_vs_random"]["share"] >= 0.95
    return out


def _pct(fig: dict[str, Any]) -> str:
    low, high = fig["ci95"]
    return f"{100 * fig['share']:5.1f} % [{100 * low:.1f}-{100 * high:.1f}]"


def report(result: dict[str, Any], seconds: float) -> list[str]:
    n = result["players"]
    b = result["builders"]
    lines = [
        f"Councils & Contracts balance, {n} players, {result['games_per_config']} games per configuration, "
        f"seed {result['seed']} ({seconds:.1f} s); builder = heuristic player (Easy)",
        f"  BT-1 stacker's win share against builders   {_pct(result['stacker_vs_builders'])}"
        f"  (fair share {100 / n:.1f} %; mean VP {result['stacker_vs_builders']['mean_vp']} against the best "
        f"builder's {result['stacker_vs_builders']['mean_best_builder_vp']})",
        f"  BT-2 builders' games ended by CC-31         {_pct(b['stall'])}",
        f"  BT-3 least-built card {b['least_built']['card']}                   {_pct(b['least_built'])}",
        f"  BT-4 start player's win share               {_pct(b['start_player_win'])}"
        f"  (by turn order {' / '.join(f'{100 * w:.1f}' for w in b['win_by_turn_order'])} %)",
    ]
    if "special_vs_normal" in b:
        lines.append(f"  BT-5 special committee against a normal council {b['special_vs_normal']} x; "
                     f"tracks at the cap {100 * b['capped_tracks']:.1f} %")
    else:
        lines.append(f"       tracks at the cap {100 * b['capped_tracks']:.1f} %")
    low, high = b["mean_rounds_ci95"]
    lines.append(f"  BT-6 mean rounds {b['mean_rounds']} [{low}-{high}]; "
                 f"winner's mean VP {b['mean_winning_vp']}")
    if "builder_vs_random" in result:
        lines.append(f"  BT-7 builder's win share against random    {_pct(result['builder_vs_random'])}")
    checks = targets(result)
    lines.append("  targets: " + ", ".join(f"{k} {'ok' if v else 'MISSED'}" for k, v in checks.items()))
    return lines


def measure_and_report(
    num_players: int, games: int, seed: int, jobs: int = 1, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> tuple[list[str], dict[str, Any]]:
    """The figures of one player count with their target verdicts, and the report lines."""
    started = time.perf_counter()
    result = measure(num_players, games, seed, jobs, scheduler, records)
    result["targets"] = targets(result)
    return report(result, time.perf_counter() - started), result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.tools.balance.councils",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per configuration (default 400)")
    parser.add_argument("--players", type=int, nargs="+", default=[3], help="player counts, 2-5")
    parser.add_argument("--seed", type=int, default=1, help="first deal (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(argv)
    if args.games < 1 or any(not 2 <= n <= 5 for n in args.players):
        parser.error("--games must be at least 1 and --players between 2 and 5")
    results = []
    for n in args.players:
        lines, result = measure_and_report(n, args.games, args.seed, args.jobs)
        for line in lines:
            print(line)
        results.append(result)
        sys.stdout.flush()
    compact = [{k: v for k, v in r.items() if k != "builders"} | {"builders": {
        k: v for k, v in r["builders"].items() if k != "card_built_share"}} for r in results]
    print(json.dumps({"game": "councils", "balance": compact}, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
