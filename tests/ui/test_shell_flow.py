# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The shell's turn flow with a tiny test game: starting, hand-over, undo/redo, computers."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig, NewGameDialog  # noqa: E402

from .shell_fakes import Call, Pick  # noqa: E402
from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401


def _start(window, seats, seed=5, free_undo=False):
    assert window.start_config(NewGameConfig("shelltoy", tuple(seats), {}, seed, free_undo))
    return window.controller


def _wait_for_person(qtbot, controller):
    qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=5000)


def test_start_game_from_new_game_dialog(qtbot, window):
    """Game ▸ New opens the dialog; Start game puts the configured match on the table."""

    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("shelltoy"))
        dialog.count.setValue(2)
        dialog.set_seat(0, "human", name="Ada")
        dialog.set_seat(1, "ai", level="random")
        dialog.seed.setText("42")
        dialog.start_button.click()

    QTimer.singleShot(0, fill_in)
    window.new_action.trigger()
    match = window.controller.match
    assert match is not None and match.game.id == "shelltoy"
    assert [s.name for s in match.seats][0] == "Ada"
    assert match.seats[1].kind == "ai" and match.seats[1].level == "random"
    assert match.seed == 42
    assert not window.on_home()
    scene = window.view.game_scene()
    viewer, legal, observation, _ = scene.calls[-1]
    assert viewer == 0 and legal == [Call(False), Call(True)]
    assert observation["hand"] is not None
    assert "Ada" in window.status_panel.headline.text()
    assert window.status_panel.detail.text().endswith("Call high or low.")


def test_new_game_dialog_limits_seats_options_and_colours(qtbot, settings, toy_game, messages):
    dialog = NewGameDialog(settings, "shelltoy")
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (1, 3)
    dialog.count.setValue(1)
    assert set(dialog._option_widgets) == {"fast", "solo_level"}  # solo option shows for 1 player
    dialog.count.setValue(2)
    assert set(dialog._option_widgets) == {"fast"}  # and only for 1 player
    dialog.set_colour(1, 0)  # seat 2 takes seat 1's colour: seat 1 gets seat 2's old colour
    config = dialog.config()
    assert [s.colour for s in config.seats] == [1, 0]
    assert config.seed > 0 and dialog.seed.text() == str(config.seed)
    assert config.seats[1].kind == "ai" and config.seats[1].level == settings.default_ai_level


def test_hot_seat_handover_hides_private_information(qtbot, window):
    """Two people: the scene never gets a private view while the hand-over screen is up."""
    controller = _start(window, [Seat("Ada"), Seat("Bob", colour=1)])
    scene = window.view.game_scene()
    assert window.on_handover() and controller.handover_seat == 0
    assert "Ada" in window.handover.button.text()
    assert scene.calls[-1][0] is None and scene.calls[-1][1] == []
    assert scene.calls[-1][2]["hand"] is None
    assert not window.log_dock.isVisible()

    window.handover.button.click()
    assert not window.on_handover() and controller.viewer == 0
    assert scene.calls[-1][0] == 0 and scene.calls[-1][2]["hand"] is not None
    scene.action_chosen.emit(Call(True))
    assert window.on_handover() and controller.handover_seat == 1
    shown_during_handover = len(scene.calls)
    window.handover.button.click()
    scene.action_chosen.emit(Call(False))
    # Picks are secret and simultaneous: Bob, already at the screen, picks first (no extra
    # hand-over), then the screen goes to Ada without Bob's card showing.
    assert not window.on_handover() and controller.viewer == 1
    bob_card = scene.calls[-1][1][0].card
    scene.action_chosen.emit(Pick(bob_card))
    assert window.on_handover() and controller.handover_seat == 0
    for viewer, legal, observation, recent in scene.calls[shown_during_handover - 1:]:
        if observation["hand"] is None:
            assert viewer is None and legal == [] and recent == []
    assert scene.calls[-1][0] is None
    assert all("secret" not in line[2] for line in window.log_view.lines())


def test_undo_and_redo_through_menu_actions(qtbot, window):
    controller = _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1)])
    undo, redo = window.undo_bridge.undo_action, window.undo_bridge.redo_action
    assert undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert QKeySequence("Ctrl+Y") in redo.shortcuts() and QKeySequence("Ctrl+Shift+Z") in redo.shortcuts()
    assert not undo.isEnabled() and not redo.isEnabled()
    scene = window.view.game_scene()
    scene.action_chosen.emit(Call(True))
    _wait_for_person(qtbot, controller)
    assert len(controller.match.steps) == 2  # Ada's call and the computer's
    assert undo.isEnabled()
    undo.trigger()
    assert len(controller.match.steps) == 0 and redo.isEnabled()
    assert scene.calls[-1][1] == [Call(False), Call(True)]
    redo.trigger()
    assert len(controller.match.steps) == 2 and not redo.isEnabled()
    _wait_for_person(qtbot, controller)
    scene.action_chosen.emit(scene.calls[-1][1][0])  # Ada's pick reveals every pick
    _wait_for_person(qtbot, controller)
    assert not undo.isEnabled()  # undo never crosses revealed information


def test_illegal_action_changes_nothing(qtbot, window, messages):
    controller = _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1)])
    window.view.game_scene().action_chosen.emit(Pick(99))
    assert controller.match.steps == []
    assert messages and "not allowed" in messages[-1][1]


def test_confirm_before_ending_a_turn(qtbot, window, monkeypatch, settings):
    from PySide6.QtWidgets import QMessageBox

    settings.confirm_end_turn = True
    controller = _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1)])
    scene = window.view.game_scene()
    scene.action_chosen.emit(Call(True))
    _wait_for_person(qtbot, controller)
    steps = len(controller.match.steps)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    scene.action_chosen.emit(scene.calls[-1][1][0])
    assert len(controller.match.steps) == steps  # declined: nothing happened
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    scene.action_chosen.emit(scene.calls[-1][1][0])
    assert len(controller.match.steps) > steps


def test_game_against_computers_reaches_score_sheet(qtbot, window):
    controller = _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1), Seat("Dee", "ai", "random", 2)])
    scene = window.view.game_scene()
    while not controller.match.is_over():
        _wait_for_person(qtbot, controller)
        if controller.viewer_to_act():
            scene.action_chosen.emit(scene.calls[-1][1][-1])
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.score_dialog
    sheet = controller.match.state.score_sheet()
    winner = controller.match.seats[sheet.winners[0]].name
    assert winner in dialog.headline.text()
    assert dialog.table.rowCount() == len(sheet.categories) + 1
    assert dialog.cell(len(sheet.categories), 0) == str(sheet.totals[0])
    assert "The game is over." in window.status_panel.headline.text()


def test_history_click_goes_back(qtbot, window):
    controller = _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1)])
    window.view.game_scene().action_chosen.emit(Call(False))
    _wait_for_person(qtbot, controller)
    history = window.history_view
    assert history.count() == 3  # start, Ada's call, Cal's call
    history.clicked.emit(history.model().index(0, 0))
    qtbot.waitUntil(lambda: len(controller.match.steps) == 0)
    assert history.count() == 3 and "undone" in history.text(2)


def test_table_fits_the_window_and_zooms(qtbot, window):
    _start(window, [Seat("Ada"), Seat("Cal", "ai", "random", 1)])
    scene = window.view.game_scene()
    viewport = window.view.viewport().size()
    assert scene.size == (float(viewport.width()), float(viewport.height()))
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: scene.size[0] == float(window.view.viewport().width()))
    window.zoom_in_action.trigger()
    assert window.view.zoom > 1.0 and window.view.transform().m11() > 1.0
    window.fit_action.trigger()
    assert window.view.zoom == 1.0 and window.view.transform().m11() == 1.0
    assert window.fit_action.shortcut() == QKeySequence("Ctrl+0")


def test_menu_shortcuts(qtbot, window):
    assert window.new_action.shortcut() == QKeySequence("Ctrl+N")
    assert window.open_action.shortcut() == QKeySequence("Ctrl+O")
    assert window.save_action.shortcut() == QKeySequence("Ctrl+S")
    assert window.undo_bridge.undo_action.shortcut() == QKeySequence("Ctrl+Z")
    menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert menus == ["Game", "Edit", "View", "Help"]
