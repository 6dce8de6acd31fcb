"""Balance figures for Campaign Trail's RECONSTRUCTED data: the targets BT-1 to BT-7 of the spec's §14.

``python -m desktop_app.tools.balance.campaign_trail --games 400 --players 2 3 4`` (or ``simulate
--game campaign-trail --players ai:easy,ai:easy --balance``) plays computer-only games with the same
level in every seat and prints each target's figures with their 95% Wilson intervals, then one JSON
line.

What is played, per seat count (§14's method):

* a *configuration* is a party set with its seat layout (DR at 2 seats, DR as 2 x 2 at 4 seats, DRLG at
  4 seats, ...): every party set the game's option check accepts for the seat count. Seat counts the
  game does not play yet (the check refuses them) are left out, and come in by themselves once it
  accepts them;
* ``games`` games per configuration, spread evenly (game g takes setting g mod k) over the expansion-card
  modes the seat count allows and over the modules all off / all on. "All on" turns on every module of
  §14 (Breaking News, Election Day, Dirty Politics) that the option check accepts, so a module that is
  not built yet (refused by the check) stays off without a word here. The expansion candidates come in
  with the expansion cards (modes add and swap), so BT-3 sees all 18 candidates;
* options written on the command line are held fixed in every game (``expansion_cards=off
  dirty_politics=off``: the base game; ``parties=DRLG green_party=on``: one configuration);
* at 5 and 7 seats the doubled party (CT-20) is rotated through the parties in play, when the game
  has that option;
* deal ``seed + g`` is game g of every configuration, so configurations meet the same shuffles.

The figures are read from the game's own events and its state after each action, never by changing
a rule: a politick ability counts as played (BT-4) when a card is played for its politick box
(``ct.play``) or as a response (``ct.response``); turns per candidate and month (BT-5) are its
``ct.turn`` events. Aggregation and the targets are in ``campaign_trail_figures``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ...ai.agents import make_agent
from ...engine.errors import OptionsError
from ...engine.events import Event
from ...games.campaign_trail.actions import Box
from ...games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from ...games.campaign_trail.options import PARTY_SETS
from ...games.campaign_trail.state import CampaignTrailState
from ..game_records import GameRecords
from ..runner import run_tasks
from .campaign_trail_figures import summarise
from .campaign_trail_report import report

MODULES = ("breaking_news", "election_day", "dirty_politics")  # §14's modules, all off or all on
MODES = ("off", "add", "swap")  # expansion_cards (CT-104)
SEAT_COUNTS = range(2, 9)  # §3.1
# BT-7 reads the Election Day module's public result per party (spec §12.15, CT-154): {"party": party id,
# "exit_poll": Exit Poll id, "tier": 0-3, ...}; without the module no such event, and BT-7 is "not measured".
EXIT_POLL_EVENT = "ct.ed_result"


# -- what is played --------------------------------------------------------------------------------------
def accepted(seats: int, options: dict[str, Any]) -> dict[str, Any] | None:
    """The options as the game normalises them, or None where its check refuses them (CT-156, parts
    not built yet, seat counts outside the game's range)."""
    try:
        return CAMPAIGN_TRAIL_GAME.normalize_options(seats, options)
    except OptionsError:
        return None


def _known(options: dict[str, Any]) -> dict[str, Any]:
    keys = {spec.key for spec in CAMPAIGN_TRAIL_GAME.option_specs()}
    return {k: v for k, v in options.items() if k in keys}


def settings(seats: int, fixed: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Every (configuration, mode, modules) setting played at ``seats``: normalised options plus the
    labels ``_config``, ``_mode`` and ``_modules`` (see the module docstring). ``fixed``: options held."""
    fixed = {k: v for k, v in (fixed or {}).items() if not (k == "parties" and v == "auto")}
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for parties in PARTY_SETS:
        if fixed.get("parties", parties) != parties:
            continue
        for mode in MODES:
            base = _known({"parties": parties, "green_party": "G" in parties, "expansion_cards": mode,
                           **dict.fromkeys(MODULES, False), **fixed})
            if "expansion_candidates" not in fixed:  # they come with the expansion cards (docstring)
                base["expansion_candidates"] = base.get("expansion_cards") != "off"
            off = accepted(seats, base)
            if off is None:
                continue
            on = dict(base)
            for module in MODULES:
                if module not in fixed and accepted(seats, {**base, module: True}) is not None:
                    on[module] = True
            for label, options in (("off", off), ("on", accepted(seats, on))):
                key = json.dumps(options, sort_keys=True)
                if options is None or key in seen:
                    continue
                seen.add(key)
                layout = f"{len(parties)} x 2" if seats == 2 * len(parties) else f"{seats} seats"
                out.append({**options, "_config": f"{parties} {layout}", "_mode": options["expansion_cards"],
                            "_modules": label})
    return out


def playable_seat_counts(fixed: dict[str, Any] | None = None) -> list[int]:
    """The seat counts of §3.1 the game accepts with some setting (5-8 come in once the game plays them)."""
    return [n for n in SEAT_COUNTS if settings(n, fixed)]


def game_tasks(seats: int, games: int, seed: int, level: str,
               fixed: dict[str, Any] | None = None) -> list[tuple[Any, ...]]:
    """One task per game: ``games`` per configuration, spread evenly over its settings."""
    by_config: dict[str, list[dict[str, Any]]] = {}
    for setting in settings(seats, fixed):
        by_config.setdefault(setting["_config"], []).append(setting)
    doubled = any(spec.key == "doubled_party" for spec in CAMPAIGN_TRAIL_GAME.option_specs())
    tasks = []
    for cells in by_config.values():
        for g in range(games):
            options = dict(cells[g % len(cells)])
            if doubled and seats in (5, 7) and "doubled_party" not in (fixed or {}):
                parties = options["parties"]
                options["doubled_party"] = parties[g % len(parties)]  # rotated (§14)
            tasks.append((seats, options, seed + g, level, seed * 1_000_003 + g * 7_919))
    return tasks


# -- one game ----------------------------------------------------------------------------------------------
def column(seats: int, parties: int) -> str:
    """The Exit Poll column of the configuration (§10 of the spec), with BT-7's split of the right column."""
    if parties == 4:
        return "right-4"
    if parties == 3 and seats == 3:
        return "right-3"
    return "left"


def deck_abilities(s: CampaignTrailState) -> set[str]:
    """The politick abilities of the dealt deck (hands and month piles) that may be played: a dirty one
    only with Dirty Politics (CT-91)."""
    cards = s.data.cards
    out = set()
    for pile in (*s.hands, *s.decks):
        for c in pile:
            if c not in cards:
                continue  # a Breaking News card shuffled into a month (CT-140): no action card
            ability = cards[c].politick
            if ability and (s.config.dirty_politics or not s.data.abilities[ability].dirty):
                out.add(ability)
    return out


def exit_poll_outcomes(events: list[Event]) -> list[dict[str, Any]]:
    """BT-7's hook: each party's Exit Poll card at Election Day and the tier it reached (0: none)."""
    return [{"party": str(e.params["party"]), "card": str(e.params["exit_poll"]),
             "tier": int(e.params["tier"])} for e in events if e.message_id == EXIT_POLL_EVENT]


def play_game(seats: int, options: dict[str, Any], deal: int, level: str, agent_seed: int) -> dict[str, Any]:
    """One game with ``level`` in every seat; what the BT figures need. Read-only over the game."""
    cpu = time.thread_time()
    game = CAMPAIGN_TRAIL_GAME
    state = game.new_game(seats, _known(options), deal)
    agents = [make_agent(game, level, agent_seed + 104_729 * p, guard=False) for p in range(seats)]
    in_deck: set[str] = set()
    played: set[str] = set()
    turns: dict[tuple[int, int], int] = {}
    actions = 0
    polls: list[dict[str, Any]] = []
    while True:
        movers = state.to_move()
        if not movers:
            break
        player = movers[0]
        events = state.apply_action(player, agents[player].choose(state, player))
        actions += 1
        for e in events:
            if e.message_id == "ct.turn":
                # The event's "seat" is the candidate taking the turn (the state's candidate index), so
                # at 5 and 7 seats both candidates of the doubled party are counted apart (BT-5).
                who = int(e.params["seat"])
                turns[(int(e.params["month"]), who)] = turns.get((int(e.params["month"]), who), 0) + 1
            elif e.message_id == "ct.play" and e.params["box"] == Box.POLITICK.value:
                played.add(str(state.data.cards[e.params["card"]].politick))
            elif e.message_id == "ct.response":
                played.add(str(e.params["ability"]))
            elif e.message_id == "ct.setup_dealt":
                in_deck = deck_abilities(state)
        polls.extend(exit_poll_outcomes(events))
    candidates = state.num_candidates
    months = len(state.data.month_names)
    parties = state.parties
    return {
        "seats": seats,
        "config": options["_config"],
        "setting": f"{options['_mode']} / modules {options['_modules']}",
        "parties": list(parties),
        "start": parties[state.start_party],
        "winners": [parties[p] for p in state.winners],
        "kept": [[parties[state.seat_party[x]], state.kept[x]] for x in range(candidates)],
        "in_deck": sorted(in_deck),
        "played": sorted(played & in_deck),
        "turns": [[turns.get((m, c), 0) for c in range(candidates)] for m in range(months)],
        "player_turns": sum(turns.values()),
        "actions": actions,
        "decisions": sum(a.decisions for a in agents),
        "cpu": time.thread_time() - cpu,
        "election_day": bool(options.get("election_day")),
        "column": column(seats, len(parties)),
        "exit_polls": polls,
    }


def _play_task(seats: int, options: dict[str, Any], deal: int, level: str, agent_seed: int) -> dict[str, Any]:
    return play_game(seats, options, deal, level, agent_seed)


# -- measuring ---------------------------------------------------------------------------------------------
def measure(seats: int, games: int, seed: int, level: str = "easy", jobs: int = 1,
            scheduler: str | None = None, fixed: dict[str, Any] | None = None,
            records: GameRecords | None = None) -> dict[str, Any]:
    """The figures of ``games`` games per configuration at ``seats`` (in task order, so the same with
    any ``jobs`` or ``scheduler``); OptionsError when the game plays no setting at that seat count."""
    tasks = game_tasks(seats, games, seed, level, fixed)
    if not tasks:
        raise OptionsError(f"Campaign Trail plays no configuration at {seats} seats with these options")
    started = time.perf_counter()
    summary = summarise(seats, run_tasks(_play_task, tasks, jobs, scheduler, records))
    planned = {f"{s['_mode']} / modules {s['_modules']}": None for s in settings(seats, fixed)}
    summary.update(level=level, seed=seed, games_per_config=games, fixed=fixed or {},
                   planned_settings=list(planned), seconds=round(time.perf_counter() - started, 2))
    return summary


def measure_and_report(seats: int, games: int, seed: int, level: str, jobs: int = 1,
                       scheduler: str | None = None, fixed: dict[str, Any] | None = None,
                       records: GameRecords | None = None) -> tuple[list[str], dict[str, Any]]:
    summary = measure(seats, games, seed, level, jobs, scheduler, fixed, records)
    return report(summary), summary


def parse_fixed(items: list[str]) -> dict[str, Any]:
    """KEY=VALUE options by the game's option list: on/off for a yes/no option, a choice as written."""
    specs = {spec.key: spec for spec in CAMPAIGN_TRAIL_GAME.option_specs()}
    out: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        spec = specs.get(key)
        if not sep or spec is None:
            raise OptionsError(f"{item!r} is no Campaign Trail option KEY=VALUE ({', '.join(specs)})")
        if spec.choices:
            out[key] = text
        elif text.lower() in ("on", "true", "yes", "off", "false", "no"):
            out[key] = text.lower() in ("on", "true", "yes")
        else:
            raise OptionsError(f"option {key} is on or off, not {text!r}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.tools.balance.campaign_trail",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per configuration (default 400)")
    parser.add_argument("--players", type=int, nargs="+", help="seat counts (default: every one the game "
                        "plays, 2-8)")
    parser.add_argument("--seed", type=int, default=1, help="first deal (default 1)")
    parser.add_argument("--level", default="easy", help="computer level in every seat (default easy)")
    parser.add_argument("--jobs", type=int, default=1, help="local processes (default 1)")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler to play the games on")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE",
                        help="options held fixed, e.g. expansion_cards=off dirty_politics=off")
    parser.add_argument("--record", metavar="FILE", help="keep every finished game in FILE; a later run "
                        "with the same FILE plays only the games it does not hold (tools/game_records.py)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    try:
        records = GameRecords(args.record, "balance") if args.record else None
        fixed = parse_fixed(args.options)
        seat_counts = args.players or playable_seat_counts(fixed)
        summaries = []
        for seats in seat_counts:
            lines, summary = measure_and_report(seats, args.games, args.seed, args.level, args.jobs,
                                                args.scheduler, fixed, records)
            print("\n".join(lines), flush=True)
            summaries.append(summary)
    except OptionsError as exc:
        parser.error(str(exc))
    print(json.dumps({"game": "campaign-trail", "balance": summaries}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
