"""Play, into the balance tool's record file, the games of its Easy table that a change of one Exit Poll's
left column (and, with --candidate ID, of that candidate's effects) can play differently: the games with the
modules on whose parties use the left column (CT-152) and in which some party is dealt the card (CT-150, at
setup), and with --candidate also every game in which a seat keeps the candidate. Any other game reads
neither value, so it plays as on a tree without the change (merge_base.py, or the games the file holds).
Session 39: revision 10 lowered ep07's left column (and dropped the Party Insider's fee) after part of its
tables had been played. --drop removes the file's games of these tasks first (played before the change).
Session 41: --column right plays the right column's games instead (ep16's right thresholds).
Usage (PYTHONPATH = the tree): python ep_dealt.py FILE SEATS --card ep07 [--column left|right]
[--candidate ID] [--drop] [--seed S] [--games G] [--jobs J] [--count]"""
import argparse
import json

from epdealt import dealt as dealt_hands
from split import candidate_kept

from desktop_app.tools.balance.campaign_trail import _play_task, column, game_tasks
from desktop_app.tools.game_records import GameRecords, task_key
from desktop_app.tools.runner import run_tasks


def dealt(task, card: str) -> bool:
    """Whether some party is dealt the Exit Poll (epdealt.py plays the setup up to the Election Day deal)."""
    return any(card in held for held in dealt_hands(*task))


def changed(task, card: str, candidate: str | None, side: str = "left") -> bool:
    seats, options = task[0], task[1]
    if candidate and candidate_kept(task, candidate):
        return True
    return (options["_modules"] == "on" and column(seats, len(options["parties"])).startswith(side)
            and dealt(task, card))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("seats", type=int)
    ap.add_argument("--card", required=True)
    ap.add_argument("--column", choices=["left", "right"], default="left")
    ap.add_argument("--candidate")
    ap.add_argument("--drop", action="store_true")
    ap.add_argument("--seed", type=int, default=30001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--count", action="store_true")
    a = ap.parse_args()
    tasks = sorted(game_tasks(a.seats, a.games, a.seed, "easy", {}), key=lambda t: t[2])
    mine = [t for t in tasks if changed(t, a.card, a.candidate, a.column)]
    print(a.seats, len(tasks), "tasks,", len(mine), "to play here", flush=True)
    if a.count:
        return
    if a.drop:
        keys = {task_key(_play_task, t) for t in mine}
        with open(a.file) as file:
            lines = file.read().splitlines()
        kept = [lines[0]] + [line for line in lines[1:] if json.loads(line)["task"] not in keys]
        with open(a.file, "w") as file:
            file.write("\n".join(kept) + "\n")
        print("dropped", len(lines) - len(kept), flush=True)
    run_tasks(_play_task, mine, a.jobs, None, GameRecords(a.file, "balance"))
    print("done", a.seats, flush=True)


if __name__ == "__main__":
    main()
