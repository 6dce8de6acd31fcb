"""Where a Councils & Contracts move is on the table, for the coach's numbered marks (ui/hint_marks.py):
the councils employees go to or an issue is resolved in, the card a project starts or a building acts
from, the city position a card goes to, and otherwise the button that sends the move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ..actions import (
    BuildingAction,
    ChooseBuilding,
    ChooseDisplayCard,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from .table_state import TableBase


def _rect(item: Any) -> list[QRectF]:
    """The item's face on the table: a box's own rect (its bounding rect has room for glows round it,
    so a ring drawn there stood off the card, issue 15), else what the item paints."""
    if item is None or not item.isVisible():
        return []
    return [item.scene_rect() if hasattr(item, "scene_rect") else item.sceneBoundingRect()]


class HintSpotsMixin(TableBase):
    """Mixed into CouncilsScene."""

    def _card_spot(self, card: str) -> list[QRectF]:
        item: Any = self._cards.get(card)
        if item is not None and item.isVisible() and hasattr(item, "scene_card_rect"):
            return [item.scene_card_rect()]
        return _rect(item)

    def hint_spots(self, action: Action) -> list[QRectF]:
        councils: dict[str, Any] = self._councils
        if isinstance(action, PlaceEmployees):
            return [r for council in action.councils for r in _rect(councils.get(council))]
        if isinstance(action, ResolveIssue):
            return _rect(councils.get(action.council))
        if isinstance(action, (StartProject, BuildingAction, ChooseBuilding, ChooseDisplayCard)):
            return self._card_spot(action.card) or self.clickable_spots(action)
        if isinstance(action, ChoosePosition):
            spot = self._spots.get((action.x, action.y))
            return _rect(spot) or self.clickable_spots(action)
        return self.clickable_spots(action)
