"""Where a Copernico move is on the table, for the coach's numbered marks (ui/hint_marks.py): the hand
card a move uses and the position it goes to, the card kept in a draft, the Rest button, an advice card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ..actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .art import COMPACT_ID_H, card_id_rect
from .table_state import TableBase

INSET = 1.0  # a number on a card or a position stays this far inside its edge


def card_words(card: QRectF) -> list[QRectF]:
    """What a player reads on a Quadrant card's face ``card`` (scene rectangle), as art.paint_quadrant
    sets it: a small card's cost (top left), quality (top right) and number (under the bodies); a large
    one's index column (cost, quality, the bodies' pips) and number."""
    w, h = card.width(), card.height()
    if h < 100:
        d = max(16.0, w * 0.36)
        pad = max(2.0, w * 0.05)
        words = [QRectF(card.left(), card.top(), pad + d, pad + d),
                 QRectF(card.right() - pad - d * 1.05, card.top(), pad + d * 1.05, pad + d)]
        if h >= COMPACT_ID_H:
            id_h = 11.0 * 1.2
            words.append(QRectF(card.left(), card.bottom() - pad - 1 - id_h, w, id_h + 1))
        return words
    pad = w * 0.06
    return [QRectF(card.left(), card.top(), pad * 2 + max(20.0, w * 0.25), h), card_id_rect(card)]


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
        the ring, a number covered a drawn card's number, "Q82"), where it covers none of its words."""
        faces = [item.scene_card_rect() for item in self._cards.values() if item.isVisible()]
        places = [slot.scene_rect() for slot in self._slots if slot.isVisible()]
        if rect in faces or rect in places:
            return rect.adjusted(INSET, INSET, -INSET, -INSET)
        return None

    def hint_badge_words(self, room: QRectF) -> list[QRectF]:
        """The words of the cards seen in ``room``: a card under the room's own (a draft row's or a
        hand's cards overlap) shows none of what it lies under."""
        cards = [item for item in self._cards.values() if item.isVisible()]
        own = next((item for item in cards if item.scene_card_rect().contains(room)), None)
        words = []
        for item in cards:
            under = own.scene_card_rect() if own is not None and item.zValue() < own.zValue() else QRectF()
            words += [word for word in card_words(item.scene_card_rect()) if not under.contains(word)]
        words += [word for slot in self._slots if slot.isVisible() and not slot.occupied
                  for word in position_words(slot.scene_rect())]
        return [word for word in words if word.intersects(room)]
