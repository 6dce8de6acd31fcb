"""A still picture copied at whole device pixels (ui/exact_pictures.py, an empty place of table_places.py)
lands where its item lies when the view is painted with its window, not only when it is painted alone.

A widget painted with its window (on screen, or in a grab of the window) is painted into the window's
picture at its place in the window; the painter's device transform counts that place in. A copy placed by
the device position alone landed that far again: Campaign Trail's hand cards, copied so when nothing is
drawn over them, lay 84 pixels (the status bar above the table) below their place at 1280 x 800, their
last boxes under the window's edge, while clicks still went to where the cards lie. Pixels only."""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget  # noqa: E402

from desktop_app.ui import table_places  # noqa: E402
from desktop_app.ui.exact_pictures import ExactPictures  # noqa: E402

VIEW_AT = QPoint(30, 50)  # the view's place in its window (the main window's table: under the status bar)
VIEW_SIZE = (300, 200)


class _Copied(QGraphicsItem):
    """A card face through ExactPictures and an empty place beside it, with no cache of its own: both are
    copied straight onto the view, as a Campaign Trail hand card with nothing over its face is."""

    def __init__(self) -> None:
        super().__init__()
        self.pictures = ExactPictures()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 130, 90)

    def paint(self, p: QPainter, option, widget=None) -> None:
        self.pictures.paint(p, "face", QRectF(0, 0, 64, 90), self._face)
        table_places.paint_empty_place(p, QRectF(72, 6, 50, 70), 5, QColor(255, 255, 255, 120), 1.5,
                                       QColor(0, 0, 0, 40))

    @staticmethod
    def _face(p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#3A2A1A"))
        p.setBrush(QColor("#F3E9D2"))
        p.drawRoundedRect(QRectF(2, 2, 60, 86), 6, 6)
        p.fillRect(QRectF(8, 60, 48, 22), QColor("#C8553D"))


def window_with(qtbot, item: QGraphicsItem) -> tuple[QWidget, QGraphicsView]:
    """A window with a view of ``item`` (on an opaque felt) at VIEW_AT in it."""
    window = QWidget()
    window.resize(VIEW_AT.x() + VIEW_SIZE[0] + 40, VIEW_AT.y() + VIEW_SIZE[1] + 30)
    scene = QGraphicsScene(0, 0, *VIEW_SIZE)
    scene.setBackgroundBrush(QColor("#2E5E3E"))  # opaque, as the felt: a copy's every pixel shows
    item.setPos(20.3, 14.6)  # between pixels, as a hand row may place a card
    scene.addItem(item)
    view = QGraphicsView(scene, window)
    view.table = scene  # kept alive with the view
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setGeometry(VIEW_AT.x(), VIEW_AT.y(), *VIEW_SIZE)
    qtbot.addWidget(window)
    window.show()
    return window, view


def _render(widget: QWidget, ratio: float) -> QImage:
    """``widget`` painted whole, with its children, at ``ratio`` device pixels to a unit."""
    image = QImage(round(widget.width() * ratio), round(widget.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    widget.render(image)
    return image


def assert_copied_in_place(qtbot, item: QGraphicsItem, ratio: float, drawn: Callable[[], int]) -> None:
    """The view of ``item`` painted with its window (the view at its place in it) shows what the view
    painted by itself (at the device's corner) shows, at ``ratio`` device pixels to a unit; ``drawn``
    counts the item's pictures: a copy was made, the item did not paint in place."""
    window, view = window_with(qtbot, item)
    alone = _render(view.viewport(), ratio)
    whole = _render(window, ratio)
    at = QRect(round(VIEW_AT.x() * ratio), round(VIEW_AT.y() * ratio), alone.width(), alone.height())
    seen = whole.copy(at)
    seen.setDevicePixelRatio(ratio)
    assert drawn() >= 1
    assert seen == alone


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_copied_picture_lies_where_its_item_lies_when_the_window_is_painted(qtbot, ratio):
    item = _Copied()
    assert_copied_in_place(qtbot, item, ratio, lambda: item.pictures.drawn)


def test_the_grab_of_the_window_shows_the_view_as_the_view_shows_itself(qtbot):
    window, view = window_with(qtbot, _Copied())
    alone = view.viewport().grab().toImage()
    seen = window.grab().toImage().copy(QRect(VIEW_AT, alone.size())).convertToFormat(alone.format())
    assert seen == alone
