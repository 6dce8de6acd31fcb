# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""bench-ui's stall probe says when and what (issue 13): the longest gaps of the event loop's heartbeat
keep the action count and the label of what the window was doing on each side of the gap, and the
collector's share of the gap. The heartbeat runs on the real event loop but reads a clock of the test's
own, which only the blocks below move on: every figure is exact and none depends on the machine's speed
or load (order, labels and counts, never a time)."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from pytest import approx  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.cli.bench_ui import stall_context  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import probes as ui_probes  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

BEAT = ui_probes.HEARTBEAT_MS


class HeldClock:
    """Wall and GUI-thread CPU seconds that move only when a block says it held the loop so long."""

    def __init__(self) -> None:
        self.wall = 0.0
        self.cpu = 0.0

    def __call__(self) -> tuple[float, float]:
        return (self.wall, self.cpu)

    def hold(self, wall_s: float, cpu_s: float = 0.0) -> None:
        self.wall += wall_s
        self.cpu += cpu_s


def _run_until(done, context, clock: HeldClock) -> ui_probes.Heartbeat:
    """Beat until ``done()``; the probe beats once more after it, which closes the last block's gap."""
    return ui_probes.stall(QApplication.instance(), done, 20.0, context, clock)


def test_the_longest_gaps_keep_what_happened_in_them(qtbot):
    clock = HeldClock()
    count = [0]

    def block(number: int, seconds: float) -> None:
        count[0] = number
        clock.hold(seconds)

    QTimer.singleShot(30, lambda: block(1, 0.3))
    QTimer.singleShot(60, lambda: block(2, 0.25))
    beat = _run_until(lambda: count[0] == 2, lambda: (count[0], f"after block {count[0]}"), clock)
    assert len(beat.longest) == 3
    first, second = beat.longest[:2]  # every other gap held the test's clock for nothing
    assert (first.wall_ms, second.wall_ms) == (approx(300 - BEAT), approx(250 - BEAT))
    assert (first.before, first.after) == ((0, "after block 0"), (1, "after block 1"))
    assert (second.before, second.after) == ((1, "after block 1"), (2, "after block 2"))
    assert [gap.cpu_ms for gap in beat.busiest] == sorted((gap.cpu_ms for gap in beat.busiest), reverse=True)
    assert "actions 0->1: after block 1" in first.describe()
    assert first.to_json()["actions"] == [0, 1]


def test_a_gap_counts_the_collections_in_it(qtbot):
    clock = HeldClock()
    done = [False]

    def collect() -> None:
        gc.collect()
        clock.hold(0.3)
        done[0] = True

    QTimer.singleShot(30, collect)
    beat = _run_until(lambda: done[0], lambda: (0, ""), clock)
    assert beat.longest[0].wall_ms == approx(300 - BEAT) and beat.longest[0].gc_generation == 2
    assert beat.gc_runs[2] >= 1
    assert "collector" in beat.longest[0].describe()
    assert beat._collector not in gc.callbacks  # stopped: the hook is gone
    assert beat.full_in_quiet >= 1 and beat.full_in_moves == 0  # no action was played in the gap


def test_a_full_collection_in_a_gap_with_a_move_is_told_apart(qtbot):
    clock = HeldClock()
    moves = [0]

    def move_and_collect() -> None:
        moves[0] += 1  # the gap's action count changes: a move was played in it
        gc.collect()
        clock.hold(0.2)

    QTimer.singleShot(30, move_and_collect)
    beat = _run_until(lambda: moves[0] == 1, lambda: (moves[0], ""), clock)
    assert beat.full_in_moves == 1


def test_the_gap_that_ends_the_run_is_closed_by_a_last_beat(qtbot):
    clock = HeldClock()
    over = [0]

    def last_move() -> None:
        clock.hold(0.2)
        over[0] = 1  # the game is over: the loop stops after this pass

    QTimer.singleShot(30, last_move)
    beat = _run_until(lambda: over[0] == 1, lambda: (over[0], ""), clock)
    [gap] = [gap for gap in beat.longest if gap.after[0] == 1 and gap.before[0] == 0]
    assert gap.wall_ms == approx(200 - BEAT)


def test_the_busiest_gaps_are_the_ones_the_window_itself_spent(qtbot):
    clock = HeldClock()
    done = [0]

    def work() -> None:
        clock.hold(0.15, cpu_s=0.15)  # GUI-thread CPU, not a wait
        done[0] = 1

    QTimer.singleShot(30, lambda: clock.hold(0.2))  # long, but the thread waits
    QTimer.singleShot(60, work)
    beat = _run_until(lambda: done[0] == 1, lambda: (done[0], ""), clock)
    assert beat.longest[0].wall_ms == approx(200 - BEAT) and beat.longest[0].cpu_ms == 0
    assert beat.busiest[0].after[0] == 1 and beat.busiest[0].cpu_ms == approx(150)
    assert all(gap.cpu_ms == 0 for gap in beat.busiest[1:])


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
