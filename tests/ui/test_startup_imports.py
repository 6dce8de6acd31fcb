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
    # The table's page, the hand-over screen and the hint coach: made just after the first frame.
    "desktop_app.ui.table_view",
    "desktop_app.ui.status_panel",
    "desktop_app.ui.game_end",
    "desktop_app.ui.handover",
    "desktop_app.ui.hint_coach",
    "desktop_app.ui.lesson",  # the guided game's runner (the Help menu lists the lessons without it)
    # The menus' items (the first frame shows the menus' titles), with the undo bridge and the history's list.
    "desktop_app.ui.undo_bridge",
    "desktop_app.ui.log_view",
    "desktop_app.ui.sentence_list",
    # The scenes' common base (and with it QGraphicsScene): named only for the type checker until a game is
    # on the table.
    "desktop_app.ui.scene_base",
    # The lessons' scripts and classes: the home screen's "Guided game" buttons ask only whether a game's
    # lesson file is there (games/lesson_files.py).
    "desktop_app.games.lessons",
    "desktop_app.record.stats",  # the record's figures: worked out with the first finished game to show
    # The engine's saves and sessions: the home screen labels games in progress from their headers
    # (engine/save_bytes.py), and a new record has no campaign to score again (record/db.py).
    "desktop_app.engine.saves",
    "desktop_app.engine.session",
    # The record (SQLite): opened just after the first frame, which does not show its figures at 1280x800
    # (ui/record_keeper.py); and the list of moves, in a dock the home screen hides (ui/move_dock.py).
    "desktop_app.record.db",
    "desktop_app.ui.move_list",
)
# Standard-library modules the first frame does without (``html``'s entity tables, ``importlib.resources``
# when the data folders sit beside the package, ``pickle`` for a stored window size, the computer players'
# futures).
LAZY_STDLIB = ("html", "html.entities", "importlib.resources", "pickle", "concurrent.futures",
               "sqlite3", "datetime")  # the record's database and its dates
# Qt classes the home screen does not show: each one's Python enum classes are built when the class is
# first named, which is most of what PySide adds to a start.
LAZY_QT = ("QFileDialog", "QMessageBox", "QGraphicsView", "QGraphicsItem", "QActionGroup", "QStandardItem",
           # The menus' items and the F6 key (made just after the first frame), a game's table, the last
           # played date of a game in progress, the folder of Qt's own translations (another language).
           "QAction", "QKeySequence", "QGraphicsScene", "QDateTime", "QLibraryInfo",
           # The record's table, made with the first finished game (ui/record_panel.py).
           "QHeaderView", "QTableWidgetItem",
           # Icons (a push button made with its text names QIcon while PySide picks the overload:
           # qt_names.push_button), and the covers' size policy (ui/covers.py).
           "QIcon", "QSizePolicy")
# PySide6's enum classes made by the first frame (a bare window makes about 40, on importing PySide6).
# The window made 236 before the table's page, the menus' items, the dialogs' classes and the hint coach
# waited, 203 before the actions, the scenes' base class, the dates and the record's table above waited
# (190), 99 since the first frame names no ``Qt`` (its 93 enum classes, ui/qt_names.py), 94 since the move
# list and its dock take no event of their own (PySide builds several event classes at the first one), 88
# since the buttons, theme and covers name neither QIcon nor QSizePolicy.
MAX_QT_ENUMS = 88

CHILD = """
import enum, json, sys
from desktop_app.app import make_application
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.settings import Settings

app = make_application([], language="en")
settings = Settings()
if "--geometry" in sys.argv:  # a window size stored by an earlier run
    settings.window_geometry = bytes(MainWindow(settings).saveGeometry().data())
    settings.sync()
    print(json.dumps({"stored": True}))
    sys.exit(0)
window = MainWindow(settings)
window.show()
window.grab()  # the first frame (the offscreen platform paints when asked)
home = window.stack.currentWidget() is window.home
first_frame_made = {"record": window.record_keeper.opened, "moves": window.move_dock.moves_made}
loaded = sorted(name for name in sys.modules if name.startswith("desktop_app"))
others = sorted(name for name in sys.modules if not name.startswith("desktop_app"))
made, pending = set(), [enum.Enum]
while pending:
    for sub in pending.pop().__subclasses__():
        if sub not in made:
            made.add(sub)
            pending.append(sub)
qt_enums = sorted(e.__qualname__ for e in made if e.__module__.startswith("PySide6"))
import PySide6.QtCore
qt_named = "Qt" in vars(PySide6.QtCore)
app.processEvents()  # the event loop's first pass: what waited for the first frame
from PySide6.QtCore import Qt
moves, recent = window.move_dock.moves, window.home.recent
settled = {"moves": [moves.count(), moves.item(0).flags() == Qt.ItemFlag.NoItemFlags,
                     moves.item(0).data(Qt.ItemDataRole.ForegroundRole)],
           "recent": [recent.count(), recent.item(0).flags() == Qt.ItemFlag.ItemIsEnabled],
           "record": window.record_keeper.opened, "moves_list": window.move_dock.widget() is moves}
if "--play" in sys.argv:
    from desktop_app.ui.new_game_dialog import NewGameConfig
    from desktop_app.engine.seats import Seat
    window.start_config(NewGameConfig("copycat", (Seat("Anna"), Seat("Ben")), {}, 7))
    app.processEvents()
    loaded = sorted(name for name in sys.modules if name.startswith("desktop_app"))
print(json.dumps({"home": home, "modules": loaded, "others": others, "qt_enums": qt_enums,
                  "qt_named": qt_named, "settled": settled, "first_frame_made": first_frame_made}))
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


def test_the_first_frame_does_without_these_standard_modules():
    shown = _child()
    assert sorted(set(shown["others"]).intersection(LAZY_STDLIB)) == []


def test_the_first_frame_does_without_platformdirs_where_the_data_folder_is_given():
    # As for every test and bench-ui's children: platformdirs is asked only where nothing says the folder.
    assert os.environ.get("GAME_TABLE_DATA_DIR")
    assert "platformdirs" not in _child()["others"]


def test_a_stored_window_size_is_read_back_without_pickle():
    # Stored as Qt's own byte array: a Python bytes object would be pickled, and unpickled at every start.
    assert _child("--geometry") == {"stored": True}
    shown = _child()
    assert shown["home"] and "pickle" not in shown["others"]


def test_the_first_frame_builds_few_qt_enum_classes():
    """Counted, not timed: PySide builds a class's enums in Python when the class is first named, about
    0.2 ms each; the home screen names only the classes it shows."""
    enums = _child()["qt_enums"]
    owners = {name.rsplit(".", 1)[0] for name in enums}
    assert sorted(owners.intersection(LAZY_QT)) == []
    assert len(enums) <= MAX_QT_ENUMS, len(enums)


def test_the_first_frame_names_no_qt():
    """PySide builds the 93 enum classes of ``Qt`` when anything names it, or calls a binding whose overloads
    must be told from one of them (setPen, setBrush, fillRect, addDockWidget ...): the home screen's first
    frame, covers and felt included, does without (ui/qt_names.py, ui/covers.py, ui/dock_layout.py)."""
    shown = _child()
    assert not shown["qt_named"]
    assert [name for name in shown["qt_enums"] if name.startswith("Qt.")] == []


def test_what_waited_for_the_first_frame_is_in_place_when_the_event_loop_runs():
    # The placeholders of the empty lists: greyed and out of reach (moves), readable but not a file to open
    # (saved games), as they were made before; the grey of the first frame is the style's own again.
    shown = _child()
    assert shown["first_frame_made"] == {"record": False, "moves": False}  # they wait for the first frame
    assert shown["settled"] == {"moves": [1, True, None], "recent": [1, True], "record": True,
                                "moves_list": True}


def test_a_game_on_the_table_loads_its_rules_and_drawing_code():
    # The same check's other half: the modules are not skipped, they load when a game is played.
    loaded = set(_child("--play")["modules"])
    for name in ("desktop_app.games.copycat.actions", "desktop_app.games.copycat.scene",
                 "desktop_app.ui.table_items", "desktop_app.ui.announcements"):
        assert name in loaded, name
