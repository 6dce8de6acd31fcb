"""Where a Campaign Trail move is on the table, for the coach's numbered marks (ui/hint_marks.py): the
box of the hand card a play uses, the hand card a pick or a debate play uses, the state on the map a
pick names, and otherwise the button or place that sends the move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ....engine.actions import Action
from ..actions import DebateCard, InsiderSwap, PickCard, PickState, PlayCard, Respond
from .table_state import TableBase

STATE_MARK = 34.0  # a state is a point on the map: the ring around it is this wide


class HintSpotsMixin(TableBase):
    """Mixed into CampaignTrailScene."""

    def _hand_spot(self, card: str, box: str | None = None) -> list[QRectF]:
        item: Any = self.hand.get(card)
        if item is None or not item.isVisible():
            return []
        rects = item.box_rects() if box else {}
        if box in rects:
            return [item.mapRectToScene(rects[box])]
        return [item.scene_card_rect()]

    def hint_spots(self, action: Action) -> list[QRectF]:
        if isinstance(action, PlayCard):
            return self._hand_spot(action.card, action.box) or self.clickable_spots(action)
        if isinstance(action, (PickCard, DebateCard, Respond, InsiderSwap)):
            return self._hand_spot(action.card) or self.clickable_spots(action)
        for button, sent in zip(self.buttons, self._button_actions, strict=False):
            if sent == action and button.isVisible():
                return [button.scene_rect()]
        if isinstance(action, PickState):
            point: QPointF = self._state_point(action.state)
            half = STATE_MARK / 2
            return [QRectF(point.x() - half, point.y() - half, STATE_MARK, STATE_MARK)]
        return self.clickable_spots(action)
