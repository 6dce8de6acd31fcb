"""Where everything sits on the Campaign Trail table, from the view's size (the window at 1280x800
leaves the table about 1000x720 beside its docks; larger windows spread out).

The party boards fill a column at the left, one board per party in play, each as tall as the column
allows (so the column scales from 2 to 8 seats; the boards double as the map's legend: swatch, pattern,
letter and name); a short, wide table sets them in two columns. Right of them, top to bottom: the
instruction bar (the Breaking News banner beside it when that module plays), a strip with the
electoral-vote track and the month decks, the map, and the viewer's hand. While a debate runs its board
stands over the right part of the map.

A short, wide table (the replay's, about 1280x547) would leave the map under 200 px between the strip
and the hand, so there the hand moves under the party boards (set in two columns) and the map runs down
to the table's foot beside them: it gets about 390 px of height and is drawn about 320 px tall. With the
Election Day module and three or four parties the boards are too short for the viewer's private panel
(CT-150), so the panel lies under the map, its Exit Polls side by side (``Layout.panel``); with two
parties the boards are tall enough to hold it at their foot as in the usual layout. With Breaking News
as well, the banner shares the bar's row (``BAR_SHARE``) instead of taking a row above the map, which
would leave the map under 260 px.

A low table (a 1920x1080 screen at 2x scaling leaves about 740x456 px beside the docks; the table is laid
out about 920x569 and drawn smaller) keeps the usual layout, but with the Election Day module and three or
four parties the viewer's panel stands beside the hand (``Layout.panel``, its Exit Polls one under
another) and the boards share the column equally, each tall enough for its seats' two lines. Its hand
row is compact (``COMPACT_HAND_H``): the cards show their compact face (cards.py; the whole card in the
preview on hover), and the map gets the 46 px the row gives up (about 250 px of height instead of 204,
drawn about 200 px tall instead of 164). Beside the Election Day panel the row is too narrow for five
compact cards side by side (448 px, 380 beside a seat's two hand tabs, for 624): there the hand is listed
as strips, one card under another (areas._strip_hand), each whole.

The compact row is for a table drawn smaller than laid out (laid out at its least width or height,
``drawn_smaller``), whose full faces would be drawn too small to read. A low table drawn at its full size
(1280x800 with the guided first game's panel above the table: about 1004x600) keeps the full faces and
their boxes (``FULL_HAND_H``): the map gives way (about 236 px instead of 282). Beside the Election Day
panel the row stays compact (it is listed as strips there).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF

GAP = 8.0
Z_MAP = 2.0
Z_BOARD = 5.0
Z_DEBATE = 62.0  # over the pawns it covers
Z_HAND = 40.0
HAND_RATIO = 0.72  # a hand card's width for its height
COMPACT_RATIO = 0.8  # the same for a compact card (cards.py): its boxes' names and words on one line each
Z_BAR = 65.0


@dataclasses.dataclass
class Layout:
    bar: QRectF  # the instruction bar and its buttons
    map: QRectF
    boards: list[QRectF]  # one per party, top to bottom
    ev: QRectF
    decks: QRectF
    debate: QRectF
    hand: QRectF
    card_w: float
    card_h: float
    news: QRectF | None = None  # the Breaking News banner, between the strip and the map (CT-141)
    compact: bool = False  # the hand row is compact: its cards show their compact face (cards.py)
    panel: QRectF | None = None  # the viewer's Election Day panel when not at the foot of its board (under
    # the map in a short table, beside the hand in a low one)


NEWS_H = 46.0
TWO_COLUMNS_BELOW = 150.0  # a party board shorter than this in one column crowds two seats' lines
LEAST_HEIGHT = 540.0  # the usual layout is laid out for at least this height (TableView draws it smaller)
# and at least this width: in a low table the strip right of the boards then holds the EV track's four
# totals ("D 270" beside each swatch) and the month decks' bold current month side by side
LEAST_WIDTH = 920.0
SHORT_BELOW = 620.0  # a table lower than this and twice as wide takes the short layout
SHORT_LEAST_HEIGHT = 500.0  # the short layout holds from here (the replay at 1366x768 is 515 px tall)
# The Election Day panel under the map: a line with the State Returns chips and the other parties' counts,
# then the Exit Polls on two closed-up lines; just above it the map keeps 300 px at 1366x768.
PANEL_H = 55.0
PANEL_GAP = 6.0
# A low table's hand row: cards about 148 px tall show their compact face (name, key boxes in few words), so
# the map gets the height the full faces took. The Election Day panel beside it is lower then, and wider:
# its State Returns chips on one line (three chips of about 72 px) leave the Exit Polls two lines each.
COMPACT_HAND_H = 160.0
FULL_HAND_H = 206.0  # the least hand row of full faces: cards 194 px tall, whose boxes keep their words whole
HAND_PANEL_W = 240.0  # the Election Day panel beside the hand in a low table
BAR_SHARE = 0.44  # the bar's share of its row when the Breaking News banner sits beside it
MAIN_BAR_SHARE = 0.58  # the same in the usual layout, whose bar holds the buttons of the viewer's choices
LOW_BAR_SHARE = 0.5  # and in a low one
# The month decks' strip keeps room for "September" and "Free tokens" whole in a narrow table (a 1920x1080
# screen at 2x, the table about 740 px wide): the EV track gives way. In a low table (the same screen) the
# current month's name is in bold at the least size ("September" 68 px) in a cell of a quarter of the strip.
DECKS_LEAST_W = 320.0
LOW_DECKS_LEAST_W = 336.0


def drawn_smaller(width: float, height: float) -> bool:
    """The table is laid out at its least width or height (least_height): the view draws it smaller."""
    return width <= LEAST_WIDTH + 0.5 or height <= LEAST_HEIGHT + 0.5


def is_short(width: float, height: float) -> bool:
    """A short, wide table (the replay's): the hand sits under the party boards, beside the map (with
    the Election Day module too: its panel then may lie under the map)."""
    return height < SHORT_BELOW and width >= 1200.0 and width >= 1.9 * height


def least_height(width: float, height: float, teams: bool) -> float:
    """The least height the table is laid out for at a view of this size (teams: two seats a party)."""
    if is_short(width, height):
        return SHORT_LEAST_HEIGHT
    least = LEAST_HEIGHT if teams else 0.0
    if width < LEAST_WIDTH or height < LEAST_HEIGHT:
        # compute_layout lays the table out at least LEAST_WIDTH x LEAST_HEIGHT: a smaller view (a
        # 1920x1080 screen at 2x leaves it about 738x456) draws it smaller rather than cut off its right
        # and bottom edges (the month decks, the hand)
        least = max(least, LEAST_HEIGHT, LEAST_WIDTH * height / width)
    return least


def compute_layout(width: float, height: float, parties: int, news: bool = False,
                   weights: list[float] | None = None, election_day: bool = False) -> Layout:
    """``news``: room for the Breaking News banner; ``weights``: each board's share of the column's
    height (None: equal; the viewer's board grows to hold the Election Day panel); ``election_day``:
    the module is played (a short table with 3-4 parties lays its panel under the map)."""
    short = is_short(width, height)
    w, h = max(width, LEAST_WIDTH), max(height, SHORT_LEAST_HEIGHT if short else LEAST_HEIGHT)
    left_w = min(290.0, max(200.0, w * 0.2))
    hand_h = min(290.0, max(FULL_HAND_H, h * 0.30))
    n = max(1, parties)
    shares = weights if weights is not None and len(weights) == n else [1.0] * n
    if short:
        aside = election_day and n >= 3
        return _short_layout(w, h, n, news, [1.0] * n if aside else shares, left_w, hand_h, aside)
    # A low table (a 1920x1080 screen at 2x: the table laid out about 920x569 and drawn smaller) has no
    # board tall enough for the Election Day panel with three or four parties: it stands beside the hand.
    low = h < SHORT_BELOW
    beside_hand = election_day and n >= 3 and low
    # Drawn at its full size, a low table's hand keeps its full faces (the map gives way), except beside
    # the Election Day panel, where five full cards have no room side by side.
    compact = low and (beside_hand or drawn_smaller(width, height))
    if compact:
        hand_h = COMPACT_HAND_H
    if beside_hand:
        shares = [1.0] * n
    # A short, wide table (the replay's) with boards too short for two seats each sets them in two
    # columns: the map, as wide as its height allows, loses nothing to the second column.
    columns = 2 if n > 2 and (h - 2 * GAP - GAP * (n - 1)) / n < TWO_COLUMNS_BELOW and w >= 1200 else 1
    per_column = -(-n // columns)
    boards = []
    for c in range(columns):
        mine = shares[c * per_column:(c + 1) * per_column]
        room = h - 2 * GAP - GAP * (len(mine) - 1)
        top = GAP
        for share in mine:
            board_h = room * share / sum(mine)
            boards.append(QRectF(GAP + c * (left_w + GAP), top, left_w, board_h))
            top += board_h + GAP
    left = GAP + columns * (left_w + GAP)
    inner_w = w - GAP - left
    # With Breaking News the banner shares the bar's row (MAIN_BAR_SHARE), as in the short layout: a row
    # of its own above the map left the map 262 px tall at 1366x768 with the docks open.
    # A low table (drawn smaller in a narrow view) is about 680 px wide right of the boards: the banner
    # takes half the row, or its effect runs past its three lines.
    share = LOW_BAR_SHARE if low else MAIN_BAR_SHARE
    bar = QRectF(left, GAP, inner_w * share if news else inner_w, 58.0)
    strip_top = bar.bottom() + GAP
    decks_w = LOW_DECKS_LEAST_W if low else DECKS_LEAST_W
    ev = QRectF(left, strip_top, min(inner_w * 0.56, inner_w - GAP - decks_w), 60.0)
    decks = QRectF(ev.right() + GAP, strip_top, inner_w - ev.width() - GAP, 60.0)
    hand = QRectF(left, h - GAP - hand_h, inner_w, hand_h)
    panel = None
    if beside_hand:
        panel = QRectF(hand.right() - HAND_PANEL_W, hand.top(), HAND_PANEL_W, hand_h)
        hand.setRight(panel.left() - GAP)
    banner = QRectF(bar.right() + GAP, GAP, inner_w - bar.width() - GAP, bar.height()) if news else None
    above = ev.bottom()
    map_rect = QRectF(left, above + GAP, inner_w, hand.top() - GAP - above - GAP)
    return _finish(bar, map_rect, boards, ev, decks, hand, banner, panel, compact=compact)


def _short_layout(w: float, h: float, n: int, news: bool, shares: list[float], left_w: float,
                  hand_h: float, panel: bool = False) -> Layout:
    """The boards in two columns over the hand at the left; the bar, the strip and the map at the right,
    the map down to the table's foot (``panel``: or to the Election Day panel under it)."""
    per_column = -(-n // 2)
    hand = QRectF(GAP, h - GAP - hand_h, 2 * left_w + GAP, hand_h)
    boards = []
    for c in range(2):
        mine = shares[c * per_column:(c + 1) * per_column]
        room = hand.top() - 2 * GAP - GAP * (len(mine) - 1)
        top = GAP
        for share in mine:
            board_h = room * share / sum(mine)
            boards.append(QRectF(GAP + c * (left_w + GAP), top, left_w, board_h))
            top += board_h + GAP
    left = hand.right() + GAP
    inner_w = w - GAP - left
    # With the Election Day panel under the map too, a banner row of its own would leave the map under
    # 260 px: the banner shares the bar's row instead, its effect on two lines (news_banner).
    beside = news and panel
    bar = QRectF(left, GAP, inner_w * BAR_SHARE if beside else inner_w, 58.0)
    strip_top = bar.bottom() + GAP
    ev = QRectF(left, strip_top, inner_w * 0.56, 60.0)
    decks = QRectF(ev.right() + GAP, strip_top, inner_w - ev.width() - GAP, 60.0)
    banner = None
    if beside:
        banner = QRectF(bar.right() + GAP, GAP, inner_w - bar.width() - GAP, bar.height())
    elif news:
        banner = QRectF(left, ev.bottom() + GAP, inner_w, NEWS_H)
    above = banner.bottom() if banner is not None and not beside else ev.bottom()
    below = PANEL_H + PANEL_GAP if panel else 0.0
    map_rect = QRectF(left, above + GAP, inner_w, h - GAP - above - GAP - below)
    aside = QRectF(left, h - GAP - PANEL_H, inner_w, PANEL_H) if panel else None
    return _finish(bar, map_rect, boards, ev, decks, hand, banner, aside)


def _finish(bar: QRectF, map_rect: QRectF, boards: list[QRectF], ev: QRectF, decks: QRectF, hand: QRectF,
            banner: QRectF | None, panel: QRectF | None = None, compact: bool = False) -> Layout:
    """The debate board over the map's right part and the hand's card size complete a layout."""
    debate_w = min(330.0, map_rect.width() * 0.45)
    debate = QRectF(map_rect.right() - debate_w - 6, map_rect.top() + 6, debate_w, map_rect.height() - 12)
    card_h = hand.height() - 12
    card_w = card_h * (COMPACT_RATIO if compact else HAND_RATIO)
    return Layout(bar, map_rect, boards, ev, decks, debate, hand, card_w, card_h, banner, compact, panel)
