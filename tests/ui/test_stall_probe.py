# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""bench-ui's stall probe says when and what (issue 13): the longest gaps of the event loop's heartbeat
keep the action count and the label of what the window was doing on each side of the gap, and the
collector's share of the gap. Counts and labels only: the blocks below are far longer than a beat."""

from __future__ import annotations

import gc
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.cli.bench_ui import stall_context  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import probes as ui_probes  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _run_until_done(done: list[float], context) -> ui_probes.Heartbeat:
    """Beat until a tenth of a second after the last block (``done[0]`` holds when it ended), so its gap
    is closed by a beat however late a loaded machine runs the blocks."""
    app = QApplication.instance()
    return ui_probes.stall(app, lambda: 0 < done[0] < time.perf_counter() - 0.1, 20.0, context)


def test_the_longest_gaps_keep_what_happened_in_them(qtbot):
    count = [0]
    done = [0.0]

    def block(number: int, seconds: float) -> None:
        count[0] = number
        time.sleep(seconds)
        if number == 2:
            done[0] = time.perf_counter()

    QTimer.singleShot(30, lambda: block(1, 0.3))
    QTimer.singleShot(450, lambda: block(2, 0.25))
    beat = _run_until_done(done, lambda: (count[0], f"after block {count[0]}"))
    assert len(beat.longest) == 3
    walls = [gap.wall_ms for gap in beat.longest]
    assert walls == sorted(walls, reverse=True)
    # A loaded machine may add a gap of its own; the two blocks are among the three longest, each with the
    # action count and label of either side.
    sides = [(gap.before, gap.after) for gap in beat.longest]
    assert ((0, "after block 0"), (1, "after block 1")) in sides
    assert ((1, "after block 1"), (2, "after block 2")) in sides
    assert [gap.cpu_ms for gap in beat.busiest] == sorted((gap.cpu_ms for gap in beat.busiest), reverse=True)
    first = next(gap for gap in beat.longest if gap.after[0] == 1)
    assert "actions 0->1: after block 1" in first.describe()
    assert first.to_json()["actions"] == [0, 1]


def test_a_gap_counts_the_collections_in_it(qtbot):
    done = [0.0]

    def collect() -> None:
        gc.collect()
        time.sleep(0.3)
        done[0] = time.perf_counter()

    QTimer.singleShot(30, collect)
    beat = _run_until_done(done, lambda: (0, ""))
    assert any(gap.gc_generation == 2 for gap in beat.longest)
    assert beat.gc_runs[2] >= 1
    assert any("collector" in gap.describe() for gap in beat.longest)
    assert beat._collector not in gc.callbacks  # stopped: the hook is gone
    assert beat.full_in_quiet >= 1 and beat.full_in_moves == 0  # no action was played in the gap


def test_a_full_collection_in_a_gap_with_a_move_is_told_apart(qtbot):
    done = [0.0]
    moves = [0]

    def move_and_collect() -> None:
        moves[0] += 1  # the gap's action count changes: a move was played in it
        gc.collect()
        time.sleep(0.2)
        done[0] = time.perf_counter()

    QTimer.singleShot(30, move_and_collect)
    beat = _run_until_done(done, lambda: (moves[0], ""))
    assert beat.full_in_moves == 1


def test_the_gap_that_ends_the_run_is_closed_by_a_last_beat(qtbot):
    done = [0.0]

    def last_move() -> None:
        time.sleep(0.2)
        done[0] = 1.0  # the game is over: the loop stops after this pass

    QTimer.singleShot(30, last_move)
    app = QApplication.instance()
    beat = ui_probes.stall(app, lambda: done[0] > 0, 20.0, lambda: (int(done[0]), ""))
    assert any(gap.after[0] == 1 and gap.wall_ms >= 150 for gap in beat.longest)


def test_the_busiest_gaps_are_the_ones_the_window_itself_spent(qtbot):
    done = [0.0]

    def spin(seconds: float) -> None:  # GUI-thread CPU, not a wait
        end = time.thread_time() + seconds
        while time.thread_time() < end:
            pass

    def work() -> None:
        spin(0.15)
        done[0] = 1.0

    QTimer.singleShot(30, lambda: time.sleep(0.2))  # long, but the thread waits
    QTimer.singleShot(400, work)
    app = QApplication.instance()
    beat = ui_probes.stall(app, lambda: done[0] > 0, 20.0, lambda: (int(done[0]), ""))
    assert beat.busiest[0].after[0] == 1 and beat.busiest[0].cpu_ms >= 140
    assert all(gap.cpu_ms < 100 for gap in beat.busiest[1:])


def test_stall_context_names_the_last_move_and_the_thinking_seat(qtbot, game_window):
    controller = game_window.controller
    assert stall_context(controller) == (0, "no game")
    controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Computer 2", "ai", "random", 1))
    assert game_window.start_config(NewGameConfig("copycat", seats, {}, 3))
    match = controller.match
    assert stall_context(controller)[0] == 0
    agents = [make_agent(match.game, "random", seat) for seat in (1, 2)]
    played = None
    while played is None or match.next_mover() != 1:  # at least one move, then until the computer's turn
        player = match.next_mover()
        played = (player, agents[player].choose(match.state, player))
        controller.play(*played)
    count, label = stall_context(controller)
    assert count == len(match.steps)
    assert label.startswith(f"seat {played[0] + 1} played {played[1].kind}")
    controller._request_ai(1)
    assert "seat 2 thinking" in stall_context(controller)[1]
