"""The map's window on the table: a clipped rectangle that fits the map inside it and lets the player
zoom (wheel, + and -, 0 to reset) and pan (drag, Ctrl or Shift with the arrow keys) without zooming the
rest of the table. A game scene places one and sizes it with :meth:`MapViewport.set_rect`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
)

from ....ui.table_items import hints, paint_shadow
from .map_data import MapShapes
from .scene_map_layer import MapLayer

MAX_ZOOM = 6.0
STEP = 1.25  # one wheel notch or key press
PAN_STEP = 60.0  # pixels per arrow key
SEA_TOP = QColor("#2A4A5E")
SEA_BOTTOM = QColor("#1E3747")


def exposes(p: QPainter, rect: QRectF) -> bool:
    """Whether the paint under way may touch any pixel of ``rect`` (the painter's coordinates): a view
    repaints a region, and an item whose bounding rectangle meets it is painted whole, clipped to it.
    The map window's sea is one antialiased gradient across the map: a move that repaints a party board
    or the hand exposes only a sliver of the window's shadow beside them, and filling the whole sea for
    it was a large share of the move's repaint (issue 13). Painting into a picture (no system clip), or
    with a transform that is not a plain scale, everything may be touched."""
    engine = p.paintEngine()
    clip = engine.systemClip() if engine is not None else QRegion()
    if clip.isEmpty() or not p.deviceTransform().isAffine():
        return True
    return clip.intersects(p.deviceTransform().mapRect(rect).toAlignedRect())


class MapViewport(QGraphicsObject):
    """Holds the map layer, fits it to its rectangle and owns the player's zoom and pan."""

    view_changed = Signal()

    def __init__(self, shapes: MapShapes | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 975, 610)
        self.zoom = 1.0
        self._offset = QPointF()
        self._fit = 1.0
        self._press: QPointF | None = None
        self.seas_painted = 0  # counted by the tests: the sea is filled only where a repaint meets it
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape, True)
        # The window's shadow and sea (the map's states are items of their own) as a picture kept by Qt: a
        # party board beside it repaints a strip that meets the window's edge at every move (its margin
        # and the view's antialiasing allowance), and the sea's antialiased gradient was filled again for
        # it, some 0.8 M instructions a move (issue 13). Copied from the picture, it is filled once.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.map = MapLayer(shapes, self)
        self.map.pan_requested.connect(self.pan_by)
        self._fit_map()
        self._apply()

    # -- geometry ----------------------------------------------------------------------------------------
    def set_rect(self, rect: QRectF) -> None:
        """Place the map window in its parent's (or the scene's) coordinates and fit the map inside."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._fit_map()
        self._apply()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect).adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        return path

    def fit_scale(self) -> float:
        """Screen pixels per map unit at zoom 1."""
        return self._fit

    def map_transform(self) -> QTransform:
        """Map units to this item's coordinates: the fit, the zoom and the pan."""
        return self.map.transform()

    def _fit_map(self) -> None:
        """The largest scale at which the whole map fits the window. The callout boxes are sized in
        pixels, so the map's extent depends on that scale."""
        pad = 8.0
        w, h = max(1.0, self._rect.width() - 2 * pad), max(1.0, self._rect.height() - 2 * pad)

        def share(fit: float) -> float:
            """How much of the window the map fills at ``fit`` (above 1: it spills out)."""
            bounds = self.map.extent(1.0 / fit)
            return max(bounds.width() * fit / w, bounds.height() * fit / h)

        # Iterating fit = window / extent can run away in a narrow window (bigger boxes in map units, a
        # wider extent, a smaller fit, bigger boxes again), and the share is not monotonic (tiny fits
        # stack the boxes in one row), so scan the fits, then refine the largest that fits by bisection.
        grid = [0.005 * 1.15 ** k for k in range(60)]
        shares = [share(f) for f in grid]
        fitting = [k for k, v in enumerate(shares) if v <= 1.0]
        if not fitting:  # nothing fits whole (a very narrow window): the least spill
            best = min(range(len(grid)), key=lambda k: shares[k])
            low = grid[best] / shares[best] if shares[best] > 1 else grid[best]
            high = low
        else:
            k = fitting[-1]
            low, high = grid[k], grid[k] * 1.15
        for _ in range(20 if high > low else 0):
            mid = (low + high) / 2
            if share(mid) <= 1.0:
                low = mid
            else:
                high = mid
        self._fit = low
        self.map.layout_callouts(1.0 / self._fit)

    def _apply(self) -> None:
        bounds = self.map.map_rect()
        self._offset = self._clamped(self._offset)
        k = self._fit * self.zoom
        c = self._rect.center()
        t = QTransform()
        t.translate(c.x() + self._offset.x(), c.y() + self._offset.y())
        t.scale(k, k)
        t.translate(-bounds.center().x(), -bounds.center().y())
        self.map.set_view(t, 1.0 / self._fit, self.zoom)
        self.update()
        self.view_changed.emit()

    def _clamped(self, offset: QPointF) -> QPointF:
        """An offset that keeps the zoomed map covering the window (no panning at zoom 1)."""
        bounds = self.map.map_rect()
        k = self._fit * self.zoom
        slack_x = max(0.0, (bounds.width() * k - self._rect.width()) / 2)
        slack_y = max(0.0, (bounds.height() * k - self._rect.height()) / 2)
        return QPointF(min(slack_x, max(-slack_x, offset.x())), min(slack_y, max(-slack_y, offset.y())))

    # -- zoom and pan -------------------------------------------------------------------------------------
    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the map point under ``anchor`` (item coordinates; default the
        centre) where it is."""
        new_zoom = min(MAX_ZOOM, max(1.0, self.zoom * factor))
        if abs(new_zoom - self.zoom) < 1e-9:
            return
        anchor = QPointF(anchor) if anchor is not None else self._rect.center()
        inverse, ok = self.map.transform().inverted()
        point = inverse.map(anchor) if ok else self.map.map_rect().center()
        centre = self.map.map_rect().center()
        k = self._fit * new_zoom
        self.zoom = new_zoom
        c = self._rect.center()
        self._offset = QPointF(anchor.x() - c.x() - k * (point.x() - centre.x()),
                               anchor.y() - c.y() - k * (point.y() - centre.y()))
        self._apply()

    def pan_by(self, delta: QPointF) -> None:
        self._offset = self._offset + QPointF(delta)
        self._apply()

    def reset_view(self) -> None:
        self.zoom = 1.0
        self._offset = QPointF()
        self._apply()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            event.ignore()  # Ctrl+wheel zooms the whole table (the main window's view)
            return
        notches = event.delta() / 120.0
        if notches:
            self.zoom_by(STEP ** notches, event.pos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        # The arrow points where the player wants to look, so the map moves the other way.
        pans = {Qt.Key.Key_Left: (1, 0), Qt.Key.Key_Right: (-1, 0), Qt.Key.Key_Up: (0, 1),
                Qt.Key.Key_Down: (0, -1)}
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(STEP)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_by(1 / STEP)
        elif key == Qt.Key.Key_0:
            self.reset_view()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not self.map.focused_state():
            # The way in for the keyboard: the state nearest the middle of the window takes focus.
            self.map.focus_state(self.map.nearest_state(self.map.mapFromParent(self._rect.center())))
        elif key in pans:
            # Arrows alone move between states (see StateItem); with Ctrl or Shift, or while no state
            # has focus, they pan.
            dx, dy = pans[key]
            self.pan_by(QPointF(dx * PAN_STEP, dy * PAN_STEP))
        else:
            event.ignore()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A press on the sea: drag to pan. Pressing it also takes keyboard focus for the zoom keys.
        event.accept()
        self._press = event.scenePos()
        self.setFocus()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None:
            self.pan_by(event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None

    # -- drawing ------------------------------------------------------------------------------------------
    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        r = self._rect
        paint_shadow(p, r, 10)
        if not exposes(p, r.adjusted(-1, -1, 1, 1)):
            return  # only a sliver of the shadow is repainted (a board or the hand beside the map changed)
        self.seas_painted += 1
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0.0, SEA_TOP)
        gradient.setColorAt(1.0, SEA_BOTTOM)
        p.setPen(QPen(QColor("#0E1A22"), 1.2))
        p.setBrush(gradient)
        p.drawRoundedRect(r, 10, 10)
