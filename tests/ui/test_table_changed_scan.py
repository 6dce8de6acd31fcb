# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""After each move the view looks for new pieces covering much of the table (ui/table_view.py): it asks
each item of the scene whether it stands on its own once, not every item at every move (issue 13: a
Campaign Trail map holds a few hundred child items), and visits only the pieces the move added
(GameScene.take_new_items), so the look costs the same on a table of 50 pieces as on one of 550.
Counts only, never a time."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from desktop_app.ai.agents import make_agent
from desktop_app.engine.seats import Seat
from desktop_app.ui import pacing
from desktop_app.ui.new_game_dialog import NewGameConfig

from .shell_fixtures import game_window, messages, settings  # noqa: F401


@pytest.fixture
def paced(monkeypatch):
    monkeypatch.setattr(pacing, "enabled", True)
    yield
    gc.unfreeze()


def test_a_move_asks_only_new_items_for_their_parent(qtbot, game_window, paced, monkeypatch):
    window = game_window
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Computer 2", "ai", "random", 1))
    assert window.start_config(NewGameConfig("campaign-trail", seats, {}, 3))
    view = window.view
    view.table_changed()
    asked = {"n": 0}
    real = QGraphicsItem.parentItem

    def counting(item):
        asked["n"] += 1
        return real(item)

    monkeypatch.setattr(QGraphicsItem, "parentItem", counting)
    scene = view.game_scene()
    assert len(scene.items()) > 100
    view.table_changed()  # nothing new on the table
    assert asked["n"] == 0
    piece = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(piece)
    view.table_changed()
    assert asked["n"] == 1  # the new piece only
    match = window.controller.match
    agent = make_agent(match.game, "random", 5)
    for _ in range(3):  # moves still find the new pieces they bring
        player = match.next_mover()
        window.controller.play(player, agent.choose(match.state, player))
    assert view._looked_at is scene and scene.take_new_items() == []  # each look took what was new


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
