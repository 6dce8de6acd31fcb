"""Councils & Contracts city cards keep every building's name whole (issue 15: at 1280x800 with the
docks open a city of six columns has cards about 71 px high, where Shopping Arcade, Bank Headquarters,
Research Institute, Town Administration and Stock Exchange need three lines and were cut).

Every card of the data is painted at each city size from the smallest mid-sized face up, with
``table_text.ELIDED`` listing whatever the painters had to cut; the sizes of the 1280x800 city must
show every name (no card falls back to the nameless small face there)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.councils.data import HALL, load_data  # noqa: E402
from desktop_app.games.councils.scene import art, texts  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402


def _cut_names(heights: range, show_cost: bool = False) -> list[tuple[float, str]]:
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    cut: list[tuple[float, str]] = []
    try:
        for h in heights:
            for card in load_data().cards:
                table_text.ELIDED = []
                # staff=None and no costs: a built card as the city shows it (with costs: the display's)
                art.paint_card(painter, QRectF(4, 4, art.card_width(h), h), card, show_cost=show_cost)
                cut += [(h, text) for text in table_text.ELIDED]
    finally:
        table_text.ELIDED = None
        painter.end()
    return cut


def test_no_city_card_name_is_cut_at_any_city_size(qtbot):
    """From the smallest mid-sized face (62 px) to the display's size no city card cuts its name."""
    assert _cut_names(range(62, 124, 2)) == []


def test_no_display_card_name_is_cut_from_the_replays_size_up(qtbot):
    """The display's cards are 81 px tall in the replay at 1366x768 (94.5 at 1280x800): Bank
    Headquarters, Town Administration and Administrative Court need three lines there and were cut; they
    set the name below the costs and the symbol and points beside the figures at the foot."""
    assert _cut_names(range(81, 123), show_cost=True) == []


@pytest.mark.parametrize("height", [70.0, 71.0, 75.0])
def test_the_1280x800_city_shows_every_name_whole(qtbot, height):
    """At the 1280x800 city's sizes (six columns: about 71 px; the replay window's city alike) each card
    sets its name whole, on the mid-sized face or the tight one, never the nameless small face."""
    rect = QRectF(0, 0, art.card_width(height), height)
    nameless = [texts.card_name(card) for card in load_data().cards if card != HALL
                and not art._medium_name_fits(rect, card) and art._tight_parts(rect, card) is None]
    assert nameless == []
    assert _cut_names(range(int(height), int(height) + 1)) == []


def _vp_label_overlaps(heights: range, show_cost: bool) -> list[tuple[float, str, str]]:
    """Every card painted at each height; where the points ("10 VP", or the number on its medal) are
    drawn over the type symbol, (height, card, what was painted)."""
    from desktop_app.ui import picture_cache
    from desktop_app.ui.table_text import text_width

    image = QImage(160, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    symbols: list[QRectF] = []
    texts_painted: list[tuple[QRectF, str, float, bool, object]] = []
    real_symbol, real_text = art.paint_symbol, art.paint_text

    def symbol(p, kind, rect, *args, **kwargs):
        symbols.append(QRectF(rect))
        real_symbol(p, kind, rect, *args, **kwargs)

    def text(p, rect, words, px, *args, **kwargs):
        texts_painted.append((QRectF(rect), words, px, kwargs.get("bold", False), kwargs.get("align")))
        real_text(p, rect, words, px, *args, **kwargs)

    art.paint_symbol, art.paint_text = symbol, text
    overlaps = []
    try:
        picture_cache.clear()
        for h in heights:
            for card, info in load_data().cards.items():
                if card == HALL:
                    continue
                symbols.clear()
                texts_painted.clear()
                art.paint_card(painter, QRectF(4, 4, art.card_width(h), h), card, show_cost=show_cost)
                for rect, words, px, bold, align in texts_painted:
                    if words == f"{info.vp} VP" and align == art.RIGHT:
                        width = text_width(words, px, bold)
                        drawn = QRectF(rect.right() - width, rect.top(), width, rect.height())
                    elif words == str(info.vp) and align is None:  # the number on its medal, centred
                        drawn = rect
                    else:
                        continue
                    if any(drawn.intersects(sym) for sym in symbols):
                        overlaps.append((h, texts.card_name(card), words))
    finally:
        art.paint_symbol, art.paint_text = real_symbol, real_text
        picture_cache.clear()
        painter.end()
    return overlaps


@pytest.mark.parametrize("show_cost", [False, True])
def test_no_cards_points_run_into_its_type_symbol_at_any_size(qtbot, show_cost):
    """Issue 15 (nothing overlaps text): on a narrow mid-sized or tight face "10 VP" was set right-aligned
    over the type symbol at the band's left ("l0 VP"). Every card of the data at every size from 62 to
    122 px, in the city (points in the band) and in the display (costs in the band, points below): the
    points clear the symbol, as words where they fit, else as the number on a small VP medal."""
    overlaps = _vp_label_overlaps(range(62, 124, 2), show_cost)
    assert overlaps == [], f"{len(overlaps)} overlaps, e.g. {overlaps[:5]}"
