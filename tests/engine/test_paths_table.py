"""The app's user folders come from a small table where platformdirs' answer is plain (Linux's XDG folders,
macOS's Library), so a start without GAME_TABLE_DATA_DIR does not import platformdirs before the first frame
(issue 13). The table must give platformdirs' own answers: held to the installed platformdirs here, with
the environment each case names."""

from __future__ import annotations

import sys

import platformdirs
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from desktop_app.engine import paths
from desktop_app.engine.paths import APP_NAME, DATA_ENV

HOMES = ("/home/anna", "/home/anna/", "/")
XDG = ("", "   ", "/srv/xdg")


def _environment(monkeypatch, home: str, data: str | None, state: str | None) -> None:
    monkeypatch.setenv("HOME", home)
    for name, value in (("XDG_DATA_HOME", data), ("XDG_STATE_HOME", state)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    monkeypatch.delenv("ANDROID_DATA", raising=False)
    monkeypatch.delenv("ANDROID_ROOT", raising=False)


@pytest.mark.parametrize("home", HOMES)
@pytest.mark.parametrize("xdg", (None, *XDG))
def test_linux_folders_are_platformdirs_own(monkeypatch, home, xdg):
    _environment(monkeypatch, home, xdg, xdg and xdg.replace("xdg", "state"))
    monkeypatch.setattr(sys, "platform", "linux")
    dirs = Unix(APP_NAME, appauthor=False)
    assert paths._plain_user_dir("data") == dirs.user_data_dir
    assert paths._plain_user_dir("log") == dirs.user_log_dir


@pytest.mark.parametrize("home", HOMES)
@pytest.mark.parametrize("xdg", (None, "", "   "))
def test_macos_folders_are_platformdirs_own(monkeypatch, home, xdg):
    _environment(monkeypatch, home, xdg, xdg)
    monkeypatch.setattr(sys, "platform", "darwin")
    dirs = MacOS(APP_NAME, appauthor=False)
    assert paths._plain_user_dir("data") == dirs.user_data_dir
    assert paths._plain_user_dir("log") == dirs.user_log_dir


@pytest.mark.parametrize(("platform", "home", "data", "android"), [
    ("win32", "C:\\Users\\anna", None, None),  # Windows asks the system's known folders
    ("linux", "anna", None, None),  # a relative HOME
    ("linux", "/home/anna", "share", None),  # a relative XDG folder: platformdirs' versions differ
    ("linux", "/home/anna", None, "/data"),  # what could be Android
    ("darwin", "/Users/anna", "/srv/xdg", None),  # XDG on macOS: platformdirs' versions differ
    ("freebsd14", "/home/anna", None, None),
])
def test_anything_else_is_asked_of_platformdirs(monkeypatch, platform, home, data, android):
    _environment(monkeypatch, home, data, data)
    if android:
        monkeypatch.setenv("ANDROID_DATA", android)
    monkeypatch.setattr(sys, "platform", platform)
    assert paths._plain_user_dir("data") is None and paths._plain_user_dir("log") is None


def test_without_a_data_folder_given_the_app_uses_platformdirs_folders(monkeypatch, tmp_path):
    _environment(monkeypatch, str(tmp_path / "home"), None, None)
    monkeypatch.delenv(DATA_ENV)
    assert paths.data_dir() == platformdirs.user_data_path(APP_NAME, appauthor=False)
    assert paths.log_dir() == platformdirs.user_log_path(APP_NAME, appauthor=False)
    assert paths.data_dir().is_dir() and paths.log_dir().is_dir()
