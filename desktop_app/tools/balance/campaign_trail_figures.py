"""The figures and verdicts of Campaign Trail's balance targets (spec §14, BT-1 to BT-7) from game records.

A record is what ``campaign_trail.play_game`` returns for one game. Every rate comes with its 95% Wilson
interval and the band its target allows; a figure is "ok" when its rate lies in the band, "missed"
when it does not, and "clearly missed" when even the whole interval lies outside the band (the
statistical evidence §14's tuning asks for). A shared win (CT-71) counts 1/k for each of its k winning
parties. A missed figure is also given per setting (expansion-card mode and modules) of its games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..stats import wilson_interval

Record = dict[str, Any]
Figure = dict[str, Any]
OK, MISSED, CLEAR = "ok", "missed", "clearly missed"

PARTY_BAND = 0.10  # BT-1, BT-2: fair share +- 10 points
CANDIDATE_BAND = 0.15  # BT-3: fair share +- 15 points
ABILITY_FLOOR = 0.05  # BT-4: played in at least 5% of the games whose deck holds it
FEWEST_TURNS = 2  # BT-5: turns every candidate takes in every month
EXIT_POLL_BAND = (0.10, 0.90)  # BT-7: an Exit Poll scores in 10-90% of the games it is held


def rate(hits: float, games: int, band: tuple[float, float]) -> Figure:
    """A rate with its 95% Wilson interval, the target's band and the verdict."""
    share = hits / games if games else 0.0
    low, high = wilson_interval(hits, games)
    lo, hi = band
    eps = 1e-9  # a fair share of exactly 40% is inside 40-60%
    if not games or lo - eps <= share <= hi + eps:
        verdict = OK
    elif low > hi + eps or high < lo - eps:
        verdict = CLEAR
    else:
        verdict = MISSED
    return {"rate": round(share, 4), "ci95": [round(low, 4), round(high, 4)], "hits": round(hits, 4),
            "games": games, "band": [round(lo, 4), round(hi, 4)], "verdict": verdict}


def win_share(record: Record, party: str) -> float:
    """The party's part of the game's win: 1/k of a win shared by k parties (CT-71)."""
    winners = record["winners"]
    return 1.0 / len(winners) if party in winners else 0.0


def _groups(records: Iterable[Record], key: Callable[[Record], Any]) -> dict[Any, list[Record]]:
    out: dict[Any, list[Record]] = {}
    for r in records:
        out.setdefault(key(r), []).append(r)
    return out


def _fair(parties: int, band: float) -> tuple[float, float]:
    return (1 / parties - band, 1 / parties + band)


def party_wins(records: list[Record]) -> dict[str, Figure]:
    """BT-1: each party's win rate per configuration."""
    out = {}
    for config, rows in _groups(records, lambda r: r["config"]).items():
        parties = rows[0]["parties"]
        for p in parties:
            out[f"{config}: {p}"] = rate(sum(win_share(r, p) for r in rows), len(rows),
                                         _fair(len(parties), PARTY_BAND))
    return out


def starting_party_wins(records: list[Record]) -> dict[str, Figure]:
    """BT-2: the starting party's (CT-26) win rate per configuration."""
    out = {}
    for config, rows in _groups(records, lambda r: r["config"]).items():
        out[config] = rate(sum(win_share(r, r["start"]) for r in rows), len(rows),
                           _fair(len(rows[0]["parties"]), PARTY_BAND))
    return out


def candidate_wins(records: list[Record]) -> dict[str, Figure]:
    """BT-3: per number of parties, each candidate's party's wins in the games where it was kept."""
    out = {}
    for count, rows in sorted(_groups(records, lambda r: len(r["parties"])).items()):
        kept: dict[str, list[float]] = {}
        for r in rows:
            for party, candidate in {(p, c) for p, c in r["kept"]}:
                kept.setdefault(candidate, []).append(win_share(r, party))
        for candidate, wins in sorted(kept.items()):
            out[f"{count} parties: {candidate}"] = rate(sum(wins), len(wins), _fair(count, CANDIDATE_BAND))
    return out


def abilities_played(records: list[Record]) -> dict[str, Figure]:
    """BT-4: per ability, the share of the games whose deck holds it in which it was played."""
    held: dict[str, int] = {}
    played: dict[str, int] = {}
    for r in records:
        for a in r["in_deck"]:
            held[a] = held.get(a, 0) + 1
        for a in r["played"]:
            played[a] = played.get(a, 0) + 1
    return {a: rate(played.get(a, 0), n, (ABILITY_FLOOR, 1.0)) for a, n in sorted(held.items())}


def short_months(records: list[Record]) -> dict[str, Figure]:
    """BT-5: per seat count, the share of games in which some candidate takes fewer than 2 turns in
    some month (the target: none)."""
    out = {}
    for seats, rows in sorted(_groups(records, lambda r: r["seats"]).items()):
        short = sum(1 for r in rows if lowest_turns(r) < FEWEST_TURNS)
        out[f"{seats} seats"] = rate(short, len(rows), (0.0, 0.0))
    return out


def lowest_turns(record: Record) -> int:
    return min(min(month) for month in record["turns"])


def exit_polls(records: list[Record]) -> dict[str, Figure]:
    """BT-7: per Exit Poll card and column (left, right with 3 parties, right with 4: §10 of the spec), the
    share of the games where a party holds it at Election Day in which it scores (tier 1 or better)."""
    held: dict[str, int] = {}
    scored: dict[str, int] = {}
    for r in records:
        for poll in r.get("exit_polls") or ():
            key = f"{r['column']}: {poll['card']}"
            held[key] = held.get(key, 0) + 1
            scored[key] = scored.get(key, 0) + (poll["tier"] >= 1)
    return {k: rate(scored.get(k, 0), n, EXIT_POLL_BAND) for k, n in sorted(held.items())}


FIGURES: dict[str, Callable[[list[Record]], dict[str, Figure]]] = {
    "BT-1": party_wins,
    "BT-2": starting_party_wins,
    "BT-3": candidate_wins,
    "BT-4": abilities_played,
    "BT-5": short_months,
    "BT-7": exit_polls,
}


def game_length(records: list[Record]) -> dict[str, float]:
    """BT-6 (reported, no target): mean player turns, decisions, actions and CPU seconds per game."""
    n = len(records)
    return {
        "player_turns": round(sum(r["player_turns"] for r in records) / n, 2),
        "decisions": round(sum(r["decisions"] for r in records) / n, 2),
        "actions": round(sum(r["actions"] for r in records) / n, 2),
        "cpu_seconds": round(sum(r["cpu"] for r in records) / n, 4),
    }


def turn_figures(records: list[Record]) -> dict[str, Any]:
    """BT-5's lowest turns per candidate, overall and per month (August, September, October)."""
    months = len(records[0]["turns"])
    return {"lowest": min(lowest_turns(r) for r in records),
            "lowest_by_month": [min(min(r["turns"][m]) for r in records) for m in range(months)],
            "mean_by_month": [round(sum(sum(r["turns"][m]) / len(r["turns"][m]) for r in records)
                                    / len(records), 2) for m in range(months)]}


def summarise(seats: int, records: list[Record]) -> dict[str, Any]:
    """Every figure, the verdict per target and each missed figure per setting."""
    figures = {tid: fn(records) for tid, fn in FIGURES.items()}
    measured_bt7 = bool(figures["BT-7"])
    targets = {tid: all(f["verdict"] == OK for f in figs.values())
               for tid, figs in figures.items() if tid != "BT-7" or measured_bt7}
    missed = []
    by_setting = _groups(records, lambda r: r["setting"])
    for tid, figs in figures.items():
        for subject, fig in figs.items():
            if fig["verdict"] == OK:
                continue
            split = {}
            for setting, rows in sorted(by_setting.items()):
                part = FIGURES[tid](rows).get(subject)
                if part is not None:
                    split[setting] = part
            missed.append({"target": tid, "subject": subject, **fig, "by_setting": split})
    configs = _groups(records, lambda r: r["config"])
    return {
        "players": seats,
        "games": len(records),
        "configurations": {c: len(rows) for c, rows in configs.items()},
        "settings": sorted(by_setting),
        "figures": figures,
        "turns": turn_figures(records),
        "length": game_length(records),
        "bt7_measured": measured_bt7,
        "election_day_games": sum(1 for r in records if r.get("election_day")),
        "targets": targets,
        "missed": missed,
    }
