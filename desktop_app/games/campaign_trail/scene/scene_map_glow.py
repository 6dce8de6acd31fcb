"""The gold glow around a highlighted state, rasterised once per state and screen scale and then copied.

Stroking a state's outline with a wide antialiased pen costs one to two milliseconds per state, so a
move that makes forty states travel targets spent some 70 ms repainting their glows in one frame
(issue 13). The glow depends only on the state's outline, the scale in device pixels and where the
outline falls inside a pixel, so it is drawn into an image once for that scale and copied from then
on; the map has the images drawn a state at a time on a worker thread (``GlowPictures.start``),
so even the first highlight of a game copies them; after a zoom or a resized window the previous
picture stands in, scaled, until the new one is ready (a few milliseconds later), and on a table
highlighted before any picture is ready a thin gold line stands in. A painter whose
transform rotates or shears (no view of the map does) strokes the glow directly, as before.

The glow is drawn by a child item of the state (``GlowItem``), not into the state's own picture, so a
move that lights up or puts out fifty travel targets repaints none of the states: each glow item copies
its image once into its own cache and is then only made opaque or transparent.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from ....ui import pacing
from ....ui.table_items import GLOW, hints
from .scene_map_looks import cache_picture

if TYPE_CHECKING:
    from .scene_map_items import StateItem

WIDE_PX, THIN_PX = 6.0, 2.2  # the soft outer band and the gold line, in device pixels
ROOM_PX = 4  # whole pixels around the outline for half the wide band and its antialiasing
FRACTION_STEPS = 32  # where the outline falls inside a pixel, in these steps (1/64 px at worst)
EXACT_STEPS = 4096  # the same for exact pictures: far finer than the rasteriser's 1/64 px grid

# A picture's key: the state, the scale (device pixels per map unit), where the outline's box starts
# inside a pixel (in FRACTION_STEPS, or exactly: ``exact``) and the device pixel ratio. A few scales are
# kept: the status strip above the table wraps a line and back as its text changes, and the map is
# fitted to each of the two heights in turn (issue 13: 51 glows and 51 dims drawn again each time).
SCALES_KEPT = 3
Key = tuple[str, float, int, int, float]
Where = tuple[float, float, float]  # the exact scale and where the outline's box starts inside a pixel


THIN_STAND_IN = QPen(GLOW, 1.0)  # one device pixel wide: the quick cosmetic line, no stroker
THIN_STAND_IN.setCosmetic(True)


def glow_pens() -> tuple[QPen, QPen]:
    """The two cosmetic pens of the glow: a wide translucent band under a thin gold line."""
    pens = []
    for colour, width in ((QColor(GLOW.red(), GLOW.green(), GLOW.blue(), 110), WIDE_PX), (GLOW, THIN_PX)):
        pen = QPen(colour, width)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)  # as every map outline (scene_map_items.cosmetic)
        pens.append(pen)
    return pens[0], pens[1]


def stroke_glow(p: QPainter, path: QPainterPath) -> None:
    """The glow drawn directly with ``p``'s current transform."""
    for pen in glow_pens():
        p.setPen(pen)
        p.drawPath(path)


class GlowPictures:
    """The glow images of one map's states; with another ``draw``, other pictures of the states' outlines
    made the same way (the map keeps its states' dims so: scene_map_dim)."""

    def __init__(self, wanted: Callable[[str], None] | None = None,
                 draw: Callable[..., None] = stroke_glow, *,
                 exact: bool = False, told_ratio: bool = False) -> None:
        self._draw = draw
        # ``draw`` is told the device pixel ratio of a picture drawn in device pixels (a drawing measured
        # in screen pixels: scene_map_fills); drawn in place, its painter's transform says it already.
        self._told_ratio = told_ratio
        # Exact pictures are keyed by the scale and pixel offset to far below what the rasteriser resolves,
        # so a copy is the very pixels drawing in place gives (a dim's sharp border shows a 1/64 px
        # shift; the soft glow does not).
        self._steps = float(EXACT_STEPS if exact else FRACTION_STEPS)
        self._exact = exact
        self._images: dict[Key, QImage] = {}
        self._scales: list[tuple[float, float]] = []  # the scales with pictures, least recent first
        # The newest picture of each state at any scale: it stands in, scaled, while the picture for a
        # new scale or pixel offset waits its turn, so a resized window copies instead of stroking.
        self._latest: dict[str, tuple[Key, QImage]] = {}
        self._wanted = wanted  # told the state whose exact picture is missing (the map prepares it)
        self.waiting: set[str] = set()  # states shown with a stand-in: repaint them once prepared
        self.drawn = 0  # images rasterised so far (tests count them)

    def _key(self, code: str, path: QPainterPath, device: QTransform,
             ratio: float) -> tuple[Key, int, int, Where] | None:
        """The picture's key, its device pixel position for ``device`` (item to device pixels) and the
        exact scale and offset inside a pixel, or None when that transform rotates or shears."""
        plain = device.type().value <= QTransform.TransformationType.TxScale.value
        if not plain or not math.isclose(device.m11(), device.m22()):
            return None
        s = device.m11()
        box = path.boundingRect()
        x, y = s * box.left() + device.dx(), s * box.top() + device.dy()
        fx, fy = x - math.floor(x), y - math.floor(y)
        steps = self._steps
        key = (code, round(s, 9 if self._exact else 5), round(fx * steps), round(fy * steps), ratio)
        return key, math.floor(x) - ROOM_PX, math.floor(y) - ROOM_PX, (s, fx, fy)

    def _image(self, key: Key, path: QPainterPath, where: Where) -> QImage:
        found = self._images.get(key)
        if found is not None:
            return found
        image = self._raster(key, path, where)
        self.keep(key, image)
        return image

    def _raster(self, key: Key, path: QPainterPath, where: Where) -> QImage:
        """The picture itself: reads nothing that changes, so the worker thread can draw it (``start``)."""
        # An exact picture is drawn where its first asker draws (the next differ by far less than the
        # rasteriser resolves); a glow where its key's step says, as every copy of it lands.
        s, fx, fy = where if self._exact else (key[1], key[2] / self._steps, key[3] / self._steps)
        box = path.boundingRect()
        width = math.ceil(s * box.width() + fx) + 2 * ROOM_PX + 1
        height = math.ceil(s * box.height() + fy) + 2 * ROOM_PX + 1
        image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        hints(painter)
        dx, dy = fx - s * box.left() + ROOM_PX, fy - s * box.top() + ROOM_PX
        painter.setTransform(QTransform(s, 0, 0, s, dx, dy))
        if self._told_ratio:
            self._draw(painter, path, key[4])
        else:
            self._draw(painter, path)
        painter.end()
        return image

    def keep(self, key: Key, image: QImage) -> None:
        """Keep a drawn picture (one drawn meanwhile for the same key stays: they are the same pixels)."""
        if key in self._images:
            return
        scale = (key[1], key[4])
        if scale in self._scales:
            self._scales.remove(scale)
        self._scales.append(scale)
        if len(self._scales) > SCALES_KEPT:  # the least recently drawn scale's pictures go
            gone = self._scales.pop(0)
            self._images = {k: image for k, image in self._images.items() if (k[1], k[4]) != gone}
        self._images[key] = image
        self._latest[key[0]] = (key, image)
        self.drawn += 1

    def paint(self, p: QPainter, code: str, path: QPainterPath) -> None:
        """Draw the state's glow where ``p`` paints the state now (inside its paint)."""
        p.save()
        p.resetTransform()
        base = p.deviceTransform()  # what is left: the device pixel ratio
        ratio = base.m11()
        # and the map's place in the window when the window paints it (exact_pictures.in_device_pixels)
        offset = base.map(QPointF())
        p.restore()
        found = self._key(code, path, p.deviceTransform(), ratio)
        if found is None or ratio <= 0:
            self._draw(p, path)
            return
        key, left, top, where = found
        image = self._images.get(key)
        # Stand-ins while the window paces its work (ui/pacing.py); a tool that renders a frame at once
        # (screenshot) or a test draws the exact picture now.
        if image is None and self._wanted is not None and pacing.enabled:
            near = self._latest.get(code)
            if near is not None:
                self._stand_in(p, path, *near)
            elif self._exact:  # nothing to stand in: drawn in place, the same pixels as its picture
                self._draw(p, path)
                return
            else:  # a new table highlights before its pictures are ready: a thin line until they are
                p.setPen(THIN_STAND_IN)
                p.drawPath(path)
            self.waiting.add(code)
            self._wanted(code)
            return
        if image is None and self._exact:  # nobody prepares it later: drawn in place (no image to make)
            self._draw(p, path)
            return
        if image is None:
            image = self._image(key, path, where)  # nobody prepares it later: drawn now
        p.save()
        p.resetTransform()
        image.setDevicePixelRatio(ratio)
        p.drawImage(QPointF((left - offset.x()) / ratio, (top - offset.y()) / ratio), image)
        p.restore()

    def _stand_in(self, p: QPainter, path: QPainterPath, key: Key, image: QImage) -> None:
        """Another scale's picture mapped onto the outline (inverting how ``_image`` drew it)."""
        s, fx, fy = key[1], key[2] / self._steps, key[3] / self._steps
        box = path.boundingRect()
        p.save()
        p.translate(box.left() - (fx + ROOM_PX) / s, box.top() - (fy + ROOM_PX) / s)
        p.scale(1 / s, 1 / s)
        image.setDevicePixelRatio(1.0)
        p.drawImage(QPointF(0, 0), image)
        p.restore()

    def start(self, item: QGraphicsItem, code: str, path: QPainterPath) -> tuple[Key, Future[QImage]] | None:
        """Start rasterising the state's picture for where the first view shows it now on the pictures'
        worker thread (``keep`` it once done); None when it is drawn already or no view shows the state.

        A wide round-joined stroke of a long coast costs up to 50 ms (Alaska's glow: some 95 M
        instructions), more than a loop pass may take (issue 13); QPainter lets go of Python's lock
        while it draws, and a QImage may be painted on any thread, so the loop runs on meanwhile. The
        worker is handed its own copy of the outline and makes its own painter, pens and image."""
        scene = item.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return None
        viewport = views[0].viewport()
        ratio = viewport.devicePixelRatioF()
        device = item.deviceTransform(views[0].viewportTransform()) * QTransform.fromScale(ratio, ratio)
        found = self._key(code, path, device, ratio)
        if found is None or found[0] in self._images:
            return None
        key = found[0]
        return key, _worker().submit(self._raster, key, QPainterPath(path), found[3])


_WORKER: ThreadPoolExecutor | None = None


def _worker() -> ThreadPoolExecutor:
    """The one thread that draws the map's pictures for every table (made when first needed)."""
    global _WORKER
    if _WORKER is None:
        _WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="map-pictures")
    return _WORKER


class GlowItem(QGraphicsItem):
    """A highlighted state's gold glow as a child of the state, so lighting up or putting out fifty
    travel targets repaints none of their pictures: the glow is a cached picture of its own, drawn once
    (a copy of the map's prepared glow image) and then only made opaque or transparent. A child is drawn
    right after its state and before the next sibling, so the glow lies exactly where it lay inside the
    state's picture: over the state's own fill and outline, under any state stacked above it."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, state: StateItem) -> None:
        super().__init__(state)
        self.state = state
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setOpacity(0.0)
        cache_picture(self)

    def follow(self) -> None:
        """Shown while the state is highlighted and draws no glow of its own (StateItem.glow_inside).
        Opacity, not visibility: a hidden item loses its cached picture, a transparent one keeps it."""
        state = self.state
        shown = state.highlighted and not state.glow_inside()
        if shown != self.shown():
            self.setOpacity(1.0 if shown else 0.0)

    def shown(self) -> bool:
        return self.opacity() > 0.0

    def boundingRect(self) -> QRectF:
        return self.state.boundingRect()

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def contains(self, point: Any) -> bool:
        return False  # never under the pointer: clicks, hovers and drops find the state itself

    def collidesWithPath(self, path: QPainterPath, mode: Any = None) -> bool:
        return False

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.state.layer.reveal.holds(self):
            return
        hints(p)
        self.state.layer.glows.paint(p, self.state.code, self.state.path())
