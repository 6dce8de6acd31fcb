"""Where the Copycat table points for a scripted move (the guided first game, ui/lesson.py).

The marks come from the items the table already keeps for its targets: a hand card and the bid slot or
play area, a free worker and its office, an office to click; buttons are found by the action they send.
"""

from __future__ import annotations

from typing import Any

from ....engine.actions import Action
from ....ui.pointing import Mark, card_rect, click_marks, pair
from ..actions import Bid, ChooseOffice, Place, PlayCard, UseOffice
from .table_state import TableBase


class PointingMixin(TableBase):
    """Mixed into CopycatScene: answers GameScene.lesson_marks."""

    def lesson_marks(self, actions: list[Action]) -> list[Mark]:
        if not actions:
            return []
        action = actions[0]
        if isinstance(action, Bid):
            return pair(card_rect(self._cards.get(action.card)), self._bid_zone.scene_rect())
        if isinstance(action, PlayCard):
            return pair(card_rect(self._cards.get(action.card)), self._play_zone.scene_rect())
        office = self._offices.get(getattr(action, "office", ""))
        if action in self._place_offices.values() and isinstance(action, (Place, ChooseOffice)):
            return pair(card_rect(self._free_worker()), office.scene_rect() if office is not None else None)
        if isinstance(action, (UseOffice, ChooseOffice)) and office is not None:
            return [(office.scene_rect(), None)]
        return click_marks(self, action)

    def _free_worker(self) -> Any:
        """The first worker of the viewer's pool (the one the table lets the person drag)."""
        me = self._me()
        keys = sorted(k for k in self._workers if k.startswith(f"pool:{me}:"))
        return self._workers[keys[0]] if keys else None
