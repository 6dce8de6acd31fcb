# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The log and history docks are models that follow the match step by step (issue 13):
a move appends rows, undo and redo change only the rows they touch, and the result is
always what a fresh build from the whole match shows."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import scene_registry, theme  # noqa: E402
from desktop_app.ui.log_view import LogModel  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.undo_bridge import REACHABLE_ROLE, HistoryModel  # noqa: E402

from .python_calls import calls_per_move  # noqa: E402
from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, REACHABLE_ROLE)


def _rows(model) -> list[tuple]:
    out = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        font = index.data(Qt.ItemDataRole.FontRole)
        out.append((*(index.data(role) for role in ROLES),
                    bool(font and font.bold()), bool(font and font.italic())))
    return out


def _fresh(model_class, controller) -> list[tuple]:
    fresh = model_class(controller)
    fresh.sync()
    return _rows(fresh)


class _Counter:
    def __init__(self, model) -> None:
        self.resets = self.inserted = self.removed = 0
        model.modelReset.connect(lambda: self._add("resets", 1))
        model.rowsInserted.connect(lambda _p, first, last: self._add("inserted", last - first + 1))
        model.rowsRemoved.connect(lambda _p, first, last: self._add("removed", last - first + 1))

    def _add(self, name: str, n: int) -> None:
        setattr(self, name, getattr(self, name) + n)


def _start_copycat(window):
    window.controller.autoplay = False  # the test plays every seat itself
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1), Seat("Cy", "ai", "random", 2))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 11))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 70 + p) for p in range(3)}
    return controller, agents


def _play(controller, agents, moves: int) -> None:
    match = controller.match
    for _ in range(moves):
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))


def test_log_model_appends_per_move_and_matches_a_fresh_build(qtbot, game_window):
    controller, agents = _start_copycat(game_window)
    model = game_window.log_view.log_model
    counter = _Counter(model)
    for _ in range(30):
        before = model.rowCount()
        _play(controller, agents, 1)
        match = controller.match
        visible = match.log(game_window.log_view.viewer())
        # One row per event the viewer may see (CP hidden information: others' private events stay out).
        assert model.rowCount() == len(visible)
        assert model.rowCount() >= before
    assert counter.resets == 0 and counter.removed == 0  # every move only appended
    assert counter.inserted == model.rowCount()
    match = controller.match
    seats = match.seats
    # Issue 15: numbered by round, each round's number once (on its first line), no repeats.
    expected, last_round = [], None
    for n, _p, e in match.log(0):
        text = scene_registry.log_text(match.game.id, e, seats)
        state = match.steps[n - 2].state if n > 1 else match.initial_state
        round_no = match.game.progress(state).number
        expected.append(text if round_no == last_round else f"Round {round_no}: {text}")
        last_round = round_no
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == expected
    shown = [line for line in expected if line.startswith("Round ")]
    assert len(shown) == len({line.split(":")[0] for line in shown})  # no round number repeats
    assert _rows(model) == _fresh(LogModel, controller)
    last = len(match.steps)
    bold = [model.line(r).number for r in range(model.rowCount()) if _rows(model)[r][3]]
    assert bold and set(bold) == {last}  # the last move's lines, and only those, stand out
    # The view is told that the lines of the step before lost their bold type.
    changed: list[int] = []
    model.dataChanged.connect(lambda first, end, _roles: changed.extend(range(first.row(), end.row() + 1)))
    old_last = [r for r in range(model.rowCount()) if model.line(r).number == last]
    _play(controller, agents, 1)
    assert set(old_last) <= set(changed)


def test_log_model_follows_undo_and_redo(qtbot, game_window):
    controller, agents = _start_copycat(game_window)
    model = game_window.log_view.log_model
    _play(controller, agents, 20)
    while not controller.can_undo():
        _play(controller, agents, 1)
    full = _rows(model)
    counter = _Counter(model)
    assert controller.undo()
    assert counter.resets == 0
    assert model.rowCount() == len(controller.match.log(0)) < len(full)
    assert _rows(model) == _fresh(LogModel, controller)
    assert controller.redo()
    assert counter.resets == 0
    assert _rows(model) == full


def test_history_model_rows_after_moves_undo_and_redo(qtbot, game_window):
    controller, agents = _start_copycat(game_window)
    model = game_window.history_view.history_model
    counter = _Counter(model)
    _play(controller, agents, 25)
    while not controller.can_undo():
        _play(controller, agents, 1)
    match = controller.match
    assert model.rowCount() == len(match.steps) + 1
    assert counter.resets == 0 and counter.inserted == len(match.steps)
    assert _rows(model) == _fresh(HistoryModel, controller)
    assert _rows(model)[len(match.steps)][3]  # the current point is bold

    played = len(match.steps)
    assert controller.undo()
    undone = played - len(match.steps)
    assert undone >= 1 and model.rowCount() == played + 1  # the undone moves stay, as the redo branch
    assert model.current == len(match.steps)
    for row in range(len(match.steps) + 1, played + 1):
        assert "(undone)" in model.index(row, 0).data() and _rows(model)[row][4]  # italic
    assert _rows(model) == _fresh(HistoryModel, controller)
    assert controller.redo()
    assert model.rowCount() == played + 1 and model.current == played
    assert _rows(model) == _fresh(HistoryModel, controller)
    # A new move instead of the redo drops the redo branch's rows.
    assert controller.undo()
    _play(controller, agents, 1)
    if not match.redo_actions:
        assert model.rowCount() == len(match.steps) + 1
    assert _rows(model) == _fresh(HistoryModel, controller)
    assert counter.resets == 0


def test_history_click_goes_back_in_the_real_window(qtbot, game_window):
    controller, agents = _start_copycat(game_window)
    _play(controller, agents, 8)
    while not controller.can_undo():
        _play(controller, agents, 1)
    view = game_window.history_view
    model = view.history_model
    target = max(r for r in range(model.rowCount()) if model.is_reachable(r))
    played = len(controller.match.steps)
    view.clicked.emit(model.index(target, 0))
    qtbot.waitUntil(lambda: len(controller.match.steps) == target)
    assert model.rowCount() == played + 1 and model.current == target
    view.clicked.emit(model.index(played, 0))  # forward again along the redo branch
    qtbot.waitUntil(lambda: len(controller.match.steps) == played)
    assert _rows(model) == _fresh(HistoryModel, controller)


def test_marker_icons_are_drawn_once_per_style(qtbot):
    first = theme.marker_icon(2, "okabe-ito")
    assert theme.marker_icon(2, "okabe-ito").cacheKey() == first.cacheKey()
    assert theme.marker_icon(2, "high-contrast").cacheKey() != first.cacheKey()


def test_hot_seat_hand_overs_do_not_rebuild_the_log_from_the_start(qtbot, game_window, monkeypatch):
    """With two people at the screen every turn passes a hand-over (a new viewer); each
    viewer's lines are kept, so the sentences made grow with the moves, not their square."""
    window = game_window
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Bea", "human", None, 1), Seat("Cy", "ai", "random", 2))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 12))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 90 + p) for p in range(3)}
    made = []
    real = scene_registry.log_text

    def counting(game_id, event, seats_):
        made.append(event)
        return real(game_id, event, seats_)

    monkeypatch.setattr(scene_registry, "log_text", counting)
    handovers = 0
    match = controller.match
    for _ in range(120):
        if controller.in_handover:
            controller.finish_handover()
            handovers += 1
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
    assert handovers >= 10
    events = sum(len(step.events) for step in match.steps)
    viewers = 3  # Ada, Bea and the public view behind the hand-over screen
    # log and history each make at most one sentence per event and viewer (plus the last
    # view's check below); rebuilding at every hand-over would make thousands.
    assert len(made) <= 2 * viewers * events
    model = window.log_view.log_model
    assert _rows(model) == _fresh(LogModel, controller)
    assert _rows(window.history_view.history_model) == _fresh(HistoryModel, controller)


LOG_MODULES = {"log_view.py", "undo_bridge.py", "sentence_list.py"}  # the log and history docks' code


def test_the_log_and_history_work_per_move_does_not_grow_with_the_game(qtbot, game_window):
    """Issue 13: the docks' relayout after an insert asks the model about every row; those answers
    come from Qt's own list (RowsModel), so a move late in the game costs the same Python work as an
    early one."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    controller, agents = _start_copycat(game_window)
    _play(controller, agents, 10)
    early = sorted(calls_per_move(controller, agents, app, 9, LOG_MODULES))[4]
    _play(controller, agents, 150)
    assert game_window.log_view.log_model.rowCount() > 150
    late = sorted(calls_per_move(controller, agents, app, 9, LOG_MODULES))[4]
    assert late <= early + 40, (early, late)


def test_log_and_history_rows_are_read_only(qtbot, game_window):
    """Issue 13: a screen reader announces a row by the model's flags; the log and history rows are
    read, clicked and selected, never edited, dragged or expanded (after moves, undo and a full
    rebuild alike)."""
    from PySide6.QtWidgets import QAbstractItemView

    controller, agents = _start_copycat(game_window)
    _play(controller, agents, 6)
    controller.undo()
    game_window.log_view.rebuild()  # the whole list made again: its rows are read-only too
    writable = (Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled)
    for view in (game_window.log_view, game_window.history_view):
        model = view.model()
        assert model.rowCount() > 0
        for row in range(model.rowCount()):
            flags = model.flags(model.index(row, 0))
            assert flags & Qt.ItemFlag.ItemIsEnabled and flags & Qt.ItemFlag.ItemIsSelectable
            assert not flags & writable, (type(model).__name__, row, flags)
        assert not model.setData(model.index(0, 0), "typed", Qt.ItemDataRole.EditRole)
        assert view.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
