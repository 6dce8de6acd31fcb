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


def _start(data: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
               GAME_TABLE_DATA_DIR=str(data), GAME_TABLE_SETTINGS=str(data.parent / "settings.ini"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


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
