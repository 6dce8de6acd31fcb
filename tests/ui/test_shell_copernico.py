# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The shell with the real Copernico rules: computers, solo rank, screenshot tool, smoke run."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import scene_registry  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _play_out(qtbot, window, seed: int) -> None:
    """The person at the screen picks random legal actions; computers play themselves."""
    controller = window.controller
    rng = Rng(seed)
    for _ in range(2000):
        qtbot.waitUntil(lambda: controller.match.is_over() or controller.viewer_to_act(), timeout=10000)
        if controller.match.is_over():
            return
        legal = controller.last_legal
        assert legal == controller.match.state.legal_actions(controller.viewer)
        window.view.game_scene().action_chosen.emit(rng.choice(legal))
    raise AssertionError("the game did not end")


def test_copernico_against_random_computers_reaches_the_score_sheet(qtbot, game_window):
    """CO-15: the score sheet lists the five categories and names the winner(s)."""
    window = game_window
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert window.start_config(NewGameConfig("copernico", seats, {}, 8))
    _play_out(qtbot, window, 8)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    sheet = window.controller.match.state.score_sheet()
    dialog = window.score_dialog
    assert dialog.table.rowCount() >= len(sheet.categories) + 1
    names = [window.controller.match.seats[w].name for w in sheet.winners]
    assert all(name in dialog.headline.text() for name in names)
    assert window.log_view.count() > 0
    assert window.history_view.count() == len(window.controller.match.steps) + 1


def test_copernico_solo_shows_the_rank(qtbot, game_window):
    """CO-22/CO-23: a solo game ends with the score and the rank named on the sheet."""
    window = game_window
    assert window.start_config(NewGameConfig("copernico", (Seat("Ada"),), {}, 21))
    _play_out(qtbot, window, 21)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    sheet = window.controller.match.state.score_sheet()
    assert sheet.rank
    headline = window.score_dialog.headline.text()
    assert str(sheet.totals[0]) in headline
    assert scene_registry.rank_name("copernico", sheet.rank) in headline


def test_screenshot_tool_writes_the_window(qtbot, tmp_path, monkeypatch):
    from desktop_app.cli import screenshot

    monkeypatch.setenv("GAME_TABLE_SETTINGS", str(tmp_path / "s.ini"))
    out = tmp_path / "shot.png"
    code = screenshot.main(
        ["--game", "copernico", "--players", "human,ai:random", "--seed", "3", "--moves", "6",
         "--out", str(out), "--size", "900x600"]
    )
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)


def test_smoke_run_plays_moves_and_renders(qtbot, tmp_path, monkeypatch):
    """``game-table --smoke``: a person against the computer, a few moves, a frame, exit 0."""
    from desktop_app import app

    monkeypatch.setenv("GAME_TABLE_SETTINGS", str(tmp_path / "s.ini"))
    monkeypatch.setenv("GAME_TABLE_DATA_DIR", str(tmp_path / "data"))
    assert app.run_app(["--smoke"]) == 0
