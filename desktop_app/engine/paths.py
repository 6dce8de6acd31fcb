"""Where the app keeps saves and logs (platformdirs), overridable for tests."""

from __future__ import annotations

import os
from pathlib import Path

# The one definition of the app's names and of the data-folder override; the
# translations cache (i18n.py), QSettings (ui/settings.py) and the Qt
# application (app.py) take them from here.
APP_NAME = "GameTable"  # folder, settings and organisation id: never translated, never changed
APP_DISPLAY_NAME = "Game Table"  # what people read
DATA_ENV = "GAME_TABLE_DATA_DIR"  # a folder for saves, logs and caches (tests, tools, --smoke)


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs  # ~15 M instructions of start-up: not where the folder is given

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The single autosave of versions before games in progress had one file each (migrated at start)."""
    return data_dir() / "autosave.json"


def in_progress_dir() -> Path:
    """One autosave per unfinished game (engine/in_progress.py names and lists them)."""
    path = data_dir() / "in-progress"
    path.mkdir(parents=True, exist_ok=True)
    return path


def finished_dir() -> Path:
    """Where a game's autosave goes when the game ends: kept for replay, no longer offered as Continue."""
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override) / "logs"
    else:
        import platformdirs

        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
