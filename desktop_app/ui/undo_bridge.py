"""Undo and redo for the menus, and the clickable history of the game.

The engine decides what one undo takes back (the last decision of a person
and the computer moves after it, never past revealed information), so the
history is a list of the match's steps rather than a QUndoStack that would
let a click jump past a revealed card. Clicking a step goes back (or forward
along the redo branch) to the nearest point the engine allows.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..engine.session import Match
from . import scene_registry, theme
from .controller import TurnController
from .scene_registry import fill

STEP_ROLE = Qt.ItemDataRole.UserRole + 1


translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def undo_targets(match: Match) -> list[int]:
    """Step counts that repeated undos reach, nearest first (not the current one)."""
    probe = copy.copy(match)
    probe.steps = list(match.steps)
    probe.redo_actions = list(match.redo_actions)
    out = []
    while probe.undo():
        out.append(len(probe.steps))
    return out


def step_text(match: Match, number: int, viewer: int | None) -> str:
    """One line for a played step, showing only what the viewer may see."""
    step = match.steps[number - 1]
    seats = match.seats
    visible = [e for e in step.events if e.visible_for(viewer)]
    if visible:
        return scene_registry.log_text(match.game.id, visible[0], seats)
    return fill(translate("History", "%1 made a secret choice."), seats[step.player].name)


class UndoBridge(QObject):
    """Owns the Undo/Redo menu actions and keeps them in step with the match."""

    def __init__(self, controller: TurnController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(controller.undo)
        self.redo_action = QAction(self)
        # Ctrl+Shift+Z and Ctrl+Y both redo, whatever the platform's habit.
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(controller.redo)
        controller.changed.connect(self.update_actions)
        self.retranslate()

    def retranslate(self) -> None:
        self.undo_action.setText(translate("History", "&Undo"))
        self.redo_action.setText(translate("History", "&Redo"))
        self.update_actions()

    def update_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo())
        self.redo_action.setEnabled(self.controller.can_redo())
        if self.controller.match is not None and self.controller.can_undo():
            self.undo_action.setStatusTip(
                translate("History", "Take back your last decision and the computer moves after it.")
            )
        else:
            self.undo_action.setStatusTip(translate(
                "History", "Nothing can be taken back (new information has come out)."))


class HistoryView(QListWidget):
    """Every step of the game; click one to go back to it."""

    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setAccessibleName(translate("History", "Game history"))
        self.itemActivated.connect(self._go)
        self.itemClicked.connect(self._go)
        controller.changed.connect(self.rebuild)
        self._palette: str | None = None

    def retranslate(self) -> None:
        self.setAccessibleName(translate("History", "Game history"))
        self.rebuild()

    def set_palette_name(self, name: str) -> None:
        self._palette = name
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        controller = self.controller
        match = controller.match
        if match is None:
            return
        viewer = None if controller.in_handover else controller.viewer
        reachable = set() if controller.in_handover else set(undo_targets(match))
        current = len(match.steps)
        dim = QBrush(QColor("#8a8a8a"))
        start = QListWidgetItem(translate("History", "Start of the game"))
        start.setData(STEP_ROLE, 0)
        self._style(start, 0 in reachable, current == 0, dim)
        self.addItem(start)
        for number in range(1, current + 1):
            seat = match.steps[number - 1].player
            text = fill(translate("History", "%1. %2"), str(number), step_text(match, number, viewer))
            item = QListWidgetItem(theme.marker_icon(match.seats[seat].colour, self._palette), text)
            item.setData(STEP_ROLE, number)
            self._style(item, number in reachable, number == current, dim)
            self.addItem(item)
        for offset, (seat, _action) in enumerate(reversed(match.redo_actions), start=1):
            number = current + offset
            text = fill(translate(
                "History", "%1. (undone) a move by %2"), str(number), match.seats[seat].name)
            item = QListWidgetItem(theme.marker_icon(match.seats[seat].colour, self._palette), text)
            item.setData(STEP_ROLE, number)
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(dim)
            item.setToolTip(translate("History", "Click to play this move again."))
            self.addItem(item)
        self.scrollToItem(self.item(current))

    def _style(self, item: QListWidgetItem, reachable: bool, current: bool, dim: QBrush) -> None:
        if current:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setToolTip(translate("History", "The game is here now."))
        elif reachable:
            item.setToolTip(translate("History", "Click to go back to this point."))
        else:
            item.setForeground(dim)
            item.setToolTip(translate(
                "History", "The game cannot go back to here: new information came out after it."))
        item.setData(Qt.ItemDataRole.UserRole + 2, reachable)

    def _go(self, item: QListWidgetItem) -> None:
        number = item.data(STEP_ROLE)
        match = self.controller.match
        if match is None or not isinstance(number, int) or number == len(match.steps):
            return
        if number < len(match.steps) and not item.data(Qt.ItemDataRole.UserRole + 2):
            return
        # Later: going there rebuilds this list, which must not happen inside its own signal.
        QTimer.singleShot(0, lambda: self.controller.go_to_step(number))
