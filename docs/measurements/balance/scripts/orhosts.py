"""Opposition Research's host cards with Easy (BT-4, twentieth round): play the balance tool's own tasks of
one seat count with the modules all on (Dirty Politics among them: OR counts only there), in deal order,
into the tool's record file (the tool's task keys, so the file pairs with and completes into the tool's
table; with --base, only the tasks whose game in that file had the ability in its dealt deck); and, beside
it, every turn decision of a seat with such a card in hand: each of the card's legal boxes with the value
Easy gives it (the gain over the position as it stands, on the scale of ``returns``), and the action Easy
takes. Watching changes no choice: the chooser is wrapped, called as before and its scores returned
untouched.
Usage (PYTHONPATH = a tree:this folder):
python orhosts.py RECORDS.jsonl BOXES.jsonl SEATS [--seed S] [--games G] [--jobs J] [--base RECORDS.jsonl]
    [--hand CARD ... --base-boxes BOXES.jsonl]
python orhosts.py --summary BOXES.jsonl [BOXES.jsonl ...]
python orhosts.py --modes RECORDS.jsonl [RECORDS.jsonl ...]"""
import argparse
import collections
import json
import statistics

ABILITY = "opposition_research"


def host_cards(data) -> set[str]:
    return {c.id for c in data.cards.values() if c.politick == ABILITY}


def base_holds(path: str) -> set[str]:
    """The task keys of a record file's games whose deck held the ability (play_game's ``in_deck``; the
    deck is dealt during setup, after the candidates are kept, CT-21): a variant that changes only a host
    card plays every other game as its source does."""
    with open(path) as file:
        entries = [json.loads(line) for line in file.readlines()[1:]]
    return {e["task"] for e in entries if ABILITY in e["result"]["in_deck"]}


def in_hand(boxes_path: str, cards: list[str]) -> set[str]:
    """The task keys of a boxes file's games in which one of ``cards`` was in a seat's hand at a turn
    decision: a card's boxes are read only from a hand (its turn play, Momentum's second card), so a tree
    that changes only those boxes plays every other game as the boxes file's tree did."""
    with open(boxes_path) as file:
        entries = [json.loads(line) for line in file]
    return {e["task"] for e in entries if any(c in d["boxes"] for d in e["decisions"] for c in cards)}


def watched_game(*task):
    """play_game's result and the host-card decisions of the game."""
    from desktop_app.games.campaign_trail import ai
    from desktop_app.games.campaign_trail.actions import PlayCard
    from desktop_app.games.campaign_trail.evaluation import game_left
    from desktop_app.games.campaign_trail.frames import FrameKind
    from desktop_app.tools.balance.campaign_trail import _play_task

    seen = []
    play = ai.CHOOSERS[FrameKind.PLAY]
    inner = getattr(play, "inner", play)
    hosts = None

    def watching(g, actions):
        nonlocal hosts
        scores = inner(g, actions)
        hosts = host_cards(g.s.data) if hosts is None else hosts
        mine = {a.card for a in actions if isinstance(a, PlayCard) and a.card in hosts}
        if mine:
            now = g.value()
            top = max(scores.values())
            taken = [(a.card, a.box) for a in actions
                     if isinstance(a, PlayCard) and scores[a] >= top - 1e-12]
            seen.append({
                "seat": g.seat, "month": g.s.month, "left": round(game_left(g.s), 3),
                "boxes": {c: {a.box: round(scores[a] - now, 6) for a in actions
                              if isinstance(a, PlayCard) and a.card == c} for c in sorted(mine)},
                "best": round(top - now, 6), "taken": taken,
            })
        return scores

    watching.inner = inner
    ai.CHOOSERS[FrameKind.PLAY] = watching
    try:
        return _play_task(*task), seen
    finally:
        ai.CHOOSERS[FrameKind.PLAY] = inner


def play(a) -> None:
    from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks
    from desktop_app.tools.game_records import GameRecords, task_key
    from desktop_app.tools.runner import iter_tasks

    tasks = [t for t in game_tasks(a.seats, a.games, a.seed, "easy", {}) if t[1]["_modules"] == "on"]
    tasks.sort(key=lambda t: t[2])  # deal order: a run stopped early is a like sample
    held = tasks
    if a.base:
        holds = base_holds(a.base)
        held = [t for t in tasks if task_key(_play_task, t) in holds]
    if a.hand:
        reached = in_hand(a.base_boxes, a.hand)
        held = [t for t in held if task_key(_play_task, t) in reached]
    records = GameRecords(a.records, "balance")
    todo = [t for t in held if not records.has(task_key(_play_task, t))]
    print(a.seats, len(tasks), "tasks with the modules on,", len(held), "here,", len(todo), "to play",
          flush=True)
    with open(a.boxes, "a") as out:
        for task, (result, seen) in zip(todo, iter_tasks(watched_game, todo, a.jobs), strict=True):
            key = task_key(_play_task, task)
            records.add(key, result)
            out.write(json.dumps({"task": key, "decisions": seen}) + "\n")
            out.flush()
    print("done", a.seats, flush=True)


def excess_ratio(card, box: str) -> float | None:
    """What a support box is worth against Opposition Research when the resource it gains is the party's
    excess one (evaluation._future: a quarter of its voters' worth; ai.INSTANT_VOTERS: OR is 1 future
    voter): $M / DOLLARS_PER_VOTER / 4, or registered voters / 4."""
    from desktop_app.games.campaign_trail.ai import INSTANT_VOTERS
    from desktop_app.games.campaign_trail.evaluation import DOLLARS_PER_VOTER, EXCESS_WORTH
    amount = {"fundraise": card.fundraise and card.fundraise / DOLLARS_PER_VOTER, "register": card.register}
    if not amount.get(box):
        return None
    return amount[box] * EXCESS_WORTH / INSTANT_VOTERS[ABILITY]


def summary(paths) -> None:
    """Per host card: decisions with it in hand, how often it is played and with which box, how often the
    politick box is legal and is the card's best box, and the median value of each box; and, for each
    support box, how often its value stood to OR's as the excess resource's (excess_ratio), above it (the
    resource short) or below it (the turns left cap the resources)."""
    from desktop_app.games.campaign_trail.data import load_data
    cards = load_data().cards
    ratios = collections.defaultdict(collections.Counter)
    hand = collections.Counter()
    taken = collections.Counter()
    legal = collections.Counter()
    or_best = collections.Counter()
    beaten = collections.defaultdict(collections.Counter)
    values = collections.defaultdict(list)
    gaps = collections.defaultdict(list)
    games = 0
    for path in paths:
        with open(path) as file:
            lines = file.readlines()
        for line in lines:
            games += 1
            for d in json.loads(line)["decisions"]:
                played = {c: b for c, b in d["taken"]}
                for card, boxes in d["boxes"].items():
                    hand[card] += 1
                    if card in played:
                        taken[(card, played[card])] += 1
                    for box, v in boxes.items():
                        values[(card, box)].append(v)
                    if "politick" in boxes:
                        legal[card] += 1
                        for box in ("fundraise", "register"):
                            x = excess_ratio(cards[card], box)
                            if x is None or box not in boxes or boxes["politick"] <= 0:
                                continue
                            r = boxes[box] / boxes["politick"]
                            side = "excess" if abs(r - x) < 0.01 else ("short" if r > x else "capped")
                            ratios[(card, box)][side] += 1
                        rival = max((b for b in boxes if b != "politick"), key=boxes.get, default=None)
                        if rival is None or boxes["politick"] >= boxes[rival]:
                            or_best[card] += 1
                        else:
                            beaten[card][rival] += 1
                            gaps[card].append(boxes[rival] - boxes["politick"])
    print(f"{games} games")
    for card in sorted(hand):
        boxes = {b: n for (c, b), n in taken.items() if c == card}
        print(f"{card}: in hand at {hand[card]} turn decisions, played {sum(boxes.values())} times {boxes}; "
              f"politick legal {legal[card]}, the card's best box {or_best[card]}, "
              f"beaten by {dict(beaten[card])}")
        med = {b: f"{1e3 * statistics.median(v):.2f}" for (c, b), v in sorted(values.items()) if c == card}
        print(f"   median value (x1000) per box when legal: {med}")
        for (c, box), n in sorted(ratios.items()):
            if c == card:
                print(f"   {box} against politick: worth {excess_ratio(cards[card], box):.3f} x OR "
                      f"(excess resource) {n['excess']}, more (short) {n['short']}, "
                      f"less (capped) {n['capped']}")
        if gaps[card]:
            q = statistics.quantiles(gaps[card], n=4)
            print(f"   gap to the best other box (x1000): quartiles {[round(1e3 * x, 2) for x in q]}")


def modes(paths) -> None:
    """OR's BT-4 rate in each record file, in all its games and per expansion-card mode (CT-104)."""
    for path in paths:
        played, games = collections.Counter(), collections.Counter()
        with open(path) as file:
            lines = file.readlines()[1:]
        for line in lines:
            r = json.loads(line)["result"]
            if ABILITY in r["in_deck"]:
                mode = r["setting"].split(" / ")[0]
                games[mode] += 1
                played[mode] += ABILITY in r["played"]
        each = ", ".join(f"{m} {played[m]}/{games[m]} {100 * played[m] / games[m]:.1f} %"
                         for m in sorted(games))
        total = sum(games.values())
        print(f"{path}: {sum(played.values())}/{total} {100 * sum(played.values()) / total:.1f} %; {each}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--summary", nargs="+")
    ap.add_argument("--modes", nargs="+", help="OR's rate per expansion-card mode in these record files")
    ap.add_argument("records", nargs="?")
    ap.add_argument("boxes", nargs="?")
    ap.add_argument("seats", nargs="?", type=int)
    ap.add_argument("--seed", type=int, default=10001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--hand", action="append", help="only the games in which this card reached a hand in "
                    "--base-boxes (repeatable); the others are --base's games (merge_base.py --all)")
    ap.add_argument("--base-boxes")
    ap.add_argument("--base", help="only the tasks whose game in this record file held the ability")
    a = ap.parse_args()
    if a.modes:
        modes(a.modes)
    elif a.summary:
        summary(a.summary)
    else:
        play(a)


if __name__ == "__main__":
    main()
