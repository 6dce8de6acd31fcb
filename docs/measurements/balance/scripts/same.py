"""Replay K games of a record file on the tree on PYTHONPATH and compare each result with the file's
(all fields but the CPU time). With --revision N each game is played on data revision N instead of its
task's (a tuning tree's games against the revision that adopted its values); with --candidate ID only
the games in which a seat keeps that candidate.
Usage: python same.py FILE K [--revision N] [--candidate ID]"""
import argparse
import json

from desktop_app.tools.balance.campaign_trail import _play_task

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("k", type=int)
ap.add_argument("--revision", type=int)
ap.add_argument("--candidate")
a = ap.parse_args()
with open(a.file) as file:
    lines = file.read().splitlines()[1:]
if a.candidate:
    lines = [line for line in lines if any(c == a.candidate for _p, c in json.loads(line)["result"]["kept"])]
step = max(1, len(lines) // a.k)
same = 0
for line in lines[::step][:a.k]:
    e = json.loads(line)
    _fn, task = json.loads(e["task"])
    if a.revision is not None:
        task[1] = {**task[1], "data_revision": a.revision}
    got = json.loads(json.dumps(_play_task(*task)))
    x, y = dict(got), dict(e["result"])
    x.pop("cpu")
    y.pop("cpu")
    same += x == y
    print(task[2], task[1]["_config"], "same" if x == y else "DIFFERENT", flush=True)
print(f"{same} of {min(a.k, len(lines[::step]))} identical")
