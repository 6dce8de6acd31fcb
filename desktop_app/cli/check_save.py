"""``check-save FILE``: validate a save by replaying it, and summarise it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine import saves
from ..engine.errors import SaveError
from ..games import catalogue  # noqa: F401 - installs the game lookup that loading a save needs


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="game-table check-save", description=__doc__)
    parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        match = saves.load(args.file)
    except SaveError as exc:
        print(f"{args.file}: not a valid save: {exc}", file=sys.stderr)
        return 1
    state = match.state
    print(f"{args.file}: valid {match.game.title} save")
    print(f"  seats:   {', '.join(f'{s.name} ({s.spec})' for s in match.seats)}")
    print(f"  seed:    {match.seed}")
    options = ", ".join(f"{k}={v}" for k, v in sorted(match.options.items())) or "none"
    print(f"  options: {options}")
    print(f"  actions: {len(match.steps)} replayed, {len(match.redo_actions)} to redo")
    if state.is_terminal():
        sheet = state.score_sheet()
        totals = ", ".join(f"{match.seats[p].name} {t}" for p, t in enumerate(sheet.totals))
        winners = ", ".join(match.seats[p].name for p in sheet.winners)
        print(f"  finished: {totals}; won by {winners}" + (f"; rank {sheet.rank}" if sheet.rank else ""))
    else:
        movers = ", ".join(match.seats[p].name for p in state.to_move())
        print(f"  in progress: waiting for {movers}")
    return 0
