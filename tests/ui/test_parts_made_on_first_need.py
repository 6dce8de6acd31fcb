# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (start to first frame): the main window makes the game log, the history and the
guided-game runner when they are first needed, not before the home screen's first frame; each
appears, and shows the game on the table, as soon as it is shown or asked for. Counted, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QDockWidget  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

SEATS = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1))


def test_the_first_frame_makes_none_of_them(qtbot, game_window):
    game_window.grab()  # the home screen's first frame
    assert game_window.made_parts() == {"log": False, "history": False, "lessons": False, "table": False,
                                        "menus": False, "f6": False}
    assert game_window.actions() == []  # the F6 key (QAction, QKeySequence) comes with the menus' items
    titles = [action.text() for action in game_window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]  # the menu bar as the first frame shows it
    assert game_window.log_dock.widget() is None and game_window.history_dock.widget() is None
    assert game_window.move_dock.widget() is None and not game_window.move_dock.moves_made
    assert game_window.stack.count() == 1  # the home screen alone


def test_the_table_page_hand_over_screen_and_coach_come_right_after_the_first_frame(qtbot, game_window):
    """Made by the event loop's next pass after the first paint, before a person can click anything; the
    window then holds them exactly where it did when they were made with it."""
    game_window.show()
    game_window.grab()
    assert not game_window.made_parts()["table"]
    qtbot.waitUntil(lambda: game_window.made_parts()["table"], timeout=2000)
    assert game_window.made_parts()["menus"] and game_window.made_parts()["f6"]
    f6 = game_window.move_dock.focus_action
    assert f6 in game_window.actions() and f6.shortcut().toString() == "F6" and f6.text()
    stack = game_window.stack
    assert stack.count() == 3 and stack.currentWidget() is game_window.home
    assert stack.widget(1) is game_window.view.parentWidget() and stack.widget(2) is game_window.handover
    assert not game_window.hint_coach.dock.isVisible() and not game_window.log_dock.isVisible()
    menu = game_window.game_menu.actions()
    assert menu.index(game_window.hint_coach.action) == menu.index(game_window.skip_action) - 1

    # The docks are arranged exactly as in a window that made every part while it was built, and the menus
    # hold the same items with the same keys and states.
    from desktop_app.ui.main_window import MainWindow

    eager = MainWindow(game_window.settings, worker_factory=lambda: None)
    qtbot.addWidget(eager)
    eager.view  # noqa: B018 - made now (with the menus' items), before the window is shown
    eager.move_dock.moves  # noqa: B018 - and the list of moves
    eager.resize(1280, 800)
    eager.show()
    qtbot.wait(10)
    docks = [d.objectName() for d in game_window.findChildren(QDockWidget)]
    assert docks == [d.objectName() for d in eager.findChildren(QDockWidget)] and "hintDock" in docks
    assert bytes(game_window.saveState().data()) == bytes(eager.saveState().data())
    assert _menu_items(game_window) == _menu_items(eager) and len(_menu_items(eager)) > 40


def _menu_items(window) -> list[tuple]:
    out: list[tuple] = []

    def walk(menu) -> None:
        for action in menu.actions():
            out.append((action.text(), [key.toString() for key in action.shortcuts()], action.isEnabled(),
                        action.isCheckable(), action.isChecked(), action.isSeparator()))
            if action.menu() is not None:
                walk(action.menu())

    for menu in (window.game_menu, window.edit_menu, window.view_menu, window.help_menu):
        walk(menu)
    return out


def test_a_menu_item_asked_for_before_the_event_loop_runs_is_made_then(qtbot, game_window):
    assert not game_window.made_parts()["menus"]
    assert not game_window.save_action.isEnabled()  # no game yet: as when the menus were made with the window
    assert game_window.made_parts()["menus"] and not game_window.made_parts()["table"]
    assert game_window.edit_menu.actions()[0] is game_window.undo_bridge.undo_action
    try:
        game_window.no_such_part  # noqa: B018
    except AttributeError:
        pass
    else:
        raise AssertionError("an unknown name must still be refused")


def test_a_part_asked_for_before_the_event_loop_runs_is_made_then(qtbot, game_window):
    assert not game_window.made_parts()["table"]
    game_window.view.zoom_in()  # e.g. a test or a file opened from the command line, before any paint
    assert game_window.made_parts()["table"] and game_window.stack.count() == 3
    assert game_window.lessons.panel.parentWidget() is game_window.view.parentWidget()


def test_a_game_on_the_table_shows_its_log_and_history_and_the_rest_come_when_asked(qtbot, game_window):
    game_window.controller.autoplay = False
    assert game_window.start_config(NewGameConfig("copycat", SEATS, {}, 5))
    made = game_window.made_parts()
    # The docks are shown with the table: their lists are made then, with the game's lines in them.
    assert made["log"] and made["history"]
    assert game_window.log_dock.widget() is game_window.log_view
    assert game_window.history_dock.widget() is game_window.history_view
    match = game_window.controller.match
    assert game_window.log_view.count() == len(match.log(game_window.log_view.viewer()))
    assert game_window.history_view.count() == 1 + len(match.steps)
    assert not made["lessons"]  # no lesson was asked for

    runner = game_window.lessons
    assert game_window.made_parts()["lessons"] and game_window.lessons is runner
    layout = game_window.view.parentWidget().layout()
    # Its panel sits where it always did: under the status line (the end-of-game bar stands over the
    # table's top edge, ui/game_end.py), above the table.
    assert layout.indexOf(runner.panel) == layout.indexOf(game_window.status_panel) + 1
    assert layout.indexOf(runner.panel) < layout.indexOf(game_window.view)


def test_a_log_made_late_matches_one_made_with_the_game(qtbot, game_window):
    """Made after moves were played (its dock first shown mid-game), the log holds every line so far."""
    from desktop_app.ui.log_view import LogModel

    game_window.controller.autoplay = False
    assert game_window.start_config(NewGameConfig("copycat", SEATS, {}, 5))
    game_window._log_view = None  # as if its dock had stayed closed until now
    game_window.log_dock.setWidget(None)
    controller = game_window.controller
    match = controller.match
    agents = {p: make_agent(match.game, "random", 40 + p) for p in range(len(SEATS))}
    for _ in range(6):
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
    fresh = LogModel(controller)
    fresh.sync()
    rows = [game_window.log_view.text(row) for row in range(game_window.log_view.count())]
    assert rows == [fresh.line(row).text for row in range(fresh.rowCount())] and len(rows) > 6


def test_an_empty_record_makes_its_lists_with_the_first_finished_game(qtbot, tmp_path):
    """The home screen's record shows only a sentence until a game is finished: its table, past games and
    replay button are made then, in the row and the Tab order they always had (issue 13, start-up)."""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QListWidget, QTableWidget

    from desktop_app.record.db import RecordDb
    from desktop_app.ui.record_panel import RecordPanel
    from tests.record.helpers import played

    record = RecordDb.open(tmp_path / "record.sqlite3")
    panel = RecordPanel()
    qtbot.addWidget(panel)
    panel.set_source(SimpleNamespace(db=record))
    panel.show()
    assert panel.empty_label.isVisible()
    assert panel.findChildren(QTableWidget) == [] and panel.findChildren(QListWidget) == []
    record.record_match(played("councils", 2, seed=7), hints_used=0)
    panel.refresh()
    assert not panel.empty_label.isVisible()
    assert panel.table.isVisible() and panel.table.rowCount() == 1
    assert panel.games.isVisible() and panel.games.count() == 1 and panel.replay_button.isEnabled()
    chain, widget = [], panel.nextInFocusChain()
    while widget is not panel:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    assert chain.index(panel.table) < chain.index(panel.games) < chain.index(panel.replay_button)
    record.close()
