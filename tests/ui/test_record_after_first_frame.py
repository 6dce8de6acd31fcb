# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (start to first frame): the player record (SQLite) is opened just after the home screen's first
frame, which does not show the record's panel at 1280x800; the panel then shows what it always showed, the
finished games are recorded as before, and a damaged record is still reported. The list of moves waits
likewise, in its dock. Counted, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.record.db import RecordDb, record_path  # noqa: E402

from ..record.helpers import played  # noqa: E402
from .shell_fixtures import messages, settings  # noqa: E402, F401


@pytest.fixture
def shown(qtbot, settings):
    """Shows the main window made by the call (after the test has set up the record), shut down after."""
    made = []

    def show():
        from desktop_app.ui.main_window import MainWindow

        win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        made.append(win)
        return win

    yield show
    for win in made:
        win.controller.shutdown()


def _recorded(*games) -> None:
    record_path().parent.mkdir(parents=True, exist_ok=True)
    db = RecordDb.open()
    for match in games:
        db.record_match(match)
    db.close()


def test_the_record_is_read_just_after_the_first_frame_and_its_figures_fill_in(qtbot, shown, messages):
    from PySide6.QtWidgets import QTableWidget

    games = (played("councils", 2, seed=7), played("copycat", 2, seed=8))
    _recorded(*games)
    win = shown()
    win.grab()  # the first frame
    panel = win.home.record_panel
    assert not win.record_keeper.opened
    # Nothing read yet, so nothing said: neither "no games yet" nor figures.
    assert not panel.empty_label.isVisible() and panel.findChildren(QTableWidget) == []
    qtbot.waitUntil(lambda: win.record_keeper.opened, timeout=2000)
    assert not panel.empty_label.isVisible()
    assert panel.table.isVisible() and panel.games.isVisible() and panel.games.count() == 2
    expected = sorted((name, "Computer: Easy", "1", str(int(0 in match.state.score_sheet().winners)))
                      for name, match in zip(("Councils & Contracts", "Copycat"), games, strict=True))
    assert sorted(row[:4] for row in panel.figures_shown()) == expected
    assert messages == []


def test_an_empty_record_says_so_once_it_is_read(qtbot, shown, messages):
    win = shown()
    win.grab()
    panel = win.home.record_panel
    assert not panel.empty_label.isVisible()
    qtbot.waitUntil(lambda: win.record_keeper.opened, timeout=2000)
    assert panel.empty_label.isVisible()
    assert messages == []


def test_a_game_finished_before_the_record_was_read_is_recorded(qtbot, shown, messages):
    win = shown()
    assert not win.record_keeper.opened
    win.record_keeper.record(played("councils", 2, seed=7))  # the writer opens the record on demand
    assert win.record_keeper.flush() and win.record_keeper.opened
    qtbot.waitUntil(lambda: win.home.record_panel.games.count() == 1, timeout=2000)


def test_a_damaged_record_is_still_reported_once_read(qtbot, shown, messages):
    record_path().parent.mkdir(parents=True, exist_ok=True)
    record_path().write_bytes(b"not a database at all" * 50)
    win = shown()
    win.grab()
    assert messages == []  # not before the first frame
    qtbot.waitUntil(lambda: len(messages) == 1, timeout=2000)
    assert "could not be read" in messages[0][1]
    assert win.record_keeper.db.problem is not None and win.record_keeper.db.problem.kind == "damaged"


def test_the_list_of_moves_is_made_just_after_the_first_frame_and_follows_its_dock(qtbot, shown, messages):
    win = shown()
    win.grab()
    dock = win.move_dock
    assert not dock.moves_made and dock.widget() is None
    qtbot.waitUntil(lambda: dock.moves_made, timeout=2000)
    assert dock.widget() is dock.moves and dock.moves.count() == 1  # "Nothing to choose now"
    dock.visibilityChanged.emit(False)
    assert not dock.moves.seen
    dock.visibilityChanged.emit(True)
    assert dock.moves.seen
