"""Rectangular table items: a box that can glow, dim, take focus and be clicked, a pill button and
a text label on the felt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from . import theme
from .table_look import CachedLook, report_hover, set_attributes
from .table_paint import FOCUS, GLOW, MARK, paint_dim, paint_glow, paint_refusal_mark, paint_ring
from .table_text import LEFT, fit_px, fit_wrapped_px, hints, paint_text, text_width


class Box(CachedLook, QGraphicsObject):
    """A rectangular table item that can glow, dim, take keyboard focus and be clicked."""

    GLOW_PEAK = 235  # the glow of the target under a dragged item (see paint_glow)
    GLOW_FILL = 70
    # A click handler shows only as the hover ring of a hovered box (set_clickable repaints for that):
    # offices and boards that turn clickable at each turn of the person keep their cached picture.
    QUIET = CachedLook.QUIET | {"on_click"}
    _bounds_for: tuple[float, float, float] | None = None  # what ``_bounds`` was made for
    _bounds = QRectF()
    # (clickable, accepts hover) as last told to Qt by set_clickable; None: not told yet.
    _click_state: tuple[bool, bool] | None = None

    def __init__(self, rect: QRectF | None = None) -> None:
        super().__init__()
        self._w = 10.0
        self._h = 10.0
        self.glow = False
        self.hot = False  # the target under a dragged item
        self.dim = False
        self.focused = False
        self.hovered = False
        self.marked = False  # part of the last move
        self.refusal_mark = ""  # while a piece is carried: NOT_NOW or NEVER when this target refuses it
        self.on_click: Callable[[], object] | None = None
        self._pressed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._cache_look()
        if rect is not None:
            self.set_rect(rect)

    def set_rect(self, rect: QRectF) -> None:
        if abs(rect.width() - self._w) > 0.01 or abs(rect.height() - self._h) > 0.01:
            self.prepareGeometryChange()
            self._w, self._h = rect.width(), rect.height()
            self.update()  # a new size is a new picture; a move only carries the cached one
        self.setPos(rect.topLeft())

    def rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def scene_rect(self) -> QRectF:
        return QRectF(self.pos(), self.rect().size())

    def margin(self) -> float:
        return 10.0

    def boundingRect(self) -> QRectF:
        # Qt asks every item in a repainted region for this, a few hundred calls a move from C++ into
        # Python: the rectangle is made again only when the size or the margin changed. Callers get the
        # kept object and must not change it in place (Qt copies it; Python code uses ``adjusted``).
        m = self.margin()
        key = (self._w, self._h, m)
        if key != self._bounds_for:
            self._bounds_for = key
            self._bounds = QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return path

    def corner(self) -> float:
        return 6.0

    def set_clickable(self, on_click: Callable[[], object] | None) -> None:
        was_clickable = self.on_click is not None
        self.on_click = on_click
        # Scenes call this for every box at every move, mostly with what it was already (a fresh handler
        # each turn): Qt is told only of a change (issue 13; a cursor set is a call into the scene's view).
        clickable = on_click is not None
        hover = clickable or bool(self.toolTip())
        state = self._click_state
        if state is None or state[0] != clickable:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        if state is None or state[1] != hover:
            self.setAcceptHoverEvents(hover)
        self._click_state = (clickable, hover)
        if on_click is None:
            self.hovered = False
        elif self.hovered and not was_clickable:
            self.update()  # the hover ring appears under the pointer

    def set_flags(self, **flags: bool) -> None:
        set_attributes(self, flags)  # a changed flag repaints (CachedLook)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()
        report_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()
        report_hover(self, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is None or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self._pressed = True

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, False
        if pressed and self.on_click is not None and self.rect().contains(event.pos()):
            self.on_click()

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        self.paint_content(p, self.rect())
        self.paint_overlays(p, self.rect())

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        raise NotImplementedError

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        radius = self.corner()
        if self.dim:
            paint_dim(p, rect, radius)
        if self.refusal_mark:
            paint_refusal_mark(p, rect, radius, self.refusal_mark)
        if self.marked:
            paint_ring(p, rect.adjusted(-2.5, -2.5, 2.5, 2.5), MARK, 3.0, radius + 2.5)
        if self.glow or self.hot:
            paint_glow(p, rect, radius, strong=self.hot, peak=self.GLOW_PEAK, fill=self.GLOW_FILL)
        elif self.hovered and self.on_click is not None:
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), GLOW, 2.0, radius + 2)
        if self.focused:
            paint_ring(p, rect.adjusted(-5, -5, 5, 5), FOCUS, 2.0, radius + 5, Qt.PenStyle.DashLine)


class ButtonItem(Box):
    """A pill button on the table."""

    DISABLED_INK = QColor("#C9CED2")

    def __init__(self, text: str = "", primary: bool = False) -> None:
        super().__init__()
        self.text = text
        self.primary = primary
        self.enabled = True
        self.px = 14.0
        self.setZValue(70)

    def corner(self) -> float:
        return self._h / 2

    def preferred_width(self) -> float:
        return text_width(self.text, self.px, True) + 2 * self.px + 8

    def set_enabled(self, enabled: bool, on_click: Callable[[], object] | None) -> None:
        self.enabled = enabled  # repaints only when it changes (CachedLook): the bar's buttons stay cached
        self.set_clickable(on_click if enabled else None)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        r = rect.adjusted(1, 1, -1, -1)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(r.translated(1.5, 2.5), r.height() / 2, r.height() / 2)
        if not self.enabled:
            fill, ink = QColor("#4A5258"), self.DISABLED_INK
        elif self.primary:
            fill, ink = (QColor("#F5B938") if self.hovered else theme.ACCENT), QColor("#1E1B16")
        else:
            fill, ink = (QColor("#F6F0E1") if self.hovered else QColor("#E4DAC3")), QColor("#1E1B16")
        p.setBrush(fill)
        p.setPen(QPen(fill.darker(150), 1.2))
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.restore()
        px = fit_px(self.text, r.width() - 12, self.px, True)
        paint_text(p, r.adjusted(6, 0, -6, 0), self.text, px, ink, bold=True, elide=True)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        if self.glow:
            paint_glow(p, rect, rect.height() / 2)
        if self.focused:
            paint_ring(p, rect.adjusted(-4, -4, 4, 4), FOCUS, 2.0, rect.height() / 2 + 4,
                       Qt.PenStyle.DashLine)


def buttons_from_right(bar: QRectF, shown: Sequence[ButtonItem], every: Sequence[ButtonItem], *,
                       least_w: float, inset: float, height: float = 36.0, gap: float = 8.0) -> float:
    """The instruction bar's buttons: ``shown`` in a row that ends ``inset`` from the bar's right edge,
    centred on its height, each as wide as its words and at least ``least_w``; the rest of ``every`` hidden.
    Returns the x the row leaves free (a ``gap`` left of its first button), where the instruction ends."""
    x = bar.right() - inset
    for button in reversed(shown):
        width = max(least_w, button.preferred_width())
        button.set_rect(QRectF(x - width, bar.top() + (bar.height() - height) / 2, width, height))
        x -= width + gap
    for button in every:
        button.setVisible(button in shown)
    return x


class LabelItem(Box):
    """Text on the felt (with an optional dark plate for contrast)."""

    PLATE_ALPHA = 160

    def __init__(self, px: float = 13.0, bold: bool = False, plate: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.px = px
        self.bold = bold
        self.plate = plate
        self.colour = QColor("#F4F4F4")
        self.align: Any = LEFT
        self.wrap = True

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if self.plate:
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(10, 20, 16, self.PLATE_ALPHA))
            p.drawRoundedRect(rect, 8, 8)
            p.restore()
        inner = rect.adjusted(8 if self.plate else 0, 0, -8 if self.plate else 0, 0)
        flags = int(self.align) | (int(Qt.TextFlag.TextWordWrap) if self.wrap else 0)
        # Wrapped text shrinks (never below 11 px) rather than spill out of its box:
        # translations run longer than the English they replace.
        px = fit_wrapped_px(self.text, inner, self.px, self.bold) if self.wrap and self.text else self.px
        paint_text(p, inner, self.text, px, self.colour, bold=self.bold, align=flags, elide=not self.wrap)
