# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""How the window spreads its work over the event loop (issue 13: no stall while playing; start-up).

Counts and identities only, never a time: the first paint of a new table in parts, one pass each; the
table keeping its size from turn to turn (no layout and repaint of the whole table per turn); the
collector's full passes kept off the objects that live as long as the window or the game; the felt's
stored speckle tile being what its drawing code draws; PySide's import hook answering as before
without reading sources; the home screen reading its lists once at start-up.
"""

from __future__ import annotations

import gc
import inspect
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QGraphicsRectItem  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import felt_noise, pacing, table_view  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


@pytest.fixture
def paced(monkeypatch):
    """The pacing the app switches on at start (app.run_app); the collector is given back afterwards."""
    monkeypatch.setattr(pacing, "enabled", True)
    yield
    gc.unfreeze()


def _start(window, game="copycat", players=4, seed=7):
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, players)))
    assert window.start_config(NewGameConfig(game, seats, {}, seed))
    return window.view.game_scene()


def _top_items(scene):
    return [item for item in scene.items() if item.parentItem() is None and item.isVisible()]


def test_reveal_groups_keep_the_order_and_share_the_area():
    items = [QGraphicsRectItem(QRectF(0, 0, w, 10)) for w in (40, 10, 10, 20, 30, 10, 40, 40)]
    groups = table_view.reveal_groups(items, 4)
    assert 2 <= len(groups) <= 4
    assert [item for group in groups for item in group] == items  # bottom first, none lost or repeated
    share = sum(w for w in (40, 10, 10, 20, 30, 10, 40, 40)) * 10 / 4
    largest = 40 * 10
    for group in groups:
        covered = sum(i.rect().width() * i.rect().height() for i in group)
        assert covered <= share + largest


def test_without_pacing_a_new_table_is_shown_whole_at_once(qtbot, game_window):
    scene = _start(game_window)
    assert not game_window.view.revealing()
    assert all(item.opacity() == 1.0 for item in _top_items(scene))


def test_a_new_table_is_shown_in_parts_one_pass_each(qtbot, game_window, paced):
    view = game_window.view
    steps_before = view.reveal_steps
    scene = _start(game_window)
    waiting = [item for item in _top_items(scene) if item.opacity() == 0.0]
    shown = [item for item in _top_items(scene) if item.opacity() == 1.0]
    assert waiting and shown and view.revealing()  # the first part is painted alone
    # Each later part waits for a timer of its own: one pass of the loop shows one part, not all.
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not view.revealing(), timeout=5000)
    assert view.reveal_steps - steps_before == table_view.REVEAL_PASSES - 1
    assert all(item.opacity() == 1.0 for item in waiting)


def test_a_move_during_the_reveal_shows_the_whole_table(qtbot, game_window, paced):
    scene = _start(game_window)
    assert game_window.view.revealing()
    match = game_window.controller.match
    agent = make_agent(match.game, "random", 3)
    player = match.next_mover()
    game_window.controller.play(player, agent.choose(match.state, player))
    assert not game_window.view.revealing()
    assert [item for item in _top_items(scene) if item.opacity() == 0.0] == []


def test_new_pieces_covering_much_of_the_table_are_shown_in_parts(qtbot, game_window, paced):
    scene = _start(game_window)
    view = game_window.view
    qtbot.waitUntil(lambda: not view.revealing(), timeout=5000)
    table = view.sceneRect()
    small = QGraphicsRectItem(QRectF(0, 0, 10, 10))
    scene.addItem(small)
    view.table_changed()  # a move that adds little: shown at once
    assert not view.revealing() and small.opacity() == 1.0
    side = (table.width() * table.height() * table_view.NEW_AREA_SHARE) ** 0.5
    dealt = [QGraphicsRectItem(QRectF(i * side / 4, 0, side / 4, side)) for i in range(4)]
    for item in dealt:
        scene.addItem(item)
    view.table_changed()  # a hand dealt: its first paint in parts
    assert view.revealing()
    assert dealt[0].opacity() == 1.0 and dealt[-1].opacity() == 0.0
    assert small.opacity() == 1.0  # what was there before is not touched
    qtbot.waitUntil(lambda: not view.revealing(), timeout=5000)
    assert all(item.opacity() == 1.0 for item in dealt)


def test_each_new_game_settles_the_heap_once(qtbot, game_window, paced):
    before = pacing.settles
    _start(game_window)
    assert pacing.settles == before + 1
    assert gc.get_freeze_count() > 0  # the table's objects are out of the full collections' way
    _start(game_window, seed=8)
    assert pacing.settles == before + 2


def test_the_table_keeps_its_size_from_turn_to_turn(qtbot, game_window, monkeypatch):
    # The status strip says whose turn it is in one line or two and hides the skip button while a
    # person moves: it keeps its height, so the table is not laid out and painted anew each turn.
    _start(game_window, "copycat", 4, seed=3)
    view = game_window.view
    qtbot.wait(10)
    resizes: list[tuple[int, int]] = []
    real = table_view.TableView.resizeEvent

    def counting(self, event):
        resizes.append((event.size().width(), event.size().height()))
        real(self, event)

    monkeypatch.setattr(table_view.TableView, "resizeEvent", counting)
    controller = game_window.controller
    match = controller.match
    agent = make_agent(match.game, "random", 11)
    skip_shown = set()
    for _ in range(40):
        if match.is_over():
            break
        player = match.next_mover()
        controller.play(player, agent.choose(match.state, player))
        game_window._update_status()
        skip_shown.add(game_window.status_panel.skip_button.isVisibleTo(game_window.status_panel))
        qtbot.wait(1)
    assert len(match.steps) >= 40
    assert skip_shown == {True, False}  # computers' turns and the person's turns both came
    assert resizes == []
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.horizontalScrollBarPolicy() == off and view.verticalScrollBarPolicy() == off


def test_the_stored_felt_tile_is_what_its_drawing_code_draws(qtbot):
    stored = QImage(str(felt_noise.stored_path()))
    assert not stored.isNull()
    drawn = felt_noise.render_tile().convertToFormat(QImage.Format.Format_ARGB32)
    assert stored.convertToFormat(QImage.Format.Format_ARGB32) == drawn


def test_pysides_import_hook_gives_the_same_answers_without_reading_sources(qtbot):
    from desktop_app.app import lighten_pyside_import_hook

    lighten_pyside_import_hook()
    feature = sys.modules["shibokensupport.feature"]
    check = feature._mod_uses_pyside
    assert getattr(check, "lightened", False)
    assert lighten_pyside_import_hook() is False  # once only
    import json

    from desktop_app.engine import rng
    from desktop_app.ui import theme

    for module in (theme, rng, json, table_view, felt_noise, inspect):
        assert check(module) == ("PySide6" in inspect.getsource(module)), module.__name__
    assert check(sys) is False  # built in: PySide's own check answers


def test_start_up_reads_the_home_screens_lists_once(qtbot, settings, messages, monkeypatch):
    from desktop_app.ui import home
    from desktop_app.ui.main_window import MainWindow

    calls: list[int] = []
    real = home.HomeScreen.refresh

    def counting(self, recent_files):
        calls.append(1)
        real(self, recent_files)

    monkeypatch.setattr(home.HomeScreen, "refresh", counting)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert len(calls) == 1
    assert win.stack.currentWidget() is win.home
    win.controller.shutdown()
