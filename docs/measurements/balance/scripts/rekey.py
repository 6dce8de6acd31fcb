"""Records played on trees with a data revision 7 whose only change was the Orator's row, given revision
6's task keys, so that the balance tool (or split.py) on revision 6 - or on a tuning tree built from it by
mkvariant.sh - reads them back. Every key must be one of the tool's revision-6 tasks for SEATS, SEED and
GAMES. Usage: PYTHONPATH=REV6TREE python rekey.py IN OUT SEATS [SEED GAMES] (default 30001 400)"""
import json
import sys

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
from desktop_app.tools.game_records import task_key

src, dst, seats = sys.argv[1], sys.argv[2], int(sys.argv[3])
seed, games = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) > 5 else (30001, 400)
wanted = {task_key(_play_task, t) for t in game_tasks(seats, games, seed, "easy", {})}
lines = open(src).read().splitlines()
out = [lines[0]]
for line in lines[1:]:
    e = json.loads(line)
    fn, task = json.loads(e["task"])
    assert task[1]["data_revision"] == 7
    task[1]["data_revision"] = 6
    key = json.dumps([fn, task], sort_keys=True, separators=(",", ":"))
    assert key in wanted, key
    out.append(json.dumps({"task": key, "result": e["result"]}, sort_keys=True))
open(dst, "w").write("\n".join(out) + "\n")
print(dst, len(out) - 1, "games")
