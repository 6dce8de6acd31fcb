"""The dock of the list of moves (ui/move_list.py), with F6, the key that shows and focuses it.

The dock is made with the main window (it is docked with the log and the history, ui/dock_layout.py); its
list, a ``QListWidget``, waits for the window's first frame, which does not show it: naming the class builds
the Python enum classes of the item views (issue 13, start-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

from .controller import TurnController

if TYPE_CHECKING:  # named once the event loop runs: naming them builds their enum classes (issue 13)
    from PySide6.QtGui import QAction

    from .move_list import MoveList

SHORTCUT = "F6"  # the same key in every game: F6 moves between the panes of a window

translate = QCoreApplication.translate


class MoveDock(QDockWidget):
    """The move list in a dock of ``window``, with the F6 action that shows and focuses it."""

    def __init__(self, window: QMainWindow, controller: TurnController) -> None:
        super().__init__(window)
        self.setObjectName("movesDock")
        # The list (a QListWidget, ui/move_list.py) is made just after the window's first frame, which does
        # not show it, or when first asked for (``moves``).
        self._controller = controller
        self._moves: MoveList | None = None
        self._seen: bool | None = None  # what the dock said before the list was made
        # A dock behind another's tab is moved out of sight, not hidden: this signal says when it is seen.
        self.visibilityChanged.connect(self._set_seen)
        # The F6 action: made just after the window's first frame (``focus_action``), which takes no key.
        self._window = window
        self._focus_action: QAction | None = None
        # The window docks it: a tab behind the game log (ui/dock_layout.py); F6 brings it forward.
        self.retranslate()

    @property
    def moves(self) -> MoveList:
        if self._moves is None:
            from .move_list import MoveList

            self._moves = MoveList(self._controller, self)
            self.setWidget(self._moves)
            if self._seen is not None:
                self._moves.set_seen(self._seen)
        return self._moves

    @property
    def moves_made(self) -> bool:
        return self._moves is not None

    def _set_seen(self, seen: bool) -> None:
        self._seen = seen
        if self._moves is not None:
            self._moves.set_seen(seen)

    @property
    def focus_action_made(self) -> bool:
        return self._focus_action is not None

    @property
    def focus_action(self) -> QAction:
        if self._focus_action is None:
            from PySide6.QtCore import Qt
            from PySide6.QtGui import QAction, QKeySequence

            self._focus_action = QAction(self)
            self._focus_action.setShortcut(QKeySequence(SHORTCUT))
            self._focus_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self._focus_action.triggered.connect(self.focus_list)
            self._window.addAction(self._focus_action)
            self.retranslate()
        return self._focus_action

    def retranslate(self) -> None:
        """The dock's texts and the list's in the language now shown (the window calls it after a change of
        language: a ``changeEvent`` of its own would have PySide build the Python classes of several event
        types, with their enum classes, at the first event it was handed, before the first frame)."""
        self.setWindowTitle(translate("MoveList", "Moves (F6)"))
        if self._focus_action is not None:
            self._focus_action.setText(translate("MoveList", "Go to the list of moves"))

    def focus_list(self) -> None:
        self.show()
        self.raise_()
        from PySide6.QtCore import Qt

        self.moves.setFocus(Qt.FocusReason.ShortcutFocusReason)
