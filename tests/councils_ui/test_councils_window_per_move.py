# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (a table that never stutters): the window's own work per Councils move, counted (never
timed) in the real main window, moves played as bench-ui plays them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.councils import view  # noqa: E402
from desktop_app.games.councils.definition import COUNCILS_GAME  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def test_the_window_computes_one_observation_a_move(qtbot, game_window, monkeypatch):
    """The table's observation is the move's only one: the round the log, the status line and the
    autosave name is read from the state, not from an observation of the whole city each time."""
    seats = (Seat("Ada"), *(Seat(f"Computer {p}", "ai", "random", p) for p in range(1, 5)))
    controller = game_window.controller
    controller.autoplay = False  # every move is played below, as bench-ui plays them
    assert game_window.start_config(NewGameConfig(COUNCILS_GAME.id, seats, {}, 3))
    match = controller.match
    agent = make_agent(COUNCILS_GAME, "random", 5)
    calls: list[int | None] = []
    original = view.observation
    counting_now = False  # the computer's own choice (it reads an observation too) is not the window's

    def counting(state, viewer):
        if counting_now:
            calls.append(viewer)
        return original(state, viewer)

    monkeypatch.setattr(view, "observation", counting)
    moves = 0
    while moves < 40 and not match.is_over():
        player = match.next_mover()
        action = agent.choose(match.state, player)
        counting_now = True
        controller.play(player, action)
        qtbot.wait(0)
        counting_now = False
        moves += 1
    assert moves == 40
    assert len(calls) <= moves
