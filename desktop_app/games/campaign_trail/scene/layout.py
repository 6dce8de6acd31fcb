"""Where everything sits on the Campaign Trail table, from the view's size (the window at 1280x800
leaves the table about 1000x720 beside its docks; larger windows spread out).

The party boards fill a column at the left, one board per party in play, each as tall as the column
allows (so the column scales from 2 to 8 seats; the boards double as the map's legend: swatch, pattern,
letter and name); a short, wide table sets them in two columns. Right of them, top to bottom: the
instruction bar, a strip with the electoral-vote track and the month decks, the Breaking News banner
when that module plays, the map, and the viewer's hand. While a debate runs its board stands over the
right part of the map.
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


NEWS_H = 46.0
TWO_COLUMNS_BELOW = 150.0  # a party board shorter than this in one column crowds two seats' lines


def compute_layout(width: float, height: float, parties: int, news: bool = False,
                   weights: list[float] | None = None) -> Layout:
    """``news``: room for the Breaking News banner; ``weights``: each board's share of the column's
    height (None: equal; the viewer's board grows to hold the Election Day panel)."""
    w, h = max(width, 900.0), max(height, 540.0)
    left_w = min(290.0, max(200.0, w * 0.2))
    hand_h = min(290.0, max(206.0, h * 0.30))
    n = max(1, parties)
    shares = weights if weights is not None and len(weights) == n else [1.0] * n
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
    bar = QRectF(left, GAP, inner_w, 58.0)
    strip_top = bar.bottom() + GAP
    ev = QRectF(left, strip_top, inner_w * 0.56, 60.0)
    decks = QRectF(ev.right() + GAP, strip_top, inner_w - ev.width() - GAP, 60.0)
    hand = QRectF(left, h - GAP - hand_h, inner_w, hand_h)
    banner = QRectF(left, ev.bottom() + GAP, inner_w, NEWS_H) if news else None
    above = banner.bottom() if banner is not None else ev.bottom()
    map_rect = QRectF(left, above + GAP, inner_w, hand.top() - GAP - above - GAP)
    debate_w = min(330.0, map_rect.width() * 0.45)
    debate = QRectF(map_rect.right() - debate_w - 6, map_rect.top() + 6, debate_w, map_rect.height() - 12)
    card_h = hand.height() - 12
    card_w = card_h * HAND_RATIO
    return Layout(bar, map_rect, boards, ev, decks, debate, hand, card_w, card_h, banner)
