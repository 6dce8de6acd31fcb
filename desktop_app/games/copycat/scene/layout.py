"""Where everything on the Copycat table goes, computed from the view size.

The federal department (office grid inside the career path, with the bus of turn order above the
offices) takes the top left with the opponents' areas stacked at its right; the street runs under both,
the whole width, its cards wide enough for their titles; the viewer's own area, the largest, runs along
the bottom (beside a third opponent's area when three do not fit beside the board). A table much wider
than tall (the replay's) is laid out for its own height: the viewer's area under the board with the
street in two rows at its right end, the opponents' column at the right the whole height.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF

from ....ui.piles import Pile
from .art import CARD_RATIO, card_width, number_room

ROWS = 5
# Grid columns: the normal-office windows, the two printed columns, then the five extra-office sections.
NORMAL_COL, PRINTED_LEFT, PRINTED_RIGHT = 0, 1, 2
SECTION_COL0 = 3
COLUMNS = 8


@dataclasses.dataclass
class OpponentGeometry:
    header: QRectF
    info: QRectF
    hand: QRectF
    play: QRectF
    clip: QRectF
    discard: QRectF
    card_h: float


@dataclasses.dataclass
class Layout:
    w: float
    h: float
    k: float
    board: QRectF
    ring: float
    strip: QRectF
    grid: QRectF
    col_x: list[float]
    col_w: float
    row_y: list[float]
    row_h: float
    header_h: float
    street: QRectF
    spaces: list[QRectF]  # the card rect of each street space
    space_headers: list[QRectF]
    street_card_h: float
    opponents: list[QRectF]
    me: QRectF
    bar: QRectF
    info: QRectF
    hand: QRectF
    play: QRectF
    piles: list[QRectF]  # draw, clipboard, discard
    hand_card_h: float
    play_card_h: float
    pile_card_h: float
    street_strips: bool = False  # the short way: each street card lies as one line (see compute_layout)

    def cell(self, row: int, col: int) -> QRectF:
        return QRectF(self.col_x[col], self.row_y[row], self.col_w, self.row_h)

    def bid_slot(self) -> QRectF:
        h = min(self.hand_card_h, self.play.height() - 32)  # under the play area's caption
        return QRectF(self.play.left() + 10, self.play.bottom() - h - 6, card_width(h), h)


# A street card this wide shows every card's title whole at 11 px, on up to three lines (four for the one
# long title, "Keynote speaker at the Bremen Schaffermahl"): 84 px wide, 117 px tall.
TITLE_CARD_W = 84.0
STREET_HDR, PRICE_TAGS = 15.0, 14.0  # a space's header above its card; the price tags hanging below it
SHORT_RATIO = 1.9  # width / height from which the table is laid out the short way (see compute_layout)
# The short way (the replay's table, about 1265x545): the viewer's area under the board takes this much
# height under its instruction bar (the summary's lines and workers).
SHORT_ME_BODY = 176.0
# There the street is a list beside the viewer's area, under the instruction bar (whose prompt needs the
# whole width, a four-player bid's "Waiting for ..." one line at 11 px): one line a
# space, its header ("10 · +2") then the card as a strip (number and symbol on the card's colour, the
# title whole at 11 px, the price), so a player stepping through a replay reads what lies there. The
# width holds every title in bold, the longest (the Keynote speaker) in the regular weight, in English,
# German and Spanish; the price tags' 10 px stay free under the last line.
SHORT_STREET_W, STRIP_HEADER_W, STRIP_GAP = 389.0, 46.0, 1.0
SHORT_COLUMN = 0.27  # the short way's opponents' column: its share of the width
MIN_OPPONENT_H = 150.0  # a shorter opponent's panel leaves its cards too small to read


def compute_layout(width: float, height: float, opponents: int, normal_column: bool = True) -> Layout:
    """``normal_column``: leave room for the normal-office windows (3-4 players only).

    The street is one row of 11 cards across the whole table, each wide enough for its title whole at
    11 px (at 1280x800 with the docks open); the opponents' column beside the board above it. A table
    much wider than tall is laid out the short way (see the module's note)."""
    w, h = max(width, 320.0), max(height, 240.0)
    k = min(w / 1280.0, h / 800.0)
    m = max(4.0, 8.0 * k)
    gap = max(3.0, 6.0 * k)
    # A window much wider than tall (the replay's short table): the street's cards are smaller there and
    # show a title where it fits whole (the hover preview and the log name them all).
    short = is_short(w, h)
    opp_w = w * (SHORT_COLUMN if short else 0.3)
    board_w = w - opp_w - 3 * m
    hdr = max(STREET_HDR, 17.0 * k)
    bar_h = max(32.0, 40.0 * k)
    if short:
        # The board keeps the height its offices' words need; the viewer's area runs under it, the
        # street in two rows at its right end, and the opponents' column takes the whole height.
        me_h = max(bar_h + gap + SHORT_ME_BODY, h * 0.3)
        board = QRectF(m, m, board_w, h - 2 * m - gap - me_h)
        per_row = 1
        street_top = board.bottom() + gap + bar_h + gap
        street = QRectF(board.right() - SHORT_STREET_W, street_top, SHORT_STREET_W, h - m - street_top)
        street_card_h = (street.height() - 10) / 11 - STRIP_GAP
    else:
        per_row = 11
        street_w = w - 2 * m
        # As tall as the width allows, up to a sixth of the height (a large window), and at least the
        # size that shows every title whole where the width gives it; the board gives way instead.
        widest_card_h = (street_w / 11 - 4) / (63 / 88)
        street_card_h = min(widest_card_h, max(TITLE_CARD_W / (63 / 88), h * 0.16))
        street_h = hdr + 2 + street_card_h + PRICE_TAGS
        # The viewer's area: the summary's lines and workers need about 165 px under the instruction bar.
        me_h = max(bar_h + gap + 165.0, h * 0.25)
        board = QRectF(m, m, board_w, h - 2 * m - 2 * gap - street_h - me_h)
        street = QRectF(m, board.bottom() + gap, street_w, street_h)
    space_w = street.width() / per_row

    # The board: the career path runs round its edge, the bus and round sit in a strip at the top.
    ring = max(15.0, 18.0 * k)
    inner = board.adjusted(ring + 4, ring + 4, -ring - 4, -ring - 4)
    strip_h = max(24.0, 30.0 * k)
    strip = QRectF(inner.left(), inner.top(), inner.width(), strip_h)
    grid = QRectF(inner.left(), strip.bottom() + gap * 0.5, inner.width(), inner.bottom() - strip.bottom()
                  - gap * 0.5)
    header_h = max(14.0, 16.0 * k)
    cgap = max(3.0, 5.0 * k)
    big = max(6.0, 12.0 * k)
    if normal_column:
        col_w = (grid.width() - (COLUMNS - 3) * cgap - 2 * big) / COLUMNS
    else:  # two players: no normal offices, so the other columns share the room
        col_w = (grid.width() - (COLUMNS - 4) * cgap - big) / (COLUMNS - 1)
    col_x = []
    x = grid.left()
    for col in range(COLUMNS):
        col_x.append(x)
        if col == NORMAL_COL and not normal_column:
            continue
        x += col_w + (big if col in (NORMAL_COL, PRINTED_RIGHT) else cgap)
    row_h = (grid.height() - header_h - (ROWS - 1) * cgap) / ROWS
    row_y = [grid.top() + header_h + r * (row_h + cgap) for r in range(ROWS)]

    # The street: 11 spaces, each a header (space and surcharge) above a card.
    cw = card_width(street_card_h)
    spaces, headers = [], []
    street_row_h = hdr + 2 + street_card_h + PRICE_TAGS + gap
    for i in range(11 if not short else 0):
        left = street.left() + (i % per_row) * space_w
        top = street.top() + (i // per_row) * street_row_h
        headers.append(QRectF(left + 1, top, space_w - 2, hdr))
        spaces.append(QRectF(left + (space_w - cw) / 2, top + hdr + 2, cw, street_card_h))
    for i in range(11 if short else 0):
        top = street.top() + i * (street_card_h + STRIP_GAP)
        headers.append(QRectF(street.left(), top, STRIP_HEADER_W, street_card_h))
        spaces.append(QRectF(street.left() + STRIP_HEADER_W + 3, top, street.width() - STRIP_HEADER_W - 3,
                             street_card_h))

    # Opponents on the right, one panel each, top to bottom in seat order after the viewer.
    # Beside a board too short for all of them (a narrow window, three opponents), the last opponent's
    # panel sits at the right of the viewer's own area, under the street and the instruction bar.
    region = QRectF(board.right() + m, m, opp_w, (h - m if short else board.bottom()) - m)
    if short:
        me = QRectF(m, board.bottom() + gap, board_w, h - m - board.bottom() - gap)
    else:
        me = QRectF(m, street.bottom() + gap, w - 2 * m, h - m - street.bottom() - gap)
    above = opponents
    while not short and above > 1 and (region.height() - (above - 1) * gap) / above < MIN_OPPONENT_H:
        above -= 1
    # The viewer's row holds one panel: the others share the column, a little under the least if need be
    # (at 1366x768 two panels of about 147 px, rather than three of 98 beside the row left empty).
    above = max(above, opponents - 1)
    panels = []
    if above:
        each = min((region.height() - (above - 1) * gap) / above, region.height() * 0.55)
        for i in range(above):
            panels.append(QRectF(region.left(), region.top() + i * (each + gap), region.width(), each))
    bar = QRectF(me.left(), me.top(), me.width(), bar_h)
    row_panel = above < opponents
    if row_panel:
        panels.append(QRectF(region.left(), bar.bottom() + gap, opp_w, me.bottom() - bar.bottom() - gap))
        me.setRight(region.left() - m)

    # The viewer's own area: the instruction bar (the whole width), then info, hand, play area and piles.
    body = QRectF(me.left(), bar.bottom() + gap, me.width(), me.bottom() - bar.bottom() - gap)
    if short:
        body.setRight(street.left() - gap)
    info_w = max(150.0, (board_w if short else w) * 0.15)
    # Beside an opponent's panel (whose play area needs its width) or the short way's street the row is
    # short: the piles take their least width and the hand, where the viewer reads and picks cards, the
    # larger share of the rest; the play area's cards are smaller and may overlap sooner.
    narrow = row_panel or short
    piles_w = 90.0 if narrow else max(90.0, w * 0.1)
    rest = body.width() - info_w - piles_w - 3 * gap
    # (The short way's street list leaves the row less: the play area keeps the room its caption needs.)
    hand_w = rest * (0.5 if short else 0.6 if narrow else 0.53)
    info = QRectF(body.left(), body.top(), info_w, body.height())
    hand = QRectF(info.right() + gap, body.top(), hand_w, body.height())
    play = QRectF(hand.right() + gap, body.top(), rest - hand_w, body.height())
    pile_area = QRectF(play.right() + gap, body.top(), piles_w, body.height())
    pile_h = pile_area.height() / 3
    piles = [QRectF(pile_area.left(), pile_area.top() + i * pile_h, piles_w, pile_h) for i in range(3)]
    hand_card_h = max(60.0, min(body.height() - 10, h * 0.2))
    play_card_h = max(56.0, min(body.height() - 26, hand_card_h * 0.72))
    pile_card_h = max(30.0, min(pile_h - 8, (piles_w * 0.45) / (63 / 88)))
    return Layout(w, h, k, board, ring, strip, grid, col_x, col_w, row_y, row_h, header_h, street, spaces,
                  headers, street_card_h, panels, me, bar, info, hand, play, piles, hand_card_h,
                  play_card_h, pile_card_h, short)


MAX_INFO_LINES = 3  # an opponent's counts wrap onto at most this many lines
OPP_WORKER_H = 18.0  # an opponent's workers still to place, standing at the end of the counts' line


def opponent_geometry(rect: QRectF, pile_w: float = 0.0, stacked: bool = False,
                      info_lines: int = 1) -> OpponentGeometry:
    """Inside an opponent's panel: a header, a line of counts, then hand (backs), play area, clipboard
    and discard pile. The piles are smaller than the played cards, which matter most; ``pile_w`` is the
    least width of a pile's place, so that its caption under it is whole; ``stacked``: the header has a
    second line (a name too long to share its line with the status); ``info_lines``: the counts take
    that many lines of 18 px."""
    header = QRectF(rect.left() + 8, rect.top() + 4, rect.width() - 16, 40 if stacked else 22)
    info = QRectF(rect.left() + 8, header.bottom(), rect.width() - 16, 18 * max(1, info_lines))
    top = info.bottom() + 6
    card_h = max(40.0, min(rect.bottom() - top - 10, 104.0))
    pile_h = card_h * 0.72
    pw = card_width(pile_h)
    hand = QRectF(rect.left() + 8, top, pw + 16, pile_h)
    slot_w = max(pw, pile_w)
    discard = QRectF(rect.right() - 8 - slot_w, top, slot_w, card_h)
    clip = QRectF(discard.left() - (8 if slot_w == pw else 2) - slot_w, top, slot_w, card_h)
    play = QRectF(hand.right() + 10, top, clip.left() - 10 - hand.right() - 10, card_h)
    return OpponentGeometry(header, info, hand, play, clip, discard, card_h)


FAN_LEAST_H = 44.0  # a fan's cards shrink to this height at least (their number still 11 px) before
FAN_ROW_GAP = 6.0  # they overlap past their numbers
FAN_ROWS = 3


def _largest_fan_h(width: float, per_row: int, most: float) -> float:
    """The largest card height up to ``most`` (to half a pixel) at which ``per_row`` cards overlapping
    down to their numbers fit ``width``; 0 below FAN_LEAST_H. The width they take grows with the height,
    so it is found by halving (the fan is laid out at every move)."""

    def fits(h: float) -> bool:
        return card_width(h) + (per_row - 1) * number_room(h) <= width

    if most < FAN_LEAST_H or not fits(FAN_LEAST_H):
        return 0.0
    if fits(most):
        return most
    low, high = FAN_LEAST_H, most
    while high - low > 0.5:
        mid = (low + high) / 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return low


def readable_fan(area: QRectF, count: int, card_h: float) -> list[QRectF]:
    """Where ``count`` cards lie in ``area`` (the viewer's play area, the short table's hand): in a row of
    ``card_h`` cards, overlapping down to the strip that holds each card's number; where that runs out
    of the width, in up to ``FAN_ROWS`` rows of smaller cards, as many as keep them largest (down to
    ``FAN_LEAST_H``). In the replay's round 8 twelve cards overlapped 8 px apart, their numbers one
    unreadable run ("3|1|2|1|2|1|5|4"). Where even that does not fit, the row overlaps as before."""
    best_h, best_rows = 0.0, 1
    for rows in range(1, min(count, FAN_ROWS) + 1):
        per_row = -(-count // rows)
        most = min(card_h, (area.height() - (rows - 1) * FAN_ROW_GAP) / rows)
        h = _largest_fan_h(area.width(), per_row, most)
        if h >= FAN_LEAST_H and h > best_h + 0.5:
            best_h, best_rows = h, rows
        if best_h >= card_h:
            break  # whole size: more rows would only be smaller
    if not best_h:
        return [QRectF(pos.x(), pos.y(), card_width(card_h), card_h)
                for pos in Pile(area, card_h, ratio=CARD_RATIO).positions(count)]
    per_row = -(-count // best_rows)
    block = best_rows * best_h + (best_rows - 1) * FAN_ROW_GAP
    top = area.top() + max(0.0, (area.height() - block) / 2) if best_rows > 1 else area.top()
    rects: list[QRectF] = []
    for row in range(best_rows):
        n = min(per_row, count - row * per_row)
        row_area = QRectF(area.left(), top + row * (best_h + FAN_ROW_GAP), area.width(),
                          best_h if best_rows > 1 else area.height())
        pile = Pile(row_area, best_h, ratio=CARD_RATIO, min_step=number_room(best_h))
        rects.extend(QRectF(pos.x(), pos.y(), card_width(best_h), best_h) for pos in pile.positions(n))
    return rects


def fitting_card_h(area: QRectF, count: int, card_h: float, *, min_step: float = 8.0,
                   floor: float = 40.0) -> float:
    """``card_h``, or less when ``count`` cards overlapping at ``min_step`` would run out of ``area``."""
    widest = area.width() - max(0, count - 1) * min_step
    return max(floor, min(card_h, widest / CARD_RATIO))


# Stacking order of the table's layers, and when a number choice becomes a stepper.
Z_STREET, Z_WORKER, Z_PIECE, Z_PLAY, Z_HAND, Z_BID = 10, 20, 25, 30, 40, 45
NUMBER_BUTTONS = 8  # more choices than this get a stepper
LEAST_HEIGHT = 668.0  # the table lays out cleanly from this height up (TableView draws a shorter one smaller)
SHORT_LEAST_HEIGHT = 510.0  # laid out the short way (much wider than tall): the 1366x768 replay's is 515


def least_height(width: float, height: float) -> float:
    """The least height at which a table of this shape lays out cleanly (TableView draws it smaller below)."""
    return SHORT_LEAST_HEIGHT if is_short(width, height) else LEAST_HEIGHT


# The short way's street list takes 389 px beside the viewer's area: on a table narrower than this (the
# guided game's at 1366x768, under the lesson's panel, about 1090x500), the hand and the play area were
# left 60 px each and the viewer's name was cut ("Player 1 (yo…"); such a table is laid out the usual way
# and drawn smaller (TableView), as any table shorter than LEAST_HEIGHT is. The replay's is 1265 wide.
SHORT_LEAST_WIDTH = 1200.0


def is_short(width: float, height: float) -> bool:
    """Whether a table of this size is laid out the short way (see compute_layout). A table laid out the
    usual way and drawn smaller is LEAST_HEIGHT tall (wider than SHORT_LEAST_WIDTH, maybe): that height
    keeps it so, and the view's size and the table's make the same choice."""
    return (width / max(1.0, height) >= SHORT_RATIO and width >= SHORT_LEAST_WIDTH
            and height < LEAST_HEIGHT - 0.5)
