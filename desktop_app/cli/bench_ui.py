"""``python -m desktop_app bench-ui``: GUI-thread CPU per move in the real main window.

Plays one game offscreen in the main window (one person and computers, every
seat's move chosen in this process by the random player, so the figures are
the window's own work and not a search) and measures, with
``time.thread_time`` (CPU of the GUI thread only, so other processes on the
machine do not stretch it), each move twice:

* ``update``: the controller's per-move work (apply, autosave hand-off,
  scene, log, history, status, menus), as a click would trigger it;
* ``with events``: the same plus the event-loop pass that follows it (delayed
  item layouts and the repaint of the window);
* ``update wall``: the update again in wall-clock time, which also counts
  waiting for the GIL while the autosave thread works (and any other load on
  the machine, so read it beside the CPU figures).

It prints the median over a window of moves around each requested action
number, then one JSON line with the same figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

WINDOW = 5  # moves measured each side of a requested action number


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="game-table bench-ui", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="copycat", help="game id (default: copycat)")
    parser.add_argument("--players", type=int, default=4, help="seats: one person and computers (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--at", type=int, nargs="+", default=[50, 500],
                        help="action numbers to measure around (default: 50 500)")
    return parser


def main(argv: list[str]) -> int:
    from ..engine.paths import DATA_ENV

    args = build_parser().parse_args(argv)
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="game-table-bench-ui-") as tmp:
        # The measured autosaves must not overwrite the player's own game or preferences.
        os.environ[DATA_ENV] = str(Path(tmp) / "data")
        os.environ["GAME_TABLE_SETTINGS"] = str(Path(tmp) / "settings.ini")
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from ..ai.agents import make_agent
    from ..app import make_application
    from ..engine.seats import Seat
    from ..games.catalogue import get_game

    app = make_application([], language="en")
    from ..ui.main_window import MainWindow
    from ..ui.new_game_dialog import NewGameConfig
    from ..ui.settings import Settings

    try:
        game = get_game(args.game)
    except KeyError:
        print(f"bench-ui: no game {args.game!r}", file=sys.stderr)
        return 2
    settings = Settings()
    settings.animation_speed = 0.0
    settings.confirm_end_turn = False
    window = MainWindow(settings)
    window.controller.autoplay = False  # every move is played below, in this process
    window.resize(1280, 800)
    window.show()
    seats = (Seat("Player 1", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, args.players)))
    if not window.start_config(NewGameConfig(game.id, seats, {}, args.seed)):
        print("bench-ui: the game did not start", file=sys.stderr)
        return 1
    controller = window.controller
    match = controller.match
    assert match is not None
    agents = {p: make_agent(game, "random", args.seed * 1000 + p) for p in range(match.num_players)}
    wanted = {n for at in args.at for n in range(at - WINDOW, at + WINDOW + 1)}
    last = max(wanted)
    update: dict[int, float] = {}
    total: dict[int, float] = {}
    wall: dict[int, float] = {}
    for _ in range(5):
        app.processEvents()
    while not match.is_over() and len(match.steps) < last:
        player = match.next_mover()
        action = agents[player].choose(match.state, player)
        number = len(match.steps) + 1
        start, start_wall = time.thread_time(), time.perf_counter()
        controller.play(player, action)
        middle, middle_wall = time.thread_time(), time.perf_counter()
        app.processEvents()
        end = time.thread_time()
        if number in wanted:
            update[number] = (middle - start) * 1000
            total[number] = (end - start) * 1000
            wall[number] = (middle_wall - start_wall) * 1000
    result: dict[str, object] = {"game": game.id, "players": args.players, "seed": args.seed,
                                 "actions_played": len(match.steps)}
    print(f"bench-ui: {game.id}, {args.players} seats, seed {args.seed}, "
          f"{len(match.steps)} actions played (GUI-thread CPU, median of up to {2 * WINDOW + 1} moves)")
    for at in args.at:
        near = [n for n in range(at - WINDOW, at + WINDOW + 1) if n in update]
        if not near:
            print(f"  action {at}: the game ended before it")
            continue
        med_update = statistics.median(update[n] for n in near)
        med_total = statistics.median(total[n] for n in near)
        med_wall = statistics.median(wall[n] for n in near)
        print(f"  action {at}: update {med_update:.1f} ms, with events {med_total:.1f} ms "
              f"(update wall {med_wall:.1f} ms)")
        result[f"update_wall_ms_{at}"] = round(med_wall, 2)
        result[f"update_ms_{at}"] = round(med_update, 2)
        result[f"with_events_ms_{at}"] = round(med_total, 2)
    controller.shutdown()  # also writes the last autosave
    window.close()
    print(json.dumps(result, sort_keys=True))
    return 0
