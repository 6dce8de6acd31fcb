"""Paired screen: simulate records of ai:hard,ai:normal on the same seed, compared game by game.
Usage: python paired.py base.jsonl variant.jsonl [...]  (first file is the reference)."""
import json
import math
import pathlib
import sys


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    s = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((c - s) / d * 100, (c + s) / d * 100)


def load(path):
    games = {}
    cpu = [0.0, 0.0]
    dec = [0, 0]
    for line in pathlib.Path(path).read_text().splitlines()[1:]:
        r = json.loads(line)
        res = r["result"]
        a = res["agents"]
        games[res["game"]] = (a[0]["win"], a[0]["score"] - a[1]["score"])
        for i in range(2):
            cpu[i] += a[i]["think_cpu_total"]
            dec[i] += a[i]["searches"] or 1
    return games, cpu[0] / max(dec[0], 1), cpu[1] / max(dec[1], 1)


files = sys.argv[1:]
arms = [load(f) for f in files]
common = sorted(set.intersection(*(set(g) for g, _, _ in arms)))
print(f"games common to all arms: {len(common)} ({common})")
for f, (g, hc, nc) in zip(files, arms, strict=False):
    wins = sum(g[i][0] for i in common)
    margin = sum(g[i][1] for i in common) / max(len(common), 1)
    lo, hi = wilson(wins, len(common))
    allw = sum(v[0] for v in g.values())
    print(f"{f}: Hard {wins}/{len(common)} = {100 * wins / max(len(common), 1):.1f}% [{lo:.1f}, {hi:.1f}], "
          f"mean margin {margin:+.1f} VP; all its games {allw}/{len(g)}; "
          f"CPU a decision Hard {hc:.2f} s, Normal {nc:.2f} s")
ref = arms[0][0]
for f, (g, _, _) in zip(files[1:], arms[1:], strict=False):
    better = sum(1 for i in common if g[i][0] > ref[i][0])
    worse = sum(1 for i in common if g[i][0] < ref[i][0])
    dm = [g[i][1] - ref[i][1] for i in common]
    m = sum(dm) / max(len(dm), 1)
    sd = math.sqrt(sum((x - m) ** 2 for x in dm) / max(len(dm) - 1, 1)) if len(dm) > 1 else 0.0
    print(f"{f} vs {files[0]}: won {better} games the reference lost, lost {worse} it won; "
          f"margin change {m:+.1f} VP (sd {sd:.1f}, se {sd / math.sqrt(max(len(dm), 1)):.1f})")
