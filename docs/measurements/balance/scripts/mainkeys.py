"""Records written by `python -m desktop_app.tools.balance.campaign_trail` before the key fix (module
__main__) given the import name's key; where the file already holds that game (played by split.py), the
two results must agree but for the CPU time. Usage: python mainkeys.py FILE (rewritten in place)"""
import json
import pathlib
import sys

path = sys.argv[1]
lines = pathlib.Path(path).read_text().splitlines()
seen, out, dup, same = {}, [lines[0]], 0, 0
for line in lines[1:]:
    e = json.loads(line)
    fn, task = json.loads(e["task"])
    if fn == "__main__._play_task":
        fn = "desktop_app.tools.balance.campaign_trail._play_task"
    key = json.dumps([fn, task], sort_keys=True, separators=(",", ":"))
    if key in seen:
        dup += 1
        a, b = dict(seen[key]), dict(e["result"])
        a.pop("cpu"), b.pop("cpu")
        same += a == b
        continue
    seen[key] = e["result"]
    out.append(json.dumps({"task": key, "result": e["result"]}, sort_keys=True))
pathlib.Path(path).write_text("\n".join(out) + "\n")
print(path, len(out) - 1, "games;", dup, "played twice,", same, "of them identical")
