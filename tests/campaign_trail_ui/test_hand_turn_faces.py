"""A hand card's face for the viewer's turns (the "play for no action" strip on) is drawn while the loop is
idle after the move that dealt it, so the paint of the move that begins the viewer's turn draws no face
(issue 13: the five faces were drawn again in that paint), and the prepared face is the very picture the
paint would have drawn. Counts and pixels, never times."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsView

from desktop_app.games.campaign_trail.scene.cards import HandCard

from .test_ct_card_work import _hand as dealt


def _hand(qtbot) -> tuple[QGraphicsView, list[HandCard]]:
    """Four cards at fractional places (the picture is drawn for its pixel phase), shown as dealt: the
    face without the strip (not the viewer's turn)."""
    view, hand = dealt(qtbot, 4)
    view.viewport().grab()
    return view, hand


def _prepare(view: QGraphicsView, hand: list[HandCard]) -> list[bool]:
    ratio = view.viewport().devicePixelRatioF()
    return [card.prepare_turn_face(card.deviceTransform(view.viewportTransform()), ratio) for card in hand]


def _turn(view: QGraphicsView, hand: list[HandCard], lit: bool) -> QImage:
    """The viewer's turn begins: the strip is on, and (``lit``) two boxes of each card may be played."""
    for card in hand:
        card.none_live = True
        card.usable = {box: True for box in card.boxes()[:2]} if lit else {}
        card.boxes_live = lit
    return view.viewport().grab().toImage()


def test_the_turn_paints_the_faces_drawn_before_it(qtbot):
    for lit in (False, True):
        view, hand = _hand(qtbot)
        assert _prepare(view, hand) == [True] * len(hand)  # one face a card, drawn now
        assert _prepare(view, hand) == [False] * len(hand)  # and only once
        drawn = [card._faces.drawn for card in hand]
        _turn(view, hand, lit)
        assert [card._faces.drawn for card in hand] == drawn, "the turn's paint draws no face"
        # a card whose strip is on already shows its turn face: nothing to prepare
        assert _prepare(view, hand) == [False] * len(hand)


def test_a_prepared_face_is_the_face_the_turn_would_draw(qtbot):
    for lit in (False, True):
        view, hand = _hand(qtbot)
        _prepare(view, hand)
        prepared = _turn(view, hand, lit)
        view, hand = _hand(qtbot)
        assert _turn(view, hand, lit) == prepared
