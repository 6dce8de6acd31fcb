"""``check-save FILE``: validate a save by replaying it, and summarise it.

With --game (and --players, --options) instead of a file it checks a setup: whether
those seats and options may start a game, with every reason the game gives if not.

exit codes: 0 the save is valid (it may note undone moves it had to drop), or the setup;
1 the file is not a valid save, or the setup is refused (the reasons are printed,
never a traceback);
2 the command line is wrong; 3 an internal error of Game Table (a bug: the
details are in the log, please report it).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
from pathlib import Path
from typing import Any

from ..engine import saves
from ..engine.errors import OptionsError, SaveError
from ..engine.game import GameDefinition, ScoreSheet
from ..engine.seats import Seat, parse_seats
from ..engine.session import Match
from ..games import catalogue  # noqa: F401 - installs the game lookup that loading a save needs

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_USAGE = 2  # argparse's own code for a wrong command line
EXIT_INTERNAL = 3

log = logging.getLogger(__name__)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="game-table check-save", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, nargs="?", help="the save to check")
    setup = parser.add_argument_group(
        "checking a setup instead of a save",
        "with --game, no file: say whether these seats and options may start a game, with every reason "
        "the game gives if not (exit 1), and each seat's role if so")
    setup.add_argument("--game", help="game id, e.g. campaign-trail")
    setup.add_argument("--players", default="human,ai", help="seats, e.g. human,ai,ai,ai (default human,ai)")
    setup.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="game options")
    args = parser.parse_args(argv)
    if args.game is not None:
        if args.file is not None:
            parser.error("give a save file or --game, not both")
        return check_setup(parser, args.game, args.players, args.options)
    if args.file is None:
        parser.error("give a save file to check (or --game to check a setup)")
    # Warnings and tracebacks go to the app's log file, not to the terminal (no traceback for a file).
    from ..app import setup_logging

    setup_logging(logging.WARNING)
    for stream in (sys.stdout, sys.stderr):  # a name the console cannot show must not fail the check
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    try:
        match = saves.load(args.file)
    except saves.SaveInternalError as exc:
        print(f"{args.file}: internal error of Game Table while checking: {exc}", file=sys.stderr)
        return EXIT_INTERNAL
    except SaveError as exc:
        print(f"{args.file}: not a valid save: {exc}", file=sys.stderr)
        return EXIT_INVALID
    try:
        summarise(args.file, match)
    except Exception as exc:  # a bug in the summary, not in the file
        log.exception("check-save could not summarise %s", args.file)
        print(f"{args.file}: internal error of Game Table while summarising: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return EXIT_INTERNAL
    return EXIT_VALID


def check_setup(parser: argparse.ArgumentParser, game_id: str, players: str, items: list[str]) -> int:
    """Whether a game may start with these seats and options, by the game's own validation."""
    from .options import parse_game_options

    try:
        game = catalogue.get_game(game_id)
        seats = parse_seats(players)
        raw = parse_game_options(game, items)
    except (KeyError, ValueError) as exc:
        parser.error(str(exc.args[0]) if exc.args else str(exc))
    try:
        options = game.normalize_options(len(seats), raw)
    except OptionsError as exc:
        print(f"{game.title} with {len(seats)} seats: not a valid setup:", file=sys.stderr)
        for reason in exc.reasons:
            print(f"  - {reason}", file=sys.stderr)
        return EXIT_INVALID
    print(f"{game.title} with {len(seats)} seats: valid setup")
    print(f"  options: {', '.join(f'{k}={v}' for k, v in sorted(options.items())) or 'none'}")
    _print_roles(game, seats, options)
    return EXIT_VALID


def _print_roles(game: GameDefinition, seats: list[Seat], options: dict[str, Any]) -> None:
    roles = game.seat_roles(len(seats), options)
    colours = game.seat_colours(len(seats), options)
    if not roles and not colours:
        return
    parts = []
    for i, seat in enumerate(seats):
        text = seat.name
        if roles:
            role = roles[i]
            text += f": {role.team}" + (f" ({', '.join(role.details)})" if role.details else "")
        if colours:
            text += f" [{colours[i].colour}]"
        parts.append(text)
    print(f"  roles:   {'; '.join(parts)}")


def summarise(file: Path, match: Match) -> None:
    state = match.state
    print(f"{file}: valid {match.game.title} save")
    print(f"  seats:   {', '.join(f'{s.name} ({s.spec})' for s in match.seats)}")
    print(f"  seed:    {match.seed}")
    options = ", ".join(f"{k}={v}" for k, v in sorted(match.options.items())) or "none"
    print(f"  options: {options}")
    print(f"  actions: {len(match.steps)} replayed, {len(match.redo_actions)} to redo")
    for note in match.load_notes:
        print(f"  note:    {note}")
    _print_roles(match.game, match.seats, match.options)
    if state.is_terminal():
        sheet = state.score_sheet()
        print(f"  finished: {_scores(match, sheet)}; won by {_winners(match, sheet)}"
              + (f"; rank {sheet.rank}" if sheet.rank else ""))
    else:
        movers = ", ".join(match.seats[p].name for p in state.to_move())
        print(f"  in progress: waiting for {movers}")


def _scores(match: Match, sheet: ScoreSheet) -> str:
    if not sheet.ranked_by:
        return ", ".join(f"{match.seats[p].name} {t}" for p, t in enumerate(sheet.totals))
    # Categories compared in turn (no total), once per team: running mates share their figures.
    out = []
    for i, team in enumerate(sheet.seat_teams()):
        name = sheet.team_names[i] if i < len(sheet.team_names) else match.seats[team[0]].name
        figures = " ".join(f"{sheet.categories[c]} {sheet.points[team[0]][c]}" for c in sheet.ranked_by)
        out.append(f"{name} {figures}")
    return ", ".join(out)


def _winners(match: Match, sheet: ScoreSheet) -> str:
    if not sheet.teams:
        return ", ".join(match.seats[p].name for p in sheet.winners)
    teams = sheet.seat_teams()
    names = [
        (sheet.team_names[i] + " " if i < len(sheet.team_names) else "")
        + "(" + " and ".join(match.seats[p].name for p in teams[i]) + ")"
        for i in sheet.winning_teams()
    ]
    shared = " (a shared win)" if len(names) > 1 else ""
    decided = ""
    if sheet.decided_by is not None and sheet.decided_by in sheet.ranked_by:
        tied = sheet.ranked_by[: sheet.ranked_by.index(sheet.decided_by)]
        decided = (f"; the tie on {', '.join(sheet.categories[c] for c in tied)} "
                   f"was broken by {sheet.categories[sheet.decided_by]}")
    return ", ".join(names) + shared + decided
