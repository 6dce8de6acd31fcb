"""Where the app keeps saves and logs (platformdirs), overridable for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

# The one definition of the app's names and of the data-folder override; the
# translations cache (i18n.py), QSettings (ui/settings.py) and the Qt
# application (app.py) take them from here.
APP_NAME = "GameTable"  # folder, settings and organisation id: never translated, never changed
APP_DISPLAY_NAME = "Game Table"  # what people read
DATA_ENV = "GAME_TABLE_DATA_DIR"  # a folder for saves, logs and caches (tests, tools, --smoke)


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def log_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    path = Path(override) / "logs" if override else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
