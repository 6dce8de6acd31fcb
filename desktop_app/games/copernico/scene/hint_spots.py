"""Where a Copernico move is on the table, for the coach's numbered marks (ui/hint_marks.py): the hand
card a move uses and the position it goes to, the card kept in a draft, the Rest button, an advice card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ..actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .table_state import TableBase


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
