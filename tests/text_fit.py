"""The one elision check of the layout tests (issue 15): what the table's text painter had to shorten.

Every table shortens a text that does not fit with "…" through ``ui/table_text.paint_text``, which lists
it while ``table_text.ELIDED`` is a list. The check must see every item's text, but much of a table is
not painted again when a window is grabbed: an item's own cache (DeviceCoordinateCache) is copied, faces
shared between items come from ``picture_cache``, and the still parts of boards and cards are pictures
drawn once and copied after (``ui/exact_pictures``, held by whichever item or family of items draws
them). While ``recording_cuts`` is on, each of those is drawn afresh, so the painter is asked for every
text on the table; the functions below are the checks built on it (a window, a view, items alone)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui import picture_cache, table_text
from desktop_app.ui.exact_pictures import ExactPictures


@contextmanager
def recording_cuts() -> Iterator[list[str]]:
    """The texts the table's painter shortens while the block runs, each picture painted afresh."""
    exact_paint = ExactPictures.paint

    def paint_afresh(pictures: ExactPictures, p: QPainter, key: Hashable, rect: QRectF,
                     paint: Callable[[QPainter], None], background: QColor | None = None) -> None:
        # an exact picture is kept wherever its item keeps it (an attribute, a class's shared set):
        # dropping them all before each copy has the painter draw every text again
        pictures.clear()
        exact_paint(pictures, p, key, rect, paint, background)

    ExactPictures.paint = paint_afresh  # type: ignore[method-assign, assignment]
    picture_cache.clear()
    cuts: list[str] = []
    table_text.ELIDED = cuts
    try:
        yield cuts
    finally:
        table_text.ELIDED = None
        ExactPictures.paint = exact_paint  # type: ignore[method-assign]


def grab_shortens(scene: QGraphicsScene, widget: QWidget) -> list[str]:
    """What ``widget`` (showing ``scene``) shortens when grabbed, every item painted as on a first frame."""
    for item in scene.items():
        item.update()  # the item's own cache is dropped
    with recording_cuts() as cuts:
        widget.grab()
    return sorted(set(cuts))


def window_shortens(win) -> list[str]:
    """What the main window (or any window with a ``view`` showing the table) shortens."""
    return grab_shortens(win.view.scene(), win)


def view_shortens(view) -> list[str]:
    """What a TableView alone shortens."""
    return grab_shortens(view.scene(), view)


def items_shorten(items: Iterable[QGraphicsItem], children: bool = False) -> list[str]:
    """What ``items`` shorten, each painted on its own (the rest of the table left out); ``children``:
    their visible children too, each painted where it lies in the scene."""
    todo = list(items)
    with recording_cuts() as cuts:
        while todo:
            item = todo.pop()
            if children:
                todo.extend(item.childItems())
            if item.isVisible():
                _paint_alone(item)
    return sorted(set(cuts))


def _paint_alone(item: QGraphicsItem) -> None:
    rect = item.sceneBoundingRect()
    image = QImage(math.ceil(rect.width()) + 2, math.ceil(rect.height()) + 2, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    painter.setTransform(item.sceneTransform(), combine=True)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
