"""The last move's rings on the Campaign Trail map (issue 13): counts, never times, and the picture.

Every move rings the states it changed and takes the rings of the move before off: only those states,
their callout boxes and their dims are drawn again, and a dimmed state's dim is a copy of its prepared
picture with the ring over it. (Rings as items of their own over the pictures were tried, session 29:
no state was drawn again for a mark, but every later repaint near a ringed state laid one or two more
pictures, and a fixed game ran 3.6% more instructions; see MapLayer.set_marked.)"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop_app.games.campaign_trail.scene import scene_map_dim
from desktop_app.games.campaign_trail.scene.scene_map_items import StateItem

from .map_fixture import MapTable
from .map_paints import Paints

MOVE = ["TX", "RI", "OH"]  # a large state, a callout's state and, below, a highlighted one


def test_marking_redraws_only_the_states_it_changes_and_copies_their_dims(map_table, paints: Paints,
                                                                           monkeypatch):
    t = map_table
    t.map.set_highlights(["OH"])  # the rest dimmed: TX's and RI's rings lie over their dims
    t.view.viewport().grab()
    dims = t.map.dim_pictures.drawn
    copied: list[str] = []
    copy = t.map.dim_pictures.paint
    monkeypatch.setattr(t.map.dim_pictures, "paint",
                        lambda p, code, path: copied.append(code) or copy(p, code, path))
    paints.clear()
    t.map.set_marked(MOVE)
    t.view.viewport().grab()
    assert paints.shapes() == ["OH", "RI", "TX", "box RI", "box dim RI", "dim RI", "dim TX"]
    assert t.map.marked() == set(MOVE)
    paints.clear()
    t.map.set_marked(["CA", "OH"])  # the next move: CA rung, TX and RI no longer, OH still
    t.view.viewport().grab()
    assert paints.shapes() == ["CA", "RI", "TX", "box RI", "box dim RI", "dim CA", "dim RI", "dim TX"]
    assert t.map.dim_pictures.drawn == dims  # every dim a copy of its prepared picture
    assert sorted(copied) == ["CA", "RI", "RI", "TX", "TX"]  # ringed or not (before: drawn in place)
    assert {code for code, item in t.map.states.items() if item.marked} == {"CA", "OH"}


def test_marking_looks_only_at_the_states_marked_or_unmarked(map_table, monkeypatch):
    """A move changes the rings of a few states: the other states are not asked (51 a move before)."""
    t = map_table
    t.map.set_marked(MOVE)
    asked: list[str] = []
    set_state = StateItem.set_state
    monkeypatch.setattr(StateItem, "set_state",
                        lambda self, **flags: asked.append(self.code) or set_state(self, **flags))
    t.map.set_marked(["OH", "CA"])
    assert sorted(asked) == ["CA", "RI", "TX"]
    asked.clear()
    t.map.set_marked(["OH", "CA", "XX"])  # a code that is no state is passed over, as before
    assert asked == []


def _grab(table: MapTable) -> QImage:
    return table.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


@pytest.mark.parametrize("highlights", [["OH"], ["OH", "PA", "RI"]])
def test_a_ringed_dim_looks_as_when_drawn_in_place(qtbot, monkeypatch, highlights):
    """The dim of a ringed state is its prepared picture (dim and border) with the ring drawn over it:
    pixel for pixel what drawing the dim, border and ring in place gives."""
    marked = ["TX", "CA", "RI", "DE", "NJ"]

    def picture(in_place: bool) -> QImage:
        table = MapTable(qtbot)
        if in_place:  # no dim picture: each dim drawn where it lies, as a ringed dim was before
            monkeypatch.setattr(table.map.dim_pictures, "paint",
                                lambda p, code, path: scene_map_dim.paint_plain_dim(p, path))
        table.view.viewport().grab()
        table.map.set_highlights(highlights)
        table.map.set_marked(marked)
        image = _grab(table)
        monkeypatch.undo()
        return image

    assert picture(False) == picture(True)
