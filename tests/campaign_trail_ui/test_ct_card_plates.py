"""Hand cards of one size share their plate's picture (issue 13): counts of plates rasterised, never
times, and the faces compared pixel for pixel with faces that paint their own plate.

Every card in the hand has the same shadow and paper plate under its header and boxes; each card drew it
into its own face picture, so a new hand rasterised the same gradient rounded plate five times."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.scene import cards
from desktop_app.games.campaign_trail.scene.cards import HandCard
from desktop_app.ui.exact_pictures import ExactPictures
from desktop_app.ui.table_items import ensure_fonts

from .test_ct_exact_pictures import _view


class _Straight:
    """Paints each plate straight into the face being drawn, as every card did before the shared plate."""

    def paint(self, p, key, rect, paint, background=None) -> None:
        paint(p)


@pytest.fixture
def plates(monkeypatch) -> dict[str, int]:
    """A fresh shared plate picture, and how often a plate is rasterised."""
    monkeypatch.setattr(cards, "PLATES", ExactPictures(keep=12), raising=False)
    seen = {"plates": 0}
    real = cards.paint_back_plate

    def counted(*args, **kwargs):
        seen["plates"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(cards, "paint_back_plate", counted)
    return seen


def _table(qtbot, ids: list[str], x0: float, step: float, scale: float = 1.0) -> QGraphicsView:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 900, 300)
    for i, cid in enumerate(ids):
        card = HandCard(cid, 207.6)
        card.usable = {box: k % 2 == 0 for k, box in enumerate(card.boxes())}
        scene.addItem(card)
        card.setPos(x0 + i * step, 11.0)
    return _view(qtbot, scene, scale)


def test_a_hand_rasterises_one_plate_for_its_cards(qtbot, plates):
    ids = sorted(load_data().cards)
    view = _table(qtbot, ids[:5], 10.0, 160.0)  # whole pixels apart: one phase for every card
    view.viewport().grab()
    assert plates["plates"] == 1
    later = _table(qtbot, ids[5:10], 10.0, 160.0)  # the next hand: new faces, the same plate
    later.viewport().grab()
    assert plates["plates"] == 1
    assert cards.PLATES.drawn == 1


@pytest.mark.parametrize("scale", [1.0, 1.25, 0.83])
def test_faces_on_the_shared_plate_look_as_faces_painting_their_own(qtbot, monkeypatch, scale):
    ids = sorted(load_data().cards)[:4]

    def looks() -> list[QImage]:
        view = _table(qtbot, ids, 10.8, 160.432, scale)  # places between pixels, as a hand row gives them
        shots = [view.viewport().grab().toImage()]
        for card in view.scene().items():
            if isinstance(card, HandCard):
                card.boxes_live = True
                card.none_live = True
        shots.append(view.viewport().grab().toImage())
        return shots

    monkeypatch.setattr(cards, "PLATES", ExactPictures(keep=12), raising=False)
    shared = looks()
    assert cards.PLATES.drawn > 0  # the faces did take their plate from the shared pictures
    monkeypatch.setattr(cards, "PLATES", _Straight())
    assert looks() == shared
