"""Where the Campaign Trail table points for a scripted move (the guided first game, ui/lesson.py).

The marks come from the items the table already keeps for its targets: a state on the map, the box of a
hand card, a card to pick; the bar's buttons are found by the action they send.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....ui.pointing import Mark, card_rect, click_marks, pair
from ..actions import PickCard, PickState, PlayCard, Respond
from .table_state import TableBase


class PointingMixin(TableBase):
    """Mixed into CampaignTrailScene: answers GameScene.lesson_marks."""

    def lesson_marks(self, actions: list[Action]) -> list[Mark]:
        if not actions:
            return []
        action = actions[0]
        if isinstance(action, PickState):
            state = self.map.states.get(action.state)
            return [(state.sceneBoundingRect(), None)] if state is not None and state.isVisible() else []
        if isinstance(action, PlayCard):
            card = self.hand.get(action.card)
            if card is None or not card.isVisible():
                return []
            box = card.box_rects().get(action.box)
            return pair(card.mapRectToScene(box) if box is not None else card_rect(card), None)
        if isinstance(action, (PickCard, Respond)):
            return pair(card_rect(self.hand.get(action.card)), None) or click_marks(self, action)
        return click_marks(self, action)
