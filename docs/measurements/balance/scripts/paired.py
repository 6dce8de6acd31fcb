"""The Orator's party's win share on the same tuning deals in several variants (record files of
split.py --kept): per variant on the deals every file holds, and the mean paired difference against the
first file with a normal 95% interval; another candidate with --candidate ID (before the files).
Usage: python paired.py [--candidate ID] BASE.jsonl OTHER.jsonl..."""
import json
import math
import pathlib
import sys


def mean_interval(diffs):
    """The mean of paired differences and the half-width of its normal 95% interval."""
    n = len(diffs)
    m = sum(diffs) / n
    return m, 1.96 * math.sqrt(sum((x - m) ** 2 for x in diffs) / max(1, n - 1)) / math.sqrt(n)


def shares(path, candidate):
    out = {}
    for line in pathlib.Path(path).read_text().splitlines()[1:]:
        e = json.loads(line)
        r = e["result"]
        for party, cand in r["kept"]:
            if cand == candidate:
                out[e["task"]] = (1 / len(r["winners"]) if party in r["winners"] else 0.0)
    return out


def main():
    args = sys.argv[1:]
    candidate = "orator"
    if args[:1] == ["--candidate"]:
        candidate, args = args[1], args[2:]
    files = [shares(p, candidate) for p in args]
    common = set.intersection(*(set(f) for f in files))
    print(len(common), "deals in every file")
    base = files[0]
    for path, f in zip(args, files, strict=True):
        m, h = mean_interval([f[k] - base[k] for k in common])
        print(f"{path}: {100 * sum(f[k] for k in common) / len(common):.1f} %, against the first "
              f"{100 * m:+.1f} [{100 * (m - h):+.1f} {100 * (m + h):+.1f}]")


if __name__ == "__main__":
    main()
