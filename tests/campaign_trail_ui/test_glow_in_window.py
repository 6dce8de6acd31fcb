"""A state's glow copied from its picture (scene_map_glow.GlowPictures) lies around the state when the map
is painted with its window, as when it is painted alone: the copy takes off the view's place in the
window, which the painter's device transform counts in (ui/exact_pictures.in_device_pixels). The map's
glow items keep a cache of their own, painted at its corner; painted without one, the glow lay that far
off the state. Pixels only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.games.campaign_trail.scene.scene_map_glow import GlowPictures
from tests.ui.test_pictures_in_window import assert_copied_in_place


class _Glowing(QGraphicsItem):
    """A state's outline with its glow, no cache of its own: the glow is copied straight onto the view."""

    def __init__(self) -> None:
        super().__init__()
        self.glows = GlowPictures()  # nobody prepares a picture: drawn when first asked, then copied
        self.outline = QPainterPath()
        self.outline.addPolygon(QPolygonF([QPointF(10, 8), QPointF(120, 14), QPointF(96, 90),
                                           QPointF(40, 110), QPointF(14, 60), QPointF(10, 8)]))

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-8, -8, 8, 8)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.glows.paint(p, "XX", self.outline)


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_copied_glow_lies_around_its_state_when_the_window_is_painted(qtbot, ratio):
    item = _Glowing()
    assert_copied_in_place(qtbot, item, ratio, lambda: item.glows.drawn)  # copied, not stroked
