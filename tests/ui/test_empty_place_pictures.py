"""An empty place (ui/table_places.py: a dashed rounded outline over a faint fill) is rasterised once per
size, colours, scale and fraction of a pixel and copied after (issue 13: the costliest drawing of a Copycat
round change). The copies must look exactly as painting the place there does, on any background, at any
fraction of a pixel, scale and pixel ratio. Counts and pixels only."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.ui import table_places  # noqa: E402

PLACES = [  # (rect, radius, edge, width, fill) as the tables paint them
    (QRectF(10.0, 12.0, 63.0, 88.0), 5, QColor(255, 255, 255, 80), 1.3, QColor(0, 0, 0, 30)),
    (QRectF(80.37, 8.62, 51.5, 40.25), 6, QColor(107, 90, 59, 150), 1.2, QColor(107, 90, 59, 28)),
    (QRectF(20.5, 104.25, 90.0, 30.0), 4, QColor(255, 255, 255, 70), 1.0, QColor(0, 0, 0, 30)),
]


@pytest.fixture(autouse=True)
def _app(qtbot):
    assert QApplication.instance() is not None


def _image(ratio: float) -> QImage:
    image = QImage(int(160 * ratio), int(150 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    grad = QLinearGradient(0, 0, 160, 150)  # a background of every shade, some of it see-through
    grad.setColorAt(0.0, QColor(30, 90, 50))
    grad.setColorAt(0.6, QColor(220, 200, 160, 200))
    grad.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.fillRect(QRectF(0, 0, 160, 150), grad)
    painter.end()
    return image


def _paint(image: QImage, transform: QTransform, cached: bool, times: int = 1) -> None:
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(transform)
    for _ in range(times):
        for rect, radius, edge, width, fill in PLACES:
            if cached:
                table_places.paint_empty_place(painter, rect, radius, edge, width, fill)
            else:
                table_places._paint(painter, rect, radius, edge, width, fill)
    painter.end()


@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("transform", [
    QTransform(), QTransform.fromTranslate(0.3, 0.71), QTransform(0.93, 0, 0, 0.93, 1.25, 0.5),
    QTransform(1.25, 0, 0, 1.25, -3.4, 2.2),
])
def test_a_copied_place_is_the_painted_one_to_the_last_bit(ratio, transform):
    painted, copied = _image(ratio), _image(ratio)
    _paint(painted, transform, cached=False)
    _paint(copied, transform, cached=True)
    assert copied == painted


def test_each_place_is_drawn_once_then_copied():
    table_places._pictures.clear()
    before = table_places.drawn
    image = _image(1.0)
    _paint(image, QTransform.fromTranslate(0.125, 0.0), cached=True, times=5)
    wide = len(PLACES) - 1  # the last outline is a pixel wide: painted each time (Qt's thin lines)
    assert table_places.drawn - before == wide
    _paint(image, QTransform.fromTranslate(0.5, 0.0), cached=True)  # another fraction of a pixel: new
    assert table_places.drawn - before == 2 * wide
    _paint(_image(2.0), QTransform.fromTranslate(0.5, 0.0), cached=True)  # two device pixels wide: copied
    assert table_places.drawn - before == 3 * wide + 1


def test_a_turned_or_see_through_painter_paints_the_place_itself():
    table_places._pictures.clear()
    before = table_places.drawn
    image = _image(1.0)
    turned = QTransform()
    turned.rotate(10)
    _paint(image, turned, cached=True)
    painter = QPainter(image)
    painter.setOpacity(0.5)
    table_places.paint_empty_place(painter, *PLACES[0])
    painter.end()
    assert table_places.drawn == before and not table_places._pictures


def test_a_place_reaching_past_the_device_is_painted_there_as_before():
    table_places._pictures.clear()
    before = table_places.drawn
    shifted = QTransform.fromTranslate(0.0, 55.25)  # the first and last places reach past the foot
    painted, copied = _image(1.0), _image(1.0)
    _paint(painted, shifted, cached=False)
    _paint(copied, shifted, cached=True)
    assert copied == painted
    assert table_places.drawn - before == 1  # only the second lies wholly on the image
