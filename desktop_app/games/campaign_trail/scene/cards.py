"""A Campaign Trail action card drawn on the table: its number, reference state and debate icons on top,
then its four action boxes, each readable and each its own click target (CT-10).

The card tells the scene which box was clicked (``box_at``); it can also be dragged (onto a debate
topic) and clicked as a whole (a card to give, hide, respond with or resolve).

A card lower than ``COMPACT_BELOW`` (a low table's compact hand row, layout.COMPACT_HAND_H) shows its
compact face: its number and state on a short header, then each box with its name over its words in the
fewest words that fit one line (card_strip.chip_forms); a box whose words fit in no form on one line gives
its name's line to them (its tint still names it). The whole card is in the preview on hover
(``HandPreview``) and in the tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ....ui.card_items import CardPreview
from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import (
    GLOW,
    LEFT,
    MARK,
    MIN_TEXT,
    PAPER_DARK,
    PAPER_INK,
    PAPER_LIGHT,
    CardPiece,
    fit_px,
    fit_wrapped_px,
    fits_wrapped,
    font,
    hints,
    paint_back_plate,
    paint_dim,
    paint_glow,
    paint_ring,
    paint_shadow,
    paint_text,
    text_width,
)
from ....ui.templates import counted
from ..data import Card, load_data
from .card_strip import WRAP as STRIP_WRAP
from .card_strip import StripLayout, chip_forms, paint_strip, strip_layout, strip_tip
from .layout import COMPACT_RATIO
from .names import ability_name, box_name, issue_name
from .prompts import money
from .scene_map_texts import state_name, translate

HEADER = 27.0
COMPACT_BELOW = 170.0  # a card lower than this shows the compact face
COMPACT_HEADER = 20.0
COMPACT_GAP = 2.0  # between a compact face's boxes
COMPACT_HEAD_H = 12.0  # a compact box's name line
COMPACT_ICON_W = 19.0
PREVIEW_H = 206.0  # the whole card on hover over a compact hand: the size of a full hand card at 1280x800
WRAP_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
NONE_STRIP = 17.0
BOX_ORDER = ("travel", "fundraise", "register", "advertise", "campaign", "politick")
# Issue categories (§5.1) each get a hue for the debate icons, with their letters as the second cue.
CATEGORY_COLOURS = {
    "NS": QColor("#56B4E9"), "IR": QColor("#CC79A7"), "EC": QColor("#E69F00"),
    "PP": QColor("#009E73"), "SH": QColor("#F0E442"), "DA": QColor("#D55E00"),
}
BOX_TINTS = {
    "travel": QColor("#DCE8F2"), "fundraise": QColor("#E3F0DA"), "register": QColor("#F4EBCF"),
    "advertise": QColor("#F3DDD5"), "campaign": QColor("#E6DEF0"), "politick": QColor("#DDE7E4"),
}


def box_detail(card: Card, box: str) -> str:
    """What a box does, in a few words."""
    if box == "travel" and card.travel is not None:
        steps = counted(card.travel.steps).translate("CampaignTrailTable", "%n step(s)", None, 1)
        return steps + (" · " + translate("CampaignTrailTable", "or plane") if card.travel.plane else "")
    if box == "fundraise" and card.fundraise is not None:
        return "+" + money(card.fundraise)
    if box == "register" and card.register is not None:
        return counted(card.register).translate("CampaignTrailTable", "+%n voter(s)", None, 1)
    if box == "advertise" and card.advertise is not None:
        return ", ".join(issue_name(i) for i in card.advertise)
    if box == "campaign" and card.campaign is not None:
        return " ".join(card.campaign)
    if box == "politick" and card.politick is not None:
        return ability_name(card.politick)
    return ""


def compact_box_name(box: str, width: float) -> tuple[str, bool]:
    """A box's name on a compact face: in capitals as on the full face where they fit ``width``, else as
    written ("Spenden sammeln"), in bold where that fits. (name, bold)"""
    name = box_name(box)
    for text, bold in ((name.upper(), True), (name, True), (name.upper(), False), (name, False)):
        if text_width(text, MIN_TEXT, bold) <= width:
            return text, bold
    return name, False


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The back of an action card: navy with a white star band (the table's own drawing)."""
    paint_back_plate(p, rect, 5, QColor("#2C4A7A"), QColor("#172A48"), QColor("#0B1526"))
    p.save()
    p.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    dx, dy = rect.width() * 0.14, rect.height() * 0.1
    inner = rect.adjusted(dx, dy, -dx, -dy)
    p.drawRoundedRect(inner, 3, 3)
    p.setPen(QPen(QColor("#C8102E"), max(1.5, rect.height() * 0.05)))
    y = rect.center().y()
    p.drawLine(QPointF(inner.left() + 2, y), QPointF(inner.right() - 2, y))
    p.restore()


# The plate under every face (shadow and paper) looks the same on every card of one size and lift: it is
# drawn once and copied into each card's face picture, so a card coming into the hand rasterises only
# its own header and boxes (issue 13). A face's picture starts transparent, so the copy leaves exactly
# the pixels drawing the plate there would. A few sizes, lifts and pixel phases are kept.
PLATES = ExactPictures(keep=12)


def paint_plate(p: QPainter, r: QRectF, lift: float, area: QRectF) -> None:
    """The shadow and paper plate (``area``: the card's bounding rectangle), from the shared picture."""
    PLATES.paint(p, ("plate", r.width(), r.height(), lift), area, lambda q: _paint_plate(q, r, lift))


def _paint_plate(p: QPainter, r: QRectF, lift: float) -> None:
    hints(p)
    paint_shadow(p, r, 7, lift)
    paint_back_plate(p, r, 7, PAPER_LIGHT, PAPER_DARK, QColor("#8C8068"))


_FRACTIONAL: list[bool] = []  # whether the screens' pixel ratio is fractional, once known


def _fractional_ratio() -> bool:
    if not _FRACTIONAL:
        app = QGuiApplication.instance()
        if not isinstance(app, QGuiApplication):
            return False
        ratio = app.devicePixelRatio()
        _FRACTIONAL.append(ratio != int(ratio))
    return _FRACTIONAL[0]


class HandCard(CardPiece):
    """A face-up action card whose boxes are buttons. ``usable`` maps a box to whether it is legal now."""

    RATIO = 0.72
    # What is drawn over the card's face picture (translucent: kept in the item's own cache, as it was
    # always painted there). Without any, the card is a copy of its face picture only: copied straight onto
    # the table, the same pixels as through a cache of its own, which would cost a fill and a copy more
    # each time the turn passes and the lights change (issue 13).
    OVERLAYS = ("glow", "dim", "marked", "held", "dragging")

    def __init__(self, card_id: str, height: float) -> None:
        super().__init__(height)
        self.card_id = card_id
        self.card = load_data().cards[card_id]
        self.usable: dict[str, bool] = {}
        self.boxes_live = False  # the viewer may choose a box of this card now
        self.none_live = False  # and may play it for no action (CT-36)
        self.glow = False  # the whole card is a legal pick
        self.dim = False
        self.marked = False
        self.held = False
        self.hover_box = ""
        self._press_at = QPointF()
        self.clicked_box = ""
        # the boxes' rectangles by (height, none_live, strip): the "no action" strip comes and goes each turn
        self._rects: dict[tuple[float, bool, float], dict[str, QRectF]] = {}
        self._details: dict[str, str] = {}
        self._fits: dict[tuple[str, float, float], float] = {}
        self._ref_names: dict[float, str] = {}  # the reference state's name or code, by the room for it
        self._strip_layouts: dict[tuple[float, float, str], StripLayout] = {}  # by width, height, none chip
        self.strip_w = 0.0  # drawn as a strip this wide (a hand listed card under card), else as a card
        # The face (shadow, plate, header, boxes and their words) as a picture: the boxes' lights and the
        # card's glow change as the turn passes, the face does not (a few sizes and lifts kept).
        self._faces = ExactPictures()
        self._lit = ExactPictures(keep=8)  # the face with its boxes' lights: a few a turn (a box pointed at)
        self._turn_face_at: tuple[float, ...] = ()  # where the turn's face was prepared (prepare_turn_face)
        self.setAcceptHoverEvents(True)
        self._cached: bool | None = None  # (the piece set its cache as it was made)
        self._follow_overlays()

    def update(self, *args: Any) -> None:
        # (every change of a look attribute comes here: CachedLook repaints the card after it)
        self._follow_overlays()
        super().update(*args)

    def _follow_overlays(self) -> None:
        """A cache of its own only while something is drawn over the face's picture (``OVERLAYS``), or on
        a screen of a fractional pixel ratio (150%), where a copy through a cache differs by a level."""
        look = self.__dict__
        cached = _fractional_ratio() or any(look.get(name) for name in HandCard.OVERLAYS)
        if cached != look.get("_cached"):
            self._cached = cached
            Mode = QGraphicsItem.CacheMode
            self.setCacheMode(Mode.DeviceCoordinateCache if cached else Mode.NoCache)

    @property
    def width(self) -> float:
        return self.strip_w or self._h * (COMPACT_RATIO if self.compact else self.RATIO)

    def set_strip(self, width: float) -> None:
        """Lie as a strip ``width`` wide (0: as a card), named whole in its tooltip as a strip."""
        if width == self.strip_w:
            return
        self.prepareGeometryChange()
        self.strip_w = width
        self._rects.clear()
        self.update()

    @property
    def compact(self) -> bool:
        """The card shows its compact face (a low table's hand row)."""
        return not self.strip_w and self._h < COMPACT_BELOW

    def strip_tip(self) -> str:
        """The whole card in words, for a strip's or a compact card's tooltip ("" for a full card, whose
        face shows it all)."""
        if not (self.strip_w or self.compact):
            return ""
        return strip_tip(self.card, {b: self._detail(b) for b in self.boxes()})

    def boxes(self) -> list[str]:
        return [b for b in BOX_ORDER if getattr(self.card, b) is not None]

    def box_rects(self, none_live: bool | None = None) -> dict[str, QRectF]:
        """Each box's rectangle in the card's coordinates; the advertise box gets the room its issues need
        (on a strip its chip: a crowded hand row lists the cards in play as strips). ``none_live``: as
        with the "no action" strip shown or not (a full card only), else as the card is now."""
        # Measured once per size and strip (the wrapped texts' heights): every paint and hover move asks.
        live = self.none_live if none_live is None or self.strip_w else none_live
        shape = (self._h, live, self.strip_w)
        rects = self._rects.get(shape)
        if rects is None:
            rects = self._rects[shape] = self._measure_chips() if self.strip_w else self._measure_boxes(live)
        return {box: QRectF(rect) for box, rect in rects.items()}

    def strip_layout(self) -> StripLayout:
        """Where a strip's parts lie (card_strip): its chips, as tall as the strip, are the boxes' targets."""
        none = translate("CampaignTrailTable", "Play for no action") if self.none_live else ""
        key = (self.strip_w, self._h, none)
        kept = self._strip_layouts.get(key)
        if kept is None:
            kept = self._strip_layouts[key] = strip_layout(
                self.card, {b: self._detail(b) for b in self.boxes()}, self.card_rect(), none)
        return kept

    def _measure_chips(self) -> dict[str, QRectF]:
        layout = self.strip_layout()
        out = {box: QRectF(rect) for box, rect, _text in layout.chips}
        if layout.none is not None:
            out["none"] = QRectF(layout.none)
        return out

    def _measure_boxes(self, none_live: bool) -> dict[str, QRectF]:
        r = self.card_rect()
        compact = self.compact
        top = COMPACT_HEADER if compact else HEADER
        bottom = r.height() - (NONE_STRIP if none_live else 4.0)
        names = self.boxes()
        # each box as tall as its text needs at the card's width (an advertise box lists up to 4 issues);
        # on the compact face each box says its words on one line: the boxes are as tall as each other
        weights = [1.0 if compact else 0.55 + 0.45 * self._lines(b, r.width() - 18) for b in names]
        gap = COMPACT_GAP if compact else 3.0
        unit = (bottom - top - gap * (len(names) - 1)) / sum(weights)
        out = {}
        y = top
        for box, weight in zip(names, weights, strict=True):
            out[box] = QRectF(4, y, r.width() - 8, unit * weight)
            y += unit * weight + gap
        if none_live:
            out["none"] = QRectF(4, r.height() - NONE_STRIP, r.width() - 8, NONE_STRIP - 3)
        return out

    def _detail(self, box: str) -> str:
        """The box's words (kept: the card and the language stay for the item's life; a new language
        makes a new scene)."""
        text = self._details.get(box)
        if text is None:
            text = self._details[box] = box_detail(self.card, box)
        return text

    def _lines(self, box: str, width: float) -> int:
        text = self._detail(box)
        metrics = QFontMetricsF(font(12, True))
        return max(1, round(metrics.boundingRect(QRectF(0, 0, width, 400), WRAP_TOP, text).height()
                            / metrics.lineSpacing()))

    def box_at(self, local: QPointF) -> str:
        for box, rect in self.box_rects().items():
            if rect.contains(local):
                return box
        return ""

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-10, -10, 12, 12)

    # -- the pointer: remember where the press landed, so a click names its box ------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press_at = event.pos()
        super().mousePressEvent(event)

    def press_point(self) -> QPointF:
        """Where the latest press landed, in the card's coordinates."""
        return QPointF(self._press_at)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked_box = self.box_at(self._press_at) if not self.dragging else ""
        super().mouseReleaseEvent(event)

    def hoverMoveEvent(self, event: Any) -> None:
        box = self.box_at(event.pos()) if self.boxes_live else ""
        if box != self.hover_box:
            self.hover_box = box
            self.update()

    def hoverLeaveEvent(self, event: Any) -> None:
        self.hover_box = ""
        super().hoverLeaveEvent(event)

    # -- drawing ------------------------------------------------------------------------------------------
    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        r = self.card_rect()
        lift = 6.0 if (self.dragging or self.held) else (2.0 if self.hovered else 0.0)
        rects = self.box_rects()
        face = (lift, self.none_live, self.strip_w)
        lights = tuple(self._box_light(box) for box in rects)
        if any(lights):
            # The lit face is a picture too, the face's picture with the boxes' lights (inside the card's
            # opaque plate) drawn over it: as the turn passes the lights come and go together on every
            # card of the hand, which then copies one picture each instead of drawing a dim or ring per
            # box; a new set of lights copies the face and draws only the lights (issue 13).
            self._lit.paint(p, (face, lights), self.boundingRect(),
                            lambda q: self._paint_lit_face(q, face, r, rects))
        else:
            self._faces.paint(p, face, self.boundingRect(), lambda q: self._paint_face(q, r, lift, rects))
        if self.dim:
            paint_dim(p, r, 7, 110)
        if self.marked:
            paint_ring(p, r.adjusted(-2.5, -2.5, 2.5, 2.5), MARK, 3.0, 9.5)
        if self.glow or self.held:
            paint_glow(p, r, 7, strong=self.held or (self.hovered and not self.boxes_live))

    def prepare_turn_face(self, device: QTransform, ratio: float) -> bool:
        """Draw now, while the loop is idle, the face this card shows on the viewer's turns (the "play for
        no action" strip on, not lifted) for where ``device`` (the card's coordinates to the view's, the
        pixel ratio ``ratio`` left out) shows it; whether a picture was drawn. The first paint of the
        viewer's turn then copies it: the turn that followed a new hand drew its five faces again, in
        the paint of the move before it (issue 13)."""
        if self.strip_w or self.none_live:  # a strip's chips; or the face is the one painted now
            return False
        # where the card stood when its face was last prepared: a move that leaves the hand where it lay
        # (most moves) looks no further
        at = (device.m11(), device.m22(), device.dx(), device.dy(), ratio, self._h)
        if at == self._turn_face_at:
            return False
        self._turn_face_at = at
        rects = self.box_rects(none_live=True)
        r = self.card_rect()
        target = QPixmap(1, 1)  # the picture is kept by the card; the copy onto this lands outside it
        target.setDevicePixelRatio(ratio)
        p = QPainter(target)
        p.setWorldTransform(device)
        hints(p)  # as paint() sets them: the picture is drawn with the painter's hints
        drawn = self._faces.drawn
        self._faces.paint(p, (0.0, True, 0.0), self.boundingRect(),
                          lambda q: self._paint_face(q, r, 0.0, rects))
        p.end()
        return self._faces.drawn > drawn

    def paint_whole_face(self, p: QPainter) -> None:
        """The face as the card lies in the hand, lifted, without its lights (the preview's)."""
        hints(p)
        self._faces.paint(p, ("preview", self.none_live), self.boundingRect(),
                          lambda q: self._paint_face(q, self.card_rect(), 6.0, self.box_rects()))

    def _paint_lit_face(self, p: QPainter, face: tuple[float, bool, float], r: QRectF,
                        rects: dict[str, QRectF]) -> None:
        """The face's picture (copied where it falls, as on the table) and the boxes' lights over it."""
        self._faces.paint(p, face, self.boundingRect(), lambda q: self._paint_face(q, r, face[0], rects))
        for box, rect in rects.items():
            self._paint_box_light(p, box, rect)

    def _paint_face(self, p: QPainter, r: QRectF, lift: float, rects: dict[str, QRectF]) -> None:
        """What does not change as the turn passes: the shadow, the plate, the header and the boxes."""
        hints(p)
        paint_plate(p, r, lift, self.boundingRect())
        if self.strip_w:
            paint_strip(p, self.strip_layout(), f"#{self.card.no}", self.card.ref_state, BOX_TINTS,
                        CATEGORY_COLOURS)
            if "none" in rects:
                self._paint_box(p, "none", rects["none"])
            return
        if self.compact:
            self._paint_compact_header(p, r)
        else:
            self._paint_header(p, r)
        for box, rect in rects.items():
            if self.compact and box != "none":
                self._paint_compact_box(p, box, rect)
            else:
                self._paint_box(p, box, rect)

    def _paint_header(self, p: QPainter, r: QRectF) -> None:
        card = self.card
        paint_text(p, QRectF(8, 3, 40, HEADER - 6), f"#{card.no}", 14, PAPER_INK, bold=True, align=LEFT)
        x = self._paint_icons(p, r, 26.0, HEADER)
        room = QRectF(44, 3, x - 48, HEADER - 6)
        name = self._ref_names.get(room.width())
        if name is None:
            name = state_name(card.ref_state)
            if text_width(name, 11.5) > room.width():
                name = card.ref_state  # the postal code when the name does not fit
            self._ref_names[room.width()] = name
        paint_text(p, room, name, 11.5, QColor("#4A4234"), align=LEFT, elide=True)

    def compact_name(self) -> tuple[str, str, QRectF]:
        """The compact face's name: the card's number and its reference state (the name where it fits,
        else the postal code), and where the state is written."""
        number = f"#{self.card.no}"
        left = 6 + text_width(number, 12.5, True) + 3
        right = self.card_rect().width() - 4 - (COMPACT_ICON_W + 2) * len(self.card.debate_icons)
        room = QRectF(left, 2, right - left - 1, COMPACT_HEADER - 4)
        name = state_name(self.card.ref_state)
        return number, name if text_width(name, 11) <= room.width() else self.card.ref_state, room

    def _paint_compact_header(self, p: QPainter, r: QRectF) -> None:
        number, name, room = self.compact_name()
        paint_text(p, QRectF(6, 2, room.left() - 6, COMPACT_HEADER - 4), number, 12.5, PAPER_INK, bold=True,
                   align=LEFT)
        self._paint_icons(p, r, COMPACT_ICON_W, COMPACT_HEADER)
        paint_text(p, room, name, 11, QColor("#4A4234"), align=LEFT, elide=True)

    def _paint_icons(self, p: QPainter, r: QRectF, icon_w: float, header: float) -> float:
        """The debate icons at the header's right; where the room left of them ends."""
        full = icon_w > COMPACT_ICON_W
        x = r.width() - (8 if full else 4)
        for icon in reversed(self.card.debate_icons):
            chip = QRectF(x - icon_w, 6 if full else 4, icon_w, header - (12 if full else 8))
            p.save()
            p.setPen(QPen(QColor("#1E1B16"), 1.0))
            p.setBrush(CATEGORY_COLOURS.get(icon, QColor("#999999")))
            p.drawRoundedRect(chip, 4, 4)
            p.restore()
            paint_text(p, chip, icon, 11, QColor("#111111"), bold=True)
            x -= icon_w + (3 if full else 2)
        return x

    def _paint_box(self, p: QPainter, box: str, rect: QRectF) -> None:
        p.save()
        tint = QColor("#E8E2D4") if box == "none" else BOX_TINTS[box]
        p.setBrush(tint)
        p.setPen(QPen(QColor("#8C8068"), 0.8))
        p.drawRoundedRect(rect, 4, 4)
        p.restore()
        if box == "none":
            none = translate("CampaignTrailTable", "Play for no action")
            if self.strip_w:  # on a strip, on two lines where it needs them (card_strip.strip_layout)
                paint_text(p, rect.adjusted(3, 0, -3, 0), none, MIN_TEXT, PAPER_INK, align=STRIP_WRAP,
                           elide=True)
            else:
                paint_text(p, rect, none, 11, PAPER_INK)
        else:
            head = QRectF(rect.left() + 5, rect.top(), rect.width() - 10, 14)
            paint_text(p, head, box_name(box).upper(), 11, QColor("#3A3325"), bold=True, align=LEFT)
            body = QRectF(rect.left() + 5, rect.top() + 13, rect.width() - 10, rect.height() - 13)
            text = self._detail(box)
            flags = WRAP_TOP
            fit = (box, body.width(), body.height())
            px = self._fits.get(fit)
            if px is None:  # the size that fits, measured once per box and size (a wrap test per step)
                px = self._fits[fit] = fit_wrapped_px(text, body, 12.5, True)
            paint_text(p, body, text, px, PAPER_INK, bold=True, align=flags)

    def compact_words(self, box: str, rect: QRectF) -> tuple[str, bool, float, bool]:
        """A compact box's words within ``rect``: the longest form that fits one line (bold, else
        regular, at the least size or larger) under the box's name; else the longest wrapped over the
        name's line too (the box's tint names it); else the shortest under the name. (text, under the
        name, size, bold)."""
        width = rect.width()
        forms = chip_forms(self.card, box, self._detail(box))
        if box == "politick":  # its short form is the box's name, which the name's line says already
            forms = forms[:1]
        for text in forms:
            for bold in (True, False):
                if text_width(text, MIN_TEXT, bold) <= width:
                    return text, True, fit_px(text, width, 12.0, bold), bold
        for text in forms:
            for bold in (True, False):
                if fits_wrapped(text, rect, MIN_TEXT, bold):
                    return text, False, MIN_TEXT, bold
        if box == "politick":  # an ability's name too long for two lines: the box's name (the preview
            return box_name(box), True, MIN_TEXT, True  # and the tooltip name the ability)
        return forms[-1], True, MIN_TEXT, False

    def _paint_compact_box(self, p: QPainter, box: str, rect: QRectF) -> None:
        p.save()
        p.setBrush(BOX_TINTS[box])
        p.setPen(QPen(QColor("#8C8068"), 0.8))
        p.drawRoundedRect(rect, 4, 4)
        p.restore()
        inner = rect.adjusted(4, 0, -3, 0)
        text, under, px, bold = self.compact_words(box, inner)
        if under:
            head = QRectF(inner.left(), inner.top() + 1, inner.width(), COMPACT_HEAD_H)
            name, bold_name = compact_box_name(box, head.width())
            paint_text(p, head, name, MIN_TEXT, QColor("#3A3325"), bold=bold_name, align=LEFT, elide=True)
            body = QRectF(inner.left(), head.bottom(), inner.width(), inner.bottom() - head.bottom())
            paint_text(p, body, text, px, PAPER_INK, bold=bold, align=LEFT, elide=True)
            return
        # no form fits one line ("Grassroots Network"): the words on two lines, the tint names the box
        paint_text(p, inner, text, px, PAPER_INK, bold=bold,
                   align=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                   | int(Qt.TextFlag.TextWordWrap), elide=True)

    def _box_light(self, box: str) -> str:
        """How the box is lit now: "dim" (the viewer may not choose it), "ring", "hover" or ""."""
        live = self.boxes_live and self.usable.get(box, False)
        if self.boxes_live and not live:
            return "dim"
        if live:
            return "hover" if box == self.hover_box else "ring"
        return ""

    def _paint_box_light(self, p: QPainter, box: str, rect: QRectF) -> None:
        """A box the viewer may not choose now is dimmed; one it may is ringed (brighter when pointed at)."""
        light = self._box_light(box)
        if light == "dim":
            paint_dim(p, rect, 4, 95)
        elif light:
            colour = GLOW if light == "hover" else QColor(GLOW.red(), GLOW.green(), GLOW.blue(), 150)
            paint_ring(p, rect.adjusted(-1, -1, 1, 1), colour, 3.0 if light == "hover" else 2.0, 5)


class HandPreview(CardPreview):
    """The whole face of a compact hand card, shown above it while the pointer rests on it (the kit's
    preview: above everything, never taking the pointer)."""

    CACHED = False  # each face keeps its picture (the full card's ExactPictures)

    def __init__(self) -> None:
        super().__init__()
        self._cards: dict[tuple[str, float], HandCard] = {}  # a full card per card and height, never shown

    def face(self, card_id: str, height: float) -> HandCard:
        """The full card whose face the preview paints (not on the table)."""
        key = (card_id, height)
        card = self._cards.get(key)
        if card is None:
            if len(self._cards) > 16:
                self._cards.clear()
            card = self._cards[key] = HandCard(card_id, height)
        return card

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        card = self.face(card_id, rect.height())
        p.save()
        p.translate(rect.topLeft())
        card.paint_whole_face(p)
        p.restore()
