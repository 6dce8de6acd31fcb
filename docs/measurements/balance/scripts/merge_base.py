"""Append to TARGET the games of SOURCE (a record file of the same table) whose party set has no Green:
a tree that changes only Green-board orders (tiebreak_4p, read only with Green in play, CT-100) plays
them identically. Usage (PYTHONPATH = the tree): merge_base.py TARGET SOURCE"""
import json
import sys

target, source = sys.argv[1], sys.argv[2]
with open(target) as file:
    held = {json.loads(line)["task"] for line in file.readlines()[1:]}
with open(source) as file:
    lines = file.readlines()[1:]
added = 0
with open(target, "a") as out:
    for line in lines:
        e = json.loads(line)
        if "G" not in e["result"]["parties"] and e["task"] not in held:
            out.write(json.dumps(e, sort_keys=True) + "\n")
            held.add(e["task"])
            added += 1
print(target, "added", added, "now", len(held))
