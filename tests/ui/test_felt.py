# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The table felt is painted once per frame, by the scene, at the device pixel ratio (issue 10)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import theme  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _count_felt(monkeypatch) -> list[tuple[int, int, float]]:
    calls: list[tuple[int, int, float]] = []
    real = theme.felt_pixmap

    def counting(width, height, ratio=1.0):
        calls.append((int(width), int(height), ratio))
        return real(width, height, ratio)

    monkeypatch.setattr(theme, "felt_pixmap", counting)
    return calls


def _start(window):
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1))
    assert window.start_config(NewGameConfig("copernico", seats, {}, 3))
    return window.view.game_scene()


def test_one_frame_of_the_table_paints_the_felt_once(qtbot, game_window, monkeypatch):
    _start(game_window)
    calls = _count_felt(monkeypatch)
    game_window.view.viewport().grab()
    assert len(calls) == 1


def test_the_felt_is_rendered_at_twice_the_pixels_on_a_2x_screen(qtbot, game_window, monkeypatch):
    scene = _start(game_window)
    w, h = scene.sceneRect().width(), scene.sceneRect().height()
    calls = _count_felt(monkeypatch)
    image = QImage(int(w * 2), int(h * 2), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, w, h), QRectF(0, 0, w, h))
    painter.end()
    assert [c[2] for c in calls] == [2.0]
    pixmap = theme.felt_pixmap(int(w), int(h), 2.0)
    assert (pixmap.width(), pixmap.height()) == (int(w) * 2, int(h) * 2)
    assert pixmap.devicePixelRatio() == 2.0


def test_zooming_in_renders_a_finer_felt_up_to_a_limit(qtbot, game_window, monkeypatch):
    _start(game_window)
    view = game_window.view
    calls = _count_felt(monkeypatch)
    view.set_zoom(2.0)
    view.viewport().grab()
    view.set_zoom(4.0)
    view.viewport().grab()
    ratios = [c[2] for c in calls]
    assert ratios[0] == 2.0 * view.devicePixelRatioF()
    assert ratios[-1] == theme.MAX_FELT_RATIO
