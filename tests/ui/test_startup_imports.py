"""Start-up loads only what the home screen shows (issue 13: start to first frame).

The main window opens on the home screen; the dialogs, the table's drawing code, the games' rules and
data, the scenes and the computer players load when first needed. A fresh process is the only place to
see that: the test session has long imported everything. No timing here, only which modules load.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import desktop_app

ROOT = Path(desktop_app.__file__).resolve().parents[1]

# Each was imported before the first frame until it was made lazy.
LAZY = (
    "desktop_app.games.campaign_trail.data",  # every card and state of Campaign Trail
    "desktop_app.games.campaign_trail.roles",
    "desktop_app.games.campaign_trail.actions",
    "desktop_app.games.copernico.actions",
    "desktop_app.games.copycat.actions",
    "desktop_app.games.councils.actions",
    "desktop_app.games.copycat.scene",
    "desktop_app.ai",
    "desktop_app.ui.new_game_dialog",
    "desktop_app.ui.preferences_dialog",
    "desktop_app.ui.help_viewer",
    "desktop_app.ui.score_sheet",
    "desktop_app.ui.replay_window",
    "desktop_app.ui.table_items",
    "desktop_app.ui.announcements",
    "desktop_app.ui.refusal_note",
    "desktop_app.ui.hint_marks",
    "desktop_app.ui.pointing",  # the guided game's pointer and marks
    "desktop_app.ui.hint_texts",  # the coach's reasons in words
    "desktop_app.engine.hints",
)

CHILD = """
import json, sys
from desktop_app.app import make_application
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.settings import Settings

app = make_application([], language="en")
window = MainWindow(Settings())
window.show()
window.grab()  # the first frame (the offscreen platform paints when asked)
app.processEvents()
home = window.stack.currentWidget() is window.home
loaded = sorted(name for name in sys.modules if name.startswith("desktop_app"))
if "--play" in sys.argv:
    from desktop_app.ui.new_game_dialog import NewGameConfig
    from desktop_app.engine.seats import Seat
    window.start_config(NewGameConfig("copycat", (Seat("Anna"), Seat("Ben")), {}, 7))
    app.processEvents()
    loaded = sorted(name for name in sys.modules if name.startswith("desktop_app"))
print(json.dumps({"home": home, "modules": loaded}))
window.close()
"""


def _child(*args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = subprocess.run([sys.executable, "-c", CHILD, *args], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_the_names_checked_are_real_modules():
    for name in LAZY:
        assert importlib.util.find_spec(name) is not None, name


def test_the_home_screen_opens_without_the_modules_that_wait_for_their_first_use():
    shown = _child()
    assert shown["home"]
    loaded = set(shown["modules"])
    assert "desktop_app.ui.home" in loaded and "desktop_app.games.catalogue" in loaded
    assert sorted(loaded.intersection(LAZY)) == []


def test_a_game_on_the_table_loads_its_rules_and_drawing_code():
    # The same check's other half: the modules are not skipped, they load when a game is played.
    loaded = set(_child("--play")["modules"])
    for name in ("desktop_app.games.copycat.actions", "desktop_app.games.copycat.scene",
                 "desktop_app.ui.table_items", "desktop_app.ui.announcements"):
        assert name in loaded, name
