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


def _run(seconds: float, context) -> ui_probes.Heartbeat:
    started = time.perf_counter()
    app = QApplication.instance()
    return ui_probes.stall(app, lambda: time.perf_counter() - started > seconds, 5.0, context)


def test_the_longest_gaps_keep_what_happened_in_them(qtbot):
    done = [0]

    def block(count: int, seconds: float) -> None:
        done[0] = count
        time.sleep(seconds)

    QTimer.singleShot(30, lambda: block(1, 0.3))
    QTimer.singleShot(450, lambda: block(2, 0.25))
    beat = _run(0.9, lambda: (done[0], f"after block {done[0]}"))
    assert len(beat.longest) == 3
    walls = [gap.wall_ms for gap in beat.longest]
    assert walls == sorted(walls, reverse=True)
    # A loaded machine may add a gap of its own; the two blocks are among the three longest, each with the
    # action count and label of either side.
    sides = [(gap.before, gap.after) for gap in beat.longest]
    assert ((0, "after block 0"), (1, "after block 1")) in sides
    assert ((1, "after block 1"), (2, "after block 2")) in sides
    first = next(gap for gap in beat.longest if gap.after[0] == 1)
    assert "actions 0->1: after block 1" in first.describe()
    assert first.to_json()["actions"] == [0, 1]


def test_a_gap_counts_the_collections_in_it(qtbot):
    def collect() -> None:
        gc.collect()
        time.sleep(0.3)

    QTimer.singleShot(30, collect)
    beat = _run(0.5, lambda: (0, ""))
    assert any(gap.gc_generation == 2 for gap in beat.longest)
    assert beat.gc_runs[2] >= 1
    assert any("collector" in gap.describe() for gap in beat.longest)
    assert beat._collector not in gc.callbacks  # stopped: the hook is gone


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
