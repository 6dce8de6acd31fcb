# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (no event-loop gap over 50 ms): with the window's pacing on, a move's table update and its
paint come in two passes of the event loop, and the lists (history, log) in a third, in that order. The
window paints nothing between the update and its paint, so no frame shows a table partly up to date.
Counts and order only, never a time.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from desktop_app.ui import pacing  # noqa: E402
from desktop_app.ui.table_view import PaintHold  # noqa: E402

from .shell_fixtures import (  # noqa: E402, F401
    game_window,
    messages,
    paced,
    play_random_move,
    settings,
    start_random_game,
)


class Journal(QObject):
    """What happened, in order, each with the pass of the loop (``turn``) it happened in: the table's
    paints, the paints of the window's other widgets (status, lists), and each list's sync."""

    def __init__(self, window, monkeypatch) -> None:
        super().__init__()
        self.turn = 0
        self.entries: list[tuple[str, int, int]] = []  # (what, pass, actions played)
        self._window = window
        self._viewport = window.view.viewport()
        QApplication.instance().installEventFilter(self)
        models = (("log", window.log_view.log_model), ("history", window.history_view.history_model))
        for name, model in models:
            sync = model.sync

            def counted(name=name, sync=sync) -> None:
                self.note(name)
                sync()

            monkeypatch.setattr(model, "sync", counted)

    def note(self, what: str) -> None:
        self.entries.append((what, self.turn, len(self._window.controller.match.steps)))

    def eventFilter(self, watched, event) -> bool:
        mine = isinstance(watched, QWidget) and watched.window() is self._window
        if event.type() == QEvent.Type.Paint and mine:
            self.note("paint" if watched is self._viewport else "other paint")
        return False

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)

    def run(self, passes: int) -> None:
        """``passes`` passes of the loop, a little apart so that 1 ms timers come due."""
        app = QApplication.instance()
        for _ in range(passes):
            time.sleep(0.003)
            self.turn += 1
            app.processEvents()

    def first(self, what: str) -> tuple[str, int, int]:
        return next(entry for entry in self.entries if entry[0] == what)


def _settled(window, qtbot) -> None:
    view = window.view
    qtbot.waitUntil(lambda: not view.revealing() and not view.paint_hold.holding()
                    and not window.history_view.rebuild_later.pending()
                    and not window.log_view.rebuild_later.pending())


@pytest.mark.parametrize("game,players", [("copycat", 4), ("councils", 5), ("copernico", 2)])
def test_a_move_updates_paints_and_lists_in_three_passes(paced, game_window, qtbot, game, players):
    controller, agents = start_random_game(game_window, game, players)
    _settled(game_window, qtbot)
    hold = game_window.view.paint_hold
    for _ in range(4):
        with pytest.MonkeyPatch.context() as patch:
            _one_move_in_three_passes(game_window, controller, agents, hold, patch)


def _one_move_in_three_passes(game_window, controller, agents, hold, monkeypatch) -> None:
    """One move: its update, then its paint a pass later, then the lists a pass after that."""
    journal = Journal(game_window, monkeypatch)
    holds, paints = hold.holds, hold.paints
    play_random_move(controller, agents)
    played = len(controller.match.steps)
    assert hold.holding() and hold.holds == holds + 1
    # the move's pass: Qt's sweep of posted events asks for the window's paint; it is held
    QApplication.sendPostedEvents()
    assert journal.entries == []
    journal.run(30)
    assert not hold.holding() and hold.paints == paints + 1
    journal.stop()
    paint, log, history = journal.first("paint"), journal.first("log"), journal.first("history")
    # Nothing of the window was painted before the table's paint, which came in a pass after the move
    # (the whole window at once: what else changed is painted in the same pass); the lists follow it
    # a pass later.
    assert journal.entries[0][0] in ("paint", "other paint")
    firsts = [turn for what, turn, _ in journal.entries if what.endswith("paint")]
    assert 1 <= paint[1] == firsts[0] < min(log[1], history[1])
    assert all(actions == played for _, _, actions in journal.entries)


def test_several_moves_before_the_loop_runs_paint_once(paced, game_window, qtbot, monkeypatch):
    controller, agents = start_random_game(game_window, "copycat", 4)
    _settled(game_window, qtbot)
    hold = game_window.view.paint_hold
    holds, paints = hold.holds, hold.paints
    journal = Journal(game_window, monkeypatch)
    for _ in range(4):  # skipping ahead: four moves in one pass
        play_random_move(controller, agents)
    journal.run(30)
    journal.stop()
    assert (hold.holds, hold.paints) == (holds + 1, paints + 1)
    assert [what for what, _, _ in journal.entries].count("history") == 1


def test_without_pacing_nothing_is_held(game_window, qtbot):
    assert not pacing.enabled
    controller, agents = start_random_game(game_window, "copycat", 4)
    play_random_move(controller, agents)
    assert not game_window.view.paint_hold.holding() and game_window.view.paint_hold.holds == 0
    assert not pacing.paint_held()


def test_a_list_asked_while_a_paint_is_held_runs_after_it(paced, qtbot):
    owner = QWidget()
    runs: list[str] = []
    later = pacing.Later(owner, lambda: runs.append("list"))
    pacing.hold_paint()
    later()
    assert later.pending() and later.waiting
    qtbot.wait(20)
    assert runs == []  # the loop ran, the paint did not: the list waits
    pacing.paint_done()
    assert not later.waiting and later.pending()
    qtbot.waitUntil(lambda: runs == ["list"])
    assert not later.pending()


def test_a_list_due_while_a_paint_is_held_waits_for_it(paced, qtbot):
    owner = QWidget()
    runs: list[str] = []
    later = pacing.Later(owner, lambda: runs.append("list"))
    later()  # asked first (its connection came before the view's), then the view holds the paint
    pacing.hold_paint()
    qtbot.waitUntil(lambda: later.waiting)
    assert runs == []
    later.flush()  # a reader that needs the list now gets it at once
    assert runs == ["list"] and not later.pending()
    pacing.paint_done()
    qtbot.wait(10)
    assert runs == ["list"]


def test_a_hold_gone_with_its_window_leaves_nothing_waiting(paced, qtbot):
    window = QWidget()
    window.show()
    hold = PaintHold(window)
    hold.hold(window)
    assert pacing.paint_held()
    window.deleteLater()
    qtbot.waitUntil(lambda: not pacing.paint_held())


@pytest.mark.parametrize("paced_now", [True, False])
def test_after_paint_runs_in_a_later_pass_and_after_a_held_paint(qtbot, monkeypatch, paced_now):
    monkeypatch.setattr(pacing, "enabled", paced_now)
    owner = QWidget()
    runs: list[str] = []
    pacing.after_paint(owner, lambda: runs.append("free"))
    assert runs == []  # never in the pass that asks (the score sheet after the last move's pass)
    qtbot.waitUntil(lambda: runs == ["free"])
    pacing.hold_paint()
    pacing.after_paint(owner, lambda: runs.append("held"))
    qtbot.wait(20)
    assert runs == ["free"]
    pacing.paint_done()
    assert runs == ["free"]
    qtbot.waitUntil(lambda: runs == ["free", "held"])


def test_bench_ui_counts_the_whole_move_in_its_figure(paced, game_window, qtbot):
    # bench-ui's "with events" figure ends when the move's held paint and its lists are done, not after the
    # first pass (which would leave them to the next move's figure).
    from desktop_app.cli import bench_ui

    controller, agents = start_random_game(game_window, "copycat", 4)
    _settled(game_window, qtbot)
    hold = game_window.view.paint_hold
    for _ in range(3):
        paints = hold.paints
        play_random_move(controller, agents)
        assert bench_ui._move_pending(game_window)  # the paint waits for a pass of its own
        bench_ui._finish_move(QApplication.instance(), game_window)
        assert not bench_ui._move_pending(game_window)
        assert hold.paints == paints + 1
