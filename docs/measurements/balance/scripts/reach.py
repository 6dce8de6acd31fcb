"""Session 39 (sixteenth round, part 2): the left Exit Poll column at 5 and 6 seats. Plays the balance tool's
own tasks of one seat count with the modules on (deal order; Easy in every seat) and writes two files:

* RECORD: the tool's record file of those games (the same lines `campaign_trail --record` writes, so the file
  pairs with and completes into the tool's table of the tree on PYTHONPATH);
* VALUES: one line per game: the configuration and deal, each party's Exit Polls dealt and held, its value of
  every Exit Poll measure when Election Day measures (CT-154, before any reward voter), and the card each
  party would hold at Election Day under each screened threshold variant (VARIANTS below).

The Easy computer reads its Exit Polls only at the discards (ai.CHOOSERS: election_day_ai.discard_scores);
its turns never steer toward them. A variant's thresholds change which card a party keeps, and through the
agents' generators (seeded from each seat's observation, which holds its own cards) the rest of the game
changes at random, but the values at Election Day keep their distribution. So the variants' holds, replayed
with the variant's thresholds on these games' own positions (ties: the first card in hand, where the game
draws), estimate each variant's BT-7 from one set of games: in distribution, not game by game (a variant
tree's own games, epdealt.py, check it). The summary counts the tied discards and the games whose revision-9
replay holds other cards than the game did.
Usage (PYTHONPATH = a frozen tree and this folder; the tree e.g. /tmp/bal9-ep56rev9 of `mkdata.py a2bc7c7
ep56rev9`):
python reach.py RECORD VALUES SEATS [--seed S] [--games G] [--jobs J] [--config NAME ...] [--card CARD]
    [--column left|right]
python reach.py --summary [--cards ep12,ep16] VALUES...  (each variant's BT-7 of the cards, ep06, ep07, ep12
    and ep13 unless given: held games scored; the files' own column's tier 1)
python reach.py --values CARD VALUES... (the card's values at Election Day: every party, dealt, held)
Session 41 (nineteenth round): a variant may name its column ("ep16:right": only games of that column read
it); --card plays only the games in which some party is dealt CARD (epdealt.py's setup), --column only the
configurations of that column (CT-152), so RECORD is then the source tree's side of epdealt.py's pairing.
"rev9" is the tree's own thresholds (the name kept from session 39's files)."""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from typing import Any

from orator import wilson  # type: ignore[import-not-found]

VARIANTS: dict[str, dict[str, list[int]]] = {
    "rev9": {},
    "ep07-38": {"ep07": [38, 42, 46]},
    "ep07-37": {"ep07": [37, 41, 45]},
    "ep07-36": {"ep07": [36, 40, 44]},
    "ep07-35": {"ep07": [35, 39, 43]},
    "ep07-34": {"ep07": [34, 38, 42]},
    "ep07-32": {"ep07": [32, 36, 40]},
    "ep07-30": {"ep07": [30, 34, 38]},
    "ep07-28": {"ep07": [28, 32, 36]},
    "ep06-5": {"ep06": [5, 8, 11]},
    "ep12-12": {"ep12": [12, 17, 22]},
    "ep13-28": {"ep13": [28, 34, 40]},
    "ep13-26": {"ep13": [26, 32, 38]},
    # session 41: ep12's left column (14 / 19 / 24 in revision 11), ep16's right (7 / 9 / 11, the spec's)
    "ep12-13": {"ep12:left": [13, 18, 23]},
    "ep16-8": {"ep16:right": [8, 10, 12]},
    "ep16-9": {"ep16:right": [9, 11, 13]},
}


def _thresholds(card: Any, variant: dict[str, list[int]], col: Any) -> tuple[int, ...]:
    for name in (f"{card.id}:{col}", card.id):
        if name in variant:
            return tuple(variant[name])
    return tuple(card.thresholds(col))


def _expected(s: Any, party: int, card_id: str, variant: dict[str, list[int]]) -> float:
    """election_day_ai.expected_reward with the variant's thresholds (its tier_chances, line for line)."""
    from desktop_app.games.campaign_trail import election_day_ai as ai
    from desktop_app.games.campaign_trail.election_day_data import Goal, load_election_day
    from desktop_app.games.campaign_trail.election_day_measures import MEASURES, column
    from desktop_app.games.campaign_trail.frames import Phase

    data = load_election_day()
    card = data.exit_polls[card_id]
    left = ai.game_left(s)
    thresholds = _thresholds(card, variant, column(s.config))
    spacing = max(1.0, abs(thresholds[1] - thresholds[0]), abs(thresholds[2] - thresholds[1]))
    if s.phase in (Phase.ELECTION, Phase.OVER):
        amount = float(MEASURES[card.measure](s, party, card))
        scale = 1e-3
    else:
        amount = ai.projected(s, party, card, left)
        scale = spacing * (ai.SPREAD_END + ai.SPREAD_GAME * left)
    sign = 1.0 if card.goal is Goal.MAX else -1.0
    chances = [ai._logistic((sign * (amount - t) + 0.5) / scale) for t in thresholds]
    out, before = 0.0, 0
    for chance, voters in zip(chances, data.rewards, strict=True):
        out += chance * (voters - before)
        before = voters
    return out


def play(seats: int, options: dict[str, Any], deal: int, level: str, agent_seed: int) -> tuple[Any, Any]:
    """The tool's play_game with the Election Day steps watched (read-only)."""
    from desktop_app.games.campaign_trail import election_day, turn_table
    from desktop_app.games.campaign_trail.election_day_data import load_election_day
    from desktop_app.games.campaign_trail.election_day_measures import value
    from desktop_app.games.campaign_trail.frames import FrameKind, Purpose
    from desktop_app.tools.balance.campaign_trail import play_game

    extra: dict[str, Any] = {"holds": None, "values": None, "dealt": None, "ties": 0}
    legal, apply = turn_table.DECIDE[FrameKind.ED_DISCARD]

    def watched_apply(s: Any, frame: Any, action: Any, events: Any) -> None:
        if frame.purpose is Purpose.EXIT_POLL:
            p = frame.party
            if extra["holds"] is None:
                extra["dealt"] = [list(h) for h in s.ed_polls]
                extra["holds"] = {v: [list(h) for h in s.ed_polls] for v in VARIANTS}
            for name, variant in VARIANTS.items():
                hand = extra["holds"][name][p]
                if len(hand) > 1:
                    reward = {c: _expected(s, p, c, variant) for c in hand}
                    score = {c: max([r for d, r in reward.items() if d != c], default=0.0)
                             + 1e-3 * sum(r for d, r in reward.items() if d != c) for c in hand}
                    top = max(score.values())
                    tied = [c for c in hand if score[c] >= top - 1e-12]
                    if name == "rev9" and len(tied) > 1:
                        extra["ties"] += 1
                    hand.remove(tied[0])
        apply(s, frame, action, events)

    evaluate = turn_table.AUTO[FrameKind.ED_EVALUATE]

    def watched_evaluate(s: Any, frame: Any, events: Any) -> None:
        cards = list(load_election_day().exit_polls)
        extra["values"] = [{c: value(s, p, c) for c in cards} for p in range(len(s.parties))]
        extra["held"] = [list(h) for h in s.ed_polls]
        evaluate(s, frame, events)

    turn_table.DECIDE[FrameKind.ED_DISCARD] = (legal, watched_apply)
    turn_table.AUTO[FrameKind.ED_EVALUATE] = watched_evaluate
    try:
        result = play_game(seats, options, deal, level, agent_seed)
    finally:
        turn_table.DECIDE[FrameKind.ED_DISCARD] = (legal, apply)
        turn_table.AUTO[FrameKind.ED_EVALUATE] = evaluate
    del election_day
    return result, extra


def run(a: argparse.Namespace) -> None:
    from epdealt import dealt  # type: ignore[import-not-found]

    from desktop_app.tools.balance.campaign_trail import _play_task, column, game_tasks
    from desktop_app.tools.game_records import GameRecords, task_key
    from desktop_app.tools.runner import iter_tasks, run_tasks

    tasks = [t for t in game_tasks(a.seats, a.games, a.seed, "easy", {}) if t[1]["_modules"] == "on"
             and (not a.config or t[1]["_config"] in a.config)
             and (not a.column or column(a.seats, len(t[1]["parties"])).startswith(a.column))]
    tasks.sort(key=lambda t: t[2])
    if a.card:
        hands = run_tasks(dealt, tasks, a.jobs)
        tasks = [t for t, h in zip(tasks, hands, strict=True) if any(a.card in x for x in h)]
    records = GameRecords(a.record, "balance")
    done = set()
    try:
        with open(a.values) as f:
            done = {json.loads(line)["key"] for line in f if line.strip()}
    except FileNotFoundError:
        pass
    todo = [t for t in tasks if task_key(_play_task, t) not in done]
    print(a.seats, len(tasks), "tasks,", len(todo), "to play", flush=True)
    with open(a.values, "a") as out:
        for task, (result, extra) in zip(todo, iter_tasks(play, todo, a.jobs, None, None), strict=True):
            key = task_key(_play_task, task)
            if not records.has(key):
                records.add(key, result)
            line = {"key": key, "config": result["config"], "deal": task[2], "parties": result["parties"],
                    **extra}
            out.write(json.dumps(line, sort_keys=True) + "\n")
            out.flush()
    print("done", flush=True)


def _games(path: str) -> list[dict[str, Any]]:
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def _column(game: dict[str, Any]) -> Any:
    from desktop_app.games.campaign_trail.election_day_data import Column
    seats = json.loads(game["key"])[1][0]
    n = len(game["parties"])
    return Column.LEFT if (n == 2 and seats in (2, 4)) or (n == 3 and seats in (5, 6)) else Column.RIGHT


def summary(files: list[str], cards: list[str]) -> None:
    for path in files:
        games = _games(path)
        print(f"== {path}: {len(games)} games; discards tied on revision 9: {sum(g['ties'] for g in games)}; "
              f"revision-9 replay differs from the game: "
              f"{sum(g['holds']['rev9'] != g['held'] for g in games if g['holds'])}")
        for name, variant in VARIANTS.items():
            if not any(g["holds"] and name in g["holds"] for g in games):
                continue  # a variant added after the file was played
            row = []
            for card in cards:
                k = n = 0
                for g in games:
                    if not g["holds"] or name not in g["holds"]:
                        continue
                    for p, hand in enumerate(g["holds"][name]):
                        if hand == [card]:
                            n += 1
                            k += _scores(card, g["values"][p][card], variant, _column(g))
                lo, hi = (max(0.0, x) for x in wilson(k, n))
                row.append(f"{card} {100 * k / max(n, 1):5.1f} [{lo:4.1f}-{hi:4.1f}] of {n:3d}")
            print(f"{name:9s} " + " | ".join(row))


def _scores(card_id: str, amount: int, variant: dict[str, list[int]], col: Any) -> bool:
    """Tier 1 or better (CT-154's comparison: max cards at or above, min cards at or below)."""
    from desktop_app.games.campaign_trail.election_day_data import Goal, load_election_day
    card = load_election_day().exit_polls[card_id]
    t1 = _thresholds(card, variant, col)[0]
    return amount >= t1 if card.goal is Goal.MAX else amount <= t1


def distribution(files: list[str], card: str) -> None:
    """Every party's value of CARD at Election Day and the held cards' values: quantiles per file."""
    for path in files:
        games = _games(path)
        every = sorted(v[card] for g in games for v in g["values"])
        held = sorted(g["values"][p][card] for g in games for p, h in enumerate(g["held"]) if h == [card])
        dealt = sorted(g["values"][p][card] for g in games if g["dealt"]
                       for p, h in enumerate(g["dealt"]) if card in h)
        by_config: dict[str, list[int]] = defaultdict(list)
        for g in games:
            for v in g["values"]:
                by_config[g["config"]].append(v[card])

        def q(xs: list[int]) -> str:
            if not xs:
                return "none"
            pick = [xs[min(len(xs) - 1, int(f * len(xs)))] for f in (0.1, 0.25, 0.5, 0.75, 0.9)]
            return f"n {len(xs)}, mean {sum(xs) / len(xs):.1f}, p10/25/50/75/90 {pick}"

        print(f"== {path} {card}")
        print("  every party:", q(every))
        print("  dealt it:   ", q(dealt))
        print("  held it:    ", q(held), Counter(held) if len(held) < 60 else "")
        for config, xs in sorted(by_config.items()):
            print(f"  {config}:", q(sorted(xs)))


def main() -> None:
    if sys.argv[1] == "--summary":
        if sys.argv[2] == "--cards":
            summary(sys.argv[4:], sys.argv[3].split(","))
        else:
            summary(sys.argv[2:], ["ep06", "ep07", "ep12", "ep13"])
        return
    if sys.argv[1] == "--values":
        distribution(sys.argv[3:], sys.argv[2])
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("record")
    ap.add_argument("values")
    ap.add_argument("seats", type=int)
    ap.add_argument("--seed", type=int, default=10001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--config", action="append")
    ap.add_argument("--card")
    ap.add_argument("--column", choices=["left", "right"])
    run(ap.parse_args())


if __name__ == "__main__":
    main()
