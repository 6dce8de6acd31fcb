"""Where the Councils & Contracts table points for a scripted move (the guided first game, ui/lesson.py).

The marks come from the items the table already keeps for its targets: a display card and its spot beside
the city (then Build once the proposal stands), a free employee and its council, a building or council to
click; choice buttons are found by the action they send.
"""

from __future__ import annotations

from typing import Any

from ....engine.actions import Action
from ....ui.pointing import Mark, card_rect, click_marks, pair
from ..actions import (
    BuildingAction,
    ChooseBuilding,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from .table_state import TableBase


class PointingMixin(TableBase):
    """Mixed into CouncilsScene: answers GameScene.lesson_marks."""

    def lesson_marks(self, actions: list[Action]) -> list[Mark]:
        if not actions:
            return []
        action = actions[0]
        if isinstance(action, StartProject):
            where = next((a for a in actions[1:] if isinstance(a, ChoosePosition)), None)
            if where is None:
                return click_marks(self, action)
            if self._proposal == (action.card, where.x, where.y):
                return [(self._btn_build.scene_rect(), None)] if self._btn_build.isVisible() else []
            spot = self._spots.get((where.x, where.y))
            return pair(card_rect(self._cards.get(action.card)), card_rect(spot))
        if isinstance(action, ChoosePosition):
            spot = self._spots.get((action.x, action.y))
            return [(spot.scene_rect(), None)] if spot is not None else []
        if isinstance(action, PlaceEmployees):
            done = len(self._placing)
            if self._placing != list(action.councils[:done]) or done >= len(action.councils):
                return []
            council = self._councils.get(action.councils[done])
            return pair(card_rect(self._free_employee()), card_rect(council))
        if isinstance(action, (BuildingAction, ChooseBuilding)):
            return pair(card_rect(self._cards.get(action.card)), None)
        if isinstance(action, ResolveIssue):
            council = self._councils.get(action.council)
            return [(council.scene_rect(), None)] if council is not None else []
        return click_marks(self, action)

    def _free_employee(self) -> Any:
        me = self._me()
        free = [item for (seat, _i), item in sorted(self._meeples.items())
                if seat == me and item.location == ("avail",) and item.isVisible()]
        return free[0] if free else None
