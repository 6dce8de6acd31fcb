"""Issue 15: in the narrow view (960x540 logical: the table laid out 920x569, drawn at 0.8) the hand beside
the Election Day panel is listed as strips whose box chips are the boxes' click targets. On the strip's
second line they were about 11 px tall on screen. The strip is one line now: each chip as tall as the strip
(at least 20 px on screen), its words on one or two lines, the number, state and icons at the left and the
"Play for no action" chip at the right; every word whole in English, German and Spanish."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402

from .test_ct_seat_hands import ED, _cut_words, _hand_cards, strip_turn  # noqa: E402
from .words_fixture import table_language  # noqa: E402

LEAST_ON_SCREEN = 20.0


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("players", [3, 5, 7, 8])
def test_every_strip_chip_is_a_target_at_least_20_px_on_screen(qtbot, players, language):
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=ED)
        cards = _hand_cards(scene)
        assert cards and all(card.strip_w for card in cards), "the hand is not listed as strips: test one"
        assert view.fit_scale < 1.0
        for none_live in (False, True):
            for card in cards:
                card.none_live = none_live
                rects = card.box_rects()
                assert ("none" in rects) == none_live
                face = card.card_rect()
                for box, rect in rects.items():
                    smaller = min(rect.width(), rect.height()) * view.fit_scale
                    assert smaller >= LEAST_ON_SCREEN, f"{card.card_id} {box}: {smaller:.1f} px on screen"
                    assert face.contains(rect), f"{card.card_id} {box} leaves its strip"
                    assert not any(rect.intersects(other) for b, other in rects.items() if b != box)
            assert _cut_words(cards) == [], f"{language}: a strip shortens a word"


def test_a_click_high_on_a_chip_plays_its_box(qtbot):
    """Where the strip's first line was (number, state, icons), a chip now runs up: a click there plays it."""
    t, action, card = strip_turn(qtbot)
    chip = card.box_rects()[action.box]
    t.click(card.mapToScene(QPointF(chip.center().x(), card.card_rect().top() + 3)))
    assert t.emitted == [action]
