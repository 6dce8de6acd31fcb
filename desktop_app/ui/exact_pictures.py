"""The still part of an item's picture, drawn once and copied pixel for pixel after (issue 13).

An item's own cache (DeviceCoordinateCache) is painted again whole whenever anything on it changes: a
hand card whose boxes light up or go quiet as the turn passes drew its plate, header and wrapped box
texts again, though none of them changed. Here the unchanging part is rasterised once into a pixmap
and copied at whole device pixels, the glows and dims are painted over it.

Unlike ``picture_cache`` (which draws its picture at the item's place, resampled when that place
falls between pixels), a picture here is drawn for the exact fraction of a pixel the item stands at
and copied without resampling, so the table looks exactly as if it were painted directly: the key
holds the scale and that fraction. Items that stay put (a hand while the turn passes) find theirs.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

PHASE_STEPS = 1000  # fractions of a pixel closer than 1/1000 draw the same


def _scales_only(t: QTransform) -> bool:
    """A transform that scales and moves, evenly in both directions (no turn, shear or perspective)."""
    return t.isAffine() and t.m12() == 0 and t.m21() == 0 and t.m11() == t.m22() and t.m11() > 0


def in_device_pixels(p: QPainter, ratio: float) -> QPointF:
    """Have ``p`` (saved by the caller, restored after) paint in device pixels: one unit a pixel of the
    device's own, ``ratio`` of them to a painter unit. Returns how far its device transform moves a point
    besides: a copy placed by a device position (read from that transform) is placed this much less.

    A widget painted with its window (on screen, or in a grab of the window) is painted into the
    window's picture at its place in the window (a view under the status bar: 84 pixels down). The
    device transform counts that place in, and a world transform set afresh keeps it: a copy placed at
    the device position itself would land that far again from where the item lies (CT's hand cards
    were drawn 84 pixels below their place, their last boxes under the window's edge)."""
    p.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
    return p.deviceTransform().map(QPointF())


class ExactPictures:
    """A few pictures of one item (or a family of items), the least recently drawn dropped first."""

    def __init__(self, keep: int = 6) -> None:
        self.keep = keep
        self.drawn = 0  # pictures rasterised (tests count them)
        self._pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def clear(self) -> None:
        self._pictures.clear()

    def paint(self, p: QPainter, key: Hashable, rect: QRectF, paint: Callable[[QPainter], None],
              background: QColor | None = None) -> None:
        """Draw what ``paint(painter)`` draws inside ``rect`` (item coordinates; ``key`` names all of it)
        as a copy of its picture. A rotated or sheared painter, or one scaled unevenly, paints at once.

        ``background``: the opaque colour ``rect`` is painted on (a board's plate under one of its rows);
        the picture is painted on it too, so the copy covers the whole pixels ``rect`` touches (and one
        more at the right and the foot) with exactly what painting over that colour gives."""
        device = p.deviceTransform()
        world = p.worldTransform()
        scale = device.m11()
        if not (_scales_only(device) and _scales_only(world)) or scale <= 0 or scale != device.m22():
            paint(p)
            return
        left = device.map(rect.topLeft())
        x, y = math.floor(left.x()), math.floor(left.y())
        fx, fy = left.x() - x, left.y() - y
        full = (key, rect.width(), rect.height(), scale,
                round(fx * PHASE_STEPS), round(fy * PHASE_STEPS))
        pixmap = self._pictures.get(full)
        if pixmap is None:
            pixmap = self._draw(p, rect, scale, fx, fy, paint, background)
            self._pictures[full] = pixmap
            while len(self._pictures) > self.keep:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(full)
        ratio = scale / world.m11()  # the device's own pixels per painter unit (its pixel ratio)
        p.save()
        offset = in_device_pixels(p, ratio)
        p.drawPixmap(QPointF(x, y) - offset, pixmap)
        p.restore()

    def _draw(self, p: QPainter, rect: QRectF, scale: float, fx: float, fy: float,
              paint: Callable[[QPainter], None], background: QColor | None) -> QPixmap:
        self.drawn += 1
        pixmap = QPixmap(math.ceil(rect.width() * scale + fx) + 1, math.ceil(rect.height() * scale + fy) + 1)
        pixmap.fill(QColor(0, 0, 0, 0) if background is None else background)
        painter = QPainter(pixmap)
        painter.setRenderHints(p.renderHints())
        # the painter maps the item as the device does, less the whole pixels the copy is moved by
        shift = QTransform(scale, 0, 0, scale, fx - scale * rect.left(), fy - scale * rect.top())
        painter.setTransform(shift)
        paint(painter)
        painter.end()
        return pixmap
