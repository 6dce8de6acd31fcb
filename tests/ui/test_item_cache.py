"""Table items are drawn once into a cached pixmap (issue 13: a repaint is blits), and a change of look
still shows: setting a public attribute to a new value drops the cache. Plus the bench-ui probes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from desktop_app.ui import picture_cache
from desktop_app.ui import probes as ui_probes
from desktop_app.ui.table_items import Box, dressing, paint_shadow


class CountingBox(Box):
    def __init__(self) -> None:
        super().__init__(QRectF(20, 20, 120, 80))
        self.paints = 0

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        self.paints += 1
        paint_shadow(p, self.rect(), 6.0)
        p.fillRect(self.rect(), "#ffcc00" if self.glow else "#336699")


def _view(qtbot, item: QGraphicsItem) -> QGraphicsView:
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 200, 150, view)  # owned by the view, so it lives as long as the test
    scene.addItem(item)
    view.setScene(scene)
    view.resize(220, 170)
    qtbot.addWidget(view)
    view.show()
    return view


def test_an_unchanged_item_is_blitted_and_a_changed_one_drawn_again(qtbot):
    box = CountingBox()
    view = _view(qtbot, box)
    assert box.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    view.viewport().grab()
    drawn = box.paints
    assert drawn >= 1
    view.viewport().grab()
    assert box.paints == drawn  # from the cache
    box.glow = False  # the same value: nothing to draw
    view.viewport().grab()
    assert box.paints == drawn
    box.glow = True  # a new look: drawn again, and the picture shows it
    image = view.viewport().grab().toImage()
    assert box.paints == drawn + 1
    centre = view.mapFromScene(box.mapToScene(box.rect().center()))
    assert image.pixelColor(centre).name() == "#ffcc00"


def test_a_dressing_that_ends_where_it_began_draws_nothing_again(qtbot):
    """A scene's sync resets a flag and sets it again ("no glow; glow"): only a final change repaints."""
    box = CountingBox()
    box.glow = True
    box.on_click = lambda: None
    view = _view(qtbot, box)
    view.viewport().grab()
    drawn = box.paints
    with dressing():
        box.glow = False
        box.glow = True
        box.explain_press = True  # steers the mouse only
        box.on_click = lambda: None  # a handler, not a look...
        box.on_click = lambda: None  # ...so a fresh one is no change either
    view.viewport().grab()
    assert box.paints == drawn
    with dressing():
        box.glow = True
        box.glow = False
    image = view.viewport().grab().toImage()
    assert box.paints == drawn + 1
    centre = view.mapFromScene(box.mapToScene(box.rect().center()))
    assert image.pixelColor(centre).name() == "#336699"


def test_every_game_scene_dresses_its_items_in_one_batch():
    from desktop_app.ui.scene_registry import SCENES

    for game_id, entry in SCENES.items():
        assert getattr(entry.scene()._sync, "dresses", False), game_id


def test_a_picture_is_painted_once_per_key_size_and_scale(qtbot):
    from PySide6.QtGui import QImage

    picture_cache.clear()
    painted: list[QRectF] = []

    def paint(p: QPainter, rect: QRectF) -> None:
        painted.append(QRectF(rect))
        p.fillRect(rect, "#aa3300")

    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    picture_cache.paint_cached(p, "face", QRectF(10, 10, 40, 60), paint)
    picture_cache.paint_cached(p, "face", QRectF(100, 20, 40, 60), paint)  # elsewhere: the same picture
    assert len(painted) == 1
    picture_cache.paint_cached(p, "other face", QRectF(10, 100, 40, 60), paint)
    p.scale(2.0, 2.0)
    picture_cache.paint_cached(p, "face", QRectF(10, 10, 40, 60), paint)  # zoomed: drawn again, sharp
    p.end()
    assert len(painted) == 3
    assert image.pixelColor(30, 40).name() == "#aa3300" and image.pixelColor(120, 50).name() == "#aa3300"
    assert image.pixelColor(5, 5).alpha() == 0


def test_the_picture_cache_keeps_to_its_budget(qtbot, monkeypatch):
    from PySide6.QtGui import QImage

    picture_cache.clear()
    monkeypatch.setattr(picture_cache, "BUDGET_BYTES", 3 * 50 * 50 * 4)
    image = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    for key in range(10):
        picture_cache.paint_cached(p, key, QRectF(0, 0, 50, 50), lambda q, r: q.fillRect(r, "#000000"))
    p.end()
    assert len(picture_cache._pictures) == 3 and picture_cache._bytes == 3 * 50 * 50 * 4
    picture_cache.clear()


def test_repaint_probe_reports_a_cpu_time(qtbot):
    view = _view(qtbot, CountingBox())
    assert ui_probes.repaint_ms(view, repeats=3) >= 0.0


def test_heartbeat_sees_a_stall_of_the_event_loop(qtbot):
    """The heartbeat on the real event loop: a call that holds the loop is one gap, between the beat before
    it and the one after, as long as the call held the clock. The clock is the test's own, moved on 120 ms
    by the call alone, so the figure is exact and nothing here depends on how fast the machine is."""
    now = [0.0]
    blocks = [0]
    beats_at_block = [-1]

    def block() -> None:
        now[0] += 0.12  # the GUI thread "blocked" for 120 ms
        blocks[0] += 1
        beats_at_block[0] = beat.beats

    beat = ui_probes.Heartbeat(lambda: (blocks[0], ""), clock=lambda: (now[0], 0.0))
    beat.start()
    try:
        QTimer.singleShot(30, block)
        qtbot.waitUntil(lambda: beats_at_block[0] >= 0 and beat.beats > beats_at_block[0] + 1, timeout=5000)
    finally:
        beat.stop()
    assert beat.longest_wall_ms == pytest.approx(120 - ui_probes.HEARTBEAT_MS)
    [gap] = [g for g in beat.longest if g.wall_ms > 0]  # every other gap took none of the test's clock
    assert (gap.before[0], gap.after[0]) == (0, 1)


def test_first_frame_child_reports_cpu_and_memory():
    out = subprocess.run([sys.executable, "-m", "desktop_app.ui.probes", "first-frame", "bare"],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    figures = json.loads(out.strip().splitlines()[-1])
    assert figures["cpu_ms"] > 0 and figures["peak_mb"] > 0
