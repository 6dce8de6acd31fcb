"""The balance tool's report on the games a record file holds (deals 30001-, 400 per configuration at
most), without playing the rest: per seat count, the games held per configuration, then the tool's
own figures (campaign_trail_figures.summarise, campaign_trail_report.report) on them, then BT-3/4/5/7
pooled over every file given. The level and the seat count come from the file name, LEVEL[REVISION]-SEATS
(easy-2.jsonl, easy9-5.jsonl, normal9-2.jsonl).
Usage (PYTHONPATH = the tree): python held.py records/easy-*.jsonl"""
import re
import sys

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
from desktop_app.tools.balance.campaign_trail_figures import summarise
from desktop_app.tools.balance.campaign_trail_report import report
from desktop_app.tools.game_records import GameRecords, task_key

pooled = []
for path in sys.argv[1:]:
    named = re.search(r"(easy|normal|hard)\d*-(\d+)\.jsonl$", path)
    if named is None:
        sys.exit(f"{path}: name it LEVEL[REVISION]-SEATS.jsonl (easy-2.jsonl, normal9-2.jsonl)")
    level, seats = named.group(1), int(named.group(2))
    held = GameRecords(path, "balance")
    results, per = [], {}
    for t in game_tasks(seats, 400, 30001, level, {}):
        key = task_key(_play_task, t)
        per.setdefault(t[1]["_config"], [0, 0])[1] += 1
        if held.has(key):
            results.append(held.result(key))
            per[t[1]["_config"]][0] += 1
    print(f"== {seats} seats: " + ", ".join(f"{c} {h}/{n}" for c, (h, n) in per.items()))
    pooled.extend(results)
    if results:
        s = summarise(seats, results)
        s.update(level=level, seed=30001, games_per_config=400, fixed={}, seconds=0)
        print("\n".join(report(s)))
print(f"== pooled over {len(pooled)} games")
s = summarise(0, pooled)
s.update(level="easy", seed=30001, games_per_config=400, fixed={}, seconds=0)
print("\n".join(report(s)))
