"""Issue 13 (no stall when a turn lights its targets): a target's glow is drawn once per size and fraction
of a pixel and copied after, looking as if painted directly. Counts and pixels, never a time."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.ui import table_paint  # noqa: E402


def _image(scale: float, draw) -> QImage:
    image = QImage(240, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#2E5E3E"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    draw(painter)
    painter.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(worst, abs(ca.red() - cb.red()), abs(ca.green() - cb.green()),
                        abs(ca.blue() - cb.blue()))
    return worst


@pytest.mark.usefixtures("qtbot")  # a QApplication for the pixmaps
@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("strong", [False, True])
def test_a_glow_is_drawn_once_and_looks_as_if_painted_directly(scale, strong):
    rect = QRectF(20.37, 24.61, 91.3, 137.2)
    glows = table_paint._GLOWS
    glows.clear()
    before = glows.drawn
    copied = _image(scale, lambda p: table_paint.paint_glow(p, rect, 6.0, strong))
    assert glows.drawn == before + 1
    again = _image(scale, lambda p: table_paint.paint_glow(p, rect, 6.0, strong))
    assert glows.drawn == before + 1 and again == copied  # the second target of this size and place: a copy
    direct = _image(scale, lambda p: table_paint._draw_glow(p, rect, 6.0, strong, 235, 70))
    assert _largest_difference(copied, direct) <= 2  # translucent rings composed apart: rounding only
