# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13: no match record is ever lost. A record file that refuses the write when the window closes
leaves the game's save among the finished games and on the list of games waiting for the record
(record/pending.py); the next start adds it just after its first frame, once (never a second row, not at
the start after), and says so once in the status line."""

from __future__ import annotations

import sqlite3

from desktop_app.ai.worker import AiWorker
from desktop_app.engine.paths import finished_dir
from desktop_app.record import pending
from desktop_app.record.db import RecordDb, record_path

from .shell_fixtures import messages, settings  # noqa: F401
from .test_game_end_pass import _play, _start

REFUSE = "CREATE TRIGGER refuse BEFORE INSERT ON games BEGIN SELECT RAISE(ABORT, 'the disk is full'); END"


def _refusing_record() -> None:
    """A record whose file takes no new game until the trigger is dropped (``_accepting``)."""
    record_path().parent.mkdir(parents=True, exist_ok=True)
    RecordDb.open().close()  # made with its tables
    with sqlite3.connect(record_path()) as conn:
        conn.execute(REFUSE)
    conn.close()


def _accepting() -> None:
    with sqlite3.connect(record_path()) as conn:
        conn.execute("DROP TRIGGER refuse")
    conn.close()


def _rows() -> tuple[int, int]:
    with sqlite3.connect(record_path()) as conn:
        games = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        seats = conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0]
    conn.close()
    return games, seats


def _window(qtbot, settings):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _started(qtbot, window) -> None:
    """The first frame, then the passes after it: the record opened, what waited for it done."""
    window.grab()
    qtbot.waitUntil(lambda: window.record_keeper.opened)
    window.record_keeper.flush()


def _finish_a_game_the_record_refuses(qtbot, settings, messages) -> str:
    _refusing_record()
    window = _window(qtbot, settings)
    _started(qtbot, window)
    match, agents = _start(window)
    _play(window, match, agents)
    window.record_keeper.flush()
    assert len(messages) == 1 and "could not be added to your record" in messages[0][1]
    window.close()  # tries once more, is refused again: the game waits for the next start
    waiting = pending.read()
    assert len(waiting) == 1 and (finished_dir() / waiting[0][0]).is_file()
    assert _rows() == (0, 0)
    return waiting[0][0]


def test_a_game_the_record_refused_at_closing_is_added_at_the_next_start_once(qtbot, settings, messages):
    _finish_a_game_the_record_refuses(qtbot, settings, messages)
    _accepting()

    window = _window(qtbot, settings)
    assert pending.read() and _rows() == (0, 0)  # nothing before the first frame
    added: list[int] = []
    window.record_keeper.recorded.connect(added.append)
    _started(qtbot, window)
    qtbot.waitUntil(lambda: len(added) == 1)
    assert _rows() == (1, 2)  # one game, its two seats
    assert pending.read() == [] and not pending.pending_path().exists()
    status = window.statusBar().currentMessage()
    assert status == "Added to your record: 1 finished game it could not take when Game Table last closed."
    assert len(messages) == 1  # the status line, not a message box
    window.close()

    again = _window(qtbot, settings)  # the start after: nothing to add, nothing said
    _started(qtbot, again)
    qtbot.wait(20)
    assert _rows() == (1, 2)
    assert again.statusBar().currentMessage() == ""
    again.close()


def test_a_game_already_in_the_record_is_not_added_twice(qtbot, settings, messages):
    name = _finish_a_game_the_record_refuses(qtbot, settings, messages)
    _accepting()
    from desktop_app.engine import saves

    db = RecordDb.open()
    db.record_match(saves.load(finished_dir() / name))  # in it after all (a list not updated)
    db.close()

    window = _window(qtbot, settings)
    _started(qtbot, window)
    qtbot.wait(20)
    assert _rows() == (1, 2)
    assert pending.read() == []
    assert window.statusBar().currentMessage() == ""  # nothing was added: nothing to say
    window.close()


def test_a_record_that_still_refuses_keeps_the_game_waiting(qtbot, settings, messages):
    name = _finish_a_game_the_record_refuses(qtbot, settings, messages)

    window = _window(qtbot, settings)  # the record still refuses
    _started(qtbot, window)
    qtbot.wait(20)
    assert _rows() == (0, 0)
    assert pending.read() == [(name, 0)]
    window.close()


def test_a_list_naming_what_is_not_a_finished_save_is_left_alone(qtbot, settings):
    pending.write([("../record.sqlite3", 0), ("gone.json", 0)])
    assert pending.read() == [("gone.json", 0)]  # only bare names among the finished games
    window = _window(qtbot, settings)
    _started(qtbot, window)
    qtbot.waitUntil(lambda: not pending.pending_path().exists())  # a save that is not there leaves the list
    window.close()
