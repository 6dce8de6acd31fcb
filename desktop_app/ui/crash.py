"""What happens on an unexpected error: save the game, log it, offer a bug report.

PySide6 hands an exception that escapes a slot (a click, a timer, a signal)
to ``sys.excepthook`` and then goes on with the event loop, so one hook sees
them all. The hook first autosaves the match on the table (so "Continue" on
the next start resumes it), then writes the error to the log, then shows a
dialog whose "Copy bug report" button puts the versions, the game, its
options, seed, seats and every action as JSON on the clipboard; the JSON's
``match`` entry is a save file that replays the game up to the error.
"""

from __future__ import annotations

import json
import logging
import os
import platform
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import app_version
from ..engine import saves
from ..engine.errors import SaveError
from ..engine.paths import autosave_path, data_dir, log_dir
from ..engine.safe_json import JsonRefused, parse_bytes
from ..engine.session import Match
from . import language
from .scene_registry import fill

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]
PREVIOUS_AUTOSAVE = "autosave-previous.json"


def crash_autosave(match: Match | None, path: Path | None = None) -> Path | None:
    """Save ``match`` as its autosave (``path``, the game's own file; else the single autosave of
    earlier versions, which the next start moves among the games in progress); returns the path,
    or None when nothing was saved.

    The file is replaced atomically, and an older autosave with different
    contents is first kept as autosave-previous.json in the data folder, so a save of a game in
    a state that itself breaks never costs the last good one."""
    if match is None:
        return None
    path = path or autosave_path()
    try:
        text = saves.dumps(match)
    except Exception:  # the match itself is broken: keep whatever autosave there is
        log.exception("the game could not be written for the crash autosave")
        return None
    try:
        _keep_previous(path, text)
        saves.write_atomic(path, text)
    except OSError as exc:
        log.error("the crash autosave failed: %s", exc)
        return None
    log.info("the game was autosaved after the error (%s)", path)
    return path


def _keep_previous(path: Path, text: str) -> None:
    """Keep the autosave there is as autosave-previous.json if it is another game or moment.

    Whatever is at ``path`` may be damaged or hostile: it is read through the
    save reader (bounded, regular files only). What that reader refuses (a
    folder, a FIFO, a giant file) is moved aside unchanged, so the new
    autosave can take its place and nothing is lost."""
    if not os.path.lexists(path):
        return
    try:
        old = saves.read_save_bytes(path)
    except SaveError as exc:  # not a file, or too large: kept as it is under another name
        log.warning("the autosave cannot be read (%s); setting it aside", exc)
        try:
            saves.set_aside(path)
        except OSError as problem:
            log.error("the unreadable autosave could not be set aside: %s", problem)
        return
    if _actions_of(old) != _actions_of(text.encode("utf-8")):
        saves.write_atomic(data_dir() / PREVIOUS_AUTOSAVE, old)  # the bytes as they were


def _actions_of(raw: bytes) -> Any:
    try:
        data = parse_bytes(raw)
    except JsonRefused:
        return None
    if not isinstance(data, dict):
        return None
    return data.get("game"), data.get("seed"), data.get("actions")


def environment() -> dict[str, Any]:
    import PySide6

    return {
        "app_version": app_version(),
        "os": platform.platform(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "qt": qVersion(),
        "pyside6": PySide6.__version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "language": language.current_language(),
    }


def bug_report(match: Match | None, exc_info: ExcInfo, autosave: Path | None = None) -> dict[str, Any]:
    """Everything a developer needs to replay the error, as JSON-ready data."""
    exc_type, exc, tb = exc_info
    report: dict[str, Any] = {
        "report": "Game Table bug report",
        **environment(),
        "error": {
            "type": exc_type.__name__,
            "message": str(exc),
            "traceback": traceback.format_exception(exc_type, exc, tb),
        },
        "log_folder": str(log_dir()),
        "autosave": str(autosave) if autosave else None,
    }
    if match is not None:
        try:
            data = saves.match_to_json(match)
            report.update(
                game=data["game"],
                options=data["options"],
                seed=data["seed"],
                seats=data["seats"],
                moves=len(data["actions"]),
                match=data,
            )
        except Exception as problem:  # a half-broken match still gets a report
            report["match_error"] = repr(problem)
    return report


def report_text(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=1, ensure_ascii=False, default=str)


class CrashDialog(QDialog):
    """The error, what was saved, and a button that copies the bug report."""

    def __init__(self, report: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.text = report_text(report)
        self.setWindowTitle(translate("CrashDialog", "Something went wrong"))
        self.resize(720, 520)
        layout = QVBoxLayout(self)
        if report.get("autosave"):
            summary = translate(
                "CrashDialog",
                "Game Table ran into an unexpected error. Your game was saved: choose Continue on the "
                "home screen to go on from this point.",
            )
        elif report.get("match") is not None:
            summary = translate(
                "CrashDialog",
                "Game Table ran into an unexpected error. The game could not be saved now; the last "
                "automatic save is kept.",
            )
        else:
            summary = translate("CrashDialog", "Game Table ran into an unexpected error.")
        more = fill(
            translate(
                "CrashDialog",
                "Please send us the bug report (it contains the game and its moves, nothing else). "
                "The details are also in the log files in %1.",
            ),
            report.get("log_folder", ""),
        )
        self.message = QLabel(f"{summary}\n\n{more}", self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.details.setFont(QFont(mono))
        error = report.get("error", {})
        self.details.setPlainText("".join(error.get("traceback", [])) + "\n" + self.text)
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(self)
        self.copy_button: QPushButton = buttons.addButton(
            translate("CrashDialog", "Copy bug report"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.close_button: QPushButton = buttons.addButton(
            translate("CrashDialog", "Close"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.copy_button.clicked.connect(self.copy_report)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button.setDefault(True)

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.copy_button.setText(translate("CrashDialog", "Copied"))
