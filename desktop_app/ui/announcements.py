"""The end of a round, turn or month said on the table, not only in the log: a short banner on the felt
that fades after a moment (its words, and the log's headings, are in ui/announce_texts.py).

A game names its progress through ``GameDefinition.progress`` (a unit and a number: "round 3"); the
turn controller compares it before and after each move and asks the scene to announce a change.

The banner never covers what a player reads (issue 15: it lay over the opponents' panels, Copycat's
section headers and the councils row). What it keeps clear of is read from the table as it stands
(``_banner_blocks``): every piece shown, all it may paint; a label's words only, so the free end of
the instruction bar is room for it; and exactly the rectangles an item names in ``keep_clear_of_banner``
(a guided lesson's marks, ui/pointing.py, and the coach's rings, ui/hint_marks.py). It takes the place
nearest its own (top centre) that is clear of all of them, at its full size if it can, else smaller, on two
lines or in its short form (``banner_looks``), and moves when the table changes under it (a move, marks).
Where no place is clear at any size, it stands at its own place for a moment only (``SHORT_HOLD_MS``): the
round's end is in the log as well.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .scene_parts import ScenePart
from .table_boxes import LabelItem
from .table_items import paint_shadow, paint_text
from .table_text import fit_px, fit_wrapped_px, font, text_width

BANNER_W = 420.0  # the widest the banner grows
BANNER_H = 46.0  # its height at its full size
BANNER_PX = 17.0
SHADOW_BLEED = 8.0  # how far past the banner's box its shadow may reach (table_paint.paint_shadow)
PAD_X, PAD_Y = 14.0, 6.0  # the plate's edge to its words, in the box (the plate is inset 2 px, 4 below)
HOLD_MS = 1800  # fully shown, then it fades
SHORT_HOLD_MS = 500  # the same when no place on the table is clear
CLEARANCE = 6.0  # the banner's plate keeps this far from a mark (a lesson's ring, the coach's)
GAP = 3.0  # and this far from a piece's face or a label's words
EDGE = 4.0  # and this far inside the table
SIDEWAYS = 1.5  # a step sideways from its own place counts this much more than a step down
FADE_MS = 700
PLATE = QColor(24, 30, 38, 225)
INK = QColor("#F4EBD0")
# The smaller settings, tried in turn where the full-sized banner finds no clear place: (px, lines), with
# lines 0 for the short form ("Round 2 begins", the part after the colon).
SMALLER = ((14.0, 1), (13.0, 2), (12.0, 1), (12.0, 2), (13.0, 0), (12.0, 0))

Rect = tuple[float, float, float, float]  # left, top, right, bottom: the search compares plain numbers


class Look(NamedTuple):
    """One way to set the banner's words: its lines at ``px``, in a box ``size`` big."""

    lines: tuple[str, ...]
    px: float
    size: QSizeF


def two_lines(text: str) -> tuple[str, ...]:
    """``text`` on two lines: after its colon ("Round 1 is over:" / "round 2 begins"), else at the space
    nearest its middle; one line when it has no space."""
    colon = text.find(": ")
    if colon > 0:
        return text[: colon + 1], text[colon + 2:]
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return (text,)
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut], text[cut + 1:]


def short_form(text: str) -> str:
    """What a change announces, without what ended: "Round 2 begins" for "Round 1 is over: round 2
    begins" (the whole text, in the tooltip and the log, says both)."""
    colon = text.find(": ")
    rest = text[colon + 2:] if colon > 0 else text
    return rest[:1].upper() + rest[1:]


def banner_looks(text: str, room: float = BANNER_W) -> list[Look]:
    """The banner's settings, largest first: one line at its full size (shrunk to fit ``room`` at
    most), then the SMALLER ones, the short form last. Each box is as wide as its words need."""
    px = fit_px(text, min(room, BANNER_W) - 2 * PAD_X, BANNER_PX, True)
    looks = [Look((text,), px, QSizeF(min(BANNER_W, text_width(text, px, True) + 2 * PAD_X), BANNER_H))]
    short = short_form(text)
    for size, count in SMALLER:
        lines = two_lines(text) if count == 2 else (short,) if count == 0 else (text,)
        if (count == 2 and len(lines) < 2) or (count == 0 and short == text):
            continue
        line_h = QFontMetricsF(font(size, True)).lineSpacing()
        width = max(text_width(line, size, True) for line in lines) + 2 * PAD_X
        pad = PAD_Y if count else PAD_Y - 2  # the short form also fits a low band (an instruction bar)
        looks.append(Look(lines, size, QSizeF(width, len(lines) * line_h + 2 * pad + 6)))
    return looks


class Banner(QGraphicsObject):
    """The banner: a dark rounded plate with one or two lines, above the table's pieces, fading away."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1900)  # under a refusal note (2000), over every piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a click
        self.text = ""
        self.look = Look(("",), BANNER_PX, QSizeF(BANNER_W, BANNER_H))
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._fade.start)
        self.hide()

    def boundingRect(self) -> QRectF:
        # The plate's shadow falls a few pixels past the banner's box: as it fades, those are repainted
        # too, or a stale line of shadow stays on the felt until something else is drawn there.
        return QRectF(QPointF(0, 0), self.look.size).adjusted(-SHADOW_BLEED, -SHADOW_BLEED, SHADOW_BLEED,
                                                              SHADOW_BLEED)

    def set_look(self, look: Look) -> None:
        if look != self.look:
            self.prepareGeometryChange()
            self.look = look
            self.update()

    def show_text(self, text: str, at: QPointF, hold_ms: int = HOLD_MS, look: Look | None = None) -> None:
        """Show ``text`` (set as ``look``) with the banner's top left corner at ``at`` for ``hold_ms``,
        then fade."""
        self.text = text
        self.set_look(look if look is not None else banner_looks(text)[0])
        self._fade.stop()
        self.setOpacity(1.0)
        self.setPos(at)
        self.setToolTip(text)
        self.update()
        self.show()
        self._hold.start(hold_ms)

    def plate(self) -> QRectF:
        """The banner's box in scene coordinates (without its shadow)."""
        return QRectF(self.pos(), self.look.size)

    def cut_short(self) -> None:
        """Fade now (marks came where it stands and no place is clear)."""
        if self.isVisible() and not self.fading():
            self._hold.stop()
            self._fade.start()

    def fading(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(QPointF(0, 0), self.look.size).adjusted(2, 2, -2, -4)
        paint_shadow(p, rect, 10)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        p.fillPath(path, PLATE)
        p.setPen(QPen(QColor(255, 226, 122, 160), 1.4))
        p.drawPath(path)
        inner = rect.adjusted(PAD_X - 2, 0, 2 - PAD_X, 0)
        line_h = inner.height() / len(self.look.lines)
        for row, line in enumerate(self.look.lines):
            box = QRectF(inner.left(), inner.top() + row * line_h, inner.width(), line_h)
            paint_text(p, box, line, self.look.px, INK, bold=True, elide=True)


class Announcements(ScenePart):
    """Mixed into TableScene: one banner per table."""

    _banner: Banner | None = None
    banner_items_read = 0  # the table's items looked at for the banner's blocks (counted by the tests)

    def announce(self, text: str) -> None:
        """Show ``text`` in the banner for a moment, at the place nearest the top centre of the table
        that is clear of what a player reads."""
        banner = self._banner
        if banner is None or banner.scene() is not self:
            banner = self._banner = Banner()
            self.addItem(banner)
        place = self._banner_place(text)
        if place is None:  # nowhere clear: at its own place, for a moment
            look = banner_looks(text, self._size[0] - 2 * EDGE)[-1]
            banner.show_text(text, self._banner_home(look.size), SHORT_HOLD_MS, look)
        else:
            banner.show_text(text, place[0], HOLD_MS, place[1])

    def banner_make_way(self) -> None:
        """The table changed under a showing banner (a move redrawn it, marks came): if it now covers
        something, it moves to a clear place or, with none, fades now."""
        banner = self._banner
        if banner is None or not banner.isVisible() or banner.fading() or banner.scene() is not self:
            return
        plate = banner.plate()
        if not any(plate.intersects(block) for block in self._banner_blocks(near=plate)):
            return
        place = self._banner_place(banner.text)
        if place is not None:
            banner.set_look(place[1])
            banner.setPos(place[0])
        else:
            banner.cut_short()

    def _banner_home(self, size: QSizeF) -> QPointF:
        """The banner's own place: centred near the top of the table."""
        width, height = self._size
        return QPointF(width / 2 - size.width() / 2, min(72.0, height * 0.09))

    def _table_rect(self) -> QRectF:
        width, height = self._size
        return QRectF(0, 0, width, height)

    def _banner_place(self, text: str) -> tuple[QPointF, Look] | None:
        """Where the banner goes now, and how large: the first of its looks that has a clear place, at
        the one nearest its own (None: no look has one)."""
        blocks = [_edges(r) for r in self._banner_blocks()]
        table = self._table_rect()
        for look in banner_looks(text, table.width() - 2 * EDGE):
            at = clear_place(self._banner_home(look.size), look.size, table, blocks)
            if at is not None:
                return at, look
        return None

    def _banner_blocks(self, near: QRectF | None = None) -> list[QRectF]:
        """Where the banner's plate must not come, in scene rectangles: every piece on the table (all it
        may paint, its parts too) and a label's words (its plate is room), each with GAP round it, and
        what a marking item names, with CLEARANCE (within the item's bounds). With ``near``: at least
        every block that meets that rectangle, read from the pieces by it only (issue 13: every move with
        a banner showing looked at every piece of the table, some 250 in Campaign Trail, to find the few
        under the banner)."""
        out: list[QRectF] = []
        if near is None:
            items = self.items()
            self.banner_items_read += len(items)
        else:
            reach = max(GAP, CLEARANCE) + 1
            area = near.adjusted(-reach, -reach, reach, reach)
            # the scene's index finds what stands there; a part stands for its piece (parts are not read)
            found = self.items(area, Qt.ItemSelectionMode.IntersectsItemBoundingRect)
            self.banner_items_read += len(found)
            items = list(dict.fromkeys(item.topLevelItem() for item in found))
        for item in items:
            if item is self._banner or not item.isVisible() or item.parentItem() is not None:
                continue
            keep = getattr(item, "keep_clear_of_banner", None)
            if callable(keep):
                out.extend(r.adjusted(-CLEARANCE, -CLEARANCE, CLEARANCE, CLEARANCE) for r in keep())
                continue
            rect = label_words(item) if isinstance(item, LabelItem) else _reach(item)
            if rect is not None:
                out.append(rect.adjusted(-GAP, -GAP, GAP, GAP))
        return out

    def announcement(self) -> str:
        """The banner's text while it shows ("" when none): tests and tools."""
        banner = self._banner
        return banner.text if banner is not None and banner.isVisible() else ""


def _reach(item: QGraphicsItem) -> QRectF:
    """How far ``item`` reaches on the table: all it may paint (a pile's caption under it, a card's price
    below it) with its parts (within it when it clips them)."""
    rect = item.sceneBoundingRect()
    if item.childItems() and not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape:
        rect = rect.united(item.mapRectToScene(item.childrenBoundingRect()))
    return rect


def label_words(label: LabelItem) -> QRectF | None:
    """Where a label's words stand on the table, as it paints them (None: it has none, a bare plate)."""
    if not label.text:
        return None
    rect = label.scene_rect()
    inner = rect.adjusted(8 if label.plate else 0, 0, -8 if label.plate else 0, 0)
    flags = int(label.align) | (int(Qt.TextFlag.TextWordWrap) if label.wrap else 0)
    px = fit_wrapped_px(label.text, inner, label.px, label.bold) if label.wrap else label.px
    words = QFontMetricsF(font(px, label.bold)).boundingRect(inner, flags, label.text)
    return words.intersected(rect) if label.wrap else words


def _edges(rect: QRectF) -> Rect:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def clear_place(home: QPointF, size: QSizeF, table: QRectF, blocks: Iterable[Rect]) -> QPointF | None:
    """The top left corner nearest ``home`` where a ``size`` banner lies on ``table`` (``EDGE`` inside
    it) and clear of every block (each grown by the room it keeps); None when there is none. A step
    sideways counts ``SIDEWAYS`` times a step down (the banner stays near the middle).

    Every clear place can slide towards home's row until it meets a block or the table's edge, so the
    rows tried are the home row, the top, the row under each block and the row over each; in each row,
    the free stretches between the blocks that reach into it give the place nearest ``home``'s x."""
    w, h = size.width(), size.height()
    left, right = table.left() + EDGE, table.right() - EDGE - w
    top, bottom = table.top() + EDGE, table.bottom() - EDGE - h
    if right < left or bottom < top:
        return None
    grown = [block for block in blocks if block[2] > block[0] and block[3] > block[1]]
    rows = {min(max(home.y(), top), bottom), top}
    rows.update(bb for _bl, _bt, _br, bb in grown if top <= bb <= bottom)
    rows.update(bt - h for _bl, bt, _br, _bb in grown if top <= bt - h <= bottom)
    best: tuple[float, float, float] | None = None
    for y in sorted(rows, key=lambda row: abs(row - home.y())):
        if best is not None and abs(y - home.y()) >= best[0]:
            break  # every row left is farther down (or up) than the best place is in all
        spans = sorted((bl - w, br) for bl, bt, br, bb in grown if bt < y + h and bb > y)
        x = _nearest_free(home.x(), left, right, spans)
        if x is not None:
            distance = math.hypot((x - home.x()) * SIDEWAYS, y - home.y())
            if best is None or distance < best[0]:
                best = (distance, x, y)
    return QPointF(best[1], best[2]) if best is not None else None


def _nearest_free(want: float, low: float, high: float, spans: list[tuple[float, float]]) -> float | None:
    """The x in [low, high] nearest ``want`` outside every open span (a, b), spans sorted by a."""
    best: float | None = None
    start = low
    for a, b in [*spans, (high, math.inf)]:
        end = min(a, high)
        if end >= start:
            x = min(max(want, start), end)
            if best is None or abs(x - want) < abs(best - want):
                best = x
        start = max(start, b)
        if start > high:
            break
    return best
