"""The state shapes of the Campaign Trail map, loaded from ``resources/campaign_trail/map_shapes.json``
and validated once. No Qt here: the scene turns the rings into painter paths.

Coordinates are map units (Albers USA, y down, about 975 × 610); a ring is a flat
``(x0, y0, x1, y1, ...)`` tuple, implicitly closed; a polygon is its outer ring followed by any holes.
"""

from __future__ import annotations

import dataclasses
import math
from functools import lru_cache
from typing import Any

from ....resources import ResourceError, load_json

STATE_COUNT = 51  # the 50 states and DC (spec §4.2)
FILE = ("campaign_trail", "map_shapes.json")

Ring = tuple[float, ...]
Polygon = tuple[Ring, ...]


@dataclasses.dataclass(frozen=True)
class StateShape:
    code: str  # USPS code, the id of spec §4.2
    name: str  # English name; the scene shows the translated one
    label: tuple[float, float]  # a point inside the state where its numbers go
    polygons: tuple[Polygon, ...]

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of every ring."""
        xs = [v for poly in self.polygons for ring in poly for v in ring[0::2]]
        ys = [v for poly in self.polygons for ring in poly for v in ring[1::2]]
        return min(xs), min(ys), max(xs), max(ys)


@dataclasses.dataclass(frozen=True)
class CalloutColumn:
    """Where the boxes of the states too small to click sit: a column in the Atlantic starting at
    (x, top) and ending by ``bottom`` in map units. The boxes' ``width``, ``height``, the ``step`` from
    one box to the next and the ``tag_room`` beside them are screen pixels at the fitted size."""

    x: float
    top: float
    bottom: float
    width: float
    height: float
    step: float
    tag_room: float


@dataclasses.dataclass(frozen=True)
class MapShapes:
    states: dict[str, StateShape]
    callouts: tuple[str, ...]  # top to bottom, so the leader lines do not cross
    column: CalloutColumn
    view_box: tuple[float, float, float, float]

    def callout_rect(self, index: int, unit: float) -> tuple[float, float, float, float]:
        """(x, y, width, height) in map units of the ``index``-th callout box when one screen pixel is
        ``unit`` map units: as many rows as fit above ``bottom``, then the next column."""
        c = self.column
        fitting = int((c.bottom - c.top - c.height * unit) // (c.step * unit)) + 1
        rows = max(1, min(len(self.callouts), fitting))
        col, row = divmod(index, rows)
        return (c.x + col * (c.width + c.tag_room) * unit, c.top + row * c.step * unit,
                c.width * unit, c.height * unit)


def _number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ResourceError(f"map_shapes.json: {where} is not a finite number: {value!r}")
    return float(value)


def _ring(raw: Any, where: str) -> Ring:
    if not isinstance(raw, list) or len(raw) < 6 or len(raw) % 2:
        raise ResourceError(f"map_shapes.json: {where} must be a flat list of at least 3 points")
    return tuple(_number(v, where) for v in raw)


def _state(code: str, raw: Any) -> StateShape:
    where = f"state {code}"
    if not isinstance(raw, dict):
        raise ResourceError(f"map_shapes.json: {where} is not an object")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise ResourceError(f"map_shapes.json: {where} has no name")
    label = raw.get("label")
    if not isinstance(label, list) or len(label) != 2:
        raise ResourceError(f"map_shapes.json: {where} needs a label point [x, y]")
    polygons_raw = raw.get("polygons")
    if not isinstance(polygons_raw, list) or not polygons_raw:
        raise ResourceError(f"map_shapes.json: {where} has no polygons")
    polygons = []
    for i, poly in enumerate(polygons_raw):
        if not isinstance(poly, list) or not poly:
            raise ResourceError(f"map_shapes.json: {where} polygon {i} has no rings")
        polygons.append(tuple(_ring(r, f"{where} polygon {i}") for r in poly))
    return StateShape(code, name, (_number(label[0], where), _number(label[1], where)), tuple(polygons))


def parse_map_shapes(raw: Any) -> MapShapes:
    """Check and convert the file's content; any fault raises ResourceError naming it."""
    if not isinstance(raw, dict) or not isinstance(raw.get("states"), dict):
        raise ResourceError("map_shapes.json: no 'states' object")
    states = {}
    for code, entry in raw["states"].items():
        if not (isinstance(code, str) and len(code) == 2 and code.isalpha() and code.isupper()):
            raise ResourceError(f"map_shapes.json: {code!r} is not a two-letter state code")
        states[code] = _state(code, entry)
    if len(states) != STATE_COUNT:
        raise ResourceError(f"map_shapes.json: {len(states)} states, expected {STATE_COUNT} (50 states + DC)")
    callouts_raw = raw.get("callouts")
    if not isinstance(callouts_raw, dict):
        raise ResourceError("map_shapes.json: no 'callouts' object")
    order = callouts_raw.get("states")
    if not isinstance(order, list) or len(set(order)) != len(order):
        raise ResourceError("map_shapes.json: callouts.states must be a list without repeats")
    unknown = [c for c in order if c not in states]
    if unknown:
        raise ResourceError(f"map_shapes.json: callouts name unknown states {unknown}")
    col = callouts_raw.get("column")
    if not isinstance(col, dict):
        raise ResourceError("map_shapes.json: callouts.column is missing")
    column = CalloutColumn(*(_number(col.get(k), f"callouts.column.{k}")
                             for k in ("x", "top", "bottom", "width", "height", "step", "tag_room")))
    if column.width <= 0 or column.height <= 0 or column.step < column.height or column.bottom <= column.top:
        raise ResourceError("map_shapes.json: callout boxes must have a size and must not overlap")
    box = raw.get("view_box")
    if not isinstance(box, list) or len(box) != 4:
        raise ResourceError("map_shapes.json: view_box must be [x, y, width, height]")
    view_box = tuple(_number(v, "view_box") for v in box)
    return MapShapes(states, tuple(order), column, view_box)  # type: ignore[arg-type]


@lru_cache(maxsize=1)
def map_shapes() -> MapShapes:
    """The shipped map, loaded once."""
    return parse_map_shapes(load_json(*FILE))
