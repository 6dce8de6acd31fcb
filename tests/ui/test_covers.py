"""Issue 13: the home screen's covers are painted without naming ``Qt`` (ui/covers.py: paths filled and
stroked with brushes and pens handed over, rectangles filled through the background brush). Each must be
the very picture the usual calls (``setPen``, ``setBrush``, ``drawRect`` ...) paint: below are the covers
as they were painted before, compared pixel for pixel at several sizes."""

from __future__ import annotations

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QRegion,
)
from PySide6.QtWidgets import QWidget  # noqa: E402

from desktop_app.engine.game import GameDefinition  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui import covers, scene_registry, theme  # noqa: E402
from desktop_app.ui.covers import COPERNICO_BODIES, CT_BADGES, CT_BOXES, US_OUTLINE, CoverWidget  # noqa: E402

from .shell_fakes import TOY  # noqa: E402

GAMES = ("copernico", "copycat", "councils", "campaign-trail", TOY.id)  # the last has no picture: its initial
SIZES = ((435, 118), (260, 118), (660, 118), (301, 131))


def _image(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _game(game_id: str) -> GameDefinition:
    return TOY if game_id == TOY.id else get_game(game_id)


def _usual(game: GameDefinition, width: int, height: int) -> QImage:
    image = _image(width, height)
    painter = QPainter(image)
    usual_cover(painter, QRectF(0, 0, width, height).adjusted(1, 1, -1, -1), game)
    painter.end()
    return image


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_a_cover_is_the_picture_the_usual_calls_paint(qtbot, game_id, size):
    game = _game(game_id)
    image = _image(*size)
    painter = QPainter(image)
    painter.setPen(covers.LETTER)  # as a CoverWidget's painter starts
    covers.paint_cover(painter, QRectF(0, 0, *size).adjusted(1, 1, -1, -1), game)
    painter.end()
    assert image == _usual(game, *size)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_cover_widget_paints_the_same_picture(qtbot, game_id):
    widget = CoverWidget(_game(game_id))
    qtbot.addWidget(widget)
    widget.resize(435, 118)
    image = _image(435, 118)
    widget.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)  # its own painting only
    assert image == _usual(widget.game, 435, 118)


# -- the covers as the usual calls paint them -----------------------------------------------------

def usual_cover(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    """A cover drawn for each game (no publisher art)."""
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
    painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def _cover_copernico(painter: QPainter, rect: QRectF) -> None:
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#0b1030"))
    sky.setColorAt(1, QColor("#27285a"))
    painter.fillRect(rect, sky)
    rng = Rng(1473)  # Copernicus' birth year: the same sky every time
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(70):
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        size = 0.6 + rng.below(3) * 0.5
        painter.setBrush(QColor(255, 255, 240, 120 + rng.below(130)))
        painter.drawEllipse(QPointF(x, y), size, size)
    # The sun at the centre of the system, with orbits.
    sun = QPointF(rect.left() + rect.width() * 0.26, rect.center().y())
    glow = QRadialGradient(sun, rect.height() * 0.22)
    glow.setColorAt(0, QColor("#fff3b0"))
    glow.setColorAt(0.5, QColor("#ffb000"))
    glow.setColorAt(1, QColor(255, 140, 0, 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(sun, rect.height() * 0.22, rect.height() * 0.22)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, radius in enumerate((0.3, 0.42)):
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        r = rect.height() * radius
        painter.drawEllipse(sun, r, r * 0.8)
        angle = 0.9 + i * 2.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(COPERNICO_BODIES[i + 1]))
        painter.drawEllipse(QPointF(sun.x() + r * math.cos(angle), sun.y() + r * 0.8 * math.sin(angle)), 4, 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    # A 3x3 work table of quadrant cards with celestial bodies.
    cell = rect.height() * 0.24
    gap = cell * 0.12
    left = rect.right() - 3 * cell - 2 * gap - rect.width() * 0.07
    top = rect.center().y() - (3 * cell + 2 * gap) / 2
    for index in range(9):
        r, c = divmod(index, 3)
        card = QRectF(left + c * (cell + gap), top + r * (cell + gap), cell, cell)
        painter.setPen(QPen(QColor("#b9a77a"), 1))
        painter.setBrush(QColor("#f3ead2"))
        painter.drawRoundedRect(card, 4, 4)
        colours = [COPERNICO_BODIES[(index + k * 2) % 5] for k in range(1 + index % 3)]
        for k, colour in enumerate(colours):
            painter.setPen(QPen(QColor("#222222"), 0.8))
            painter.setBrush(QColor(colour))
            offset = (k - (len(colours) - 1) / 2) * cell * 0.28
            centre = QPointF(card.center().x() + offset, card.center().y())
            painter.drawEllipse(centre, cell * 0.12, cell * 0.12)


def _cover_copycat(painter: QPainter, rect: QRectF) -> None:
    """A campaign: a fan of action cards in front of a stars-and-stripes banner."""
    back = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    back.setColorAt(0, QColor("#16335c"))
    back.setColorAt(1, QColor("#0c1d36"))
    painter.fillRect(rect, back)
    painter.setPen(Qt.PenStyle.NoPen)
    stripe = rect.height() / 9
    for i in range(0, 9, 2):
        painter.setBrush(QColor(213, 94, 0, 60))
        painter.drawRect(QRectF(rect.center().x(), rect.top() + i * stripe, rect.width() / 2, stripe))
    rng = Rng(1789)
    painter.setBrush(QColor(255, 255, 255, 170))
    for _ in range(18):
        x = rect.left() + rng.below(int(rect.width() * 0.45))
        y = rect.top() + rng.below(int(rect.height()))
        painter.drawPath(theme.shape_path("star", QRectF(x, y, 9, 9)))
    card_h = rect.height() * 0.72
    card_w = card_h * 63 / 88
    pivot = QPointF(rect.left() + rect.width() * 0.62, rect.bottom() + card_h * 0.55)
    colours = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7")
    for i, colour in enumerate(colours):
        painter.save()
        painter.translate(pivot)
        painter.rotate(-24 + i * 12)
        card = QRectF(-card_w / 2, -card_h * 1.5, card_w, card_h)
        painter.setPen(QPen(QColor("#3a3a3a"), 1))
        painter.setBrush(QColor("#f6f0e1"))
        painter.drawRoundedRect(card, 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(card.adjusted(5, 5, -5, -card_h * 0.55), 4, 4)
        shape = theme.SHAPES[i]
        painter.setBrush(QColor("#1d1d1d"))
        mark = QRectF(card.center().x() - 8, card.center().y() + 4, 16, 16)
        painter.drawPath(theme.shape_path(shape, mark))
        painter.restore()


def _cover_councils(painter: QPainter, rect: QRectF) -> None:
    """A city at dusk with council buildings and a row of employee meeples."""
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#f2b46b"))
    sky.setColorAt(0.7, QColor("#b8606a"))
    sky.setColorAt(1, QColor("#5a3550"))
    painter.fillRect(rect, sky)
    rng = Rng(1250)
    painter.setPen(Qt.PenStyle.NoPen)
    x = rect.left()
    while x < rect.right():
        w = rect.width() * (0.06 + rng.below(6) / 100)
        h = rect.height() * (0.25 + rng.below(40) / 100)
        painter.setBrush(QColor("#2b2233"))
        painter.drawRect(QRectF(x, rect.bottom() - h, w, h))
        painter.setBrush(QColor(255, 220, 140, 160))
        for wy in range(int(h // 14) - 1):
            if rng.below(3):
                painter.drawRect(QRectF(x + w * 0.3, rect.bottom() - h + 8 + wy * 14, w * 0.4, 5))
        x += w + 3
    # A council hall with columns in the middle.
    hall = QRectF(rect.center().x() - rect.width() * 0.14, rect.bottom() - rect.height() * 0.5,
                  rect.width() * 0.28, rect.height() * 0.5)
    painter.setBrush(QColor("#e9dfc8"))
    roof = QPainterPath()
    roof.moveTo(hall.left() - 8, hall.top())
    roof.lineTo(hall.center().x(), hall.top() - rect.height() * 0.14)
    roof.lineTo(hall.right() + 8, hall.top())
    roof.closeSubpath()
    painter.drawPath(roof)
    painter.drawRect(hall)
    painter.setBrush(QColor("#bfb192"))
    for i in range(5):
        cx = hall.left() + hall.width() * (0.1 + i * 0.2)
        painter.drawRect(QRectF(cx - 3, hall.top() + 6, 6, hall.height() - 10))
    # Employees waiting to be placed.
    for i, style in enumerate(theme.OKABE_ITO[:5]):
        cx = rect.left() + rect.width() * 0.08 + i * 26
        meeple = QPainterPath()
        base = rect.bottom() - 8
        meeple.addEllipse(QPointF(cx, base - 24), 6, 6)
        meeple.addRoundedRect(QRectF(cx - 9, base - 18, 18, 18), 5, 5)
        painter.setPen(QPen(QColor("#111111"), 1.2))
        painter.setBrush(QColor(style.colour))
        painter.drawPath(meeple.simplified())
        painter.setPen(Qt.PenStyle.NoPen)


def _cover_campaign_trail(painter: QPainter, rect: QRectF) -> None:
    night = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    night.setColorAt(0, QColor("#16253f"))
    night.setColorAt(1, QColor("#0a1322"))
    painter.fillRect(rect, night)
    map_h = rect.height() * 0.64
    map_w = map_h * 1.85
    origin = QPointF(rect.left() + rect.width() * 0.05, rect.top() + rect.height() * 0.08)
    outline = QPainterPath()
    outline.moveTo(origin.x() + US_OUTLINE[0][0] * map_w, origin.y() + US_OUTLINE[0][1] * map_h)
    for x, y in US_OUTLINE[1:]:
        outline.lineTo(origin.x() + x * map_w, origin.y() + y * map_h)
    outline.closeSubpath()
    split = QLinearGradient(origin, QPointF(origin.x() + map_w, origin.y()))
    split.setColorAt(0.47, QColor("#0072B2"))
    split.setColorAt(0.53, QColor("#D55E00"))
    painter.setPen(QPen(QColor(255, 255, 255, 190), 1.2))
    painter.setBrush(QBrush(split))
    painter.drawPath(outline)
    side = map_h * 0.16
    painter.setPen(QPen(QColor("#1B1F23"), 0.8))
    painter.setBrush(QColor("#f4efe2"))
    for x, y in CT_BADGES:
        badge = QRectF(origin.x() + x * map_w - side / 2, origin.y() + y * map_h, side, side * 0.8)
        painter.drawRoundedRect(badge, 2, 2)
    painter.setPen(QPen(QColor("#1d1d1d"), 0.8))
    painter.setBrush(QColor("#FFD166"))
    star = QRectF(origin.x() + 0.20 * map_w, origin.y() + 0.40 * map_h, side * 1.1, side * 1.1)
    painter.drawPath(theme.shape_path("star", star))
    right = rect.right() - rect.width() * 0.05
    room = right - (origin.x() + map_w + rect.width() * 0.04)
    card_w = min(rect.height() * 0.7 * 0.72, room / 2.1)
    card_h = card_w / 0.72
    hand_left = right - card_w * 2.1
    bar_w = max(map_w, hand_left - origin.x() - rect.width() * 0.05)
    bar = QRectF(origin.x(), rect.bottom() - rect.height() * 0.15, bar_w, rect.height() * 0.07)
    painter.fillRect(QRectF(bar.left(), bar.top(), bar.width() * 0.46, bar.height()), QColor("#0072B2"))
    painter.fillRect(QRectF(bar.left() + bar.width() * 0.54, bar.top(), bar.width() * 0.46, bar.height()),
                     QColor("#D55E00"))
    painter.fillRect(QRectF(bar.center().x() - 1, bar.top() - 3, 2, bar.height() + 6), QColor("#FFD166"))
    for i in range(3):
        top = rect.center().y() - card_h / 2 + card_h * (0.12 - i * 0.07)
        card = QRectF(right - card_w - (2 - i) * card_w * 0.55, top, card_w, card_h)
        painter.setPen(QPen(QColor("#3a3a3a"), 1))
        painter.setBrush(QColor("#f6f0e1"))
        painter.drawRoundedRect(card, 5, 5)
        box_h = (card_h - 14) / 3.6
        painter.setPen(QPen(QColor("#8C8068"), 0.8))
        for k, tint in enumerate(CT_BOXES):
            painter.setBrush(QColor(tint))
            box = QRectF(card.left() + 4, card.top() + 10 + k * (box_h + 3), card_w - 8, box_h)
            painter.drawRoundedRect(box, 3, 3)


def _cover_generic(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    rng = Rng(sum(ord(ch) for ch in game.id))
    base = QColor(theme.OKABE_ITO[rng.below(len(theme.OKABE_ITO))].colour)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, base.darker(160))
    gradient.setColorAt(1, base.darker(260))
    painter.fillRect(rect, gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(14):
        w = 20 + rng.below(50)
        painter.setBrush(QColor(255, 255, 255, 18 + rng.below(30)))
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        painter.drawRoundedRect(QRectF(x, y, w * 0.72, w), 4, 4)
    font = QFont(painter.font())
    font.setPixelSize(int(rect.height() * 0.45))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 200))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, scene_registry.game_title(game)[:1])
