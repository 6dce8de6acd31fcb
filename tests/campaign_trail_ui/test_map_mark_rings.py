"""The last move's rings on the Campaign Trail map are items of their own (issue 13, scene_map_rings).

Every move rings the states it changed and takes the rings of the move before off. Drawn inside the
states' pictures, each of them was filled, patterned and outlined again both ways, and so was the dim
item of a dimmed one. Counts, never times; and the picture compared with the rings drawn inside."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop_app.games.campaign_trail.scene import scene_map_dim, scene_map_items, scene_map_looks
from desktop_app.games.campaign_trail.scene.scene_map_items import StateItem
from desktop_app.ui.table_items import NOT_NOW

from .map_fixture import MapTable
from .map_paints import Paints

MOVE = ["TX", "RI", "OH"]  # a large state, a callout's state and, below, a highlighted one


def test_marking_repaints_no_state_box_or_dim_and_each_ring_once(map_table, paints: Paints):
    """Rings on plain, dimmed and highlighted states and on a callout box: no picture of the map is
    drawn again (before: the three states, RI's box and the dim items of TX and RI); each ring is drawn
    once, the first time its state is marked, and then only shown or hidden."""
    t = map_table
    t.map.set_highlights(["OH"])  # the rest dimmed: TX's and RI's rings lie over their dims
    t.view.viewport().grab()
    paints.clear()
    t.map.set_marked(MOVE)
    t.view.viewport().grab()
    assert paints.shapes() == []
    # a dimmed state's ring lies both under its dim (as it lay in its picture) and over it
    assert paints.of() == ["box dim ring RI", "box ring RI", "dim ring RI", "dim ring TX", "ring OH",
                           "ring RI", "ring TX"]
    assert t.map.marked() == set(MOVE)
    for _ in range(3):  # the next moves ring other states, then these again
        paints.clear()
        t.map.set_marked(["CA"])
        t.view.viewport().grab()
        assert paints.of() in (["dim ring CA", "ring CA"], [])  # CA's rings only the first time
        t.map.set_marked(MOVE)
        t.view.viewport().grab()
        assert paints.of() in (["dim ring CA", "ring CA"], [])
    assert {ring.code for ring in t.map.rings() if ring.isVisible() and ring.shown()} == set(MOVE)


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
    t.map.set_marked(["OH", "CA"])
    assert asked == []


def test_a_hovered_or_carried_over_state_draws_its_ring_in_its_picture(map_table, paints: Paints):
    """Hover and refusal marks lie over the ring: the state's picture draws the ring under them, its
    ring item stays transparent; unhovered, the ring item shows it again (drawn before, so copied)."""
    t = map_table
    t.map.set_marked(["TX"])
    t.view.viewport().grab()
    ring = t.map.states["TX"].ring
    assert ring.shown()
    paints.clear()
    t.map.pointer_hover("TX", True)
    t.view.viewport().grab()
    assert not ring.shown() and paints.of() == ["TX"]
    paints.clear()
    t.map.pointer_hover("TX", False)
    t.view.viewport().grab()
    assert ring.shown() and paints.of() == ["TX"]
    paints.clear()
    t.map.set_refusal_marks({"TX": NOT_NOW})
    t.view.viewport().grab()
    assert not ring.shown() and paints.of() == ["TX"]


def test_a_highlighted_callout_draws_its_ring_under_the_highlight(map_table, paints: Paints):
    t = map_table
    t.map.set_marked(["RI"])
    t.view.viewport().grab()
    box_ring = t.map.callouts["RI"].ring
    assert box_ring.shown()
    paints.clear()
    t.map.set_highlights(["RI"])
    t.view.viewport().grab()
    assert not box_ring.shown() and "box RI" in paints.of()
    t.map.clear_highlights()
    t.view.viewport().grab()
    assert box_ring.shown()


def _grab(table: MapTable) -> QImage:
    return table.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _differences(a: QImage, b: QImage) -> tuple[int, int]:
    """How many colour channels differ between two images of one size, and by at most how much."""
    assert a.size() == b.size() and a.bytesPerLine() == b.bytesPerLine()
    line = a.bytesPerLine()
    bits_a, bits_b = bytes(a.constBits()), bytes(b.constBits())
    count = worst = 0
    for y in range(a.height()):
        row_a, row_b = bits_a[y * line:(y + 1) * line], bits_b[y * line:(y + 1) * line]
        if row_a != row_b:
            gaps = [abs(x - z) for x, z in zip(row_a, row_b, strict=True) if x != z]
            count += len(gaps)
            worst = max(worst, *gaps)
    return count, worst


@pytest.mark.parametrize("highlights", [[], ["OH", "PA", "RI"]])
def test_the_rings_look_as_drawn_inside_the_pictures(qtbot, monkeypatch, highlights):
    """The ring items give the picture the rings gave drawn inside the states', boxes' and dims'
    pictures, but for the rounding of laying one more picture over them: at most 1 in 255 on some edge
    pixels of the rings."""
    marked = ["TX", "CA", "RI", "DE", "OH", "NJ"]  # plain, dimmed, highlighted and callout states

    def picture(inside: bool) -> QImage:
        if inside:  # every ring drawn in its state's, box's or dim's picture, as before the ring items
            for module in (scene_map_looks, scene_map_items, scene_map_dim):
                monkeypatch.setattr(module, "ring_inside", lambda item: item.marked)
            monkeypatch.setattr(scene_map_items, "callout_ring_inside", lambda item: item.marked)
        table = MapTable(qtbot)
        table.view.viewport().grab()
        table.map.set_highlights(highlights)
        table.map.set_marked(marked)
        image = _grab(table)
        monkeypatch.undo()
        return image

    rings, inside = picture(False), picture(True)
    count, worst = _differences(rings, inside)
    assert worst <= 1 and count < 2500
    plain = MapTable(qtbot)
    plain.view.viewport().grab()
    plain.map.set_highlights(highlights)
    assert _differences(rings, _grab(plain))[1] > 100  # the rings are there to see
