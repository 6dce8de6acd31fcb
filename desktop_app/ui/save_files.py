"""Picking a save file to read: the one dialog both "Open" and "Replay a saved game" show."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from ..engine.paths import saves_dir


def pick_save(parent: QWidget, path: str | Path | None, title: str, filters: str) -> Path | None:
    """``path`` when the caller already has one, else the file the player picks in the saves folder.

    None when the player cancels. The caller passes the dialog's texts already translated, in its own
    translation context."""
    if path is None:
        from PySide6.QtWidgets import QFileDialog  # the class is made on first use, not for the home screen

        name, _filter = QFileDialog.getOpenFileName(parent, title, str(saves_dir()), filters)
        if not name:
            return None
        path = name
    return Path(path)
