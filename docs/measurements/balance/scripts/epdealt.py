"""Session 39 (sixteenth round, part 2): an Exit Poll threshold variant's games, played only where they can
differ. A tree that changes only CARD's thresholds plays a game as its source does unless the Election Day
module is on and some party is dealt CARD (the Easy computer reads its Exit Polls only at the discards, and
only its own party's cards; reach.py's note; checked on 2 such games at 5 seats, identical, while 2 games with
CARD dealt differed). This plays, into RECORD, the tool's tasks of SEATS (seed S,
G games per configuration, left-column configurations only) that are modules-on games in which CARD is dealt,
in deal order. --merge BASE OUT (no game played) then writes OUT: RECORD's games and every game of BASE (a
record file of the source tree with the same task keys) of the same deals that RECORD does not hold, i.e. a
whole table of the variant for those deals (tables.py, held.py). Whether CARD is dealt is read by playing each
game's setup (CT-29: the deal is its step 8) with the game's own agents.
Usage (PYTHONPATH = the variant tree): python epdealt.py RECORD SEATS CARD [--seed S] [--games G] [--jobs J]
[--count] [--merge BASE OUT]"""
from __future__ import annotations

import argparse
import json
from typing import Any

from desktop_app.ai.agents import make_agent
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.tools.balance.campaign_trail import _known, _play_task, column, game_tasks
from desktop_app.tools.game_records import GameRecords
from desktop_app.tools.runner import run_tasks


def dealt(seats: int, options: dict[str, Any], deal: int, level: str, agent_seed: int) -> list[list[str]]:
    """Each party's Exit Poll hand as CT-150 deals it in the task's game."""
    state = CAMPAIGN_TRAIL_GAME.new_game(seats, _known(options), deal)
    agents = [make_agent(CAMPAIGN_TRAIL_GAME, level, agent_seed + 104_729 * p, guard=False)
              for p in range(seats)]
    while not any(state.ed_polls) and not state.is_terminal():
        player = state.to_move()[0]
        state.apply_action(player, agents[player].choose(state, player))
    return [list(h) for h in state.ed_polls]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("record")
    ap.add_argument("seats", type=int)
    ap.add_argument("card")
    ap.add_argument("--seed", type=int, default=10001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--count", action="store_true")
    ap.add_argument("--merge", nargs=2)
    a = ap.parse_args()
    if a.merge:
        merge(a.record, *a.merge, range(a.seed, a.seed + a.games))
        return
    tasks = [t for t in game_tasks(a.seats, a.games, a.seed, "easy", {})
             if t[1]["_modules"] == "on" and column(a.seats, len(t[1]["parties"])) == "left"]
    tasks.sort(key=lambda t: t[2])
    hands = run_tasks(dealt, tasks, a.jobs)
    mine = [t for t, h in zip(tasks, hands, strict=True) if any(a.card in x for x in h)]
    print(a.seats, len(tasks), "modules-on left-column tasks;", a.card, "dealt in", len(mine), flush=True)
    if a.count:
        return
    records = GameRecords(a.record, "balance")
    run_tasks(_play_task, mine, a.jobs, None, records)
    print("done", flush=True)


def merge(record: str, base: str, out: str, deals: range) -> None:
    with open(record) as f:
        lines = f.readlines()
    held = {json.loads(line)["task"] for line in lines[1:]}
    added = 0
    with open(base) as f, open(out, "w") as o:
        o.writelines(lines)
        for line in f.readlines()[1:]:
            task = json.loads(line)["task"]
            if task not in held and json.loads(task)[1][2] in deals:
                o.write(line)
                added += 1
    print(out, len(held), "games of", record, "and", added, "of", base)


if __name__ == "__main__":
    main()
