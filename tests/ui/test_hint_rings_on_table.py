"""Issue 15, the coach's marks seen at 1280x800: a ring round a choice at the table's edge stays on the
table. The councils stand along Councils & Contracts' top edge; their rings went off it and only three
sides of them were seen (and none of the 1's top)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.games.councils.actions import PlaceEmployees  # noqa: E402
from desktop_app.ui.hint_marks import RING_OUT, HintMark, on_table  # noqa: E402
from tests.councils_ui.test_councils_scene import Table  # noqa: E402


def test_a_ring_round_a_piece_at_the_tables_edge_stays_on_the_table(qtbot):
    table = Table(qtbot)
    scene = table.scene
    placements = [a for a in table.legal() if isinstance(a, PlaceEmployees)][:3]
    assert placements
    edge = scene.sceneRect()
    scene.show_hint_marks(placements)
    rings = [item for item in scene.items() if isinstance(item, HintMark) and item.badge is None]
    assert len(rings) >= len(placements)
    for ring in rings:
        outside = ring.rect.adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)
        assert edge.contains(outside), (outside, edge)
    # the ring still marks its piece: it keeps all of the piece that is on the table
    for number, action in enumerate(placements, start=1):
        spot = scene.hint_spots(action)[0].intersected(edge)
        marked = [r.rect for r in rings if r.number == number]
        assert any(r.intersected(spot).width() * r.intersected(spot).height()
                   >= 0.8 * spot.width() * spot.height() for r in marked)


def test_a_spot_touching_the_edge_is_drawn_in_so_its_whole_ring_shows():
    """The kit's rule on its own, for any game: the councils' faces now lie a little inside the top edge,
    so the table above may no longer reach it; a spot flush with the edge (or past it) is drawn in."""
    table = QRectF(0, 0, 1000, 700)
    for spot in (QRectF(10, 0, 120, 60), QRectF(-4, 300, 80, 80), QRectF(900, 650, 100, 50)):
        rect = on_table(spot, table)
        assert table.contains(rect.adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)), (spot, rect)
        kept = rect.intersected(spot.intersected(table))
        assert kept.width() * kept.height() >= 0.8 * rect.width() * rect.height()
    inside = QRectF(200, 200, 100, 100)
    assert on_table(inside, table) == inside
