"""The states' fills for each party of the game are drawn while the loop is idle, so the move that colours
the whole map at once (the setup's voters) copies every fill and fills no state in place (issue 13), and
a copy is the very pixels filling the state in place gives. Counts and pixels, never times."""

from __future__ import annotations

import threading

from PySide6.QtGui import QImage

from desktop_app.games.campaign_trail.scene import scene_map_layer
from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_fills import fill_drawer
from desktop_app.games.campaign_trail.scene.scene_map_glow import GlowPictures

from .map_fixture import MapTable
from .map_paints import WAIT_MS

PARTIES = ("D", "R")


def _grab(table: MapTable) -> QImage:
    return table.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_the_setup_colours_every_state_from_fills_drawn_before_it(qtbot, monkeypatch):
    drawn_on_loop: list[str] = []  # a fill drawn on the loop's thread: in place, in a paint

    def counting(party: str):
        fill = fill_drawer(party)

        def draw(p, path, ratio: float = 1.0) -> None:
            if threading.current_thread() is threading.main_thread():
                drawn_on_loop.append(party)
            fill(p, path, ratio)

        return draw

    monkeypatch.setattr(scene_map_layer, "fill_drawer", counting)
    copied: list[str] = []
    paint = GlowPictures.paint

    def recording(self, p, code, path):
        if any(self is fills for fills in table.map.fills.values()):
            copied.append(code)
        paint(self, p, code, path)

    monkeypatch.setattr(GlowPictures, "paint", recording)
    table = MapTable(qtbot, parties=PARTIES)
    positions = table.positions
    # before the setup's voters: no state has a controller
    table.map.set_states({code: StateDisplay.of(d.ev, None, dict.fromkeys(PARTIES, 0))
                          for code, d in positions.items()})
    table.map.prepare_fills(PARTIES)
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    states = len(table.map.states)
    assert [table.map.fills[party].drawn for party in PARTIES] == [states, states]
    table.view.viewport().grab()
    assert copied == [] and drawn_on_loop == []

    table.map.set_states(positions)  # the voters arrive: every state with voters takes its controller
    table.view.viewport().grab()
    coloured = sorted(code for code, d in positions.items() if d.controller is not None)
    assert len(coloured) == states - 2  # the fixture leaves two states empty
    assert sorted(copied) == coloured, "every coloured state copies its prepared fill"
    assert drawn_on_loop == [], "no fill is drawn in the move's paint"


def test_a_copied_fill_is_the_fill_drawn_in_place(qtbot):
    """With dims, glows and the last move's rings over the fills, as a move shows them."""

    def picture(prepared: bool) -> QImage:
        table = MapTable(qtbot, parties=PARTIES)
        if prepared:
            table.map.prepare_fills(PARTIES)
        qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
        table.map.set_highlights(["OH", "TX", "RI"])
        table.map.set_marked(["CA", "TX", "NJ"])
        for state in table.map.states.values():
            state.update()  # every state painted again: from the prepared fills, or filled in place
        image = _grab(table)
        table.view.close()
        return image

    assert picture(prepared=True) == picture(prepared=False)


def test_a_new_scale_fills_in_place_until_its_fills_are_drawn(qtbot, monkeypatch):
    """No other scale's fill stands in, scaled (its texture would show at another density): a state whose
    fill is not drawn yet for the new scale is filled in place, and its fill is drawn off the loop."""
    from PySide6.QtCore import QRectF

    from desktop_app.ui import pacing

    monkeypatch.setattr(pacing, "enabled", True)  # as the window paces its work: stand-ins allowed
    table = MapTable(qtbot, parties=PARTIES)
    table.map.prepare_fills(PARTIES)
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    stood_in: list[object] = []
    stand_in = GlowPictures._stand_in

    def recording(self, p, path, key, image):
        stood_in.append(self)
        stand_in(self, p, path, key, image)

    monkeypatch.setattr(GlowPictures, "_stand_in", recording)
    drawn = {party: fills.drawn for party, fills in table.map.fills.items()}
    table.viewport.set_rect(QRectF(12, 12, 900, 700))  # a resized window: a new scale
    table.view.viewport().grab()
    assert not any(pictures is fills for pictures in stood_in for fills in table.map.fills.values())
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    # every state's fill for both parties, drawn anew for the new scale
    assert sum(table.map.fills[p].drawn - drawn[p] for p in PARTIES) == 2 * len(table.map.states)
