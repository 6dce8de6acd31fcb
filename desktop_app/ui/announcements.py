"""The end of a round, turn or month said on the table, not only in the log: a short banner across the
top of the felt that fades after a moment (its words, and the log's headings, are in
ui/announce_texts.py).

A game names its progress through ``GameDefinition.progress`` (a unit and a number: "round 3"); the
turn controller compares it before and after each move and asks the scene to announce a change.

The banner never covers what the table points at: a guided lesson's marks (ui/pointing.py) and the coach's
rings (ui/hint_marks.py) say what they mark (``keep_clear_of_banner``), and the banner takes the place
nearest its own (top centre) that is clear of them, and moves when they do. Where no place is clear, it
stays only a moment (``SHORT_HOLD_MS``): the round's end is in the log as well.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .scene_parts import ScenePart
from .table_items import fit_px, paint_shadow, paint_text

BANNER_W = 420.0
BANNER_H = 46.0
SHADOW_BLEED = 8.0  # how far past the banner's box its shadow may reach (table_paint.paint_shadow)
HOLD_MS = 1800  # fully shown, then it fades
SHORT_HOLD_MS = 500  # the same when no place on the table is clear of the marks
CLEARANCE = 6.0  # the banner's plate keeps this far from a mark
STEP = 10.0  # the places tried, this far apart
FADE_MS = 700
PLATE = QColor(24, 30, 38, 225)
INK = QColor("#F4EBD0")


class Banner(QGraphicsObject):
    """The banner: a dark rounded plate with one line, above the table's pieces, fading away."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1900)  # under a refusal note (2000), over every piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a click
        self.text = ""
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
        return QRectF(0, 0, BANNER_W, BANNER_H).adjusted(-SHADOW_BLEED, -SHADOW_BLEED, SHADOW_BLEED,
                                                         SHADOW_BLEED)

    def show_text(self, text: str, at: QPointF, hold_ms: int = HOLD_MS) -> None:
        """Show ``text`` with the banner's top left corner at ``at`` for ``hold_ms``, then fade."""
        self.text = text
        self._fade.stop()
        self.setOpacity(1.0)
        self.setPos(at)
        self.setToolTip(text)
        self.update()
        self.show()
        self._hold.start(hold_ms)

    def plate(self) -> QRectF:
        """The banner's plate in scene coordinates (without its shadow)."""
        return QRectF(self.pos(), QRectF(0, 0, BANNER_W, BANNER_H).size())

    def cut_short(self) -> None:
        """Fade now (marks came where it stands and no place is clear)."""
        if self.isVisible() and not self.fading():
            self._hold.stop()
            self._fade.start()

    def fading(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, BANNER_W, BANNER_H).adjusted(2, 2, -2, -4)
        paint_shadow(p, rect, 10)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        p.fillPath(path, PLATE)
        p.setPen(QPen(QColor(255, 226, 122, 160), 1.4))
        p.drawPath(path)
        inner = rect.adjusted(12, 4, -12, -4)
        paint_text(p, inner, self.text, fit_px(self.text, inner.width(), 17.0, True), INK, bold=True)


class Announcements(ScenePart):
    """Mixed into TableScene: one banner per table."""

    _banner: Banner | None = None

    def announce(self, text: str) -> None:
        """Show ``text`` in the banner at the top of the table for a moment, clear of the marks."""
        banner = self._banner
        if banner is None or banner.scene() is not self:
            banner = self._banner = Banner()
            self.addItem(banner)
        at = self._banner_place()
        banner.show_text(text, at if at is not None else self._banner_home(),
                         HOLD_MS if at is not None else SHORT_HOLD_MS)

    def banner_make_way(self) -> None:
        """The marks on the table changed: a banner showing over one moves to a clear place, or, with
        none, fades now."""
        banner = self._banner
        if banner is None or not banner.isVisible() or banner.scene() is not self:
            return
        marks = self._banner_marks()
        if not any(_covers(banner.plate(), mark) for mark in marks):
            return
        at = best_place(self._banner_home(), self._table_rect(), marks)
        if at is not None:
            banner.setPos(at)
        else:
            banner.cut_short()

    def _banner_home(self) -> QPointF:
        """The banner's own place: centred near the top of the table."""
        width, height = self._size
        return QPointF(width / 2 - BANNER_W / 2, min(72.0, height * 0.09))

    def _table_rect(self) -> QRectF:
        width, height = self._size
        return QRectF(0, 0, width, height)

    def _banner_place(self) -> QPointF | None:
        """Where the banner goes now: its own place or the nearest clear of the marks (None: none is)."""
        return best_place(self._banner_home(), self._table_rect(), self._banner_marks())

    def _banner_marks(self) -> list[QRectF]:
        """What the banner keeps clear of, in scene rectangles: every item on the table that says so."""
        out: list[QRectF] = []
        for item in self.items():
            keep = getattr(item, "keep_clear_of_banner", None)
            if callable(keep) and item.isVisible():
                out.extend(keep())
        return out

    def announcement(self) -> str:
        """The banner's text while it shows ("" when none): tests and tools."""
        banner = self._banner
        return banner.text if banner is not None and banner.isVisible() else ""


def _covers(plate: QRectF, mark: QRectF) -> bool:
    return plate.adjusted(-CLEARANCE, -CLEARANCE, CLEARANCE, CLEARANCE).intersects(mark)


def best_place(home: QPointF, table: QRectF, marks: Iterable[QRectF]) -> QPointF | None:
    """The top left corner nearest ``home`` where the banner lies on ``table`` clear of every mark;
    ``home`` itself when nothing is marked; None when no place on the table is clear."""
    marks = [m for m in marks if not m.isEmpty()]
    plate = QRectF(home.x(), home.y(), BANNER_W, BANNER_H)
    if not any(_covers(plate, m) for m in marks):
        return home
    xs = _steps(home.x(), table.left() + 4, table.right() - 4 - BANNER_W)
    ys = _steps(home.y(), table.top() + 4, table.bottom() - 4 - BANNER_H)
    # nearest first; a step sideways counts a little more than one down (the banner stays centred)
    places = sorted(((x, y) for x in xs for y in ys),
                    key=lambda xy: math.hypot((xy[0] - home.x()) * 1.5, xy[1] - home.y()))
    for x, y in places:
        plate.moveTo(x, y)
        if not any(_covers(plate, m) for m in marks):
            return QPointF(x, y)
    return None


def _steps(start: float, low: float, high: float) -> list[float]:
    """``start`` and the places STEP apart from ``low`` to ``high`` (just ``start`` when it has no room)."""
    if high < low:
        return [start]
    count = int((high - low) // STEP)
    return [start, *(low + k * STEP for k in range(count + 1)), high]
