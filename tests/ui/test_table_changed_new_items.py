# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13, per-move work: after a move the view visits only the pieces the scene added in it
(GameScene.take_new_items), so the look costs the same on a table of 50 pieces as on one of 550.
Counts, never times."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QGraphicsRectItem  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import pacing  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


@pytest.fixture
def paced(monkeypatch):
    monkeypatch.setattr(pacing, "enabled", True)
    yield
    gc.unfreeze()


def test_a_move_visits_what_it_added_whatever_the_table_holds(qtbot, game_window, paced, monkeypatch):
    window = game_window
    window.controller.autoplay = False
    seats = (Seat("Ada"), *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, 4)))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 7))
    view = window.view
    scene = view.game_scene()
    match = window.controller.match
    agents = {p: make_agent(match.game, "random", 20 + p) for p in range(4)}
    added = {"n": 0}
    real_add = scene.addItem

    def counting_add(item):
        added["n"] += 1
        real_add(item)

    monkeypatch.setattr(scene, "addItem", counting_add)

    def per_move(moves: int) -> list[tuple[int, int]]:
        """(items the view visited, items the scene added) for each of ``moves`` moves."""
        seen = []
        for _ in range(moves):
            visited, before = view.items_visited, added["n"]
            player = match.next_mover()
            window.controller.play(player, agents[player].choose(match.state, player))
            seen.append((view.items_visited - visited, added["n"] - before))
        return seen

    small = per_move(10)
    assert all(visited == new for visited, new in small)
    for k in range(500):  # a table with 500 more pieces on it
        scene.addItem(QGraphicsRectItem(QRectF(k % 50, k // 50, 4, 4)))
    view.table_changed()
    assert len(scene.own_items()) > 500
    big = per_move(10)
    assert all(visited == new for visited, new in big)
    assert sum(visited for visited, _ in big) < 100  # not the table's 550
