"""The base the table kit's scene parts (the area zoom, the banner, the refusal note, the hint marks) name.

Each part is a mixin of :class:`~desktop_app.ui.scene_kit.TableScene`. For the type checker
:class:`ScenePart` is the QGraphicsScene it is mixed into, with the table's size; at run time it is plain
``object``, so TableScene's class order is what it always was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    class ScenePart(QGraphicsScene):
        """A part of TableScene as the type checker sees it."""

        _size: tuple[float, float]  # the table's width and height (TableScene.resize_to)
else:
    ScenePart = object
