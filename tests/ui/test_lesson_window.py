# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The guided first game in the real window, offscreen: every title's lesson reaches its end by the scripted
moves (sent through the scene's own path, as a drop or click sends them), the table points at each move, a
wrong move is refused with the lesson's note, the lesson can be left at any step, and the first-start offer
comes once per title and respects "Don't ask again" (issue 15, "Guided first game")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, Qt  # noqa: E402

from desktop_app.games.lessons import load_lesson  # noqa: E402
from desktop_app.ui import lesson as lesson_ui  # noqa: E402
from desktop_app.ui.games_in_progress import is_guided  # noqa: E402
from desktop_app.ui.lesson_texts import lesson_text  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401

GAMES = ("copernico", "copycat", "councils", "campaign-trail")


def wait_for_person(qtbot, win) -> None:
    """Until the lesson waits for the person (the computers' scripted moves played) or is over."""
    runner = win.lessons

    def ready() -> bool:
        if not runner.active:
            return True
        expected = runner.expected()
        return expected is not None and expected[0] == runner.lesson.person and win.controller.viewer_to_act()

    qtbot.waitUntil(ready, timeout=20000)


def send(win, action) -> None:
    """The move as the table sends it: every drop, click and key of a scene ends in its _emit."""
    win.controller.scene._emit(action)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_first_game_reaches_its_end_and_plays_on(qtbot, game_window, game_id):
    win = game_window
    runner = win.lessons
    lesson = load_lesson(game_id)
    assert runner.start(game_id)
    assert win.lessons.panel.isVisible()
    seen: dict[int, str] = {}
    while True:
        wait_for_person(qtbot, win)
        if not runner.active:
            break
        _player, actions = runner.expected()
        index = runner.position()[0]
        step = lesson.steps[index]
        assert runner.panel.text.text() == lesson_text(step.text)
        if index not in seen:
            seen[index] = step.text
        runner._refresh_pointer()
        assert runner.marks(), f"the table points at nothing for {actions[0]}"
        send(win, actions[0])
    match = win.controller.match
    assert [a for _p, a in match.actions()[:len(lesson.actions())]] == [a for _p, a in lesson.actions()]
    assert list(seen.values()) == [s.text for s in lesson.person_steps()]
    assert runner.finished and runner.panel.text.text() == lesson_text(lesson.closing)
    assert win.controller.gate is None and win.controller.autoplay
    assert runner.marks() == []
    # a normal game from here: the computer moves on its own until the person is asked again
    qtbot.waitUntil(lambda: match.is_over() or win.controller.viewer_to_act(), timeout=30000)
    if game_id == "copycat":  # the closing words stay until closed, or until another game comes
        from desktop_app.engine.seats import Seat
        from desktop_app.ui.new_game_dialog import NewGameConfig

        assert runner.panel.isVisible()
        assert win.start_config(NewGameConfig("councils", (Seat("Ada"), Seat("Bot", "ai", "easy", 1)), {}, 4))
        assert runner.panel.isHidden() and runner.lesson is None
    else:
        runner.panel.play_on_button.click()  # "Close"
        assert runner.panel.isHidden() and runner.lesson is None


def follow_marks(qtbot, win) -> None:
    """Do what the table points at, with the mouse: drag the marked piece onto the marked place, or click
    it; until the step's next scripted move has been played."""
    runner = win.lessons
    view = win.view
    before = len(win.controller.match.steps)
    for _attempt in range(8):
        runner._refresh_pointer()
        marks = runner.marks()
        assert marks, f"the table points at nothing for {runner.expected()}"
        piece, place = marks[0]
        start = view.mapFromScene(piece.center())
        vp = view.viewport()
        if place is None:
            qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=start)
        else:
            end = view.mapFromScene(place.center())
            qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
            qtbot.mouseMove(vp, QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
            qtbot.mouseMove(vp, end)
            qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
        qtbot.wait(10)
        if len(win.controller.match.steps) > before:
            assert runner.panel.note.isHidden(), runner.panel.note.text()
            return
    raise AssertionError(f"following the marks did not play {runner.expected()}")


@pytest.mark.parametrize("game_id", GAMES)
def test_following_the_pointer_with_the_mouse_plays_the_lesson(qtbot, game_window, game_id):
    """The marks are right: dragging the marked piece onto the marked place (or clicking it) is the move."""
    win = game_window
    runner = win.lessons
    lesson = load_lesson(game_id)
    assert runner.start(game_id)
    while True:
        wait_for_person(qtbot, win)
        if not runner.active:
            break
        follow_marks(qtbot, win)
    played = [a for _p, a in win.controller.match.actions()[:len(lesson.actions())]]
    assert played == [a for _p, a in lesson.actions()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_a_script_names_exists_and_is_short(game_id):
    """Each step explains its rule in one to three sentences."""
    for key in load_lesson(game_id).text_keys():
        text = lesson_text(key)
        assert 1 <= text.count(".") + text.count("!") + text.count("?") <= 3, key


def _first_wrong_move(win, wanted):
    return next(a for a in win.controller.last_legal if a != wanted)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_is_refused_with_the_lesson_note(qtbot, game_window, game_id):
    win = game_window
    runner = win.lessons
    assert runner.start(game_id)
    wait_for_person(qtbot, win)
    steps_before = len(win.controller.match.steps)
    wanted = runner.expected()[1][0]
    wrong = _first_wrong_move(win, wanted)
    qtbot.wait(20)
    table_size = win.view.viewport().size()
    send(win, wrong)  # a legal move, but not this lesson's
    assert len(win.controller.match.steps) == steps_before
    qtbot.wait(20)
    assert win.view.viewport().size() == table_size  # the note does not make the table jump
    note = runner.panel.note
    assert note.isVisible()
    assert note.text() == lesson_ui.try_note(win.controller.scene.describe_action(wanted))
    assert win.controller.viewer_to_act() and runner.marks()  # still the person's move, still pointed at
    send(win, wanted)
    assert len(win.controller.match.steps) == steps_before + 1
    assert note.isHidden()


def _play_person_steps(qtbot, win, count: int) -> None:
    """Play the script until the person has ``count`` decisions behind them."""
    runner = win.lessons
    lesson = runner.lesson
    while True:
        wait_for_person(qtbot, win)
        pos = runner.position()
        done = sum(1 for s in lesson.steps[:pos[0]] if s.player == lesson.person)
        if done >= count and pos[1] == 0:
            return
        send(win, runner.expected()[1][0])


def _check_released(win) -> None:
    c = win.controller
    assert not win.lessons.active and win.lessons.lesson is None
    assert c.gate is None and c.autoplay
    assert win.lessons.panel.isHidden()
    assert win.lessons.pointer is None


@pytest.mark.parametrize("game_id", GAMES)
def test_leaving_the_lesson_at_any_step(qtbot, game_window, game_id):
    """At every step of the person: "Leave lesson" goes home and keeps no game in progress (the lesson
    is started again from its tile); "Play on as a normal game" hands the same game to the computer at
    once."""
    win = game_window
    runner = win.lessons
    person_steps = len(load_lesson(game_id).person_steps())
    for k in range(person_steps):
        assert runner.start(game_id)
        _play_person_steps(qtbot, win, k)
        match = win.controller.match
        played = len(match.steps)
        if k % 2 == 0:
            runner.panel.leave_button.click()
            assert win.on_home()
            _check_released(win)
            assert win.controller.match is None and len(match.steps) == played
            win.controller.flush_autosave()
            listed = win.home.continue_panel.listed()  # the games played on before stay, no guided one
            assert len(listed) == k // 2 and not any(is_guided(path) for path in listed)
        else:
            runner.panel.play_on_button.click()
            assert not win.on_home()
            _check_released(win)
            qtbot.waitUntil(win.controller.viewer_to_act, timeout=20000)
            played = len(match.steps)
            send(win, win.controller.last_legal[-1])
            assert len(match.steps) == played + 1  # any legal move goes now


def test_leaving_while_the_computer_makes_its_scripted_move(qtbot, game_window):
    """Between the person's steps the computer's scripted move waits for the pace; leaving then stops it."""
    win = game_window
    win.settings.ai_pace = "slow"
    runner = win.lessons
    assert runner.start("copycat")
    wait_for_person(qtbot, win)
    send(win, runner.expected()[1][0])  # the bid: the computer's scripted moves follow, slowly
    assert runner.expected()[0] != runner.lesson.person
    match = win.controller.match
    played = len(match.steps)
    runner.panel.leave_button.click()
    _check_released(win)
    qtbot.wait(1800)
    assert len(match.steps) == played  # nothing scripted was played after leaving


def test_the_lesson_ends_when_another_game_comes_to_the_table(qtbot, game_window):
    from desktop_app.engine.seats import Seat
    from desktop_app.ui.new_game_dialog import NewGameConfig

    win = game_window
    assert win.lessons.start("copernico")
    wait_for_person(qtbot, win)
    seats = (Seat("Ada"), Seat("Bot", "ai", "random", 1))
    assert win.start_config(NewGameConfig("copycat", seats, {}, 9))
    _check_released(win)
    qtbot.waitUntil(lambda: win.controller.viewer_to_act(), timeout=20000)  # its computer plays


def test_undo_takes_the_lesson_back_a_step(qtbot, game_window):
    """Where the lesson stands is read from the match, so undo and redo keep it in step."""
    win = game_window
    runner = win.lessons
    assert runner.start("copycat")
    _play_person_steps(qtbot, win, 1)  # the bid is in; the person places a worker next
    wait_for_person(qtbot, win)
    at = runner.position()
    text = runner.panel.text.text()
    send(win, runner.expected()[1][0])
    wait_for_person(qtbot, win)
    assert runner.position() != at
    assert win.controller.undo()
    wait_for_person(qtbot, win)
    assert runner.position() == at and runner.panel.text.text() == text and runner.marks()
    assert win.controller.redo()
    wait_for_person(qtbot, win)
    assert runner.position() != at


def test_a_language_switch_mid_lesson_keeps_pointing(qtbot, game_window):
    """The window draws a new scene for a new language; the marks move onto it and the lesson goes on."""
    win = game_window
    runner = win.lessons
    assert runner.start("councils")
    wait_for_person(qtbot, win)
    old_scene = win.controller.scene
    win.set_language("de")
    try:
        assert win.controller.scene is not old_scene
        runner._refresh_pointer()
        assert runner.marks() and runner.pointer.scene() is win.controller.scene
        assert runner.panel.isVisible() and runner.active
        send(win, runner.expected()[1][0])
        wait_for_person(qtbot, win)
        assert runner.active
    finally:
        win.set_language("en")
