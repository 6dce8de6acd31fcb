"""Append to TARGET the games of SOURCE (a record file of the same table) in which no seat keeps CANDIDATE:
a tree that changes only that candidate's effects plays them identically (a candidate's effects are read
only for the seat that keeps it; which candidate a seat keeps depends on start values alone, ai._keep).
With --modules-off only the games with every module off are taken (a change to the ethically minded sets,
which without the Dirty Candidate only the modules read). Usage: merge_other.py TARGET SOURCE CANDIDATE
[--modules-off]"""
import json
import sys

target, source, candidate = sys.argv[1:4]
modules_off = "--modules-off" in sys.argv[4:]
with open(target) as file:
    held = {json.loads(line)["task"] for line in file.readlines()[1:]}
with open(source) as file:
    lines = file.readlines()[1:]
added = 0
with open(target, "a") as out:
    for line in lines:
        e = json.loads(line)
        r = e["result"]
        if any(c == candidate for _p, c in r["kept"]) or e["task"] in held:
            continue
        if modules_off and not r["setting"].endswith("modules off"):
            continue
        out.write(json.dumps(e, sort_keys=True) + "\n")
        held.add(e["task"])
        added += 1
print(target, "added", added, "now", len(held))
