"""The Orator's 3-party figure on the table's own 3-seat games (records/easy-3.jsonl, deals 30001-)."""
import json
import pathlib
import sys

from orator import wilson

k = g = 0.0
for line in pathlib.Path(sys.argv[1]).read_text().splitlines()[1:]:
    r = json.loads(line)["result"]
    for party, cand in r["kept"]:
        if cand == "orator":
            g += 1
            k += 1 / len(r["winners"]) if party in r["winners"] else 0.0
lo, hi = wilson(k, int(g))
print(f"{int(g)} games with the Orator kept; its party won {100 * k / g:.1f} % [{lo:.1f}-{hi:.1f}]")
