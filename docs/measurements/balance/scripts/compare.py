import json, sys, collections
for path in sys.argv[1:]:
    n = 0; start = 0; parties = collections.Counter(); wins = collections.Counter(); settings = collections.Counter(); configs=collections.Counter()
    for line in open(path).readlines()[1:]:
        r = json.loads(line)["result"]
        for party, cand in r["kept"]:
            if cand != "orator": continue
            n += 1; start += r["start"] == party; parties[party] += 1
            w = 1/len(r["winners"]) if party in r["winners"] else 0
            wins[party] += w; settings[r["setting"]] += 1; configs[r["config"]] += 1
    print(path, n, "orator party starts", round(start/n, 3), {p: (c, round(wins[p]/c, 2)) for p, c in parties.items()}, dict(settings), dict(configs))
