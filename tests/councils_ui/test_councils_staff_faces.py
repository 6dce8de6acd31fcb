"""Issue 13 (no stall at a round change): employees coming and going on a city card draw the worker
spaces over the card's face picture, not the whole face again. Counts and pixels, never a time."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.games.councils.data import HALL, load_data  # noqa: E402
from desktop_app.games.councils.scene import art  # noqa: E402
from desktop_app.ui import picture_cache, theme  # noqa: E402


def _card_with_spaces() -> str:
    return next(card for card, info in load_data().cards.items() if card != HALL and info.workers >= 2)


def _draw(card: str, h: float, staff) -> QImage:
    image = QImage(260, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#335533"))
    painter = QPainter(image)
    art.paint_card(painter, QRectF(10.3, 12.6, art.card_width(h), h), card, staff=staff, show_cost=False)
    painter.end()
    return image


@pytest.mark.usefixtures("qtbot")  # a QApplication for the pixmaps
def test_employees_coming_and_going_do_not_draw_the_face_again(monkeypatch):
    card = _card_with_spaces()
    faces = [0]
    face = art._paint_face

    def counted(*args, **kwargs) -> None:
        faces[0] += 1
        face(*args, **kwargs)

    monkeypatch.setattr(art, "_paint_face", counted)
    kinds = [0]
    kind = art._face_kind

    def kind_counted(*args, **kwargs):
        kinds[0] += 1
        return kind(*args, **kwargs)

    monkeypatch.setattr(art, "_face_kind", kind_counted)
    style = theme.OKABE_ITO[1]
    for h in (56.0, 81.0, 160.0):  # the small, mid-sized and full faces
        picture_cache.clear()
        art._FIGURE_SIZES.clear()
        faces[0] = kinds[0] = 0
        empty = _draw(card, h, None)
        one = _draw(card, h, (style, 1))
        two = _draw(card, h, (style, 2))
        assert faces[0] == 1, h  # the face once; the employees over it
        assert kinds[0] == 2, h  # the face's layout for its picture, and once for the figures' size
        assert empty != one and one != two  # each employee is there to see
        assert _draw(card, h, None) == empty  # and gone again when they leave


@pytest.mark.usefixtures("qtbot")
def test_an_employee_figure_is_made_once_per_size_and_moved_into_place(monkeypatch):
    made = [0]
    make = art._meeple_at_origin

    def counted(w: float, h: float):
        made[0] += 1
        return make(w, h)

    monkeypatch.setattr(art, "_meeple_at_origin", counted)
    art._MEEPLES.clear()
    paths = [art.meeple_path(QRectF(12.5 + 20 * k, 7.25 * k, 16.0, 20.0)) for k in range(8)]
    assert made[0] == 1  # one union of head and body for all eight
    for k, path in enumerate(paths):  # each stands in its own rect, as one made there would
        here = make(16.0, 20.0).translated(12.5 + 20 * k, 7.25 * k).boundingRect()
        box = path.boundingRect()
        assert abs(box.left() - here.left()) < 1e-6 and abs(box.top() - here.top()) < 1e-6
        assert abs(box.width() - here.width()) < 1e-6 and abs(box.height() - here.height()) < 1e-6
    art.meeple_path(QRectF(0, 0, 12.0, 15.0))
    assert made[0] == 2  # another size: another figure


@pytest.mark.usefixtures("qtbot")
def test_a_type_symbol_is_made_once_per_kind_and_size_and_moved_into_place(monkeypatch):
    from desktop_app.games.councils.scene import symbols

    made: list[str] = []
    make = symbols._symbol_in

    def counted(kind: str, rect: QRectF):
        made.append(kind)
        return make(kind, rect)

    monkeypatch.setattr(symbols, "_symbol_in", counted)
    symbols._SYMBOLS.clear()
    for kind in ("TRA", "FIN", "DEV"):
        for k in range(5):
            rect = QRectF(3.5 + 30 * k, 11.25 + 4 * k, 22.0, 22.0)
            box = symbols.symbol_path(kind, rect).boundingRect()
            here = make(kind, rect).boundingRect()  # as one made in its place
            assert abs(box.left() - here.left()) < 1e-6 and abs(box.top() - here.top()) < 1e-6
            assert abs(box.width() - here.width()) < 1e-6 and abs(box.height() - here.height()) < 1e-6
    assert made == ["TRA", "FIN", "DEV"]  # once per kind at this size, however many cards show it
