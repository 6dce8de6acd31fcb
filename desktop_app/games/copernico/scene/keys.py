"""Keyboard play for the Copernico table: every mouse gesture has a key.

Tab / Shift+Tab and the arrow keys walk a focus ring over what may be used
now (draft cards and zones, hand cards and table positions, Advice cards,
buttons); Enter picks a card up and puts it down, or presses a button; Space
confirms; R rests; Esc drops what is held or clears the choice; I shows a
focused small card large; 1-4 choose a draft role and 1-9 a table position for
the card held or focused. L or F2 opens the table kit's list of every legal move
in words, as in every game (ui/scene_move_list.py); while it is open it takes
the keys.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ..actions import Rest
from ..data import load_data
from . import art
from .items import CardItem
from .layout import PREVIEW_H, ROLES
from .table_state import TableBase
from .texts import card_tooltip


class KeyboardMixin(TableBase):
    """Mixed into CopernicoScene (before TableScene): the focus ring and the table's own keys."""

    def _focus_items(self) -> list[tuple[tuple, QGraphicsItem]]:
        mode = self._mode
        out: list[tuple[tuple, QGraphicsItem]] = []

        def cards(role_filter: set[str]) -> None:
            # only the cards that may take the focus are placed in order: every card on the table was,
            # at every redraw (issue 13)
            chosen = [(key, item) for key, item in self._cards.items() if key in role_filter]
            for key, item in sorted(chosen, key=lambda kv: (kv[1].target_pos().x(), kv[0])):
                out.append((("card", key), item))

        if mode == "draft":
            cards(set(self._draft_cards))
            if self._held is not None:
                for role, zone in self._zones.items():
                    if role is None or zone.active:
                        out.append((("zone", role), zone))
        elif mode == "act":
            cards({c for c, t in self._targets.items() if t})
            if self._held is not None:
                for position in sorted(self._targets.get(self._held, {})):
                    out.append((("slot", position), self._slots[position - 1]))
        elif mode == "pay":
            cards(set(self._pay_pool()))
        elif mode == "peek":
            for advice in self._advice:
                if advice.on_click is not None:
                    out.append((("advice", advice.index), advice))
        buttons = (("clear", self._btn_clear), ("rest", self._btn_rest), ("confirm", self._btn_confirm))
        for name, button in buttons:
            if button.isVisible() and button.enabled:
                out.append((("button", name), button))
        return out

    def _refresh_focus(self) -> None:
        items = self._focus_items()
        keys = [k for k, _ in items]
        if self._focus_key not in keys:
            self._focus_key = None
        # Read before set: at most moves no ring moves, and each set is a look to compare (issue 13).
        for key, item in items:
            focused = key == self._focus_key
            if item.focused != focused:  # type: ignore[attr-defined]
                item.focused = focused  # type: ignore[attr-defined]
        ringed = {id(item) for _, item in items}
        for card in self._cards.values():
            if card.focused and id(card) not in ringed:
                card.focused = False
        for box in (*self._slots, *self._zones.values(), *self._advice, self._btn_confirm, self._btn_clear,
                    self._btn_rest):
            if box.focused and id(box) not in ringed:
                box.focused = False

    def _move_focus(self, step: int) -> None:
        items = self._focus_items()
        if not items:
            return
        keys = [k for k, _ in items]
        index = keys.index(self._focus_key) if self._focus_key in keys else (-1 if step > 0 else 0)
        self._focus_key = keys[(index + step) % len(keys)]
        self._refresh_focus()
        focused = dict(items)[self._focus_key]
        if isinstance(focused, CardItem) and focused.height < 120:
            self._show_preview(focused)
        else:
            self._preview.hide()

    def _focus_first_target(self) -> None:
        for key, _ in self._focus_items():
            if key[0] in ("zone", "slot"):
                self._focus_key = key
                break
        self._refresh_focus()

    def _activate(self, key: tuple) -> None:
        kind, value = key
        if kind == "card":
            item = self._cards.get(value)
            if item is not None:
                self.item_clicked(item)
                if self._mode in ("draft", "act") and self._held is None:
                    self._focus_key = ("card", value)
                    self._refresh_focus()
        elif kind == "zone":
            self._assign_held(value)
        elif kind == "slot":
            self._drop_on_slot(value)
        elif kind == "advice":
            self._peek(value)
        elif kind == "button":
            button = {"clear": self._btn_clear, "rest": self._btn_rest, "confirm": self._btn_confirm}[value]
            if button.on_click is not None:
                button.on_click()

    def table_focus_step(self, forward: bool) -> bool:
        """Tab and Shift+Tab walk the table's own focus ring."""
        if not self._focus_items():
            return False
        self._move_focus(1 if forward else -1)
        return True

    def show_move_list_card(self, card: str, beside: QRectF) -> None:
        if card in load_data().quadrants:
            self._preview.setToolTip(card_tooltip(card))
            self.show_card_preview(card, beside, art.card_width(PREVIEW_H), PREVIEW_H)

    def table_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        mods = event.modifiers()
        handled = True
        if key == Qt.Key.Key_Backtab or (key == Qt.Key.Key_Tab and mods & Qt.KeyboardModifier.ShiftModifier):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._focus_key is not None:
                self._activate(self._focus_key)
            elif self._btn_confirm.isVisible() and self._btn_confirm.enabled:
                self._confirm()
        elif key == Qt.Key.Key_Space:
            if self._btn_confirm.isVisible() and self._btn_confirm.enabled:
                self._confirm()
            elif self._focus_key is not None:
                self._activate(self._focus_key)
        elif key == Qt.Key.Key_R and self._mode == "act" and Rest() in self._legal_set:
            self._rest()
        elif key == Qt.Key.Key_Escape:
            if self._held is not None:
                self._held = None
                self._sync(animate=True)
            elif self._pay_sel or self._roles:
                self._clear_choice()
            else:
                handled = False
        elif key == Qt.Key.Key_I:
            self._toggle_focus_preview()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            handled = self._number_key(int(key) - int(Qt.Key.Key_0))
        else:
            handled = False
        return handled

    def _toggle_focus_preview(self) -> None:
        if self._preview.isVisible():
            self._preview.hide()
            return
        if self._focus_key and self._focus_key[0] == "card":
            item = self._cards.get(self._focus_key[1])
            if item is not None and item.face_up:
                self._show_preview(item)

    def _number_key(self, number: int) -> bool:
        """With a card held (or focused): 1-4 pick a draft role, 1-9 a table position."""
        focused = self._focus_key[1] if self._focus_key and self._focus_key[0] == "card" else None
        card = self._held or focused
        if card is None:
            return False
        if self._mode == "draft" and number <= len(self._draft_cards):
            self._assign(card, ROLES[number - 1])
            return True
        if self._mode == "act" and number in self._targets.get(card, {}):
            self._drop_card(card, number)
            return True
        return False
