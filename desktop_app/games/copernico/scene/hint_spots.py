"""Where a Copernico move is on the table, for the coach's numbered marks (ui/hint_marks.py): the hand
card a move uses and the position it goes to, the card kept in a draft, the Rest button, an advice card."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ..actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from ..data import Quadrant, load_data
from .art import quadrant_symbols, quadrant_words
from .table_state import TableBase

INSET = 1.0  # a number on a card or a position stays this far inside its edge


def _face(item: Any) -> tuple[QRectF, Quadrant] | None:
    """A card's face up on the table, lifted as it is painted (scene rectangle), and its card; None for a
    back."""
    if not item.face_up or not item.card_id:
        return None
    return item.mapRectToScene(item.face_rect()), load_data().quadrants[item.card_id]


def card_words(item: Any) -> list[QRectF]:
    """What a player reads on a card (scene rectangles), as art.paint_quadrant writes it at every size the
    table shows a card (the hand, the draft's drawn cards, the tables): its cost, quality and number."""
    face = _face(item)
    return quadrant_words(*face) if face is not None else []


def card_symbols(item: Any) -> list[QRectF]:
    """The bodies a card shows, each with its symbol (scene rectangles), as art.paint_quadrant sets them."""
    face = _face(item)
    return quadrant_symbols(*face) if face is not None else []


def position_words(place: QRectF) -> list[QRectF]:
    """An empty position's number (its middle) and the cost it shows while a card is dragged (its foot)."""
    middle = QRectF(0, 0, place.width() * 0.4, place.height() * 0.3)
    middle.moveCenter(place.center())
    foot = QRectF(place.center().x() - place.width() * 0.25, place.bottom() - place.height() * 0.2,
                  place.width() * 0.5, place.height() * 0.2)
    return [middle, foot]


class HintSpotsMixin(TableBase):
    """Mixed into CopernicoScene."""

    def _card_spot(self, card: str | None) -> list[QRectF]:
        item: Any = self._cards.get(card) if card else None
        return [item.scene_card_rect()] if item is not None and item.isVisible() else []

    def hint_spots(self, action: Action) -> list[QRectF]:
        if isinstance(action, Draft):
            return self._card_spot(action.keep)
        if isinstance(action, (Place, Reformulate, PlaceBlank)):
            slot = self._slots[action.position - 1]
            return [*self._card_spot(action.card), slot.scene_rect()]
        if isinstance(action, Pay):
            return self._card_spot(action.card)
        if isinstance(action, Rest):
            button = self._btn_rest
            return [button.scene_rect()] if button.isVisible() else []
        if isinstance(action, Peek):
            advice = self._advice[action.advice]
            return [advice.scene_rect()] if advice.isVisible() else []
        return []

    def hint_badge_room(self, rect: QRectF) -> QRectF | None:
        """A ring on a card or a position of the work table keeps its number on it (issue 15: set beside
        the ring, a number covered a drawn card's number, "Q82"), where it covers none of its words and
        symbols."""
        faces = [item.scene_card_rect() for item in self._cards.values() if item.isVisible()]
        places = [slot.scene_rect() for slot in self._slots if slot.isVisible()]
        if rect in faces or rect in places:
            return rect.adjusted(INSET, INSET, -INSET, -INSET)
        return None

    def _seen_in(self, room: QRectF, reads: Callable[[Any], list[QRectF]]) -> list[QRectF]:
        """What ``reads`` finds on the cards seen in ``room``: a card under the room's own (a draft row's or
        a hand's cards overlap) shows none of what it lies under."""
        cards = [item for item in self._cards.values() if item.isVisible()]
        own = next((item for item in cards if item.scene_card_rect().contains(room)), None)
        found = []
        for item in cards:
            under = own.scene_card_rect() if own is not None and item.zValue() < own.zValue() else QRectF()
            found += [rect for rect in reads(item) if not under.contains(rect)]
        return [rect for rect in found if rect.intersects(room)]

    def hint_badge_words(self, room: QRectF) -> list[QRectF]:
        """The words of the cards seen in ``room`` and of the empty positions."""
        words = [word for slot in self._slots if slot.isVisible() and not slot.occupied
                 for word in position_words(slot.scene_rect())]
        return [*self._seen_in(room, card_words), *(word for word in words if word.intersects(room))]

    def hint_badge_symbols(self, room: QRectF) -> list[QRectF]:
        """The bodies of the cards seen in ``room``, each with its symbol."""
        return self._seen_in(room, card_symbols)
