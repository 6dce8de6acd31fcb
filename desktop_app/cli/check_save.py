"""``check-save FILE``: validate a save by replaying it, and summarise it.

exit codes: 0 the save is valid (it may note undone moves it had to drop);
1 the file is not a valid save (the reason is printed, never a traceback);
2 the command line is wrong; 3 an internal error of Game Table (a bug: the
details are in the log, please report it).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
from pathlib import Path

from ..engine import saves
from ..engine.errors import SaveError
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
    parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
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
    if state.is_terminal():
        sheet = state.score_sheet()
        totals = ", ".join(f"{match.seats[p].name} {t}" for p, t in enumerate(sheet.totals))
        winners = ", ".join(match.seats[p].name for p in sheet.winners)
        print(f"  finished: {totals}; won by {winners}" + (f"; rank {sheet.rank}" if sheet.rank else ""))
    else:
        movers = ", ".join(match.seats[p].name for p in state.to_move())
        print(f"  in progress: waiting for {movers}")
