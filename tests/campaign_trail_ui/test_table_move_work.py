"""What the Campaign Trail table itself works out again at each move (issue 13): counts, never times.
The pawns stand beside the badges, whose places are mapped to the scene once until the badges or the
map's window move; a card drawn from a month's pile repaints that pile, not the plate under the row."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.scene import month_decks
from desktop_app.games.campaign_trail.scene.scene_map_items import StateLabel
from desktop_app.ui.table_items import ensure_fonts

from .table_fixture import CtTable


def test_the_badges_places_are_mapped_once_until_the_badges_move(qtbot, monkeypatch):
    table = CtTable(qtbot, 2, seed=4)
    table.advance_to(lambda s: s.observation(0).get("phase") == "play")
    asked: list[str] = []
    shape = StateLabel.shape
    monkeypatch.setattr(StateLabel, "shape", lambda self: asked.append(self.code) or shape(self))
    scene = table.scene
    scene._map_moved()  # the badges move: their places are mapped anew, once
    first = len(asked)
    assert first > 0
    for _ in range(3):  # moves and repaints that move no badge
        scene._place_pieces(0)
        table.show()
    assert len(asked) == first
    scene.map.badges_moved.emit()
    assert len(asked) == 2 * first


def test_a_drawn_card_repaints_its_pile_and_not_the_plate(qtbot, monkeypatch):
    ensure_fonts()
    painted: list[str] = []
    plate = month_decks.DecksItem.paint_content
    monkeypatch.setattr(month_decks.DecksItem, "paint_content",
                        lambda self, p, r: painted.append("plate") or plate(self, p, r))
    scene = QGraphicsScene(0, 0, 500, 120)
    decks = month_decks.DecksItem()
    scene.addItem(decks)
    decks.set_rect(QRectF(10, 10, 460, 80))
    decks.set_piles([("June", 12, True), ("July", 14, False), ("August", 14, False)])
    view = QGraphicsView(scene)
    view.table = scene
    qtbot.addWidget(view)
    view.resize(520, 140)
    view.show()
    view.viewport().grab()
    painted.clear()
    decks.set_piles([("June", 11, True), ("July", 14, False), ("August", 14, False)])  # a card drawn
    decks.set_rect(QRectF(10, 10, 460, 80))  # the move lays the strip out again
    view.viewport().grab()
    assert painted == []
    assert decks._month_piles[0].count == 11
    decks.set_piles([("June", 11, False), ("July", 14, True), ("August", 14, False)])  # a new month: bold
    view.viewport().grab()
    assert painted == []  # the plate shows no month: only the piles' captions change
    decks.set_piles([("June", 11, False), ("July", 14, True), ("August", 14, False)], free_tokens=3)
    view.viewport().grab()
    assert painted == ["plate"]  # the free tokens' cell is on the plate
