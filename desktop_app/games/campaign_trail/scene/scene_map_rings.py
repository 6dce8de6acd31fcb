"""The last move's ring around a state (STYLE: marked until the next move) as a small item of its own.

Every move marks the states it changed and takes the marks off the states the move before changed
(issue 13). Drawn inside the state's picture, each of those states was filled, patterned and outlined
again twice (on and off), and a dimmed one's dim item too. Now the ring is a cached picture of its own,
a child of the state (so it lies exactly where the state's picture drew it: over the state's fill and
border, under its glow and under any state stacked above it), drawn the first time a state is marked at
a scale and then only made opaque or transparent; so is its copy over the state's dim item and the ring
of a callout box and of its dim item.

Where the state's own picture draws something over the ring (its hover or focus ring, a refusal mark
while a piece is carried, a callout's highlight), the picture draws the ring under it as before and the
ring item stays transparent: ``scene_map_looks.ring_inside`` and ``callout_ring_inside`` say which.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from ....ui.table_items import MARK, hints
from .scene_map_looks import RING_PX, cache_picture, cosmetic

if TYPE_CHECKING:
    from .scene_map_layer import MapLayer


class MarkRing(QGraphicsItem):
    """The ring over a state's shape, or around its callout box when ``box``, as a child of ``parent``:
    the state, a callout box or one of their dim items. A ring on a dim item shows only while the dim
    does (an item's opacity is passed on to its children)."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, parent: QGraphicsItem, layer: MapLayer, code: str, *, box: bool = False) -> None:
        super().__init__(parent)
        self.layer = layer
        self.code = code
        self.box = box
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Opacity, not visibility: a hidden item loses its cached picture, a transparent one keeps it,
        # so marking the state again copies it and draws nothing.
        self.setOpacity(0.0)
        cache_picture(self)

    def show_ring(self, shown: bool) -> None:
        if shown != self.shown():
            self.setOpacity(1.0 if shown else 0.0)

    def shown(self) -> bool:
        return self.opacity() > 0.0

    def box_moved(self) -> None:
        """The callout box moved or changed size (a new scale)."""
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        if self.box:
            m = 6.0 * self.layer.unit
            return self.layer.callouts[self.code].box().adjusted(-m, -m, m, m)
        return self.layer.states[self.code].boundingRect()

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def contains(self, point: Any) -> bool:
        return False  # never under the pointer: clicks, hovers and drops find the state below

    def collidesWithPath(self, path: QPainterPath, mode: Any = None) -> bool:
        return False  # the view's hit test under the pointer asks this

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.layer.reveal.holds(self):
            return
        hints(p)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cosmetic(MARK, RING_PX))
        if self.box:
            radius = 3.0 * self.layer.unit
            p.drawRoundedRect(self.layer.callouts[self.code].box(), radius, radius)
        else:
            p.drawPath(self.layer.states[self.code].path())
