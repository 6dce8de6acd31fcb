# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Small Qt and compatibility points of issue 10: standard keys, the Preferences window,
Qt's warnings in the log, the tools in ``--help``, one definition of shared names."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import logging  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from PySide6.QtCore import qInstallMessageHandler, qWarning  # noqa: E402
from PySide6.QtGui import QAction, QKeySequence  # noqa: E402

from desktop_app import i18n  # noqa: E402
from desktop_app.ai import levels  # noqa: E402
from desktop_app.app import QT_LOGGER, install_qt_message_handler  # noqa: E402
from desktop_app.cli import TOOLS  # noqa: E402
from desktop_app.engine import paths, seats  # noqa: E402
from desktop_app.ui import settings as settings_module  # noqa: E402
from desktop_app.ui.preferences_dialog import PreferencesDialog  # noqa: E402

from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401

ROOT = Path(__file__).resolve().parents[2]
keys = QKeySequence.StandardKey


def _bindings(key) -> list[QKeySequence]:
    return [k for k in QKeySequence.keyBindings(key) if not k.isEmpty()]


def test_standard_keys_for_redo_save_as_help_and_preferences(qtbot, window):
    redo = window.undo_bridge.redo_action.shortcuts()
    assert _bindings(keys.Redo) and all(k in redo for k in _bindings(keys.Redo))
    assert all(k in window.save_action.shortcuts() for k in _bindings(keys.SaveAs))
    assert window.help_current_action.shortcuts() == _bindings(keys.HelpContents)
    assert window.preferences_action.shortcuts() == _bindings(keys.Preferences)
    assert window.preferences_action.menuRole() == QAction.MenuRole.PreferencesRole


def test_no_action_uses_ctrl_h(qtbot, window):
    ctrl_h = QKeySequence("Ctrl+H")  # macOS: hide the application
    used = [a.text() for a in window.findChildren(QAction) if ctrl_h in a.shortcuts()]
    assert used == []


def test_preferences_window_and_menu_stay_in_step(qtbot, window):
    window.preferences_action.trigger()
    dialog = window.preferences_dialog
    assert isinstance(dialog, PreferencesDialog) and dialog.isVisible()
    pace = dialog.choices[1]
    pace.combo.activated.emit(list(window.pace_actions).index("slow"))
    assert window.settings.ai_pace == "slow" and window.pace_actions["slow"].isChecked()
    window.pace_actions["fast"].trigger()  # the menu moves the dialog too
    assert pace.combo.currentData() == "fast"
    contrast = dialog.checks[0]
    contrast.box.setChecked(not window.contrast_action.isChecked())
    assert window.contrast_action.isChecked() and window.settings.palette == "high-contrast"
    # A language chosen in the window re-labels the window itself from the translated menus.
    language = dialog.choices[3]
    language.combo.activated.emit(list(window.language_actions).index("de"))
    assert window.settings.language == "de"
    assert pace.label.text() == window.pace_menu.title().replace("&", "") + ":"
    assert pace.combo.currentText() == window.pace_actions["fast"].text().replace("&", "")
    assert window.set_language("en") == "en"


def test_qt_warnings_go_to_the_log(qtbot, caplog):
    previous = install_qt_message_handler()
    try:
        with caplog.at_level(logging.INFO, logger=QT_LOGGER):
            qWarning("a test warning from Qt")
    finally:
        qInstallMessageHandler(previous)
    records = [r for r in caplog.records if r.name == QT_LOGGER]
    assert records and records[0].levelno == logging.WARNING
    assert "a test warning from Qt" in records[0].getMessage()


def test_help_lists_every_tool_and_each_tool_has_its_own_help():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    top = subprocess.run([sys.executable, "-m", "desktop_app", "--help"], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=120)
    assert top.returncode == 0
    for name in ("screenshot", "simulate", "bench", "check-save", "bench-ui", "bench-instructions"):
        assert name in TOOLS and re.search(rf"^\s+{name}\b", top.stdout, re.MULTILINE), name
    for name in TOOLS:
        tool = subprocess.run([sys.executable, "-m", "desktop_app", name, "--help"], capture_output=True,
                              text=True, cwd=ROOT, env=env, timeout=120)
        assert tool.returncode == 0 and name in tool.stdout, name


def test_app_name_data_folder_variable_and_levels_have_one_definition():
    # i18n finds its files through desktop_app.resources and needs neither name of its own
    assert getattr(i18n, "APP_NAME", paths.APP_NAME) is paths.APP_NAME
    assert getattr(i18n, "DATA_ENV", paths.DATA_ENV) is paths.DATA_ENV
    assert settings_module.APPLICATION == settings_module.ORGANISATION == paths.APP_NAME
    assert levels.LEVELS is seats.AI_LEVELS
    package = ROOT / "desktop_app"
    code = {p.relative_to(package).as_posix(): p.read_text(encoding="utf-8") for p in package.rglob("*.py")}
    for literal, home in (('"GAME_TABLE_DATA_DIR"', "engine/paths.py"), ('"GameTable"', "engine/paths.py"),
                          ('"random", "easy", "normal", "hard"', "engine/ai_levels.py")):
        where = sorted(name for name, text in code.items() if literal in text)
        assert where == [home], (literal, where)


def test_shipped_texts_name_the_games_that_are_shipped():
    import tomllib
    import xml.etree.ElementTree as ET

    from desktop_app.ui.scene_registry import playable_games

    linux = ROOT / "packaging" / "linux"
    (metainfo,) = linux.glob("*.metainfo.xml")
    root = ET.parse(metainfo).getroot()
    component = root.findtext("id")
    # The desktop file is named after the AppStream component id, as software centres expect.
    assert root.findtext("launchable") == f"{component}.desktop" and (linux / f"{component}.desktop").exists()
    description = " ".join(root.find("description").itertext())
    titles = [game.title for game in playable_games()]
    assert titles and all(title in description for title in titles), titles
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert all(title in project["description"] for title in titles)
    assert "four" not in project["description"].lower()
