# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (GUI-thread work per move): a move lays out only what it changed. Counts only, never times.

A label given a new text, or a button shown or hidden, asks its layout to be done again, and a layout done
again asks the same of the one above it, up to the main window with every dock. The status strip places
its parts by hand and keeps its texts' height as the tallest since the table was set, so the window is
laid out again only when a longer text than any before needs another line; the docks behind the log's
tab (the move list, the coach) do no work for a move nobody can see there.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QTabBar  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.move_list import ACTION_ROLE  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .python_calls import calls_per_move  # noqa: E402
from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


class _LayoutCounter(QObject):
    """Counts the layout requests that reach ``window`` and the resizes of ``view``."""

    def __init__(self, window, view) -> None:
        super().__init__()
        self.window, self.view = window, view
        self.window_layouts = 0
        self.view_resizes = 0

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LayoutRequest:
            self.window_layouts += 1
        elif obj is self.view and event.type() == QEvent.Type.Resize:
            self.view_resizes += 1
        return False


def _start(window, game: str, players: int, seed: int):
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, players)))
    assert window.start_config(NewGameConfig(game, seats, {}, seed))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 40 + p) for p in range(players)}
    return controller, agents


def _tab_forward(window, dock) -> None:
    """Click the tab of ``dock`` in the docks' tab bar, as a person does (``raise_`` switches no tab when
    the dock is already on top of its siblings)."""
    for bar in window.findChildren(QTabBar):
        for index in range(bar.count()):
            if bar.tabText(index) == dock.windowTitle():
                bar.setCurrentIndex(index)
    QApplication.instance().processEvents()


def _move(controller, agents) -> None:
    match = controller.match
    player = match.next_mover()
    controller.play(player, agents[player].choose(match.state, player))


def test_a_move_lays_the_window_out_again_only_when_the_status_needs_a_taller_strip(qtbot, game_window):
    """Councils at five seats: its prompts wrap to two lines on some turns and not on others (the old
    strip resized the table on about one move in five, and laid the whole window out on most)."""
    app = QApplication.instance()
    controller, agents = _start(game_window, "councils", 5, 1)
    _tab_forward(game_window, game_window.log_dock)  # the move list and the coach behind its tab
    for _ in range(10):
        app.processEvents()
    panel = game_window.status_panel
    counter = _LayoutCounter(game_window, game_window.view)
    app.installEventFilter(counter)
    heights = [panel.texts_height()]
    try:
        for _ in range(60):
            _move(controller, agents)
            app.processEvents()
            heights.append(panel.texts_height())
    finally:
        app.removeEventFilter(counter)
    assert not controller.match.is_over()
    assert heights == sorted(heights), "within a game the strip only grows"
    growths = sum(1 for before, after in zip(heights, heights[1:], strict=False) if after > before)
    assert growths <= 2
    # Each growth may lay the window out and resize the table once (the request and its echo); no other
    # move may.
    assert counter.window_layouts <= 2 * growths, (counter.window_layouts, growths)
    assert counter.view_resizes <= growths, (counter.view_resizes, growths)
    # The strip is tall enough for what it says now: neither text is cut.
    width = panel.detail.width()
    assert panel.detail.heightForWidth(width) <= panel.detail.height()
    assert panel.headline.heightForWidth(panel.headline.width()) <= panel.headline.height()


def test_a_new_table_measures_the_strip_anew(qtbot, game_window):
    app = QApplication.instance()
    controller, agents = _start(game_window, "councils", 5, 1)
    panel = game_window.status_panel
    panel.detail.setText("a detail long enough to need several lines " * 12)
    panel.set_status(None, "Ada", panel.detail.text(), False)
    tall = panel.texts_height()
    controller, agents = _start(game_window, "copycat", 3, 2)
    app.processEvents()
    assert panel.texts_height() < tall
    assert panel.texts_height() >= panel.detail.heightForWidth(panel.detail.width())


def test_the_move_list_behind_the_logs_tab_is_made_only_when_shown(qtbot, game_window):
    app = QApplication.instance()
    controller, agents = _start(game_window, "copycat", 4, 5)
    dock = game_window.move_dock
    _tab_forward(game_window, game_window.log_dock)
    moves = dock.moves
    before = moves.refreshes
    for _ in range(30):
        _move(controller, agents)
        app.processEvents()
    assert moves.refreshes == before, "no list made for a dock nobody can see"
    while not controller.viewer_to_act():
        _move(controller, agents)
    dock.focus_action.trigger()  # F6: the list is brought up to date as it comes forward
    app.processEvents()
    assert moves.refreshes == before + 1
    legal = controller.match.state.legal_actions(0)
    assert [moves.item(i).data(ACTION_ROLE) for i in range(moves.count())] == legal
    _move(controller, agents)  # while it is seen, it follows the game at once
    app.processEvents()
    assert moves.refreshes == before + 2


def test_the_coachs_words_wait_while_its_dock_is_behind_the_logs_tab(qtbot, game_window):
    app = QApplication.instance()
    controller, agents = _start(game_window, "copycat", 4, 5)
    coach = game_window.hint_coach
    _tab_forward(game_window, game_window.log_dock)
    status = coach.dock.panel.status
    while controller.viewer_to_act():
        _move(controller, agents)
    app.processEvents()
    waiting = status.text()
    while not controller.viewer_to_act():
        _move(controller, agents)
    app.processEvents()
    assert status.text() == waiting, "not changed while nobody can see it"
    _tab_forward(game_window, coach.dock)
    assert status.text() != waiting and coach.action.isEnabled()


class _PaintCounter(QObject):
    def __init__(self, watched) -> None:
        super().__init__()
        self.watched = {id(widget): name for name, widget in watched.items()}
        self.paints: dict[str, int] = dict.fromkeys(watched, 0)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint and id(obj) in self.watched:
            self.paints[self.watched[id(obj)]] += 1
        return False


def test_a_move_repaints_the_logs_rows_but_not_the_docks_around_them(qtbot, game_window):
    """The lists' scroll bars fill their own background: a moved handle no longer has the list's frame,
    the dock with its title and the window behind them painted again."""
    app = QApplication.instance()
    controller, agents = _start(game_window, "copycat", 4, 5)
    _tab_forward(game_window, game_window.log_dock)
    for _ in range(5):
        _move(controller, agents)
        app.processEvents()
    log, history = game_window.log_view, game_window.history_view
    counter = _PaintCounter({"log rows": log.viewport(), "history rows": history.viewport(),
                             "log frame": log, "history frame": history,
                             "log dock": game_window.log_dock, "history dock": game_window.history_dock})
    app.installEventFilter(counter)
    try:
        for _ in range(20):
            _move(controller, agents)
            app.processEvents()
    finally:
        app.removeEventFilter(counter)
    paints = counter.paints
    assert paints["log rows"] >= 15 and paints["history rows"] >= 15, paints  # the new rows are drawn
    assert paints["log frame"] == paints["history frame"] == 0, paints
    assert paints["log dock"] == paints["history dock"] == 0, paints


WINDOW_MODULES = {"main_window.py", "status_panel.py", "move_list.py", "hint_coach.py", "controller.py",
                  "computer_turns.py", "undo_bridge.py", "undo_reach.py", "log_view.py", "sentence_list.py",
                  "table_view.py", "session.py"}


def test_the_windows_own_work_per_move_is_the_same_late_in_a_long_game(qtbot, game_window):
    """Councils at five seats, moves 40-50 against moves 300-310: the window's parts (status, docks, history
    and what undo reaches, menus, move list) do as much Python work per move late as early."""
    app = QApplication.instance()
    controller, agents = _start(game_window, "councils", 5, 1)
    match = controller.match
    while len(match.steps) < 40:
        _move(controller, agents)
    app.processEvents()
    early = sorted(calls_per_move(controller, agents, app, 11, WINDOW_MODULES))[5]
    while len(match.steps) < 300:
        _move(controller, agents)
    app.processEvents()
    assert not match.is_over()
    late = sorted(calls_per_move(controller, agents, app, 11, WINDOW_MODULES))[5]
    assert late <= early * 1.2 + 30, (early, late)
