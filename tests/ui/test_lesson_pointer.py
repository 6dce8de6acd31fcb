"""The guided first game's pointer (ui/pointing.py): it marks the piece and the place without covering the
piece itself, lets every click through to the table, and finds the button a click of which sends a given
move (issue 15, "Guided first game")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import partial  # noqa: E402

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene  # noqa: E402

from desktop_app.games.copycat.actions import EndTurn, Pass  # noqa: E402
from desktop_app.ui.pointing import LessonPointer, clickable_rect  # noqa: E402
from desktop_app.ui.table_items import ButtonItem  # noqa: E402

PIECE = QRectF(100, 500, 80, 110)
PLACE = QRectF(700, 120, 120, 90)


def _render(pointer: LessonPointer) -> QImage:
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(pointer.pos())
    pointer.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def _painted(image: QImage, rect: QRectF) -> int:
    count = 0
    for x in range(int(rect.left()), int(rect.right()) + 1, 2):
        for y in range(int(rect.top()), int(rect.bottom()) + 1, 2):
            if QColor(image.pixelColor(x, y)).alpha() > 0:
                count += 1
    return count


def test_the_marks_surround_the_piece_and_the_place_without_covering_the_piece(qtbot):
    pointer = LessonPointer()
    pointer.set_marks([(PIECE, PLACE)])
    image = _render(pointer)
    assert _painted(image, PIECE.adjusted(1, 1, -1, -1)) == 0  # the piece shows through untouched
    assert _painted(image, QRectF(PIECE.left() - 9, PIECE.top(), 3, PIECE.height())) > 0  # its ring
    assert _painted(image, QRectF(PLACE.right() + 5, PLACE.top(), 3, PLACE.height())) > 0  # the place's ring
    # the arrow runs between them: something is drawn half-way (within its upward bow)
    mid = (PIECE.center() + PLACE.center()) / 2
    assert _painted(image, QRectF(mid.x() - 80, mid.y() - 90, 160, 100)) > 0
    assert pointer.boundingRect().contains(PIECE) and pointer.boundingRect().contains(PLACE)


def test_the_pointer_takes_no_clicks(qtbot):
    pointer = LessonPointer()
    assert pointer.acceptedMouseButtons() == Qt.MouseButton.NoButton
    assert pointer.zValue() < 2000  # the refusal note stays above it


def test_a_click_mark_has_no_arrow(qtbot):
    pointer = LessonPointer()
    pointer.set_marks([(PIECE, None)])
    image = _render(pointer)
    assert _painted(image, PIECE.adjusted(1, 1, -1, -1)) == 0
    assert _painted(image, QRectF(300, 100, 900, 300)) == 0


def test_the_button_that_sends_a_move_is_found_by_its_click(qtbot):
    scene = QGraphicsScene()
    sent: list = []
    end, other = ButtonItem("End turn"), ButtonItem("Pass")
    rows = ((end, EndTurn(), QRectF(10, 10, 80, 30)), (other, Pass(), QRectF(100, 10, 80, 30)))
    for button, action, rect in rows:
        scene.addItem(button)
        button.set_rect(rect)
        button.set_enabled(True, partial(sent.append, action))
    assert clickable_rect(scene, EndTurn()) == end.scene_rect()
    assert clickable_rect(scene, Pass()) == other.scene_rect()
    other.hide()
    assert clickable_rect(scene, Pass()) is None
