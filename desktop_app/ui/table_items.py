"""Generic pieces of a game table drawn with QPainter: fonts, text, shadows, glows, badges, boxes that
can be clicked and glow, buttons, labels and a movable object that is dragged with its own mouse
handlers.

Dragging is done in the item's mouse handlers (no QDrag), so it also works on the offscreen platform
used by the tests. Items never decide anything: they report presses, drags and clicks to their
scene through the callbacks GameScene declares: ``drag_started(item)``, ``drag_moved(item, scene_pos)``,
``drag_finished(item, scene_pos)``, ``item_clicked(item)`` and ``item_hovered(item, entered)``.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator
from typing import Any, Protocol, cast

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from ..resources import ResourceError, resources_dir
from . import theme

MIN_TEXT = 11.0
GLOW = QColor("#FFE27A")
MARK = QColor("#FF9F1C")
SELECT = QColor("#4ADE80")
FOCUS = QColor("#FFFFFF")
HOVER = QColor("#FFF4D6")  # the outline of a hovered card, which stays where it lies (issue 15)
# The paper and ink of printed card faces (Copernico and Copycat print on the same stock).
PAPER_LIGHT = QColor("#FBF6EA")
PAPER_DARK = QColor("#EDE3CC")
PAPER_INK = QColor("#1E1B16")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter

_family = "DejaVu Sans"
_fonts_ready = False


def ensure_fonts() -> None:
    """Register the bundled DejaVu fonts once (needs a running QGuiApplication)."""
    global _fonts_ready, _family
    if _fonts_ready:
        return
    _fonts_ready = True
    try:
        folder = resources_dir() / "fonts"
    except ResourceError:
        return
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        path = folder / name
        if path.exists():
            font_id = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            if families:
                _family = families[0]


def font(px: float, bold: bool = False) -> QFont:
    """The table font at ``px`` pixels, never below MIN_TEXT (STYLE: at least 11 px)."""
    f = QFont(_family)
    f.setPixelSize(max(int(round(px)), int(MIN_TEXT)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def text_width(text: str, px: float, bold: bool = False) -> float:
    return QFontMetricsF(font(px, bold)).horizontalAdvance(text)


def hints(p: QPainter) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)


# While a list, every text a table had to shorten with "…" is added to it (the 1280x800 layout test
# switches it on; None costs nothing while playing).
ELIDED: list[str] | None = None


def paint_text(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, *, bold: bool = False,
               align: Any = CENTRE, elide: bool = False) -> None:
    """Text in ``rect``; ``elide`` shortens one line with an ellipsis instead of clipping it. Wrapped
    text (``Qt.TextWordWrap`` in ``align``) with ``elide`` is cut at the rect's edges where it does not
    fit, and counts as shortened."""
    p.save()
    f = font(px, bold)
    p.setFont(f)
    p.setPen(colour)
    if elide and int(align) & int(Qt.TextFlag.TextWordWrap):
        if not fits_wrapped(text, rect, px, bold):
            if ELIDED is not None:
                ELIDED.append(text)
            p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    elif elide:
        shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        if shown != text and ELIDED is not None:
            ELIDED.append(text)
        text = shown
    p.drawText(rect, int(align), text)
    p.restore()


def fit_px(text: str, width: float, px: float, bold: bool = False) -> float:
    """The largest size up to ``px`` (not below MIN_TEXT) at which ``text`` fits in ``width``."""
    while px > MIN_TEXT and text_width(text, px, bold) > width:
        px -= 0.5
    return max(MIN_TEXT, px)


def fits_wrapped(text: str, rect: QRectF, px: float, bold: bool = False) -> bool:
    """Whether word-wrapped ``text`` at ``px`` fits inside ``rect``."""
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    box = QFontMetricsF(font(px, bold)).boundingRect(rect, flags, text)
    return box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5


def fit_wrapped_px(text: str, rect: QRectF, px: float, bold: bool = False) -> float:
    """The largest size up to ``px`` (not below MIN_TEXT) at which word-wrapped ``text`` fits ``rect``."""
    while px > MIN_TEXT and not fits_wrapped(text, rect, px, bold):
        px -= 0.5
    return max(MIN_TEXT, px)


def paint_shadow(p: QPainter, rect: QRectF, radius: float, lift: float = 0.0, *, drop: float = 2.0,
                 alphas: tuple[int, int, int] = (26, 42, 58)) -> None:
    """A soft shadow falling down and right (one light at the top left); lifted items cast it further.

    ``drop`` and ``alphas`` (outer to inner layer) let a game with heavier cards cast a deeper shadow.
    The three translucent layers are rasterised once per size and kept as a pixmap: a table repaints
    dozens of shadows, and antialiased translucent rounded rectangles are the slowest thing it draws."""
    offset = drop + lift * 0.8
    outer = 3.0 + lift * 0.5
    ratio = _device_ratio(p)
    pixmap = _shadow_pixmap(round(rect.width() * 4) / 4, round(rect.height() * 4) / 4, radius, outer,
                            alphas, ratio)
    pad = math.ceil(outer) + 1
    p.drawPixmap(QPointF(rect.left() + offset - pad, rect.top() + offset + 1 - pad), pixmap)


def _device_ratio(p: QPainter) -> float:
    device = p.device()
    return device.devicePixelRatioF() if device is not None else 1.0


_SHADOWS: dict[tuple[float, ...], QPixmap] = {}
_SHADOWS_MAX = 256  # distinct card and plate sizes on a table are few; this bounds a resizing session


def _shadow_pixmap(width: float, height: float, radius: float, outer: float, alphas: tuple[int, int, int],
                   ratio: float) -> QPixmap:
    key = (width, height, radius, outer, *alphas, ratio)
    pixmap = _SHADOWS.get(key)
    if pixmap is not None:
        return pixmap
    pad = math.ceil(outer) + 1
    pixmap = QPixmap(math.ceil((width + 2 * pad) * ratio), math.ceil((height + 2 * pad) * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    base = QRectF(pad, pad, width, height)
    for spread, alpha in zip((outer, 1.5, 0.0), alphas, strict=True):
        painter.setBrush(QColor(0, 0, 0, alpha))
        corner = radius + spread
        painter.drawRoundedRect(base.adjusted(-spread, -spread, spread, spread), corner, corner)
    painter.end()
    if len(_SHADOWS) >= _SHADOWS_MAX:
        _SHADOWS.pop(next(iter(_SHADOWS)))
    _SHADOWS[key] = pixmap
    return pixmap


def paint_ring(p: QPainter, rect: QRectF, colour: QColor, width: float, radius: float,
               style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
    p.save()
    pen = QPen(colour, width)
    pen.setStyle(style)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_glow(p: QPainter, rect: QRectF, radius: float, strong: bool = False, *, peak: int = 235,
               fill: int = 70) -> None:
    """The halo of a legal target while something is being dragged (strong: the one under it, its inner
    ring at alpha ``peak`` over a wash of alpha ``fill``)."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    for spread, alpha in ((7, 40), (5, 70), (3, 120), (1.5, peak if strong else 190)):
        p.setPen(QPen(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha), 2.5 if spread > 2 else 2.0))
        p.drawRoundedRect(rect.adjusted(-spread, -spread, spread, spread), radius + spread, radius + spread)
    if strong:
        p.setBrush(QColor(255, 226, 122, fill))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


# While a piece is carried, a target that refuses it is marked by why (engine/refusals.py's ``never``):
NOT_NOW_MARK = QColor("#F3C969")  # amber, dashed: it takes another piece, or this one at a later step
NEVER_MARK = QColor("#E8766B")  # red, crossed: it never takes a piece of this kind
NOT_NOW, NEVER = "not_now", "never"


def paint_refusal_mark(p: QPainter, rect: QRectF, radius: float, mark: str) -> None:
    """The mark of a refused drop target during a drag: a dashed amber ring ("not now") or a red ring
    with a cross in the corner ("never"), so the two are told apart before the drop."""
    if mark == NOT_NOW:
        paint_ring(p, rect.adjusted(-2, -2, 2, 2), NOT_NOW_MARK, 2.2, radius + 2, Qt.PenStyle.DashLine)
    elif mark == NEVER:
        paint_ring(p, rect.adjusted(-1.5, -1.5, 1.5, 1.5), NEVER_MARK, 1.6, radius + 1.5)
        size = max(6.0, min(14.0, min(rect.width(), rect.height()) * 0.22))
        corner = QRectF(rect.right() - size - 5, rect.top() + 5, size, size)
        p.save()
        p.setPen(QPen(NEVER_MARK, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(corner.topLeft(), corner.bottomRight())
        p.drawLine(corner.topRight(), corner.bottomLeft())
        p.restore()


def paint_pool(p: QPainter, rect: QRectF, alpha: int, height_share: float) -> None:
    """The pool of light under a standing piece that may be picked up (a worker, an employee)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha))
    p.drawEllipse(rect.center(), rect.width() * 0.75, rect.height() * height_share)
    p.restore()


def paint_dim(p: QPainter, rect: QRectF, radius: float, alpha: int = 130, *,
              shade: tuple[int, int, int] = (15, 18, 24)) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(*shade, alpha))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_back_plate(p: QPainter, rect: QRectF, radius: float, light: QColor, dark: QColor,
                     edge: QColor) -> None:
    """The base of a card back: lit from the top left (``light`` fading to ``dark``), with a thin ``edge``."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, light)
    grad.setColorAt(1.0, dark)
    p.save()
    p.setBrush(QBrush(grad))
    p.setPen(QPen(edge, 1.2))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_marks(p: QPainter, rect: QRectF, radius: float, *, dim: bool = False, marked: bool = False,
                glow: bool = False, strong: bool = False, dimmer: Callable[..., None] = paint_dim,
                glower: Callable[..., None] = paint_glow) -> None:
    """The marks every table puts over a card, in this order: dimmed (not usable now), ringed (part of the
    last move), glowing (a legal target; ``strong``: the one under the drag). A game with its own dim or
    glow settings passes its painters."""
    if dim:
        dimmer(p, rect, radius, 120)
    if marked:
        paint_ring(p, rect.adjusted(-2.5, -2.5, 2.5, 2.5), MARK, 3.0, radius + 2.5)
    if glow:
        glower(p, rect, radius, strong=strong)


def set_attributes(target: object, flags: dict[str, Any]) -> bool:
    """Sets each named attribute of ``target``; whether any of them changed (so the caller repaints once)."""
    changed = False
    for name, value in flags.items():
        if getattr(target, name) != value:
            setattr(target, name, value)
            changed = True
    return changed


def paint_badge(p: QPainter, centre: QPointF, text: str, px: float, fill: QColor, ink: QColor, *,
                whole_pixels: bool = False) -> QRectF:
    """A pill-shaped label centred on ``centre`` (``whole_pixels``: the text measured in whole pixels)."""
    f = font(px, True)
    p.save()
    p.setFont(f)
    metrics = p.fontMetrics() if whole_pixels else QFontMetricsF(f)
    advance = metrics.horizontalAdvance(text)
    width = advance + px * 1.1
    height = px * 1.55
    r = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    p.setPen(QPen(fill.darker(160), 1.0))
    p.setBrush(fill)
    p.drawRoundedRect(r, height / 2, height / 2)
    p.setPen(ink)
    p.drawText(r, int(CENTRE), text)
    p.restore()
    return r


def star_path(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star (or a gear) of ``points`` tips alternating ``outer`` and ``inner`` radii, first tip up."""
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + i * 180 / points)
        point = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def row_lefts(area: QRectF, count: int, item_w: float, *, spacing: float, min_step: float,
              align_left: bool) -> list[float]:
    """The left edges of ``count`` items ``item_w`` wide in a row inside ``area``: ``spacing`` apart,
    overlapping (down to ``min_step`` apart) when they do not fit; centred unless ``align_left``."""
    if count <= 0:
        return []
    step = item_w + spacing
    if count > 1 and item_w + (count - 1) * step > area.width():
        step = max(min_step, (area.width() - item_w) / (count - 1))
    total = item_w + (count - 1) * step
    x0 = area.left() if align_left else area.left() + max(0.0, (area.width() - total) / 2)
    return [x0 + i * step for i in range(count)]


def _report_hover(item: QGraphicsObject, entered: bool) -> None:
    handler = getattr(item.scene(), "item_hovered", None)
    if handler is not None:
        handler(item, entered)


_MISSING = object()
# While a scene dresses its items (see :func:`dressing`): each item touched, with the value each
# public attribute had before the first change. None when no dressing is under way.
_dressing: dict[int, tuple[CachedLook, dict[str, Any]]] | None = None


def _differs(old: Any, new: Any) -> bool:
    if old is _MISSING:
        return True
    if callable(old) and callable(new):
        return False  # a handler swapped for another handler draws the same
    try:
        return bool(old != new)
    except Exception:  # a value that does not compare
        return True


@contextlib.contextmanager
def dressing() -> Iterator[None]:
    """Set many items' attributes, then repaint only the items whose attributes end up changed.

    A scene dresses an item by resetting its flags and setting those that apply ("no tag; the price
    tag"): without this, the passing reset would drop the cache of every card on the table at each
    move although nothing on them changed. Nested dressings join the outermost."""
    global _dressing
    if _dressing is not None:
        yield
        return
    _dressing = {}
    try:
        yield
    finally:
        batch, _dressing = _dressing, None
        for item, before in batch.values():
            if any(_differs(old, getattr(item, name, _MISSING)) for name, old in before.items()):
                with contextlib.suppress(RuntimeError):  # the Qt item is gone already
                    item.update()  # type: ignore[attr-defined]


class CachedLook:
    """A table item drawn once into a pixmap and blitted until it changes (DeviceCoordinateCache).

    A repaint of the table is then copies: the soft shadows and rounded plates are not rasterised again
    every frame, and a glide moves a pixmap. The cache must be dropped whenever the look changes, so
    setting any public attribute to a new value (``glow``, ``dim``, ``marked``, a game's ``tag``...)
    repaints the item: scenes need not remember to call update() after dressing one. Attributes in
    ``QUIET`` steer the mouse, not the picture, and a handler swapped for another handler (a fresh
    ``partial`` each turn) draws the same: neither repaints."""

    QUIET: frozenset[str] = frozenset({"explain_press", "base_z"})

    def _cache_look(self) -> None:
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # type: ignore[attr-defined]

    def __setattr__(self, name: str, value: Any) -> None:
        if name[0] != "_" and name not in self.QUIET:
            old = getattr(self, name, _MISSING)
            if _dressing is not None:
                before = _dressing.setdefault(id(self), (self, {}))[1]
                before.setdefault(name, old)
                super().__setattr__(name, value)
                return
            changed = _differs(old, value)
            super().__setattr__(name, value)
            if changed:
                # RuntimeError: set before the Qt item exists (early in a subclass's __init__)
                with contextlib.suppress(RuntimeError):
                    self.update()  # type: ignore[attr-defined]
            return
        super().__setattr__(name, value)


class Box(CachedLook, QGraphicsObject):
    """A rectangular table item that can glow, dim, take keyboard focus and be clicked."""

    GLOW_PEAK = 235  # the glow of the target under a dragged item (see paint_glow)
    GLOW_FILL = 70

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
        m = self.margin()
        return self.rect().adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return path

    def corner(self) -> float:
        return 6.0

    def set_clickable(self, on_click: Callable[[], object] | None) -> None:
        self.on_click = on_click
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on_click else Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(on_click is not None or bool(self.toolTip()))
        self.setCursor(Qt.CursorShape.PointingHandCursor if on_click else Qt.CursorShape.ArrowCursor)
        if on_click is None:
            self.hovered = False

    def set_flags(self, **flags: bool) -> None:
        set_attributes(self, flags)  # a changed flag repaints (CachedLook)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()
        _report_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()
        _report_hover(self, False)

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


class PieceHost(Protocol):
    """What a movable piece asks of its scene (ui/scene_base.GameScene provides it)."""

    def item_refused(self, item: Any) -> None: ...
    def drag_started(self, item: Any) -> None: ...
    def drag_moved(self, item: Any, scene_pos: QPointF) -> None: ...
    def drag_finished(self, item: Any, scene_pos: QPointF) -> None: ...
    def item_clicked(self, item: Any) -> None: ...


class MovableObject(CachedLook, QGraphicsObject):
    """An item that glides between places (150-300 ms, scaled by the scene) and can be dragged.

    ``scale_to`` animates the item's scale too, so a card can shrink as it moves into a smaller pile.
    """

    SIZE_SNAP = 0.05  # a size change smaller than this jumps instead of animating

    def __init__(self) -> None:
        super().__init__()
        self.draggable = False
        self.clickable = False
        self.explain_press = False  # pressed while it cannot move: the scene's item_refused says why
        self.dragging = False
        self.hovered = False
        self.base_z = 0.0
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._anims: dict[bytes, QPropertyAnimation] = {}
        self.setAcceptHoverEvents(True)
        self._cache_look()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # -- motion -------------------------------------------------------------
    def _get_size(self) -> float:
        return self.size_value()

    def _set_size(self, value: float) -> None:
        self.set_size_value(value)

    def size_value(self) -> float:
        return 1.0

    def set_size_value(self, value: float) -> None:
        pass

    itemSize = Property(float, _get_size, _set_size)

    def stop_motion(self) -> None:
        for anim in self._anims.values():
            anim.stop()
        self._anims.clear()

    def move_to(self, pos: QPointF, size: float | None, duration_ms: int) -> None:
        """Glide to ``pos`` (and ``size``); 0 ms jumps there. A dragged item stays under the pointer."""
        if self.dragging:
            return
        targets: dict[bytes, Any] = {b"pos": QPointF(pos)}
        if size is not None:
            targets[b"itemSize"] = float(size)
        for prop, target in targets.items():
            current = self.pos() if prop == b"pos" else self.size_value()
            running = self._anims.get(prop)
            if running is not None and running.state() == QPropertyAnimation.State.Running:
                if running.endValue() == target:
                    continue
                running.stop()
            same = ((current - target).manhattanLength() < 0.5 if prop == b"pos"
                    else abs(current - target) < self.SIZE_SNAP)
            if duration_ms <= 0 or same:
                self._anims.pop(prop, None)
                if prop == b"pos":
                    self.setPos(target)
                else:
                    self.set_size_value(target)
                continue
            anim = QPropertyAnimation(self, prop, self)
            anim.setDuration(duration_ms)
            anim.setStartValue(current)
            anim.setEndValue(target)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._anims[prop] = anim
            anim.start()

    def is_moving(self) -> bool:
        return any(a.state() == QPropertyAnimation.State.Running for a in self._anims.values())

    def target_pos(self) -> QPointF:
        anim = self._anims.get(b"pos")
        if anim is not None and anim.state() == QPropertyAnimation.State.Running:
            return anim.endValue()
        return self.pos()

    # -- the mouse ---------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        if not self.dragging:
            self.setZValue(self.base_z + 100)  # a hovered card in a fanned row comes out whole
        self.update()
        _report_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        if not self.dragging:
            self.setZValue(self.base_z)
        self.update()
        _report_hover(self, False)

    def _host(self) -> PieceHost:
        return cast(PieceHost, self.scene())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.explain_press and not (
                self.draggable or self.clickable):
            event.accept()  # a piece that cannot move now: the scene says why (ui/refusal_note.py)
            self._host().item_refused(self)
            return
        if event.button() != Qt.MouseButton.LeftButton or not (self.draggable or self.clickable):
            event.ignore()
            return
        event.accept()
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        scene = self._host()
        if not self.dragging:
            # The platform's drag distance, measured on screen so zooming does not change it.
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self.stop_motion()
            self.dragging = True
            self.setZValue(900)
            self.update()
            scene.drag_started(self)
        self.setPos(event.scenePos() - self._grab)
        scene.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, dragging = self._press, self.dragging
        self._press = None
        scene = self._host()
        if dragging:
            self.dragging = False
            self.update()
            scene.drag_finished(self, event.scenePos())
        elif press is not None and self.clickable:
            scene.item_clicked(self)


class SizedPiece(MovableObject):
    """A MovableObject whose animated size (``itemSize``) is its height in scene units."""

    def __init__(self, height: float) -> None:
        super().__init__()
        self._h = float(height)

    @property
    def height(self) -> float:
        return self._h

    def size_value(self) -> float:
        return self._h

    def set_size_value(self, value: float) -> None:
        if abs(value - self._h) < 0.01:
            return
        self.prepareGeometryChange()
        self._h = float(value)
        self.update()


class CardPiece(SizedPiece):
    """A card that moves: ``RATIO`` (width / height) gives its width; only the card itself takes the mouse."""

    RATIO = 63 / 88

    @property
    def width(self) -> float:
        return self._h * self.RATIO

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self._h)

    def scene_card_rect(self) -> QRectF:
        return self.mapRectToScene(self.card_rect())

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path


class FacedCardPiece(CardPiece):
    """A card shown face up or face down; ``card_id`` is None when the viewer may not know which card."""

    def __init__(self, card_id: str | None, height: float, *, face_up: bool = True) -> None:
        super().__init__(height)
        self.card_id = card_id
        self.face_up = face_up and card_id is not None

    def set_identity(self, card_id: str | None, face_up: bool) -> None:
        face_up = face_up and card_id is not None
        if card_id != self.card_id or face_up != self.face_up:
            self.card_id = card_id
            self.face_up = face_up
            self.identity_changed()
            self.update()

    def identity_changed(self) -> None:
        """Called when the card shown changes, before it is repainted (a game refreshes its tooltip here)."""
