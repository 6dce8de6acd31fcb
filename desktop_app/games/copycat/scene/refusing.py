"""The Copycat table says why a move is refused (the reasons come from ../refusals.py through the window;
ui/refusal_note.py shows them): a worker or card dropped where it cannot go, a card or worker pressed
that cannot move now, a street card that cannot be bought."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ..actions import Bid, Buy, Place, PlayCard
from .items import CardItem, WorkerItem
from .table_state import TableBase


class RefusingMixin(TableBase):
    """Mixed into CopycatScene; each failure path of the gestures calls one of these."""

    def _refuse_drop(self, item: Any, pos: QPointF) -> bool:
        """A piece let go over an office or a zone that does not take it: say why."""
        if isinstance(item, WorkerItem):
            for oid, office in self._offices.items():
                rect = office.scene_rect()
                if rect.adjusted(-4, -4, 4, 4).contains(pos):
                    return self.refuse(Place(oid), rect)
            return False
        if isinstance(item, CardItem) and item.card_id:
            bid_zone, play_zone = self._bid_zone, self._play_zone
            if bid_zone.isVisible() and bid_zone.scene_rect().adjusted(-12, -12, 12, 12).contains(pos):
                return self.refuse(Bid(item.card_id), bid_zone.scene_rect())
            if play_zone.scene_rect().contains(pos):
                return self.refuse(PlayCard(item.card_id), play_zone.scene_rect())
        return False

    def item_refused(self, item: Any) -> None:
        """A piece that cannot move now was pressed: the reason the move it offers is refused."""
        if isinstance(item, WorkerItem):
            board = (self._obs or {}).get("board") or []
            if board:  # any office will do: what stops this worker is the same for all of them
                self.refuse(Place(board[0]["office"]), item.sceneBoundingRect())
            return
        if not isinstance(item, CardItem) or not item.card_id:
            return
        spot = self._spot_of.get(item.key, {})
        near = item.scene_card_rect()
        if spot.get("role") == "street":
            self.refuse(Buy(spot["space"]), near)
        elif spot.get("role") == "hand":
            bidding = (self._obs or {}).get("phase") == "bid"
            self.refuse(Bid(item.card_id) if bidding else PlayCard(item.card_id), near)
