"""Records played on one data revision given another revision's task keys, so that the balance tool (or
split.py, tables.py, paired.py) on the tree on PYTHONPATH pairs them with its own games. Session 27: trees
with a data revision 7 whose only change was the Orator's row, given revision 6's keys (the default).
Session 36: revision 8's 3-seat tuning table, played on a tree whose keys carry revision 6, given the
keys of the repository's revision 8 (`--from 6 --to 8`, after same.py replayed some of its games on the
repository identically). Every key must be one of the tool's tasks for SEATS, SEED and GAMES on that tree,
at the level the record's task names (session 41: Normal's revision 9 table, normal9-2.jsonl, `2 30001 20
--from 9 --to 11`).
Usage: PYTHONPATH=TREE python rekey.py IN OUT SEATS [SEED GAMES] [--from R --to R]
(default 30001 400, 7 to 6)"""
import argparse
import json
import pathlib

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
from desktop_app.tools.game_records import task_key

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("dst")
ap.add_argument("seats", type=int)
ap.add_argument("seed", type=int, nargs="?", default=30001)
ap.add_argument("games", type=int, nargs="?", default=400)
ap.add_argument("--from", dest="old", type=int, default=7)
ap.add_argument("--to", dest="new", type=int, default=6)
a = ap.parse_args()
wanted: dict[str, set[str]] = {}  # per level
lines = pathlib.Path(a.src).read_text().splitlines()
out = [lines[0]]
for line in lines[1:]:
    e = json.loads(line)
    fn, task = json.loads(e["task"])
    assert task[1]["data_revision"] == a.old
    task[1]["data_revision"] = a.new
    key = json.dumps([fn, task], sort_keys=True, separators=(",", ":"))
    if task[3] not in wanted:
        wanted[task[3]] = {task_key(_play_task, t) for t in game_tasks(a.seats, a.games, a.seed, task[3], {})}
    assert key in wanted[task[3]], key
    out.append(json.dumps({"task": key, "result": e["result"]}, sort_keys=True))
pathlib.Path(a.dst).write_text("\n".join(out) + "\n")
print(a.dst, len(out) - 1, "games")
