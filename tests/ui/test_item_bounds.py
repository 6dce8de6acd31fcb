"""Issue 13 (GUI-thread work per move): Qt asks every item in a repainted region for its bounding
rectangle, a few hundred calls a move from C++ into Python. The table's boxes and figures keep theirs
until their size (or a box's margin) changes. Structural facts, never times."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from desktop_app.games.councils.scene.items import CardItem, MeepleItem
from desktop_app.ui import theme
from desktop_app.ui.table_boxes import LabelItem


def test_a_box_keeps_its_bounding_rectangle_until_its_size_or_margin_changes(qtbot):
    box = LabelItem(12.0)
    box.set_rect(QRectF(10.5, 20.25, 120, 30))
    first = box.boundingRect()
    assert first == QRectF(-10, -10, 140, 50)
    box.set_rect(QRectF(40, 60, 120, 30))  # moved, same size
    assert box.boundingRect() is first
    box.set_rect(QRectF(40, 60, 150, 30))
    assert box.boundingRect() == QRectF(-10, -10, 170, 50)
    box.margin = lambda: 4.0  # type: ignore[method-assign]  # a box whose margin follows its state
    assert box.boundingRect() == QRectF(-4, -4, 158, 38)


def test_a_figure_and_a_card_keep_theirs_until_their_height_changes(qtbot):
    meeple = MeepleItem(0, 0, theme.player_style(0), 20.0)
    card = CardItem("B14", 100.0)
    kept = meeple.boundingRect(), card.boundingRect()
    assert meeple.boundingRect() is kept[0] and card.boundingRect() is kept[1]
    meeple.set_size_value(24.0)
    card.set_size_value(80.0)
    left, top, right, bottom = MeepleItem.MARGIN
    assert meeple.boundingRect() == meeple.figure_rect().adjusted(-left, -top, right, bottom)
    assert card.boundingRect() == card.card_rect().adjusted(-CardItem.PAD, -CardItem.PAD - 16, CardItem.PAD,
                                                            CardItem.PAD)
    assert meeple.boundingRect().height() > kept[0].height()
    assert card.boundingRect().height() < kept[1].height()
