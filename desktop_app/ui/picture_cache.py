"""Pictures drawn once and blitted after: card faces, card backs, the still parts of a board.

An item's own cache (DeviceCoordinateCache) is dropped whenever anything on it changes, a glow or a
count, and the whole item is then painted again: its card face with gradients and wrapped text, or a
board with a hundred numbered spaces. The still part of such a picture is the same each time, and
many items show the same one (every card back, a card in two places), so it is rasterised here once
per key, size and device scale (zoom and pixel ratio together, so text stays sharp) and copied.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

# A table's faces at one zoom are a few megabytes; the bound keeps a session of resizing and
# zooming from growing without end (the least recently drawn picture goes first).
BUDGET_BYTES = 96 * 1024 * 1024

_pictures: OrderedDict[tuple[Hashable, int, int, float], QPixmap] = OrderedDict()
_bytes = 0


def device_scale(p: QPainter) -> float:
    """Device pixels per logical unit where ``p`` paints now (zoom times pixel ratio), in quarter steps
    so that a glide or a fraction of zoom does not fill the cache with near copies."""
    t = p.deviceTransform()
    return max(0.25, round(math.hypot(t.m11(), t.m12()) * 4) / 4)


def paint_cached(p: QPainter, key: Hashable, rect: QRectF, paint: Callable[[QPainter, QRectF], None]) -> None:
    """Draw ``paint(painter, rect)``'s picture at ``rect``: from the cache when it holds ``key`` at this
    size and scale, otherwise painted into a transparent pixmap first. ``key`` must name everything
    the picture shows (the painter's state is not part of it)."""
    global _bytes
    scale = device_scale(p)
    width, height = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    if width <= 0 or height <= 0:
        return
    full = (key, width, height, scale)
    pixmap = _pictures.get(full)
    if pixmap is None:
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(QColor(0, 0, 0, 0))  # transparent (naming Qt before the first frame costs ~16 ms)
        painter = QPainter(pixmap)
        painter.setRenderHints(p.renderHints())
        painter.translate(-rect.left(), -rect.top())
        paint(painter, rect)
        painter.end()
        _pictures[full] = pixmap
        _bytes += width * height * 4
        while _bytes > BUDGET_BYTES and len(_pictures) > 1:
            _, old = _pictures.popitem(last=False)
            _bytes -= old.width() * old.height() * 4
    else:
        _pictures.move_to_end(full)
    p.drawPixmap(QPointF(rect.left(), rect.top()), pixmap)


def clear() -> None:
    """Forget every picture (after a change of theme or language that keys do not name)."""
    global _bytes
    _pictures.clear()
    _bytes = 0
