"""The Copernico table's gestures: previews, drags onto zones and positions, clicks, the draft choice and
the payment.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from ..actions import Draft, Pay, Peek, Rest
from . import art
from .items import (
    CardItem,
)
from .layout import (
    PREVIEW_H,
    ROLES,
)
from .table_state import TableBase
from .texts import card_tooltip


class GesturesMixin(TableBase):
    """Mixed into CopernicoScene: turns the callbacks GameScene declares into actions."""

    def item_hovered(self, item: QGraphicsItem, entered: bool) -> None:
        if isinstance(item, CardItem):
            self.card_hovered(item, entered)

    def card_hovered(self, item: CardItem, entered: bool) -> None:
        if entered and item.face_up and item.card_id and not self._dragging and item.height < 120:
            self._show_preview(item)
        elif not entered and item.card_id is not None:
            self.hide_card_preview(of=item.card_id)

    def _show_preview(self, item: CardItem) -> None:
        """A large copy of a small card beside it, clamped inside the table."""
        assert item.card_id is not None  # only a face-up card is previewed
        w = art.card_width(PREVIEW_H)
        self._preview.setToolTip(card_tooltip(item.card_id))
        self.show_card_preview(item.card_id, item.scene_card_rect(), w, PREVIEW_H)

    def drag_started(self, item: CardItem) -> None:
        self._dragging = item.key
        self._held = None
        self._preview.hide()
        for card in self._cards.values():
            card.held = False
        self._sync_targets()

    def _target_at(self, pos: QPointF) -> tuple[str, Any] | None:
        key = self._dragging or self._held
        if key is None:
            return None
        if self._mode == "draft":
            for role, zone in self._zones.items():
                if zone.isVisible() and (role is None or zone.active) and zone.scene_rect().contains(pos):
                    return ("zone", role)
        elif self._mode == "act":
            for position in self._targets.get(key, {}):
                if self._slots[position - 1].scene_rect().contains(pos):
                    return ("slot", position)
        return None

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        target = self._target_at(pos)
        for role, zone in self._zones.items():
            zone.set_flags(hot=target == ("zone", role))
        for slot in self._slots:
            slot.set_flags(hot=target == ("slot", slot.position))

    def drag_finished(self, item: CardItem, pos: QPointF) -> None:
        target = self._target_at(pos)
        self._dragging = None
        if target is None:
            self._return_home(item)
            self._sync_targets()
            self._refuse_drop(item.key, pos)  # says why (scene/refusing.py)
            return
        kind, where = target
        if kind == "zone":
            self._assign(item.key, where)
        else:
            self._drop_card(item.key, where)

    def _return_home(self, item: CardItem) -> None:
        self._card_sync.return_home(item, item.key, self._duration(True))

    def item_clicked(self, item: CardItem) -> None:
        if self._mode == "pay":
            self._toggle_payment(item.key)
        elif item.draggable:
            self._held = None if self._held == item.key else item.key
            self._focus_key = None
            self._sync(animate=True)
            if self._held is not None:
                self._focus_first_target()

    def _assign(self, card: str, role: str | None) -> None:
        roles = dict(self._roles)
        previous = next((r for r, c in roles.items() if c == card), None)
        if previous is not None:
            del roles[previous]
        if role is not None:
            displaced = roles.get(role)
            roles[role] = card
            if displaced is not None and previous is not None:
                roles[previous] = displaced  # the two cards swap places
        count = len(self._draft_cards)
        active = ROLES[:count]
        left = [c for c in self._draft_cards if c not in roles.values()]
        free = [r for r in active if r not in roles]
        if len(left) == 1 and len(free) == 1:
            roles[free[0]] = left[0]  # the last card can only go to the last role
        self._roles = roles
        self._held = None
        self._sync(animate=True)

    def _assign_held(self, role: str | None) -> None:
        if self._held is not None:
            self._assign(self._held, role)

    def _draft_action(self) -> Draft | None:
        cards = self._draft_cards
        if not cards:
            return None
        values = [self._roles.get(r) for r in ROLES]
        if any(values[i] is None for i in range(len(cards))):
            return None
        action = Draft(values[0], values[1], values[2], values[3])  # type: ignore[arg-type]
        return action if action in self._legal_set else None

    def _drop_carried(self) -> None:
        self._held = None
        self._dragging = None

    def _drop_card(self, card: str, position: int) -> None:
        target = self._targets.get(card, {}).get(position)
        if target is None:
            item = self._cards.get(card)
            if item is not None:
                self._return_home(item)
            self._refuse_slot(card, position)
            return
        item = self._cards.get(card)
        if item is not None:
            item.setPos(self._slots[position - 1].scene_rect().topLeft())
            item.unsettle()  # put down by hand: the next sync places it wherever the move leaves it
        self._emit(target[0])

    def _drop_on_slot(self, position: int) -> None:
        if self._held is not None:
            self._drop_card(self._held, position)

    def _rest(self) -> None:
        self._emit(Rest())

    def _peek(self, index: int) -> None:
        self._emit(Peek(index))

    def _toggle_payment(self, card: str) -> None:
        if card not in self._pay_pool():
            self._refuse_payment(card)
            return
        if card in self._pay_sel:
            self._pay_sel.discard(card)
        elif len(self._pay_sel) < self._pay_missing():
            self._pay_sel.add(card)
        self._sync(animate=True)

    def _clear_choice(self) -> None:
        self._roles = {}
        self._pay_sel = set()
        self._held = None
        self._sync(animate=True)

    def _confirm(self) -> None:
        if self._mode == "draft":
            action = self._draft_action()
            if action is not None:
                self._emit(action)
        elif self._mode == "pay" and len(self._pay_sel) == self._pay_missing():
            # Cards are paid in hand order (ascending id), one Pay step at a time; the window
            # redraws after each one, and show_observation sends the next.
            self._pay_queue = sorted(self._pay_sel)
            self._pay_sel = set()
            self._continue_payments()

    def _continue_payments(self) -> None:
        if not self._pay_queue:
            return
        action = Pay(self._pay_queue[0])
        if action not in self._legal_set:
            self._pay_queue = []  # the game moved on (undo, or the rest was forced)
            return
        self._pay_queue.pop(0)
        self._emit(action)
