"""A Campaign Trail action card drawn on the table: its number, reference state and debate icons on top,
then its four action boxes, each readable and each its own click target (CT-10).

The card tells the scene which box was clicked (``box_at``); it can also be dragged (onto a debate
topic) and clicked as a whole (a card to give, hide, respond with or resolve).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import (
    GLOW,
    LEFT,
    MARK,
    PAPER_DARK,
    PAPER_INK,
    PAPER_LIGHT,
    CardPiece,
    fit_wrapped_px,
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
from .card_strip import paint_strip, strip_tip
from .names import ability_name, box_name, issue_name
from .prompts import money
from .scene_map_texts import state_name, translate

HEADER = 27.0
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


class HandCard(CardPiece):
    """A face-up action card whose boxes are buttons. ``usable`` maps a box to whether it is legal now."""

    RATIO = 0.72

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
        self._rects: tuple[tuple[float, bool], dict[str, QRectF]] | None = None
        self._details: dict[str, str] = {}
        self._fits: dict[tuple[str, float, float], float] = {}
        self._ref_names: dict[float, str] = {}  # the reference state's name or code, by the room for it
        self.strip_w = 0.0  # drawn as a strip this wide (a hand listed card under card), else as a card
        # The face (shadow, plate, header, boxes and their words) as a picture: the boxes' lights and the
        # card's glow change as the turn passes, the face does not (a few sizes and lifts kept).
        self._faces = ExactPictures()
        self.setAcceptHoverEvents(True)

    @property
    def width(self) -> float:
        return self.strip_w or self._h * self.RATIO

    def set_strip(self, width: float) -> None:
        """Lie as a strip ``width`` wide (0: as a card), named whole in its tooltip as a strip."""
        if width == self.strip_w:
            return
        self.prepareGeometryChange()
        self.strip_w = width
        self._rects = None
        self.update()

    def strip_tip(self) -> str:
        """The whole card in words, for a strip's tooltip ("" for a card, whose face shows it all)."""
        return strip_tip(self.card, {b: self._detail(b) for b in self.boxes()}) if self.strip_w else ""

    def boxes(self) -> list[str]:
        return [b for b in BOX_ORDER if getattr(self.card, b) is not None]

    def box_rects(self) -> dict[str, QRectF]:
        """Each box's rectangle in the card's coordinates; the advertise box gets the room its issues need
        (none on a strip: the replay's, which takes no clicks)."""
        if self.strip_w:
            return {}
        # Measured once per size and strip (the wrapped texts' heights): every paint and hover move asks.
        shape = (self._h, self.none_live)
        if self._rects is None or self._rects[0] != shape:
            self._rects = (shape, self._measure_boxes())
        return {box: QRectF(rect) for box, rect in self._rects[1].items()}

    def _measure_boxes(self) -> dict[str, QRectF]:
        r = self.card_rect()
        top = HEADER
        bottom = r.height() - (NONE_STRIP if self.none_live else 4.0)
        names = self.boxes()
        # each box as tall as its text needs at the card's width (an advertise box lists up to 4 issues)
        weights = [0.55 + 0.45 * self._lines(b, r.width() - 18) for b in names]
        unit = (bottom - top - 3 * (len(names) - 1)) / sum(weights)
        out = {}
        y = top
        for box, weight in zip(names, weights, strict=True):
            out[box] = QRectF(4, y, r.width() - 8, unit * weight)
            y += unit * weight + 3
        if self.none_live:
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
        self._faces.paint(p, (lift, self.none_live, self.strip_w), self.boundingRect(),
                          lambda q: self._paint_face(q, r, lift, rects))
        for box, rect in rects.items():
            self._paint_box_light(p, box, rect)
        if self.dim:
            paint_dim(p, r, 7, 110)
        if self.marked:
            paint_ring(p, r.adjusted(-2.5, -2.5, 2.5, 2.5), MARK, 3.0, 9.5)
        if self.glow or self.held:
            paint_glow(p, r, 7, strong=self.held or (self.hovered and not self.boxes_live))

    def _paint_face(self, p: QPainter, r: QRectF, lift: float, rects: dict[str, QRectF]) -> None:
        """What does not change as the turn passes: the shadow, the plate, the header and the boxes."""
        hints(p)
        paint_shadow(p, r, 7, lift)
        paint_back_plate(p, r, 7, PAPER_LIGHT, PAPER_DARK, QColor("#8C8068"))
        if self.strip_w:
            details = {b: self._detail(b) for b in self.boxes()}
            paint_strip(p, r, self.card, details, BOX_TINTS, CATEGORY_COLOURS)
        else:
            self._paint_header(p, r)
        for box, rect in rects.items():
            self._paint_box(p, box, rect)

    def _paint_header(self, p: QPainter, r: QRectF) -> None:
        card = self.card
        paint_text(p, QRectF(8, 3, 40, HEADER - 6), f"#{card.no}", 14, PAPER_INK, bold=True, align=LEFT)
        x = r.width() - 8
        for icon in reversed(card.debate_icons):
            chip = QRectF(x - 26, 6, 26, HEADER - 12)
            p.save()
            p.setPen(QPen(QColor("#1E1B16"), 1.0))
            p.setBrush(CATEGORY_COLOURS.get(icon, QColor("#999999")))
            p.drawRoundedRect(chip, 4, 4)
            p.restore()
            paint_text(p, chip, icon, 11, QColor("#111111"), bold=True)
            x -= 29
        room = QRectF(44, 3, x - 48, HEADER - 6)
        name = self._ref_names.get(room.width())
        if name is None:
            name = state_name(card.ref_state)
            if text_width(name, 11.5) > room.width():
                name = card.ref_state  # the postal code when the name does not fit
            self._ref_names[room.width()] = name
        paint_text(p, room, name, 11.5, QColor("#4A4234"), align=LEFT, elide=True)

    def _paint_box(self, p: QPainter, box: str, rect: QRectF) -> None:
        p.save()
        tint = QColor("#E8E2D4") if box == "none" else BOX_TINTS[box]
        p.setBrush(tint)
        p.setPen(QPen(QColor("#8C8068"), 0.8))
        p.drawRoundedRect(rect, 4, 4)
        p.restore()
        if box == "none":
            paint_text(p, rect, translate("CampaignTrailTable", "Play for no action"), 11, PAPER_INK)
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

    def _paint_box_light(self, p: QPainter, box: str, rect: QRectF) -> None:
        """A box the viewer may not choose now is dimmed; one it may is ringed (brighter when pointed at)."""
        live = self.boxes_live and self.usable.get(box, False)
        if self.boxes_live and not live:
            paint_dim(p, rect, 4, 95)
        elif live:
            colour = GLOW if box == self.hover_box else QColor(GLOW.red(), GLOW.green(), GLOW.blue(), 150)
            paint_ring(p, rect.adjusted(-1, -1, 1, 1), colour, 3.0 if box == self.hover_box else 2.0, 5)
