"""Two record files of the same tasks played at different levels or data revisions, on the deals both hold
in every configuration (session 41, issue 17's second level: normal11-2.jsonl beside easy11-2.jsonl, whose
first 20 deals of each party set are Normal's 120 games, or beside normal9-2.jsonl given revision 11's keys
with rekey.py). A task is matched whatever level it names; its data revision must be the same (rekey.py).

Printed: every BT-1 to BT-5 and BT-7 figure of the tool (campaign_trail_figures.summarise) for each file
on the common games, with the paired difference (second minus first, normal 95 % interval) where the
figure is a mean over games (tables.py's lines), and, where the first file holds more games, its figure
on all of them (its full table's verdict); BT-2 over every configuration of a party count; BT-3 again,
ordered by how far the two files differ; then
issue 17's done-when line for the Exit Polls ("it scores a held Exit Poll at least as often as Easy
does"): over every Exit Poll held at Election Day, the share that scored (tier 1 or better) in each file
with its Wilson interval; paired on the same party in the same game (the difference with a normal 95 %
interval, whatever card each held); and on the pairs where that party held the same card in both, with
the discordant pairs and an exact two-sided sign test on them.
Usage (PYTHONPATH = a tree:this folder): python levels.py FIRST.jsonl SECOND.jsonl"""
from __future__ import annotations

import json
import math
import sys
from typing import Any

from tables import fmt, paired  # type: ignore[import-not-found]

from desktop_app.tools.balance.campaign_trail_figures import OK, summarise, win_share
from desktop_app.tools.stats import wilson_interval

TARGETS = ("BT-1", "BT-2", "BT-3", "BT-4", "BT-5", "BT-7")


def load(path: str) -> dict[str, dict[str, Any]]:
    """The file's results by task key with the level set aside ("*"), so two levels' games pair."""
    out = {}
    with open(path) as file:
        for line in file.readlines()[1:]:
            e = json.loads(line)
            fn, task = json.loads(e["task"])
            task[3] = "*"
            out[json.dumps([fn, task], sort_keys=True, separators=(",", ":"))] = e["result"]
    return out


def share(hits: float, n: int) -> str:
    lo, hi = wilson_interval(hits, n)
    return f"{100 * hits / n:5.1f} % [{100 * lo:4.1f}-{100 * hi:4.1f}] ({hits:g} of {n})" if n else "-"


def mean_interval(diffs: list[float], scale: float = 100, unit: str = " points") -> str:
    """The mean of paired differences with its normal 95 % interval (in points of a share by default)."""
    n = len(diffs)
    if n < 2:
        return "-"
    m = sum(diffs) / n
    h = 1.96 * math.sqrt(sum((x - m) ** 2 for x in diffs) / (n - 1)) / math.sqrt(n)
    d = 1 if scale == 100 else 2
    return f"{scale * m:+5.{d}f} [{scale * (m - h):+5.{d}f} {scale * (m + h):+5.{d}f}]{unit} on {n}"


def sign_test(b: int, c: int) -> float:
    """Two-sided exact p of b against c discordant pairs under no difference (McNemar's exact test)."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def polls(r: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each party's Exit Poll held at Election Day (one a party, CT-153)."""
    return {p["party"]: p for p in r.get("exit_polls") or ()}


def exit_poll_lines(a: dict[str, Any], b: dict[str, Any], keys: list[str]) -> list[str]:
    held_a = [p for k in keys for p in polls(a[k]).values()]
    held_b = [p for k in keys for p in polls(b[k]).values()]
    lines = ["== Exit Polls held at Election Day, the share that scored (tier 1 or better)",
             f"  first : {share(sum(p['tier'] >= 1 for p in held_a), len(held_a))}, mean tier "
             f"{sum(p['tier'] for p in held_a) / max(1, len(held_a)):.2f}",
             f"  second: {share(sum(p['tier'] >= 1 for p in held_b), len(held_b))}, mean tier "
             f"{sum(p['tier'] for p in held_b) / max(1, len(held_b)):.2f}"]
    seat, same, tiers = [], [], []
    discordant = [0, 0]  # same card: scored in the first only, in the second only
    for k in keys:
        pa, pb = polls(a[k]), polls(b[k])
        for party in sorted(set(pa) & set(pb)):
            x, y = pa[party]["tier"] >= 1, pb[party]["tier"] >= 1
            seat.append(float(y) - float(x))
            tiers.append(float(pb[party]["tier"] - pa[party]["tier"]))
            if pa[party]["card"] == pb[party]["card"]:
                same.append((x, y))
                if x != y:
                    discordant[y] += 1
    lines.append(f"  paired, the same party in the same game (any card): second minus first "
                 f"{mean_interval(seat)}; mean tier {mean_interval(tiers, 1, '')}")
    if same:
        n = len(same)
        lines.append(f"  paired, the same card held by the same party in the same game: {n} pairs; first "
                     f"{share(sum(x for x, _ in same), n)}, second {share(sum(y for _, y in same), n)}; "
                     f"scored in the first only {discordant[0]}, in the second only {discordant[1]} "
                     f"(sign test p = {sign_test(*discordant):.3g}); difference "
                     f"{mean_interval([float(y) - float(x) for x, y in same])}")
    return lines


def whole_deals(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """The games of the deals both files hold in every configuration, so that a file stopped early (played
    in deal order, interleave.py) weighs every configuration alike."""
    deals: dict[int, list[str]] = {}
    for k in set(a) | set(b):
        deals.setdefault(json.loads(k)[1][2], []).append(k)
    width = max(len(ks) for ks in deals.values())
    return sorted(k for ks in deals.values() if len(ks) == width and all(k in a and k in b for k in ks)
                  for k in ks)


def main() -> None:
    a, b = load(sys.argv[1]), load(sys.argv[2])
    keys = whole_deals(a, b)
    if not keys:
        sys.exit("no game in both files (the same tasks and data revision: rekey.py)")
    seats = a[keys[0]]["seats"]
    sa, sb = summarise(seats, [a[k] for k in keys]), summarise(seats, [b[k] for k in keys])
    full = summarise(seats, list(a.values())) if len(a) > len(keys) else None
    configs: dict[str, int] = {}
    for k in keys:
        configs[a[k]["config"]] = configs.get(a[k]["config"], 0) + 1
    held = ", ".join(f"{c} {n}" for c, n in configs.items())
    print(f"{len(keys)} games of whole deals in both ({len(a)} / {len(b)} held): {held}")
    last = f"; last column: the first on all its {len(a)} games" if full else ""
    print(f"first {sys.argv[1]}, second {sys.argv[2]}{last}")
    for tid in TARGETS:
        fa, fb = sa["figures"][tid], sb["figures"][tid]
        print(f"== {tid}")
        for subject in sorted(set(fa) | set(fb)):
            diff = "" if tid == "BT-7" else paired(a, b, keys, (tid, subject))
            whole = fmt(full["figures"][tid].get(subject)) if full else ""
            print(f"  {subject:<30} {fmt(fa.get(subject)):<36} {fmt(fb.get(subject)):<36} {diff:<30} {whole}")
    print("== BT-2 over every configuration of the same party count (the starting party's share of the wins)")
    for count in sorted({len(a[k]["parties"]) for k in keys}):
        ks = [k for k in keys if len(a[k]["parties"]) == count]
        wins = [[win_share(t[k], t[k]["start"]) for k in ks] for t in (a, b)]
        diff = mean_interval([y - x for x, y in zip(*wins, strict=True)])
        print(f"  {count} parties: first {share(sum(wins[0]), len(ks))}, "
              f"second {share(sum(wins[1]), len(ks))}, second minus first {diff}")
    print("== BT-3 by the difference of the rates (second minus first, each on its own games)")
    rows = []
    for subject in set(sa["figures"]["BT-3"]) & set(sb["figures"]["BT-3"]):
        x, y = sa["figures"]["BT-3"][subject], sb["figures"]["BT-3"][subject]
        rows.append((y["rate"] - x["rate"], subject, x, y))
    for d, subject, x, y in sorted(rows, key=lambda row: -abs(row[0])):
        moved = "" if (x["verdict"] == OK) == (y["verdict"] == OK) else ("  out in the second only"
                                                                       if x["verdict"] == OK else
                                                                       "  out in the first only")
        print(f"  {subject:<30} {100 * d:+6.1f}  {fmt(x):<36} {fmt(y):<36}{moved}")
    print("\n".join(exit_poll_lines(a, b, keys)))
    print("== BT-5 lowest", sa["turns"]["lowest"], sb["turns"]["lowest"])
    print("== BT-6", sa["length"], sb["length"])


if __name__ == "__main__":
    main()
