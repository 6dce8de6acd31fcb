"""Issue 15 names 2x scaling as a desktop a player uses. The table at a device pixel ratio of 2, in its
own process (Qt reads QT_SCALE_FACTOR once, at the application's start): the window is drawn at 2x,
every picture the table caches (card faces, shadows, the enlarged area) is made at the view's device
scale, so none is stretched and blurred, and nothing is shortened that 1x shows whole."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json
from desktop_app.app import make_application
app = make_application([], language="en")
from desktop_app.ui import picture_cache, table_paint, table_text
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.settings import Settings
from tests.ui.test_table_fits_narrow_view import _match
settings = Settings()
settings.animation_speed = 0.0
win = MainWindow(settings)
win.controller.autoplay = False
win.resize(1280, 800)
win.show()
out = {}
for game_id, players in (("councils", 5), ("copycat", 4), ("campaign-trail", 4)):
    win.start_match(_match(game_id, players, 40), viewer=0)
    for _ in range(5):
        app.processEvents()
    scene = win.view.scene()
    for item in scene.items():
        item.update()
    picture_cache.clear()
    table_paint._SHADOWS.clear()
    table_text.ELIDED = []
    grabbed = win.grab()
    elided = sorted(set(table_text.ELIDED))
    table_text.ELIDED = None
    faces = sorted({p.devicePixelRatio() for p in picture_cache._pictures.values()})
    shadows = sorted({p.devicePixelRatio() for p in table_paint._SHADOWS.values()})
    row = dict(grab=grabbed.devicePixelRatio(), view=win.view.devicePixelRatioF(), fit=win.view.fit_scale,
               elided=elided, pictures=faces, shadows=shadows)
    if game_id == "councils":
        panel = next(p for s, p in sorted(scene._panels.items()) if s != 0)
        scene.enlarge(panel.scene_rect())
        row["zoom"] = scene._zoom.image.devicePixelRatio()
        scene.close_zoom()
    out[game_id] = row
win.controller.shutdown()
print("RESULT " + json.dumps(out))
"""


def test_the_table_at_2x_is_drawn_with_pictures_made_at_2x(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2", PYTHONPATH=str(ROOT),
               GAME_TABLE_SETTINGS=str(tmp_path / "settings.ini"), GAME_TABLE_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    result = json.loads(lines[-1][len("RESULT "):])
    for game_id, row in result.items():
        assert row["view"] == 2.0 and row["grab"] == 2.0 and row["fit"] == 1.0, (game_id, row)
        assert row["elided"] == [], f"{game_id} shortens at 1280x800 at 2x: {row['elided']}"
        # every cached picture and shadow at the device scale (fit 1 x ratio 2), none at 1x
        assert set(row["pictures"]) <= {2.0} and row["shadows"] == [2.0], (game_id, row)
    assert result["councils"]["pictures"] == [2.0]  # the card faces go through the cache
    assert result["councils"]["zoom"] == 2.0
