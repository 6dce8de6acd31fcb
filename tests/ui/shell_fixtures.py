"""Fixtures shared by the shell tests (imported by each test_shell_* module)."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games import catalogue  # noqa: E402
from desktop_app.record.db import RecordDb, record_path  # noqa: E402
from desktop_app.ui import pacing, scene_registry  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.settings import Settings  # noqa: E402

from .shell_fakes import TOY, TOY_PATHS, RecordingScene  # noqa: E402


@pytest.fixture
def toy_game(monkeypatch):
    """High Card joins the catalogue (after the real games) and draws with RecordingScene."""
    monkeypatch.setitem(catalogue.GAMES, TOY.id, TOY)
    scene_registry.register_scene(TOY.id, RecordingScene)
    yield TOY
    scene_registry.register_scene(TOY.id, None)


@pytest.fixture
def settings(tmp_path):
    s = Settings(tmp_path / "settings.ini")
    s.animation_speed = 0.0
    s.ai_pace = "instant"
    s.confirm_end_turn = False
    return s


@pytest.fixture
def messages(monkeypatch):
    """Message boxes answer at once and are recorded instead of waiting for a click."""
    seen: list[tuple[str, str]] = []

    def warning(parent, title, text, *args, **kwargs):
        seen.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(warning))
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    return seen


@pytest.fixture
def window(qtbot, settings, toy_game, messages):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True, game_paths=TOY_PATHS))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.shutdown()


@pytest.fixture
def game_window(qtbot, settings, messages):
    """The main window with the real games; computers think in this process."""
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.shutdown()


@pytest.fixture
def paced(monkeypatch):
    """The pacing the app switches on at start (app.run_app); the collector is given back afterwards, and
    nothing may be left waiting for a paint that will not come."""
    monkeypatch.setattr(pacing, "enabled", True)
    yield
    gc.unfreeze()
    assert not pacing.paint_held()


def start_random_game(window, game: str = "copycat", players: int = 4):
    """A new game in ``window`` (seed 5) with a person in seat 1 whose moves the test plays, and random
    agents for every seat; returns the controller and the agents."""
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in range(1, players)))
    assert window.start_config(NewGameConfig(game, seats, {}, 5))
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 70 + p) for p in range(players)}
    return controller, agents


def play_random_move(controller, agents) -> None:
    """The next mover's random move, played as the window would play it."""
    match = controller.match
    player = match.next_mover()
    controller.play(player, agents[player].choose(match.state, player))


def recorded_games() -> list:
    """The games in the player's record on disk, read the way the next start reads them."""
    db = RecordDb.open(record_path())
    try:
        return db.games()
    finally:
        db.close()
