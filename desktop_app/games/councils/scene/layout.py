"""Where everything lies on the Councils & Contracts table, computed from the view size.

The players' boards fill the left column, the viewer's own at the bottom. On the right the councils
run along the top; below them the city takes the largest area at the left and the display of building
projects (two rows of four) sits at the right, with the pending choices and the score track under it.
The instruction bar runs along the bottom. The city is scaled to fit whatever it has grown to.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from .art import card_width

MARGIN = 10.0
GAP = 8.0


@dataclasses.dataclass
class Layout:
    width: float
    height: float
    panels: list[QRectF]  # top to bottom; the viewer's board is the last one
    councils: list[QRectF]
    deck: QRectF
    display: list[QRectF]  # 8 card rectangles, row by row
    display_card_h: float
    tray: QRectF  # buttons of a pending choice
    score: QRectF
    city: QRectF
    bar: QRectF


DISPLAY_TITLE_H = 104.0  # a display card this tall shows a title of three lines whole ("Bank Headquar-ters")


def compute_layout(width: float, height: float, players: int, councils: int,
                   council_needs: Sequence[float] = ()) -> Layout:
    """``council_needs``: the least width each council's card needs for its title on one line; a card
    that needs more than an equal share gets it, and the others share the rest."""
    m = MARGIN
    w, h = max(width, 800.0), max(height, 520.0)
    left_w = min(360.0, max(250.0, w * 0.26))
    panel_gap = 6.0
    panel_h = min(240.0, (h - 2 * m - (players - 1) * panel_gap) / max(1, players))
    panels = []
    y = h - m - players * panel_h - (players - 1) * panel_gap
    for _ in range(players):
        panels.append(QRectF(m, y, left_w, panel_h))
        y += panel_h + panel_gap

    x0 = m + left_w + m
    rw = w - x0 - m
    bar = QRectF(x0, h - m - 60, rw, 60)
    council_h = min(150.0, max(104.0, h * 0.17))
    widths = _council_widths(rw - (councils - 1) * GAP, councils, council_needs)
    council_rects = []
    x = x0
    for cw in widths:
        council_rects.append(QRectF(x, m, cw, council_h))
        x += cw + GAP

    mid_top = m + council_h + GAP + 2
    mid_bottom = bar.top() - GAP
    side_w = min(560.0, max(320.0, rw * 0.48))
    side_x = x0 + rw - side_w
    deck = QRectF(side_x, mid_top, side_w, 40)
    card_w = (side_w - 3 * GAP) / 4
    widest_h = card_w / card_width(1.0)
    room = mid_bottom - deck.bottom() - GAP - 110  # keep room for the choices and the score track
    card_h = min(widest_h, (room - GAP - 20) / 2)
    if card_h < DISPLAY_TITLE_H:  # a short window: the choices give up to 30 px so the titles stay whole
        card_h = min(widest_h, DISPLAY_TITLE_H, (room + 30 - GAP - 20) / 2)
    card_w = card_width(card_h)
    row_w = 4 * card_w + 3 * GAP
    dx = side_x + (side_w - row_w) / 2
    display = []
    for i in range(8):
        row, col = divmod(i, 4)
        display.append(QRectF(dx + col * (card_w + GAP), deck.bottom() + GAP + 16 + row * (card_h + GAP + 16),
                              card_w, card_h))
    display_bottom = display[-1].bottom() + GAP
    free_left = panels[0].top() - m if panels else 0.0
    if free_left >= 56:  # few players: the score track goes above their boards
        score = QRectF(m, m, left_w, 46)
        tray_bottom = mid_bottom
    else:
        score = QRectF(side_x, mid_bottom - 46, side_w, 46)
        tray_bottom = score.top() - GAP
    tray = QRectF(side_x, display_bottom, side_w, tray_bottom - display_bottom)
    city = QRectF(x0, mid_top, side_x - x0 - 2 * GAP, mid_bottom - mid_top)
    return Layout(w, h, panels, council_rects, deck, display, card_h, tray, score, city, bar)


@dataclasses.dataclass
class CityGeometry:
    """Maps city cells (x right, y down, City Hall at (0, 0)) to card rectangles in the scene."""

    origin: QPointF  # top left of cell (min_x, min_y)
    min_x: int
    min_y: int
    card_h: float
    pitch_x: float
    pitch_y: float

    def cell_rect(self, x: int, y: int) -> QRectF:
        return QRectF(self.origin.x() + (x - self.min_x) * self.pitch_x,
                      self.origin.y() + (y - self.min_y) * self.pitch_y, card_width(self.card_h), self.card_h)


def city_geometry(area: QRectF, cells: list[tuple[int, int]], max_card_h: float) -> CityGeometry:
    """The largest card size (up to ``max_card_h``) at which every cell fits in ``area``, centred."""
    xs = [c[0] for c in cells] or [0]
    ys = [c[1] for c in cells] or [0]
    cols = max(xs) - min(xs) + 1
    rows = max(ys) - min(ys) + 1
    inner = area.adjusted(10, 10, -10, -10)
    gap_ratio = 0.07
    by_h = inner.height() / (rows + (rows - 1) * gap_ratio)
    by_w = inner.width() / (cols * card_width(1.0) + (cols - 1) * gap_ratio)
    card_h = max(24.0, min(max_card_h, by_h, by_w))
    gap = card_h * gap_ratio
    pitch_x = card_width(card_h) + gap
    pitch_y = card_h + gap
    total_w = cols * pitch_x - gap
    total_h = rows * pitch_y - gap
    origin = QPointF(inner.left() + (inner.width() - total_w) / 2,
                     inner.top() + (inner.height() - total_h) / 2)
    return CityGeometry(origin, min(xs), min(ys), card_h, pitch_x, pitch_y)


# Stacking order of the table's layers.
Z_PLATE, Z_COUNCIL, Z_SPOT, Z_CARD, Z_MEEPLE, Z_UI = -10, 5, 8, 20, 300, 400


def _council_widths(total: float, count: int, needs: Sequence[float]) -> list[float]:
    widths = [total / max(1, count)] * count
    wide = {i for i, need in enumerate(needs[:count]) if need > widths[i]}
    if not wide or len(wide) == count:
        return widths
    given = sum(min(needs[i], total * 0.4) for i in wide)
    rest = (total - given) / (count - len(wide))
    return [min(needs[i], total * 0.4) if i in wide else rest for i in range(count)]
