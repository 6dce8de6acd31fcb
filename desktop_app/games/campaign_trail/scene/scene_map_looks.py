"""How the map's states look beyond their fill: outlines and their pens, the dim and what a dimmed
state shows over it, and the cached pictures every part of the map is drawn into. Shared by the map's
items (scene_map_items) and the states' dim items (scene_map_dim).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ....ui.table_items import MARK, NEVER, NEVER_MARK, NOT_NOW, NOT_NOW_MARK

if TYPE_CHECKING:
    from .scene_map_items import StateItem

BORDER = QColor("#1B1F23")
DIM = QColor(12, 16, 22, 150)
RING_PX = 2.5  # the last move's ring, in screen pixels


def cosmetic(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen whose width is in screen pixels whatever the zoom."""
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def cache_picture(item: QGraphicsItem) -> None:
    """Keep the item's picture in device pixels (sharp at any zoom and pixel ratio) and blit it until
    the layer repaints it: every call that changes what a part shows (``set_state``, the layer's
    ``_refresh`` and ``set_states``, a new zoom in ``set_view``) updates it, so a move repaints only
    the states it changed, not the 51 shapes, badges and callouts of the whole map."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def under_overlay(item: StateItem) -> bool:
    """Whether the state's dim item lays its dim over it (scene_map_dim). A hovered or focused state
    comes up above the dim items and dims itself, and so does one hatched as never a target (its
    translucent hatch, drawn both in its picture and over the dim, would come out darker)."""
    return item.dimmed and not item.hovered and not item.hasFocus() and item.refusal != NEVER


def paint_callout_box(p: QPainter, box: QRectF, radius: float, dimmed: bool, marked: bool) -> None:
    """What a callout box shows over its fill: the dim (where it dims itself), border and last-move ring."""
    if dimmed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(DIM)
        p.drawRoundedRect(box, radius, radius)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(cosmetic(BORDER, 1.2))
    p.drawRoundedRect(box, radius, radius)
    if marked:
        p.setPen(cosmetic(MARK, RING_PX))
        p.drawRoundedRect(box, radius, radius)


def paint_ring(p: QPainter, path: QPainterPath) -> None:
    """The last move's ring around a state (STYLE: marked until the next move)."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(cosmetic(MARK, RING_PX))
    p.drawPath(path)


def paint_adornments(p: QPainter, item: StateItem, path: QPainterPath) -> None:
    """What a state shows over its fill and dim: border, last-move ring and refusal mark."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(cosmetic(BORDER, 1.0))
    p.drawPath(path)
    if item.marked:
        paint_ring(p, path)
    if item.refusal == NEVER:  # never a target for the carried piece: hatched red
        brush = QBrush(QColor(NEVER_MARK.red(), NEVER_MARK.green(), NEVER_MARK.blue(), 150),
                       Qt.BrushStyle.DiagCrossPattern)
        brush.setTransform(p.worldTransform().inverted()[0])  # the hatch in pixels at any zoom
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(brush)
        p.drawPath(path)
        p.setBrush(Qt.BrushStyle.NoBrush)
    elif item.refusal == NOT_NOW:  # a target another time or with another card: dashed amber
        p.setPen(cosmetic(NOT_NOW_MARK, 1.8, Qt.PenStyle.DashLine))
        p.drawPath(path)
