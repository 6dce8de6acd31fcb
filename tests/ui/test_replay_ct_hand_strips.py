"""Issue 15 (no text cut off), Campaign Trail's replay with everything revealed at 1280x800: the short
table's hand row is about 520x206 px and holds a tab per candidate as well. Five whole cards need about
732 px, so the cards were fanned over each other and only the top one read whole (at 5-8 seats beside two
columns of tabs, at 2-4 beside one). There the hand is now listed as strips, one under another, each with
the card's number, state and debate icons and its boxes as chips; the tabs are narrow beside them."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.scene.card_strip import CHIP_GAP, CHIP_PAD, strip_chips
from desktop_app.games.campaign_trail.scene.cards import box_detail
from desktop_app.ui.table_items import MIN_TEXT, text_width

from .test_replay_fits_1280 import _match, _open, _shortened
from .test_replay_reveals_hands import _click

CT_MODULES = {"breaking_news": True, "election_day": True}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_every_revealed_hand_in_the_replay_reads_card_by_card(qtbot, players):
    match = _match("campaign-trail", players, 100_000, CT_MODULES)
    assert match.is_over()
    window = _open(qtbot, match)
    window.go_to(40)
    qtbot.wait(1)
    assert window.viewer is None, "a finished game opens with everything revealed"
    scene = window.scene
    row = scene._layout.hand
    assert window.view.fit_scale == 1.0 and row.width() < 600, "the hand row is no longer short: test one"
    tabs = [tab for tab in scene.hand_tabs if tab.isVisible()]
    assert len(tabs) == len(scene._obs["seats"]), "a tab per candidate (5 and 7 seats run six and eight)"
    seen = 0
    for tab in tabs:
        _click(qtbot, window, tab)
        cards = [card for card in scene.hand.values() if card.isVisible()]
        assert {card.card_id for card in cards} == set(scene._obs["seats"][tab.candidate]["hand"])
        rects = [card.scene_card_rect() for card in cards]
        for k, rect in enumerate(rects):
            assert row.contains(rect), f"{cards[k].card_id} leaves the hand row"
            assert not any(tab.scene_rect().intersects(rect) for tab in tabs), "a tab covers a card"
            covered = [cards[j].card_id for j in range(k + 1, len(rects)) if rects[j].intersects(rect)]
            assert covered == [], f"{tab.label}: {cards[k].card_id} lies under {covered}"
            assert cards[k].strip_w - 10 >= 370, "narrower than the chips' test below allows"
            assert cards[k].toolTip().startswith(f"Card {cards[k].card.no}"), "the strip's tooltip names it"
        seen += len(cards)
        shortened = _shortened(window)
        assert shortened == [], f"{players} seats, {tab.label}'s hand shortens: {shortened}"
    assert seen, "no hand held a card at this step: nothing tested"


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_cards_chips_fit_the_narrowest_strip(qtbot, language):
    """Every action card's boxes fit a strip's second line beside two columns of narrow tabs (8 seats,
    the narrowest: about 370 px of chips), in each language: a long list of issues gives its first
    and how many more, or how many."""
    from desktop_app.ui import language as ui_language

    ui_language.install_language(language)
    try:
        room = 370.0
        card_boxes = ("travel", "fundraise", "register", "advertise", "campaign", "politick")
        for card in load_data().cards.values():
            details = {b: box_detail(card, b) for b in card_boxes if getattr(card, b) is not None}
            chips = strip_chips(card, details, room)
            width = sum(text_width(c, MIN_TEXT) + CHIP_PAD for c in chips) + CHIP_GAP * (len(chips) - 1)
            assert width <= room, f"card {card.no} in {language}: {chips} need {width:.0f} px"
    finally:
        ui_language.install_language("en")
