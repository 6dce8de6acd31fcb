"""The coach's choices marked on the table: a ring around each piece or place a choice uses, with its
number (1 best, 2, 3) in a badge beside the ring.

Mixed into TableScene. The coach (ui/hint_coach.py) hands the scene the actions it suggests; the game's
scene says where each action is on the table (``hint_spots(action)``: scene rectangles of the pieces and
targets it uses, each game's own, empty for an action it cannot point at) and what a player reads there
(``hint_keep_clear()``: a map's number badges, a zone's caption). A ring is an outline, never a fill; its
number goes to the place round the ring that hides least of what the player reads, of the other numbers
and of the table's edge (issue 15: the marks covered Campaign Trail's map badges and Copernico's "Drawn
cards" caption). A ring never leaves the table: a piece along its edge is ringed just inside it. The
marks are laid out again after every redraw and resize, and the coach clears them with the next move.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from itertools import chain

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.actions import Action
from .scene_parts import ScenePart
from .table_items import paint_badge, paint_ring
from .table_text import text_width

# One colour per rank, told apart by their numbers as well (colour is never the only sign).
RANK_COLOURS = (QColor("#FFD166"), QColor("#7FD1F7"), QColor("#F4A6D7"))
INK = QColor("#1d1d1d")
BADGE_PX = 17.0
SMALL_BADGE_PX = 13.0  # where a full-sized number would cover words (a crowded map), a smaller one
TINY_BADGE_PX = 11.0  # on a piece with little blank room (a narrow strip of a fanned card), the least
RING_OUT = 6.0  # the ring's stroke reaches this far outside the marked rectangle
Z = 1900.0  # above every piece, below the refusal note
# How much a badge's overlap costs, per square pixel: of another number (never two on one place), of the
# table's edge (a number half off the table), of what the player reads (hint_keep_clear).
ON_BADGE, OFF_TABLE, ON_TEXT = 4.0, 3.0, 1.0
# What a place hides: the weighed overlap above, then how much it hides of the piece's symbols
# (hint_badge_symbols). A place on a piece is blank only clear of both; where none is (two numbers on one
# of the draft's small Copernico cards), a number takes the place that hides least of the words and, of
# those, least of the symbols: a symbol is still known by its shape and colour with its edge hidden, a
# number or a name with a part hidden is not. A pixel of a symbol counts the more, the more of that symbol
# the place covers, so the edges of two symbols are hidden before most of one.
Cost = tuple[float, float]
# How much more a symbol's pixel counts where the place covers all of it. Much more, and a second number
# on a crowded card takes the middle between the bodies, leaving a third no place clear of the words
# (seen on the draft's cards in the 960x540 window).
SYMBOL_SHARE = 0.5
SCAN_STEP = 3.0  # pixels between the places looked at within a piece, once the liked ones hide something
CARD_TOP = 0.4  # the share of a card, from its top, that holds its numbers and title


def badge_size(number: int, px: float = BADGE_PX) -> tuple[float, float]:
    """The width and height of a number's badge (as paint_badge draws it)."""
    return text_width(str(number), px, True) + px * 1.1, px * 1.55


def badge_places(rect: QRectF, size: tuple[float, float], inside: QRectF | None = None) -> list[QPointF]:
    """Where a badge may sit round a ring about ``rect``, most liked first: on the ring's top left corner
    (half outside it), then wholly outside the ring along each side and at its corners. Where a game
    keeps its numbers ``inside`` a piece (``hint_badge_room``), each place is drawn in to lie within it,
    the ring's top right corner first, just inside it: the words on a piece start at its left."""
    hw, hh = size[0] / 2, size[1] / 2
    if inside is not None:
        # the top right corner, then along the top edge leftwards (the numbers of several rings on one
        # piece side by side), then the places round the ring
        steps = int(max(0.0, inside.width() - size[0]) // (size[0] + 2))
        along = [QPointF(rect.right() - hw - k * (size[0] + 2), rect.top() + 2) for k in range(steps + 1)]
        places = [*along, *badge_places(rect, size), rect.center()]
        return [QPointF(min(max(p.x(), inside.left() + hw), inside.right() - hw),
                        min(max(p.y(), inside.top() + hh), inside.bottom() - hh)) for p in places]
    out = rect.adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)
    above, below = out.top() - hh, out.bottom() + hh
    left, right = out.left() - hw, out.right() + hw
    mid_x, mid_y = out.center().x(), out.center().y()
    return [
        QPointF(rect.left() - 2, rect.top() - 4), QPointF(rect.right() + 2, rect.top() - 4),
        QPointF(out.left() + hw, above), QPointF(out.right() - hw, above), QPointF(mid_x, above),
        QPointF(left, out.top() + hh), QPointF(right, out.top() + hh), QPointF(left, mid_y),
        QPointF(right, mid_y), QPointF(left, out.bottom() - hh), QPointF(right, out.bottom() - hh),
        QPointF(out.left() + hw, below), QPointF(out.right() - hw, below), QPointF(mid_x, below),
        QPointF(left, above), QPointF(right, above), QPointF(left, below), QPointF(right, below),
        QPointF(rect.left() - 2, rect.bottom() + 4), QPointF(rect.right() + 2, rect.bottom() + 4),
    ]


def _steps(start: float, end: float) -> list[float]:
    """From ``start`` to ``end`` (either way) every SCAN_STEP pixels, both ends included."""
    count = max(1, math.ceil(abs(end - start) / SCAN_STEP))
    return [start + (end - start) * k / count for k in range(count + 1)]


def _scan(centres: QRectF) -> Iterator[QPointF]:
    """Every place in a piece's room (the rectangle its badge's ``centres`` may take), row by row from the
    top, each from the right: where several numbers, a new card's plus and the words leave only a gap
    (issue 15: three numbers on a small Copernico card, the third over the plus)."""
    if centres.width() < 0 or centres.height() < 0:
        return
    xs = _steps(centres.right(), centres.left())
    for y in _steps(centres.top(), centres.bottom()):
        for x in xs:
            yield QPointF(x, y)


Edges = tuple[float, float, float, float]


def _edges(r: QRectF) -> Edges:
    return r.left(), r.top(), r.right(), r.bottom()


def _overlap(a: Edges, b: Edges) -> float:
    """The area two rectangles (left, top, right, bottom) share."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _symbol_hidden(box: Edges, symbol: Edges) -> float:
    """How much ``box`` hides of ``symbol`` (see Cost): the area it covers, each pixel weighed the more the
    larger the share of the symbol covered."""
    area = (symbol[2] - symbol[0]) * (symbol[3] - symbol[1])
    covered = _overlap(box, symbol)
    return covered * (1 + SYMBOL_SHARE * covered / area) if area > 0 else 0.0


def choose_badge_place(rect: QRectF, size: tuple[float, float], keep_clear: list[QRectF],
                       badges: list[QRectF], table: QRectF,
                       inside: QRectF | None = None,
                       inside_words: Sequence[QRectF] = (),
                       inside_symbols: Sequence[QRectF] = ()) -> tuple[Cost, QRectF]:
    """The badge's rectangle round ``rect`` that hides least of ``keep_clear`` (what the player reads),
    of the ``badges`` placed already and of the room off ``table`` (the first such place on a tie), and
    what it hides ((0, 0): nothing). Within a piece (``inside``), what it hides of ``inside_words``
    instead, the words the game knows on that piece, then of ``inside_symbols``, its symbols, and after
    the liked places every other place on it."""
    w, h = size
    places: Iterable[QPointF] = badge_places(rect, size, inside)
    words, others = [_edges(r) for r in (keep_clear if inside is None else inside_words)], badges
    symbols = [_edges(r) for r in inside_symbols] if inside is not None else []
    if inside is not None:
        places = chain(places, _scan(inside.adjusted(w / 2, h / 2, -w / 2, -h / 2)))
        # a badge on the piece can only touch what reaches into it (the scan looks at hundreds of places)
        others = [b for b in badges if b.intersects(inside)]
        words = [r for r in words if _overlap(r, _edges(inside)) > 0]
        symbols = [r for r in symbols if _overlap(r, _edges(inside)) > 0]
    marks, edge = [_edges(b) for b in others], _edges(table)
    best: tuple[Cost, int, Edges] | None = None
    for order, centre in enumerate(places):
        left, top = centre.x() - w / 2, centre.y() - h / 2
        box = (left, top, left + w, top + h)
        # on its own piece the words it names (none: a face all words, where the order of places decides)
        cost = (round(ON_TEXT * sum(_overlap(box, r) for r in words)
                      + ON_BADGE * sum(_overlap(box, b) for b in marks)
                      + OFF_TABLE * (w * h - _overlap(box, edge)), 1),
                round(sum(_symbol_hidden(box, r) for r in symbols), 1))
        if best is None or (cost, order) < (best[0], best[1]):
            best = (cost, order, box)
            if cost == (0, 0):
                break  # no later place can do better
    assert best is not None
    return best[0], QRectF(best[2][0], best[2][1], w, h)


def place_badge(number: int, rect: QRectF, keep_clear: list[QRectF], badges: list[QRectF],
                table: QRectF, inside: QRectF | None = None,
                inside_words: Sequence[QRectF] = (),
                inside_symbols: Sequence[QRectF] = ()) -> tuple[float, QRectF]:
    """The number's size and rectangle: full-sized where that hides nothing, else the smaller size
    where that hides less; within a piece (``inside``), the smaller size, or the least where that
    hides less of the piece's words and symbols."""
    small_size = badge_size(number, SMALL_BADGE_PX)
    if inside is not None:
        reads = (inside, inside_words, inside_symbols)
        cost, box = choose_badge_place(rect, small_size, keep_clear, badges, table, *reads)
        if sum(cost) < 0.5:
            return SMALL_BADGE_PX, box
        tiny_size = badge_size(number, TINY_BADGE_PX)
        tiny_cost, tiny = choose_badge_place(rect, tiny_size, keep_clear, badges, table, *reads)
        return (TINY_BADGE_PX, tiny) if tiny_cost < cost else (SMALL_BADGE_PX, box)
    cost, box = choose_badge_place(rect, badge_size(number), keep_clear, badges, table)
    if sum(cost) < 0.5:
        return BADGE_PX, box
    small_cost, small = choose_badge_place(rect, small_size, keep_clear, badges, table)
    return (SMALL_BADGE_PX, small) if small_cost < cost else (BADGE_PX, box)


def on_table(rect: QRectF, table: QRectF) -> QRectF:
    """``rect`` drawn in from the table's edge so that its whole ring is seen (a piece along the edge,
    such as Councils' councils along the top, had a ring with a side off the table)."""
    inner = table.adjusted(RING_OUT, RING_OUT, -RING_OUT, -RING_OUT)
    if table.isEmpty() or inner.contains(rect):
        return rect
    kept = rect.intersected(inner)
    return kept if not kept.isEmpty() else rect


class HintMark(QGraphicsObject):
    """One ring around ``rect`` (scene coordinates), drawn once per spot (``slot`` 0), or, with ``badge``
    (its rectangle in scene coordinates), the choice's number."""

    def __init__(self, number: int, rect: QRectF, slot: int = 0, *, badge: QRectF | None = None,
                 px: float = BADGE_PX) -> None:
        super().__init__()
        self.number = number
        self.px = px
        self.rect = QRectF(rect)
        self.slot = slot
        self.badge = QRectF(badge) if badge is not None else None
        # the numbers above every ring, so no ring crosses a number
        self.setZValue(Z - number if badge is not None else Z - 50 - number)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a gesture
        self.setAcceptHoverEvents(False)

    def _ring_outside(self) -> QRectF:
        return self.rect.adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)

    def leader(self) -> tuple[QPointF, QPointF] | None:
        """A number set apart from its ring (past other things a player reads) is tied to it by a short
        line: from the badge's centre to the nearest point of the ring."""
        ring = self.rect.adjusted(-3, -3, 3, 3)  # the ring's line
        if self.badge is None or self.badge.intersects(ring):
            return None
        centre = self.badge.center()
        near = QPointF(min(max(centre.x(), ring.left()), ring.right()),
                       min(max(centre.y(), ring.top()), ring.bottom()))
        return centre, near

    def boundingRect(self) -> QRectF:
        if self.badge is not None:
            box = self.badge.adjusted(-2, -2, 2, 2)
            return box.united(self._ring_outside()) if self.leader() is not None else box
        return self._ring_outside().adjusted(-2, -2, 2, 2)

    def keep_clear_of_banner(self) -> list[QRectF]:
        """The ring and its number: the round's banner (ui/announcements.py) stays off them."""
        return [self.sceneBoundingRect()]

    def badge_centre(self) -> QPointF:
        return self.badge.center() if self.badge is not None else self.rect.topLeft()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour = RANK_COLOURS[(self.number - 1) % len(RANK_COLOURS)]
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.badge is not None:
            leader = self.leader()
            if leader is not None:
                for line_colour, width in ((QColor(0, 0, 0, 150), 4.0), (colour, 2.0)):
                    p.setPen(QPen(line_colour, width))
                    p.drawLine(*leader)
            paint_badge(p, self.badge_centre(), str(self.number), self.px, colour, INK)
        elif self.slot == 0:
            paint_ring(p, self.rect.adjusted(-3, -3, 3, 3), QColor(0, 0, 0, 150), 5.0, 8.0)
            paint_ring(p, self.rect.adjusted(-3, -3, 3, 3), colour, 3.0, 8.0)


class HintMarks(ScenePart):
    """The marks of the choices shown now; re-placed by TableScene after each redraw."""

    _hint_actions: list[Action] = []
    _hint_items: list[HintMark] = []

    def hint_spots(self, action: Action) -> list[QRectF]:
        """Where ``action`` is on the table: the scene rectangles of its pieces and targets (empty: the
        choice is named in the coach's panel only). Each game's scene adds the pieces a gesture drags;
        by default, the visible buttons and places whose click sends exactly this action."""
        return self.clickable_spots(action)

    def hint_keep_clear(self) -> list[QRectF]:
        """What a player reads on the table near where marks go, in scene rectangles (a map's number
        badges, a zone's caption): the numbers are set beside them rather than over them. By default
        the caption strips of the table's zones, the buttons and the top of each card, where every
        game's cards carry their numbers and titles; a game's scene may say otherwise."""
        out = self.hint_table_words()
        for item in self.items():
            card = getattr(item, "scene_card_rect", None)
            if callable(card) and item.isVisible() and not isinstance(item, HintMark):
                rect: QRectF = card()
                out.append(QRectF(rect.left(), rect.top(), rect.width(), rect.height() * CARD_TOP))
        return out

    def hint_badge_room(self, rect: QRectF) -> QRectF | None:
        """Where the number of a ring round ``rect`` must stay, in scene coordinates (None: anywhere
        round the ring). A game whose pieces sit edge to edge keeps each number on its own piece."""
        return None

    def hint_badge_words(self, room: QRectF) -> list[QRectF]:
        """The words a game knows on the piece that is a number's ``room`` (``hint_badge_room``), in scene
        rectangles: the number takes the first place within it that covers none. None by default: a
        face all words (Campaign Trail's cards) takes the order of the places."""
        return []

    def hint_badge_symbols(self, room: QRectF) -> list[QRectF]:
        """The symbols a game knows on the piece that is a number's ``room`` (a Copernico body's disc with
        its sign), in scene rectangles: a number keeps clear of them as of the words, and where no place
        is clear of both, it keeps off the words first (``Cost``). None by default."""
        return []

    def hint_piece_badges(self) -> list[QRectF]:
        """The badges the pieces paint over themselves (a chosen card's check, a new card's plus), in scene
        rectangles: a number lies over none of them, inside a piece or round it."""
        out: list[QRectF] = []
        for item in self.items():
            badges = getattr(item, "mark_badges", None)
            if callable(badges) and item.isVisible():
                out += badges()
        return out

    def hint_table_words(self) -> list[QRectF]:
        """The words on the felt, in scene rectangles: the captions of the table's zones, its
        labels (the instruction bar's among them) and its buttons."""
        from .piles import ZoneItem  # the table kit, loaded with the table
        from .table_boxes import ButtonItem, LabelItem

        out = []
        for item in self.items():
            if isinstance(item, ZoneItem) and item.isVisible() and item.label:
                zone = item.scene_rect()  # the caption's strip at the top, or the middle of the zone
                out.append(QRectF(zone.left(), zone.top(), zone.width(), item.label_h) if item.label_top
                           else zone.adjusted(4, 4, -4, -4))
            elif isinstance(item, ButtonItem | LabelItem) and item.isVisible() and item.text:
                out.append(item.scene_rect())
        return out

    def clickable_spots(self, action: Action) -> list[QRectF]:
        """The visible items whose click sends ``action`` (a table's ``set_clickable(partial(emit, a))``)."""
        out = []
        for item in self.items():
            click = getattr(item, "on_click", None)
            if (isinstance(click, partial) and click.args == (action,) and item.isVisible()
                    and not isinstance(item, HintMark)):
                box = getattr(item, "scene_rect", None)  # a table box: its face, without the shadow
                out.append(box() if callable(box) else item.sceneBoundingRect())
        return out

    def show_hint_marks(self, actions: list[Action]) -> None:
        """Mark ``actions`` numbered 1, 2, 3... in that order."""
        self._hint_actions = list(actions)
        self._place_hint_marks()

    def clear_hint_marks(self) -> None:
        self._hint_actions = []
        self._drop_hint_items()

    def hint_marks(self) -> list[tuple[int, QRectF]]:
        """(number, marked rectangle) of every mark on the table now (tests, screenshots)."""
        return [(m.number, QRectF(m.rect)) for m in self._hint_items
                if m.badge is not None and m.scene() is self]

    def _drop_hint_items(self) -> None:
        for item in self._hint_items:
            if item.scene() is self:
                self.removeItem(item)
        self._hint_items = []

    def _place_hint_marks(self) -> None:
        self._drop_hint_items()
        taken: dict[tuple[float, float, float, float], int] = {}
        rings: list[HintMark] = []
        table = self.sceneRect()
        for number, action in enumerate(self._hint_actions, start=1):
            try:
                spots = self.hint_spots(action)
            except (KeyError, LookupError, ValueError, TypeError, AttributeError):
                spots = []  # a piece not on the table just now: the panel still names the choice
            seen: set[tuple[float, float, float, float]] = set()
            for spot in spots:
                rect = on_table(spot, table)
                key = (round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height()))
                if rect.isEmpty() or key in seen:
                    continue
                seen.add(key)
                slot = taken.get(key, 0)
                taken[key] = slot + 1
                rings.append(HintMark(number, rect, slot))
        marks = self.hint_piece_badges() if rings else []
        keep_clear = [*self.hint_keep_clear(), *marks] if rings else []
        badges: list[QRectF] = []
        items = list(rings)
        for ring in rings:  # best choice first: the 1 gets the place it likes most
            room = self.hint_badge_room(ring.rect)
            words = [] if room is None else [
                *self.hint_badge_words(room), *(mark for mark in marks if mark.intersects(room))]
            symbols = [] if room is None else self.hint_badge_symbols(room)
            px, box = place_badge(ring.number, ring.rect, keep_clear, badges, table, room, words, symbols)
            badges.append(box)
            items.append(HintMark(ring.number, ring.rect, ring.slot, badge=box, px=px))
        for mark in items:
            self.addItem(mark)
        self._hint_items = items
        make_way = getattr(self, "banner_make_way", None)  # the round's banner moves off new rings
        if items and callable(make_way):
            make_way()
