"""A Campaign Trail hand card's box lights are in its face's picture (issue 13): counts, never times, and
the picture. The lights come and go on every card of the hand as the turn passes between the person and
the computers; each look of a card is drawn once and copied after, pixel for pixel what drawing the
lights over the face's picture gave."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.games.campaign_trail.scene.cards import HandCard
from desktop_app.ui.exact_pictures import ExactPictures
from desktop_app.ui.table_items import hints

from .test_ct_card_work import _hand


def _light_up(card: HandCard, live: bool) -> None:
    card.usable = {box: k % 2 == 0 for k, box in enumerate(card.boxes())}  # some boxes ringed, some dimmed
    card.boxes_live = live


def dress(card: HandCard, look: str, live: bool) -> None:
    """The card's lights for ``look``: "live", "quiet", "hover" (a box pointed at) or "none_live" (the
    strip to play it for no action)."""
    _light_up(card, live)
    if look == "hover":
        card.hover_box = card.boxes()[0]
    if look == "none_live":
        card.usable["none"] = True
        card.prepareGeometryChange()
        card.none_live = True


def test_the_turn_passing_copies_each_cards_lit_face(qtbot, monkeypatch):
    view, hand = _hand(qtbot)
    lights = {"n": 0}
    paint_light = HandCard._paint_box_light

    def counting(self, *args):
        lights["n"] += 1
        return paint_light(self, *args)

    monkeypatch.setattr(HandCard, "_paint_box_light", counting)
    for turn in range(2):  # the person's turn and a computer's: each look drawn once
        for card in hand:
            _light_up(card, turn % 2 == 0)
        view.viewport().grab()
    assert [(card._faces.drawn, card._lit.drawn) for card in hand] == [(1, 1)] * len(hand)
    lights["n"] = 0
    for turn in range(6):  # and so on: every hand-over copies the pictures
        for card in hand:
            _light_up(card, turn % 2 == 0)
        view.viewport().grab()
    assert [(card._faces.drawn, card._lit.drawn) for card in hand] == [(1, 1)] * len(hand)
    assert lights["n"] == 0  # no box's dim or ring drawn again
    for card in hand:  # new lights (the money to pay for another box): the face copied, the lights drawn
        card.usable = {box: True for box in card.boxes()}
        card.boxes_live = True
    view.viewport().grab()
    assert [(card._faces.drawn, card._lit.drawn) for card in hand] == [(1, 2)] * len(hand)


def _render(draw) -> QImage:
    image = QImage(260, 330, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#2F5D4A"))  # an opaque felt under the card and its shadow
    p = QPainter(image)
    p.translate(12.3, 11.6)  # a fractional place, as the hand row may give
    draw(p)
    p.end()
    return image


@pytest.mark.parametrize("look", ["live", "hover", "quiet", "none_live"])
def test_a_lit_face_is_the_face_with_its_lights_drawn_over_it(qtbot, look):
    _view, hand = _hand(qtbot, 1)
    card = hand[0]
    dress(card, look, look != "quiet")

    def before(p: QPainter) -> None:  # the face's picture, then each box's light over it
        hints(p)
        r, rects = card.card_rect(), card.box_rects()
        ExactPictures().paint(p, "face", card.boundingRect(), lambda q: card._paint_face(q, r, 0.0, rects))
        for box, rect in rects.items():
            card._paint_box_light(p, box, rect)

    assert _render(lambda p: card.paint(p, None)) == _render(before)


def test_the_no_action_strip_coming_and_going_measures_the_boxes_once_each_way(qtbot, monkeypatch):
    _view, hand = _hand(qtbot, 1)
    card = hand[0]
    measured = {"n": 0}
    measure = HandCard._measure_boxes

    def counting(self, none_live):
        measured["n"] += 1
        return measure(self, none_live)

    monkeypatch.setattr(HandCard, "_measure_boxes", counting)
    for turn in range(6):  # "Play for no action" is offered on the person's turns only (CT-36)
        card.prepareGeometryChange()
        card.none_live = turn % 2 == 0
        card.box_rects()
    assert measured["n"] == 2


def test_the_hands_tooltips_word_each_action_once(qtbot, monkeypatch):
    """Each move words every hand card's legal plays for its tooltip: the same plays, the same words."""
    from desktop_app.games.campaign_trail.scene import action_words

    from .table_fixture import CtTable

    worded: list[object] = []
    describe = action_words.describe
    monkeypatch.setattr(action_words, "describe",
                        lambda action, *args: worded.append(action) or describe(action, *args))
    table = CtTable(qtbot, 2, seed=4)
    table.advance_to(lambda s: 0 in s.to_move() and any(
        getattr(a, "box", None) for a in s.legal_actions(0)))  # the viewer's turn to play a card
    first = len(worded)
    tips = {cid: card.toolTip() for cid, card in table.scene.hand.items()}
    assert first > 0 and all(tips.values())
    for _ in range(3):  # the same position shown again (a repaint, an undo and redo)
        table.show()
    assert len(worded) == first  # nothing worded again
    assert {cid: card.toolTip() for cid, card in table.scene.hand.items()} == tips
