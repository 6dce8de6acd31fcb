"""Campaign Trail's balance figures (campaign_trail_figures.summarise) as readable lines."""

from __future__ import annotations

from typing import Any

from .campaign_trail_figures import OK, Figure

FLAGS = {OK: "", "missed": "  <- missed", "clearly missed": "  <- MISSED (interval outside)"}


def pct(fig: Figure) -> str:
    low, high = fig["ci95"]
    return f"{100 * fig['rate']:5.1f}% [{100 * low:4.1f}-{100 * high:4.1f}]"


def _band(fig: Figure) -> str:
    lo, hi = fig["band"]
    return "target none" if hi == 0 else f"target {100 * lo:.1f}-{100 * hi:.1f}%"


def _none_wanted(fig: Figure) -> bool:
    return bool(fig["band"][1] == 0)


def _share(fig: Figure) -> str:
    """A rate of its games; a count where none is wanted (BT-5), since 1 game in 2,800 rounds
    to 0.0% and would read as met beside its verdict."""
    if _none_wanted(fig):
        return f"{fig['hits']:g} of {fig['games']}"
    return f"{100 * fig['rate']:.1f}% of {fig['games']}"


def _line(label: str, fig: Figure, width: int = 30) -> str:
    hits = fig["hits"]
    count = f" ({hits:g} game{'' if hits == 1 else 's'})" if _none_wanted(fig) else ""
    return (f"    {label:<{width}} {pct(fig)} of {fig['games']:<5}{count} {_band(fig)}"
            f"{FLAGS[fig['verdict']]}")


def report(summary: dict[str, Any]) -> list[str]:
    f = summary["figures"]
    configs = ", ".join(f"{c} ({n})" for c, n in summary["configurations"].items())
    fixed = " ".join(f"{k}={v}" for k, v in sorted(summary["fixed"].items())) or "none"
    settings = "; ".join(summary.get("planned_settings") or summary["settings"])
    lines = [
        f"Campaign Trail balance, {summary['players']} seats: {summary['games']} games, level "
        f"{summary['level']} in every seat, {summary['games_per_config']} per configuration, deals "
        f"{summary['seed']}-{summary['seed'] + summary['games_per_config'] - 1} ({summary['seconds']} s)",
        f"  configurations: {configs}",
        f"  settings (expansion cards / modules), spread evenly: {settings}; "
        f"options held: {fixed}",
        "  BT-1 each party's win rate (shared wins 1/k):",
    ]
    lines += [_line(k, v) for k, v in f["BT-1"].items()]
    lines.append("  BT-2 the starting party's win rate:")
    lines += [_line(k, v) for k, v in f["BT-2"].items()]
    lines.append("  BT-3 each candidate's win rate (its party's wins where it was kept):")
    lines += [_line(k, v, 36) for k, v in f["BT-3"].items()]
    lines.append("  BT-4 share of the games whose deck holds an ability in which it is played:")
    lines += [_line(k, v) for k, v in f["BT-4"].items()]
    turns = summary["turns"]
    by_month = " / ".join(str(t) for t in turns["lowest_by_month"])
    means = " / ".join(str(t) for t in turns["mean_by_month"])
    lines.append(f"  BT-5 fewest turns of a candidate in a month: {turns['lowest']} "
                 f"(Aug / Sep / Oct {by_month}; mean per candidate {means})")
    lines += [_line(f"games with a month under 2, {k}", v, 36) for k, v in f["BT-5"].items()]
    length = summary["length"]
    lines.append(f"  BT-6 per game: {length['player_turns']} player turns, {length['decisions']} decisions "
                 f"({length['actions']} actions with forced ones), {length['cpu_seconds']} s of CPU")
    if summary["bt7_measured"]:
        lines.append("  BT-7 share of the games an Exit Poll held at Election Day scores (tier 1+):")
        lines += [_line(k, v) for k, v in f["BT-7"].items()]
    elif summary.get("election_day_games"):
        lines.append("  BT-7 not measured: the game's events carry no Exit Poll results")
    else:
        lines.append("  BT-7 not measured: no game here played the Election Day module")
    verdicts = ", ".join(f"{k} {'ok' if v else 'MISSED'}" for k, v in summary["targets"].items())
    lines.append(f"  targets: {verdicts}")
    if summary["missed"]:
        lines.append("  missed figures by setting (expansion cards / modules: rate of games):")
    for miss in summary["missed"]:
        split = "; ".join(f"{setting} {_share(fig)}" for setting, fig in miss["by_setting"].items())
        clear = ", interval outside" if miss["verdict"] != "missed" else ""
        lines.append(f"    {miss['target']} {miss['subject']} {_share(miss)}{clear}: {split}")
    return lines
