"""Counting what the Campaign Trail map paints (issue 13), shared by the map's repaint tests.

``map_table`` is the map on its table, shown, with every glow and dim picture prepared, and the window's
pacing off (as in every test: pacing.enabled is only switched on by a test's own fixture, and put back
after it). The counters record only the parts of the tables their test makes: a window or map left alive
by an earlier test in the same process may still be painted while a later one waits, and would
otherwise be counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from desktop_app.games.campaign_trail.scene.scene_map_dim import DimItem
from desktop_app.games.campaign_trail.scene.scene_map_items import (
    CalloutItem,
    LeaderLine,
    StateItem,
    StateLabel,
)
from desktop_app.games.campaign_trail.scene.scene_map_layer import MapLayer
from desktop_app.ui import pacing

from .map_fixture import MapTable

# How long a test waits for the pictures the map prepares while idle (about a hundred, a few ms of CPU
# each): it goes on as soon as they are ready, but on a machine busy with other work the test process may
# get a tenth of a core (eight test runs beside it on two cores), and ten seconds can run out.
WAIT_MS = 60_000


class Paints:
    """What the maps made since ``watch`` painted, by name ("TX", "box RI", "dim TX", "badge TX", ...)."""

    def __init__(self) -> None:
        self.maps: list[MapLayer] = []
        self.seen: list[str] = []

    def watch(self, layer: MapLayer) -> None:
        self.maps.append(layer)

    def clear(self) -> None:
        self.seen.clear()

    def of(self, prefix: str = "") -> list[str]:
        """The names painted that start with ``prefix`` (all of them for ""), sorted."""
        return sorted(name for name in self.seen if name.startswith(prefix))

    def shapes(self) -> list[str]:
        """The state shapes, callout boxes and dim items painted (no badge, leader or glow), sorted."""
        return sorted(name for name in self.seen if not name.startswith(("badge ", "leader ")))


NAMES: dict[type, Callable[[Any], str]] = {
    StateItem: lambda item: item.code,
    CalloutItem: lambda item: f"box {item.code}",
    DimItem: lambda item: f"box dim {item.code}" if item.callout else f"dim {item.code}",
    StateLabel: lambda item: f"badge {item.code}",
    LeaderLine: lambda item: f"leader {item.code}",
}


@pytest.fixture
def paints(monkeypatch) -> Paints:
    counter = Paints()
    for cls, name in NAMES.items():
        def counting(self, p, option, widget=None, _paint=cls.paint, _name=name):
            if self.layer in counter.maps:
                counter.seen.append(_name(self))
            _paint(self, p, option, widget)

        monkeypatch.setattr(cls, "paint", counting)
    return counter


@pytest.fixture
def map_table(qtbot, paints) -> MapTable:
    assert not pacing.enabled  # a test that switches pacing on puts it back (monkeypatch)
    t = MapTable(qtbot)
    paints.watch(t.map)
    qtbot.waitUntil(lambda: t.scene.isActive())
    t.view.viewport().grab()
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    paints.clear()
    return t
