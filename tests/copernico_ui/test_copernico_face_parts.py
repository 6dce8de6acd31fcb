"""Issue 13 (a round change draws a dozen new faces): a Quadrant face's parts (paper, orbit, cost badge,
quality star, bodies) repeat from card to card, so at one card size each is drawn once for its place and
copied onto the next face that shows it. Counted and compared pixel by pixel, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.games.copernico.data import load_data  # noqa: E402
from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.ui.exact_pictures import ExactPictures  # noqa: E402
from desktop_app.ui.table_text import ensure_fonts  # noqa: E402

HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
         | QPainter.RenderHint.SmoothPixmapTransform)


def _face(card, h: float, scale: float = 1.0) -> QImage:
    w = art.card_width(h)
    image = QImage(int((w + 4) * scale), int((h + 4) * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    painter.scale(scale, scale)
    art._draw_quadrant(painter, QRectF(0.37, 0.61, w, h), card)  # at a fraction of a pixel, as a table has it
    painter.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb:
                worst = max(worst, *(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16, 24)))
    return worst


@pytest.mark.usefixtures("qtbot")  # a QApplication for the pictures
def test_the_faces_of_one_size_draw_each_body_once_for_its_place(monkeypatch) -> None:
    ensure_fonts()
    monkeypatch.setattr(art, "_PARTS", ExactPictures(keep=art.PARTS_KEPT))
    drawn = {"bodies": 0, "stars": 0}
    body, star = art.paint_body, art._draw_quality_star

    def counted_body(*args) -> None:
        drawn["bodies"] += 1
        body(*args)

    def counted_star(*args) -> None:
        drawn["stars"] += 1
        star(*args)

    monkeypatch.setattr(art, "paint_body", counted_body)
    monkeypatch.setattr(art, "_draw_quality_star", counted_star)
    cards = list(load_data().quadrants.values())
    shown = sum(len(card.colours) for card in cards)  # at least the picture's bodies, one a colour
    for h in (74.5, 141.5):  # a draft card's compact face, a hand card's full face
        drawn["bodies"] = drawn["stars"] = 0
        for card in cards:
            _face(card, h)
        assert 0 < drawn["bodies"] < shown / 3, (h, drawn, shown)  # before: every body of every face
        assert drawn["stars"] <= len({card.quality for card in cards})  # one star per quality
        drawn["bodies"] = 0
        for card in cards:  # the same faces again (another table's pictures): copied, none drawn
            _face(card, h)
        assert drawn["bodies"] == 0


@pytest.mark.usefixtures("qtbot")
def test_a_face_from_its_parts_pictures_looks_as_drawn_directly(monkeypatch) -> None:
    ensure_fonts()
    cards = list(load_data().quadrants.values())[:6]
    part = art._part
    for h, scale in ((47.3, 1.0), (74.5, 1.0), (141.5, 1.0), (118.0, 2.0)):
        for card in cards:
            monkeypatch.setattr(art, "_part", lambda p, key, box, paint: paint(p))
            direct = _face(card, h, scale)
            monkeypatch.setattr(art, "_part", part)
            _face(card, h, scale)  # the parts' pictures are made ...
            copied = _face(card, h, scale)  # ... and copied
            # the same pixels, but for rounding where a part's picture is laid over the paper
            assert _largest_difference(direct, copied) <= 2, (h, scale, card.id)
