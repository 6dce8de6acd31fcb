"""Keyboard play for the Councils & Contracts table: the table's own keys beside the list of moves.

The table kit draws the list of every legal move and handles its keys, the same in every game (L or F2
opens it, ui/scene_move_list.py); A opens it here too, as it always has. The lines are the game's words
(``describe_action``); a line about a building card shows that card large beside the list. With the
list closed, Enter confirms and Esc cancels a proposed building, and C clears half-placed employees.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from .table_state import TableBase


class KeysMixin(TableBase):
    """Mixed into CouncilsScene (before TableScene): where the list goes and the table's own keys."""

    move_list_aliases = (Qt.Key.Key_A,)

    def move_list_area(self) -> QRectF:
        """Over the city, so the player areas and the instruction bar stay in view."""
        layout = self._layout
        if layout is None:
            return QRectF(0, 0, self._size[0], self._size[1])
        return layout.city.adjusted(20, 20, -20, -20)

    def show_move_list_card(self, card: str, beside: QRectF) -> None:
        self.show_preview_beside(card, beside)

    def table_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return self.confirm_proposal()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_C):
            return self.cancel_choice()
        return False
