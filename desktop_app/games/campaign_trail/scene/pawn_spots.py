"""Where the pawns and home stars stand on the map so that every state's badge stays readable (issue 15:
a pawn stood on its state's label point, right over the badge there, neighbouring pawns covered the
badges of the states around them, and a home star sat on its badge's corner). Each state's pawns stand
in one row beside its badge (or its callout box): above it if that spot covers no badge, callout or
other row, else to the right, the left, below or at a corner; where every spot covers something, a
spot moved just clear of what it covers, else the one that covers least. Among the spots that cover
nothing, one where every pawn stands on its own state (its shape, or touching its badge) comes first:
in the crowded south-east a row right of a badge pushed out to sea stood off its state (D1 for North
Carolina). The stars follow the same way once the pawns stand. Pure geometry in scene coordinates, so
it can be tested without a scene."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

PAWN_STEP = 16.0  # the pawns of one state stand this far apart (a 22 px pawn, overlapping a little)
STAR_STEP = 14.0  # the home stars of one state (teammates, CT-20) overlap their points a little
NUDGED = 8  # the first spots (above, beside, below, the corners) that are tried moved clear
CLEARANCE = 1.0  # pixels between a pawn row and the badge it stands by
TOUCH = 2.0  # a pawn whose foot is this close to its state's badge stands by its state


@dataclass
class Ground:
    """Where a state's pawns may stand: its shape and its badge (or callout box), in scene coordinates;
    ``count`` pawns of ``pawn_w`` in the row."""

    make_shape: Callable[[], QPainterPath]  # mapping a state's outline to the scene is made only if asked
    badge: QRectF
    count: int
    pawn_w: float
    point: QPointF | None = None  # the state's own point on the map (a callout state's is off its box)

    @cached_property
    def shape(self) -> QPainterPath:
        return self.make_shape()

    def rows_on(self, w: float, h: float) -> list[QRectF]:
        """Rows standing on the state around its point: the last spots tried, where none beside the badge
        is clear and on the state (a callout box's column, a badge pushed out to sea)."""
        if self.point is None:
            return []
        x, y = self.point.x() - w / 2, self.point.y() - h
        return [QRectF(x + dx * w, y + dy * h, w, h) for dy in (0.0, 0.5, -0.5, 1.0)
                for dx in (0.0, -0.5, 0.5, -1.0, 1.0)]

    def rows_across(self, w: float, h: float) -> list[QRectF]:
        """Rows standing anywhere on the state (a grid over its shape), the nearest to its badge first:
        a crowded corner where every spot near the badge covers a neighbour's badge."""
        bounds = self.shape.boundingRect()
        step = max(4.0, self.pawn_w / 2)
        rows = []
        y = bounds.top() + step / 2
        while y < bounds.bottom():
            x = bounds.left() + step / 2
            while x < bounds.right():
                row = QRectF(x - self.pawn_w / 2, y - h, w, h)
                if self.holds(row):
                    rows.append(row)
                x += step
            y += step
        centre = self.badge.center()
        return sorted(rows, key=lambda r: (r.center() - centre).manhattanLength())

    def holds(self, row: QRectF) -> bool:
        """Every pawn of ``row`` stands on the state or touches its badge."""
        near = self.badge.adjusted(-TOUCH, -TOUCH, TOUCH, TOUCH)
        y = row.bottom()
        for k in range(max(1, self.count)):
            x = row.left() + self.pawn_w / 2 + PAWN_STEP * k
            if not (near.left() <= x <= near.right() and near.top() <= y <= near.bottom()) \
                    and not self.shape.contains(QPointF(x, y)):
                return False
        return True


def row_size(count: int, pawn_w: float, pawn_h: float, step: float = PAWN_STEP) -> tuple[float, float]:
    """The width and height of a row of ``count`` pawns (or stars, ``step`` apart)."""
    return pawn_w + step * (max(1, count) - 1), pawn_h


def _candidates(home: QRectF, w: float, h: float) -> list[QRectF]:
    """Rows beside ``home``, best looking first: standing on it, then right, left, below, the corners,
    then slid along each side, then one row further out (a crowded corner of the map)."""
    c = CLEARANCE
    cx, cy = home.center().x(), home.center().y()
    high, low = home.top() - c - h, home.bottom() + c
    right, left = home.right() + c, home.left() - c - w
    rows = [QRectF(cx - w / 2, high, w, h), QRectF(right, cy - h / 2, w, h), QRectF(left, cy - h / 2, w, h),
            QRectF(cx - w / 2, low, w, h), QRectF(right, high, w, h), QRectF(left, high, w, h),
            QRectF(right, low, w, h), QRectF(left, low, w, h)]
    for shift in (0.5, -0.5, 1.0, -1.0):
        rows += [QRectF(cx - w / 2 + shift * w, high, w, h), QRectF(right, cy - h / 2 + shift * h, w, h),
                 QRectF(left, cy - h / 2 + shift * h, w, h), QRectF(cx - w / 2 + shift * w, low, w, h)]
    rows += [QRectF(cx - w / 2, high - h, w, h), QRectF(right + w, cy - h / 2, w, h),
             QRectF(left - w, cy - h / 2, w, h), QRectF(cx - w / 2, low + h, w, h),
             QRectF(right + w, high - h, w, h), QRectF(left - w, high - h, w, h),
             QRectF(right + w, low + h, w, h), QRectF(left - w, low + h, w, h)]
    return rows


def _covered(row: QRectF, obstacles: Sequence[QRectF]) -> float:
    """How much of the obstacles the row covers (area in square pixels)."""
    total = 0.0
    for rect in obstacles:
        if row.intersects(rect):
            both = row.intersected(rect)
            total += max(both.width(), 0.01) * max(both.height(), 0.01)
    return total


def place_rows(homes: dict[str, QRectF], sizes: dict[str, tuple[float, float]], badges: Sequence[QRectF],
               window: QRectF, grounds: Mapping[str, Ground] | None = None) -> dict[str, QRectF]:
    """Each row's rect, placed in the order ``homes`` gives (the first get the best spots). ``homes``: the
    badge (or callout box) each row stands by; ``sizes``: each row's width and height; ``badges``: every
    badge and callout box on the map (rows must not cover them); ``window``: the part of the map on
    screen (a row outside it counts as covering much); ``grounds``: where each row's pawns stand on their
    own state (a clear spot on it is taken before a clear spot off it)."""
    placed: dict[str, QRectF] = {}
    for key, home in homes.items():
        w, h = sizes[key]
        near = home.adjusted(-4 * w, -4 * h, 4 * w, 4 * h)  # no candidate, nudged or not, reaches past this
        obstacles = [rect for rect in (*badges, *placed.values()) if rect.intersects(near)]
        ground = (grounds or {}).get(key)
        candidates = _candidates(home, w, h)
        best, best_cost = _best(candidates, obstacles, window, ground)
        if best_cost > 0.0 or (ground is not None and not ground.holds(best)):
            # a crowded corner: each spot moved just clear of what it covers
            # only the spots right beside the badge: nudging all of them cost milliseconds a pan
            nudged = [moved for row in candidates[:NUDGED] for rect in obstacles if row.intersects(rect)
                      for moved in _clear_of(row, rect)]
            if nudged:
                other, other_cost = _best(nudged, obstacles, window, ground)
                better = other_cost < best_cost - 1e-6
                if ground is not None and best_cost <= 0.0:  # clear already: only a clear spot on the state
                    better = other_cost <= 0.0 and ground.holds(other)
                if better:
                    best, best_cost = other, other_cost
        if ground is not None and (best_cost > 0.0 or not ground.holds(best)):
            # on the state around its point, then anywhere over it: clear of every badge and row (these
            # spots may lie far from the badge, a callout state's point by the coast)
            region = ground.shape.boundingRect().adjusted(-2 * w, -2 * h, 2 * w, h)
            if ground.point is not None:
                region = region.united(QRectF(ground.point, ground.point).adjusted(-2 * w, -2 * h, 2 * w, h))
            everything = [rect for rect in (*badges, *placed.values()) if rect.intersects(region)]
            for rows in (ground.rows_on, ground.rows_across):  # the grid only where the point's spots fail
                spot = next((row for row in rows(w, h) if window.contains(row)
                             and not any(row.intersects(r) for r in everything)), None)
                if spot is not None:
                    best = spot
                    break
        placed[key] = best
    return placed


def _best(rows: Sequence[QRectF], obstacles: Sequence[QRectF], window: QRectF,
          ground: Ground | None = None) -> tuple[QRectF, float]:
    """The first row that covers nothing and stands on its state, else the first that covers nothing,
    else the one that covers least, with what it covers."""
    best, best_cost = rows[0], float("inf")
    clear: QRectF | None = None
    for row in rows:
        cost = _covered(row, obstacles)
        if not window.contains(row):
            cost += row.width() * row.height() * 4  # off the map's window: only when nothing else is near
        if cost <= 0.0:
            if ground is None or ground.holds(row):
                return row, cost
            if clear is None:
                clear = row
        if cost < best_cost - 1e-6:
            best, best_cost = row, cost
    if clear is not None:
        return clear, 0.0
    return best, best_cost


def _clear_of(row: QRectF, rect: QRectF) -> list[QRectF]:
    """``row`` moved just clear of ``rect`` to its left, right, top and bottom."""
    c = CLEARANCE
    return [row.translated(rect.left() - c - row.right(), 0),
            row.translated(rect.right() + c - row.left(), 0),
            row.translated(0, rect.top() - c - row.bottom()),
            row.translated(0, rect.bottom() + c - row.top())]


def reading_order(homes: dict[str, QRectF]) -> list[str]:
    """Keys from the top left, so that a crowded corner settles the same way every time."""
    return sorted(homes, key=lambda k: (homes[k].top(), homes[k].left(), k))


def pawn_points(row: QRectF, count: int, pawn_w: float) -> list[QPointF]:
    """Where each pawn of a row stands (its bottom centre), left to right."""
    return [QPointF(row.left() + pawn_w / 2 + PAWN_STEP * k, row.bottom()) for k in range(max(1, count))]


def star_points(row: QRectF, count: int, star_w: float) -> list[QPointF]:
    """Where each home star of a row is centred, left to right."""
    return [QPointF(row.left() + star_w / 2 + STAR_STEP * k, row.center().y()) for k in range(max(1, count))]
