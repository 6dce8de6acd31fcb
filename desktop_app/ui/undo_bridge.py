"""Undo and redo for the menus, and the clickable history of the game.

The engine decides what one undo takes back (the last decision of a person
and the computer moves after it, never past revealed information), so the
history is a list of the match's steps rather than a QUndoStack that would
let a click jump past a revealed card. Clicking a step goes back (or forward
along the redo branch) to the nearest point the engine allows.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QIcon, QKeySequence
from PySide6.QtWidgets import QWidget

from ..engine.actions import Action
from ..engine.refusals import UNDO_NOTHING, Refusal
from ..engine.session import Match, Step
from . import pacing, scene_registry
from .controller import TurnController
from .log_view import common_prefix, seat_icon
from .refusal_reasons import prefix
from .scene_registry import fill
from .sentence_list import RowsModel, SentenceList
from .undo_reach import UndoReach

STEP_ROLE = Qt.ItemDataRole.UserRole + 1
REACHABLE_ROLE = Qt.ItemDataRole.UserRole + 2


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


def row_runs(rows: Iterable[int]) -> list[tuple[int, int]]:
    """``rows`` as runs of neighbouring rows: (first row, how many), top to bottom."""
    runs: list[tuple[int, int]] = []
    for row in sorted(set(rows)):
        if runs and runs[-1][0] + runs[-1][1] == row:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((row, 1))
    return runs


class UndoBridge(QObject):
    """Owns the Undo/Redo menu actions and keeps them in step with the match."""

    def __init__(self, controller: TurnController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(controller.undo)
        self.redo_action = QAction(self)
        # The platform's Redo keys first; Ctrl+Shift+Z and Ctrl+Y both redo whatever its habit.
        redo_keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
        for extra in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")):
            if extra not in redo_keys:
                redo_keys.append(extra)
        self.redo_action.setShortcuts(redo_keys)
        self.redo_action.triggered.connect(controller.redo)
        # The Undo keys while Undo is off: the table says why instead of nothing happening. Only one of
        # the two is ever enabled, so the keys are never ambiguous.
        self.refused_undo = QAction(self)
        self.refused_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.refused_undo.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.refused_undo.triggered.connect(self.explain_refused_undo)
        if isinstance(parent, QWidget):
            parent.addAction(self.refused_undo)
        controller.changed.connect(self.update_actions)
        self.retranslate()

    def explain_refused_undo(self) -> bool:
        """Undo was asked for but cannot go back: the table shows the engine's reason (False: not shown)."""
        match, scene = self.controller.match, self.controller.scene
        tell = getattr(scene, "tell", None)
        if match is None or self.controller.can_undo() or not callable(tell) or self.controller.in_handover:
            return False
        # The latest step that revealed something is what stops it (none: there is nothing to go back to).
        refusal = match.why_not_back_to(0) if match.steps else None
        refusal = refusal or Refusal(UNDO_NOTHING, never=True)
        tell(refusal, prefix(refusal, scene_registry.refusal_text(match.game.id, refusal)))
        return True

    def retranslate(self) -> None:
        self.undo_action.setText(translate("History", "&Undo"))
        self.redo_action.setText(translate("History", "&Redo"))
        self.update_actions()

    def update_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo())
        self.refused_undo.setEnabled(self.controller.match is not None and not self.controller.can_undo())
        self.redo_action.setEnabled(self.controller.can_redo())
        if self.controller.match is not None and self.controller.can_undo():
            self.undo_action.setStatusTip(
                translate("History", "Take back your last decision and the computer moves after it.")
            )
        else:
            self.undo_action.setStatusTip(translate(
                "History", "Nothing can be taken back (new information has come out)."))


class HistoryModel(RowsModel):
    """Row n is the point after n steps: the start, every played step, then the redo branch.

    It follows the match as two stacks (played steps, undone moves): a move,
    an undo or a redo removes and inserts only the rows that changed, so the
    work does not grow with the length of the game or of the redo branch."""

    ROLES = (*RowsModel.ROLES, STEP_ROLE, REACHABLE_ROLE)

    def __init__(self, controller: TurnController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.palette_name: str | None = None
        self._match: Match | None = None
        self._viewer: int | None = None
        self._stale = False  # every row must be made again (language, palette)
        self._other_viewers: dict[int | None, tuple[list[Step], list[str], list[tuple[int, Action]]]] = {}
        self._steps: list[Step] = []  # the played steps the rows were made from
        self._texts: list[str] = []  # their lines, step 1 first
        self._redo: list[tuple[int, Action]] = []  # the undone moves, as match.redo_actions (next last)
        self._reachable: set[int] = set()  # the rows show these as reachable (the tracker's set, or none)
        self._reach: UndoReach | None = None
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)
        self._dim = QBrush(QColor("#8a8a8a"))
        self._icons: dict[int, QIcon] = {}

    # -- the model --------------------------------------------------------
    def logical_rows(self) -> int:
        return 0 if self._match is None else 1 + len(self._steps) + len(self._redo)

    @property
    def current(self) -> int:
        """The row of the point the game is at now."""
        return len(self._steps)

    def is_reachable(self, row: int) -> bool:
        return row in self._reachable

    def describe(self, row: int, role: int) -> Any:
        match = self._match
        if match is None or not 0 <= row < self.logical_rows():
            return None
        current = self.current
        if row > current:
            return self._redo_data(match, row, role)
        if role == Qt.ItemDataRole.DisplayRole:
            if row == 0:
                return translate("History", "Start of the game")
            return fill(translate("History", "%1. %2"), str(row), self._texts[row - 1])
        if role == Qt.ItemDataRole.DecorationRole:
            return None if row == 0 else self._icon(match.steps[row - 1].player)
        if role == STEP_ROLE:
            return row
        if role == REACHABLE_ROLE:
            return row in self._reachable
        if role == Qt.ItemDataRole.FontRole and row == current:
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and row != current and row not in self._reachable:
            return self._dim
        if role == Qt.ItemDataRole.ToolTipRole:
            if row == current:
                return translate("History", "The game is here now.")
            if row in self._reachable:
                return translate("History", "Click to go back to this point.")
            return translate("History", "The game cannot go back to here: new information came out after it.")
        return None

    def _redo_data(self, match: Match, row: int, role: int) -> Any:
        # Row current+1 is the next redo, the last entry of the redo stack.
        seat = self._redo[len(self._steps) + len(self._redo) - row][0]
        if role == Qt.ItemDataRole.DisplayRole:
            return fill(translate("History", "%1. (undone) a move by %2"), str(row), match.seats[seat].name)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(seat)
        if role == STEP_ROLE:
            return row
        if role == REACHABLE_ROLE:
            return False
        if role == Qt.ItemDataRole.FontRole:
            return self._italic
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._dim
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("History", "Click to play this move again.")
        return None

    def _icon(self, seat: int) -> QIcon:
        assert self._match is not None
        return seat_icon(self._icons, self._match, self.palette_name, seat)

    # -- keeping up with the match ------------------------------------------
    def reset(self) -> None:
        """Make every row again (new language or palette)."""
        self._stale = True
        self.sync()

    def sync(self) -> None:
        controller = self.controller
        match = controller.match
        viewer = None if controller.in_handover else controller.viewer
        if self._stale or match is not self._match:
            self._stale = False
            self._other_viewers = {}
            self._icons = {}
            self._match, self._viewer = match, viewer
            self._steps, self._texts, self._redo = [], [], []
            self._reach = None if match is None else UndoReach(match)
            self._reachable = set()
            if match is not None:
                self._add(match, 0, 0)
                self._follow_reach()
            self.rows_reset()
            return
        if match is None:
            return
        if viewer != self._viewer:
            # Each viewer's lines are kept (hot seat: a hand-over per turn), so a switch
            # costs only the moves made since that viewer's lines were last brought up to date.
            self._other_viewers[self._viewer] = (self._steps, self._texts, self._redo)
            self._viewer = viewer
            steps, texts, redo = self._other_viewers.pop(viewer, ([], [], []))
            # Moves undone since this viewer's lines were made are dropped first: their rows must not be
            # described from steps the match no longer has.
            keep = common_prefix(steps, match.steps)
            del steps[keep:], texts[keep:], redo[common_prefix(redo, match.redo_actions):]
            self._steps, self._texts, self._redo = steps, texts, redo
            self._reachable = set()
            self.rows_reset()
        old_current = self.current
        keep_steps = common_prefix(self._steps, match.steps)
        keep_redo = common_prefix(self._redo, match.redo_actions)
        # Stale played rows and the newest undone rows sit together just after the kept steps.
        first = 1 + keep_steps
        removed = (len(self._steps) - keep_steps) + (len(self._redo) - keep_redo)
        if removed:
            del self._steps[keep_steps:], self._texts[keep_steps:], self._redo[keep_redo:]
            self.rows_removed(first, removed)
        added = (len(match.steps) - keep_steps) + (len(match.redo_actions) - keep_redo)
        flipped = self._follow_reach()
        if added:
            self._add(match, keep_steps, keep_redo)
            self.rows_inserted(first, added)
        changed = {old_current, self.current} | flipped
        if added != removed:  # the kept undone moves below moved to other rows: their numbers change
            changed.update(range(first + added, self.rowCount()))
        # The rows just inserted were described as they are now (the new current one among them): styling
        # them again would measure and repaint the newest row twice a move (issue 13).
        changed.difference_update(range(first, first + added))
        # One change (one dataChanged) per run of neighbouring rows, not one per row: after an undo every
        # undone move below is renumbered (issue 13).
        for start, count in row_runs(row for row in changed if 0 <= row < self.rowCount()):
            self.rows_changed(start, count)

    def _add(self, match: Match, from_step: int, from_redo: int) -> None:
        for number in range(from_step + 1, len(match.steps) + 1):
            self._steps.append(match.steps[number - 1])
            self._texts.append(step_text(match, number, self._viewer))
        self._redo.extend(match.redo_actions[from_redo:])

    def _follow_reach(self) -> set[int]:
        """Brings the points undo reaches up to date (none behind the hand-over screen); the rows whose
        reachability changed. A move costs only the points it changed (ui/undo_reach.py)."""
        reach = self._reach
        if reach is None:
            return set()
        flipped = reach.sync()
        shown: set[int] = set() if self.controller.in_handover else reach.reachable
        if shown is self._reachable:
            return flipped  # the rows show the tracker's own set, changed in place
        changed = self._reachable ^ shown  # after a hand-over or a new viewer's rows: once
        self._reachable = shown
        return changed


class HistoryView(SentenceList):
    """Every step of the game; click one to go back to it."""

    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.history_model = HistoryModel(controller, self)
        self.setModel(self.history_model)
        self.setAccessibleName(translate("History", "Game history"))
        self.activated.connect(self._go)
        self.clicked.connect(self._go)
        # The history follows a move in a pass of its own, after the table's (ui/pacing.py, issue 13).
        self.rebuild_later = pacing.Later(self, self.rebuild)
        controller.changed.connect(self.rebuild_later)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("History", "Game history"))
        self.history_model.reset()
        self._show_current()

    def set_palette_name(self, name: str) -> None:
        self.history_model.palette_name = name
        self.history_model.reset()

    def count(self) -> int:
        return self.history_model.rowCount()

    def text(self, row: int) -> str:
        return str(self.history_model.data(self.history_model.index(row, 0), Qt.ItemDataRole.DisplayRole))

    def rebuild(self) -> None:
        with self.seen_once():
            self.history_model.sync()
            self._show_current()

    def _show_current(self) -> None:
        model = self.history_model
        if model.rowCount():
            self.scrollTo(model.index(model.current, 0))

    def _say_why_not(self, number: int) -> None:
        """A step undo cannot reach was clicked: the table says why (the rule is the engine's)."""
        match, scene = self.controller.match, self.controller.scene
        refusal = match.why_not_back_to(number) if match is not None else None
        tell = getattr(scene, "tell", None)
        if refusal is None or match is None or not callable(tell):
            return
        tell(refusal, prefix(refusal, scene_registry.refusal_text(match.game.id, refusal)))

    def _go(self, index: QModelIndex) -> None:
        number = index.data(STEP_ROLE)
        match = self.controller.match
        if match is None or not isinstance(number, int) or number == len(match.steps):
            return
        if number < len(match.steps) and not index.data(REACHABLE_ROLE):
            self._say_why_not(number)
            return
        # Later: going there rebuilds this list, which must not happen inside its own signal.
        QTimer.singleShot(0, lambda: self.controller.go_to_step(number))
