"""One configuration of two or more record files of the same deals (session 38: "DRLG 4 seats", the 4-party
game): every party's win share (BT-1), the starting party's (BT-2) and each Exit Poll card's scoring rate
(BT-7, the games in which a party holds it at Election Day; not paired), per file on the games every file
holds, with the mean paired difference against the first file (normal 95% interval), all games and split by
modules off / on. Usage: python green4.py [--config NAME] BASE.jsonl OTHER.jsonl..."""
import json
import sys

from orator import wilson
from paired import mean_interval

args = sys.argv[1:]
config = "DRLG 4 seats"
if args[:1] == ["--config"]:
    config, args = args[1], args[2:]


def load(path):
    out = {}
    with open(path) as file:
        lines = file.readlines()[1:]
    for line in lines:
        e = json.loads(line)
        if e["result"]["config"] == config:
            out[e["task"]] = e["result"]
    return out


def share(r, p):
    return 1 / len(r["winners"]) if p in r["winners"] else 0.0


files = [load(p) for p in args]
common = sorted(set.intersection(*(set(f) for f in files)))
print(config, len(common), "games in every file")
parties = files[0][common[0]]["parties"] if common else []
for label, keep in (("all", lambda r: True), ("modules off", lambda r: not r["election_day"]),
                    ("modules on", lambda r: r["election_day"])):
    keys = [k for k in common if keep(files[0][k])]
    if not keys:
        continue
    print(f"-- {label}: {len(keys)} games")
    for who in (*parties, "start"):
        base = [share(files[0][k], files[0][k]["start"] if who == "start" else who) for k in keys]
        cells = []
        for f in files:
            xs = [share(f[k], f[k]["start"] if who == "start" else who) for k in keys]
            lo, hi = wilson(sum(xs), len(xs))  # in %
            cell = f"{100 * sum(xs) / len(xs):5.1f} [{lo:4.1f}-{hi:4.1f}]"
            if f is not files[0]:
                m, h = mean_interval([x - b for x, b in zip(xs, base, strict=True)])
                cell += f" {100 * m:+5.1f} [{100 * (m - h):+5.1f} {100 * (m + h):+5.1f}]"
            cells.append(cell)
        print(f"{who:6}", " | ".join(cells))
for path, f in zip(args, files, strict=True):
    cards = {}
    for k in common:
        for e in f[k]["exit_polls"]:
            c = cards.setdefault(e["card"], [0, 0])
            c[0] += 1
            c[1] += e["tier"] > 0
    marks = [f"{c} {100 * s / n:.0f}% of {n}" + ("!" if not 0.1 <= s / n <= 0.9 else "")
             for c, (n, s) in sorted(cards.items())]
    print("BT-7", path.split("/")[-1], "; ".join(marks))
