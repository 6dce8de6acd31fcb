"""Where the Copernico table points for a scripted move (the guided first game, ui/lesson.py).

The marks come from the items the table already keeps for its targets: a draft card and its zone, a hand
card and its position, the cards to pay with, and the confirm button once a choice is complete.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ....ui.pointing import Mark, card_rect, click_marks, pair
from ..actions import Draft, Pay, Place, PlaceBlank, Reformulate
from .layout import ROLES
from .table_state import TableBase


class PointingMixin(TableBase):
    """Mixed into CopernicoScene: answers GameScene.lesson_marks."""

    def lesson_marks(self, actions: list[Action]) -> list[Mark]:
        if not actions:
            return []
        action = actions[0]
        if isinstance(action, Draft):
            return self._draft_marks(action)
        if isinstance(action, (Place, Reformulate, PlaceBlank)):
            slot = self._slots[action.position - 1]
            return pair(card_rect(self._cards.get(action.card)), slot.scene_rect())
        if isinstance(action, Pay):
            # Every payment of the decision is chosen first, then confirmed together (gestures._confirm).
            cards = [a.card for a in actions if isinstance(a, Pay) and a.card not in self._pay_sel]
            marks = [m for card in cards for m in pair(card_rect(self._cards.get(card)), None)]
            return marks or self._confirm_mark()
        return click_marks(self, action)

    def _draft_marks(self, action: Draft) -> list[Mark]:
        wanted = dict(zip(ROLES, (action.keep, action.left, action.right, action.discard), strict=True))
        for role, card in wanted.items():
            if card is not None and self._roles.get(role) != card:
                zone = self._zones.get(role)
                return pair(card_rect(self._cards.get(card)), zone.scene_rect() if zone is not None else None)
        return self._confirm_mark()

    def _confirm_mark(self) -> list[Mark]:
        button = self._btn_confirm
        return [(QRectF(button.scene_rect()), None)] if button.isVisible() else []
