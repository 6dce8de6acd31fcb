"""The list of moves: every legal move of the person at the screen, in words, for every game.

One keyboard and screen-reader model for all tables: a real Qt list (so screen readers read each
line through its accessible text, and the standard list keys work: arrows, Home/End, Page Up/Down),
in a dock that F6 opens and focuses in every game. Enter (or a double click) plays the selected move
through the controller, exactly as if the table's gesture had chosen it. Each game only says what an
action is in words (``GameScene.describe_action``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..engine.actions import Action
from .controller import TurnController
from .plain_text import verbatim
from .qt_names import ACCESSIBLE_TEXT_ROLE, FOREGROUND_ROLE, USER_ROLE, when_named

if TYPE_CHECKING:  # named once the event loop runs: naming them builds their enum classes (issue 13)
    from PySide6.QtGui import QKeyEvent

__all__ = ["ACTION_ROLE", "MoveList"]

ACTION_ROLE = USER_ROLE


translate = QCoreApplication.translate


class MoveList(QListWidget):
    """The viewer's legal moves, refreshed whenever the controller redraws the table while the list can be
    seen; hidden (its dock closed, or a tab behind the game log, as it starts) it is refreshed when it
    is shown again, so a move does not pay for a list nobody reads (issue 13)."""

    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("moveList")
        # A long move wraps onto as many lines as it needs, its row as tall as they are: cut to one line,
        # Councils' "Place one employee in each of: …" moves read alike at 1366x768 (issue 15). Rows of
        # one size (uniform) would all take the first row's height and cut the rest.
        self.setWordWrap(True)
        self.itemDoubleClicked.connect(self._play_item)
        self.stale = False  # the game moved on while the list was hidden
        self.seen = True  # until its dock says otherwise (MoveDock: a tab behind the log)
        self.refreshes = 0  # lists made (counted by the tests: none while hidden)
        self.rows_kept = 0  # refreshes that found the lines shown already (counted by the tests)
        self.layouts = 0  # the rows laid out, each measured (counted by the tests)
        # What the rows show: the moves (words, action) and the placeholder's words (none while moves show).
        self._shown: tuple[list[tuple[str, Action]], str] | None = None
        controller.changed.connect(self._game_changed)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("MoveList", "Your possible moves"))
        self.setAccessibleDescription(translate("MoveList", "Arrow keys choose a move; Enter plays it."))
        self.refresh()

    def moves(self) -> list[tuple[str, Action]]:
        """(words, action) for each move the person at the screen may make now, in the game's order."""
        controller = self.controller
        scene = controller.scene
        if scene is None or not controller.viewer_to_act():
            return []
        return scene.move_words(controller.last_legal)

    def _game_changed(self) -> None:
        if self.seen:
            self.refresh()
        else:
            self.stale = True

    def set_seen(self, seen: bool) -> None:
        """Whether the list can be seen (its dock's tab is the current one); shown, it is brought up to
        date before its first paint, so it is never seen out of date."""
        self.seen = seen
        if seen and self.stale:
            self.refresh()

    def refresh(self) -> None:
        self.stale = False
        self.refreshes += 1
        moves = self.moves()
        placeholder = "" if moves else translate("MoveList", "Nothing to choose now")
        shown = (moves, placeholder)
        if shown == self._shown:
            # The same lines (a computer's move between two others, a step that changes nothing the
            # person may do): made again, they were laid out and painted again, current row and all.
            self.rows_kept += 1
            return
        self._shown = shown
        previous = self.currentRow()
        # Made quietly: a visible list told of each change of its current and selected rows (clear lets go
        # of them, setCurrentRow sets them) asks where those rows stand, and each answer laid every row out
        # at once, their wrapped words measured: two to four layouts a rebuild besides its paint's (issue
        # 13: 2% of a Campaign Trail move's instructions at two seats). The model's reset repaints the whole
        # list anyway, so with the selection's signals held the rows are laid out and painted once.
        # A list with the keyboard focus is told as before (a screen reader follows its current row).
        selection = self.selectionModel()
        quiet = not self.hasFocus()
        if quiet:
            selection.blockSignals(True)
        try:
            self._fill(moves, placeholder, previous)
        finally:
            if quiet:
                selection.blockSignals(False)
        if quiet and self.isVisible():  # a hidden list is laid out when it is shown
            # Laid out now, as the current row's change did, and again should a scroll bar have come or
            # gone with the new rows (the rows' width changed): done in the paint, a layout that moves the
            # scroll bar asks for a second paint of the whole list.
            self.executeDelayedItemsLayout()
            self.executeDelayedItemsLayout()  # nothing to do unless the width changed
            if self.currentRow() > 0:
                self.scrollTo(self.currentIndex())  # as the current row's change does: it is in sight

    def _fill(self, moves: list[tuple[str, Action]], placeholder: str, previous: int) -> None:
        self.clear()
        for words, action in moves:
            item = QListWidgetItem(words)
            item.setData(ACTION_ROLE, action)
            item.setData(ACCESSIBLE_TEXT_ROLE, words)
            item.setToolTip(verbatim(words))  # a move may name a seat: never read as markup
            self.addItem(item)
        if not moves:
            item = QListWidgetItem(placeholder)
            # Greyed and out of reach (no flags). Setting flags names Qt: before the first frame the item
            # shows the disabled text colour instead, and takes its flags once the frame is shown.
            grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            item.setData(FOREGROUND_ROLE, grey)
            self.addItem(item)
            when_named(self._settle_placeholder)
            return
        self.setCurrentRow(max(0, min(previous, len(moves) - 1)))

    def doItemsLayout(self) -> None:
        self.layouts += 1
        super().doItemsLayout()

    def _settle_placeholder(self) -> None:
        from PySide6.QtCore import Qt

        item = self.item(0)
        if self.count() == 1 and item.data(ACTION_ROLE) is None and item.data(FOREGROUND_ROLE) is not None:
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setData(FOREGROUND_ROLE, None)  # the style greys a disabled item itself

    def selected_action(self) -> Action | None:
        item = self.currentItem()
        action = item.data(ACTION_ROLE) if item is not None else None
        return action if isinstance(action, Action) else None

    def play_selected(self) -> bool:
        """Play the selected move (Enter); False when none is selected or the game refused it."""
        action = self.selected_action()
        if action is None:
            return False
        return self.controller.submit(action)

    def _play_item(self, item: QListWidgetItem) -> None:
        self.setCurrentItem(item)
        self.play_selected()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selected()
            event.accept()
            return
        super().keyPressEvent(event)
