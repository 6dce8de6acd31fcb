"""A player's area enlarged: a click on another player's area (a panel, a party board) shows it large in
the middle of the table, over a dimmed felt, until the next click or Escape. It works at any time, the
game's end included, where the final tables are read at a size meant for one's own.

The picture is the table itself drawn again at the larger scale (QGraphicsScene.render), so it shows
exactly what the area shows and nothing hidden from the viewer; it is drawn again while it stays open
and the table changes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .scene_parts import ScenePart
from .table_items import Box, paint_shadow, paint_text

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

SHARE = 0.82  # of the table's width and height the enlarged area may take
MAX_SCALE = 3.0


class AreaZoom(QGraphicsObject):
    """The enlarged picture over a dimmed table; any click closes it."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1950)  # over the pieces and the banner, under a refusal note
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)  # Esc closes it
        self.source = QRectF()
        self.target = QRectF()
        self.table = QRectF()
        self.image = QImage()
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(self.table)

    def picture_scale(self) -> float:
        return self.target.width() / self.source.width() if self.source.width() else 1.0

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.fillRect(self.table, QColor(10, 12, 16, 170))
        paint_shadow(p, self.target, 10)
        p.drawImage(self.target, self.image)
        p.setPen(QPen(QColor(255, 226, 122, 200), 2.0))
        p.drawRoundedRect(self.target.adjusted(-1, -1, 1, 1), 6, 6)
        hint = QRectF(self.target.left(), self.target.bottom() + 6, self.target.width(), 22)
        paint_text(p, hint, translate("AreaZoom", "Click anywhere or press Esc to close"), 12.0,
                   QColor("#F4EBD0"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
        else:
            event.ignore()


class AreaZooms(ScenePart):
    """Mixed into TableScene: ``enlargeable(items)`` makes player areas open the zoom when clicked."""

    _zoom: AreaZoom | None = None

    def enlargeable(self, items: Iterable[Box]) -> None:
        """Each of these areas shows itself enlarged when clicked (where nothing on it takes the click)."""
        for item in items:
            if item.on_click is None or getattr(item.on_click, "func", None) == self.enlarge_item:
                item.set_clickable(partial(self.enlarge_item, item))
            item.setToolTip(item.toolTip() or translate("AreaZoom", "Click to see this area enlarged"))

    def enlarge_item(self, item: Box) -> None:
        self.enlarge(item.scene_rect())

    def enlarge(self, source: QRectF) -> None:
        """Show the table's ``source`` rectangle enlarged in the middle of the table."""
        zoom = self._zoom
        if zoom is None or zoom.scene() is not self:
            zoom = self._zoom = AreaZoom()
            self.addItem(zoom)
        width, height = self._size
        table = QRectF(0, 0, width, height)
        scale = min(MAX_SCALE, width * SHARE / max(1.0, source.width()),
                    height * SHARE / max(1.0, source.height()))
        w, h = source.width() * scale, source.height() * scale
        zoom.prepareGeometryChange()
        zoom.table = table
        zoom.source = QRectF(source)
        zoom.target = QRectF((width - w) / 2, (height - h) / 2, w, h)
        self._render_zoom()
        zoom.show()
        zoom.setFocus()

    def _render_zoom(self) -> None:
        zoom = self._zoom
        if zoom is None:
            return
        target = zoom.target
        # Drawn at the view's device scale (fit, zoom and the screen's pixel ratio): a picture in table
        # units is stretched, blurred, on a 2x screen or a table fitted larger than 1:1.
        scale = self._zoom_device_scale()
        image = QImage(max(1, int(target.width() * scale)), max(1, int(target.height() * scale)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(scale)
        image.fill(Qt.GlobalColor.transparent)
        was_visible = zoom.isVisible()
        zoom.setVisible(False)  # the picture is of the table under it
        note = getattr(self, "_note", None)
        note_visible = note is not None and note.isVisible()
        if note_visible and note is not None:
            note.setVisible(False)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.render(painter, QRectF(0, 0, image.width() / scale, image.height() / scale), zoom.source)
        painter.end()
        if note_visible and note is not None:
            note.setVisible(True)
        zoom.image = image
        zoom.setVisible(was_visible)
        zoom.update()

    def _zoom_device_scale(self) -> float:
        """Device pixels per table unit in the first view (1 without one), at least 1."""
        views = self.views()
        if not views:
            return 1.0
        view = views[0]
        transform = view.transform()
        return max(1.0, math.hypot(transform.m11(), transform.m12()) * view.devicePixelRatioF())

    def zoom_shown(self) -> QRectF | None:
        """The table rectangle shown enlarged now (None when the zoom is closed): tests and tools."""
        zoom = self._zoom
        return QRectF(zoom.source) if zoom is not None and zoom.isVisible() else None

    def close_zoom(self) -> bool:
        zoom = self._zoom
        if zoom is not None and zoom.isVisible():
            zoom.hide()
            return True
        return False

    def refresh_zoom(self, _any: Any = None) -> None:
        """Draw the open zoom again (the table changed under it)."""
        if self.zoom_shown() is not None:
            self._render_zoom()
