# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (no event-loop stall): with the window's pacing on, a move brings the table up to date in its
own pass and the history and log follow in a pass of their own (ui/pacing.py ``Later``), so a round
change's 30 ms is not one block. Counts only, never times.

- inside the move, neither list describes a row; after the loop has run once more both are up to date;
- a move that says "changed" more than once brings each list up to date once;
- with pacing off (tests, screenshots) both lists are up to date when the move returns.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ui import pacing  # noqa: E402

from .shell_fixtures import (  # noqa: E402, F401
    game_window,
    messages,
    paced,
    play_random_move,
    settings,
    start_random_game,
)


def _count_syncs(monkeypatch, window) -> dict[str, int]:
    counts = {"log": 0, "history": 0}
    for name, model in (("log", window.log_view.log_model), ("history", window.history_view.history_model)):
        sync = model.sync

        def counted(name=name, sync=sync) -> None:
            counts[name] += 1
            sync()

        monkeypatch.setattr(model, "sync", counted)
    return counts


@pytest.mark.parametrize("game,players", [("copycat", 4), ("councils", 5), ("copernico", 2)])
def test_the_lists_follow_a_move_in_a_pass_of_their_own(paced, game_window, qtbot, monkeypatch, game,
                                                         players):
    controller, agents = start_random_game(game_window, game, players)
    log, history = game_window.log_view, game_window.history_view
    qtbot.waitUntil(lambda: not log.rebuild_later.pending() and not history.rebuild_later.pending())
    counts = _count_syncs(monkeypatch, game_window)
    for _ in range(3):
        rows = history.count()
        play_random_move(controller, agents)
        # The move is on the table; the lists have not been touched inside it.
        assert counts == {"log": 0, "history": 0}
        assert history.count() == rows
        assert log.rebuild_later.pending() and history.rebuild_later.pending()
        qtbot.waitUntil(lambda: counts["history"] == 1 and counts["log"] == 1)
        assert history.count() == 1 + len(controller.match.steps) + len(controller.match.redo_actions)
        counts.update(log=0, history=0)


def test_several_changes_before_the_loop_runs_make_one_update(paced, game_window, qtbot, monkeypatch):
    controller, agents = start_random_game(game_window)
    history = game_window.history_view
    qtbot.waitUntil(lambda: not history.rebuild_later.pending())
    counts = _count_syncs(monkeypatch, game_window)
    for _ in range(4):  # four moves in one pass (skipping ahead), then the loop
        play_random_move(controller, agents)
    assert counts == {"log": 0, "history": 0}
    qtbot.waitUntil(lambda: counts["history"] == 1 and counts["log"] == 1)
    qtbot.wait(20)
    assert counts == {"log": 1, "history": 1}
    assert history.count() == 1 + len(controller.match.steps) + len(controller.match.redo_actions)
    assert game_window.log_view.rebuild_later.runs >= 1


def test_without_pacing_the_lists_are_up_to_date_when_the_move_returns(game_window, monkeypatch):
    assert not pacing.enabled
    controller, agents = start_random_game(game_window)
    counts = _count_syncs(monkeypatch, game_window)
    play_random_move(controller, agents)
    assert counts["history"] >= 1 and counts["log"] >= 1
    assert game_window.history_view.count() == 1 + len(controller.match.steps)
    assert not game_window.history_view.rebuild_later.pending()


def test_flush_runs_what_waits_at_once(paced, game_window, qtbot, monkeypatch):
    controller, agents = start_random_game(game_window)
    history = game_window.history_view
    qtbot.waitUntil(lambda: not history.rebuild_later.pending())
    play_random_move(controller, agents)
    assert history.rebuild_later.pending()
    history.rebuild_later.flush()
    assert not history.rebuild_later.pending()
    assert history.count() == 1 + len(controller.match.steps) + len(controller.match.redo_actions)
