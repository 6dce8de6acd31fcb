# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The coach at the table (issue 15, "Hint"), in every game: "What would you play?" (H) asks the Hard
player off the UI thread, shows its top three choices with a win chance and a reason, marks them 1-3 on
the table, is counted in the match (its save and the record), and is dropped by the next move, which
also cancels a hint still being worked out. That it never peeks is tested in tests/ai/test_coach.py."""

from __future__ import annotations

import json
import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402

from desktop_app.ai import coach as coach_module  # noqa: E402
from desktop_app.ai.coach import advise  # noqa: E402
from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine import saves  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.hint_coach import SHORTCUT  # noqa: E402
from desktop_app.ui.hint_texts import reason_text  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from ..ai.test_coach import small_hard  # noqa: E402
from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

GAMES = ("copernico", "copycat", "councils", "campaign-trail")


@pytest.fixture
def small_coach(monkeypatch):
    """The coach searches with the Hard level's own settings and a small budget (fast tests); each
    search notes the thread it ran on (the test worker's thread, never the window's)."""
    threads: list[threading.Thread] = []

    def agent(game, level, seed, guard=True):
        assert level == "hard"
        threads.append(threading.current_thread())
        return small_hard(game.id, seed)

    monkeypatch.setattr(coach_module, "make_agent", agent)
    return threads


def _start(window, game_id: str, seed: int = 3):
    seats = (Seat("Ada", "human", None, 0), Seat("Bo", "ai", "easy", 1))
    assert window.start_config(NewGameConfig(game_id, seats, {}, seed, False))
    return window.controller


def _reach_a_choice_of_three(qtbot, controller, seed: int = 5) -> None:
    """Play Ada's moves at random until she must choose among three or more moves worth searching."""
    rng = Rng(seed)
    game = controller.match.game
    for _ in range(200):
        qtbot.waitUntil(controller.viewer_to_act, timeout=20000)
        state, me = controller.match.state, controller.viewer
        if len(game.search_actions(state, me)) >= 3:
            return
        legal = state.legal_actions(me)
        assert controller.submit(legal[rng.below(len(legal))])
    raise AssertionError("no decision among three moves came up")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_shows_three_choices_marks_them_counts_once_and_goes_with_the_next_move(
        qtbot, game_window, small_coach, game_id):
    controller = _start(game_window, game_id)
    _reach_a_choice_of_three(qtbot, controller)
    coach = game_window.hint_coach
    assert coach.action.isEnabled() and coach.action.shortcut() == QKeySequence(SHORTCUT)
    assert coach.action in game_window.game_menu.actions()
    state, me, seed = controller.match.state.clone(), controller.viewer, controller.ai_seed(controller.viewer)
    coach.action.trigger()
    qtbot.waitUntil(lambda: bool(coach.choices), timeout=60000)

    expected = advise(controller.match.game, state, me, seed, agent=small_hard(game_id, seed))
    assert coach.choices == expected and len(expected) == 3
    scene = controller.scene
    lines = coach.dock.panel.texts()
    assert len(lines) == 3 and coach.dock.isVisible()
    for number, (line, choice) in enumerate(zip(lines, expected, strict=True), start=1):
        # named as the move list names it
        assert line.startswith(f"{number}. {scene.describe_action(choice.action)}")
        assert "%" in line  # the estimated chance to win
        assert reason_text(game_id, choice.reason) in line
    numbers = {n for n, _ in scene.hint_marks()}
    assert 1 in numbers and numbers <= {1, 2, 3}, numbers  # the best choice is pointed at on the table

    # Counted once for this position, in the match, its save and what the record is given.
    assert controller.match.hints_used == 1
    assert coach.ask() and controller.match.hints_used == 1
    assert json.loads(saves.dumps(controller.match))["hints_used"] == 1
    assert game_window.record_keeper.hints_used(controller.match) == 1

    assert controller.submit(expected[0].action)
    assert not scene.hint_marks() and coach.dock.panel.texts() == [] and coach.choices == []
    assert controller.match.hints_used == 1


@pytest.fixture
def process_window(qtbot, settings, messages):
    """The main window as the app makes it: computers and the coach think in a worker process."""
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=False))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_worked_out_off_the_ui_thread_while_the_window_keeps_turning(
        qtbot, process_window, game_id):
    """The real Hard search in the app's worker process: the window's event loop keeps turning (a 5 ms
    timer keeps firing) from the moment the hint is asked until it is shown."""
    controller = _start(process_window, game_id)
    _reach_a_choice_of_three(qtbot, controller)
    coach = process_window.hint_coach
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(coach.thinking()))
    timer.start()
    assert coach.ask()
    assert coach.thinking() and not coach.action.isEnabled()  # asked, and answered later
    qtbot.waitUntil(lambda: bool(coach.choices), timeout=120000)
    timer.stop()
    assert len(coach.choices) == 3 and controller.scene.hint_marks()
    assert ticks.count(True) >= 5, ticks  # the event loop turned while the search ran


@pytest.mark.parametrize("game_id", GAMES)
def test_moving_cancels_a_hint_still_being_worked_out(qtbot, game_window, small_coach, game_id):
    controller = _start(game_window, game_id)
    _reach_a_choice_of_three(qtbot, controller)
    coach = game_window.hint_coach
    assert coach.ask() and coach.thinking()
    legal = controller.match.state.legal_actions(controller.viewer)
    assert controller.submit(legal[-1])
    assert not coach.thinking()
    # Wait until the worker has finished whatever it was doing: the late answer is ignored.
    controller.worker()._get_executor().submit(lambda: None).result(timeout=60)
    qtbot.wait(100)
    assert coach.choices == [] and not controller.scene.hint_marks() and controller.match.hints_used == 0


def test_no_hint_without_a_decision_to_make(qtbot, game_window, small_coach):
    coach = game_window.hint_coach
    assert not coach.action.isEnabled() and not coach.ask()  # no game on the table
    controller = _start(game_window, "copycat")
    qtbot.waitUntil(controller.viewer_to_act, timeout=20000)
    assert coach.action.isEnabled()
    game_window.show_home()
    assert not coach.dock.isVisible()  # the coach's panel goes with the table, as the log does


def test_a_language_change_keeps_the_hint_on_the_new_table(qtbot, game_window, small_coach):
    controller = _start(game_window, "councils")
    _reach_a_choice_of_three(qtbot, controller)
    coach = game_window.hint_coach
    assert coach.ask()
    qtbot.waitUntil(lambda: bool(coach.choices), timeout=60000)
    old_scene = controller.scene
    game_window.set_language("de")
    try:
        assert controller.scene is not old_scene
        assert len(coach.dock.panel.texts()) == 3
        assert {n for n, _ in controller.scene.hint_marks()} >= {1}
    finally:
        game_window.set_language("en")
