"""Keyboard play for the Councils & Contracts table: a list of every legal move.

A (or F2) opens a list of every action the viewer may take now, each with a readable label; Up/Down or
Tab walk it, Enter (or a click) takes the focused move, Esc closes it. While a card move is focused its
card is shown large beside the list, so the full card text is reachable without a mouse. Outside the
list, Enter confirms and Esc cancels a proposed building, and C clears half-placed employees.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from ....engine.actions import Action
from . import prompts, texts
from .items import PlateItem, RowItem
from .table_state import TableBase

ROW_H = 28.0


def action_card(action: Action) -> str | None:
    """The building card an action is about, for the large preview."""
    card = getattr(action, "card", None)
    return card if isinstance(card, str) else None


class MoveListMixin(TableBase):
    """Mixed into CouncilsScene (before GameScene), so Qt finds these event handlers."""

    _legal: list[Action]
    _list_rows: list[RowItem]
    _list_plate: PlateItem
    _list_focus: int
    _list_offset: int
    # The scene provides _list_area() (where the list goes); TableScene gives _discard_item (safe removal).

    # -- the list -------------------------------------------------------------------------------------
    def list_open(self) -> bool:
        return self._list_plate.isVisible()

    def open_move_list(self) -> None:
        if not self._legal:
            return
        self._list_focus = 0
        self._list_offset = 0
        self._build_list()
        self._list_plate.show()
        self._layout_list()

    def close_move_list(self) -> None:
        self._list_plate.hide()
        for row in self._list_rows:
            self._discard_item(row)
        self._list_rows = []
        self.hide_preview()

    def list_labels(self) -> list[tuple[str, Action]]:
        """Every legal action with its label, as the list shows them (also used by tests)."""
        return [(prompts.action_label(a, self.seats), a) for a in self._legal]

    def _build_list(self) -> None:
        for row in self._list_rows:
            self._discard_item(row)
        self._list_rows = []
        for index, (label, action) in enumerate(self.list_labels()):
            row = RowItem(label)
            row.setToolTip(label)
            row.set_clickable(partial(self._choose_from_list, index))
            row.action = action
            self.addItem(row)
            self._list_rows.append(row)

    def _layout_list(self) -> None:
        area: QRectF = self._list_area()
        visible = max(1, int((area.height() - 36) // ROW_H))
        if self._list_focus < self._list_offset:
            self._list_offset = self._list_focus
        elif self._list_focus >= self._list_offset + visible:
            self._list_offset = self._list_focus - visible + 1
        shown = min(visible, len(self._list_rows))
        plate = QRectF(area.left(), area.top(), area.width(), 32 + shown * ROW_H + 6)
        self._list_plate.set_rect(plate)
        more = len(self._list_rows) - shown
        title = texts.translate("councils", "Every move you may make now — ↑↓ choose, Enter take, Esc close")
        if more > 0:
            title = texts.fill(texts.translate("councils", "%1 (%2 more: scroll with ↑↓)"), title, more)
        self._list_plate.title = title
        for index, row in enumerate(self._list_rows):
            slot = index - self._list_offset
            row.setVisible(0 <= slot < visible)
            row.set_rect(QRectF(plate.left() + 8, plate.top() + 26 + slot * ROW_H, plate.width() - 16,
                                ROW_H - 2))
            row.focused = index == self._list_focus
        focused = self._list_rows[self._list_focus] if self._list_rows else None
        card = action_card(focused.action) if focused is not None else None
        if card:
            self.show_preview_beside(card, plate)
        else:
            self.hide_preview()

    def _move_list_focus(self, step: int) -> None:
        if not self._list_rows:
            return
        self._list_focus = (self._list_focus + step) % len(self._list_rows)
        self._layout_list()

    def _choose_from_list(self, index: int) -> None:
        if not 0 <= index < len(self._list_rows):
            return
        action = self._list_rows[index].action
        self.close_move_list()
        self.choose(action)

    # -- keys -----------------------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        if self.list_open():
            self._move_list_focus(1 if next else -1)
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        handled = True
        if self.list_open():
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Right):
                self._move_list_focus(1)
            elif key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab, Qt.Key.Key_Left):
                self._move_list_focus(-1)
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._choose_from_list(self._list_focus)
            elif key in (Qt.Key.Key_Escape, Qt.Key.Key_A, Qt.Key.Key_F2):
                self.close_move_list()
            elif key == Qt.Key.Key_PageDown:
                self._move_list_focus(8)
            elif key == Qt.Key.Key_PageUp:
                self._move_list_focus(-8)
            else:
                handled = False
        elif key in (Qt.Key.Key_A, Qt.Key.Key_F2):
            self.open_move_list()
            handled = self.list_open()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            handled = self.confirm_proposal()
        elif key in (Qt.Key.Key_Escape, Qt.Key.Key_C):
            handled = self.cancel_choice()
        else:
            handled = False
        if handled:
            event.accept()
        else:
            super().keyPressEvent(event)
