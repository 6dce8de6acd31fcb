"""The dim of a state as its own small item over it, so dimming and undimming repaint no picture.

A move that highlights a few states dims the other forty-odd (issue 13). When every state drew its own
dim, each of them was repainted into its cached picture: some 10 ms of Python painting plus refilling
51 caches in one frame, and as much again when the dim went. Now a dimmed state keeps the picture it
has undimmed, and a dim item of its own, between the plain states and the highlighted ones, lays the
translucent dim over it and draws again what a dimmed state shows above its dim (border, last-move
ring, dashed refusal mark). The dim item is a cached
picture too, drawn once and then only made opaque or transparent, so dimming the whole map again only
copies pictures. A hovered or focused state comes up above it and dims itself, as before
(scene_map_looks.under_overlay); a callout box has a dim item likewise.

The first dimming of a table (or of a new scale) would still draw some fifty dims in one pass (about
7 ms), so a state's plain dim (no ring, no mark) is rasterised while the loop is idle, beside its glow
(scene_map_glow.GlowPictures, ``MapLayer.dim_pictures``), and its dim item's first paint copies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from ....ui.table_items import hints
from .scene_map_looks import (
    BORDER,
    DIM,
    cache_picture,
    cosmetic,
    paint_adornments,
    paint_callout_box,
    paint_ring,
    under_overlay,
)

if TYPE_CHECKING:
    from .scene_map_layer import MapLayer

DIM_Z = 1.5  # over the plain states (1), under the highlighted (2) and the hovered or focused (3)
CALLOUT_DIM_Z = 12.5  # over the callout boxes (12)


def paint_plain_dim(p: QPainter, path: QPainterPath) -> None:
    """A dimmed state's dim with no ring or mark: the translucent dim and the state's border over it (what
    ``paint_adornments`` draws for a state neither marked nor refused)."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(DIM)
    p.drawPath(path)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(cosmetic(BORDER, 1.0))
    p.drawPath(path)


class DimItem(QGraphicsItem):
    """The dim of one state over its shape, or over its callout box when ``callout``."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, layer: MapLayer, code: str, *, callout: bool = False) -> None:
        super().__init__(layer)
        self.layer = layer
        self.code = code
        self.callout = callout
        self._look: tuple[bool, str] = (False, "")
        self.setZValue(CALLOUT_DIM_Z if callout else DIM_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setOpacity(0.0)
        cache_picture(self)

    def refresh(self) -> None:
        """Shown while the state is dimmed under it; repainted only when its ring or mark changed."""
        state = self.layer.states[self.code]
        shown = under_overlay(state)
        if shown:
            look = (state.marked, state.refusal)
            if look != self._look:
                self._look = look
                self.update()
        if shown != self.shown():
            # Opacity, not visibility: a hidden item loses its cached picture, a transparent one keeps
            # it, so dimming again copies it and draws nothing.
            self.setOpacity(1.0 if shown else 0.0)

    def shown(self) -> bool:
        return self.opacity() > 0.0

    def box_moved(self) -> None:
        """The callout box moved or changed size (a new scale)."""
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        if self.callout:
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
        state = self.layer.states[self.code]
        if self.callout:
            self._paint_callout(p, state.marked)
            return
        path = state.path()
        if not state.refusal:
            # the plain dim, a copy of the map's prepared picture (the dim and the border), and the last
            # move's ring over it: the order of paint_adornments, so marking a dimmed state copies its dim
            self.layer.dim_pictures.paint(p, self.code, path)
            if state.marked:
                paint_ring(p, path)
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(DIM)
        p.drawPath(path)
        paint_adornments(p, state, path)

    def _paint_callout(self, p: QPainter, marked: bool) -> None:
        """What CalloutItem.paint draws over its dim: the dim, the border and the last-move ring."""
        paint_callout_box(p, self.layer.callouts[self.code].box(), 3.0 * self.layer.unit, True, marked)
