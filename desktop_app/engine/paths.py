"""Where the app keeps saves and logs (platformdirs' folders), overridable for tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# The one definition of the app's names and of the data-folder override; the
# translations cache (i18n.py), QSettings (ui/settings.py) and the Qt
# application (app.py) take them from here.
APP_NAME = "GameTable"  # folder, settings and organisation id: never translated, never changed
APP_DISPLAY_NAME = "Game Table"  # what people read
DATA_ENV = "GAME_TABLE_DATA_DIR"  # a folder for saves, logs and caches (tests, tools, --smoke)


# platformdirs' user folders where its answer is plain (Linux's XDG folders, macOS's Library): importing
# it costs the start some 15 M instructions before the first frame (issue 13). Anything else asks it
# (tests/engine/test_paths_table.py holds the table to platformdirs' answers). Per kind: the XDG variable,
# the folder under the home folder without it, and on macOS the folder under the home folder.
_LINUX = {"data": ("XDG_DATA_HOME", ".local/share", ""), "log": ("XDG_STATE_HOME", ".local/state", "log")}
_MACOS = {"data": ("XDG_DATA_HOME", "Library/Application Support"), "log": ("XDG_STATE_HOME", "Library/Logs")}


def _plain_user_dir(kind: str) -> str | None:
    """platformdirs' ``user_data_dir``/``user_log_dir`` of the app from the table, or None where the
    table does not know the answer for sure (another system, a relative or unset HOME, a relative XDG
    folder, what could be Android)."""
    home = os.environ.get("HOME", "")
    if not os.path.isabs(home):
        return None
    home = home.rstrip("/")
    if sys.platform.startswith("linux"):
        if hasattr(sys, "getandroidapilevel") or "ANDROID_DATA" in os.environ or "ANDROID_ROOT" in os.environ:
            return None
        variable, under_home, last = _LINUX[kind]
        base = os.environ.get(variable, "")
        if base.strip() and not os.path.isabs(base):
            return None
        folder = os.path.join(base if base.strip() else f"{home}/{under_home}", APP_NAME)
        return os.path.join(folder, last) if last else folder
    if sys.platform == "darwin":
        variable, under_home = _MACOS[kind]
        if os.environ.get(variable, "").strip():  # platformdirs' answer changed with its version
            return None
        return os.path.join(f"{home}/{under_home}", APP_NAME)
    return None


def _user_dir(kind: str) -> Path:
    plain = _plain_user_dir(kind)
    if plain is not None:
        return Path(plain)
    import platformdirs

    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    path = Path(override) if override else _user_dir("data")
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
    path = Path(override) / "logs" if override else _user_dir("log")
    path.mkdir(parents=True, exist_ok=True)
    return path
