# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (GUI-thread work per move), the shared table kit's part: what every game's move costs the
window besides its own scene. Counts only, never times.

- after a move the view looks only at the pieces the scene put on the table itself, not at the children
  and decorations they carry;
- the status strip is updated once per move, and paints its own background;
- the autosave is handed to its writer a moment after the move (never inside it), and leaving the game
  or closing the window writes it at once; saves are never reordered and the newest wins;
- a box told again that it is (not) clickable tells Qt nothing.
"""

from __future__ import annotations

import gc
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
import shiboken6  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsRectItem  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine import in_progress, saves  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import controller as controller_module  # noqa: E402
from desktop_app.ui import pacing  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.table_boxes import Box  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _start(window, game: str = "copycat", players: int = 4, seed: int = 3, free_undo: bool = False):
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, players)))
    assert window.start_config(NewGameConfig(game, seats, {}, seed, free_undo))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 40 + p) for p in range(players)}
    return controller, agents


def _move(controller, agents) -> None:
    match = controller.match
    player = match.next_mover()
    controller.play(player, agents[player].choose(match.state, player))


# -- 1. the view's look after a move --------------------------------------------------------------------
@pytest.fixture
def paced(monkeypatch):
    monkeypatch.setattr(pacing, "enabled", True)
    yield
    gc.unfreeze()


def _visited_by_table_changed(view) -> int:
    """The items the view looks at in one ``table_changed``: those it walks itself, and any list of the
    scene's items it asks Qt for."""
    scene = view.game_scene()
    listed = {"n": 0}
    real_items = scene.items

    def items(*args):
        found = real_items(*args)
        listed["n"] += len(found)
        return found

    scene.items = items  # the instance's attribute: what Python code calling scene.items() gets
    before = getattr(view, "items_visited", 0)
    try:
        view.table_changed()
    finally:
        del scene.items
    return getattr(view, "items_visited", 0) - before + listed["n"]


def test_a_move_looks_only_at_the_pieces_the_scene_added(qtbot, game_window, paced):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    _move(controller, agents)
    view = window.view
    scene = view.game_scene()
    plain = _visited_by_table_changed(view)
    assert plain == 0  # nothing added since the move's own look (ui/table_view.py: only new pieces)
    # Decorations: children of a piece, as a map's states or a card's marks are.
    piece = scene.own_items()[0]
    for k in range(300):
        QGraphicsRectItem(QRectF(0, 0, 2, 2), piece).setPos(k % 20, k // 20)
    assert _visited_by_table_changed(view) == plain
    # A piece the scene adds is looked at; one it takes away is forgotten.
    extra = QGraphicsRectItem(QRectF(0, 0, 10, 10))
    scene.addItem(extra)
    assert _visited_by_table_changed(view) == plain + 1
    scene.removeItem(extra)
    assert _visited_by_table_changed(view) == plain
    doomed = QGraphicsRectItem(QRectF(0, 0, 10, 10))
    scene.addItem(doomed)
    view.table_changed()
    shiboken6.delete(doomed)  # deleted by Qt, never removed: forgotten at the next look
    view.table_changed()
    assert _visited_by_table_changed(view) == plain


def test_a_big_new_piece_is_still_shown_in_parts(qtbot, game_window, paced):
    window = game_window
    window.controller.autoplay = False
    _start(window)
    view = window.view
    view.table_changed()
    view.finish_reveal()
    scene = view.game_scene()
    table = view.sceneRect()
    pieces = [QGraphicsRectItem(QRectF(0, 0, table.width() / 2, table.height() / 2)) for _ in range(4)]
    for z, piece in enumerate(pieces):
        piece.setZValue(500 - z)  # the last added lies lowest: shown first
        scene.addItem(piece)
    view.table_changed()
    assert view.revealing()
    assert pieces[-1].opacity() == 1.0 and pieces[0].opacity() == 0.0
    view.finish_reveal()
    assert all(piece.opacity() == 1.0 for piece in pieces)


# -- 2. the status strip ----------------------------------------------------------------------------------
class _PaintCounter(QObject):
    def __init__(self, watched) -> None:
        super().__init__()
        self.watched = watched
        self.paints = 0

    def eventFilter(self, obj, event) -> bool:
        if obj is self.watched and event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_status_strip_is_updated_once_per_computer_move(qtbot, game_window):
    """Computers answer through the real flow (their answer, the move, the next computer's request): each
    used to update the strip on its own."""
    window = game_window
    panel = window.status_panel
    calls: list[int] = []
    real = panel.set_status

    def counting(*args) -> None:
        calls.append(len(window.controller.match.steps))
        real(*args)

    panel.set_status = counting
    controller, agents = _start(window, "copycat", 4, 3)
    match = controller.match
    for _ in range(30):  # the person plays; the computers answer until it is the person's turn again
        qtbot.waitUntil(controller.viewer_to_act, timeout=10000)
        start = len(match.steps)
        calls.clear()
        _move(controller, agents)
        qtbot.waitUntil(lambda: controller.viewer_to_act() or match.is_over(), timeout=10000)
        moves = len(match.steps) - start
        if match.is_over():
            break
        # One update for each move (the person's and each computer's), none between.
        assert len(calls) <= moves, (calls, moves)
        if moves >= 3:
            return
    pytest.fail("no round with three moves in a row")


def test_a_new_status_text_repaints_the_strip_not_the_page_behind_it(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    app = QApplication.instance()
    panel = window.status_panel
    page = panel.parentWidget()
    for _ in range(5):
        app.processEvents()
    counter = _PaintCounter(page)
    app.installEventFilter(counter)
    try:
        panel.set_status(None, "Somebody else", "A detail that was not there before.", False)
        app.processEvents()
        panel.set_status(None, "Somebody else", "Another detail.", True)
        app.processEvents()
    finally:
        app.removeEventFilter(counter)
    assert counter.paints == 0
    assert panel.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    image = panel.grab().toImage()
    assert image.pixelColor(2, 2).name() == "#20262b"  # the strip's own background, edge to edge


def test_the_same_status_again_changes_nothing(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    _start(window)
    panel = window.status_panel
    texts = []
    real = panel.detail.setText
    panel.detail.setText = lambda text: (texts.append(text), real(text))
    panel.set_status(None, "Ada", "Choose a card.", False)
    panel.set_status(None, "Ada", "Choose a card.", False)
    assert texts == ["Choose a card."]


# -- 3. the autosave after the move ---------------------------------------------------------------------
def _saved_steps(path) -> int:
    return len(saves.load(path).steps)


def test_a_moves_autosave_waits_for_the_table_then_reaches_the_disk(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    assert controller.flush_autosave()
    writes = controller.autosave_writer.writes
    _move(controller, agents)
    steps = len(controller.match.steps)
    # Right after the move: waiting, not yet with the writer (no snapshot, no JSON inside the move).
    assert controller.autosave_pending()
    assert not controller.autosave_writer.pending() and controller.autosave_writer.writes == writes
    qtbot.waitUntil(lambda: not controller.autosave_pending(), timeout=5000)
    assert controller.autosave_writer.writes == writes + 1
    assert _saved_steps(controller.autosave_file) == steps


def test_two_quick_moves_are_saved_in_order_and_the_last_wins(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    assert controller.flush_autosave()
    written: list[int] = []

    def recording(match, path) -> None:
        written.append(len(match.steps))
        in_progress.write(match, path)

    controller.autosave_writer._write = recording
    _move(controller, agents)
    _move(controller, agents)
    steps = len(controller.match.steps)
    qtbot.waitUntil(lambda: not controller.autosave_pending(), timeout=5000)
    assert written == sorted(written) and written[-1] == steps
    assert _saved_steps(controller.autosave_file) == steps


def test_the_delay_is_short_and_starts_at_the_first_move_not_saved(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    _move(controller, agents)
    timer = controller._autosave_timer
    assert timer.isActive() and timer.interval() == controller_module.AUTOSAVE_DELAY_MS <= 200
    left = timer.remainingTime()
    _move(controller, agents)  # a quick second move does not put the first one's save off
    assert timer.remainingTime() <= left


def test_closing_the_window_writes_the_waiting_autosave_at_once(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    _move(controller, agents)
    _move(controller, agents)
    steps, path = len(controller.match.steps), controller.autosave_file
    assert controller.autosave_pending()
    window.close()
    assert not controller.autosave_pending()
    assert _saved_steps(path) == steps


def test_leaving_the_game_writes_its_waiting_autosave_to_its_own_file(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    _move(controller, agents)
    first, steps = controller.autosave_file, len(controller.match.steps)
    _start(window, "copernico", 2, 5)
    assert controller.autosave_file != first
    assert _saved_steps(first) == steps  # on disk at once: start_match flushed it
    window.show_home()
    assert not controller.autosave_pending()
    assert _saved_steps(controller.autosave_file) == 0


def test_an_undo_is_saved_after_the_delay_as_well(qtbot, game_window):
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window, free_undo=True)
    match = controller.match
    while not any(step.player == 0 for step in match.steps):  # until the person has moved
        _move(controller, agents)
    assert controller.flush_autosave()
    assert controller.undo()
    assert controller.autosave_pending()
    assert controller.flush_autosave()
    assert _saved_steps(controller.autosave_file) == len(controller.match.steps)


# -- 4. a clickable box -------------------------------------------------------------------------------
class _Plate(Box):
    def paint_content(self, p, rect) -> None:
        p.drawRect(rect)


def test_a_box_tells_qt_only_when_it_turns_clickable_or_not(qtbot, monkeypatch):
    told: list[str] = []
    for name in ("setCursor", "setAcceptedMouseButtons", "setAcceptHoverEvents", "update"):
        real = getattr(Box, name)
        monkeypatch.setattr(_Plate, name, lambda self, *a, _n=name, _r=real: (told.append(_n), _r(self, *a)))
    box = _Plate(QRectF(0, 0, 40, 30))
    box.set_clickable(None)
    first = len(told)
    assert first >= 3  # the first time Qt is told everything
    for _ in range(5):
        box.set_clickable(None)
    assert len(told) == first
    box.set_clickable(lambda: None)
    turned = len(told)
    assert turned > first
    for _ in range(5):
        box.set_clickable(lambda: None)  # a fresh handler each turn: the same for Qt
    assert len(told) == turned
    assert box.acceptHoverEvents() and box.cursor().shape().name == "PointingHandCursor"
    box.set_clickable(None)
    assert len(told) > turned
    assert not box.acceptHoverEvents() and box.cursor().shape().name == "ArrowCursor"
    # A tooltip set since keeps the hover events (the tip shows) once the box is told again.
    box.setToolTip("a plate")
    box.set_clickable(None)
    assert box.acceptHoverEvents()


# -- further shared work per move ------------------------------------------------------------------------
def test_a_move_asks_the_game_how_far_it_is_once(qtbot, game_window, monkeypatch):
    """Before and after each move, for the round's announcement: the "before" is the last move's "after"."""
    window = game_window
    window.controller.autoplay = False
    controller, agents = _start(window)
    game = controller.match.game
    asked: list[int] = []
    real = game.progress

    def counting(state):
        if sys._getframe(1).f_code.co_filename.endswith(os.path.join("ui", "controller.py")):
            asked.append(1)  # the turn flow's asks (the log asks for its own lines)
        return real(state)

    monkeypatch.setattr(game, "progress", counting)
    _move(controller, agents)  # the first: before and after
    asked.clear()
    for _ in range(10):
        _move(controller, agents)
    assert len(asked) == 10


def test_a_piece_already_in_its_place_is_not_moved_again(qtbot, monkeypatch):
    from desktop_app.ui.table_pieces import SizedPiece

    class Piece(SizedPiece):
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 10, 10)

        def paint(self, painter, option, widget=None) -> None:
            painter.drawRect(self.boundingRect())

    piece = Piece(10.0)
    piece.move_to(QPointF(30, 40), 12.0, 0)
    assert piece.pos() == QPointF(30, 40)
    moved: list[object] = []
    real = SizedPiece.setPos
    monkeypatch.setattr(Piece, "setPos", lambda self, *a: (moved.append(a), real(self, *a)))
    for _ in range(5):
        piece.move_to(QPointF(30, 40), 12.0, 0)
    assert moved == []
    piece.move_to(QPointF(31, 40), None, 0)
    assert moved and piece.pos() == QPointF(31, 40)
