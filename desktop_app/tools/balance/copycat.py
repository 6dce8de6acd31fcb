"""Balance figures for Copycat's RECONSTRUCTED data, measured over computer-only games.

``python -m desktop_app.tools.balance.copycat --games 400 --players 3`` plays that many games with the
same computer level in every seat (the heuristic Easy player by default: it is fast enough for the
volume) and prints, against the targets of the balance review:

* how each game ended (round 11, 95 VP, last doctorate; one game may end for several reasons at once);
* the round in which the first and the last doctorate reached the street;
* per purchasable title: in how many of the rounds it lay on the street it was bought;
* the win rate of the round-1 bid winner against the fair share 1/players.

The last line printed is one JSON object with every figure. Qt-free; uses only the engine API and the
agents of desktop_app.ai.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ...ai.agents import make_agent
from ...games.copycat.definition import COPYCAT_GAME
from ...games.copycat.state import NO_CARD, CopycatState, Phase
from ..game_records import GameRecords
from ..runner import run_tasks
from ..stats import wilson_interval

END_REASONS = ("last_round", "vp_target", "last_doctorate")
DOCTORATE = "Doctorate"  # the four doctorates differ only in title: counted as one


def _title(s: CopycatState, c: int) -> str:
    card = s.data.cards[c]
    return DOCTORATE if card.effect == "doctorate" else card.title


def _purchasable(s: CopycatState, c: int) -> bool:
    return c != NO_CARD and s.data.cards[c].price is not None


def _doctorate_on_street(s: CopycatState) -> int:
    cards = s.data.cards
    return sum(1 for c in s.street if c != NO_CARD and cards[c].effect == "doctorate")


def play_game(players: int, seed: int, level: str = "easy") -> dict[str, Any]:
    """One game with ``level`` in every seat; returns what the balance figures need."""
    state = COPYCAT_GAME.new_game(players, {}, seed)
    agents = [make_agent(COPYCAT_GAME, level, seed * 31 + p) for p in range(players)]
    offered: dict[int, set[str]] = {}  # round -> titles on the street during its phase 3
    bought: dict[int, set[str]] = {}  # round -> titles bought (or doctorates acquired) in it
    first_doc = last_doc = None  # rounds in which the first / every doctorate had reached the street
    docs_seen: set[int] = set()
    total_docs = sum(1 for c in state.action_deck + state.street
                     if c != NO_CARD and state.data.cards[c].effect == "doctorate")
    bid_winner = None
    while True:
        movers = state.to_move()
        if not movers:
            break
        if bid_winner is None and state.round == 1 and state.phase is not Phase.BID:
            bid_winner = state.order[0]
        for c in state.street:
            if c != NO_CARD and state.data.cards[c].effect == "doctorate" and c not in docs_seen:
                docs_seen.add(c)
                if first_doc is None:
                    first_doc = state.round
                if len(docs_seen) == total_docs:
                    last_doc = state.round
        if state.phase in (Phase.RESOLVE, Phase.PURCHASE):
            titles = offered.setdefault(state.round, set())
            titles.update(_title(state, c) for c in state.street if _purchasable(state, c))
        player = movers[0]
        round_now = state.round
        events = state.apply_action(player, agents[player].choose(state, player))
        for e in events:
            if e.message_id in ("copycat.buy", "copycat.doctorate"):
                c = state.data.c(e.params["card"])
                bought.setdefault(round_now, set()).add(_title(state, c))
                offered.setdefault(round_now, set()).add(_title(state, c))
            elif e.message_id == "copycat.street_refill" and state.phase in (Phase.RESOLVE, Phase.PURCHASE):
                offered.setdefault(round_now, set()).update(
                    _title(state, state.data.c(cid)) for cid in e.params["cards"]
                    if state.data.cards[state.data.c(cid)].price is not None)
    sheet = state.score_sheet()
    return {
        "seed": seed, "rounds": state.round, "reasons": list(state.end_reasons), "vp": list(state.vp),
        "winners": list(sheet.winners), "bid_winner": bid_winner, "first_doc": first_doc,
        "last_doc": last_doc, "offered": {r: sorted(t) for r, t in offered.items()},
        "bought": {r: sorted(t) for r, t in bought.items()},
    }


def summarise(players: int, games: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(games)
    reasons = {r: sum(1 for g in games if r in g["reasons"]) / n for r in END_REASONS}
    docs_by_9 = sum(1 for g in games if g["first_doc"] is not None and g["first_doc"] <= 9) / n
    all_docs_by_9 = sum(1 for g in games if g["last_doc"] is not None and g["last_doc"] <= 9) / n
    offered: dict[str, int] = {}
    bought: dict[str, int] = {}
    for g in games:
        for r, titles in g["offered"].items():
            got = set(g["bought"].get(r, ()))
            for t in titles:
                offered[t] = offered.get(t, 0) + 1
                if t in got:
                    bought[t] = bought.get(t, 0) + 1
    buy_rate = {t: round(bought.get(t, 0) / offered[t], 4) for t in sorted(offered)}
    bid_wins = sum(1.0 / len(g["winners"]) for g in games if g["bid_winner"] in g["winners"])
    winner_vp = [max(g["vp"]) for g in games]
    return {
        "players": players, "games": n,
        "end_reasons": {k: round(v, 4) for k, v in reasons.items()},
        "mean_rounds": round(sum(g["rounds"] for g in games) / n, 3),
        "mean_winner_vp": round(sum(winner_vp) / n, 2),
        "mean_vp": round(sum(sum(g["vp"]) / players for g in games) / n, 2),
        "first_doctorate_by_round_9": round(docs_by_9, 4),
        "all_doctorates_by_round_9": round(all_docs_by_9, 4),
        "mean_first_doctorate_round": round(
            sum(g["first_doc"] for g in games if g["first_doc"])
            / max(1, sum(1 for g in games if g["first_doc"])),
            2),
        "title_buy_rate": buy_rate,
        "title_rounds_offered": {t: offered[t] for t in sorted(offered)},
        "bid_winner_win_rate": round(bid_wins / n, 4),
        "fair_share": round(1 / players, 4),
    }


def check(summary: dict[str, Any]) -> dict[str, bool]:
    """The balance targets; True where the figure meets it."""
    ends = summary["end_reasons"]
    out = {
        "round_11_at_most_60pct": ends["last_round"] <= 0.60,
        "vp_target_at_least_10pct": ends["vp_target"] >= 0.10,
        "last_doctorate_at_least_10pct": ends["last_doctorate"] >= 0.10,
        "every_title_bought_5pct": all(v >= 0.05 for v in summary["title_buy_rate"].values()),
        "bid_winner_at_most_fair_plus_10": summary["bid_winner_win_rate"] <= summary["fair_share"] + 0.10,
    }
    if summary["players"] >= 3:
        out["doctorate_on_street_by_round_9_most_games"] = summary["first_doctorate_by_round_9"] > 0.5
    return out


def _pct(share: float, games: int) -> str:
    """A share with its 95% Wilson interval, in percent."""
    low, high = wilson_interval(share * games, games)
    return f"{100 * share:.1f}% [{100 * low:.1f}-{100 * high:.1f}]"


def _play_task(args: tuple[int, int, str]) -> dict[str, Any]:
    return play_game(*args)


def measure(
    players: int, games: int, seed: int, level: str, jobs: int = 1, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> dict[str, Any]:
    """The figures of ``games`` games on deals seed, seed + 1, ...; with ``jobs`` > 1 the games are
    played in that many processes, with ``scheduler`` on that Dask cluster (the same games and figures,
    sooner: the Normal level is slow)."""
    started = time.perf_counter()
    tasks = [((players, seed + i, level),) for i in range(games)]
    summary = summarise(players, run_tasks(_play_task, tasks, jobs, scheduler, records))
    summary.update(level=level, seed=seed, seconds=round(time.perf_counter() - started, 2))
    summary["targets"] = check(summary)
    return summary


def report(summary: dict[str, Any]) -> list[str]:
    n, ends = summary["games"], summary["end_reasons"]
    lines = [
        f"Copycat balance: {n} games, {summary['players']} players, level {summary['level']} in every seat, "
        f"seeds {summary['seed']}-{summary['seed'] + n - 1} ({summary['seconds']} s)",
        f"  game end: round 11 {_pct(ends['last_round'], n)}, 95 VP {_pct(ends['vp_target'], n)}, "
        f"last doctorate {_pct(ends['last_doctorate'], n)}; mean rounds {summary['mean_rounds']}, "
        f"mean winner VP {summary['mean_winner_vp']}",
        f"  first doctorate on the street by round 9: {_pct(summary['first_doctorate_by_round_9'], n)} "
        f"(all of them: {100 * summary['all_doctorates_by_round_9']:.1f}%; "
        f"mean first round {summary['mean_first_doctorate_round']})",
        "  bought in share of the rounds on offer:",
    ]
    for title, rate in summary["title_buy_rate"].items():
        flag = "" if rate >= 0.05 else "  <- below 5%"
        lines.append(f"    {title:<45} {100 * rate:5.1f}% of {summary['title_rounds_offered'][title]}{flag}")
    lines.append(f"  round-1 bid winner wins {_pct(summary['bid_winner_win_rate'], n)} "
                 f"(fair share {100 * summary['fair_share']:.1f}%)")
    verdicts = (f"{k} {'ok' if v else 'FAILED'}" for k, v in summary["targets"].items())
    lines.append("  targets: " + ", ".join(verdicts))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.tools.balance.copycat",
                                     description="Measure Copycat's balance figures in computer-only games.")
    parser.add_argument("--games", type=int, default=400, help="games per player count (default 400)")
    parser.add_argument("--players", type=int, nargs="+", default=[3], choices=(2, 3, 4),
                        help="player counts (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="first deal seed (default 1)")
    parser.add_argument("--level", default="easy", help="computer level in every seat (default easy)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    summaries = []
    for players in args.players:
        summary = measure(players, args.games, args.seed, args.level, args.jobs)
        print("\n".join(report(summary)), flush=True)
        summaries.append(summary)
    print(json.dumps({"game": "copycat", "balance": summaries}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
