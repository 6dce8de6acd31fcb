"""Append to TARGET the games of SOURCE (a record file of the same table) that a variant tree plays
identically. Without --candidate: the games whose party set has no Green (a tree that changes only
Green-board orders, tiebreak_4p, read only with Green in play, CT-100). With --candidate ID (session 33): the
games in which no seat keeps that candidate (a tree that changes only its effects, read only for the seat
that keeps it; which candidate a seat keeps depends on start values alone, ai._keep); --modules-off takes only
those with every module off (a change to the ethically minded sets, which without the Dirty Candidate only
the modules read). --all (session 39) takes every game the target does not hold: a target that already holds
every game its tree plays differently (ep_dealt.py). --green (session 40) takes the games with Green in
play: a tree that changes only base-board orders (tiebreak_3p, read only without Green, CT-100) plays them
identically.
Usage (PYTHONPATH = the tree):
merge_base.py TARGET SOURCE [--candidate ID [--modules-off] | --all | --green]"""
import argparse
import json

ap = argparse.ArgumentParser()
ap.add_argument("target")
ap.add_argument("source")
ap.add_argument("--candidate")
ap.add_argument("--modules-off", action="store_true")
ap.add_argument("--exit-polls", action="store_true")
ap.add_argument("--all", action="store_true")
ap.add_argument("--green", action="store_true")
a = ap.parse_args()


def same_in_variant(r) -> bool:
    if a.all:
        return True
    if a.green:
        return "G" in r["parties"]
    if a.exit_polls:
        return not r["election_day"]
    if not a.candidate:
        return "G" not in r["parties"]
    if a.modules_off and not r["setting"].endswith("modules off"):
        return False
    return all(c != a.candidate for _p, c in r["kept"])


with open(a.target) as file:
    held = {json.loads(line)["task"] for line in file.readlines()[1:]}
with open(a.source) as file:
    lines = file.readlines()[1:]
added = 0
with open(a.target, "a") as out:
    for line in lines:
        e = json.loads(line)
        if same_in_variant(e["result"]) and e["task"] not in held:
            out.write(json.dumps(e, sort_keys=True) + "\n")
            held.add(e["task"])
            added += 1
print(a.target, "added", added, "now", len(held))
