"""``python -m desktop_app screenshot``: play some moves and save the window as a PNG.

Every seat's moves are chosen in this process: a computer seat by its own
level, a person's seat by the game's rule of thumb (the Easy player). The
window is then drawn offscreen as the first person at the table sees it; a
hand-over screen appears only when the game really waits for a different
person at that moment.

``--show`` opens one of the states issue 15 asks to be seen (``cli/screenshot_states.py``): a refused
move with its reason, the hint's three choices, the replay with its chart, the guided first game.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from ..engine.paths import DATA_ENV
from .options import parse_game_options


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="game-table screenshot", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id, e.g. copernico")
    parser.add_argument("--players", default="human,ai", help="seats: human, ai or ai:LEVEL, comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="how many actions to play first")
    parser.add_argument("--out", required=True, help="PNG file to write")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE",
                        help="game options, as for simulate (key=value,key=value also works)")
    parser.add_argument("--language", default="en", choices=("en", "de", "es", "system"),
                        help="the language of the window (default: en)")
    parser.add_argument("--show", default="table", choices=("table", "refusal", "hint", "replay", "lesson"),
                        help="table: the position after --moves; refusal: the first refused move the person "
                             "can try from there, with its reason; hint: the hint's three choices at the "
                             "person's next decision among three or more; replay: the replay window of the "
                             "game played to its end, at --step; lesson: the guided first game after "
                             "--lesson-steps of the person's steps")
    parser.add_argument("--step", type=int, default=None,
                        help="replay: the step shown (default: two thirds of the game)")
    parser.add_argument("--seat", type=int, default=None,
                        help="replay: the seat whose view is shown (default: everything revealed)")
    parser.add_argument("--lesson-steps", type=int, default=1, help="lesson: the person's steps played first")
    return parser.parse_args(argv)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError as exc:
        raise SystemExit(f"--size must look like 1280x800, not {text!r}") from exc
    if w < 320 or h < 240:
        raise SystemExit("--size is too small (at least 320x240)")
    return w, h


def _option_items(items: list[str]) -> list[str]:
    """KEY=VALUE items; an item may hold several separated by commas (the older way of writing them)."""
    return [part.strip() for item in items for part in item.split(",") if part.strip()]


def main(argv: list[str]) -> int:
    args = _parse(argv)
    width, height = _size(args.size)
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="game-table-shot-") as tmp:
        # A screenshot must not overwrite the player's autosave or preferences.
        os.environ[DATA_ENV] = str(Path(tmp) / "data")
        os.environ["GAME_TABLE_SETTINGS"] = str(Path(tmp) / "settings.ini")
        return _shoot(args, width, height)


def _shoot(args: argparse.Namespace, width: int, height: int) -> int:
    from ..ai.agents import make_agent
    from ..app import make_application
    from ..engine.errors import GameTableError
    from ..engine.seats import parse_seats
    from ..engine.session import Match
    from ..games.catalogue import get_game

    try:
        game = get_game(args.game)
        seats = parse_seats(args.players)
        match = Match(game, seats, parse_game_options(game, _option_items(args.options)), args.seed)
    except (KeyError, ValueError, GameTableError) as exc:
        print(f"screenshot: {exc}", file=sys.stderr)
        return 2
    agents = {
        p: make_agent(game, seat.level if seat.level is not None and not seat.is_human else "easy",
                  args.seed * 1000 + p)
        for p, seat in enumerate(seats)
    }
    moves = 1_000_000 if args.show == "replay" else max(0, args.moves)  # a replay shows a finished game
    for _ in range(moves):
        if match.is_over():
            break
        player = match.next_mover()
        match.apply(player, agents[player].choose(match.state, player))

    app = make_application([], language=args.language)
    if args.show != "table":
        from .screenshot_states import shoot_state

        return shoot_state(args, app, match, agents, (width, height))
    from ..ui.main_window import MainWindow
    from ..ui.settings import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    window = MainWindow(settings)
    window.controller.autoplay = False  # the picture shows this position, not a later one
    window.resize(width, height)
    window.show()
    humans = match.humans()
    window.start_match(match, viewer=humans[0] if humans else None)
    if window.score_dialog is not None:
        window.score_dialog.close()  # the table itself is the picture; scores show on it
    for _ in range(5):
        app.processEvents()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out), "PNG")
    window.controller.shutdown()
    window.close()
    if not ok:
        print(f"screenshot: cannot write {out}", file=sys.stderr)
        return 1
    print(f"screenshot: {out} ({len(match.steps)} actions played)")
    return 0
