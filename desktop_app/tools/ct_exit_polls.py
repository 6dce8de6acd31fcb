"""How often each computer level's held Exit Poll scores at Election Day (Campaign Trail, CT-153).

Plays computer-only games with the Election Day module on, the levels given rotated through the seats
as ``simulate`` does (deal ``seed + game // seats``), and counts, per level, the parties that scored tier 1
or better with the Exit Poll they held, with a 95% interval, and the mean reward voters:

    python -m desktop_app.tools.ct_exit_polls --players ai:normal,ai:easy --games 24 --seed 1

Each party's card, value, tier and reward are recorded in the finished state (``ed_results``); this tool
only reads them.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from ..ai.agents import make_agent
from ..engine.seats import parse_seats
from ..games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from .stats import wilson_interval


def play(
    levels: list[str], options: dict[str, Any], seed: int, index: int
) -> list[tuple[str, str, int, int]]:
    """One game: per seat's agent, (level, exit poll, tier, reward voters) of the seat's party."""
    game = CAMPAIGN_TRAIL_GAME
    n = len(levels)
    seat_of = [(i + index % n) % n for i in range(n)]
    # The time guard is off: every search runs its whole iteration budget, the same on any machine.
    agents = [make_agent(game, levels[i], seed * 1_000_003 + index * 7_919 + i * 104_729, guard=False)
              for i in range(n)]
    by_seat = [agents[seat_of.index(x)] for x in range(n)]
    state = game.new_game(n, options, seed + index // n)
    while state.to_move():
        player = state.to_move()[0]
        state.apply_action(player, by_seat[player].choose(state, player))
    out = []
    for i, level in enumerate(levels):
        poll, _, _, tier, voters = state.ed_results[state.seat_party[seat_of[i]]]
        out.append((level, poll, tier, voters))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.tools.ct_exit_polls", description=__doc__)
    parser.add_argument("--players", default="ai:normal,ai:easy", help="seats, e.g. ai:normal,ai:easy")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", nargs="*", default=[], help="KEY=VALUE game options")
    args = parser.parse_args(argv)
    levels = [str(seat.level) for seat in parse_seats(args.players)]
    options: dict[str, Any] = {"election_day": True}
    for item in args.options:
        key, _, raw = item.partition("=")
        options[key] = {"true": True, "on": True, "false": False, "off": False}.get(raw.lower(), raw)
    options = CAMPAIGN_TRAIL_GAME.normalize_options(len(levels), options)
    cpu = time.process_time()
    tally: dict[str, list[int]] = {}  # level -> [parties, scored, reward voters]
    for index in range(args.games):
        for level, _, tier, voters in play(levels, options, args.seed, index):
            row = tally.setdefault(level, [0, 0, 0])
            row[0] += 1
            row[1] += 1 if tier else 0
            row[2] += voters
    summary = []
    for level, (parties, scored, voters) in tally.items():
        low, high = wilson_interval(scored, parties)
        summary.append(
            {"level": level, "parties": parties, "scored": scored, "rate": scored / parties,
             "interval": [low, high], "mean_reward": voters / parties}
        )
        print(f"{level:>7}: held Exit Poll scored {scored}/{parties} = {scored / parties:.0%} "
              f"[{low:.0%}, {high:.0%}], mean reward {voters / parties:.2f} voters")
    print(f"CPU {time.process_time() - cpu:.0f} s")
    print(json.dumps({"games": args.games, "seed": args.seed, "levels": summary}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
