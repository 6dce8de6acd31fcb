"""The game log dock: every event the viewer may see, as translated sentences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QIcon, QPixmap
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from . import scene_registry, theme
from .controller import TurnController
from .scene_registry import fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class LogView(QListWidget):
    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setAccessibleName(translate("GameLog", "Game log"))
        self._palette: str | None = None
        self._signature: tuple = ()
        self._blank: QIcon | None = None
        controller.changed.connect(self.rebuild)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("GameLog", "Game log"))
        self._signature = ()  # the sentences are made again in the new language
        self.rebuild()

    def set_palette_name(self, name: str) -> None:
        self._palette = name
        self._signature = ()
        self.rebuild()

    def _blank_icon(self) -> QIcon:
        if self._blank is None:
            pixmap = QPixmap(20, 20)
            pixmap.fill(Qt.GlobalColor.transparent)
            self._blank = QIcon(pixmap)
        return self._blank

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
        seats = match.seats
        for number, _player, event in match.log(self.viewer()):
            text = scene_registry.log_text(match.game.id, event, seats)
            item = QListWidgetItem(fill(translate("GameLog", "%1. %2"), number, text))
            # The marker of the player the sentence is about (not of whoever triggered the
            # step: a reveal tells about everyone); none for table-wide events.
            about = event.params.get("player")
            if isinstance(about, int) and not isinstance(about, bool) and 0 <= about < len(seats):
                item.setIcon(theme.marker_icon(seats[about].colour, self._palette))
            else:
                item.setIcon(self._blank_icon())
            if number == last_step:  # the last move, as the scene marks it on the table
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        self.scrollToBottom()
