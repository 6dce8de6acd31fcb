"""A Campaign Trail hand card with nothing drawn over its face picture keeps no cache of its own (issue 13:
as the turn passes, each card's lights change, and a cache of its own was filled and copied again only to
copy the picture once more); its pixels on the table are the ones its cache gave."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsItem

from desktop_app.games.campaign_trail.scene.cards import HandCard

from .test_ct_card_work import _hand
from .test_hand_card_lights import dress

Mode = QGraphicsItem.CacheMode


@pytest.mark.parametrize("overlay", HandCard.OVERLAYS)
def test_a_card_keeps_a_cache_only_while_something_lies_over_its_face(qtbot, overlay):
    if QApplication.instance().devicePixelRatio() % 1:
        pytest.skip("a fractional pixel ratio keeps every card's cache")
    _view, hand = _hand(qtbot, 1)
    card = hand[0]
    assert card.cacheMode() == Mode.NoCache
    dress(card, "live", True)  # lights are in the face's picture: still none
    assert card.cacheMode() == Mode.NoCache
    setattr(card, overlay, True)
    assert card.cacheMode() == Mode.DeviceCoordinateCache
    setattr(card, overlay, False)
    assert card.cacheMode() == Mode.NoCache


@pytest.mark.parametrize("look", ["live", "quiet", "hover", "none_live", "glow", "dim"])
def test_a_card_without_its_cache_looks_as_it_did_through_it(qtbot, look):
    view, hand = _hand(qtbot)
    view.scene().setBackgroundBrush(QBrush(QColor("#2F5D4A")))  # the felt: opaque, as on the table
    for number, card in enumerate(hand):
        dress(card, look, look != "quiet" and number % 2 == 0)
        if look in ("glow", "dim") and number == 1:
            setattr(card, look, True)
    modes = [card.cacheMode() for card in hand]
    if not QApplication.instance().devicePixelRatio() % 1:
        assert (Mode.NoCache in modes) and (look in ("glow", "dim")) == (Mode.DeviceCoordinateCache in modes)
    now = view.viewport().grab().toImage()
    for card in hand:
        card.setCacheMode(Mode.DeviceCoordinateCache)  # as every card was drawn before
    assert view.viewport().grab().toImage() == now
