# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13: in the real window a move costs the log and the history the rows it adds (measured, painted),
as much at move 300 as at move 50, and nothing while their dock is behind another's tab. Counts only."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QTabBar  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _start(window, game: str, players: int, seed: int):
    window.controller.autoplay = False  # every seat's move is played here
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, players)))
    assert window.start_config(NewGameConfig(game, seats, {}, seed))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 60 + p) for p in range(players)}
    return controller, agents


def _tab_forward(window, dock) -> None:
    for bar in window.findChildren(QTabBar):
        for index in range(bar.count()):
            if bar.tabText(index) == dock.windowTitle():
                bar.setCurrentIndex(index)
    QApplication.instance().processEvents()


def _play(controller, agents, moves: int) -> None:
    match = controller.match
    app = QApplication.instance()
    for _ in range(moves):
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
        app.processEvents()


def _work(window, controller, agents, moves: int) -> list[tuple[int, int, int, int]]:
    """Per move: (log rows added, log rows painted, history rows painted, rows measured by both)."""
    log, history = window.log_view, window.history_view
    out = []
    for _ in range(moves):
        rows = log.model().rowCount()
        painted = log.rows_painted, history.rows_painted
        measured = log.rows_measured + history.rows_measured
        _play(controller, agents, 1)
        out.append((log.model().rowCount() - rows, log.rows_painted - painted[0],
                    history.rows_painted - painted[1], log.rows_measured + history.rows_measured - measured))
    return out


def _last_row_shown(view) -> bool:
    model = view.model()
    return view.viewport().rect().contains(view.visualRect(model.index(model.rowCount() - 1, 0)))


def test_a_move_costs_the_log_and_history_the_same_at_move_300_as_at_move_50(qtbot, game_window):
    controller, agents = _start(game_window, "copycat", 4, 3)
    _tab_forward(game_window, game_window.log_dock)
    _play(controller, agents, 50)
    early = _work(game_window, controller, agents, 10)
    _play(controller, agents, 240)
    assert not controller.match.is_over()
    late = _work(game_window, controller, agents, 10)
    for work in (early, late):
        for before, (added, log_painted, history_painted, measured) in zip(work, work[1:], strict=False):
            # The log: its new rows and the move before's (bold no more), a row cut at the edge. The history:
            # the new point and the one before, a row cut at the edge. Measured: the rows new or restyled
            # (the log's new rows once more when the model restyles them), a row at the history's edge.
            restyled = added + before[0]
            assert log_painted <= restyled + 2, (early, late)
            assert history_painted <= 4, (early, late)
            assert measured <= 2 * restyled + 6, (early, late)
    assert sum(w[1] + w[2] for w in late) <= sum(w[1] + w[2] for w in early) + 10, (early, late)
    assert _last_row_shown(game_window.log_view) and _last_row_shown(game_window.history_view)


def test_the_log_behind_the_moves_tab_does_no_work_until_brought_forward(qtbot, game_window):
    controller, agents = _start(game_window, "copycat", 4, 4)
    _tab_forward(game_window, game_window.log_dock)
    _play(controller, agents, 20)
    log = game_window.log_view
    _tab_forward(game_window, game_window.move_dock)
    assert not log.is_seen()
    measured, painted = log.rows_measured, log.rows_painted
    _play(controller, agents, 40)
    controller.undo()
    QApplication.instance().processEvents()
    assert (log.rows_measured, log.rows_painted) == (measured, painted)
    _tab_forward(game_window, game_window.log_dock)
    assert log.is_seen() and _last_row_shown(log)  # at the bottom, as the log keeps itself
    rows_shown = len(log._shown_rows())
    assert log.rows_measured - measured <= 2 * rows_shown  # the last page (twice: a bar may come)


def test_undo_and_redo_repaint_only_what_moved_in_the_docks(qtbot, game_window):
    controller, agents = _start(game_window, "copycat", 4, 5)
    _tab_forward(game_window, game_window.log_dock)
    _play(controller, agents, 40)
    while not controller.can_undo():
        _play(controller, agents, 1)
    log, history = game_window.log_view, game_window.history_view
    app = QApplication.instance()
    for step in (controller.undo, controller.redo):
        painted = log.rows_painted, history.rows_painted
        assert step()
        app.processEvents()
        assert _last_row_shown(log)
        assert log.rows_painted - painted[0] <= len(log._shown_rows())
        assert history.rows_painted - painted[1] <= len(history._shown_rows())


def _restyled_after(model, controller, agents) -> list[int]:
    """Ten moves played, then the list of the rows ``model`` says changed from now on."""
    _play(controller, agents, 10)
    changed: list[int] = []
    model.dataChanged.connect(lambda first, last, _roles: changed.extend(range(first.row(), last.row() + 1)))
    return changed


def test_a_move_restyles_only_the_log_rows_of_the_move_before(qtbot, game_window):
    """The new move's rows are made bold; the move before's lose it: only those are described again."""
    controller, agents = _start(game_window, "copycat", 4, 6)
    model = game_window.log_view.log_model
    changed = _restyled_after(model, controller, agents)
    for _ in range(10):
        last = len(controller.match.steps)
        before = [row for row in range(model.rowCount()) if model.line(row).number == last]
        changed.clear()
        _play(controller, agents, 1)
        assert changed == before
    while not controller.can_undo():
        _play(controller, agents, 1)
    changed.clear()
    assert controller.undo()
    last = len(controller.match.steps)
    assert changed == [row for row in range(model.rowCount()) if model.line(row).number == last]
    assert changed  # the step now last is bold again


def test_a_move_restyles_only_the_history_row_of_the_point_before(qtbot, game_window):
    """The new move's row is made as the current one; the row that was current loses it: only that row is
    described again, not the row just added (issue 13)."""
    controller, agents = _start(game_window, "copycat", 4, 6)
    model = game_window.history_view.history_model
    changed = _restyled_after(model, controller, agents)
    for _ in range(10):
        before = model.current
        changed.clear()
        _play(controller, agents, 1)
        assert model.current == before + 1
        assert before in changed and model.current not in changed
    while not controller.can_undo():
        _play(controller, agents, 1)
    changed.clear()
    before = model.current
    assert controller.undo()
    assert model.current < before and model.current in changed  # the point now current is styled again
