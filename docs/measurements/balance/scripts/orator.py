"""The Orator's BT-3 figure in record files: its party's share of the wins where it was kept, by party
count, with the 95% Wilson interval; also how often it was dealt and kept. Another candidate with
--candidate ID (before the files). Usage: python orator.py [--candidate ID] FILE..."""
import json
import math
import pathlib
import sys


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (100 * (c - h), 100 * (c + h))


def main():
    args = sys.argv[1:]
    candidate = "orator"
    if args[:1] == ["--candidate"]:
        candidate, args = args[1], args[2:]
    for path in args:
        by = {}
        for line in pathlib.Path(path).read_text().splitlines()[1:]:
            r = json.loads(line)["result"]
            n = len(r["parties"])
            for party, cand in r["kept"]:
                if cand != candidate:
                    continue
                w = 1 / len(r["winners"]) if party in r["winners"] else 0.0
                k, g = by.get(n, (0.0, 0))
                by[n] = (k + w, g + 1)
        games = len(pathlib.Path(path).read_text().splitlines()) - 1
        for n, (k, g) in sorted(by.items()):
            lo, hi = wilson(k, g)
            print(f"{path}: {games} games, {n} parties: {candidate} kept in {g},"
                  f" its party won {100*k/g:.1f} % [{lo:.1f}-{hi:.1f}]")


if __name__ == "__main__":
    main()
