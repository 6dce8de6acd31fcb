"""The table paints on the GUI thread only: Qt's own pool of image threads stays unused (issue 13).

With the pool, the GUI thread handed large fills and smooth scalings to Qt's threads and slept until
they had a processor, which the computer's search process held: event-loop gaps grew far beyond the
GUI thread's own work. Counted here, not timed: the threads a fresh process has after a large smooth
drawing, with and without the app's start.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts threads through /proc")

DRAW = """
import os, sys
{start}
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
source = QImage(1200, 900, QImage.Format.Format_ARGB32_Premultiplied)
source.fill(QColor(30, 120, 60))
target = QImage(1000, 700, QImage.Format.Format_ARGB32_Premultiplied)
painter = QPainter(target)
painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
for step in range(4):
    painter.drawImage(QRectF(0, 0, 900 - step, 650), source)
painter.fillRect(QRectF(0, 0, 1000, 700), QColor(0, 0, 0, 90))
painter.end()
names = []
for task in os.listdir("/proc/self/task"):
    with open(f"/proc/self/task/{{task}}/comm") as handle:
        names.append(handle.read().strip())
print(sum(name.startswith("Thread (pooled)") for name in names))
"""

APP_START = "from desktop_app.app import make_application\napp = make_application([], language='en')"
PLAIN_START = "from PySide6.QtWidgets import QApplication\napp = QApplication([])"


def _pool_threads(start: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run([sys.executable, "-c", DRAW.format(start=start)], capture_output=True, text=True,
                          env=env, timeout=120, check=True)
    return int(done.stdout.strip().splitlines()[-1])


def test_qt_would_hand_large_drawings_to_its_pool_threads():
    # The case the app's start guards against: a plain application draws with Qt's pool.
    assert _pool_threads(PLAIN_START) > 0


def test_the_app_draws_on_its_own_thread():
    assert _pool_threads(APP_START) == 0
