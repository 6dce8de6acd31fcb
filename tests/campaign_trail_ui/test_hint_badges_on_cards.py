# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Campaign Trail, the coach's marks on the hand (issue 15): a ring round a card's action box had its number
hung below the card, over the table's edge and "Play for no action", or beside it over the next card. A
number now sits on its own card (``hint_badge_room``), at the ring's top right corner, where a box's words
do not reach."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.campaign_trail.actions import Box, PlayCard  # noqa: E402
from desktop_app.ui.hint_marks import badge_places  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from ..ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from ..ui.test_hint_marks_clear import _badges  # noqa: E402


def _three_cards_to_play(qtbot, window) -> list[PlayCard]:
    """The person's first turn with a box to play on three cards: one play on each."""
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "easy", 1))
    assert window.start_config(NewGameConfig("campaign-trail", seats, {}, 3, False))
    controller = window.controller
    rng = Rng(5)
    for _ in range(200):
        qtbot.waitUntil(controller.viewer_to_act, timeout=20000)
        legal = controller.match.state.legal_actions(controller.viewer)
        by_card: dict[str, PlayCard] = {}
        for action in legal:
            if isinstance(action, PlayCard) and action.box != Box.NONE.value:
                by_card.setdefault(action.card, action)
        if len(by_card) >= 3:
            return list(by_card.values())[:3]
        assert controller.submit(legal[rng.below(len(legal))])
    raise AssertionError("no turn with three cards to play came up")


@pytest.mark.parametrize("size", [(1280, 800), (960, 540)])
def test_each_number_sits_on_the_card_its_ring_is_on(qtbot, game_window, size):
    game_window.resize(*size)
    marked = _three_cards_to_play(qtbot, game_window)
    scene = game_window.controller.scene
    scene.show_hint_marks(marked)
    qtbot.wait(10)
    cards = {action.card: scene.hand[action.card].scene_card_rect() for action in marked}
    badges = dict(_badges(scene))
    for number, action in enumerate(marked, start=1):
        card = cards[action.card]
        assert card.contains(badges[number]), (
            f"number {number} at {badges[number].getRect()} is off its card {card.getRect()}")
        box = scene.hint_spots(action)[0]
        assert badges[number].center().x() > box.center().x(), "at the ring's right, clear of the box's words"


def test_without_a_room_the_places_are_as_before():
    ring = QRectF(100, 100, 120, 40)
    size = (24.0, 20.0)
    free = badge_places(ring, size)
    inside = badge_places(ring, size, QRectF(96, 60, 128, 120))
    assert free[0].x() < ring.left() and inside[0].x() > ring.center().x()
    room = QRectF(96, 60, 128, 120)
    assert all(room.contains(QRectF(p.x() - 12, p.y() - 10, 24, 20)) for p in inside)
