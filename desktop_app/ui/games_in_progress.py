"""The home screen's games in progress: the one played last with Continue, the others below, each with
Delete; and the labels of saves (game, players, how far in the game's own words, when last played).

The files come from :mod:`desktop_app.engine.in_progress`; a label is read without replaying the save
(:func:`peek_save`), so the home screen stays quick however many games wait. A damaged single autosave
of an earlier version is shown first, as before: Continue tries it, or a copy is kept aside.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..engine import in_progress
from ..engine.errors import SaveError
from ..engine.paths import autosave_path
from ..engine.safe_json import JsonRefused, parse_bytes
from ..engine.save_bytes import MAX_NAME_CHARS, read_save_bytes
from ..games.catalogue import get_game
from . import scene_registry
from .plain_text import plain_label
from .qt_names import push_button
from .scene_registry import counted, fill

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

PATH_PROPERTY = "savePath"  # each row's Continue and Delete button carries its file
# Games in progress listed under the last one before "Show all": every game started and left (the guided
# games too) stays in progress, and at 1366x768 sixteen rows filled the home screen, the games' own tiles
# (New game, How to play, Guided game) below its foot (issue 15).
SHOWN_OTHERS = 4
# A guided first game saves to a file of its own whose name starts so (ui/lesson.py): leaving the lesson
# deletes it; one left another way (the window closed mid-lesson) is labelled as a guided game.
GUIDED_PREFIX = "guided-"


def guided_path(game_id: str) -> Path:
    """A fresh file among the games in progress for a guided first game of ``game_id``."""
    return in_progress.new_path(GUIDED_PREFIX + game_id)


def is_guided(path: Path) -> bool:
    return path.name.startswith(GUIDED_PREFIX)


def peek_save(path: Path) -> dict | None:
    """The game, players, progress and date of a save, without replaying it
    (only for the label; opening the save checks everything).

    None for anything that is not a readable save: the file goes through the
    same bounded reader and strict parser as loading, so no file (a FIFO, a
    folder, deep nesting, giant numbers) can block or break the home screen."""
    try:
        data = parse_bytes(read_save_bytes(path))
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            return None
        game = get_game(data["game"])
        seats, actions = data.get("seats"), data.get("actions")
        if not isinstance(seats, list) or not isinstance(actions, list):
            return None
        names = [s.get("name") if isinstance(s, dict) else None for s in seats]
        if not names or len(names) > game.max_players or not all(
                isinstance(n, str) and 0 < len(n) <= MAX_NAME_CHARS for n in names):
            return None
        progress = data.get("progress")
        if not (isinstance(progress, list) and len(progress) == 2 and isinstance(progress[0], str)
                and type(progress[1]) is int):
            progress = None  # a save of an earlier version, or a game that does not count
        return {
            "game": game.id,
            "title": scene_registry.game_title(game),
            "names": names,
            "moves": len(actions),
            "progress": progress,
            "over": data.get("over") is True,
            "saved_at": str(data.get("saved_at", ""))[:16].replace("T", " "),
            "played": os.path.getmtime(path),
        }
    except (SaveError, JsonRefused, KeyError, OSError):
        return None
    except Exception:  # the label must never stop the home screen from coming up
        log.exception("reading the label of %s failed", path)
        return None


def progress_text(progress: list | None) -> str:
    """ "round 3" / "turn 5" as the game names its progress ("" when the save does not say)."""
    if progress is None:
        return ""
    unit, number = progress
    if unit == "round":
        return fill(translate("Home", "round %1"), number)
    if unit == "turn":
        return fill(translate("Home", "turn %1"), number)
    if unit == "month":
        return fill(translate("Home", "month %1"), number)
    return f"{unit} {number}"  # a game's own unit without a text yet: its id reads as a word


def date_text(timestamp: float) -> str:
    """When a game was last played, short, in the language shown."""
    from PySide6.QtCore import QDateTime  # only with a game in progress: naming it builds its enum classes

    when = QDateTime.fromSecsSinceEpoch(int(timestamp))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def game_text(info: dict) -> str:
    """ "Copycat with Ada, Cal — round 3 — last played 01/12/2026 17:03" """
    text = fill(translate("Home", "%1 with %2"), info["title"], ", ".join(info["names"]))
    progress = progress_text(info["progress"])
    if progress:
        text = fill(translate("Home", "%1, %2"), text, progress)
    return fill(translate("Home", "%1 (last played %2)"), text, date_text(info["played"]))


def save_label(path: Path) -> str:
    info = peek_save(path)
    if info is None:
        return fill(translate("Home", "%1 (cannot be read)"), path.name)
    return fill(translate("Home", "%1: %2"), path.stem, game_text(info))


class InProgressPanel(QFrame):
    """Continue the game played last (or try the damaged old autosave), and every other game in progress."""

    continue_requested = Signal()  # the game at the top: the last one played
    continue_file_requested = Signal(str)
    delete_requested = Signal(str)
    set_aside_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continuePanel")
        self.setStyleSheet(
            "#continuePanel { background: #20262b; border-radius: 10px; }"
            "#continuePanel QLabel { color: #f4f4f4; }"
        )
        self.latest: Path | None = None  # the file the top row continues (None: the damaged old autosave)
        self.damaged = False
        self.note = ""  # told above the damaged autosave (a failed set-aside)
        self.rows: dict[Path, QWidget] = {}  # the other games in progress
        column = QVBoxLayout(self)
        top = QHBoxLayout()
        self.continue_label = QLabel(self)
        self.continue_label.setWordWrap(True)
        plain_label(self.continue_label)  # seat names come from a file
        top.addWidget(self.continue_label, 1)
        self.continue_button = push_button(translate("Home", "Continue"), self)
        self.continue_button.setMinimumHeight(36)
        self.continue_button.clicked.connect(self.continue_requested)
        top.addWidget(self.continue_button)
        self.delete_button = push_button(translate("Home", "Delete"), self)
        self.delete_button.setMinimumHeight(36)
        self.delete_button.clicked.connect(self._delete_latest)
        top.addWidget(self.delete_button)
        self.set_aside_button = push_button(translate("Home", "Keep a copy aside and start fresh"), self)
        self.set_aside_button.setMinimumHeight(36)
        self.set_aside_button.clicked.connect(self.set_aside_requested)
        top.addWidget(self.set_aside_button)
        column.addLayout(top)
        self.others_title = QLabel(translate("Home", "Other games in progress"), self)
        column.addWidget(self.others_title)
        self.others = QVBoxLayout()
        column.addLayout(self.others)
        self.expanded = False  # every other game shown (kept when the list is read again, after a Delete)
        self.more_button = push_button("", self)
        self.more_button.clicked.connect(self._toggle_more)
        more = QHBoxLayout()  # as wide as its words, at the left (naming no Qt enum before a first frame)
        more.addWidget(self.more_button)
        more.addStretch(1)
        column.addLayout(more)

    def refresh(self) -> None:
        """Read the folder again: the old autosave (when damaged), then every game in progress."""
        for row in self.rows.values():
            row.deleteLater()
        self.rows = {}
        games: list[tuple[Path, dict | None]] = []
        for path in in_progress.listing():
            info = peek_save(path)
            if info is not None and info["over"]:  # ended without its file moving (a crash at the end)
                try:
                    in_progress.finish(path)
                except OSError as exc:
                    log.warning("a finished game could not be moved: %s", exc)
                continue
            games.append((path, info))
        self.damaged = os.path.lexists(autosave_path())  # a sound one was migrated at start
        self.latest = None
        if self.damaged:
            text = translate(
                "Home",
                "Your last game was saved, but the autosave looks damaged. Continue tries to open it.",
            )
            self.continue_label.setText(f"{self.note}\n{text}" if self.note else text)
        elif games:
            self.latest, info = games.pop(0)
            self.continue_label.setText(self._label(self.latest, info, latest=True))
        self.set_aside_button.setVisible(self.damaged)
        self.delete_button.setVisible(self.latest is not None)
        for path, info in games:
            self._add_row(path, info)
        self.others_title.setVisible(bool(self.rows))
        self._show_rows()
        self.setVisible(self.damaged or self.latest is not None)

    def _show_rows(self) -> None:
        """The first few other games, or all of them; the button says how many more there are."""
        hidden = 0
        for index, row in enumerate(self.rows.values()):
            shown = self.expanded or index < SHOWN_OTHERS
            row.setVisible(shown)
            hidden += not shown
        if self.expanded:
            self.more_button.setText(translate("Home", "Show fewer"))
        else:
            self.more_button.setText(
                counted(hidden).translate("Home", "Show %n more game(s) in progress", None, 1))
        self.more_button.setVisible(len(self.rows) > SHOWN_OTHERS)

    def _toggle_more(self) -> None:
        self.expanded = not self.expanded
        self._show_rows()

    def shown(self) -> list[Path]:
        """The games in progress whose rows show now (``listed`` names every one)."""
        return ([self.latest] if self.latest is not None else []) + [
            path for path, row in self.rows.items() if not row.isHidden()]

    def _delete_latest(self) -> None:
        if self.latest is not None:
            self.delete_requested.emit(str(self.latest))

    @staticmethod
    def _label(path: Path, info: dict | None, latest: bool = False) -> str:
        if info is None:
            return fill(translate("Home", "%1 (cannot be read)"), path.name)
        text = game_text(info)
        if is_guided(path):
            text = fill(translate("Home", "%1 — a guided first game you left before its end"), text)
        if latest:
            return fill(translate("Home", "Continue your last game: %1."), text)
        return text

    def _add_row(self, path: Path, info: dict | None) -> None:
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self._label(path, info), row)
        plain_label(label)
        label.setWordWrap(True)
        line.addWidget(label, 1)
        go = push_button(translate("Home", "Continue"), row)
        go.setProperty(PATH_PROPERTY, str(path))
        go.clicked.connect(lambda: self.continue_file_requested.emit(str(path)))
        line.addWidget(go)
        drop = push_button(translate("Home", "Delete"), row)
        drop.setProperty(PATH_PROPERTY, str(path))
        drop.clicked.connect(lambda: self.delete_requested.emit(str(path)))
        line.addWidget(drop)
        self.others.addWidget(row)
        self.rows[path] = row

    def listed(self) -> list[Path]:
        """Every game in progress listed (some behind "Show more"), the last played first."""
        return ([self.latest] if self.latest is not None else []) + list(self.rows)
