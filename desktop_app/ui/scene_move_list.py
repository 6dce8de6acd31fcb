"""The list of moves on the table: every legal move in words, with the same keys in every game.

L (or F2) opens it over the table in every game; the arrows, Tab, Page Up/Down, Home and End walk it,
Enter or Space (or a click on a line) plays the line's move, Esc (or L / F2 again) closes it. The lines
are the game's ``describe_action`` words, the same words and order as the window's dock list
(ui/move_list.py, F6), which screen readers read. While a line names a card, the game may show that card
large beside the list (:meth:`SceneMoveList.show_move_list_card`).

A game writes no key handling for the list. Keys the table itself uses while the list is closed (a focus
ring, shortcuts of its own) go to the game's :meth:`SceneMoveList.table_key` and Tab to its
:meth:`SceneMoveList.table_focus_step`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from ..engine.actions import Action
from .plain_text import verbatim
from .scene_parts import ScenePart
from .table_boxes import Box
from .table_paint import PAPER_INK, paint_shadow
from .table_text import LEFT, paint_text
from .templates import fill

translate = QCoreApplication.translate

# The keys that open and close the list in every game (F2 also where a letter is typed elsewhere).
OPEN_KEYS = (Qt.Key.Key_L, Qt.Key.Key_F2)
CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
NEXT_KEYS = (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Tab)
PREVIOUS_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Backtab)
Z_MOVE_LIST = 2500.0  # over every piece, held card and banner of every table
ROW_H = 24.0
TITLE_H = 34.0
HINT_H = 26.0
PANEL = QColor(24, 30, 34, 245)
EDGE = QColor("#E6C97A")
CHOSEN = QColor("#E69F00")
WHITE = QColor("#FFFFFF")
CREAM = QColor("#F3E6C4")


def keys_hint(table_keys: str = "") -> str:
    """The table's line of key help: the game's own keys (``table_keys``, translated) and the list of moves'
    keys, which are the same in every game."""
    shared = translate("MoveList", "L or F2 lists every move")
    if not table_keys:
        return fill(translate("MoveList", "Keys: %1"), shared)
    return fill(translate("MoveList", "%1 · %2"), table_keys, shared)


class MoveListItem(Box):
    """The list drawn on the table: a title, the lines around the chosen one, and the keys to use."""

    def __init__(self, on_click: Callable[[int], None]) -> None:
        super().__init__()
        self.title = ""
        self.hint = ""
        self.entries: list[str] = []
        self.index = 0
        self._on_row_click = on_click
        self.setZValue(Z_MOVE_LIST)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)

    def visible_rows(self) -> int:
        return max(1, int((self.rect().height() - TITLE_H - HINT_H) // ROW_H))

    def first_shown(self) -> int:
        """The first line shown: the chosen line stays in the middle while the list is longer than the box."""
        rows = self.visible_rows()
        return min(max(0, self.index - rows // 2), max(0, len(self.entries) - rows))

    def row_at(self, y: float) -> int | None:
        """The line under the height ``y`` (item coordinates), None between lines."""
        slot = int((y - self.rect().top() - TITLE_H) // ROW_H)
        if not 0 <= slot < self.visible_rows():
            return None
        index = self.first_shown() + slot
        return index if index < len(self.entries) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        index = self.row_at(event.pos().y())
        if index is None:
            event.accept()  # a click on the frame does not reach the table underneath
            return
        self.index = index
        self._on_row_click(index)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        # a line cut short at the list's edge is read whole under the pointer (it may name a seat: no markup)
        index = self.row_at(event.pos().y())
        self.setToolTip(verbatim(self.entries[index]) if index is not None else "")
        super().hoverMoveEvent(event)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_shadow(p, rect, 12, 8)
        p.save()
        p.setBrush(PANEL)
        p.setPen(QPen(EDGE, 2.0))
        p.drawRoundedRect(rect, 12, 12)
        p.restore()
        paint_text(p, QRectF(rect.left() + 14, rect.top() + 8, rect.width() - 28, 22), self.title, 15.0,
                   WHITE, bold=True, align=LEFT, elide=True)
        first = self.first_shown()
        y = rect.top() + TITLE_H
        for i in range(first, min(len(self.entries), first + self.visible_rows())):
            row = QRectF(rect.left() + 8, y, rect.width() - 16, ROW_H - 2)
            chosen = i == self.index
            if chosen:
                p.save()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(CHOSEN)
                p.drawRoundedRect(row, 5, 5)
                p.restore()
            paint_text(p, row.adjusted(8, 0, -8, 0), f"{i + 1}. {self.entries[i]}", 12.5,
                       PAPER_INK if chosen else WHITE, bold=chosen, align=LEFT, elide=True)
            y += ROW_H
        hint = QRectF(rect.left() + 14, rect.bottom() - HINT_H, rect.width() - 28, 20)
        paint_text(p, hint, self.hint, 12.0, CREAM, align=LEFT, elide=True)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        pass  # the chosen line is its own mark; no focus ring around the whole list


class SceneMoveList(ScenePart):
    """Mixed into TableScene: the list of moves on the table and the table's key handling."""

    # Keys a game's players knew before every table had the same ones; they open the list there too.
    move_list_aliases: tuple[Qt.Key, ...] = ()
    _legal: list[Action]

    if TYPE_CHECKING:  # given by GameScene and TableScene, which come after this part in the class order
        def move_words(self, actions: list[Action]) -> list[tuple[str, Action]]: ...

        def _emit(self, action: Action) -> None: ...

        def hide_card_preview(self, of: str | None = None) -> None: ...

    def _init_move_list(self) -> None:
        self._move_list = MoveListItem(self.choose_move)
        self._move_list.hide()
        self._move_list_actions: list[Action] = []
        self.addItem(self._move_list)

    # -- what a game may change -------------------------------------------------------------------
    def table_key(self, event: QKeyEvent) -> bool:
        """A key pressed while the list is closed; True when the table used it (its focus ring, say)."""
        return False

    def table_focus_step(self, forward: bool) -> bool:
        """Tab or Shift+Tab while the list is closed; True when the table moved its own focus."""
        return False

    def move_list_area(self) -> QRectF:
        """Where the list may go: by default the middle of the table."""
        width, height = self._size
        list_w = min(width * 0.6, 720.0)
        return QRectF((width - list_w) / 2, height * 0.1, list_w, height * 0.8)

    def move_list_card(self, action: Action) -> str | None:
        """The card a move is about, shown large beside the list (by default the action's ``card``)."""
        card = getattr(action, "card", None)
        return card if isinstance(card, str) else None

    def show_move_list_card(self, card: str, beside: QRectF) -> None:
        """Show ``card`` large beside the list's rectangle; a table with a card preview says how."""

    # -- the list ---------------------------------------------------------------------------------
    def move_list_open(self) -> bool:
        return self._move_list.isVisible()

    def move_list_entries(self) -> list[tuple[str, Action]]:
        """Every legal move of the viewer with its words, in the order the list (and the dock) shows them."""
        return self.move_words(self._legal)

    def open_move_list(self) -> None:
        if not self._legal:
            return
        self._move_list.index = 0
        self._fill_move_list()
        self._move_list.show()
        self._layout_move_list()

    def close_move_list(self) -> None:
        if self._move_list.isVisible():
            self._move_list.hide()
            self.hide_card_preview()

    def move_list_index(self) -> int:
        """The chosen line (the one Enter plays)."""
        return self._move_list.index

    def move_list_step(self, step: int, wrap: bool = True) -> None:
        """Move the chosen line by ``step``: round the ends (arrows, Tab) or stopping there (pages)."""
        count = len(self._move_list_actions)
        if not count:
            return
        index = self._move_list.index + step
        self._move_list.index = index % count if wrap else max(0, min(count - 1, index))
        self._layout_move_list()

    def choose_move(self, index: int) -> None:
        """Play line ``index`` of :meth:`move_list_entries`, as Enter on it (or a click) does."""
        shown = self.move_list_open()
        actions = self._move_list_actions if shown else [action for _, action in self.move_list_entries()]
        if 0 <= index < len(actions):
            self.close_move_list()
            self._emit(actions[index])

    def _fill_move_list(self) -> None:
        entries = self.move_list_entries()
        self._move_list_actions = [action for _, action in entries]
        self._move_list.entries = [words for words, _ in entries]
        self._move_list.index = max(0, min(self._move_list.index, len(entries) - 1))

    def _layout_move_list(self) -> None:
        if not self.move_list_open():
            return
        area = self.move_list_area()
        rows = len(self._move_list.entries)
        height = min(area.height(), TITLE_H + HINT_H + ROW_H * rows + 4)
        rect = QRectF(area.left(), area.center().y() - height / 2, area.width(), height)
        self._move_list.title = translate("MoveList", "Your possible moves")
        self._move_list.hint = translate("MoveList", "↑↓ choose · Enter plays it · Esc closes")
        self._move_list.set_rect(rect)
        self._move_list.update()
        actions = self._move_list_actions
        card = self.move_list_card(actions[self._move_list.index]) if actions else None
        if card is not None:
            self.show_move_list_card(card, self._move_list.scene_rect())
        else:
            self.hide_card_preview()

    def _move_list_observed(self) -> None:
        """A new observation: an open list follows the legal moves, and closes when there are none."""
        if not self.move_list_open():
            return
        if not self._legal:
            self.close_move_list()
            return
        self._fill_move_list()
        self._layout_move_list()

    # -- keys -------------------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        """Tab and Shift+Tab (Qt sends them here, not to keyPressEvent) walk the open list, else the
        table's own focus ring, else Qt's focus chain."""
        if self.move_list_open():
            self.move_list_step(1 if next else -1)
            return True
        if self.table_focus_step(next):
            return True
        return QGraphicsScene.focusNextPrevChild(self, next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._move_list_key(Qt.Key(event.key())) or (not self.move_list_open() and self.table_key(event)):
            event.accept()
        else:
            QGraphicsScene.keyPressEvent(self, event)

    def _move_list_key(self, key: Qt.Key) -> bool:
        toggles = OPEN_KEYS + self.move_list_aliases
        if not self.move_list_open():
            if key in toggles and self._legal:
                self.open_move_list()
                return True
            return False
        page = self._move_list.visible_rows()
        steps = {Qt.Key.Key_PageDown: page, Qt.Key.Key_PageUp: -page,
                 Qt.Key.Key_Home: -len(self._move_list_actions), Qt.Key.Key_End: len(self._move_list_actions)}
        if key in NEXT_KEYS:
            self.move_list_step(1)
        elif key in PREVIOUS_KEYS:
            self.move_list_step(-1)
        elif key in steps:
            self.move_list_step(steps[key], wrap=False)
        elif key in CHOOSE_KEYS:
            self.choose_move(self._move_list.index)
        elif key == Qt.Key.Key_Escape or key in toggles:
            self.close_move_list()
        else:
            return False
        return True
