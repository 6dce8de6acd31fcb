"""Issue 13: a card draws its own picture again whenever it moves to another fraction of a pixel or size
(a display card taken, the city growing), and the dashed outlines of its empty worker spaces were most of
that. They are the same on every card of a size: drawn once and copied. Counted, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.games.councils.data import HALL, load_data  # noqa: E402
from desktop_app.games.councils.scene import art  # noqa: E402
from desktop_app.ui import picture_cache, theme  # noqa: E402


def _cards_with_spaces(least: int) -> list[str]:
    return [card for card, info in load_data().cards.items() if card != HALL and info.workers >= least]


def _draw(card: str, at: tuple[float, float], h: float, staff=None, show_cost: bool = True) -> QImage:
    image = QImage(260, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#335533"))
    painter = QPainter(image)
    rect = QRectF(at[0], at[1], art.card_width(h), h)
    art.paint_card(painter, rect, card, staff=staff, show_cost=show_cost)
    painter.end()
    return image


@pytest.mark.usefixtures("qtbot")  # a QApplication for the pictures
def test_empty_worker_spaces_are_drawn_once_per_size_and_count(monkeypatch) -> None:
    drawn: list[int] = []
    spaces = art._draw_spaces
    monkeypatch.setattr(art, "_draw_spaces", lambda p, slots: (drawn.append(len(slots)), spaces(p, slots)))
    picture_cache.clear()
    cards = _cards_with_spaces(1)
    places = [(10.0, 12.0), (10.3, 12.6), (41.7, 5.25), (3.5, 30.9)]
    for h in (81.0, 160.0):  # the mid-sized and the full faces
        # one picture for each count of spaces and figure size (a face whose name takes more room sets
        # smaller figures)
        rect = QRectF(0, 0, art.card_width(h), h)
        kinds = {(load_data().cards[card].workers, art._figure_size(rect, card, True, False))
                 for card in cards}
        drawn.clear()
        for card in cards:
            for at in places:
                _draw(card, at, h)
        assert len(drawn) == len(kinds) < len(cards), h  # before: every card at every place drew its own


@pytest.mark.usefixtures("qtbot")
def test_spaces_show_where_no_employee_stands() -> None:
    card = _cards_with_spaces(2)[0]
    style = theme.OKABE_ITO[1]
    picture_cache.clear()
    empty = _draw(card, (10.3, 12.6), 160.0, show_cost=False)
    one = _draw(card, (10.3, 12.6), 160.0, staff=(style, 1), show_cost=False)
    assert empty != one  # an employee stands on the first space
    picture_cache.clear()  # the same spaces drawn afresh look as the copied ones
    assert _draw(card, (10.3, 12.6), 160.0, show_cost=False) == empty
    assert _draw(card, (10.3, 12.6), 160.0, staff=(style, 1), show_cost=False) == one
