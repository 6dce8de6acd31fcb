"""An unexpected error during a game: autosave first, log it, then the bug-report dialog."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QGuiApplication

from desktop_app.ai.worker import AiWorker
from desktop_app.app import LOG_FILE, flushed, setup_logging
from desktop_app.engine import saves
from desktop_app.engine.paths import autosave_path, log_dir
from desktop_app.engine.seats import Seat
from desktop_app.ui import crash, crash_hook
from desktop_app.ui.new_game_dialog import NewGameConfig
from desktop_app.ui.settings import Settings


@pytest.fixture
def game_window(qtbot, tmp_path):
    from desktop_app.ui.main_window import MainWindow

    settings = Settings(tmp_path / "settings.ini")
    settings.animation_speed = 0.0
    settings.confirm_end_turn = False
    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    win.controller.autoplay = False
    qtbot.addWidget(win)
    win.show()
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "easy", 1))
    assert win.start_config(NewGameConfig("copernico", seats, {}, 4242))
    yield win
    win.controller.shutdown()


@pytest.fixture
def handler(game_window, monkeypatch):
    shown = []

    def fake_exec(dialog):  # the dialog must not wait for a click
        shown.append(dialog)
        dialog.copy_report()
        return 0

    monkeypatch.setattr(crash.CrashDialog, "exec", fake_exec)
    hook = crash_hook.CrashHandler(flushed(lambda: game_window))
    hook.install()
    hook.shown = shown
    yield hook
    hook.uninstall()


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_autosaves_logs_and_offers_the_bug_report(game_window, handler):
    log_file = setup_logging()
    assert log_file is not None and log_file.parent == log_dir()
    win = game_window
    match = win.controller.match
    for _ in range(2):
        player = match.next_mover()
        win.controller.play(player, match.state.legal_actions(player)[0])
    win.controller.autosave_enabled = False  # so only the crash handler can write the file now
    win.controller.flush_autosave()  # the moves' autosaves are written before the file goes
    own_file = win.controller.autosave_file  # the game's own autosave among the games in progress
    own_file.unlink()

    def broken_slot():
        raise RuntimeError("the table fell over")

    win.controller.changed.connect(broken_slot)
    player = match.next_mover()
    win.controller.autosave_enabled = True
    win.controller.autosave = lambda: None  # the move's own autosave is skipped as well
    win.controller.play(player, match.state.legal_actions(player)[0])  # changed -> broken_slot raises
    win.controller.changed.disconnect(broken_slot)

    assert len(handler.shown) == 1
    saved = saves.load(own_file)
    assert saved.seed == 4242 and len(saved.steps) == len(match.steps) == 3
    report = json.loads(QGuiApplication.clipboard().text())
    assert report["seed"] == 4242 and report["game"] == "copernico"
    assert report["error"]["message"] == "the table fell over"
    assert len(report["match"]["actions"]) == 3 and report["seats"][0]["name"] == "Ada"
    assert report["app_version"] and report["qt"] and report["python"]
    text = (log_dir() / LOG_FILE).read_text(encoding="utf-8")
    assert "unexpected error" in text and "the table fell over" in text


def test_continue_resumes_the_crash_autosave(game_window, qtbot, tmp_path):
    from desktop_app.ui.main_window import MainWindow

    match = game_window.controller.match
    player = match.next_mover()
    game_window.controller.play(player, match.state.legal_actions(player)[0])
    assert crash.crash_autosave(match) == autosave_path()
    fresh = MainWindow(Settings(tmp_path / "other.ini"), worker_factory=lambda: AiWorker(in_process=True))
    fresh.controller.autoplay = False
    qtbot.addWidget(fresh)
    assert fresh.home.continue_panel.isVisibleTo(fresh.home)
    assert fresh.continue_last()
    assert fresh.controller.match.actions() == match.actions()
    fresh.controller.shutdown()


def test_crash_autosave_keeps_the_previous_autosave(game_window):
    match = game_window.controller.match
    assert game_window.controller.flush_autosave()
    own_file = game_window.controller.autosave_file
    before = own_file.read_text(encoding="utf-8")
    player = match.next_mover()
    match.apply(player, match.state.legal_actions(player)[0])  # not yet autosaved
    assert crash.crash_autosave(match, own_file) == own_file
    assert (autosave_path().parent / crash.PREVIOUS_AUTOSAVE).read_text(encoding="utf-8") == before
    assert len(saves.load(own_file).steps) == len(match.steps)
