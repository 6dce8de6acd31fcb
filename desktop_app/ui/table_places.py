"""The look of an empty place on the felt, shared by every table: a card slot, a drop zone, an empty pile,
a window on a board. A dashed rounded outline over a faint fill says "something goes here" without
competing with the pieces that stand on it.

A dashed antialiased outline is the costliest thing a round change draws on the Copycat table (the board's
empty windows and the street's empty spaces drawn again, issue 13), and it is the same every time at a
size and place. Each place is therefore rasterised once, for the exact fraction of a device pixel it
stands at, into two pictures (the fill, the outline) copied at whole pixels: laying each picture over the
table blends exactly as painting it there does, so the table looks the same to the last bit. An outline a
device pixel wide or less is painted as before.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QWidget

from .exact_pictures import in_device_pixels

KEEP = 256  # places of distinct size or fraction of a pixel (a table has a few dozen; zooming makes more)
PHASE_STEPS = 1_000_000  # a place's fraction of a pixel, to a millionth: items that stay put find theirs

_pictures: OrderedDict[tuple, tuple[QPixmap, QPixmap]] = OrderedDict()
drawn = 0  # places rasterised (tests count them)


def paint_empty_place(p: QPainter, rect: QRectF, radius: float, edge: QColor, width: float,
                      fill: QColor) -> None:
    """A dashed outline ``width`` wide in ``edge`` round ``rect`` (corners of ``radius``) over ``fill``."""
    device = p.deviceTransform()
    world = p.worldTransform()
    scale = device.m11()
    if not (_plain(p, device) and _plain(p, world)) or width * scale <= 1.0:
        # Turned, sheared or see-through, or an outline a device pixel wide or less (which Qt draws as
        # thin lines, blending twice where two meet: a copy would differ by one level there): painted.
        _paint(p, rect, radius, edge, width, fill)
        return
    pad = width / 2 + 1  # the outline's half width, and a pixel for the antialiased edge
    area = rect.adjusted(-pad, -pad, pad, pad)
    ratio = scale / world.m11()  # the device's own pixels per painter unit (its pixel ratio)
    p.save()
    offset = in_device_pixels(p, ratio)
    if not _inside(p, device.mapRect(area).translated(-offset)):
        # Qt leaves out the dashes beyond the device's edge and lays the rest a little differently
        p.restore()
        _paint(p, rect, radius, edge, width, fill)
        return
    left = device.map(area.topLeft())
    x, y = math.floor(left.x()), math.floor(left.y())
    fx, fy = left.x() - x, left.y() - y
    antialiased = p.testRenderHint(QPainter.RenderHint.Antialiasing)
    key = (rect.width(), rect.height(), radius, edge.rgba(), width, fill.rgba(), scale, antialiased,
           round(fx * PHASE_STEPS), round(fy * PHASE_STEPS))
    pictures = _pictures.get(key)
    if pictures is None:
        pictures = _pictures[key] = _draw(rect, area, radius, edge, width, fill, scale, fx, fy, antialiased)
        while len(_pictures) > KEEP:
            _pictures.popitem(last=False)
    else:
        _pictures.move_to_end(key)
    for picture in pictures:  # the fill, then the outline over it, as drawRoundedRect paints them
        p.drawPixmap(QPointF(x, y) - offset, picture)
    p.restore()


def _plain(p: QPainter, t: QTransform) -> bool:
    """A transform that scales evenly and moves (no turn, shear or perspective), with the painter opaque
    and blending over: a copied picture then lands exactly as the drawing would."""
    over = QPainter.CompositionMode.CompositionMode_SourceOver
    return (t.isAffine() and t.m12() == 0 and t.m21() == 0 and t.m11() == t.m22()
            and p.opacity() == 1.0 and p.compositionMode() == over)


def _inside(p: QPainter, area: QRectF) -> bool:
    """Whether ``area`` (device pixels) lies on the painter's device (a picture, an item's cache, a view)."""
    device = p.device()
    if isinstance(device, (QImage, QPixmap)):
        width, height = float(device.width()), float(device.height())
    elif isinstance(device, QWidget):
        ratio = device.devicePixelRatioF()
        width, height = device.width() * ratio, device.height() * ratio
    else:  # a recording or a printer: painted as it is
        return False
    return area.left() >= 0 and area.top() >= 0 and area.right() <= width and area.bottom() <= height


def _paint(p: QPainter, rect: QRectF, radius: float, edge: QColor, width: float, fill: QColor) -> None:
    p.save()
    p.setPen(_pen(edge, width))
    p.setBrush(fill)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def _pen(edge: QColor, width: float) -> QPen:
    pen = QPen(edge, width)
    pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _draw(rect: QRectF, area: QRectF, radius: float, edge: QColor, width: float, fill: QColor,
          scale: float, fx: float, fy: float, antialiased: bool) -> tuple[QPixmap, QPixmap]:
    """The fill and the outline of the place, each on its own transparent picture: a picture holds what
    the painting leaves on a transparent pixel, so laid over the table it blends as the painting did."""
    global drawn
    drawn += 1
    size = (math.ceil(area.width() * scale + fx) + 1, math.ceil(area.height() * scale + fy) + 1)
    # the painter maps the item as the device does, less the whole pixels the copy is moved by
    shift = QTransform(scale, 0, 0, scale, fx - scale * area.left(), fy - scale * area.top())
    pictures = []
    for pen, brush in ((Qt.PenStyle.NoPen, fill), (_pen(edge, width), Qt.BrushStyle.NoBrush)):
        picture = QPixmap(*size)
        picture.fill(QColor(0, 0, 0, 0))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
        painter.setTransform(shift)
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        pictures.append(picture)
    return pictures[0], pictures[1]
