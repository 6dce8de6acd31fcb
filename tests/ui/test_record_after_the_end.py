# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13, the end of a game: the record writer's Python (on its own thread, but holding the GIL) ran in
the passes that paint the end and stretched them. The finished game's record now reaches the writer only
after the end's paints (the table's last move, the score sheet) and a quiet time; it is never lost (closing
the window or going home first still records it), and the record panel does not read the record while a
write is on its way. Order and causality only, never a time."""

from __future__ import annotations

import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from desktop_app.record.db import RecordDb  # noqa: E402
from desktop_app.ui.record_keeper import RecordKeeper  # noqa: E402

from .shell_fixtures import (  # noqa: E402, F401
    game_window,
    messages,
    paced,
    recorded_games,
    settings,
    start_random_game,
)


class Journal(QObject):
    """What happened, in order, from either thread: the table's paints and the score sheet's once the game
    is over, and the record writer's jobs as they start."""

    def __init__(self, window, monkeypatch) -> None:
        super().__init__()
        self.entries: list[str] = []  # from the GUI thread and the writer (an append is atomic)
        self._window = window
        self._viewport = window.view.viewport()
        QApplication.instance().installEventFilter(self)
        real = RecordKeeper._write

        def writing(keeper, entry) -> None:
            self.entries.append("writer")
            real(keeper, entry)

        monkeypatch.setattr(RecordKeeper, "_write", writing)

    def eventFilter(self, watched, event) -> bool:
        match = self._window.controller.match
        over = match is not None and match.is_over()
        if over and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            if watched is self._viewport:
                self.entries.append("end paint")
            elif self._window.score_dialog is not None and watched.window() is self._window.score_dialog:
                self.entries.append("score sheet paint")
        return False

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)


def _near_the_end(window, qtbot):
    """A Copernico game one move before its end, its table settled; the controller and a function that
    plays the last move."""
    controller, agents = start_random_game(window, "copernico", 2)
    match = controller.match
    while True:
        player = match.next_mover()
        action = agents[player].choose(match.state, player)
        probe = match.state.clone()
        probe.apply_action(player, action)
        if probe.is_terminal():
            break
        controller.play(player, action)
    view = window.view
    qtbot.waitUntil(lambda: not view.revealing() and not view.paint_hold.holding()
                    and not window.log_view.rebuild_later.pending(), timeout=5000)
    return controller, lambda: controller.play(player, action)


def test_the_writer_gets_the_record_after_the_end_is_painted(paced, game_window, qtbot, monkeypatch):
    controller, last_move = _near_the_end(game_window, qtbot)
    journal = Journal(game_window, monkeypatch)
    try:
        last_move()
        assert controller.match.is_over()
        keeper = game_window.record_keeper
        assert keeper.writing() and not keeper.writer.pending()  # held, not yet the writer's
        qtbot.waitUntil(lambda: "writer" in journal.entries, timeout=10000)
        assert keeper.flush()
    finally:
        journal.stop()
    entries = journal.entries
    assert entries.count("writer") == 1
    written = entries.index("writer")
    # The end's table and the score sheet were painted before the writer got the record, not beside it.
    assert "end paint" in entries[:written] and "score sheet paint" in entries[:written]
    [entry] = recorded_games()
    assert entry.game == "copernico" and entry.seed == 5


def test_the_record_is_written_when_the_window_closes_before_the_quiet_time(game_window, qtbot,
                                                                           monkeypatch):
    controller, last_move = _near_the_end(game_window, qtbot)
    journal = Journal(game_window, monkeypatch)
    try:
        last_move()
        assert controller.match.is_over() and game_window.record_keeper.writing()
        assert "writer" not in journal.entries
        game_window.close()  # at once: the record is still held for the quiet time
    finally:
        journal.stop()
    assert journal.entries.count("writer") == 1
    [entry] = recorded_games()
    assert entry.seed == 5


def test_a_record_being_written_when_the_window_closes_is_waited_for(game_window, qtbot, monkeypatch):
    controller, last_move = _near_the_end(game_window, qtbot)
    keeper = game_window.record_keeper
    started, release = threading.Event(), threading.Event()
    real = RecordDb.record_match

    def held_back(self, match, **kwargs):
        started.set()
        assert release.wait(10), "the window's close did not wait for this write"
        return real(self, match, **kwargs)

    monkeypatch.setattr(RecordDb, "record_match", held_back)
    last_move()
    qtbot.waitUntil(started.is_set, timeout=10000)  # handed over after the quiet time, now being written
    writer = keeper.writer
    real_close = writer.close

    def closing(timeout=10.0) -> None:
        release.set()  # the write finishes only once the close has begun: it must wait for it
        real_close(timeout)

    monkeypatch.setattr(writer, "close", closing)
    game_window.close()
    [entry] = recorded_games()
    assert entry.seed == 5


def test_going_home_waits_for_nothing_and_the_panel_shows_the_game_once_written(game_window, qtbot,
                                                                               monkeypatch):
    controller, last_move = _near_the_end(game_window, qtbot)
    keeper = game_window.record_keeper
    qtbot.waitUntil(lambda: keeper.opened, timeout=5000)
    qtbot.waitUntil(lambda: not keeper.writing(), timeout=5000)  # the start's look for a session before's
    release = threading.Event()
    real_write = RecordDb.record_match
    reads: list[bool] = []  # for each read of the record's games: was a write on its way?
    real_games = RecordDb.games

    def held_back(self, match, **kwargs):
        release.wait(10)
        return real_write(self, match, **kwargs)

    def games(self):
        reads.append(keeper.writing())
        return real_games(self)

    monkeypatch.setattr(RecordDb, "record_match", held_back)
    monkeypatch.setattr(RecordDb, "games", games)
    last_move()
    game_window.show_home()  # returns with the record still held: it does not flush the writer
    panel = game_window.home.record_panel
    assert keeper.writing() and panel.isVisible()
    qtbot.waitUntil(keeper.writer.pending, timeout=10000)  # the writer has it, and waits on ``release``
    panel.refresh()  # asked while the write is on its way: the panel does not read the record
    assert reads == [] and _games_listed(panel) == 0
    release.set()
    qtbot.waitUntil(lambda: _games_listed(panel) == 1, timeout=10000)  # refreshed when the writer is done
    assert reads and not any(reads)


def _games_listed(panel) -> int:
    return 0 if panel._games is None else panel.games.count()
