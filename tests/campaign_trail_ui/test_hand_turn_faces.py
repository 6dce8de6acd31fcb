"""A hand card's face for the viewer's turns (the "play for no action" strip on) is drawn while the loop is
idle after the move that dealt it, so the paint of the move that begins the viewer's turn draws no face
(issue 13: the five faces were drawn again in that paint), and the prepared face is the very picture the
paint would have drawn. Counts and pixels, never times."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.scene.cards import HandCard
from desktop_app.ui.table_items import ensure_fonts


def _hand(qtbot) -> tuple[QGraphicsView, list[HandCard]]:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 900, 300)
    hand = []
    for i, cid in enumerate(sorted(load_data().cards)[3:7]):
        card = HandCard(cid, 207.6)
        scene.addItem(card)
        card.setPos(10.8 + i * 160.432, 11.4)  # fractional places: the picture is drawn for its pixel phase
        hand.append(card)
    view = QGraphicsView(scene)
    view.table = scene  # the view does not own its scene: kept alive with it
    view.resize(920, 320)
    qtbot.addWidget(view)
    view.show()
    view.viewport().grab()  # dealt: the face without the strip (not the viewer's turn)
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
