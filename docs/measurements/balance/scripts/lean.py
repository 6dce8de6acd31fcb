"""One configuration's BT-1 and BT-2 in record files of the balance tool, with the modules off and on apart
(session 40: L in D, R, L at 6 seats on revision 10). For each file: each party's and the starting party's
win rate with the 95% Wilson interval, on all its games of CONFIG and on those with the modules off / on;
then, for the first two files, the paired difference (second minus first, normal 95% interval, tables.py's)
on the games both hold, tasks matched with their data revision left out (the same deal, setting and agent
seeds played on two revisions), also on three groups of them: the games in which a seat keeps CANDIDATE
(--candidate, default the Party Insider, whose fee revision 10 dropped), the other games the two files play
differently, and the games they play identically (the CPU time aside). For figures over two deal ranges,
join the files first (one header line).
The files' games need not start at deal 30001 (e.g. `--options parties=DRL --seed 30401`).
Usage (PYTHONPATH = a tree:this folder):
python lean.py "DRL 3 x 2" FIRST.jsonl [SECOND.jsonl ...] [--candidate ID]"""
import json
import sys

from tables import load, paired

from desktop_app.tools.balance.campaign_trail_figures import rate, win_share


def fair_band(parties):
    share = 1 / len(parties)
    return (share - 0.10, share + 0.10)


def games_of(path, config):
    """{task key without the data revision: result} of the file's games of CONFIG, and their modules."""
    out, modules = {}, {}
    for key, result in load(path).items():
        fn, task = json.loads(key)
        if task[1]["_config"] != config:
            continue
        task[1].pop("data_revision")
        bare = json.dumps([fn, task], sort_keys=True)
        out[bare], modules[bare] = result, task[1]["_modules"]
    return out, modules


def line(label, results, subject):
    """Win rates of every party and of the starting party over RESULTS."""
    parties = results[0]["parties"]
    band = fair_band(parties)
    cells = []
    for name in [*parties, "start"]:
        hits = sum(win_share(r, r["start"] if name == "start" else name) for r in results)
        fig = rate(hits, len(results), band)
        lo, hi = fig["ci95"]
        flag = "" if fig["verdict"] == "ok" else "*"
        cells.append(f"{name} {100 * fig['rate']:.1f} [{100 * lo:.1f}-{100 * hi:.1f}]{flag}")
    print(f"  {label:<22} {subject:<12} {len(results):>4} games: " + ", ".join(cells))


def group(first, second, candidate):
    """Which of the three groups of the docstring a game falls in."""
    if any(c == candidate for _p, c in first["kept"]):
        return f"kept {candidate}"
    same = {k: v for k, v in first.items() if k != "cpu"} == {k: v for k, v in second.items() if k != "cpu"}
    return "identical" if same else "played differently"


def report(label, games, modules):
    for subset in ("all", "off", "on"):
        keys = [k for k in games if subset == "all" or modules[k] == subset]
        if keys:
            line(label, [games[k] for k in keys], f"modules {subset}" if subset != "all" else "all")


def main():
    args = sys.argv[1:]
    candidate = "party_insider"
    if "--candidate" in args:
        at = args.index("--candidate")
        candidate, args = args[at + 1], args[:at] + args[at + 2:]
    config, paths = args[0], args[1:]
    held = [games_of(p, config) for p in paths]
    print(f"== {config} (* outside the band)")
    for path, (games, modules) in zip(paths, held, strict=True):
        report(path.rsplit("/", 1)[-1], games, modules)
    if len(paths) >= 2:
        (a, mods), (b, _) = held[0], held[1]
        common = sorted(set(a) & set(b))
        print(f"== paired, second minus first, on {len(common)} games both hold")
        groups = {k: group(a[k], b[k], candidate) for k in common}
        for subset in ["all", "off", "on", *sorted(set(groups.values()))] if common else []:
            keys = [k for k in common if subset == "all" or subset in (mods[k], groups[k])]
            label = f"modules {subset}" if subset in ("all", "off", "on") else f"{subset} ({len(keys)})"
            for p in [*a[common[0]]["parties"], "start"]:
                figure = ("BT-2", config) if p == "start" else ("BT-1", f"{config}: {p}")
                mean = [100 * sum(win_share(t[k], t[k]["start"] if p == "start" else p) for k in keys)
                        / len(keys) for t in (a, b)]
                diff = paired(a, b, keys, figure)
                print(f"  {label:<26} {p:<6} {mean[0]:5.1f} -> {mean[1]:5.1f}  {diff}")

if __name__ == "__main__":
    main()
