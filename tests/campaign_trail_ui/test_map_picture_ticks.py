"""The map's glow and dim pictures are drawn on a worker thread, a state at a time, so no tick of the loop
rasterises one (issue 13: Alaska's wide glow stroke took some 50 ms in a single tick), and they are the
very pixels drawing them on the loop's thread gives."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRectF

from desktop_app.games.campaign_trail.scene.scene_map_glow import GlowPictures
from desktop_app.games.campaign_trail.scene.scene_map_layer import MapLayer

from .map_fixture import MapTable
from .map_paints import WAIT_MS


def test_a_new_scale_has_every_picture_drawn_once_off_the_loop_a_state_per_tick(qtbot, monkeypatch):
    drawn_on: list[bool] = []  # per picture: drawn on the loop's thread
    raster = GlowPictures._raster

    def recording(self, key, path, where):
        drawn_on.append(threading.current_thread() is threading.main_thread())
        return raster(self, key, path, where)

    monkeypatch.setattr(GlowPictures, "_raster", recording)
    ticks: list[int] = []  # per tick: the states whose pictures it handed to the worker
    tick = MapLayer._prepare_glow

    def counting(self):
        started = self.pictures_started
        tick(self)
        ticks.append(self.pictures_started - started)

    monkeypatch.setattr(MapLayer, "_prepare_glow", counting)
    t = MapTable(qtbot)
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    states = len(t.map.states)
    glows, dims = t.map.glows.drawn, t.map.dim_pictures.drawn
    assert (glows, dims) == (states, states)

    # A new scale (a resized window): each state's glow and dim once more, all off the loop.
    drawn_on.clear()
    ticks.clear()
    t.viewport.set_rect(QRectF(12, 12, 900, 700))
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    assert t.map.glows.drawn - glows == states and t.map.dim_pictures.drawn - dims == states
    assert len(drawn_on) == 2 * states and not any(drawn_on), "no picture is drawn on the loop's thread"
    assert max(ticks) == 1 and sum(ticks) == states, "a state's two pictures a tick, each state once"


def test_the_worker_draws_the_pixels_the_loop_draws(qtbot, monkeypatch):
    made: list[tuple[GlowPictures, tuple, object, tuple, object]] = []
    raster = GlowPictures._raster

    def recording(self, key, path, where):
        image = raster(self, key, path, where)
        made.append((self, key, path, where, image))
        return image

    monkeypatch.setattr(GlowPictures, "_raster", recording)
    t = MapTable(qtbot)
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    wanted = {"AK", "TX", "MI", "RI", "HI"}
    checked = 0
    for pictures, key, path, where, image in made:
        if key[0] in wanted:
            assert raster(pictures, key, path, where) == image, key
            assert pictures._images[key] is image  # kept as the worker drew it
            checked += 1
    assert checked == 2 * len(wanted)  # a glow and a dim each
