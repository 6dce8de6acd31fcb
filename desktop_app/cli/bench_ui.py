"""``python -m desktop_app bench-ui``: GUI-thread CPU per move in the real main window.

Plays one game offscreen in the main window (one person and computers, every
seat's move chosen in this process by the random player, so the figures are
the window's own work and not a search) and measures, with
``time.thread_time`` (CPU of the GUI thread only, so other processes on the
machine do not stretch it), each move twice:

* ``update``: the controller's per-move work (apply, autosave hand-off,
  scene, log, history, status, menus), as a click would trigger it;
* ``with events``: the same plus the event-loop passes that follow it until
  the move is done (delayed item layouts, the window's paint in the pass after
  the update, the reveal of new pieces, the lists after the paint);
* ``update wall``: the update again in wall-clock time, which also counts
  waiting for the GIL while the autosave thread works (and any other load on
  the machine, so read it beside the CPU figures).

It prints the median over a window of moves around each requested action
number, the repaint of the table at the last of them, then the longest
event-loop stall while computers think (``--stall-level``, in their worker
process as in play; the person's answer comes in an event of its own, as a
click does; on Linux each gap also says how long the GUI thread waited for a
processor in it, so a game measured on a loaded machine tells what a free
processor would have given, and how long the thread was blocked otherwise,
with the other threads that ran meanwhile) and the start-up to the first
frame beside a bare PySide6 window (``--first-frame``; see ui/probes.py),
then one JSON line with the same figures. The window paces its work as the
app does (ui/pacing.py).
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

from ..ui import probes as ui_probes

WINDOW = 5  # moves measured each side of a requested action number
# The stall game's person answers in an event of its own, as a click does, the next time the loop waits:
# a click cannot land inside the pass that drew the move it answers.
REPLY_MS = 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="game-table bench-ui", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="copycat", help="game id (default: copycat)")
    parser.add_argument("--players", type=int, default=4, help="seats: one person and computers (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--at", type=int, nargs="+", default=[50, 500],
                        help="action numbers to measure around (default: 50 500)")
    parser.add_argument("--stall-level", default="normal",
                        help="computer level to play against while timing event-loop stalls "
                             "(default normal; 'none' skips it)")
    parser.add_argument("--stall-seconds", type=float, default=60.0,
                        help="at most this long (wall) for the stall game (default 60)")
    parser.add_argument("--first-frame", type=int, default=3, metavar="N",
                        help="start the app and a bare window N times each for start-up figures (0 skips)")
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
    pacing = _app_pacing()
    if pacing is not None:
        pacing.enable()
    window = MainWindow(settings)
    if pacing is not None:
        pacing.freeze()  # as the app does once its window stands (app.run_app)
    window.controller.autoplay = False  # every move is played below, in this process
    window.resize(1280, 800)
    window.show()
    for _ in range(5):  # the home screen's first frame and what waits for it (record, menus), as in the app
        app.processEvents()
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
    _settle(app, window)  # the new table's first paint is done before the first measured move
    while not match.is_over() and len(match.steps) < last:
        player = match.next_mover()
        action = agents[player].choose(match.state, player)
        number = len(match.steps) + 1
        start, start_wall = time.thread_time(), time.perf_counter()
        controller.play(player, action)
        middle, middle_wall = time.thread_time(), time.perf_counter()
        _finish_move(app, window)
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
    repaint = ui_probes.repaint_ms(window.view)
    print(f"  repaint of the table at {window.view.width()}x{window.view.height()}: {repaint:.1f} ms CPU")
    result["repaint_ms"] = round(repaint, 2)
    controller.shutdown()  # also writes the last autosave
    if args.stall_level != "none":
        result.update(_stall(app, window, game, args))
    window.close()
    if args.first_frame > 0:
        frame = ui_probes.first_frame(args.first_frame)
        print(f"  first frame: app {frame['app_cpu_ms']:.0f} ms CPU, {frame['app_peak_mb']:.0f} MB; "
              f"bare window {frame['bare_cpu_ms']:.0f} ms, {frame['bare_peak_mb']:.0f} MB "
              f"(ratios {frame['cpu_ratio']:.2f} time, {frame['memory_ratio']:.2f} memory)")
        result["first_frame"] = frame
    print(json.dumps(result, sort_keys=True))
    return 0


def _move_pending(window) -> bool:
    """Whether a move's later passes still wait: its held paint, the reveal of its new pieces, its lists
    (each may be missing in an older tree measured side by side)."""
    view = window.view
    hold = getattr(view, "paint_hold", None)
    revealing = getattr(view, "revealing", None)
    lists = [getattr(getattr(window, name, None), "rebuild_later", None)
             for name in ("history_view", "log_view")]
    return bool((hold is not None and hold.holding()) or (callable(revealing) and revealing())
                or any(later is not None and later.pending() for later in lists))


def _finish_move(app, window) -> None:
    """Run the loop until everything a move brought is done, so its figure holds all of its work: the
    window paints a move in the pass after its update and the lists come after that (ui/table_view.py
    PaintHold), each from a timer. Waiting costs the GUI thread no CPU; at most a second."""
    app.processEvents()
    deadline = time.perf_counter() + 1.0
    while _move_pending(window) and time.perf_counter() < deadline:
        time.sleep(0.001)
        app.processEvents()


def _settle(app, window) -> None:
    """Run the loop until the table is shown whole (TableView.reveal_in_passes; at most a second)."""
    revealing = getattr(window.view, "revealing", None)
    deadline = time.perf_counter() + 1.0
    while callable(revealing) and revealing() and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()


def _app_pacing():
    """The app's pacing of its work (ui/pacing.py), or None in an older tree measured side by side."""
    try:
        from ..ui import pacing
    except ImportError:
        return None
    return pacing


def _stall(app, window, game, args: argparse.Namespace) -> dict[str, object]:
    """A new game against computers thinking in their worker; a random person answers at once."""

    from ..ai.agents import make_agent
    from ..engine.seats import Seat
    from ..ui.new_game_dialog import NewGameConfig

    seats = (Seat("Player 1", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", args.stall_level, p) for p in range(1, args.players)))
    controller = window.controller
    controller.autoplay = True
    if not window.start_config(NewGameConfig(game.id, seats, {}, args.seed + 1)):
        return {}
    match = controller.match
    person = make_agent(game, "random", args.seed)
    asked = False

    def reply() -> None:
        nonlocal asked
        asked = False
        if not match.is_over() and match.next_mover() == 0 and controller.viewer_to_act():
            controller.play(0, person.choose(match.state, 0))

    def answer() -> bool:
        nonlocal asked
        if match.is_over():
            return True
        if not asked and match.next_mover() == 0 and controller.viewer_to_act():
            asked = True
            ui_probes.later(REPLY_MS, reply)
        return False

    beat = ui_probes.stall(app, answer, args.stall_seconds, lambda: stall_context(controller))
    controller.shutdown()
    ended = "game over" if match.is_over() else "stopped at the time limit"
    print(f"  longest event-loop stall against {args.stall_level} ({len(match.steps)} actions, {ended}): "
          f"{beat.longest_wall_ms:.0f} ms wall, {beat.longest_cpu_ms:.0f} ms GUI-thread CPU in it; "
          f"busiest gap {beat.busiest_cpu_ms:.0f} ms GUI-thread CPU")
    print("  the longest gaps (wall):")
    for gap in beat.longest:
        print(f"    {gap.describe()}")
    print("  the busiest gaps (GUI-thread CPU):")
    for gap in beat.busiest:
        print(f"    {gap.describe()}")
    if beat.knows_waits():  # Linux: how long the gaps would have been with a processor free for the window
        print(f"  the longest gaps with a free processor (wall less the GUI thread's run-queue wait; "
              f"longest {beat.longest_free_ms:.0f} ms, load {_load()}):")
        for gap in beat.longest_free:
            print(f"    {gap.describe()}")
    print(f"  collections while playing (generations 0/1/2): {'/'.join(map(str, beat.gc_runs))}; "
          f"gaps with a full collection: {beat.full_in_moves} with a move, {beat.full_in_quiet} quiet")
    free: dict[str, object] = {}
    if beat.knows_waits():
        free = {"stall_free_ms": round(beat.longest_free_ms, 1),
                "stall_longest_free": [gap.to_json() for gap in beat.longest_free]}
    return {"stall_level": args.stall_level, "stall_actions": len(match.steps),
            "stall_wall_ms": round(beat.longest_wall_ms, 1), "stall_cpu_ms": round(beat.longest_cpu_ms, 1),
            "stall_busiest_cpu_ms": round(beat.busiest_cpu_ms, 1),
            "stall_longest": [gap.to_json() for gap in beat.longest],
            "stall_busiest": [gap.to_json() for gap in beat.busiest], "stall_gc_runs": beat.gc_runs,
            "stall_full_gc_gaps": {"with_move": beat.full_in_moves, "quiet": beat.full_in_quiet},
            "stall_game_over": match.is_over(), **free}


def _load() -> str:
    """The machine's load average over the last minute, where the system tells it."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        return "unknown"


def stall_context(controller) -> tuple[int, str]:
    """What the window is doing, for the stall probe's longest gaps: the action count, the move played
    last (seat and kind), the computer thinking and whether an autosave is on its way to the disk."""
    match = controller.match
    if match is None:
        return (0, "no game")
    steps = match.steps
    parts = [f"seat {steps[-1].player + 1} played {steps[-1].action.kind}" if steps else "start"]
    thinking = controller.thinking_seat()
    if thinking >= 0:
        parts.append(f"seat {thinking + 1} thinking")
    if controller.autosave_pending():
        parts.append("autosave pending")
    return (len(steps), ", ".join(parts))
