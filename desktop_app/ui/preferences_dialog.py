"""The Preferences window: every preference of Edit ▸ Preferences in one dialog.

Its action carries the platform's preferences role, so on macOS it sits in the
application menu (Game Table ▸ Settings…, ⌘,) where people look for it. The
dialog owns no state of its own: each control triggers the menu action of the
same preference, and every control follows its action back (its text and
check mark), so the menu, the dialog and the stored settings never disagree,
whichever was used, in whatever language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from .plain_text import plain_text

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class _ChoiceRow:
    """A combo box standing for a group of checkable menu actions, one per value."""

    def __init__(self, menu: QMenu, actions: dict, parent: QWidget) -> None:
        self.menu = menu
        self.actions = actions
        self.label = QLabel(parent)
        self.combo = QComboBox(parent)
        self.label.setBuddy(self.combo)
        for value in actions:
            self.combo.addItem("", value)
        self.combo.activated.connect(self._chosen)
        for action in actions.values():
            action.changed.connect(self.refresh)
        self.refresh()

    def _chosen(self, row: int) -> None:
        action = self.actions[self.combo.itemData(row)]
        if not action.isChecked():
            action.trigger()

    def refresh(self) -> None:
        self.label.setText(plain_text(self.menu.title()) + ":")
        for row, action in enumerate(self.actions.values()):
            self.combo.setItemText(row, plain_text(action.text()))
            if action.isChecked() and self.combo.currentIndex() != row:
                self.combo.setCurrentIndex(row)


class _CheckRow:
    """A check box standing for one checkable menu action."""

    def __init__(self, action: QAction, parent: QWidget) -> None:
        self.action = action
        self.box = QCheckBox(parent)
        self.box.toggled.connect(self._toggled)
        action.changed.connect(self.refresh)
        self.refresh()

    def _toggled(self, checked: bool) -> None:
        if self.action.isChecked() != checked:
            self.action.trigger()  # toggles the action and runs what the menu runs

    def refresh(self) -> None:
        self.box.setText(plain_text(self.action.text()))
        if self.box.isChecked() != self.action.isChecked():
            self.box.setChecked(self.action.isChecked())


class PreferencesDialog(QDialog):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("preferencesDialog")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.choices = [
            _ChoiceRow(window.animation_menu, window.animation_actions, self),
            _ChoiceRow(window.pace_menu, window.pace_actions, self),
            _ChoiceRow(window.level_menu, window.level_actions, self),
            _ChoiceRow(window.language_menu, window.language_actions, self),
        ]
        for choice in self.choices:
            form.addRow(choice.label, choice.combo)
        self.checks = [
            _CheckRow(action, self)
            for action in (window.contrast_action, window.confirm_action, window.free_undo_action)
        ]
        for check in self.checks:
            form.addRow(check.box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        # The menu's word for it, so the title is translated wherever the menu is.
        self.setWindowTitle(plain_text(translate("MainWindow", "&Preferences")))
        for choice in self.choices:
            choice.refresh()
        for check in self.checks:
            check.refresh()
