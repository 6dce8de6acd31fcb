# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 (guided first game, "it can be left at any time"): a guided game the player left is not a game
in progress. "Leave lesson", another game (or the lesson again) put on the table mid-lesson: its save is
deleted and the home screen lists nothing. Playing on, or the script's end, keeps the same game as a
normal game in progress; a guided game left another way (the window closed mid-lesson) is listed as a
guided game, with Delete."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine import in_progress  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.games_in_progress import is_guided  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401
from .test_lesson_window import send, wait_for_person  # noqa: E402


def _one_person_move(qtbot, win) -> None:
    wait_for_person(qtbot, win)
    send(win, win.lessons.expected()[1][0])
    win.controller.flush_autosave()


def test_leave_lesson_keeps_no_game_in_progress(qtbot, game_window):
    win = game_window
    assert win.lessons.start("copycat")
    _one_person_move(qtbot, win)
    files = in_progress.listing()
    assert len(files) == 1 and is_guided(files[0])  # saved while it runs, marked as a guided game
    win.lessons.panel.leave_button.click()
    assert win.on_home()
    win.controller.flush_autosave()
    assert in_progress.listing() == []
    win.show_home()
    assert win.home.continue_panel.isHidden() and win.home.continue_panel.listed() == []


def test_another_game_or_the_lesson_again_replaces_the_guided_game(qtbot, game_window):
    win = game_window
    assert win.lessons.start("copernico")
    _one_person_move(qtbot, win)
    assert win.lessons.start("copernico")  # started over: one guided game, not two
    win.controller.flush_autosave()
    assert len(in_progress.listing()) == 1
    seats = (Seat("Ada"), Seat("Bot", "ai", "random", 1))
    assert win.start_config(NewGameConfig("copycat", seats, {}, 9))
    win.controller.flush_autosave()
    files = in_progress.listing()
    assert len(files) == 1 and not is_guided(files[0]) and files[0].name.startswith("copycat-")


def test_playing_on_keeps_the_game_as_a_normal_one(qtbot, game_window):
    win = game_window
    assert win.lessons.start("councils")
    _one_person_move(qtbot, win)
    match = win.controller.match
    win.lessons.panel.play_on_button.click()
    win.controller.flush_autosave()
    files = in_progress.listing()
    assert len(files) == 1 and not is_guided(files[0]) and files[0].name.startswith("councils-")
    assert win.controller.match is match and win.controller.autosave_file == files[0]
    win.show_home()
    assert win.home.continue_panel.listed() == files
    assert "guided" not in win.home.continue_panel.continue_label.text()


def test_a_guided_game_left_mid_lesson_another_way_is_marked(qtbot, game_window):
    """The home screen reached from the menu mid-lesson (or the next start after the window closed):
    the guided game is listed as one, and Delete removes it."""
    win = game_window
    assert win.lessons.start("campaign-trail")
    _one_person_move(qtbot, win)
    win.show_home()
    panel = win.home.continue_panel
    assert len(panel.listed()) == 1 and is_guided(panel.listed()[0])
    assert "a guided first game you left before its end" in panel.continue_label.text()
    assert not panel.delete_button.isHidden()
    assert win.delete_in_progress(panel.listed()[0])  # the messages fixture answers Yes
    assert in_progress.listing() == []
