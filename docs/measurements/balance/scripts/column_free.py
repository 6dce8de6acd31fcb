"""Play, into the balance tool's record file, the games of its Easy table that no left-column Exit Poll
threshold can change: every game with the modules off (no Exit Poll is dealt) and, with the modules on,
every game whose parties use the right column (CT-152: 3 parties at 3 seats, every 4-party game). Session
39 played them while a change of the left column (the other games: 2 parties at 2 and 4 seats, 3 parties
at 5 and 6) was still being screened; the tool's own command with the same --record then plays the rest.
Usage (PYTHONPATH = the tree): python column_free.py FILE SEATS [--seed S] [--games G] [--jobs J] [--count]"""
import argparse

from desktop_app.tools.balance.campaign_trail import _play_task, column, game_tasks
from desktop_app.tools.game_records import GameRecords
from desktop_app.tools.runner import run_tasks


def column_free(task) -> bool:
    seats, options = task[0], task[1]
    return options["_modules"] == "off" or column(seats, len(options["parties"])) != "left"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("seats", type=int)
    ap.add_argument("--seed", type=int, default=30001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--count", action="store_true")
    a = ap.parse_args()
    tasks = game_tasks(a.seats, a.games, a.seed, "easy", {})
    mine = [t for t in tasks if column_free(t)]
    print(a.seats, len(tasks), "tasks,", len(mine), "to play here", flush=True)
    if not a.count:
        run_tasks(_play_task, mine, a.jobs, None, GameRecords(a.file, "balance"))
        print("done", a.seats, flush=True)


if __name__ == "__main__":
    main()
