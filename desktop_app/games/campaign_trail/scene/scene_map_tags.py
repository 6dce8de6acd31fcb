"""A state badge's highlight tag ("$2" to travel there, "+1" for a campaign voter) as an item of its own.

A move that offers travel tags 28 to 42 states and the next move takes the tags off again: drawn inside
the badges, each of those badges was drawn again twice (its box and both numbers), issue 13. The tag is a
child of its badge, so it stacks, dims and moves with it exactly as when the badge drew it, but only the
tag is drawn when it comes or goes; the badge keeps its cached picture.

A tag hidden loses its cached picture, and the next offer tags most of the same states with the same
words again: each tag keeps its last few looks as exact pictures (keyed by its words and size), so a tag
that comes back copies its pill instead of drawing its rounded box and text again (issue 13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import hints
from .scene_map_items import paint_tag
from .scene_map_looks import cache_picture

if TYPE_CHECKING:
    from .scene_map_items import StateLabel


class BadgeTag(QGraphicsItem):
    """The tag over one badge; hidden while its state has none."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, label: StateLabel) -> None:
        super().__init__(label)
        self.label = label
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        cache_picture(self)
        self._looks = ExactPictures(keep=3)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.setVisible(bool(text))
            self.update()

    def boundingRect(self) -> QRectF:
        return self.label.boundingRect()  # the badge keeps room for its tag

    def shape(self) -> QPainterPath:
        # The tag never took the pointer when the badge drew it (the badge's shape is its box): a click
        # on it still reaches the state under it.
        return QPainterPath()

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.label.layer.reveal.holds(self) or not self.text or self.label.shown is None:
            return
        hints(p)
        scale = self.label.px_scale()
        top = self.label.badge_rect().top() - 1
        self._looks.paint(p, (self.text, scale, top), self.boundingRect(),
                          lambda q: self._paint_pill(q, scale, top))

    def _paint_pill(self, p: QPainter, scale: float, top: float) -> None:
        hints(p)
        p.save()
        p.scale(scale, scale)
        paint_tag(p, QPointF(0, top), self.text)
        p.restore()
