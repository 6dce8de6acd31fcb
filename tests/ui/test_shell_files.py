# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Saving, opening, Continue and the home screen: nothing a player has is lost."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from PySide6.QtWidgets import QFileDialog  # noqa: E402

from desktop_app.engine import saves  # noqa: E402
from desktop_app.engine.paths import autosave_path, in_progress_dir  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.catalogue import all_games  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.scene_registry import SCENES, playable_games  # noqa: E402

from .shell_fakes import Call  # noqa: E402
from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401

SEATS = (Seat("Ada"), Seat("Cal", "ai", "random", 1))


def _play_a_round(qtbot, window):
    controller = window.controller
    assert window.start_config(NewGameConfig("shelltoy", SEATS, {"fast": True}, 11))
    window.view.game_scene().action_chosen.emit(Call(True))
    qtbot.waitUntil(controller.viewer_to_act, timeout=5000)
    scene = window.view.game_scene()
    scene.action_chosen.emit(scene.calls[-1][1][0])
    qtbot.waitUntil(lambda: controller.viewer_to_act() or controller.match.is_over(), timeout=5000)
    return controller


def test_every_action_is_autosaved(qtbot, window):
    controller = _play_a_round(qtbot, window)
    assert controller.flush_autosave()
    # Each game has its own autosave among the games in progress (issue 15).
    assert controller.autosave_file.parent == in_progress_dir()
    saved = saves.load(controller.autosave_file)
    assert saved.actions() == controller.match.actions()


def test_save_as_then_open_through_the_menus(qtbot, window, monkeypatch, tmp_path):
    controller = _play_a_round(qtbot, window)
    played = controller.match.actions()
    target = tmp_path / "my game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.save_action.trigger()
    assert target.exists()
    assert window.settings.recent_files[0] == str(target.resolve())

    assert window.start_config(NewGameConfig("shelltoy", SEATS, {}, 99))  # a different game meanwhile
    assert controller.match.actions() == []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.open_action.trigger()
    assert controller.match.actions() == played
    assert controller.match.options == {"fast": True, "solo_level": 1}
    assert controller.match.seed == 11


def test_opening_a_corrupt_save_keeps_the_current_game(qtbot, window, messages, tmp_path):
    controller = _play_a_round(qtbot, window)
    current = controller.match
    steps = len(current.steps)
    bad = tmp_path / "broken.json"
    content = b'{"format": "game-table-save", "format_version": 1, "game": "shelltoy", "seats": [tru'
    bad.write_bytes(content)
    assert not window.open_file(bad)
    assert controller.match is current and len(current.steps) == steps
    assert bad.read_bytes() == content  # never rewritten
    title, text = messages[-1]
    assert "broken.json" in text and "current game is unchanged" in text
    assert not window.on_home() and not window.on_handover()


def test_a_save_with_an_illegal_move_is_refused(qtbot, window, messages, tmp_path):
    controller = _play_a_round(qtbot, window)
    current = controller.match
    data = saves.match_to_json(current)
    data["actions"].append({"player": 0, "action": {"kind": "pick", "card": 99}})
    import json

    bad = tmp_path / "cheat.json"
    text = json.dumps(data)
    bad.write_text(text, encoding="utf-8")
    assert not window.open_file(bad)
    assert controller.match is current
    assert bad.read_text(encoding="utf-8") == text
    assert "cannot be replayed" in messages[-1][1]


def test_continue_resumes_the_autosaved_game(qtbot, window):
    controller = _play_a_round(qtbot, window)
    played = controller.match.actions()
    window.show_home()
    window.home.refresh([])
    assert window.home.continue_panel.isVisibleTo(window.home)
    assert "Ada" in window.home.continue_label.text()
    window.home.continue_button.click()
    assert controller.match.actions() == played and not window.on_home()


def test_bad_autosave_shows_a_message_and_is_never_deleted(qtbot, window, messages):
    path = autosave_path()
    path.write_bytes(b"\x00\xff not a save")
    window.show_home()
    assert "damaged" in window.home.continue_label.text()
    assert not window.continue_last()
    assert path.read_bytes() == b"\x00\xff not a save"
    assert "cannot be opened" in messages[-1][1]
    # Continue kept a copy of the damaged file; starting a new game no longer touches the old autosave
    # at all (each game has its own file, issue 15), so the damaged file itself stays too.
    copies = list(path.parent.glob("autosave-damaged-*.json"))
    assert copies and copies[0].read_bytes() == b"\x00\xff not a save"
    assert window.start_config(NewGameConfig("shelltoy", SEATS, {}, 3))
    assert path.read_bytes() == b"\x00\xff not a save"
    assert window.controller.autosave_file != path


def test_home_screen_lists_every_built_game(qtbot, window):
    assert window.on_home()
    playable = {g.id for g in playable_games()}
    assert "copernico" in playable
    # A game whose rules exist but whose table is not drawn yet is not offered.
    assert set(window.home.tiles) == playable
    for game in all_games():
        if game.id != "shelltoy" and game.id not in SCENES:
            assert game.id not in window.home.tiles
    for game in playable_games():
        tile = window.home.tiles[game.id]
        texts = [label.text() for label in tile.findChildren(type(window.home.continue_label))]
        assert any(str(game.max_players) in t for t in texts)
        assert game.summary in texts
    assert not window.home.continue_panel.isVisibleTo(window.home)  # nothing autosaved yet


def test_help_opens_for_copernico(qtbot, window):
    window.home.tiles["copernico"].help_button.click()
    text = window.help_dialog.browser.toPlainText()
    assert "Reformulate" in text and "reconstruction" in text
