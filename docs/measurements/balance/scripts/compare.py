"""Where the Orator was kept in each record file: games, how often its party started, each party's wins,
and the settings and configurations those games came from. Usage: python compare.py FILE..."""
import collections
import json
import pathlib
import sys

for path in sys.argv[1:]:
    n = start = 0
    parties: collections.Counter = collections.Counter()
    wins: collections.Counter = collections.Counter()
    settings: collections.Counter = collections.Counter()
    configs: collections.Counter = collections.Counter()
    for line in pathlib.Path(path).read_text().splitlines()[1:]:
        r = json.loads(line)["result"]
        for party, cand in r["kept"]:
            if cand != "orator":
                continue
            n += 1
            start += r["start"] == party
            parties[party] += 1
            wins[party] += 1 / len(r["winners"]) if party in r["winners"] else 0
            settings[r["setting"]] += 1
            configs[r["config"]] += 1
    by_party = {p: (c, round(wins[p] / c, 2)) for p, c in parties.items()}
    print(path, n, "orator party starts", round(start / n, 3), by_party, dict(settings), dict(configs))
