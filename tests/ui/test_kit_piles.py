"""One pile for every game (issue 10, "One table kit in ui/"): each table's decks and discard piles are the
kit's PileItem, a game naming only its look and a few options (ui/piles.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene  # noqa: E402

from desktop_app.games.campaign_trail.scene.month_decks import DecksItem, MonthPile  # noqa: E402
from desktop_app.games.copernico.scene.items import PileItem as CopernicoPile  # noqa: E402
from desktop_app.games.copycat.scene.items import PileItem as CopycatPile  # noqa: E402
from desktop_app.games.councils.scene.items import DeckItem  # noqa: E402
from desktop_app.ui import piles  # noqa: E402
from desktop_app.ui.table_items import ensure_fonts  # noqa: E402


def test_every_games_piles_are_the_kits(qapp):
    for pile in (CopernicoPile, CopycatPile, DeckItem, MonthPile):
        assert issubclass(pile, piles.PileItem), pile
        assert "paint_content" not in vars(pile) and "paint_stack" not in vars(pile), "no drawing of its own"


def test_councils_deck_counts_a_and_b_cards_and_stacks_them_per_axis(qapp):
    ensure_fonts()
    deck = DeckItem()
    deck.set_left(4, 13)
    assert deck.count == 17 and "4" in deck.count_text() and "13" in deck.count_text()
    assert deck.label  # the caption: building projects
    rect = QRectF(0, 0, 320, 40)
    card, text_left, _px, _bold = deck.caption_place(rect)
    assert card is not None and card.height() == 32  # the whole height but the margin
    assert text_left is not None and text_left > card.right()  # the caption beside the deck
    deck.set_left(0, 0)
    assert deck.count == 0 and "0" in deck.count_text()


def test_campaign_trail_month_decks_are_a_row_of_kit_piles_on_one_plate(qapp):
    ensure_fonts()
    scene = QGraphicsScene()
    decks = DecksItem()
    scene.addItem(decks)
    decks.news = [0, 3, 0]
    decks.set_rect(QRectF(0, 0, 335, 60))
    decks.set_piles([("August", 11, True), ("September", 23, False), ("October", 24, False)])
    row = [item for item in decks.childItems() if isinstance(item, MonthPile)]
    assert [(p.label, p.count, p.current, p.news) for p in row] == [
        ("August", 11, True, 0), ("September", 23, False, 3), ("October", 24, False, 0)]
    assert all(decks.rect().contains(p.mapRectToParent(p.rect())) for p in row), "the piles lie on the plate"
    lefts = [p.mapRectToParent(p.rect()).left() for p in row]
    assert lefts == sorted(lefts)
    for pile in row:  # three months: each pile's picture with its name and count beside it
        card, text_left, _px, _bold = pile.caption_place(pile.rect())
        assert card is not None and text_left is not None
    decks.set_piles([("August", 11, False), ("September", 23, True), ("October", 24, False)], 5)
    september = row[1]
    card, text_left, _px, _bold = september.caption_place(september.rect())
    assert card is None and text_left is not None, "a narrow cell gives the month's name the picture's room"
    decks.set_piles([("August", 11, True)])
    assert [p.isVisible() for p in row] == [True, False, False]
