# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13: the history's reachable points follow the match step by step (ui/undo_reach.py).

The engine's undo rule decides (ENGINEERING.md, Undo: never across revealed information unless free undo is
on); ``undo_bridge.undo_targets`` asks it by undoing a copy of the match, and the tracker must always
agree with it, through moves, undos, redos and jumps back, with free undo on and off, with one person, two
or none at the table. Its work per move is counted (Python calls), never timed.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.undo_bridge import undo_targets  # noqa: E402
from desktop_app.ui.undo_reach import UndoReach  # noqa: E402

from .python_calls import calls_per_move  # noqa: E402
from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

PEOPLE = {
    "one": ("human", "ai", "ai"),
    "two": ("human", "human", "ai"),
    "none": ("ai", "ai", "ai"),
}


@pytest.mark.parametrize("game_id", ["copycat", "councils", "copernico"])
@pytest.mark.parametrize("people", sorted(PEOPLE))
@pytest.mark.parametrize("free_undo", [False, True])
def test_the_tracker_agrees_with_the_engines_undo_after_every_change(game_id, people, free_undo):
    game = get_game(game_id)
    seats = [Seat(f"S{i}", kind, None if kind == "human" else "random", i)
             for i, kind in enumerate(PEOPLE[people])]
    match = Match(game, seats, {}, 5, free_undo=free_undo)
    reach = UndoReach(match)
    agents = {p: make_agent(game, "random", 30 + p) for p in range(len(seats))}
    rng = Rng(9)
    shown = set(reach.reachable)
    for turn in range(220):
        if match.is_over():
            break
        roll = rng.below(10)
        if roll == 0:
            match.undo()
        elif roll == 1:
            match.redo()
        elif roll == 2 and turn % 7 == 0:
            targets = undo_targets(match)
            while targets and len(match.steps) > targets[-1] and match.undo():
                pass  # back to the furthest point undo reaches, as a click on the history does
        else:
            player = match.next_mover()
            match.apply(player, agents[player].choose(match.state, player))
        flipped = reach.sync()
        assert reach.reachable == set(undo_targets(match)), (turn, len(match.steps))
        assert flipped == shown ^ reach.reachable  # exactly the points whose look changes
        shown = set(reach.reachable)


def test_the_history_shows_what_undo_reaches_through_hand_overs(qtbot, game_window):
    """Hot seat: behind the hand-over screen nothing is reachable; after it, the points are back."""
    from desktop_app.ui.undo_bridge import REACHABLE_ROLE

    window = game_window
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Bea", "human", None, 1), Seat("Cy", "ai", "random", 2))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 4, free_undo=True))
    controller = window.controller
    match = controller.match
    agents = {p: make_agent(match.game, "random", 50 + p) for p in range(3)}
    model = window.history_view.history_model
    checked_handover = False
    for move in range(80):
        if controller.in_handover:
            rows = {row for row in range(model.rowCount()) if model.index(row, 0).data(REACHABLE_ROLE)}
            assert rows == set()
            checked_handover = True
            controller.finish_handover()
        if move % 9 == 8:
            controller.undo()
        else:
            player = match.next_mover()
            controller.play(player, agents[player].choose(match.state, player))
        rows = {row for row in range(model.rowCount()) if model.index(row, 0).data(REACHABLE_ROLE)}
        expected = set() if controller.in_handover else set(undo_targets(match))
        assert rows == expected, move
    assert checked_handover


HISTORY_MODULES = {"undo_bridge.py", "undo_reach.py", "session.py"}  # the history and the undo rule


def test_the_historys_work_per_move_does_not_grow_with_the_game_under_free_undo(qtbot, game_window):
    """With free undo every point of the game stays reachable: asking the engine afresh walked the whole
    game back after every move."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    window = game_window
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1), Seat("Cy", "ai", "random", 2))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 11, free_undo=True))
    controller = window.controller
    match = controller.match
    agents = {p: make_agent(match.game, "random", 70 + p) for p in range(3)}
    calls_per_move(controller, agents, app, 10, HISTORY_MODULES)
    early = sorted(calls_per_move(controller, agents, app, 9, HISTORY_MODULES))[4]
    for _ in range(200):
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
    assert not match.is_over() and len(match.steps) > 200
    late = sorted(calls_per_move(controller, agents, app, 9, HISTORY_MODULES))[4]
    assert late <= early + 40, (early, late)
