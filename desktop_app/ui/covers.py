"""The home screen's game covers, drawn for each game (no publisher art).

They are painted in the home screen's first frame, which is made without naming ``Qt`` (ui/qt_names.py):
``QPainter.setPen``/``setBrush``, ``fillRect`` and ``QBrush(QColor)`` all build Qt's enum classes while
PySide picks their overload. So a cover fills and strokes paths with brushes and pens it hands over
itself (``fillPath``/``strokePath``: what ``drawPath`` does with the painter's brush, then its pen), and
fills rectangles with a gradient through the painter's background (``eraseRect`` is ``fillRect`` with it).
tests/ui/test_covers.py checks the pixels against the same pictures drawn the usual way.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGradient,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

from ..engine.game import GameDefinition
from ..engine.rng import Rng
from . import scene_registry, theme

COPERNICO_BODIES = ("#D55E00", "#009E73", "#F0E442", "#0072B2", "#CC79A7")
LETTER = QColor(255, 255, 255, 200)  # the initial on a cover without a picture of its own
COVER_HEIGHT = 118
ALIGN_CENTER = 0x84  # Qt.AlignmentFlag.AlignCenter (QPainter.drawText takes the flags as an int)


def solid(colour: QColor | str) -> QBrush:
    """``QBrush(colour)``: a palette hands out the same solid brush, made without naming Qt."""
    palette = QPalette()
    # QColor(a QColor) would build them too: its overloads include QColor(Qt.GlobalColor).
    palette.setColor(QPalette.ColorRole.Window, colour if isinstance(colour, QColor) else QColor(colour))
    return palette.window()  # a copy (QBrush(a QBrush) would build them: QBrush(Qt.BrushStyle))


def pen(colour: QColor | str, width: float) -> QPen:
    """``QPen(QColor(colour), width)``: a solid line, square caps, bevel joins."""
    return QPen(solid(colour), width)


def ellipse(centre: QPointF, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, rx, ry)
    return path


KAPPA = 0.5522847498  # Qt's control point for a quarter circle of a rounded rectangle's corner


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    """The outline ``QPainter.drawRoundedRect(rect, radius, radius)`` draws (its own points, which are
    not quite those of ``QPainterPath.addRoundedRect``)."""
    x1, x2, y1, y2 = rect.left(), rect.right(), rect.top(), rect.bottom()
    xr, yr = min(radius, rect.width() / 2), min(radius, rect.height() / 2)
    k = 1 - KAPPA
    path = QPainterPath()
    path.moveTo(x1 + xr, y1)
    path.lineTo(x2 - xr, y1)
    path.cubicTo(x2 - k * xr, y1, x2, y1 + k * yr, x2, y1 + yr)
    path.lineTo(x2, y2 - yr)
    path.cubicTo(x2, y2 - k * yr, x2 - k * xr, y2, x2 - xr, y2)
    path.lineTo(x1 + xr, y2)
    path.cubicTo(x1 + k * xr, y2, x1, y2 - k * yr, x1, y2 - yr)
    path.lineTo(x1, y1 + yr)
    path.cubicTo(x1, y1 + k * yr, x1 + k * xr, y1, x1 + xr, y1)
    return path


def draw(painter: QPainter, path: QPainterPath, fill: QBrush | None, outline: QPen | None = None) -> None:
    """What ``drawPath`` does with ``fill`` as the brush and ``outline`` as the pen (None: none)."""
    if fill is not None:
        painter.fillPath(path, fill)
    if outline is not None:
        painter.strokePath(path, outline)


def fill_rect(painter: QPainter, rect: QRectF, brush: QBrush | QGradient) -> None:
    """``painter.fillRect(rect, brush)``, which fills as ``drawRect`` does with that brush and no pen."""
    painter.setBackground(brush if isinstance(brush, QBrush) else QBrush(brush))
    painter.eraseRect(rect)


def paint_cover(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    """A cover drawn for each game (no publisher art). A game without a picture of its own shows its
    initial in the painter's pen (a CoverWidget's painter starts with :data:`LETTER`)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, 10, 10)
    painter.setClipPath(path)
    painter_for = {"copernico": _cover_copernico, "copycat": _cover_copycat, "councils": _cover_councils,
                   "campaign-trail": _cover_campaign_trail}
    if game.id in painter_for:
        painter_for[game.id](painter, rect)
    else:
        _cover_generic(painter, rect, game)
    painter.setClipping(False)
    draw(painter, path, None, pen(QColor(0, 0, 0, 140), 1.5))
    painter.restore()


def _cover_copernico(painter: QPainter, rect: QRectF) -> None:
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#0b1030"))
    sky.setColorAt(1, QColor("#27285a"))
    fill_rect(painter, rect, sky)
    rng = Rng(1473)  # Copernicus' birth year: the same sky every time
    for _ in range(70):
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        size = 0.6 + rng.below(3) * 0.5
        draw(painter, ellipse(QPointF(x, y), size, size), solid(QColor(255, 255, 240, 120 + rng.below(130))))
    # The sun at the centre of the system, with orbits.
    sun = QPointF(rect.left() + rect.width() * 0.26, rect.center().y())
    glow = QRadialGradient(sun, rect.height() * 0.22)
    glow.setColorAt(0, QColor("#fff3b0"))
    glow.setColorAt(0.5, QColor("#ffb000"))
    glow.setColorAt(1, QColor(255, 140, 0, 0))
    draw(painter, ellipse(sun, rect.height() * 0.22, rect.height() * 0.22), QBrush(glow))
    for i, radius in enumerate((0.3, 0.42)):
        r = rect.height() * radius
        draw(painter, ellipse(sun, r, r * 0.8), None, pen(QColor(255, 255, 255, 70), 1))
        angle = 0.9 + i * 2.2
        body = QPointF(sun.x() + r * math.cos(angle), sun.y() + r * 0.8 * math.sin(angle))
        draw(painter, ellipse(body, 4, 4), solid(COPERNICO_BODIES[i + 1]))
    # A 3x3 work table of quadrant cards with celestial bodies.
    cell = rect.height() * 0.24
    gap = cell * 0.12
    left = rect.right() - 3 * cell - 2 * gap - rect.width() * 0.07
    top = rect.center().y() - (3 * cell + 2 * gap) / 2
    for index in range(9):
        r, c = divmod(index, 3)
        card = QRectF(left + c * (cell + gap), top + r * (cell + gap), cell, cell)
        draw(painter, rounded(card, 4), solid("#f3ead2"), pen("#b9a77a", 1))
        colours = [COPERNICO_BODIES[(index + k * 2) % 5] for k in range(1 + index % 3)]
        for k, colour in enumerate(colours):
            offset = (k - (len(colours) - 1) / 2) * cell * 0.28
            centre = QPointF(card.center().x() + offset, card.center().y())
            draw(painter, ellipse(centre, cell * 0.12, cell * 0.12), solid(colour), pen("#222222", 0.8))


def _cover_copycat(painter: QPainter, rect: QRectF) -> None:
    """A campaign: a fan of action cards in front of a stars-and-stripes banner."""
    back = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    back.setColorAt(0, QColor("#16335c"))
    back.setColorAt(1, QColor("#0c1d36"))
    fill_rect(painter, rect, back)
    stripe = rect.height() / 9
    for i in range(0, 9, 2):
        band = QRectF(rect.center().x(), rect.top() + i * stripe, rect.width() / 2, stripe)
        fill_rect(painter, band, solid(QColor(213, 94, 0, 60)))
    rng = Rng(1789)
    star = solid(QColor(255, 255, 255, 170))
    for _ in range(18):
        x = rect.left() + rng.below(int(rect.width() * 0.45))
        y = rect.top() + rng.below(int(rect.height()))
        draw(painter, theme.shape_path("star", QRectF(x, y, 9, 9)), star)
    card_h = rect.height() * 0.72
    card_w = card_h * 63 / 88
    pivot = QPointF(rect.left() + rect.width() * 0.62, rect.bottom() + card_h * 0.55)
    colours = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7")
    for i, colour in enumerate(colours):
        painter.save()
        painter.translate(pivot)
        painter.rotate(-24 + i * 12)
        card = QRectF(-card_w / 2, -card_h * 1.5, card_w, card_h)
        draw(painter, rounded(card, 6), solid("#f6f0e1"), pen("#3a3a3a", 1))
        draw(painter, rounded(card.adjusted(5, 5, -5, -card_h * 0.55), 4), solid(colour))
        mark = QRectF(card.center().x() - 8, card.center().y() + 4, 16, 16)
        draw(painter, theme.shape_path(theme.SHAPES[i], mark), solid("#1d1d1d"))
        painter.restore()


def _cover_councils(painter: QPainter, rect: QRectF) -> None:
    """A city at dusk with council buildings and a row of employee meeples."""
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#f2b46b"))
    sky.setColorAt(0.7, QColor("#b8606a"))
    sky.setColorAt(1, QColor("#5a3550"))
    fill_rect(painter, rect, sky)
    rng = Rng(1250)
    building, window = solid("#2b2233"), solid(QColor(255, 220, 140, 160))
    x = rect.left()
    while x < rect.right():
        w = rect.width() * (0.06 + rng.below(6) / 100)
        h = rect.height() * (0.25 + rng.below(40) / 100)
        fill_rect(painter, QRectF(x, rect.bottom() - h, w, h), building)
        for wy in range(int(h // 14) - 1):
            if rng.below(3):
                lit = QRectF(x + w * 0.3, rect.bottom() - h + 8 + wy * 14, w * 0.4, 5)
                fill_rect(painter, lit, window)
        x += w + 3
    # A council hall with columns in the middle.
    hall = QRectF(rect.center().x() - rect.width() * 0.14, rect.bottom() - rect.height() * 0.5,
                  rect.width() * 0.28, rect.height() * 0.5)
    stone = solid("#e9dfc8")
    roof = QPainterPath()
    roof.moveTo(hall.left() - 8, hall.top())
    roof.lineTo(hall.center().x(), hall.top() - rect.height() * 0.14)
    roof.lineTo(hall.right() + 8, hall.top())
    roof.closeSubpath()
    draw(painter, roof, stone)
    fill_rect(painter, hall, stone)
    column = solid("#bfb192")
    for i in range(5):
        cx = hall.left() + hall.width() * (0.1 + i * 0.2)
        fill_rect(painter, QRectF(cx - 3, hall.top() + 6, 6, hall.height() - 10), column)
    # Employees waiting to be placed.
    for i, style in enumerate(theme.OKABE_ITO[:5]):
        cx = rect.left() + rect.width() * 0.08 + i * 26
        meeple = QPainterPath()
        base = rect.bottom() - 8
        meeple.addEllipse(QPointF(cx, base - 24), 6, 6)
        meeple.addRoundedRect(QRectF(cx - 9, base - 18, 18, 18), 5, 5)
        draw(painter, meeple.simplified(), solid(style.colour), pen("#111111", 1.2))


# The lower 48 states' outline, clockwise from Cape Flattery, in a box 1 wide and 1 high (longitude and
# latitude drawn straight, from 125° to 67° west and 49.5° to 24.5° north: a drawing, not a survey).
US_OUTLINE = (
    (0.005, 0.044), (0.034, 0.020), (0.514, 0.020), (0.610, 0.060), (0.693, 0.120), (0.733, 0.168),
    (0.734, 0.260), (0.722, 0.300), (0.793, 0.264), (0.845, 0.212), (0.867, 0.180), (0.922, 0.180),
    (0.948, 0.112), (0.962, 0.084), (0.986, 0.096), (1.000, 0.188), (0.945, 0.236), (0.938, 0.276),
    (0.948, 0.308), (0.922, 0.324), (0.879, 0.360), (0.879, 0.400), (0.853, 0.440), (0.845, 0.500),
    (0.853, 0.568), (0.812, 0.624), (0.790, 0.660), (0.759, 0.708), (0.752, 0.768), (0.774, 0.904),
    (0.769, 0.972), (0.745, 0.936), (0.731, 0.868), (0.714, 0.784), (0.683, 0.792), (0.638, 0.760),
    (0.610, 0.772), (0.614, 0.820), (0.578, 0.800), (0.534, 0.796), (0.479, 0.868), (0.476, 0.940),
    (0.440, 0.880), (0.407, 0.788), (0.379, 0.820), (0.353, 0.796), (0.319, 0.708), (0.290, 0.728),
    (0.240, 0.728), (0.176, 0.680), (0.136, 0.680), (0.112, 0.620), (0.076, 0.596), (0.045, 0.492),
    (0.021, 0.388), (0.014, 0.308), (0.009, 0.260), (0.017, 0.132),
)
CT_BADGES = ((0.12, 0.14), (0.33, 0.36), (0.45, 0.58), (0.62, 0.30), (0.73, 0.56), (0.86, 0.30))
CT_BOXES = ("#DCE8F2", "#E3F0DA", "#F3DDD5")  # travel, fundraise, advertise: a campaign card's boxes


def _cover_campaign_trail(painter: QPainter, rect: QRectF) -> None:
    """Election night: the map split between the two parties' colours with a few state badges and a home
    state's star, the race to 270 along the bottom, and a hand of campaign cards."""
    night = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    night.setColorAt(0, QColor("#16253f"))
    night.setColorAt(1, QColor("#0a1322"))
    fill_rect(painter, rect, night)
    map_h = rect.height() * 0.64
    map_w = map_h * 1.85
    origin = QPointF(rect.left() + rect.width() * 0.05, rect.top() + rect.height() * 0.08)
    outline = QPainterPath()
    for i, (x, y) in enumerate(US_OUTLINE):
        point = QPointF(origin.x() + x * map_w, origin.y() + y * map_h)
        if i == 0:
            outline.moveTo(point)
        else:
            outline.lineTo(point)
    outline.closeSubpath()
    split = QLinearGradient(origin, QPointF(origin.x() + map_w, origin.y()))
    split.setColorAt(0.47, QColor("#0072B2"))
    split.setColorAt(0.53, QColor("#D55E00"))
    draw(painter, outline, QBrush(split), pen(QColor(255, 255, 255, 190), 1.2))
    side = map_h * 0.16
    for x, y in CT_BADGES:
        badge = QRectF(origin.x() + x * map_w - side / 2, origin.y() + y * map_h, side, side * 0.8)
        draw(painter, rounded(badge, 2), solid("#f4efe2"), pen("#1B1F23", 0.8))
    star = QRectF(origin.x() + 0.20 * map_w, origin.y() + 0.40 * map_h, side * 1.1, side * 1.1)
    draw(painter, theme.shape_path("star", star), solid("#FFD166"), pen("#1d1d1d", 0.8))
    # The race to 270: blue from the left, red from the right, the line to cross in the middle.
    right = rect.right() - rect.width() * 0.05
    room = right - (origin.x() + map_w + rect.width() * 0.04)  # beside the map: the hand, made to fit
    card_w = min(rect.height() * 0.7 * 0.72, room / 2.1)
    card_h = card_w / 0.72
    hand_left = right - card_w * 2.1
    bar_w = max(map_w, hand_left - origin.x() - rect.width() * 0.05)
    bar = QRectF(origin.x(), rect.bottom() - rect.height() * 0.15, bar_w, rect.height() * 0.07)
    fill_rect(painter, QRectF(bar.left(), bar.top(), bar.width() * 0.46, bar.height()), solid("#0072B2"))
    fill_rect(painter, QRectF(bar.left() + bar.width() * 0.54, bar.top(), bar.width() * 0.46, bar.height()),
              solid("#D55E00"))
    fill_rect(painter, QRectF(bar.center().x() - 1, bar.top() - 3, 2, bar.height() + 6), solid("#FFD166"))
    # A hand of campaign cards at the right, each with its coloured action boxes.
    for i in range(3):
        top = rect.center().y() - card_h / 2 + card_h * (0.12 - i * 0.07)
        card = QRectF(right - card_w - (2 - i) * card_w * 0.55, top, card_w, card_h)
        draw(painter, rounded(card, 5), solid("#f6f0e1"), pen("#3a3a3a", 1))
        box_h = (card_h - 14) / 3.6
        for k, tint in enumerate(CT_BOXES):
            box = QRectF(card.left() + 4, card.top() + 10 + k * (box_h + 3), card_w - 8, box_h)
            draw(painter, rounded(box, 3), solid(tint), pen("#8C8068", 0.8))


def _cover_generic(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    rng = Rng(sum(ord(ch) for ch in game.id))
    base = QColor(theme.OKABE_ITO[rng.below(len(theme.OKABE_ITO))].colour)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, base.darker(160))
    gradient.setColorAt(1, base.darker(260))
    fill_rect(painter, rect, gradient)
    for _ in range(14):
        w = 20 + rng.below(50)
        shade = solid(QColor(255, 255, 255, 18 + rng.below(30)))
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        draw(painter, rounded(QRectF(x, y, w * 0.72, w), 4), shade)
    font = QFont(painter.font())
    font.setPixelSize(int(rect.height() * 0.45))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(rect, ALIGN_CENTER, scene_registry.game_title(game)[:1])  # in the painter's pen


class CoverWidget(QWidget):
    def __init__(self, game: GameDefinition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        # As wide as the tile, 118 high: what an Expanding, Fixed size policy gives a widget without a size
        # hint, set without naming QSizePolicy (its enum classes: issue 13, start-up).
        self.setMinimumSize(260, COVER_HEIGHT)
        self.setMaximumHeight(COVER_HEIGHT)
        # A painter on a widget starts with a pen of its foreground colour: the initial's.
        palette = self.palette()
        palette.setColor(self.foregroundRole(), LETTER)
        self.setPalette(palette)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cover(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.game)
        painter.end()
