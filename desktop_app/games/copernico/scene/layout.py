"""Where everything lies on the Copernico table, computed from the view size.

The viewer's work table is the largest thing, at the bottom left; the hand
runs along the bottom to its right; the deck, discard pile, Advice and
Hypothesis cards sit above the hand, with the instruction bar between. Other
players' areas line the top edge in seat order, the left neighbour first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QRectF

from ....ui.piles import Pile
from .art import CARD_RATIO, card_width

MARGIN = 10.0
ROLES = ("keep", "left", "right", "discard")  # draft roles, in the order they fill with fewer cards (CO-6)
PANEL_HEADER = 50.0
HEADER_MIN_W = 300.0  # the viewer's name and status ("choosing…") share the header's row
ROOMY_UPPER_MIN = 112.0  # the draft row's least height: labels of up to four lines over cards of 40 px
HAND_MIN = 60.0  # the least height of the viewer's hand cards, which give way to the draft row
PILE_MIN = 84.0  # the least height of the deck and the Advice cards (captions whole), which give way next


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
    hand_room: QRectF  # the hand's row reaching down to the notes: room for a cascade that fits no row
    tally_right: float  # where the notes under the hand end: the panel's edge, or the Hypothesis card's


def compute_layout(width: float, height: float, opponents: int, roomy_upper: bool,
                   bar_left: float | None = None) -> Layout:
    """``roomy_upper``: the draft row or the score table needs more height, so the hand shrinks.
    ``bar_left``: where the room beside the row of piles starts, for the instruction bar (a short, wide
    table: ``bar_beside``), which then leaves its height to the draft row and the hand."""
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
    my_header = QRectF(left, grid_top - header_h, max(grid_w, HEADER_MIN_W), header_h - 4)

    # In a short window the grid is narrower than its header: the piles keep clear of the header's status.
    rx = max(left + grid_w + 2.5 * m, my_header.right() + 12)
    rw = w - m - rx
    right_h = h - m - y0
    pile_h = min(170.0, right_h * 0.24)
    if roomy_upper:  # a short window: the piles give way too, so the draft row and the hand both fit
        short = ROOMY_UPPER_MIN + HAND_MIN + 4 + 16 + 6 + 58 + 6 + 22 + 14 - (right_h - pile_h)
        pile_h = max(min(pile_h, PILE_MIN), pile_h - max(0.0, short))
    centre = QRectF(rx, y0 + 14, rw, pile_h + 22)  # room above for notes, below for captions
    bar = QRectF(rx, centre.bottom() + 6, rw, 58.0)
    above_rest = bar.bottom()
    if bar_left is not None:  # beside the piles, from their top: the rows below start under the captions
        bar = QRectF(bar_left, centre.top(), w - m - bar_left, min(58.0, centre.height()))
        above_rest = centre.bottom()
    rest_h = h - m - above_rest - 6
    hand_card_h = min(150.0 if roomy_upper else 200.0, rest_h * (0.45 if roomy_upper else 0.55))
    if roomy_upper:  # a short window: the hand shrinks before the draft row runs into it
        hand_card_h = max(min(hand_card_h, rest_h - 20 - ROOMY_UPPER_MIN), min(hand_card_h, HAND_MIN))
    hand = QRectF(rx, h - m - hand_card_h - 4, rw, hand_card_h + 4)
    upper = QRectF(rx, above_rest + 6, rw, hand.top() - above_rest - 16)
    return Layout(w, h, panels, my_header, slots, card_h, centre, pile_h, bar, upper, hand, hand_card_h)


BAR_BESIDE_W = 300.0  # the least room beside the piles for the instruction bar: its two lines and a button


def bar_beside(layout: Layout, row_right: float) -> float | None:
    """Where the instruction bar goes beside the row of piles ending at ``row_right`` (None: under it, its
    own place): in a short, wide table (the replay in a 960x540 window) whose draft row or score table
    would otherwise run into the hand (issue 15: the draft zones lay over the hand's top)."""
    left = row_right + 12
    if layout.upper.height() >= ROOMY_UPPER_MIN or layout.width - MARGIN - left < BAR_BESIDE_W:
        return None
    return left


TALLY_H = 62.0  # the notes under another player's hand (their tally) take the panel's bottom 62 px
# A Hypothesis card lower than this shows its name cut ("C…") and a pattern too small to make out.
HYP_LEAST_H = 72.0


def panel_geometry(panel: QRectF, show_hypothesis: bool, tally_w: float = 0.0) -> PanelGeometry:
    """``tally_w``: how wide the notes under the hand are; where they would run under the Hypothesis card
    (a narrow panel), the card ends above them."""
    body = panel.adjusted(10, PANEL_HEADER, -10, -8)
    gap = 4.0
    card_h = min(86.0, (body.height() - 2 * gap) / 3)
    card_w = card_width(card_h)
    slots = [QRectF(body.left() + (i % 3) * (card_w + gap), body.top() + (i // 3) * (card_h + gap),
                    card_w, card_h) for i in range(9)]
    right = body.left() + 3 * card_w + 2 * gap + 12
    hyp_h = min(body.height() - 12, 112.0) if show_hypothesis else 0.0  # it sits 12 below the body's top
    hyp_w = card_width(hyp_h)
    beside = False  # the notes wrap beside the card instead of running under it
    if show_hypothesis and right + tally_w + 6 > body.right() - hyp_w:
        above = min(hyp_h, panel.bottom() - TALLY_H - 4 - (body.top() + 12))
        if above >= HYP_LEAST_H:
            hyp_h = above
            hyp_w = card_width(hyp_h)
        else:  # a short panel (a short view, 5 seats): too small a card to read, so the notes give way
            beside = True
    hypothesis = QRectF(body.right() - hyp_w, body.top() + 12, hyp_w, hyp_h)
    hand_right = hypothesis.left() - 10 if show_hypothesis else body.right()
    hand_w = max(0.0, hand_right - right)
    # A wide area shows a face-up hand at a readable size; a narrow one overlaps small cards.
    hand_h = min(body.height() - 26, 118.0) if hand_w >= 300 else card_h  # the tally's line stays free
    hand = QRectF(right, body.top() + 4, hand_w, hand_h)
    room = QRectF(right, hand.top(), hand_w, max(hand_h, panel.bottom() - TALLY_H - 4 - hand.top()))
    tally_right = hypothesis.left() - 8 if beside else body.right()
    return PanelGeometry(slots, card_h, hand, hypothesis, room, tally_right)


def opponent_hand_rects(geo: PanelGeometry, count: int, step: float = 4.0) -> list[QRectF]:
    """Where another player's face-up hand lies (the draft, the end): a row standing on the hand's
    bottom edge, overlapping down to ``step``; where even that runs out of the hand's width (a narrow
    panel at the end, the Hypothesis card beside it), a cascade down and to the right inside
    ``hand_room``, smaller cards if need be, each card's top left corner (its numbers) showing. Nothing
    reaches past the hand's room: the Hypothesis card and the notes under it stay uncovered."""
    if count <= 0:
        return []
    hand, room = geo.hand, geo.hand_room
    card_h = hand.height()
    card_w = card_width(card_h)
    if card_w + (count - 1) * step <= hand.width() or count == 1 and card_w <= hand.width():
        row = Pile(hand, card_h, spacing=4.0, min_step=step, valign="bottom")
        return [QRectF(p.x(), p.y(), card_w, card_h) for p in row.positions(count)]
    ratio = card_w / card_h if card_h else CARD_RATIO
    h = max(1.0, min(card_h, room.height() - (count - 1) * step, room.width() / ratio))
    w = h * ratio
    dx = min(12.0, (room.width() - w) / (count - 1)) if count > 1 else 0.0
    dy = min(12.0, (room.height() - h) / (count - 1)) if count > 1 else 0.0
    return [QRectF(room.left() + i * dx, room.top() + i * dy, w, h) for i in range(count)]


@dataclasses.dataclass
class DraftGeometry:
    """The draft row: the drawn cards' zone, then Keep, Pass left, Pass right and Discard."""

    card_h: float
    label_h: float  # the strip at the top of each zone that holds its label
    label_px: float
    drawn_w: float
    zone_w: dict[str, float]  # by role: Keep and Discard hold a card; the pass zones also hold a name
    gap: float  # between the four zones; the drawn zone is followed by twice this


ZONE_LABEL_PX = (12.0, 11.0)  # STYLE's smallest legible size is the floor
ZONE_LINE_H = {12.0: 15.0, 11.0: 14.0}
# Between a zone's caption strip and its card: a wrapped caption's last line ("the right") ended 2 px
# above the drawn cards, under a lifted card or a hint's ring (issue 15). The zones take this from the
# 10 px above the hand (ZONE_OVERHANG: how far they may reach under the draft row), not from the cards.
LABEL_CLEAR = 5.0
ZONE_OVERHANG = 5.0


def draft_geometry(upper: QRectF, labels: dict[str, str], drawn_label: str,
                   fits: Callable[[str, float, float, float], bool]) -> DraftGeometry:
    """The largest draft cards for which every zone label fits whole, wrapped in its strip.

    ``fits(text, width, height, px)`` says whether the bold wrapped label fits. A pass label names a
    player ("Pass right to Computer 2 (Normal)"), as long as the players made the names: the pass
    zones take the width Keep and Discard do not need, the strip takes up to four lines, then the
    cards shrink (to 60% at most) so the zones grow wider."""
    gap = 6.0
    full_h = max(60.0, upper.height() - 34)
    best: DraftGeometry | None = None
    for step in range(17):
        for px in ZONE_LABEL_PX:
            for lines in (2, 3, 4):
                label_h = lines * ZONE_LINE_H[px] + 4
                card_h = min(full_h * (1.0 - 0.025 * step),
                             max(40.0, upper.height() + ZONE_OVERHANG - label_h - LABEL_CLEAR - 4))
                card_w = card_h * CARD_RATIO
                drawn_w = 4 * (card_w + 6) + 10
                room = upper.width() - drawn_w - 5 * gap
                plain_w = min(max(card_w + 16, 70.0), room / 4)  # "Discard" needs its width at any card size
                pass_w = min(card_w + 60, (room - 2 * plain_w) / 2)
                widths = {role: pass_w if role in ("left", "right") else plain_w for role in ROLES}
                geometry = DraftGeometry(card_h, label_h, px, drawn_w, widths, gap)
                best = geometry  # when nothing fits (a short window), the most room for the labels
                if fits(drawn_label, drawn_w - 8, label_h - 2, px) and all(
                        fits(label, widths[role] - 8, label_h - 2, px) for role, label in labels.items()):
                    return geometry
    assert best is not None
    return best


PREVIEW_H = 250.0  # the large copy of a hovered card
# Stacking order of the table's layers.
Z_PANEL, Z_TABLE, Z_HAND, Z_DRAFT, Z_PENDING, Z_SLOT, Z_TOP, Z_PREVIEW = -5, 10, 30, 40, 45, 60, 800, 2000
