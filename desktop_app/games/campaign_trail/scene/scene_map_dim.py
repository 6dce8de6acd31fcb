"""The dimming of the map's states as one overlay over them, so dimming does not repaint the states.

A move that highlights a few states dims the other forty-odd (issue 13). When every state drew its own
dim, each of them was repainted into its cached picture: some 10 ms of Python painting plus refilling
51 caches in one frame. Now a dimmed state keeps the picture it has undimmed, and this one item, between
the plain states and the highlighted ones, lays the translucent dim over all of them and draws again
what a dimmed state shows above its dim (border, last-move ring, dashed refusal mark); it is a cached
picture too, redrawn only when what it shows changes. A hovered or focused state comes up above it and
dims itself, as before (scene_map_items.under_overlay).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from ....ui.table_items import hints
from .scene_map_items import DIM, cache_picture, paint_adornments, under_overlay

if TYPE_CHECKING:
    from .scene_map_layer import MapLayer

DIM_Z = 1.5  # over the plain states (1), under the highlighted (2) and the hovered or focused (3)

# What the overlay shows of one state: its code, last-move ring and refusal mark.
Look = tuple[tuple[str, bool, str], ...]


class DimOverlay(QGraphicsItem):
    """The dim of every dimmed state that is not hovered or focused, in one cached picture."""

    def __init__(self, layer: MapLayer, bounds: QRectF) -> None:
        super().__init__(layer)
        self.layer = layer
        self._bounds = QRectF(bounds)
        self._look: Look = ()
        self.setZValue(DIM_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_picture(self)

    def refresh(self) -> None:
        """Repaint if the dimmed states or their marks changed since the last time."""
        look = tuple((code, item.marked, item.refusal) for code, item in self.layer.states.items()
                     if under_overlay(item))
        if look != self._look:
            self._look = look
            self.update()

    def boundingRect(self) -> QRectF:
        m = 4.0 * self.layer.unit
        return self._bounds.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def contains(self, point: Any) -> bool:
        return False  # never under the pointer: clicks, hovers and drops find the states below

    def collidesWithPath(self, path: QPainterPath, mode: Any = None) -> bool:
        return False  # the view's hit test under the pointer asks this

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if not self._look:
            return
        hints(p)
        for code, _marked, _refusal in self._look:
            item = self.layer.states[code]
            path = item.path()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(DIM)
            p.drawPath(path)
            paint_adornments(p, item, path)
