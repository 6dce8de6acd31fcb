# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The player record and the replay in the real main window (issue 15, "Player record" and
"Replay and review"): a computer-only game played to its end is recorded once, the home screen's
panel shows it and opens it in the replay, which steps, jumps, hides what a seat cannot see and
draws each player's chance to win."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.record.db import RecordDb, record_path  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.replay_window import ReplayWindow  # noqa: E402

from .shell_fixtures import game_window, messages, settings, toy_game, window  # noqa: E402, F401

AGAINST_RANDOM = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
COMPUTERS = (Seat("Cal", "ai", "random", 0), Seat("Dee", "ai", "random", 1), Seat("Eve", "ai", "easy", 2))


def _finish_computer_game(qtbot, window, game_id="copernico", seed=3):
    assert window.start_config(NewGameConfig(game_id, COMPUTERS, {}, seed))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.match.is_over(), timeout=60000)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    assert window.record_keeper.flush()  # written on a thread of its own
    return controller.match


def test_a_finished_game_is_recorded_once_through_the_real_flow(qtbot, game_window):
    match = _finish_computer_game(qtbot, game_window)
    sheet = match.state.score_sheet()
    record = RecordDb.open(record_path())
    [entry] = record.games()
    assert entry.game == "copernico" and entry.seed == 3 and entry.hints_used == 0
    assert tuple(s.score for s in entry.seats) == sheet.totals
    assert entry.winners == sheet.winners
    assert [(s.name, s.level) for s in entry.seats] == [(s.name, s.level) for s in COMPUTERS]
    assert record.load_match(entry.id).actions() == match.actions()
    record.close()
    # Showing the end again (a refresh, the home screen and back) records nothing more.
    game_window.controller.refresh()
    game_window.show_home()
    panel = game_window.home.record_panel
    # The record is written after a quiet moment on a thread of its own: the panel shows it once it is in.
    qtbot.waitUntil(lambda: panel._games is not None and panel.games.count() == 1, timeout=5000)
    assert not game_window.record_keeper.writing()
    assert len(game_window.record_keeper.db.games()) == 1
    assert "Copernico" in panel.games.item(0).text()
    assert panel.figures_shown() == []  # computers alone are nobody's result


def test_the_record_panel_shows_figures_and_opens_the_replay(qtbot, window):
    """High Card against a computer, played through the window twice: the panel's figures."""
    controller = window.controller
    scores = []
    for seed in (5, 6):
        assert window.start_config(NewGameConfig("shelltoy", AGAINST_RANDOM, {}, seed))
        scene = window.view.game_scene()
        while not controller.match.is_over():
            qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=5000)
            if controller.viewer_to_act():
                scene.action_chosen.emit(controller.last_legal[-1])
        sheet = controller.match.state.score_sheet()
        scores.append((sheet.totals[0], 0 in sheet.winners))
    window.show_home()
    panel = window.home.record_panel
    qtbot.waitUntil(lambda: not window.record_keeper.writing() and len(panel.figures_shown()) == 1,
                    timeout=5000)  # the panel reads the record once the writer has both games in
    [row] = panel.figures_shown()
    won = sum(1 for _score, w in scores if w)
    best = max(s for s, _w in scores)
    average = sum(s for s, _w in scores) / 2
    assert row == ("High Card", "Computer: Random", "2", str(won), f"{average:.1f}", str(best), "0")
    assert panel.games.count() == 2
    panel.games.setCurrentRow(1)
    panel.replay_button.click()
    replay = window.record_keeper.replays[-1]
    assert replay.isVisible() and replay.replay.match.seed == 5  # newest first: row 1 is the first game
    replay.close()  # a closed replay is deleted; the keeper forgets it
    qtbot.waitUntil(lambda: window.record_keeper.live_replays() == [])


def test_the_menu_replays_a_save_file(qtbot, window, tmp_path, messages):
    action = window.record_keeper.replay_action
    assert action in window.game_menu.actions() and action.text() == "&Replay a Saved Game…"
    assert window.start_config(NewGameConfig("shelltoy", AGAINST_RANDOM, {}, 2))
    qtbot.waitUntil(lambda: window.controller.viewer_to_act(), timeout=5000)
    path = tmp_path / "halfway.json"
    assert window.save_as(path)
    replay = window.record_keeper.replay_file(path)
    qtbot.addWidget(replay)
    assert replay.replay.last_step == len(window.controller.match.steps)
    assert not replay.replay.finished and replay.viewer == 0  # in progress: through Ada's eyes
    assert replay.seat_box.findData(-1) == -1  # no "everything revealed" before the end
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert window.record_keeper.replay_file(bad) is None
    assert messages and messages[-1][0] == "Cannot replay the game"


def _captured(replay: ReplayWindow) -> list[tuple]:
    calls: list[tuple] = []
    original = replay.scene.show_observation

    def spy(observation, viewer, legal, recent):
        calls.append((observation, viewer, legal, recent))
        original(observation, viewer, legal, recent)

    replay.scene.show_observation = spy
    return calls


def test_stepping_jumping_and_what_each_view_shows(qtbot, game_window):
    match = _finish_computer_game(qtbot, game_window, seed=4)
    replay = game_window.record_keeper.replay_record(game_window.record_keeper.db.games()[0].id)
    qtbot.addWidget(replay)
    calls = _captured(replay)
    model = replay.replay
    fresh = match.game.new_game(3, match.options, match.seed)
    assert replay.viewer is None  # a finished game opens with everything revealed
    replay.seat_box.setCurrentIndex(replay.seat_box.findData(1))
    assert replay.step == 0 and calls[-1][0] == fresh.observation(1) and calls[-1][2] == []
    replay.forward_button.click()
    replay.forward_button.click()
    replay.back_button.click()
    assert replay.step == 1 and replay.slider.value() == 1
    assert "Action 1 of" in replay.position_label.text()
    replay.action_spin.setValue(40)
    replay.action_spin.editingFinished.emit()
    assert replay.step == 40 and calls[-1][0] == match.steps[39].state.observation(1)
    # From Dee's seat mid-game the other hands are hidden, as at the table.
    middle = next(s for s in range(1, model.last_step) if model.state(s).observation(None)["phase"] == "act")
    replay.go_to(middle)
    seen = calls[-1][0]
    assert seen["hands"][1] is not None and seen["hands"][0] is None and seen["hands"][2] is None
    replay.seat_box.setCurrentIndex(replay.seat_box.findData(-1))
    assert all(hand is not None for hand in calls[-1][0]["hands"])
    replay.turn_spin.setValue(3)
    replay.turn_spin.editingFinished.emit()
    assert model.turns()[replay.step] == 3 and model.turns()[replay.step - 1] == 2
    replay.last_button.click()
    assert replay.step == model.last_step == len(match.steps)
    assert calls[-1][0]["scores"]["totals"] == list(match.state.score_sheet().totals)
    assert not replay.forward_button.isEnabled()
    replay.first_button.click()
    assert replay.step == 0 and not replay.back_button.isEnabled()


def test_the_chart_has_one_series_per_player_and_marks_the_swings(qtbot, game_window):
    _finish_computer_game(qtbot, game_window, seed=4)
    replay = game_window.record_keeper.replay_record(game_window.record_keeper.db.games()[0].id)
    qtbot.addWidget(replay)
    qtbot.waitUntil(lambda: replay.chances.done, timeout=20000)  # filled in by the timer
    series = replay.chart.series()
    assert len(series) == 3
    for line in series:
        assert len(line) == replay.replay.last_step + 1
        assert all(0.0 <= v <= 1.0 for v in line)
    shown = [b for b in replay.swing_buttons if b.isVisible()]
    assert len(shown) == 3 and len(replay.chart.swings) == 3
    step = replay.chart.swings[1].step
    shown[1].click()
    assert replay.step == step


def test_the_replay_opens_before_the_chart_is_done(qtbot, window):
    assert window.start_config(NewGameConfig("shelltoy", AGAINST_RANDOM, {}, 2))
    qtbot.waitUntil(lambda: window.controller.viewer_to_act(), timeout=5000)
    replay = ReplayWindow(window.controller.match)
    qtbot.addWidget(replay)
    assert replay.chances is not None and not replay.chances.done  # nothing computed in the constructor
    qtbot.waitUntil(lambda: replay.chances.done, timeout=10000)


def test_a_damaged_record_does_not_stop_the_app(qtbot, settings, messages, isolated_dirs):
    from desktop_app.ai.worker import AiWorker
    from desktop_app.ui.main_window import MainWindow

    path = record_path()
    path.write_bytes(b"garbage, not SQLite" * 100)
    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(messages), timeout=3000)
    title, text = messages[-1]
    assert title == "Your game record" and "new record has been started" in text
    kept = list(Path(path).parent.glob("record-damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"garbage, not SQLite" * 100
    assert win.record_keeper.db.games() == []
    win.controller.shutdown()


def test_the_record_reaches_the_new_home_screen_after_a_language_change(qtbot, window):
    window.set_language("de")
    window.set_language("en")  # each change makes a new home screen and deletes the old one
    qtbot.wait(10)
    assert window.start_config(NewGameConfig("shelltoy", AGAINST_RANDOM, {}, 5))
    controller = window.controller
    scene = window.view.game_scene()
    while not controller.match.is_over():
        qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=5000)
        if controller.viewer_to_act():
            scene.action_chosen.emit(controller.last_legal[-1])
    window.show_home()  # the record is written on a thread of its own: the panel shows it once it is in
    qtbot.waitUntil(lambda: window.home.record_panel.games.count() == 1, timeout=5000)
