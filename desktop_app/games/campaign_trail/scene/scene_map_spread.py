"""Setting the state badges apart where the map is drawn small: a badge is sized in pixels, so on a map
about 330 px tall (the replay, the main window at 1280x800) neighbours' badges in the Midwest and the
South ran over each other once they showed a lead ("19 / D+3" beside "11 / R+1"). Each overlapping pair
is pushed apart along the axis where it overlaps less, a few rounds, every badge kept within a few
pixels of its state's label point; pure geometry, in map units."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QSizeF

GAP_PX = 1.0  # pixels kept between two badges
REACH_PX = 18.0  # the farthest a badge moves from its label point (16 left GA and SC touching)
FURTHER_PX = (22.0, 26.0)  # reaches tried in turn where REACH_PX leaves two badges over each other
ROUNDS = 60  # the crowded south-east at 1366x768 (GA, SC, AL) did not settle in 24


def spread(points: dict[str, QPointF], sizes: dict[str, QSizeF], unit: float) -> dict[str, QPointF]:
    """Where each badge's centre goes: ``points`` are the label points and ``sizes`` the badges' sizes,
    both in map units; ``unit`` is map units per pixel. Badges keep within ``REACH_PX`` of their points
    where that sets them all apart; a map drawn smaller still (the main window with the Breaking News
    banner: about 262 px at 1366x768, where Georgia and South Carolina, Ohio and West Virginia met) lets
    them go further, a step at a time."""
    pos: dict[str, QPointF] = {}
    for reach_px in (REACH_PX, *FURTHER_PX):
        pos = _spread(points, sizes, unit, reach_px)
        if not _overlapping(pos, sizes, unit):
            break
    return pos


def _overlapping(pos: dict[str, QPointF], sizes: dict[str, QSizeF], unit: float) -> bool:
    codes = sorted(pos, key=lambda code: pos[code].x())
    widest = max((size.width() for size in sizes.values()), default=0.0)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            d = pos[b] - pos[a]
            if d.x() >= (sizes[a].width() + widest) / 2:
                break  # sorted by x: every later badge lies further right, out of reach
            if abs(d.y()) < (sizes[a].height() + sizes[b].height()) / 2:
                return True
    return False


def _spread(points: dict[str, QPointF], sizes: dict[str, QSizeF], unit: float,
            reach_px: float) -> dict[str, QPointF]:
    # Plain floats in lists, not QPointF: a crowded map runs all ROUNDS over about a hundred pairs, and
    # the wrapped points made that 15-33 ms of a move (issue 13); the arithmetic is the same, step for step.
    gap, reach = GAP_PX * unit, reach_px * unit
    codes = sorted(points, key=lambda code: (points[code].x(), points[code].y()))
    home_x = [points[code].x() for code in codes]
    home_y = [points[code].y() for code in codes]
    widths = [sizes[code].width() for code in codes]
    heights = [sizes[code].height() for code in codes]
    # only badges that could meet within their reach are compared (a few dozen pairs of the 820), each
    # with the distances at which the two stand apart
    slack = gap + 2 * reach
    near = [(i, j, (widths[i] + widths[j]) / 2 + gap, (heights[i] + heights[j]) / 2 + gap)
            for i, j in itertools.combinations(range(len(codes)), 2)
            if abs(home_x[j] - home_x[i]) < (widths[i] + widths[j]) / 2 + slack
            and abs(home_y[j] - home_y[i]) < (heights[i] + heights[j]) / 2 + slack]
    xs, ys = home_x[:], home_y[:]
    bounds = [(x - reach, x + reach, y - reach, y + reach) for x, y in zip(home_x, home_y, strict=True)]
    # The loops below are the hottest Python of a move that re-spreads (up to 3 x 60 rounds over a hundred
    # pairs): comparisons in place of abs(), min() and max() calls, the same values step for step.
    for _ in range(ROUNDS):
        moved = False
        for i, j, apart_x, apart_y in near:
            dx = xs[j] - xs[i]
            over_x = apart_x - (dx if dx >= 0 else -dx)
            if over_x <= 0:
                continue
            dy = ys[j] - ys[i]
            over_y = apart_y - (dy if dy >= 0 else -dy)
            if over_y <= 0:
                continue
            moved = True
            if over_x < over_y:
                step = over_x / 2 if dx >= 0 else -(over_x / 2)
                xs[i] -= step
                xs[j] += step
            else:
                step = over_y / 2 if dy >= 0 else -(over_y / 2)
                ys[i] -= step
                ys[j] += step
        for k, (left, right, top, bottom) in enumerate(bounds):  # back within reach of the state's point
            x, y = xs[k], ys[k]
            if x < left:
                xs[k] = left
            elif x > right:
                xs[k] = right
            if y < top:
                ys[k] = top
            elif y > bottom:
                ys[k] = bottom
        if not moved:
            break
    return {code: QPointF(xs[k], ys[k]) for k, code in enumerate(codes)}
