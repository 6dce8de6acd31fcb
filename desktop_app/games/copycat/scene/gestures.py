"""The Copycat table's mouse gestures: hover previews, drags onto offices and zones, clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ....engine.actions import Action
from .art import card_width
from .items import (
    CardItem,
    WorkerItem,
)
from .table_state import TableBase


class GesturesMixin(TableBase):
    """Mixed into CopycatScene: turns the callbacks GameScene declares into actions."""

    def item_hovered(self, item: QGraphicsItem, entered: bool) -> None:
        if isinstance(item, CardItem):
            if entered and item.face_up and item.card_id and not self._dragging:
                self._show_preview(item.card_id, item.scene_card_rect())
            elif not entered and item.card_id is not None:
                self.hide_card_preview(of=item.card_id)

    def _show_preview(self, card_id: str, near: QRectF) -> None:
        """A large copy of a card beside ``near``, clamped inside the table."""
        h = min(380.0, self._size[1] * 0.5)
        w = max(200.0, card_width(h * 0.56) + 40)
        self.show_card_preview(card_id, near, w, h, centred=True)

    def drag_started(self, item: QGraphicsItem) -> None:
        self._dragging = getattr(item, "key", None)
        self._held = None
        self._preview.hide()
        self._sync_targets()
        for card in self._cards.values():
            card.held = False

    def drag_moved(self, item: QGraphicsItem, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        for oid, office in self._offices.items():
            office.set_flags(hot=target == ("office", oid))
        self._bid_zone.set_flags(hot=target == ("bid", None))
        self._play_zone.set_flags(hot=target == ("play", None))

    def _target_at(self, item: QGraphicsItem, pos: QPointF) -> tuple[str, Any] | None:
        key = getattr(item, "key", None)
        if isinstance(item, WorkerItem):
            for oid in self._place_offices:
                office = self._offices.get(oid)
                if office is not None and office.scene_rect().adjusted(-4, -4, 4, 4).contains(pos):
                    return ("office", oid)
            return None
        if isinstance(item, CardItem):
            if key in self._bid_cards and self._bid_zone.isVisible() and \
                    self._bid_zone.scene_rect().adjusted(-12, -12, 12, 12).contains(pos):
                return ("bid", None)
            if key in self._play_cards and self._play_zone.scene_rect().contains(pos):
                return ("play", None)
        return None

    def drag_finished(self, item: QGraphicsItem, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        key: str = getattr(item, "key", "")
        self._dragging = None
        action: Action | None = None
        if target is not None:
            kind, where = target
            if kind == "office":
                action = self._place_offices.get(where)
            elif kind == "bid":
                action = self._bid_cards.get(key)
            elif kind == "play":
                action = self._play_cards.get(key)
        if action is None or action not in self._legal_set:
            self._refuse_drop(item, pos)  # says why (scene/refusing.py)
            self._return_home(item)
            self._sync_targets()
            for office in self._offices.values():
                office.set_flags(hot=False)
            self._bid_zone.set_flags(hot=False)
            self._play_zone.set_flags(hot=False)
            return
        self._emit(action)

    def _return_home(self, item: QGraphicsItem) -> None:
        if isinstance(item, CardItem):
            self._card_sync.return_home(item, item.key, self._duration(True))
        elif isinstance(item, WorkerItem):
            self._sync(animate=True)

    def item_clicked(self, item: QGraphicsItem) -> None:
        key = getattr(item, "key", None)
        if isinstance(item, CardItem):
            if key in self._choose_cards:
                self._emit(self._choose_cards[key])
                return
            spot = self._spot_of.get(item.key, {})
            if spot.get("role") == "street" and spot.get("space") in self._buy_spaces:
                space = spot["space"]
                self._buy_space = None if self._buy_space == space else space
                self._sync(animate=True)
                return
        if getattr(item, "draggable", False):
            self._held = None if self._held == key else key
            self._sync(animate=True)

    def _drop_held_on_bid(self) -> None:
        if self._held in self._bid_cards:
            self._emit(self._bid_cards[self._held])

    def _drop_held_on_play(self) -> None:
        if self._held in self._play_cards:
            self._emit(self._play_cards[self._held])

    def _cancel_buy(self) -> None:
        self._buy_space = None
        self._sync(animate=True)

    def _step(self, delta: int, top: int) -> None:
        self._number = max(0, min(top, self._number + delta))
        self._sync(animate=False)

    def _play_next(self) -> None:
        hand = [c for c in self._player(self._me()).get("hand") or [] if c in self._play_cards]
        if hand:
            self._emit(self._play_cards[hand[0]])

    def _drop_carried(self) -> None:
        self._held = None
        self._dragging = None
        self._buy_space = None
