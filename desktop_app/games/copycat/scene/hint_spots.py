"""Where a Copycat move is on the table, for the coach's numbered marks (ui/hint_marks.py): the card a
bid, a play or a choice uses, the office a worker goes to or acts from, the street space of a purchase,
and otherwise the button that sends the move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ..actions import Bid, Buy, ChooseCard, ChooseOffice, Place, PlayCard, UseOffice
from .table_state import TableBase


def _shown(item: Any) -> QRectF:
    """A card's face as far as the table shows it: in a fan, the strip the next card leaves open."""
    rect: QRectF = item.scene_card_rect()
    if item.open_w is not None:
        rect.setWidth(min(rect.width(), item.open_w))
    return rect


class HintSpotsMixin(TableBase):
    """Mixed into CopycatScene."""

    def _card_spot(self, card: str) -> list[QRectF]:
        item: Any = self._cards.get(card)
        return [_shown(item)] if item is not None and item.isVisible() else []

    def hint_keep_clear(self) -> list[QRectF]:
        """Besides the words on the felt, every card's face as far as it shows: a fanned card carries its
        title and action in its open strip."""
        scene: Any = self
        cards: list[QRectF] = [_shown(item) for item in self._cards.values() if item.isVisible()]
        return scene.hint_table_words() + cards

    def _office_spot(self, office: str) -> list[QRectF]:
        item: Any = self._offices.get(office)
        return [item.scene_rect()] if item is not None and item.isVisible() else []

    def hint_spots(self, action: Action) -> list[QRectF]:
        if isinstance(action, (Bid, PlayCard, ChooseCard)):
            return self._card_spot(action.card)
        if isinstance(action, (Place, UseOffice, ChooseOffice)):
            return self._office_spot(action.office)
        if isinstance(action, Buy):
            street = list((self._obs or {}).get("street", []))
            index = action.space - 1
            card = street[index] if 0 <= index < len(street) else None
            return self._card_spot(card) if card else [self._spaces[index].scene_rect()]
        return self.clickable_spots(action)
