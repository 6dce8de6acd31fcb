"""Issue 15: Campaign Trail's hand row in the narrow view (a 1920x1080 screen at 2x: the table about
738x456 beside the docks, laid out 920x569) at 5-8 seats. Beside the Election Day panel (three or four
parties) the row is 448 px wide, 380 beside a seat's two hand tabs (5 and 7 seats), and five compact cards
need 624: they fanned, each over the next. There the hand is listed as strips, each card whole (its
number, state and boxes' words), its boxes' chips the click targets, the whole card in the preview above
the row; without the panel the compact cards lie side by side beside the tabs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.campaign_trail.actions import PlayCard  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402

from .table_fixture import CtTable  # noqa: E402
from .words_fixture import table_language  # noqa: E402

ED = {"election_day": True}
BOTH = {"election_day": True, "breaking_news": True}
LOW = (920, 569)  # the narrow view's table, laid out


def _hand_cards(scene) -> list:
    return [card for card in scene.hand.values() if card.isVisible()]


def _cut_words(cards) -> list[str]:
    """The words each card shortens when painted (its face painted afresh, not copied from a picture)."""
    image = QImage(800, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    table_text.ELIDED = []
    try:
        for card in cards:
            card._paint_face(painter, card.card_rect(), 0.0, card.box_rects())
        return sorted(set(table_text.ELIDED))
    finally:
        table_text.ELIDED = None
        painter.end()


def assert_hand_lies_whole(scene) -> None:
    """Every hand card inside the hand row, clear of the tabs, of the Election Day panel and of each other,
    with none of its words shortened."""
    layout = scene._layout
    cards = _hand_cards(scene)
    assert cards, "no hand card shown"
    tabs = [tab.scene_rect() for tab in scene.hand_tabs if tab.isVisible()]
    rects = [card.scene_card_rect() for card in cards]
    for k, (card, rect) in enumerate(zip(cards, rects, strict=True)):
        assert layout.hand.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), f"{card.card_id} leaves the row"
        assert layout.panel is None or not rect.intersects(layout.panel), f"{card.card_id} is under the panel"
        assert not any(rect.intersects(tab) for tab in tabs), f"{card.card_id} lies under a hand tab"
        for other, other_rect in zip(cards[k + 1:], rects[k + 1:], strict=True):
            assert not rect.intersects(other_rect), f"{card.card_id} and {other.card_id} overlap"
    assert _cut_words(cards) == []


def assert_polls_read(scene) -> None:
    """Each Exit Poll in the panel beside the hand keeps a gauge tall enough for its figures (12 px): at
    7-8 seats in German and Spanish the other parties' counts took two lines and left it 8 px."""
    polls = [card for card in scene._ed_cards.values() if card.isVisible() and card.is_poll]
    assert polls, "no Exit Poll in the panel"
    for card in polls:
        height = card.rect().height()
        gauge = height - (15 if height >= 34 else 13) - 5 if card.two_lines else height - 4
        assert gauge >= 12.0, f"the gauge of {card.card} is {gauge:.1f} px tall"


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("modules", [ED, BOTH], ids=["ed", "both"])
@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_the_hand_lies_whole_beside_the_tabs_and_the_election_day_panel(qtbot, players, modules, language):
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=modules)
        layout = scene._layout
        assert layout.compact and layout.panel is not None and view.fit_scale < 1.0
        assert len([tab for tab in scene.hand_tabs if tab.isVisible()]) == (2 if players in (5, 7) else 0)
        assert all(card.strip_w for card in _hand_cards(scene)), "the cards fan beside the panel"
        assert_hand_lies_whole(scene)
        assert_polls_read(scene)


@pytest.mark.parametrize("players", [5, 7])
def test_without_the_panel_the_compact_cards_lie_side_by_side_beside_the_tabs(qtbot, players):
    from tests.ui.test_text_fits_1280 import _table_in_view

    _view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options={"breaking_news": True})
    assert scene._layout.compact and scene._layout.panel is None
    assert all(card.compact for card in _hand_cards(scene))
    assert_hand_lies_whole(scene)


class NarrowTable(CtTable):
    """The table laid out as in the narrow view (scene coordinates are the view's pixels here)."""

    def __init__(self, qtbot, players: int, options: dict, seed: int = 3) -> None:
        super().__init__(qtbot, players, seed)
        self.state = self.game.new_game(players, self.game.normalize_options(players, options), seed)
        self.view.resize(*LOW)
        self.scene.resize_to(*LOW)
        self.view.setSceneRect(QRectF(0, 0, *LOW))
        self.show()


def strip_turn(qtbot) -> tuple[NarrowTable, PlayCard, object]:
    """A narrow table at a turn where the viewer plays a box of a strip: (table, the action, its card)."""
    t = NarrowTable(qtbot, 3, ED)
    t.advance_to(lambda s: bool(s.to_move()) and any(
        isinstance(a, PlayCard) and a.box != "none" for a in s.legal_actions(s.to_move()[0])))
    t.viewer = t.state.to_move()[0]
    t.show()
    action = next(a for a in t.legal() if isinstance(a, PlayCard) and a.box != "none")
    card = t.scene.hand[action.card]
    assert card.strip_w, "the hand beside the Election Day panel is not listed as strips"
    return t, action, card


def test_a_strips_chip_plays_its_box_and_the_whole_card_shows_above_the_row(qtbot):
    t, action, card = strip_turn(qtbot)
    scene = t.scene
    chip = card.box_rects()[action.box]
    assert chip.height() >= 10 and card.card_rect().contains(chip)
    scene.item_hovered(card, True)
    preview = scene._preview
    assert preview.isVisible() and preview.card_id == card.card_id
    assert preview.rect().bottom() <= scene._layout.hand.top(), "the preview covers the hand's strips"
    scene.item_hovered(card, False)
    t.click(card.mapToScene(chip.center()))
    assert t.emitted == [action]
