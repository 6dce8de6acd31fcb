"""Colours, player markers and the table felt shared by every screen.

Player colours come from the Okabe-Ito palette (safe for the common forms of
colour blindness) and each is paired with a shape, so colour is never the only
cue. A high-contrast palette keeps the same shapes. The felt behind the table
is rendered once per size and cached, because a noise texture is too slow to
paint on every frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ..engine.errors import GameTableError

if TYPE_CHECKING:  # a match comes with the first game (the engine's session is not for the first frame)
    from PySide6.QtGui import QIcon  # naming it builds its enum classes (~10 M instructions): icons wait

    from ..engine.game import GameDefinition
    from ..engine.game_values import SeatColour
    from ..engine.seats import Seat
    from ..engine.session import Match

# lupdate finds the calls by this name; the binding gives them a type (PySide6 stubs say object).
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

# Qt.GlobalColor.transparent's colour: naming ``Qt`` builds its 93 enum classes (~16 ms), which the first
# frame does without.
TRANSPARENT = QColor(0, 0, 0, 0)

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "pentagon")


class PlayerStyle:
    """A seat's colour and shape: a value (equal and hashed by its fields, as a frozen dataclass would be,
    which costs some 4 M instructions to build when the module loads: issue 13, start-up)."""

    __slots__ = ("key", "name", "colour", "shape", "ink")

    key: str  # stable id stored in saves (by index) and settings
    name: str  # English colour name, marked for lupdate; the UI translates it (context PlayerColour)
    colour: str  # hex
    shape: str
    ink: str  # text colour that reads on ``colour``

    def __init__(self, key: str, name: str, colour: str, shape: str, ink: str) -> None:
        self.key, self.name, self.colour, self.shape, self.ink = key, name, colour, shape, ink

    def _fields(self) -> tuple[str, str, str, str, str]:
        return (self.key, self.name, self.colour, self.shape, self.ink)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, PlayerStyle)
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return "PlayerStyle({})".format(", ".join(
            f"{name}={value!r}" for name, value in zip(self.__slots__, self._fields(), strict=True)))


# Okabe & Ito (2008), without black, which vanishes on the dark felt.
OKABE_ITO = (
    PlayerStyle("orange", QT_TRANSLATE_NOOP("PlayerColour", "Orange"), "#E69F00", "circle", "#000000"),
    PlayerStyle("sky", QT_TRANSLATE_NOOP("PlayerColour", "Sky blue"), "#56B4E9", "square", "#000000"),
    PlayerStyle("green", QT_TRANSLATE_NOOP("PlayerColour", "Bluish green"), "#009E73", "triangle", "#000000"),
    PlayerStyle(
        "vermillion", QT_TRANSLATE_NOOP("PlayerColour", "Vermillion"), "#D55E00", "diamond", "#000000"
    ),
    PlayerStyle(
        "purple", QT_TRANSLATE_NOOP("PlayerColour", "Reddish purple"), "#CC79A7", "star", "#000000"
    ),
    PlayerStyle("yellow", QT_TRANSLATE_NOOP("PlayerColour", "Yellow"), "#F0E442", "hexagon", "#000000"),
    PlayerStyle("blue", QT_TRANSLATE_NOOP("PlayerColour", "Blue"), "#0072B2", "cross", "#FFFFFF"),
    # An 8th seat (Campaign Trail's team games): a neutral light grey, told apart by lightness and shape.
    PlayerStyle("grey", QT_TRANSLATE_NOOP("PlayerColour", "Light grey"), "#BBBBBB", "pentagon", "#000000"),
)

# Saturated, widely separated hues for the high-contrast preference.
HIGH_CONTRAST = (
    PlayerStyle("orange", QT_TRANSLATE_NOOP("PlayerColour", "Orange"), "#FF8C00", "circle", "#000000"),
    PlayerStyle("sky", QT_TRANSLATE_NOOP("PlayerColour", "Cyan"), "#00E5FF", "square", "#000000"),
    PlayerStyle("green", QT_TRANSLATE_NOOP("PlayerColour", "Lime"), "#76FF03", "triangle", "#000000"),
    PlayerStyle("vermillion", QT_TRANSLATE_NOOP("PlayerColour", "Red"), "#FF1744", "diamond", "#000000"),
    PlayerStyle("purple", QT_TRANSLATE_NOOP("PlayerColour", "Magenta"), "#FF40FF", "star", "#000000"),
    PlayerStyle("yellow", QT_TRANSLATE_NOOP("PlayerColour", "Yellow"), "#FFFF00", "hexagon", "#000000"),
    PlayerStyle("blue", QT_TRANSLATE_NOOP("PlayerColour", "White"), "#FFFFFF", "cross", "#000000"),
    PlayerStyle("grey", QT_TRANSLATE_NOOP("PlayerColour", "Grey"), "#9E9E9E", "pentagon", "#000000"),
)

PALETTES = {"okabe-ito": OKABE_ITO, "high-contrast": HIGH_CONTRAST}
DEFAULT_PALETTE = "okabe-ito"

# Chrome colours used by the shell's own widgets.
FELT_CENTRE = QColor("#2f6b4f")
FELT_EDGE = QColor("#173a2b")
PAPER = QColor("#f6f0e1")
INK = QColor("#1d1d1d")
STATUS_BG = QColor("#20262b")
STATUS_INK = QColor("#f4f4f4")
ACCENT = QColor("#E69F00")


_current_palette = DEFAULT_PALETTE


def set_current_palette(name: str) -> None:
    """The palette the player chose; scenes get it from :func:`player_style`."""
    global _current_palette
    _current_palette = name if name in PALETTES else DEFAULT_PALETTE


def current_palette() -> str:
    return _current_palette


def palette(name: str | None = None) -> tuple[PlayerStyle, ...]:
    """The named palette; None means the one the player chose."""
    return PALETTES.get(name or _current_palette, OKABE_ITO)


def player_style(index: int, palette_name: str | None = None) -> PlayerStyle:
    styles = palette(palette_name)
    return styles[index % len(styles)]


def ink_for(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` ("#RRGGBB"), by WCAG contrast."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    lum = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    return "#000000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#FFFFFF"


def seat_style(colour_index: int, game_colour: SeatColour | None = None,
               palette_name: str | None = None) -> PlayerStyle:
    """A seat's style: the colour the game gives it, if any, else the palette's; always the shape of
    the seat's own palette entry, so teammates who share a game colour keep different shapes."""
    base = player_style(colour_index, palette_name)
    if game_colour is None:
        return base
    high = (palette_name or _current_palette) == "high-contrast"
    colour = game_colour.contrast_colour if high else game_colour.colour
    return PlayerStyle(game_colour.key, game_colour.name, colour, base.shape, ink_for(colour))


_game_colours: dict[tuple[str, int, tuple[tuple[str, Any], ...]], tuple[SeatColour, ...] | None] = {}


def game_colours(
    game: GameDefinition, num_players: int, options: dict[str, Any]
) -> tuple[SeatColour, ...] | None:
    """The game's seat colours for these options (cached: the status and log ask on every repaint);
    None when the game leaves colours to the player or the options are not valid."""
    key = (game.id, num_players, tuple(sorted(options.items())))
    if key not in _game_colours:
        try:
            colours = game.seat_colours(num_players, options)
        except GameTableError:
            colours = None
        if len(_game_colours) > 64:
            _game_colours.clear()
        _game_colours[key] = colours if colours and len(colours) == num_players else None
    return _game_colours[key]


def seat_styles(game: GameDefinition, options: dict[str, Any], seats: Sequence[Seat],
                palette_name: str | None = None) -> list[PlayerStyle]:
    """Every seat's style at a table of ``game`` with ``options`` (see seat_style)."""
    colours = game_colours(game, len(seats), options)
    return [seat_style(s.colour, colours[i] if colours else None, palette_name) for i, s in enumerate(seats)]


def match_styles(match: Match, palette_name: str | None = None) -> list[PlayerStyle]:
    """Every seat's style in a match (seat_styles of its game, options and seats)."""
    return seat_styles(match.game, match.options, match.seats, palette_name)


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a player shape filling ``rect``."""
    path = QPainterPath()
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if shape == "circle":
        path.addEllipse(c, r, r)
    elif shape == "square":
        s = r * 0.86
        path.addRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
    elif shape == "triangle":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r * 0.95, c.y() + r * 0.8)
        path.lineTo(c.x() - r * 0.95, c.y() + r * 0.8)
        path.closeSubpath()
    elif shape == "diamond":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r, c.y())
        path.lineTo(c.x(), c.y() + r)
        path.lineTo(c.x() - r, c.y())
        path.closeSubpath()
    elif shape == "star":
        _polygon(path, c, [(r if i % 2 == 0 else r * 0.45, i * 36 - 90) for i in range(10)])
    elif shape == "hexagon":
        _polygon(path, c, [(r, i * 60) for i in range(6)])
    elif shape == "pentagon":
        _polygon(path, c, [(r, i * 72 - 90) for i in range(5)])
    else:  # cross
        w = r * 0.38
        path.addRect(QRectF(c.x() - w, c.y() - r, 2 * w, 2 * r))
        path.addRect(QRectF(c.x() - r, c.y() - w, 2 * r, 2 * w))
        path = path.simplified()
    return path


def _polygon(path: QPainterPath, centre: QPointF, polar: list[tuple[float, float]]) -> None:
    for i, (radius, degrees) in enumerate(polar):
        a = math.radians(degrees)
        point = QPointF(centre.x() + radius * math.cos(a), centre.y() + radius * math.sin(a))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()


def paint_marker(painter: QPainter, rect: QRectF, style: PlayerStyle) -> None:
    """A player's token: their colour in their shape with a dark outline."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#111111"), max(1.0, rect.width() / 14)))
    painter.setBrush(QColor(style.colour))
    painter.drawPath(shape_path(style.shape, rect.adjusted(1, 1, -1, -1)))
    painter.restore()


def marker_pixmap(style: PlayerStyle, size: int = 20, ratio: float = 1.0) -> QPixmap:
    pixmap = QPixmap(QSize(round(size * ratio), round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(TRANSPARENT)
    painter = QPainter(pixmap)
    paint_marker(painter, QRectF(0, 0, size, size), style)
    painter.end()
    return pixmap


_icon_cache: dict[tuple[PlayerStyle, int], QIcon] = {}
_blank_icons: dict[int, QIcon] = {}


def marker_icon(index: int, palette_name: str | None = None, size: int = 20) -> QIcon:
    """A player's marker as an icon (1x and 2x), drawn once per style and size:
    the log and history ask for it on every row they show."""
    return style_icon(player_style(index, palette_name), size)


def style_icon(style: PlayerStyle, size: int = 20) -> QIcon:
    """The marker of ``style`` as an icon (see marker_icon); for a seat's style from seat_styles."""
    key = (style, size)
    icon = _icon_cache.get(key)
    if icon is None:
        from PySide6.QtGui import QIcon

        icon = QIcon()
        for ratio in (1.0, 2.0):
            icon.addPixmap(marker_pixmap(style, size, ratio))
        _icon_cache[key] = icon
    return icon


def blank_icon(size: int = 20) -> QIcon:
    """An empty icon the size of a marker, so rows without one keep their text aligned."""
    icon = _blank_icons.get(size)
    if icon is None:
        from PySide6.QtGui import QIcon

        pixmap = QPixmap(size, size)
        pixmap.fill(TRANSPARENT)
        icon = QIcon(pixmap)
        _blank_icons[size] = icon
    return icon


_felt_cache: dict[tuple[int, int, float], QPixmap] = {}
_noise_tile: QPixmap | None = None


def _noise() -> QPixmap:
    """A small tile of faint speckles that gives the felt its texture: the stored picture (see
    ui/felt_noise.py), or drawn when it is missing."""
    global _noise_tile
    if _noise_tile is None:
        from ..resources import ResourceError
        from . import felt_noise

        try:
            tile = QPixmap(str(felt_noise.stored_path()))
        except ResourceError:
            tile = QPixmap()
        if tile.isNull() or tile.width() != felt_noise.TILE:
            tile = QPixmap.fromImage(felt_noise.render_tile())
        _noise_tile = tile
    return _noise_tile


MAX_FELT_RATIO = 3.0  # zoomed far in, the felt is a texture: no need for ever larger pixmaps


def felt_ratio(painter: QPainter) -> float:
    """Device pixels per scene unit where ``painter`` draws (screen ratio times zoom),
    in half steps so zooming does not render a new felt for every wheel notch."""
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = max(1.0, abs(painter.worldTransform().m11()))
    return min(MAX_FELT_RATIO, max(1.0, math.ceil(dpr * scale * 2) / 2))


def felt_pixmap(width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """The table felt for a view of this size, rendered once and cached."""
    width, height = max(1, int(width)), max(1, int(height))
    key = (width, height, ratio)
    cached = _felt_cache.get(key)
    if cached is not None:
        return cached
    if len(_felt_cache) > 8:  # sizes change while a window is dragged larger
        _felt_cache.clear()
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    gradient = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.75)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(1.0, FELT_EDGE)
    # fillRect(rect, brush) through the background brush: fillRect's overloads build Qt's enum classes,
    # which the home screen's first frame (its felt) does without (ui/qt_names.py).
    for brush in (QBrush(gradient), QBrush(_noise())):
        painter.setBackground(brush)
        painter.eraseRect(QRectF(0, 0, width, height))
    painter.end()
    _felt_cache[key] = pixmap
    return pixmap


def felt_brush(width: int, height: int, ratio: float = 1.0) -> QBrush:
    return QBrush(felt_pixmap(width, height, ratio))
