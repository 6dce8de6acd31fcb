"""Issue 15 at 1366x768: the main window and the replay opened at 1280x800 whatever the screen, so on a
1366x768 laptop (less its taskbar and the title bar) their foot lay below the screen's edge: the replay's
buttons, the table's hand. In their own process on a 1366x768 offscreen screen with a 40 px taskbar (the
offscreen platform reads its screens from a file), the main window opens maximised and the replay and the
rules viewer keep their frames on the screen; on a 1920x1080 screen both keep their 1280x800."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QRect, QSize

from desktop_app.ui import screen_fit

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json
from desktop_app.app import make_application
app = make_application([], language="en")
from desktop_app.ui import screen_fit
from desktop_app.ui.help_viewer import HelpViewer
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.replay_window import ReplayWindow
from desktop_app.ui.settings import Settings
from tests.ui.test_table_fits_narrow_view import _match
settings = Settings()
win = MainWindow(settings)
win.show_on_screen()
for _ in range(5):
    app.processEvents()
free = screen_fit.free_area(win)
replay = ReplayWindow(_match("councils", 2, 10), parent=win)
rules = HelpViewer("councils", win)
out = dict(screen=free.getRect(), maximised=win.isMaximized(), window=win.frameGeometry().getRect(),
           replay=replay.size().toTuple(), rules=rules.size().toTuple())
win.controller.shutdown()
print("RESULT " + json.dumps(out))
"""


def _run(tmp_path, width: int, height: int) -> dict:
    # the offscreen platform has no taskbar: a screen this much taller, the windows kept off its foot
    screen = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screen))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", PYTHONPATH=str(ROOT),
               GAME_TABLE_SETTINGS=str(tmp_path / "settings.ini"), GAME_TABLE_DATA_DIR=str(tmp_path / "data"))
    env.pop("QT_SCALE_FACTOR", None)
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    return json.loads(lines[-1][len("RESULT "):])


def test_on_a_1366x768_screen_no_window_reaches_past_its_foot(tmp_path):
    row = _run(tmp_path, 1366, 768)
    x, y, w, h = row["screen"]
    assert (w, h) == (1366, 768)
    assert row["maximised"], row
    wx, wy, ww, wh = row["window"]
    assert wx >= x and wy >= y and wx + ww <= x + w and wy + wh <= y + h, row
    for name in ("replay", "rules"):
        width, height = row[name]
        assert width + screen_fit.FRAME.width() <= w and height + screen_fit.FRAME.height() <= h, (name, row)
    assert row["replay"][1] == 768 - screen_fit.FRAME.height()  # as tall as the screen allows


def test_on_a_1920x1080_screen_the_windows_keep_their_size(tmp_path):
    row = _run(tmp_path, 1920, 1080)
    assert not row["maximised"]
    assert row["replay"] == [1280, 800] and row["rules"] == [760, 720]


def test_the_fitted_size_leaves_room_for_the_frame():
    laptop = QRect(0, 0, 1366, 728)  # 1366x768 less a 40 px taskbar
    assert screen_fit.fitted_size(QSize(1280, 800), laptop) == QSize(1280, 688)
    assert not screen_fit.fits(QSize(1280, 800), laptop)
    assert screen_fit.fits(QSize(1280, 800), QRect(0, 0, 1920, 1040))
