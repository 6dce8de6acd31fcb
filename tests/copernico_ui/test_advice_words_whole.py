"""Issue 15: on the replay's smaller centre cards the German caption "Ratschlag" (Advice) ran past the card's
edges in bold at 11 px. An Advice card's words now take a smaller size, then the regular weight, and lie
whole on the card."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.ui.table_items import text_width  # noqa: E402


@pytest.mark.parametrize("height", [84.0, 100.0, 150.0])
@pytest.mark.parametrize(("caption", "name"), [("Advice", "yellow"), ("Ratschlag", "Gelb"),
                                               ("Consejo", "amarillo")])
def test_an_advice_cards_words_lie_whole_on_it(qapp, monkeypatch, height, caption, name):
    painted: list[tuple[str, float, bool]] = []
    real = art.paint_text

    def record(p, rect, text, px, colour, *, bold=False, **kwargs):
        painted.append((text, px, bold))
        real(p, rect, text, px, colour, bold=bold, **kwargs)

    monkeypatch.setattr(art, "paint_text", record)
    card = QRectF(0, 0, art.card_width(height), height)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        art.paint_advice_face(painter, card, "Y", caption, name)
    finally:
        painter.end()
    assert [text for text, _, _ in painted] == [caption, name]
    for text, px, bold in painted:
        assert text_width(text, px, bold) <= card.width() - 2, (text, px, bold)
