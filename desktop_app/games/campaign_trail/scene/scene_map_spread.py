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
    pos = {code: QPointF(point) for code, point in points.items()}
    gap, reach = GAP_PX * unit, reach_px * unit
    codes = sorted(points, key=lambda code: (points[code].x(), points[code].y()))
    # only badges that could meet within their reach are compared (a few dozen pairs of the 820)
    slack = gap + 2 * reach
    near = [(a, b) for a, b in itertools.combinations(codes, 2)
            if abs(points[b].x() - points[a].x()) < (sizes[a].width() + sizes[b].width()) / 2 + slack
            and abs(points[b].y() - points[a].y()) < (sizes[a].height() + sizes[b].height()) / 2 + slack]
    for _ in range(ROUNDS):
        moved = False
        for a, b in near:
            d = pos[b] - pos[a]
            over_x = (sizes[a].width() + sizes[b].width()) / 2 + gap - abs(d.x())
            over_y = (sizes[a].height() + sizes[b].height()) / 2 + gap - abs(d.y())
            if over_x <= 0 or over_y <= 0:
                continue
            moved = True
            if over_x < over_y:
                step = QPointF(over_x / 2 * (1 if d.x() >= 0 else -1), 0)
            else:
                step = QPointF(0, over_y / 2 * (1 if d.y() >= 0 else -1))
            pos[a] -= step
            pos[b] += step
        for code, at in pos.items():  # back within reach of the state's own point
            home = points[code]
            at.setX(min(max(at.x(), home.x() - reach), home.x() + reach))
            at.setY(min(max(at.y(), home.y() - reach), home.y() + reach))
        if not moved:
            break
    return pos
