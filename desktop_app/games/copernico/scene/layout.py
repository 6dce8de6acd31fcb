"""Where everything lies on the Copernico table, computed from the view size.

The viewer's work table is the largest thing, at the bottom left; the hand
runs along the bottom to its right; the deck, discard pile, Advice and
Hypothesis cards sit above the hand, with the instruction bar between. Other
players' areas line the top edge in seat order, the left neighbour first.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF

from .art import card_width

MARGIN = 10.0
ROLES = ("keep", "left", "right", "discard")  # draft roles, in the order they fill with fewer cards (CO-6)
PANEL_HEADER = 50.0


@dataclasses.dataclass
class Layout:
    width: float
    height: float
    opponents: list[QRectF]
    my_header: QRectF
    my_slots: list[QRectF]
    my_card_h: float
    centre: QRectF  # the row of piles, Advice and Hypothesis cards
    pile_card_h: float
    bar: QRectF  # phase, instruction and buttons
    upper: QRectF  # draft row, score table or the reference strip
    hand: QRectF
    hand_card_h: float


@dataclasses.dataclass
class PanelGeometry:
    """Inside another player's area: their 3x3 table, hand and (at the end) Hypothesis card."""

    slots: list[QRectF]
    card_h: float
    hand: QRectF
    hypothesis: QRectF


def compute_layout(width: float, height: float, opponents: int, roomy_upper: bool) -> Layout:
    """``roomy_upper``: the draft row or the score table needs more height, so the hand shrinks."""
    m = MARGIN
    w, h = max(width, 640.0), max(height, 420.0)
    band = round(h * 0.29) if opponents else 0.0
    panels: list[QRectF] = []
    if opponents:
        panel_w = min(640.0, (w - 2 * m - (opponents - 1) * m) / opponents)
        total = opponents * panel_w + (opponents - 1) * m
        x = (w - total) / 2
        for _ in range(opponents):
            panels.append(QRectF(x, m, panel_w, band))
            x += panel_w + m
    y0 = m + band + (m if opponents else 0.0)
    header_h = 66.0  # name and status, hand and advice looks, the table's running tally
    gap = 8.0
    grid_h = h - m - (y0 + header_h)
    card_h = (grid_h - 2 * gap) / 3
    max_grid_w = w * 0.33
    if 3 * card_width(card_h) + 2 * gap > max_grid_w:
        card_h = (max_grid_w - 2 * gap) / 3 / card_width(1.0)
    card_w = card_width(card_h)
    grid_w = 3 * card_w + 2 * gap
    left = m + 6
    grid_top = y0 + header_h + max(0.0, (grid_h - (3 * card_h + 2 * gap)) / 2)
    slots = [QRectF(left + (i % 3) * (card_w + gap), grid_top + (i // 3) * (card_h + gap), card_w, card_h)
             for i in range(9)]
    my_header = QRectF(left, grid_top - header_h, max(grid_w, 300.0), header_h - 4)

    rx = left + grid_w + 2.5 * m
    rw = w - m - rx
    right_h = h - m - y0
    pile_h = min(170.0, right_h * 0.24)
    centre = QRectF(rx, y0 + 14, rw, pile_h + 22)  # room above for notes, below for captions
    bar = QRectF(rx, centre.bottom() + 6, rw, 58.0)
    rest_h = h - m - bar.bottom() - 6
    hand_card_h = min(150.0 if roomy_upper else 200.0, rest_h * (0.45 if roomy_upper else 0.55))
    hand = QRectF(rx, h - m - hand_card_h - 4, rw, hand_card_h + 4)
    upper = QRectF(rx, bar.bottom() + 6, rw, hand.top() - bar.bottom() - 16)
    return Layout(w, h, panels, my_header, slots, card_h, centre, pile_h, bar, upper, hand, hand_card_h)


def panel_geometry(panel: QRectF, show_hypothesis: bool) -> PanelGeometry:
    body = panel.adjusted(10, PANEL_HEADER, -10, -8)
    gap = 4.0
    card_h = min(86.0, (body.height() - 2 * gap) / 3)
    card_w = card_width(card_h)
    slots = [QRectF(body.left() + (i % 3) * (card_w + gap), body.top() + (i // 3) * (card_h + gap),
                    card_w, card_h) for i in range(9)]
    right = body.left() + 3 * card_w + 2 * gap + 12
    hyp_h = min(body.height(), 112.0) if show_hypothesis else 0.0
    hyp_w = card_width(hyp_h)
    hypothesis = QRectF(body.right() - hyp_w, body.top() + 12, hyp_w, hyp_h)
    hand_right = hypothesis.left() - 10 if show_hypothesis else body.right()
    hand_w = max(0.0, hand_right - right)
    # A wide area shows a face-up hand at a readable size; a narrow one overlaps small cards.
    hand_h = min(body.height() - 8, 118.0) if hand_w >= 300 else card_h
    hand = QRectF(right, body.top() + 4, hand_w, hand_h)
    return PanelGeometry(slots, card_h, hand, hypothesis)


PREVIEW_H = 250.0  # the large copy of a hovered card
# Stacking order of the table's layers.
Z_PANEL, Z_TABLE, Z_HAND, Z_DRAFT, Z_PENDING, Z_SLOT, Z_TOP, Z_PREVIEW = -5, 10, 30, 40, 45, 60, 800, 2000
