"""Session 39 (sixteenth round, part 2): an Exit Poll variant's record file beside its source's, on the
games both hold (left-column configurations; any seat count, any mix of modules settings): BT-7 per card
(not paired: a party's held card may differ; % with the Wilson 95 % interval), the games whose winners
differ, and the paired differences (second minus first, normal 95 % interval) of each configuration's party
win shares (BT-1) and of the starting party's (BT-2).
Usage: python edpair.py [--cards ep06,ep07,...] [--column right-4] BASE.jsonl OTHER.jsonl...
(--column: the games of that BT-7 column instead, left, right-3 or right-4; session 41)"""
from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from typing import Any

from orator import wilson  # type: ignore[import-not-found]


def load(path: str, column: str = "left") -> dict[str, Any]:
    out = {}
    with open(path) as f:
        for line in f.readlines()[1:]:
            e = json.loads(line)
            if e["result"]["column"] == column:
                out[e["task"]] = e["result"]
    return out


def share(r: dict[str, Any], party: str) -> float:
    return 1 / len(r["winners"]) if party in r["winners"] else 0.0


def interval(diffs: list[float]) -> str:
    n = len(diffs)
    m = sum(diffs) / n
    h = 1.96 * math.sqrt(sum((x - m) ** 2 for x in diffs) / max(1, n - 1)) / math.sqrt(n)
    return f"{100 * m:+.1f} [{100 * (m - h):+.1f} {100 * (m + h):+.1f}]"


def bt7(games: list[dict[str, Any]], cards: list[str]) -> str:
    held: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in games:
        for e in r["exit_polls"]:
            held[e["card"]][0] += e["tier"] > 0
            held[e["card"]][1] += 1
    parts = []
    for c in cards:
        k, n = held[c]
        lo, hi = (max(0.0, x) for x in wilson(k, n))
        parts.append(f"{c} {100 * k / max(n, 1):.1f} [{lo:.1f}-{hi:.1f}] of {n}")
    return " | ".join(parts)


def _counts(r: dict[str, Any], card: str) -> tuple[int, int]:
    """One game's held copies of CARD at Election Day and how many of them score (tier 1 or better)."""
    held = [e for e in r["exit_polls"] if e["card"] == card]
    return sum(e["tier"] > 0 for e in held), len(held)


def paired_bt7(base: list[dict[str, Any]], other: list[dict[str, Any]], card: str) -> str:
    """The difference of CARD's BT-7 rate (other minus base) on the same games, with a 95 % interval from
    2,000 bootstrap draws of whole games (the ratio of scored to held copies, drawn together; session 41)."""
    import random

    pairs = [(_counts(b, card), _counts(o, card)) for b, o in zip(base, other, strict=True)]
    pairs = [p for p in pairs if p[0][1] or p[1][1]]

    def diff(sample: list[Any]) -> float:
        kb, nb = sum(p[0][0] for p in sample), sum(p[0][1] for p in sample)
        ko, no = sum(p[1][0] for p in sample), sum(p[1][1] for p in sample)
        return 100 * (ko / max(no, 1) - kb / max(nb, 1))

    rng = random.Random(41)
    draws = sorted(diff([rng.choice(pairs) for _ in pairs]) for _ in range(2000))
    return f"{card} {diff(pairs):+.1f} [{draws[50]:+.1f} {draws[1949]:+.1f}] on {len(pairs)} games"


def main() -> None:
    args = sys.argv[1:]
    cards = ["ep06", "ep07", "ep12", "ep13"]
    column = "left"
    while args[0] in ("--cards", "--column"):
        if args[0] == "--cards":
            cards = args[1].split(",")
        else:
            column = args[1]
        args = args[2:]
    files = [load(p, column) for p in args]
    common = sorted(set.intersection(*(set(f) for f in files)))
    base = files[0]
    print(len(common), f"{column}-column games in every file;", sum(base[k]["election_day"] for k in common),
          "with Election Day")
    for path, f in zip(args, files, strict=True):
        games = [f[k] for k in common]
        changed = sum(f[k]["winners"] != base[k]["winners"] for k in common)
        print(f"== {path}: BT-7 {bt7(games, cards)}; winners differ from the first in {changed} games")
        if f is base:
            continue
        print("  BT-7 paired (bootstrap over games): "
              + " | ".join(paired_bt7([base[k] for k in common], games, c) for c in cards))
        by_config: dict[str, list[str]] = defaultdict(list)
        for k in common:
            by_config[base[k]["config"]].append(k)
        for config, keys in sorted(by_config.items()):
            parts = []
            for party in base[keys[0]]["parties"]:
                rate = 100 * sum(share(f[k], party) for k in keys) / len(keys)
                diffs = [share(f[k], party) - share(base[k], party) for k in keys]
                parts.append(f"{party} {rate:.1f} % {interval(diffs)}")
            start = [share(f[k], f[k]["start"]) - share(base[k], base[k]["start"]) for k in keys]
            print(f"  {config} ({len(keys)}): " + ", ".join(parts) + f"; starting party {interval(start)}")


if __name__ == "__main__":
    main()
