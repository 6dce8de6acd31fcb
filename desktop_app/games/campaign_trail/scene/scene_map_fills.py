"""A state's fill (its controller's colour and pattern) as a picture prepared while the loop is idle.

The setup's voters give every state its first controller at once: the move that ends the candidates'
choice filled and textured all 51 shapes again in its first paint, some 7 ms of the longest block of a
whole Campaign Trail game (issue 13). A state's fill depends only on its outline, the party and the
scale, and the game's parties are known from its first frame, so each state's fill for each party of
the game is rasterised beside its glow and dim on the map's pictures worker (scene_map_glow
``GlowPictures``, exact: the copy is the very pixels drawing the fill in place gives) before any state
takes it; a state's picture then copies its fill and draws its dim, marks and rings over the copy as
before. A party the map was not told of is filled in place, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QTransform

from . import scene_patterns as patterns

Fill = Callable[..., None]  # (painter, outline, device pixel ratio of a picture painted in device pixels)


def fill_drawer(party: str) -> Fill:
    """How a state ``party`` controls is filled: its colour, then its texture over it. The texture is
    handed over as an image, not a pixmap: the pictures worker thread paints with it."""
    colour = patterns.fill_colour(party)
    tile = patterns.pattern_pixmap(party).toImage()

    def fill(p: QPainter, path: QPainterPath, ratio: float = 1.0) -> None:
        # the texture repeats every TILE screen pixels: the painter's scale less the pixel ratio a
        # picture in device pixels is drawn at (patterns.pattern_brush)
        world = p.worldTransform().m11() / ratio
        brush = QBrush(tile)
        if world > 0:
            brush.setTransform(QTransform.fromScale(1 / world, 1 / world))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(path)
        p.setBrush(brush)
        p.drawPath(path)

    return fill
