"""The pieces of the map: a state's shape, its number badge, the callout box of a small state and the
leader line between them.

Shapes live in map units under the map layer's one transform. Text is designed in screen pixels at the
fitted size (``MapLayer.unit`` map units per pixel), so it is readable at 1280 × 800 whatever the map's
size, and grows only gently when the player zooms in. Items decide nothing: presses, hovers and keys go
to the layer, which emits the state's code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import (
    CENTRE,
    FOCUS,
    GLOW,
    LEFT,
    RIGHT,
    hints,
    paint_text,
    set_attributes,
    text_width,
)
from . import scene_patterns as patterns
from .display import StateDisplay
from .map_data import StateShape
from .scene_map_glow import GlowItem
from .scene_map_looks import (
    BORDER,
    DIM,
    cache_picture,
    cosmetic,
    paint_adornments,
    paint_callout_box,
    under_overlay,
)
from .scene_map_texts import margin_text

if TYPE_CHECKING:
    from .scene_map_layer import MapLayer

TAG_FILL = QColor("#FFE27A")
TAG_INK = QColor("#1E1B16")
BADGE_FILL = QColor(250, 247, 238, 235)
BADGE_INK = QColor("#111111")
EV_PX = 13.0
SMALL_PX = 11.0
MARGIN_INK = QColor("#333333")
DIMMED_BADGE = 0.55  # opacity of a dimmed state's badge


def state_path(shape: StateShape) -> QPainterPath:
    """All rings of a state in one path; odd-even filling cuts the holes."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in shape.polygons:
        for ring in polygon:
            path.moveTo(ring[0], ring[1])
            for i in range(2, len(ring), 2):
                path.lineTo(ring[i], ring[i + 1])
            path.closeSubpath()
    return path


def paint_tag(p: QPainter, anchor: QPointF, text: str, *, right_of: bool = False) -> QRectF:
    """The highlight label ("$2", "+1") as a gold pill, in pixel units; centred above ``anchor``
    (or starting right of it). Returns its rectangle."""
    w = text_width(text, SMALL_PX + 1, True) + 10
    h = 17.0
    if right_of:
        r = QRectF(anchor.x(), anchor.y() - h / 2, w, h)
    else:
        r = QRectF(anchor.x() - w / 2, anchor.y() - h, w, h)
    p.save()
    p.setPen(QPen(TAG_FILL.darker(170), 1.0))
    p.setBrush(TAG_FILL)
    p.drawRoundedRect(r, h / 2, h / 2)
    p.restore()
    _label(p, r, text, SMALL_PX + 1, TAG_INK)
    return r


def _label(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, align: Any = None) -> None:
    """A label's bold text through the table's text painter, shortened with "…" (and listed for the layout
    tests, tests/text_fit.py) where it is wider than ``rect``; measured first (the widths are kept), so a
    text that fits is drawn without eliding it."""
    elide = text_width(text, px, True) > rect.width()
    paint_text(p, rect, text, px, colour, bold=True, align=CENTRE if align is None else align, elide=elide)


class _Pointer:
    """Mouse behaviour shared by everything that stands for a state: a click activates it, a drag pans
    the map, hovering reports it. Mixed into QGraphicsItem subclasses."""

    code: str
    layer: MapLayer
    _press: QPointF | None
    _panning: bool

    def _init_pointer(self) -> None:
        item: Any = self
        item.setAcceptHoverEvents(True)
        item.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        item.setCursor(Qt.CursorShape.PointingHandCursor)
        self._press = None
        self._panning = False

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.layer.pointer_hover(self.code, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.layer.pointer_hover(self.code, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self._press = event.scenePos()
        self._panning = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Two quick clicks (placing voters one at a time, or two states in a row) are two clicks.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._panning:
            # The platform's drag distance, on screen, as for cards: a shaky click stays a click at any zoom.
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            self._panning = moved.manhattanLength() >= QApplication.startDragDistance()
        if self._panning:
            self.layer.pointer_pan(event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, panning = self._press, self._panning
        self._press, self._panning = None, False
        if pressed is not None and not panning:
            self.layer.activate(self.code, focus=True)


class StateItem(_Pointer, QGraphicsPathItem):
    """One state's shape: filled with its controller's colour and pattern, outlined, and dimmed,
    highlighted, hovered or focused as the layer says."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, layer: MapLayer, shape: StateShape) -> None:
        super().__init__(state_path(shape), layer)
        self.layer = layer
        self.code = shape.code
        self.shape_data = shape
        self.display: StateDisplay | None = None
        self.highlighted = False
        self.dimmed = False
        self.hovered = False
        self.marked = False
        self.refusal = ""  # while a piece is carried: NOT_NOW or NEVER when this state refuses it
        self._hit: tuple[float, QPainterPath] | None = None
        self._bounds: tuple[float, QRectF] | None = None  # the bounding rectangle at a map scale
        self._painted: tuple[object, ...] = self._look()
        self._init_pointer()
        cache_picture(self)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setPen(cosmetic(BORDER, 1.0))
        self.setZValue(1)
        self.glow = GlowItem(self)

    def set_state(self, **flags: Any) -> bool:
        """Set the layer's flags; whether any changed (the state is repainted only if its own picture
        changed: the dim of a state under its dim item is the dim item's, see scene_map_dim)."""
        if set_attributes(self, flags):
            # A highlighted or hovered state comes up so its outline is not hidden under a neighbour's.
            self.setZValue(3 if self.hovered or self.hasFocus() else 2 if self.highlighted else 1)
            self.glow.follow()
            look = self._look()
            if look != self._painted:
                self._painted = look
                self.update()
            return True
        return False

    def _look(self) -> tuple[object, ...]:
        """The flags this item's own picture shows (focus repaints it from the focus events): a state
        under its dim item shows the same picture as when it is not dimmed, and a highlighted one the
        same as when it is not, its glow item showing over it (unless hovered: ``glow_inside``)."""
        return (self.dimmed and not under_overlay(self), self.glow_inside(), self.hovered, self.marked,
                self.refusal)

    def glow_inside(self) -> bool:
        """Whether the glow is drawn in this state's own picture: only under its hover or focus ring,
        which lie over the glow (a focused state repaints from its focus events)."""
        return self.highlighted and (self.hovered or self.hasFocus())

    def controller(self) -> str | None:
        return self.display.controller if self.display is not None else None

    def shape(self) -> QPainterPath:
        # Thin states and islands are hard to hit: their outline counts too, a few pixels wide.
        unit = self.layer.unit
        if self._hit is None or self._hit[0] != unit:
            stroker = QPainterPathStroker()
            stroker.setWidth(3.0 * unit)
            self._hit = (unit, self.path().united(stroker.createStroke(self.path())))
        return self._hit[1]

    def boundingRect(self) -> QRectF:
        # Asked by the scene's index and every paint near the state; the outline never changes, so the
        # rectangle is kept per map scale.
        unit = self.layer.unit
        if self._bounds is None or self._bounds[0] != unit:
            m = 4.0 * unit
            self._bounds = (unit, self.path().boundingRect().adjusted(-m, -m, m, m))
        return QRectF(self._bounds[1])

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.layer.reveal.holds(self):
            return
        hints(p)
        path = self.path()
        party = self.controller()
        fills = self.layer.fill_pictures(party) if party is not None else None
        if fills is not None:  # a copy of the map's prepared fill (scene_map_fills)
            fills.paint(p, self.code, path)
            p.setPen(Qt.PenStyle.NoPen)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(patterns.fill_colour(party))
            p.drawPath(path)
            if party is not None:
                p.setBrush(patterns.pattern_brush(party, p.worldTransform().m11()))
                p.drawPath(path)
        if self.dimmed and not under_overlay(self):  # else its dim item lays the dim over this picture
            p.setBrush(DIM)
            p.drawPath(path)
        paint_adornments(p, self, path)
        if self.glow_inside():
            self.layer.glows.paint(p, self.code, path)
        if self.hovered:
            p.setPen(cosmetic(QColor("#FFFFFF"), 2.6))
            p.drawPath(path)
        if self.hasFocus():
            p.setPen(cosmetic(FOCUS, 2.0, Qt.PenStyle.DashLine))
            p.drawPath(path)

    # -- the keyboard ------------------------------------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        self.setZValue(3)
        self.glow.follow()
        self._painted = self._look()
        self.update()
        self.layer.focus_changed(self.code, True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.setZValue(2 if self.highlighted else 1)
        self.glow.follow()
        self._painted = self._look()
        self.update()
        self.layer.focus_changed(self.code, False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        steps = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                 Qt.Key.Key_Down: (0, 1)}
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                          | Qt.KeyboardModifier.ShiftModifier))
        if key in steps and plain:
            self.layer.move_focus(self.code, *steps[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.layer.activate(self.code, focus=False)
        else:
            event.ignore()  # zoom and pan keys go on to the map viewport


class StateLabel(_Pointer, QGraphicsObject):
    """The state's badge at its label point: EV in bold, the controller's lead below ("D+3"), and the
    highlight tag above. Clicking it is clicking the state."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, layer: MapLayer, code: str, at: QPointF) -> None:
        super().__init__(layer)
        self.layer = layer
        self.code = code
        self.setPos(at)
        self.setZValue(10)
        # The numbers this badge shows: the state's, handed over by the layer together with the badges'
        # new places (MapLayer.show_badges), so a badge never shows new numbers at its old place.
        self.shown: StateDisplay | None = None
        self._measured: tuple[StateDisplay | None, QRectF] | None = None
        self._bounds: tuple[StateDisplay | None, float, QRectF] | None = None
        self._shape: tuple[StateDisplay | None, float, QPainterPath] | None = None
        self._init_pointer()
        cache_picture(self)

    def show_display(self, display: StateDisplay | None, tooltip: str) -> None:
        """Show these numbers from now on (the layer moves the badges apart right after)."""
        if display != self.shown:
            self.prepareGeometryChange()
            for child in self.childItems():  # the tag: its room and place follow the badge's
                child.prepareGeometryChange()
                child.update()
            self.shown = display
            self.setToolTip(tooltip)
            self.update()

    def _badge(self) -> QRectF:
        """The badge in pixel units, centred on the label point (measured once per display: the scene
        asks for it in every bounding box and repaint)."""
        display = self.shown
        if self._measured is not None and self._measured[0] is display:
            return QRectF(self._measured[1])
        ev = str(display.ev) if display is not None else "?"
        margin = margin_text(display) if display is not None else ""
        w = max(text_width(ev, EV_PX, True), text_width(margin, SMALL_PX, True) if margin else 0.0) + 8
        h = EV_PX + 5 + (SMALL_PX + 1 if margin else 0)
        badge = QRectF(-w / 2, -h / 2, w, h)
        self._measured = (display, QRectF(badge))
        return badge

    def badge_size(self) -> tuple[float, float]:
        """The badge's width and height in pixels (for setting badges apart: scene_map_spread)."""
        badge = self._badge()
        return badge.width(), badge.height()

    def set_dimmed(self, dimmed: bool) -> None:
        """A dimmed state's badge is its picture at lower opacity: the cached picture is reused."""
        self.setOpacity(DIMMED_BADGE if dimmed else 1.0)

    def _px_scale(self) -> float:
        return self.layer.label_unit()

    def px_scale(self) -> float:
        """Map units per pixel of the badge (its tag draws at the same scale)."""
        return self._px_scale()

    def badge_rect(self) -> QRectF:
        """The badge in pixel units, centred on the label point."""
        return self._badge()

    def boundingRect(self) -> QRectF:
        s = self._px_scale()
        display = self.shown
        # kept per display and scale (the scene asks at every paint near the badge and at each index update)
        if self._bounds is not None and self._bounds[0] is display and self._bounds[1] == s:
            return QRectF(self._bounds[2])
        badge = self._badge()
        tag_w = 60.0  # room for the widest highlight tag
        r = QRectF(-tag_w / 2, badge.top() - 19, tag_w, badge.height() + 21).united(badge)
        r.adjust(-5, -5, 5, 5)
        bounds = QRectF(r.left() * s, r.top() * s, r.width() * s, r.height() * s)
        self._bounds = (display, s, QRectF(bounds))
        return bounds

    def shape(self) -> QPainterPath:
        # kept per display and scale, as the bounds: asked by hit tests and by the pawns, which stand
        # clear of every badge (scene areas: some 50 badges at every move and repaint)
        s = self._px_scale()
        display = self.shown
        if self._shape is not None and self._shape[0] is display and self._shape[1] == s:
            return QPainterPath(self._shape[2])
        b = self._badge()
        path = QPainterPath()
        path.addRect(QRectF(b.left() * s, b.top() * s, b.width() * s, b.height() * s))
        self._shape = (display, s, QPainterPath(path))
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        display = self.shown
        if self.layer.reveal.holds(self):
            return
        if display is None:
            return
        hints(p)
        p.save()
        p.scale(self._px_scale(), self._px_scale())
        b = self._badge()
        p.setPen(QPen(QColor(0, 0, 0, 150), 1.0))
        p.setBrush(BADGE_FILL)
        p.drawRoundedRect(b, 4, 4)
        # through the table's text painter, which lists a cut for the layout tests (tests/text_fit.py)
        _label(p, QRectF(b.left(), b.top() + 1, b.width(), EV_PX + 3), str(display.ev), EV_PX, BADGE_INK)
        margin = margin_text(display)
        if margin:
            _label(p, QRectF(b.left(), b.top() + EV_PX + 2, b.width(), SMALL_PX + 3), margin, SMALL_PX,
                   MARGIN_INK)
        p.restore()  # the tag over the badge is an item of its own (scene_map_tags)


class CalloutItem(_Pointer, QGraphicsObject):
    """A labelled box in the Atlantic for a state too small to click or label on the map: its code,
    EV and lead over the controller's fill and pattern. It behaves as the state itself."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, layer: MapLayer, code: str) -> None:
        super().__init__(layer)
        self.layer = layer
        self.code = code
        self._rect = QRectF()
        # The box's looks, keyed by all they show: as the turn passes a callout's highlight, dim or ring
        # comes and goes, and the box came back to a look it had shown a move before.
        self._looks = ExactPictures(keep=6)
        self.setZValue(12)
        self._init_pointer()
        cache_picture(self)

    def set_box(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def box(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        m = 6.0 * self.layer.unit
        tag_w = self.layer.shapes.column.tag_room * self.layer.unit
        return self._rect.adjusted(-m, -m, m + tag_w, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.layer.reveal.holds(self):
            return
        state = self.layer.state_item(self.code)
        display = state.display
        hints(p)
        look = (display, state.dimmed and not under_overlay(state), state.marked, state.highlighted,
                state.hovered, state.hasFocus(), self.layer.tag(self.code), self.layer.unit,
                self._rect.x(), self._rect.y(), self._rect.width(), self._rect.height())
        self._looks.paint(p, look, self.boundingRect(), lambda q: self._paint_look(q, state))

    def _paint_look(self, p: QPainter, state: StateItem) -> None:
        """The box as ``paint`` keys it: fill, pattern, figures, dim, border, rings and the tag."""
        display = state.display
        party = display.controller if display is not None else None
        hints(p)
        r = self._rect
        radius = 3.0 * self.layer.unit
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(r.translated(1.5 * self.layer.unit, 2.0 * self.layer.unit), radius, radius)
        p.setBrush(patterns.fill_colour(party))
        p.drawRoundedRect(r, radius, radius)
        if party is not None:
            p.setBrush(patterns.pattern_brush(party, p.worldTransform().m11()))
            p.drawRoundedRect(r, radius, radius)
        # The text sits on a paper strip so it reads on every party's fill and pattern.
        u = self.layer.unit
        strip = r.adjusted(3 * u, 3 * u, -3 * u, -3 * u)
        p.setBrush(BADGE_FILL)
        p.drawRoundedRect(strip, radius, radius)
        p.restore()
        p.save()
        p.translate(strip.topLeft())
        p.scale(u, u)
        w, h = strip.width() / u, strip.height() / u
        if display is not None:
            top = QRectF(4, 0, w - 8, h / 2 + 2 if margin_text(display) else h)
            # through the table's text painter (tests/text_fit.py sees a cut): the EV at the right, the
            # code in the room left of it, shortened rather than run under the EV
            ev = str(display.ev)
            _label(p, top, ev, EV_PX, BADGE_INK, RIGHT)
            code_room = top.adjusted(0, 0, -text_width(ev, EV_PX, True) - 3, 0)
            _label(p, code_room, self.code, EV_PX, BADGE_INK, LEFT)
            margin = margin_text(display)
            if margin:
                _label(p, QRectF(4, h / 2, w - 8, h / 2), margin, SMALL_PX, MARGIN_INK)
        p.restore()
        # A dimmed callout under the dim items gets its dim from its own dim item.
        paint_callout_box(p, r, radius, state.dimmed and not under_overlay(state), state.marked)
        if state.highlighted:
            p.setPen(cosmetic(GLOW, 2.4))
            p.drawRoundedRect(r, radius, radius)
        if state.hovered:
            p.setPen(cosmetic(QColor("#FFFFFF"), 2.6))
            p.drawRoundedRect(r, radius, radius)
        if state.hasFocus():
            p.setPen(cosmetic(FOCUS, 2.0, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r.adjusted(-3 * u, -3 * u, 3 * u, 3 * u), radius, radius)
        tag = self.layer.tag(self.code)
        if tag:
            p.save()
            p.translate(QPointF(r.right() + 4 * u, r.center().y()))
            p.scale(u, u)
            paint_tag(p, QPointF(0, 0), tag, right_of=True)
            p.restore()


class LeaderLine(QGraphicsItem):
    """A thin line from a small state to its callout box, with a dot on the state."""

    held = False  # a new map's part paints nothing until let go (scene_map_reveal)

    def __init__(self, layer: MapLayer, code: str, start: QPointF) -> None:
        super().__init__(layer)
        self.layer = layer
        self.code = code
        self.line = QLineF(start, start)
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_picture(self)

    def set_end(self, end: QPointF) -> None:
        if end != self.line.p2():
            self.prepareGeometryChange()
            self.line.setP2(end)
            self.update()

    def boundingRect(self) -> QRectF:
        m = 4.0 * self.layer.unit
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.layer.reveal.holds(self):
            return
        hints(p)
        state = self.layer.state_item(self.code)
        colour = QColor("#F4F1E8") if not state.dimmed else QColor(244, 241, 232, 90)
        if state.highlighted:
            colour = GLOW
        p.setPen(cosmetic(QColor(0, 0, 0, 120), 3.0))
        p.drawLine(self.line)
        p.setPen(cosmetic(colour, 1.4))
        p.drawLine(self.line)
        p.setPen(cosmetic(QColor("#111111"), 1.0))
        p.setBrush(colour)
        r = 2.2 * self.layer.unit
        p.drawEllipse(self.line.p1(), r, r)
