"""Issue 15: Campaign Trail in a narrow view (a 1920x1080 screen at 2x: the table about 738x456 beside the
docks, laid out about 920x569 and drawn smaller). The hand row took 206 px and left the map 204 px (drawn
164 px tall); with three or four parties and Election Day the hand's full cards fanned under the panel
beside them. The row is compact now (160 px): its cards show a compact face, the whole card in a preview
on hover, and the map gets the height. At 1280x800 the full faces stay."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.campaign_trail.data import load_data  # noqa: E402
from desktop_app.games.campaign_trail.scene.cards import COMPACT_BELOW, PREVIEW_H, HandCard  # noqa: E402
from desktop_app.games.campaign_trail.scene.layout import compute_layout  # noqa: E402
from desktop_app.games.campaign_trail.scene.scene_map_texts import state_name  # noqa: E402
from desktop_app.ui.table_text import text_width  # noqa: E402
from tests.text_fit import items_shorten, recording_cuts, view_shortens  # noqa: E402

from .words_fixture import table_language  # noqa: E402

LOW = (920.0, 569.0)  # the table's layout size in the narrow view (738x456 drawn at 0.8)
WIDE = (1004.0, 716.0)  # the table beside the docks at 1280x800
LEAST_LOW_MAP_H = 240.0  # was 204 before the compact row
LEAST_WIDE_MAP_H = 300.0
MODULES = [{}, {"news": True}, {"election_day": True}, {"news": True, "election_day": True}]


def _parts(layout) -> dict[str, QRectF]:
    parts = {"bar": layout.bar, "map": layout.map, "ev": layout.ev, "decks": layout.decks,
             "hand": layout.hand}
    parts.update({f"board {k}": rect for k, rect in enumerate(layout.boards)})
    if layout.news is not None:
        parts["news"] = layout.news
    if layout.panel is not None:
        parts["panel"] = layout.panel
    return parts


@pytest.mark.parametrize("size", [LOW, WIDE])
@pytest.mark.parametrize("parties", [2, 3, 4])
@pytest.mark.parametrize("modules", MODULES)
def test_the_hand_the_map_and_the_panels_do_not_overlap(size, parties, modules):
    layout = compute_layout(*size, parties, modules.get("news", False), None,
                            modules.get("election_day", False))
    parts = _parts(layout)
    names = list(parts)
    for k, a in enumerate(names):
        for b in names[k + 1:]:
            assert not parts[a].intersects(parts[b]), f"{a} overlaps {b} at {size}, {parties} parties"
    least = LEAST_LOW_MAP_H if size == LOW else LEAST_WIDE_MAP_H
    assert layout.map.height() >= least, f"the map is {layout.map.height():.0f} px tall"
    assert layout.compact == (size == LOW)
    assert (layout.card_h < COMPACT_BELOW) == (size == LOW), "only the low table's cards are compact"
    if size == LOW:
        assert layout.hand.height() <= 160.0


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {"election_day": True}), (4, {"green_party": True}),
    (4, {"green_party": True, "election_day": True, "breaking_news": True})])
def test_a_narrow_views_hand_lies_in_its_row_whole_and_cuts_no_word(qtbot, players, options, language):
    """In the narrow view the hand's cards are compact, inside the hand row, clear of the map and of the
    Election Day panel, and nothing on the table is shortened (in each language); the map is drawn at
    least 190 px tall."""
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=options)
        shortened = view_shortens(view)
    layout = scene._layout
    assert layout.compact and view.fit_scale < 1.0
    assert layout.map.height() * view.fit_scale >= 190.0
    cards = [card for card in scene.hand.values() if card.isVisible()]
    assert cards, "no hand card shown"
    for card in cards:
        rect = card.scene_card_rect()
        assert card.compact or (card.strip_w and layout.panel is not None)  # strips beside the panel
        assert layout.hand.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), f"{card.card_id} leaves the row"
        assert not rect.intersects(layout.map)
        if layout.panel is not None:
            assert not rect.intersects(layout.panel), f"card {card.card_id} runs under the Election Day panel"
    assert shortened == [], f"{players} seats in {language}"


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_cards_compact_face_keeps_its_name_and_words_whole(qtbot, language):
    """Each action card's compact face (148 px tall, as in the narrow view's hand) shows its number and
    reference state uncut and every box's words without "…", in each language (also with the "Play for
    no action" strip, which makes the boxes lower)."""
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with table_language(language), recording_cuts() as cuts:
        for cid, card_data in load_data().cards.items():
            for none_live in (False, True):
                card = HandCard(cid, 148.0)
                card.none_live = none_live
                assert card.compact
                number, name, room = card.compact_name()
                assert number == f"#{card_data.no}"
                assert name in (card_data.ref_state, state_name(card_data.ref_state))
                assert text_width(name, 11) <= room.width(), f"card {card_data.no}: {name} is cut"
                card._paint_face(painter, card.card_rect(), 0.0, card.box_rects())
    painter.end()
    assert sorted(set(cuts)) == [], f"compact faces in {language} shorten words"


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_cards_face_as_the_table_draws_it_keeps_its_words(qtbot, language):
    """Each action card as the hand draws it (its face a picture made once, tests/text_fit draws it
    afresh): compact in the narrow view (148 px), full at the least full height any table gives (194 px)
    and at 1280x800 (206 px), with and without the "Play for no action" strip; nothing shortened."""
    cut = set()
    with table_language(language):
        for height in (148.0, 194.0, PREVIEW_H):
            for cid in load_data().cards:
                for none_live in (False, True):
                    card = HandCard(cid, height)
                    card.none_live = none_live
                    cut |= {(height, text) for text in items_shorten([card])}
    assert sorted(cut) == [], f"card faces in {language} shorten words"


def test_hovering_a_compact_card_shows_the_whole_card_above_it(qtbot):
    from tests.ui.test_text_fits_1280 import _table_in_view

    _view, scene = _table_in_view(qtbot, "campaign-trail", 2, 738, 456)
    card = next(card for card in scene.hand.values() if card.isVisible())
    preview = scene._preview
    assert not preview.isVisible()
    scene.item_hovered(card, True)
    assert preview.isVisible() and preview.card_id == card.card_id
    shown = preview.rect()
    assert shown.height() > card.card_rect().height() + 40, "the preview is no larger than the card"
    assert shown.bottom() <= card.scene_card_rect().top(), "the preview covers the card it shows"
    assert scene.sceneRect().contains(shown)
    assert not preview.face(card.card_id, shown.height()).compact, "the preview shows the full face"
    scene.item_hovered(card, False)
    assert not preview.isVisible()


def test_a_full_hand_at_1280x800_shows_no_preview(qtbot):
    from tests.ui.test_text_fits_1280 import _table_in_view

    _view, scene = _table_in_view(qtbot, "campaign-trail", 2, 1004, 716)
    card = next(card for card in scene.hand.values() if card.isVisible())
    assert not card.compact and not scene._layout.compact
    scene.item_hovered(card, True)
    assert not scene._preview.isVisible()


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize(("players", "options"), [(5, {}), (7, {"election_day": True})])
def test_a_seat_with_two_hands_keeps_narrow_tabs_beside_a_compact_hand(qtbot, players, options, language):
    """At 5 and 7 seats the viewer runs both candidates of a party: beside a compact hand the tabs hold
    their label over the count (the candidate named in the tooltip and on the party board), so the cards
    keep the row's width; no card lies under a tab."""
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        _view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=options)
        shortened = view_shortens(_view)
    tabs = [tab for tab in scene.hand_tabs if tab.isVisible()]
    assert len(tabs) == 2 and scene._layout.compact
    for tab in tabs:
        assert tab.narrow and tab.rect().width() <= 70.0
        assert tab.name in tab.toolTip()
    for card in (card for card in scene.hand.values() if card.isVisible()):
        assert not any(card.scene_card_rect().intersects(tab.sceneBoundingRect().adjusted(4, 4, -4, -4))
                       for tab in tabs)
    assert shortened == [], f"{players} seats in {language}"
