"""Summarise probe.py output: agreement rates between levels and reference searches."""
import json
import pathlib
import sys

rows = [json.loads(line) for f in sys.argv[1:] for line in pathlib.Path(f).read_text().splitlines()]
n = len(rows)


def same(a, b):
    """Equal moves; at 2 players a draft's two passes go to the same rival, so only keep and discard count."""
    x, y = json.loads(a), json.loads(b)
    if x.get("kind") == "draft" and y.get("kind") == "draft":
        return (x["keep"], x["discard"]) == (y["keep"], y["discard"])
    return x == y


def rate(pred, subset=None, key=None):
    sub = [r for r in rows if (subset is None or subset(r)) and (key is None or key in r)]
    k = sum(1 for r in sub if pred(r))
    return f"{k}/{len(sub)}"


for label, sub in (("all", None), ("act", lambda r: r["phase"] == "act"),
                   ("draft", lambda r: r["phase"] == "draft")):
    print(f"== {label}")
    print(" hard == normal          ", rate(lambda r: same(r["hard"], r["normal"]), sub))
    print(" normal == normal(seed2) ", rate(lambda r: same(r["normal"], r["normal2"]), sub))
    print(" hard == hard(seed2)     ", rate(lambda r: same(r["hard"], r["hard2"]), sub))
    print(" wide move in 6 cands    ", rate(lambda r: r["wide_in_cands"], sub))
    print(" wide move in wider set  ", rate(lambda r: r["wide_in_wider"], sub, "wide_in_wider"))
    print(" wide == hard            ", rate(lambda r: same(r["wide"], r["hard"]), sub))
    print(" wide == normal          ", rate(lambda r: same(r["wide"], r["normal"]), sub))
    print(" deep == hard            ", rate(lambda r: same(r["deep"], r["hard"]), sub))
    print(" deep == normal          ", rate(lambda r: same(r["deep"], r["normal"]), sub))
    print(" deep == wide            ", rate(lambda r: same(r["deep"], r["wide"]), sub))
act = [r for r in rows if r["phase"] == "act"]
one_card = sum(1 for r in act if len({json.loads(a).get("card", "rest")
                                          for a, _, _ in r["hard_top"]}) == 1)
print(f"act positions whose 4 most visited Hard moves are one card: {one_card}/{len(act)}")
for k in ("normal", "hard", "wide", "deep"):
    print(f"CPU {k}: {sum(r[k + '_cpu'] for r in rows) / max(n, 1):.2f} s a decision")
