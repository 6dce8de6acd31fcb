"""Party colours and fill patterns of the map: every party has a hue from the Okabe-Ito palette AND its
own texture, so the map reads without colour (STYLE: colour is never the only cue).

D blue with diagonal stripes, R vermillion with dots, L yellow with a grid, G bluish green with zigzags.
The pattern is drawn in a tone of the party's own ink over the fill, so the colour stays recognisable.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform

from ....ui import theme

TILE = 12  # pattern repeat in screen pixels


@dataclasses.dataclass(frozen=True)
class PartyLook:
    party: str
    fill: str  # hex fill of a state the party controls
    ink: str  # text colour that reads on ``fill``
    pattern: str  # "stripes", "dots", "grid", "zigzag"
    pattern_ink: str  # the pattern's strokes (with alpha) over ``fill``


LOOKS = {
    "D": PartyLook("D", "#0072B2", "#FFFFFF", "stripes", "#FFFFFF66"),
    "R": PartyLook("R", "#D55E00", "#000000", "dots", "#3A1400A0"),
    "L": PartyLook("L", "#F0E442", "#000000", "grid", "#5C520088"),
    "G": PartyLook("G", "#009E73", "#000000", "zigzag", "#00301FAA"),
}
# The high-contrast preference (Edit > Preferences): saturated hues and darker strokes, same patterns.
HIGH_CONTRAST_LOOKS = {
    "D": PartyLook("D", "#1F5BFF", "#FFFFFF", "stripes", "#FFFFFF88"),
    "R": PartyLook("R", "#FF1744", "#000000", "dots", "#000000B0"),
    "L": PartyLook("L", "#FFFF00", "#000000", "grid", "#000000A0"),
    "G": PartyLook("G", "#00C853", "#000000", "zigzag", "#000000B0"),
}
NEUTRAL_FILL = "#D9D2C0"  # a state nobody controls yet: the paper of the board
NEUTRAL_INK = "#1D1D1D"


def look(party: str) -> PartyLook:
    """The party's look in the palette the player chose."""
    return (HIGH_CONTRAST_LOOKS if theme.current_palette() == "high-contrast" else LOOKS)[party]


def _hex_colour(text: str) -> QColor:
    """'#RRGGBB' or '#RRGGBBAA' (alpha last, as CSS writes it; QColor reads it first)."""
    if len(text) == 9:
        c = QColor(text[:7])
        c.setAlpha(int(text[7:], 16))
        return c
    return QColor(text)


def _tile(pattern: str, ink: QColor) -> QPixmap:
    # Drawn at twice the size so the texture stays crisp on high-DPI screens.
    ratio = 2
    pixmap = QPixmap(TILE * ratio, TILE * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    t = float(TILE)
    if pattern == "stripes":
        p.setPen(QPen(ink, 2.2))
        # Three segments so the stripe continues across the tile's edges.
        for dx in (-t, 0.0, t):
            p.drawLine(QPointF(dx, t), QPointF(dx + t, 0))
    elif pattern == "dots":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(QPointF(t * 0.25, t * 0.25), 1.9, 1.9)
        p.drawEllipse(QPointF(t * 0.75, t * 0.75), 1.9, 1.9)
    elif pattern == "grid":
        p.setPen(QPen(ink, 1.4))
        p.drawLine(QPointF(t / 2, 0), QPointF(t / 2, t))
        p.drawLine(QPointF(0, t / 2), QPointF(t, t / 2))
    elif pattern == "zigzag":
        pen = QPen(ink, 1.6)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        p.setPen(pen)
        path = QPainterPath(QPointF(-1, t * 0.7))
        path.lineTo(QPointF(t / 2, t * 0.3))
        path.lineTo(QPointF(t + 1, t * 0.7))
        p.drawPath(path)
    p.end()
    return pixmap


_tiles: dict[PartyLook, QPixmap] = {}


def pattern_pixmap(party: str) -> QPixmap:
    """The party's repeating texture (transparent between strokes), made once per palette."""
    lk = look(party)
    if lk not in _tiles:
        _tiles[lk] = _tile(lk.pattern, _hex_colour(lk.pattern_ink))
    return _tiles[lk]


def pattern_brush(party: str, world_scale: float = 1.0) -> QBrush:
    """A brush of the party's texture whose repeat stays TILE screen pixels under a painter scaled by
    ``world_scale`` (the map zooms; the texture keeps its density)."""
    brush = QBrush(pattern_pixmap(party))
    if world_scale > 0:
        brush.setTransform(QTransform.fromScale(1 / world_scale, 1 / world_scale))
    return brush


def fill_colour(party: str | None) -> QColor:
    return QColor(look(party).fill if party else NEUTRAL_FILL)


def ink_colour(party: str | None) -> QColor:
    return QColor(look(party).ink if party else NEUTRAL_INK)


def paint_swatch(p: QPainter, rect: QRectF, party: str | None, radius: float = 3.0) -> None:
    """A small sample of a party's fill and pattern (legend, panel)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill_colour(party))
    p.drawPath(clip)
    if party is not None:
        scale = p.worldTransform().m11() or 1.0
        brush = pattern_brush(party, scale)
        # Anchor the texture at the swatch so every swatch of a party looks the same.
        brush.setTransform(brush.transform() * QTransform.fromTranslate(rect.left(), rect.top()))
        p.setBrush(brush)
        p.drawPath(clip)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#111111"), 1.0))
    p.drawPath(clip)
    p.restore()
