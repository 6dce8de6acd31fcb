"""Replay K games of a record file on the tree on PYTHONPATH and compare each result with the file's
(all fields but the CPU time). Usage: python same.py FILE K"""
import json
import sys

from desktop_app.tools.balance.campaign_trail import _play_task

path, k = sys.argv[1], int(sys.argv[2])
lines = open(path).read().splitlines()[1:]
step = max(1, len(lines) // k)
same = 0
for line in lines[::step][:k]:
    e = json.loads(line)
    _fn, task = json.loads(e["task"])
    got = json.loads(json.dumps(_play_task(*task)))
    a, b = dict(got), dict(e["result"])
    a.pop("cpu"); b.pop("cpu")
    same += a == b
    print(task[2], task[1]["_config"], "same" if a == b else "DIFFERENT", flush=True)
print(f"{same} of {min(k, len(lines[::step]))} identical")
