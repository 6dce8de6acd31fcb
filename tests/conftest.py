"""Every test runs headless, with settings and saves in a temporary folder."""

from __future__ import annotations

import os

# Without a display Qt aborts the whole process, so this must precede any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path_factory, monkeypatch):
    """Saves, logs and QSettings of each test live in its own temporary folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("GAME_TABLE_DATA_DIR", str(home / "data"))
    monkeypatch.setenv("GAME_TABLE_SETTINGS_DIR", str(home / "settings"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "share"))
    yield home

# As at the app's start: the catalogue of games gives the engine's saves their game lookup.
from desktop_app.games import catalogue  # noqa: E402,F401


@pytest.fixture(autouse=True)
def collect_qt_garbage_here(request):
    """After a test that made Qt objects, collect the garbage on this (the GUI) thread.

    A scene or window left in a reference cycle is otherwise destroyed by whichever thread next runs
    Python's collector; when that is a background thread (the in-process computer player, the autosave
    writer), Qt objects die off their thread and a later event pass can crash the whole run."""
    yield
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        import gc

        gc.collect()
