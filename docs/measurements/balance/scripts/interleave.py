"""Play the balance tool's own Easy table (every task of `campaign_trail --games G --seed S --players
SEATS`) into its record file in deal order, every configuration advancing together, so that a run
stopped early holds a like sample of every configuration (the tool plays one configuration after
another). The file is the one the tool writes: the tool's command with the same --record plays only
what is missing, and held games are skipped here. --level plays another level in every seat (session 41:
Normal's 2-seat table, normal11-2.jsonl). Usage (PYTHONPATH = the tree):
python interleave.py FILE SEATS [--seed S] [--games G] [--level L]"""
import argparse

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
from desktop_app.tools.game_records import GameRecords
from desktop_app.tools.runner import run_tasks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("seats", type=int)
    ap.add_argument("--seed", type=int, default=10001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--level", default="easy")
    a = ap.parse_args()
    tasks = sorted(game_tasks(a.seats, a.games, a.seed, a.level, {}), key=lambda t: t[2])
    records = GameRecords(a.file, "balance")
    print(a.seats, len(tasks), "tasks,", records.read_back, "held", flush=True)
    run_tasks(_play_task, tasks, 1, None, records)
    print("done", a.seats, flush=True)


if __name__ == "__main__":
    main()
