"""The shipped map shapes (spec §4.2: 51 entries, 50 states + DC) load and are checked on load."""

from __future__ import annotations

import copy
import json

import pytest

from desktop_app.games.campaign_trail.scene.map_data import STATE_COUNT, map_shapes, parse_map_shapes
from desktop_app.resources import ResourceError, resource_path

from .map_fixture import SPEC_EV


@pytest.fixture(scope="module")
def raw() -> dict:
    return json.loads(resource_path("campaign_trail", "map_shapes.json").read_text(encoding="utf-8"))


def test_the_shipped_map_has_every_state_of_the_spec_with_polygons():
    shapes = map_shapes()
    assert len(shapes.states) == STATE_COUNT == 51
    assert set(shapes.states) == set(SPEC_EV)
    for code, shape in shapes.states.items():
        assert shape.polygons and all(len(ring) >= 6 for poly in shape.polygons for ring in poly), code
        left, top, right, bottom = shape.bounds()
        assert right > left and bottom > top, code
        x, y = shape.label
        assert left <= x <= right and top <= y <= bottom, code
    assert shapes.callouts == ("VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD", "DC")


def test_the_map_credit_and_licence_ship_beside_the_shapes():
    credits = resource_path("campaign_trail", "MAP_CREDITS.md").read_text(encoding="utf-8")
    assert "U.S. Census Bureau" in credits and "LICENSE.us-atlas.txt" in credits
    licence = resource_path("campaign_trail", "LICENSE.us-atlas.txt").read_text(encoding="utf-8")
    assert "Copyright 2013-2019 Michael Bostock" in licence


def _broken(raw: dict, change) -> dict:
    data = copy.deepcopy(raw)
    change(data)
    return data


@pytest.mark.parametrize("change, message", [
    (lambda d: d["states"].pop("WY"), "50 states, expected 51"),
    (lambda d: d["states"]["TX"].update(polygons=[]), "state TX has no polygons"),
    (lambda d: d["states"]["TX"]["polygons"][0].__setitem__(0, [1.0, 2.0, 3.0]), "at least 3 points"),
    (lambda d: d["states"]["OH"].update(label=[1.0]), "label point"),
    (lambda d: d["callouts"]["states"].append("XX"), "unknown states"),
    (lambda d: d["callouts"]["column"].update(step=1), "must not overlap"),
    (lambda d: d["states"].update(Tx=d["states"].pop("TX")), "two-letter state code"),
])
def test_a_damaged_map_file_is_refused_with_the_reason(raw, change, message):
    with pytest.raises(ResourceError, match=message):
        parse_map_shapes(_broken(raw, change))
