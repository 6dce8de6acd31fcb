"""Where a Campaign Trail move is on the table, for the coach's numbered marks (ui/hint_marks.py): the
box of the hand card a play uses, the hand card a pick or a debate play uses, the badge of the state on
the map a pick names, and otherwise the button or place that sends the move. The numbers are set clear
of the map's badges and the hand cards' boxes, which carry the numbers a player reads."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ....engine.actions import Action
from ..actions import DebateCard, InsiderSwap, PickCard, PickState, PlayCard, Respond
from .table_state import TableBase

STATE_MARK = 34.0  # a state without a badge shown is a point on the map: the ring around it is this wide
BADGE_PAD = 2.0  # a ring round a state's badge stands this far off its edge
CARD_INSET = 1.0  # a number on a hand card stays this far inside its edge


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
            scene: Any = self  # the map's badges (scene/areas.py)
            badge: QRectF = scene._badge_rect(action.state)  # the state's numbers: the ring goes round them
            if not badge.isEmpty():
                return [badge.adjusted(-BADGE_PAD, -BADGE_PAD, BADGE_PAD, BADGE_PAD)]
            point: QPointF = self._state_point(action.state)
            half = STATE_MARK / 2
            return [QRectF(point.x() - half, point.y() - half, STATE_MARK, STATE_MARK)]
        return self.clickable_spots(action)

    def hint_badge_room(self, rect: QRectF) -> QRectF | None:
        """A ring on a hand card keeps its number on that card (issue 15: below the card, it hung over
        the table's edge; beside it, over the next card): the cards stand edge to edge."""
        for item in self.hand.values():
            if item.isVisible():
                card: QRectF = item.scene_card_rect()
                if card.contains(rect.center()):
                    return card.adjusted(CARD_INSET, CARD_INSET, -CARD_INSET, -CARD_INSET)
        return None

    def hint_keep_clear(self) -> list[QRectF]:
        """The map's badges and callout boxes and the words of the hand's cards (header, boxes, the "Play
        for no action" strip), besides the kit's zone captions."""
        scene: Any = self
        out: list[QRectF] = scene.hint_table_words() + scene._badge_rects()
        for item in self.hand.values():
            if item.isVisible():
                card: QRectF = item.card_rect()
                boxes = list(item.box_rects().values())
                top = min((box.top() for box in boxes), default=card.bottom())
                bottom = max((box.bottom() for box in boxes), default=card.top())
                words = [card.adjusted(0, 0, 0, top - card.bottom()), *boxes,
                         card.adjusted(0, bottom - card.top(), 0, 0)]
                out += [item.mapRectToScene(rect) for rect in words if not rect.isEmpty()]
        return out
