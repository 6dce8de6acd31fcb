"""Issue 15 (no text cut off): a Hypothesis card's name on a narrow card. The opponents' cards at five
seats are about 48 px wide at 1366x768: "Corners" in bold between the card's paddings ran out at both
edges, cut by the card (no painter shortened it, so no elision list caught it). The name takes the
card's width, in bold or regular, else two lines broken at a syllable ("Cres-cent")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copernico.data import load_data  # noqa: E402
from desktop_app.games.copernico.scene import art, texts  # noqa: E402
from desktop_app.ui.table_text import text_width  # noqa: E402


@pytest.mark.parametrize("height", range(60, 142, 4))
def test_every_hypothesis_name_lies_whole_on_its_card(qtbot, monkeypatch, height):
    painted: list[tuple[QRectF, str, float, bool]] = []
    real = art.paint_text

    def recording(p, rect, text, px, *args, **kwargs):
        painted.append((QRectF(rect), text, px, kwargs.get("bold", False)))
        real(p, rect, text, px, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", recording)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    rect = QRectF(2, 2, height * art.CARD_RATIO, height)
    try:
        for hid, hyp in load_data().hypotheses.items():
            name = texts.hypothesis_name(hid)
            painted.clear()
            art.paint_hypothesis(painter, rect, hyp.positions, hyp.colour, name, "caption")
            title = [(r, t, px, bold) for r, t, px, bold in painted if t.replace("-\n", "") == name]
            assert title, f"{name} was not painted"
            r, t, px, bold = title[0]
            assert r.left() >= rect.left() and r.right() <= rect.right(), name
            for line in t.split("\n"):
                assert text_width(line, px, bold) <= r.width() + 0.5, f"{line!r} of {name} cut at {height} px"
            assert px >= 11
    finally:
        painter.end()
