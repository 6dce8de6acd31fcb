"""The game log dock: every event the viewer may see, as translated sentences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from . import scene_registry, theme
from .controller import TurnController


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameLog", text)


class LogView(QListWidget):
    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setAccessibleName(_tr("Game log"))
        self._palette = theme.DEFAULT_PALETTE
        self._signature: tuple = ()
        controller.changed.connect(self.rebuild)

    def set_palette_name(self, name: str) -> None:
        self._palette = name
        self._signature = ()
        self.rebuild()

    def viewer(self) -> int | None:
        # Behind a hand-over screen only public events may show.
        return None if self.controller.in_handover else self.controller.viewer

    def lines(self) -> list[tuple[int, int, str]]:
        """(step number, acting seat, text) for the current viewer."""
        match = self.controller.match
        if match is None:
            return []
        seats = match.seats
        return [
            (number, player, scene_registry.log_text(match.game.id, event, seats))
            for number, player, event in match.log(self.viewer())
        ]

    def rebuild(self) -> None:
        match = self.controller.match
        signature = (id(match), self.viewer(), len(match.steps) if match else 0,
                     len(match.redo_actions) if match else 0)
        if signature == self._signature:
            return
        self._signature = signature
        self.clear()
        if match is None:
            return
        last_step = len(match.steps)
        for number, player, text in self.lines():
            item = QListWidgetItem(
                theme.marker_icon(match.seats[player].colour, self._palette),
                _tr("%1. %2").replace("%1", str(number)).replace("%2", text),
            )
            if number == last_step:  # the last move, as the scene marks it on the table
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        self.scrollToBottom()
