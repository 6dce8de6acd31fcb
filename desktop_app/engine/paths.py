"""Where the app keeps saves and logs (platformdirs), overridable for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "GameTable"
DATA_ENV = "GAME_TABLE_DATA_DIR"


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
