"""The coach's choices marked on the table: a ring around each piece or place a choice uses, with its
number (1 best, 2, 3) in a badge at the ring's corner.

Mixed into TableScene. The coach (ui/hint_coach.py) hands the scene the actions it suggests; the game's
scene says where each action is on the table (``hint_spots(action)``: scene rectangles of the pieces and
targets it uses, each game's own, empty for an action it cannot point at). The marks are laid out again
after every redraw and resize, and the coach clears them with the next move.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.actions import Action
from .scene_parts import ScenePart
from .table_items import paint_badge, paint_ring

# One colour per rank, told apart by their numbers as well (colour is never the only sign).
RANK_COLOURS = (QColor("#FFD166"), QColor("#7FD1F7"), QColor("#F4A6D7"))
INK = QColor("#1d1d1d")
BADGE_PX = 17.0
BADGE_STEP = 30.0  # badges of several choices on one spot sit side by side
Z = 1900.0  # above every piece, below the refusal note


class HintMark(QGraphicsObject):
    """One numbered ring around ``rect`` (scene coordinates); ``slot``: its badge's place on a shared spot."""

    def __init__(self, number: int, rect: QRectF, slot: int = 0, *, badge: bool = False) -> None:
        super().__init__()
        self.number = number
        self.rect = QRectF(rect)
        self.slot = slot
        self.badge = badge  # the number (above every ring, so no ring crosses a number) or the ring
        self.setZValue(Z - number if badge else Z - 50 - number)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a gesture
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        pad = BADGE_PX * 1.2
        return self.rect.adjusted(-pad, -pad, pad + self.slot * BADGE_STEP, pad)

    def badge_centre(self) -> QPointF:
        # On the ring's corner, half outside it, so the badge hides as little of the piece as it can.
        return QPointF(self.rect.left() - 2 + self.slot * BADGE_STEP, self.rect.top() - 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour = RANK_COLOURS[(self.number - 1) % len(RANK_COLOURS)]
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.badge:
            paint_badge(p, self.badge_centre(), str(self.number), BADGE_PX, colour, INK)
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
        return [(m.number, QRectF(m.rect)) for m in self._hint_items if m.badge and m.scene() is self]

    def _drop_hint_items(self) -> None:
        for item in self._hint_items:
            if item.scene() is self:
                self.removeItem(item)
        self._hint_items = []

    def _place_hint_marks(self) -> None:
        self._drop_hint_items()
        taken: dict[tuple[float, float, float, float], int] = {}
        items: list[HintMark] = []
        for number, action in enumerate(self._hint_actions, start=1):
            try:
                spots = self.hint_spots(action)
            except (KeyError, LookupError, ValueError, TypeError, AttributeError):
                spots = []  # a piece not on the table just now: the panel still names the choice
            seen: set[tuple[float, float, float, float]] = set()
            for rect in spots:
                key = (round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height()))
                if rect.isEmpty() or key in seen:
                    continue
                seen.add(key)
                slot = taken.get(key, 0)
                taken[key] = slot + 1
                for mark in (HintMark(number, rect, slot), HintMark(number, rect, slot, badge=True)):
                    self.addItem(mark)
                    items.append(mark)
        self._hint_items = items
