# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: "History (click to go back)" works in every game or says why a step cannot be reached. In the
real window, for each game: a click on a reachable step of the history list takes the game back to it
(and a click on the last step forward again), and a click on a step behind revealed information leaves
the game where it is and puts the engine's reason on the table."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.undo_bridge import REACHABLE_ROLE  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

GAMES = ("copernico", "copycat", "councils", "campaign-trail")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_history_goes_back_or_says_why_in_every_game(qtbot, game_window, game_id):
    win = game_window
    win.controller.autoplay = False  # the test plays every seat itself
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert win.start_config(NewGameConfig(game_id, seats, {}, 5))
    controller, match = win.controller, win.controller.match
    model = win.history_view.history_model
    rng = Rng(4)

    def reachable() -> list[int]:
        return [r for r in range(model.rowCount() - 1)
                if model.index(r, 0).data(REACHABLE_ROLE) and r < len(match.steps)]

    def unreachable() -> list[int]:
        return [r for r in range(len(match.steps)) if not model.index(r, 0).data(REACHABLE_ROLE)]

    for _ in range(400):  # until the list holds a step to go back to and one behind revealed cards
        if reachable() and unreachable():
            break
        player = match.next_mover()
        controller.play(player, match.game.heuristic_action(match.state, player, rng))
    assert reachable(), f"{game_id}: no step of the history could be gone back to"
    played = len(match.steps)

    # a step that cannot be reached: nothing is taken back, the table says why
    stuck = unreachable()
    assert stuck, f"{game_id}: no step lies behind revealed information in 400 moves"
    win.history_view.clicked.emit(model.index(stuck[0], 0))
    qtbot.wait(20)
    assert len(match.steps) == played
    assert win.view.game_scene().refusal_shown().startswith("Not possible:")

    # a reachable step: the game goes back to it, and forward again along the redo branch
    target = reachable()[-1]
    win.history_view.clicked.emit(model.index(target, 0))
    qtbot.waitUntil(lambda: len(match.steps) == target)
    assert model.current == target
    win.history_view.clicked.emit(model.index(played, 0))
    qtbot.waitUntil(lambda: len(match.steps) == played)
