# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13, the pass that ends a game: the score sheet opens in the event-loop pass after the one that
brings the table, the log and the end bar up to date, never in it; and not at all when the game it was for
has left the table by then (a new game). Counted, never timed."""

from __future__ import annotations

from .shell_fixtures import game_window, messages, settings  # noqa: F401
from .test_game_end_pass import _length, _play, _start


def _opened(window) -> list:
    opened: list = []
    real = window._show_scores

    def show(sheet) -> None:
        opened.append(sheet)
        real(sheet)

    window._show_scores = show
    return opened


def test_the_score_sheet_opens_in_the_pass_after_the_last_move(qtbot, game_window):
    window = game_window
    match, agents = _start(window)
    opened = _opened(window)
    _play(window, match, agents)  # the last move's own work, as a click does it
    assert match.is_over()
    assert window.score_dialog is None and opened == []  # not in the pass that ended the game
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    assert len(opened) == 1 and window.score_dialog.isVisible()
    qtbot.wait(20)
    assert len(opened) == 1  # once


def test_a_new_game_before_that_pass_leaves_the_sheet_closed(qtbot, game_window):
    window = game_window
    match, agents = _start(window)
    opened = _opened(window)
    _play(window, match, agents, _length())
    assert match.is_over()
    _start(window, seed=5)
    qtbot.wait(20)
    assert opened == [] and window.score_dialog is None
