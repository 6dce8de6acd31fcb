"""Issue 15: the coach rings a council round its card face, not round the room the item keeps for its
glow (``sceneBoundingRect``), so the ring sits on the card a player sees."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.councils.actions import PlaceEmployees  # noqa: E402
from tests.councils_ui.test_councils_scene import Table  # noqa: E402


def test_a_placement_hint_rings_each_council_face(qtbot):
    table = Table(qtbot)
    place = next(a for a in table.legal() if isinstance(a, PlaceEmployees))
    spots = table.scene.hint_spots(place)
    councils = table.scene._councils
    faces = [councils[c].scene_rect() for c in place.councils]
    assert spots == faces
    for council, spot in zip(place.councils, spots, strict=True):
        assert spot != councils[council].sceneBoundingRect()  # the bounds reach past the face
