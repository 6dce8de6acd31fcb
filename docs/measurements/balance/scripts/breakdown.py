"""What a candidate's (or a party's) win share comes from, in the records: its party's share of the wins
split by party, party set, setting (mode / modules), starting or not, own and opponents' candidates and the
abilities played, each with its 95% Wilson interval (session 33). With --base FILE every group is also paired
against that file on the same games (second minus base, normal 95% interval; --modules on|off keeps only
those games). Usage: python breakdown.py [--base FILE] [--modules on|off] cand ID NPARTIES FILE...
or: python breakdown.py [--base FILE] [--modules on|off] party P CONFIG FILE..."""
import argparse
import json
import math
from collections import defaultdict

from orator import wilson


def games(paths, modules):
    """Each game's task and result, the first file holding a task winning."""
    out = {}
    for path in paths:
        with open(path) as file:
            for line in file.readlines()[1:]:
                e = json.loads(line)
                if modules and not e["result"]["setting"].endswith(f"modules {modules}"):
                    continue
                out.setdefault(e["task"], e["result"])
    return out


def share(r, party):
    return 1 / len(r["winners"]) if party in r["winners"] else 0.0


def groups(r, subject, what, sel):
    """The (group, key) pairs of a game for each party that counts, with that party."""
    if subject == "cand":
        if len(r["parties"]) != int(sel):
            return []
        parties = {p for p, c in r["kept"] if c == what}
    else:
        parties = {what} if r["config"] == sel else set()
    out = []
    for p in parties:
        keys = [("all", "all"), ("party", p), ("config", r["config"]), ("setting", r["setting"]),
                ("modules", r["setting"].split(" / ")[1]), ("start", "starts" if r["start"] == p else "not"),
                ("own candidate(s)", " + ".join(sorted(c for q, c in r["kept"] if q == p)))]
        keys += [("an opponent keeps", c) for q, c in r["kept"] if q != p]
        keys += [("ability played (anyone)", a) for a in r["played"]]
        out += [(key, p) for key in keys]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base")
    ap.add_argument("--modules", choices=("on", "off"))
    ap.add_argument("subject", choices=("cand", "party"))
    ap.add_argument("what")
    ap.add_argument("sel")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    rows = games(a.files, a.modules)
    base = games([a.base], a.modules) if a.base else {}
    table = defaultdict(lambda: defaultdict(list))
    for task, r in rows.items():
        if a.base and task not in base:
            continue
        for (group, key), p in groups(r, a.subject, a.what, a.sel):
            table[group][key].append((share(r, p), share(base[task], p) if a.base else None))
    for group, keys in table.items():
        print("==", group)
        for key, vals in sorted(keys.items(), key=lambda kv: -len(kv[1]))[:40]:
            k, n = sum(v for v, _b in vals), len(vals)
            lo, hi = wilson(k, n)
            line = f"  {key:<44} {100 * k / n:5.1f} [{lo:4.1f}-{hi:4.1f}] of {n}"
            if a.base and n > 1:
                d = [v - b for v, b in vals]
                m = sum(d) / n
                h = 1.96 * math.sqrt(sum((x - m) ** 2 for x in d) / (n - 1)) / math.sqrt(n)
                was = 100 * sum(b for _v, b in vals) / n
                line += f"   base {was:5.1f}, {100 * m:+5.1f} [{100 * (m - h):+5.1f} {100 * (m + h):+5.1f}]"
            print(line)


if __name__ == "__main__":
    main()
