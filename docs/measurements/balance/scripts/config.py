"""Play, into the balance tool's record file, only the tasks of some configurations of the tool's Easy table
(session 38: the 4-party game "DRLG 4 seats", whose Green tiebreak orders and right Exit Poll column the
fourteenth round screened), in deal order, optionally only those with the modules all on or all off. The
tasks are the tool's own (`campaign_trail --games G --seed S --players SEATS`), so the file pairs with and
completes into that table. Usage (PYTHONPATH = the tree):
python config.py FILE SEATS --config NAME [--config NAME ...] [--seed S] [--games G] [--modules on|off]
[--count]"""
import argparse

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
from desktop_app.tools.game_records import GameRecords
from desktop_app.tools.runner import run_tasks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("seats", type=int)
    ap.add_argument("--config", action="append", required=True)
    ap.add_argument("--seed", type=int, default=10001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--modules", choices=("on", "off"))
    ap.add_argument("--count", action="store_true")
    a = ap.parse_args()
    tasks = [t for t in game_tasks(a.seats, a.games, a.seed, "easy", {}) if t[1]["_config"] in a.config]
    if a.modules:
        tasks = [t for t in tasks if t[1]["_modules"] == a.modules]
    tasks.sort(key=lambda t: t[2])  # deal order: a run stopped early is a like sample
    print(a.seats, len(tasks), "tasks", flush=True)
    if not a.count:
        run_tasks(_play_task, tasks, 1, None, GameRecords(a.file, "balance"))
        print("done", a.seats, flush=True)


if __name__ == "__main__":
    main()
