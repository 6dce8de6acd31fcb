"""A callout box's looks are pictures kept by what they show (issue 13): counts, never times, and the
map from them compared pixel for pixel with the map painted directly.

As the turn passes a small state's highlight (a travel target, CT-13), its dim and its last-move ring come
and go: the box came back to a look it had shown a move before and drew its fill, pattern, figures and
rings again."""

from __future__ import annotations

from PySide6.QtGui import QImage

from desktop_app.games.campaign_trail.scene import scene_map_items
from desktop_app.ui import pacing
from desktop_app.ui.exact_pictures import ExactPictures

from .map_fixture import MapTable
from .map_paints import WAIT_MS


def _table(qtbot) -> MapTable:
    assert not pacing.enabled
    t = MapTable(qtbot)
    qtbot.waitUntil(lambda: t.scene.isActive())
    t.view.viewport().grab()
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    return t


def _turns(table: MapTable) -> list[QImage]:
    """Three rounds of a turn that makes the small states targets and one that makes none, with the last
    move's ring on one of them; the map after each."""
    codes = list(table.map.callouts)
    shots = []
    for _ in range(3):
        table.map.set_highlights({code: "$1" for code in codes})
        table.map.set_marked(codes[:1])
        table.view.viewport().grab()
        shots.append(table.render())
        table.map.clear_highlights()
        table.map.set_marked([])
        table.view.viewport().grab()
        shots.append(table.render())
    return shots


def test_a_callout_draws_each_of_its_looks_once(qtbot, monkeypatch):
    drawn: list[str] = []
    box = scene_map_items.paint_callout_box
    monkeypatch.setattr(scene_map_items, "paint_callout_box",
                        lambda p, *a: drawn.append("box") or box(p, *a))
    table = _table(qtbot)
    assert table.map.callouts  # the map has small states with boxes in the Atlantic
    drawn.clear()
    _turns(table)
    # the first round draws each box lit and quiet (the ringed one also ringed); the next two copy them
    assert 0 < len(drawn) <= 2 * len(table.map.callouts) + 1


def test_the_callouts_from_their_pictures_look_as_painted_directly(qtbot, monkeypatch):
    pictures = _turns(_table(qtbot))
    monkeypatch.setattr(ExactPictures, "paint", lambda self, p, key, rect, paint, background=None: paint(p))
    assert _turns(_table(qtbot)) == pictures
