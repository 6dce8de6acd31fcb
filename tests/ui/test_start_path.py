"""Issue 13 (start to first frame): the app's own start (``python -m desktop_app``: ``app.open_window``)
does before its first frame only what the frame needs. The start's log line (the version from the installed
package's metadata), the crash report's tools (Qt's namespace, the saves) and the clean-up of leftover
temporary files wait for the first frame, each in a pass of its own, and are all done once the event loop
has run. A fresh process is the only place to see it; counted (modules, files, lines), never timed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import desktop_app

ROOT = Path(desktop_app.__file__).resolve().parents[1]

# Each ran before the first frame until it waited for it.
AFTER_FIRST_FRAME = (
    "importlib.metadata",  # the version in the start's log line
    "multiprocessing",  # only frozen builds need it, to start the computer players' processes
    "desktop_app.ui.crash",  # the crash report and its dialog; the hook itself is ui/crash_hook.py
    "desktop_app.engine.saves",  # the clean-up of leftover temporary files, and the crash autosave
)
# Each was imported before the first frame until it waited for its first use (session 33).
WITH_FIRST_USE = (
    "logging.handlers", "socket",  # the log file rotates through the app's own handler (app.RotatingLog)
    "desktop_app.engine.game_values",  # options, progress, scores, seats' roles and colours: dataclasses
    "desktop_app.engine.events", "desktop_app.engine.refusals",  # named by the window only for the types
    "desktop_app.engine.seats",  # the settings and the menus need only the levels (engine/ai_levels.py)
    "desktop_app.games.campaign_trail.options",  # its Config: with the first Campaign Trail game set up
    # The Action base class (the definitions name their codec through engine/lazy_codec.py), an options
    # error's Reason (engine/reasons.py) and with them the dataclasses module: no dataclass is built.
    "desktop_app.engine.actions", "desktop_app.engine.reasons", "dataclasses",
)

CHILD = """
import json, sys
import desktop_app.__main__  # as python -m desktop_app: the entry point, then the start
from desktop_app.app import open_window

app, window = open_window([], language="en")
window.grab()  # the first frame (the offscreen platform paints when asked)
at_first_frame = sorted(sys.modules)
hook = type(sys.excepthook).__module__
for _ in range(10):  # the event loop's first passes: what waited for the first frame, one pass each
    app.processEvents()
print(json.dumps({"at_first_frame": at_first_frame, "later": sorted(sys.modules), "hook": hook}))
window.close()
"""


def _env(data: Path | None, home: Path | None = None) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    if data is not None:
        env.update(GAME_TABLE_DATA_DIR=str(data), GAME_TABLE_SETTINGS=str(data.parent / "settings.ini"))
    else:  # a player's own start: the folders are the system's (platformdirs' answers)
        assert home is not None
        env.pop("GAME_TABLE_DATA_DIR", None)
        env.update(HOME=str(home), XDG_DATA_HOME="", XDG_STATE_HOME="",
                   GAME_TABLE_SETTINGS=str(home / "settings.ini"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def _start(data: Path | None, home: Path | None = None, child: str = CHILD, check: bool = True) -> dict:
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, env=_env(data, home),
                          cwd=ROOT, timeout=120, check=check)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    data = tmp_path_factory.mktemp("start") / "data"
    leftover = data / "in-progress" / ".game.json.x1y2.tmp"  # an autosave cut off by a power cut
    leftover.parent.mkdir(parents=True)
    leftover.write_text("{", encoding="utf-8")
    old = time.time() - 60
    os.utime(leftover, (old, old))
    shown = _start(data)
    shown["leftover_left"] = leftover.exists()
    shown["log"] = (data / "logs" / "game-table.log").read_text(encoding="utf-8")
    return shown


def test_the_first_frame_is_made_without_what_waits_for_it(started):
    assert sorted(set(started["at_first_frame"]).intersection(AFTER_FIRST_FRAME)) == []
    assert sorted(set(started["at_first_frame"]).intersection(WITH_FIRST_USE)) == []
    assert started["hook"] == "desktop_app.ui.crash_hook"  # errors are caught from the start all the same


def test_what_waited_is_done_once_the_event_loop_has_run(started):
    later = set(started["later"])
    assert {"importlib.metadata", "desktop_app.ui.crash", "desktop_app.engine.saves"} <= later
    assert "multiprocessing" not in later  # not a frozen build
    assert started["log"].count("Game Table ") == 1 and " starting: " in started["log"]
    assert not started["leftover_left"]


def test_the_window_runs_what_waits_for_its_first_frame_in_passes_of_their_own(qtbot):
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    ran: list[str] = []
    window.after_first_frame(lambda: ran.append("first"))
    window.after_first_frame(lambda: ran.append("second"))
    window.resize(1280, 800)
    window.show()
    window.grab()
    assert ran == []  # the first frame did not wait for them
    qtbot.waitUntil(lambda: ran == ["first", "second"])
    window.after_first_frame(lambda: ran.append("late"))  # once the window is up: at once
    assert ran == ["first", "second", "late"]
    window.controller.shutdown()


def test_a_window_whose_table_was_made_before_its_first_frame_still_runs_what_waited(qtbot):
    # A game opened from the command line makes the table's parts before the first frame.
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    ran: list[int] = []
    window.after_first_frame(lambda: ran.append(1))
    window.view  # noqa: B018 - the table's parts, on first need
    window.show()
    window.grab()
    qtbot.waitUntil(lambda: ran == [1])
    window.controller.shutdown()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the folders named are Linux's")
def test_a_start_without_a_data_folder_given_finds_the_system_folders_without_platformdirs(tmp_path):
    shown = _start(None, tmp_path)
    assert "platformdirs" not in shown["at_first_frame"]
    log = tmp_path / ".local" / "state" / "GameTable" / "log" / "game-table.log"  # platformdirs' user_log_dir
    assert " starting: " in log.read_text(encoding="utf-8")
    assert (tmp_path / ".local" / "share" / "GameTable" / "in-progress").is_dir()  # its user_data_dir


# An error in the event loop's first pass, and then the process dies at once
# (no logging.shutdown, no flush): the crash handler's log lines are in the log file all the same.
FAILING = """
import json, os, sys
from desktop_app.app import open_window
from PySide6.QtCore import QTimer

app, window = open_window([], language="en")
import desktop_app.ui.crash as crash
crash.CrashDialog.exec = lambda self: 0  # no one to click it
import logging
logging.getLogger("desktop_app.test").warning("a line before the error")

def boom():
    raise RuntimeError("boom right after the start")

print(json.dumps({"hook": type(sys.excepthook).__module__}))
sys.stdout.flush()
QTimer.singleShot(0, boom)  # the event loop's first pass, before the first frame's own work
QTimer.singleShot(0, lambda: os._exit(3))  # and then the process is gone
app.exec()
"""


def test_an_error_right_after_the_start_is_in_the_log_even_when_the_process_dies_at_once(tmp_path):
    data = tmp_path / "data"
    assert _start(data, child=FAILING, check=False) == {"hook": "desktop_app.ui.crash_hook"}
    log = (data / "logs" / "game-table.log").read_text(encoding="utf-8")
    assert "WARNING desktop_app.test: a line before the error" in log
    assert "CRITICAL desktop_app.ui.crash_hook: unexpected error" in log
    assert "RuntimeError: boom right after the start" in log
    assert log.index("a line before the error") < log.index("unexpected error")
    assert (data / "logs" / "faults.log").exists()  # a hard crash would leave its trace there
