"""Two full Easy tables of the same deals side by side (record files of the tool's own run, one seat
count, e.g. tuning/t7-rev6-2.jsonl and tuning/t7-immda-2.jsonl): every BT-1 to BT-5 and BT-7 figure of
the tool (campaign_trail_figures.summarise) for each file on the games both hold, its verdict, and the
mean paired difference (second minus first, normal 95% interval) where a figure is a mean over games
(BT-1, BT-2, BT-3 on the games a candidate is kept in both, BT-4 on the games whose deck holds it in
both, BT-5). BT-7 is not paired (which Exit Polls a party holds may differ). Lines whose verdict
differs are marked NEW MISS / FIXED; --all prints every line, otherwise only those missed in either.
Only whole deals count (every configuration's game of the deal in both files), and only their unbroken
run from the first deal on, so that a file played in deal order (interleave.py) and stopped early, even
one that also holds the kept-candidate games of split.py, gives a like sample of every configuration.
--gaps (session 41) takes every whole deal, for files that hold only some deals by design (orhosts.py: the
modules-on games, every other deal).
Usage (PYTHONPATH = a tree:this folder): python tables.py [--all] [--gaps] FIRST.jsonl SECOND.jsonl"""
import json
import math
import sys

from desktop_app.tools.balance.campaign_trail_figures import OK, summarise, win_share


def load(path):
    with open(path) as file:
        entries = [json.loads(line) for line in file.readlines()[1:]]
    return {e["task"]: e["result"] for e in entries}


def per_game(r):
    """Each figure's value in one game (None: the game does not count for it)."""
    v = {}
    for p in r["parties"]:
        v[("BT-1", f"{r['config']}: {p}")] = win_share(r, p)
    v[("BT-2", r["config"])] = win_share(r, r["start"])
    for p, c in {(p, c) for p, c in r["kept"]}:
        v[("BT-3", f"{len(r['parties'])} parties: {c}")] = win_share(r, p)
    for a in r["in_deck"]:
        v[("BT-4", a)] = float(a in r["played"])
    v[("BT-5", f"{r['seats']} seats")] = float(min(min(m) for m in r["turns"]) < 2)
    return v


def paired(a, b, keys, figure):
    d = []
    for k in keys:
        x, y = per_game(a[k]).get(figure), per_game(b[k]).get(figure)
        if x is not None and y is not None:
            d.append(y - x)
    if len(d) < 2:
        return ""
    m = sum(d) / len(d)
    h = 1.96 * math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1)) / math.sqrt(len(d))
    return f"{100 * m:+5.1f} [{100 * (m - h):+5.1f} {100 * (m + h):+5.1f}] on {len(d)}"


def fmt(fig):
    if fig is None:
        return "-"
    lo, hi = fig["ci95"]
    flag = "" if fig["verdict"] == OK else ("  MISS" if fig["verdict"] == "missed" else "  MISS!")
    return f"{100 * fig['rate']:5.1f} [{100 * lo:4.1f}-{100 * hi:4.1f}] of {fig['games']}{flag}"


def main():
    args = sys.argv[1:]
    every = "--all" in args
    gaps = "--gaps" in args
    args = [x for x in args if x not in ("--all", "--gaps")]
    a, b = load(args[0]), load(args[1])
    common = set(a) & set(b)
    deals = {}
    for k in set(a) | set(b):
        deals.setdefault(json.loads(k)[1][2], []).append(k)
    width = max(len(ks) for ks in deals.values())
    whole = sorted(d for d, ks in deals.items() if len(ks) == width and set(ks) <= common)
    # only the unbroken run of whole deals from the first one: a deal whose kept-candidate games were merged
    # in (split.py) is whole early exactly when that candidate is kept in every configuration, which would
    # over-weight it in a file stopped early
    run = whole if gaps else [d for i, d in enumerate(whole) if d == whole[0] + i]
    keys = sorted(k for d in run for k in deals[d])
    seats = a[keys[0]]["seats"]
    sa, sb = (summarise(seats, [t[k] for k in keys]) for t in (a, b))
    print(f"{len(keys)} games of {len(run)} whole deals ({run[0]}-{run[-1]}) in both "
          f"({len(a)} / {len(b)} held); first {args[0]}, second {args[1]}")
    for tid in ("BT-1", "BT-2", "BT-3", "BT-4", "BT-5", "BT-7"):
        fa, fb = sa["figures"][tid], sb["figures"][tid]
        print(f"== {tid}")
        for subject in sorted(set(fa) | set(fb)):
            x, y = fa.get(subject), fb.get(subject)
            va, vb = (f["verdict"] if f else OK for f in (x, y))
            if not every and va == OK and vb == OK:
                continue
            mark = "NEW MISS" if va == OK and vb != OK else ("FIXED" if va != OK and vb == OK else "")
            diff = "" if tid == "BT-7" else paired(a, b, keys, (tid, subject))
            print(f"  {subject:<34} {fmt(x):<36} {fmt(y):<36} {diff:<30} {mark}")
    print("== BT-5 lowest", sa["turns"]["lowest"], sb["turns"]["lowest"], "; BT-6",
          sa["length"], sb["length"])


if __name__ == "__main__":
    main()
