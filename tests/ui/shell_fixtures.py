"""Fixtures shared by the shell tests (imported by each test_shell_* module)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.games import catalogue  # noqa: E402
from desktop_app.ui import scene_registry  # noqa: E402
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
