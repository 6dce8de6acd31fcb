"""The graphics items of the Copycat table.

Cards, workers and career pieces are MovableObjects (they glide between places and are dragged with
their own mouse handlers); piles and panels are Boxes that can glow, dim and be clicked (the board,
offices and street spaces are in furniture.py). Items never decide anything: they report to their scene.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui import piles, theme
from ....ui.card_items import BacksFan, CardPreview, ChoosableCard
from ....ui.table_items import (
    FOCUS,
    LEFT,
    MARK,
    MIN_TEXT,
    RIGHT,
    Box,
    FigurePiece,
    SizedPiece,
    badge_rect,
    fit_px,
    hints,
    paint_badge,
    paint_glow,
    paint_marks,
    paint_pool,
    paint_ring,
    paint_seat_plate,
    paint_shadow,
    paint_text,
    text_width,
)
from ..data import load_data
from . import art
from .texts import translate

WHITE = QColor("#FFFFFF")
SOFT = QColor("#E2E8E4")
CREAM = QColor("#F3E6C4")
PLATE = QColor(8, 24, 17, 125)

TAG_PX = 12.0  # the pill under a card (its street price, its use count)


def pill_width(text: str, px: float) -> float:
    """The width of a pill with ``text`` at ``px`` (as paint_badge draws it)."""
    return text_width(text, px, True) + px * 1.1


class CardItem(ChoosableCard):
    """One card, face up (its id known to the viewer) or face down."""

    RATIO = art.CARD_RATIO
    CHOSEN_LIFT = 10.0
    QUIET = ChoosableCard.QUIET | {"dressed_for"}

    def __init__(self, key: str, card_id: str | None, height: float, *, face_up: bool = True) -> None:
        super().__init__(card_id, height, face_up=face_up)
        self.key = key
        self.tag = ""  # a pill under the card: the full street price, the use count
        self.tag_short = ""  # the pill's words in a fan's narrow open strip ("×2" for "used 2×")
        self.tag_hot = False
        self.back_label = ""
        self.ratio = art.CARD_RATIO  # wider on the short table's street list, where a card is a strip
        self.open_w: float | None = None  # in a fan: the width at its left the next card leaves open
        self.dressed_for: tuple = ()  # what the scene dressed it for last (it skips a card left as it was)

    @property
    def width(self) -> float:
        return self._h * self.ratio

    def set_ratio(self, ratio: float) -> None:
        if abs(ratio - self.ratio) > 1e-6:
            self.prepareGeometryChange()
            self.ratio = ratio
            self.update()

    def set_open_w(self, width: float | None) -> None:
        if width != self.open_w:
            self.open_w = width
            self.update()

    def is_strip(self) -> bool:
        return self.ratio > 2.0

    def _strip_face(self) -> bool:
        """Whether it shows as a strip of the short table's street list, its price in the strip's own end."""
        return self.is_strip() and self.face_up and self.card_id is not None

    def mark_badges(self) -> list[QRectF]:
        badges = super().mark_badges()
        if self.tag and not self._strip_face():
            centre, tag, px = self.tag_place(self.face_rect())
            badges.append(self.mapRectToScene(badge_rect(centre, tag, px)))
        return badges

    def tag_place(self, rect: QRectF) -> tuple[QPointF, str, float]:
        """Where the pill under the card is centred, its words and their size: under the card's middle; in
        a fan, under the strip the next card leaves open (issue 15: "used 2×" lay half under the next card
        of the play area), in its short form, and at the least size, where the whole does not fit there."""
        y = rect.bottom() + 3
        if self.open_w is None or self.open_w >= rect.width() - 0.5:
            return QPointF(rect.center().x(), y), self.tag, TAG_PX
        short = self.tag_short or self.tag
        for tag, px in ((self.tag, TAG_PX), (short, TAG_PX), (short, MIN_TEXT)):
            if pill_width(tag, px) <= self.open_w - 2:
                return QPointF(rect.left() + max(self.open_w / 2, pill_width(tag, px) / 2 + 1), y), tag, px
        # a strip too narrow even for that: the pill hangs wholly below the card, clear of the next one's face
        below = QPointF(rect.left() + pill_width(short, MIN_TEXT) / 2 + 1, rect.bottom() + MIN_TEXT * 0.8 + 1)
        return below, short, MIN_TEXT

    def boundingRect(self) -> QRectF:
        pad = self.PAD
        return QRectF(-pad, -pad - 14, self.width + 2 * pad, self._h + 2 * pad + 24)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        lift = self.lift()
        rect = QRectF(0, -lift, self.width, self._h)
        radius = art.radius_for(rect)
        paint_shadow(p, rect, radius, lift)
        strip = self._strip_face()
        if strip and self.card_id is not None:  # the price sits in the strip's own end: no pill hangs below
            data = load_data()
            art.paint_card_strip(p, rect, data.cards[data.c(self.card_id)], self.tag, self.tag_hot)
        elif self.face_up and self.card_id:
            data = load_data()
            art.paint_card(p, rect, data.cards[data.c(self.card_id)], None if self.dragging else self.open_w)
        else:
            art.paint_card_back(p, rect, self.back_label)
        paint_marks(p, rect, radius, dim=self.dim, marked=self.marked, glow=self.glow)
        self.paint_chosen(p, rect, radius)
        self.paint_fresh(p, rect)
        if self.tag and not strip:
            fill = QColor("#FFE27A") if self.tag_hot else QColor("#25344F")
            ink = QColor("#1E1B16") if self.tag_hot else WHITE
            centre, tag, px = self.tag_place(rect)
            paint_badge(p, centre, tag, px, fill, ink)
        self.paint_pointed(p, rect, radius)


class WorkerItem(FigurePiece):
    """A campaign worker: a meeple in the player's colour and shape. ``lying`` = its office was used."""

    RATIO = 0.86
    MARGIN = (10.0, 14.0, 10.0, 10.0)  # room above for the lift while it is carried
    QUIET = FigurePiece.QUIET | {"dressed_for"}

    def __init__(self, key: str, style: theme.PlayerStyle, height: float) -> None:
        super().__init__(height)
        self.key = key
        self.style = style
        self.lying = False
        self.glow = False
        self.marked = False
        self.focused = False
        self.office: str | None = None
        self.dressed_for: tuple = ()  # what the scene dressed it for last (it skips a worker left as it was)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        lift = 8.0 if self.dragging else (4.0 if self.hovered and self.draggable else 0.0)
        rect = self.figure_rect().translated(0, -lift)
        if self.glow:
            paint_pool(p, rect, 90, 0.7)
        art.paint_meeple(p, rect, self.style, lying=self.lying, lift=lift)
        if self.marked:
            p.save()
            p.setPen(QPen(MARK, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.center(), rect.width() * 0.72, rect.height() * 0.66)
            p.restore()
        if self.focused:
            paint_ring(p, rect.adjusted(-4, -4, 4, 4), FOCUS, 2.0, 6, Qt.PenStyle.DashLine)


class PieceItem(SizedPiece):
    """A career-path piece: the player's marker shape."""

    def __init__(self, style: theme.PlayerStyle, size: float) -> None:
        super().__init__(size)
        self.style = style
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._h / 2 - 3, -self._h / 2 - 3, self._h + 6, self._h + 6)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        s = self._h
        theme.paint_marker(p, QRectF(-s / 2, -s / 2, s, s), self.style)


# A narrow pile's count badge (11 px text, centred 4 px inside the card's corner) reaches this far above the
# card; its caption takes this much under it (2 px apart, 15 px of text).
BADGE_ABOVE, CAPTION_UNDER = MIN_TEXT * 1.55 / 2 - 4 + 1, 17.0


class PileItem(piles.PileItem):
    """A pile: a draw pile (backs, count) or a face-up pile (top card, count): the kit's pile, its caption
    and count beside it where they fit."""

    RATIO = art.CARD_RATIO
    PER_LAYER = 6
    LAYER_STEP = 2.0
    EMPTY_INSET = 0.0
    EMPTY_WIDTH = 1.3
    CAPTION_BESIDE = True
    CAPTION_INK = SOFT
    QUIET = piles.PileItem.QUIET | {"tip_for"}
    tip_for: tuple = ()  # what its tooltip was made for (the scene makes it again only when that changes)

    def card_radius(self, card: QRectF) -> float:
        return art.radius_for(card)

    def caption_place(self, rect: QRectF) -> tuple[QRectF | None, float | None, float, bool]:
        """As the kit's, but a card with its caption under it (a narrow pile) stands low enough for its
        count's badge and short enough for its caption, both inside the pile's place: in a column of piles
        the clipboard's count covered the "Draw pile" caption above it (issue 15)."""
        card, text_left, px, bold = super().caption_place(rect)
        if card is not None and text_left is None:
            h = min(card.height(), rect.height() - BADGE_ABOVE - CAPTION_UNDER)
            card = QRectF(rect.center().x() - h * self.RATIO / 2, rect.top() + BADGE_ABOVE, h * self.RATIO, h)
        return card, text_left, px, bold

    def caption_bold(self) -> bool:
        # a caption wider in bold than its place ("Nachziehstapel" under a 90 px pile) takes the
        # regular weight rather than being shortened
        return text_width(self.label, MIN_TEXT, True) <= self.rect().width()

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        art.paint_card_back(p, rect)

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        data = load_data()
        art.paint_card(p, rect, data.cards[data.c(card_id)])


def stacked_header(name: str, width: float) -> bool:
    """Whether an opponent's panel ``width`` wide gives its name a line of its own, the status going on a
    second line: decided by the name alone (with the widest status and score a panel allows), so the
    panel never changes shape as the status changes."""
    return text_width(name, 14.0, True) > width - 40 - text_width("99 VP", 15.0, True) - 6 - width * 0.42


def pile_caption_w() -> float:
    """The width an opponent's pile needs for its caption ("clipboard") under it."""
    return max(text_width(translate("copycat", "clipboard"), MIN_TEXT, True),
               text_width(translate("copycat", "discard"), MIN_TEXT, True)) + 4


class BacksItem(BacksFan):
    """A hidden hand (the kit's fan of backs) in Copycat's card back; an empty hand shows its slot. With
    everything revealed (the replay of a finished game) ``faces`` holds the hand, fanned face up."""

    RATIO = art.CARD_RATIO
    SPREAD = 0.3
    INSET = 2.0
    EMPTY_SLOT = True

    def __init__(self) -> None:
        super().__init__()
        self.faces: list[str] = []

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        paint_shadow(p, rect, art.radius_for(rect))
        art.paint_card_back(p, rect)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if not self.faces:
            super().paint_content(p, rect)
            return
        data = load_data()
        h = rect.height() - self.INSET
        w = h * self.RATIO
        n = len(self.faces)
        step = min(w + 3, (rect.width() - w) / (n - 1)) if n > 1 else 0.0
        for i, card in enumerate(self.faces):  # each card's number and colour band show under the next
            face = QRectF(rect.left() + i * step, rect.top(), w, h)
            paint_shadow(p, face, art.radius_for(face))
            art.paint_card(p, face, data.cards[data.c(card)])
        right = rect.left() + (n - 1) * step + w
        if self.caption and rect.right() - right >= text_width(self.caption, MIN_TEXT, True) + 8:
            # beside the fan where it leaves room (never over the faces' words; the tooltip names them)
            paint_text(p, QRectF(right + 2, rect.top(), rect.right() - right - 2, h), self.caption, MIN_TEXT,
                       QColor("#FFFFFF"), bold=True, align=LEFT)


class ZoneItem(piles.ZoneItem):
    """A dashed drop zone with a caption: the play area, the bid slot (the kit's zone)."""

    Z = -4.0

    def corner(self) -> float:
        return 8.0


class PanelItem(Box):
    """A player's area: a plate edged in their colour, marker, name, status, VP and a line of counts."""

    def __init__(self) -> None:
        super().__init__()
        self.style: theme.PlayerStyle | None = None
        self.name = ""
        self.status = ""
        self.status_hot = False
        self.vp_text = ""
        self.info = ""
        self.stacked = False  # the status on a line of its own, under the name (see stacked_header)
        self.active = False  # the player to act
        self.setZValue(-6)

    def corner(self) -> float:
        return 10.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        colour = QColor(self.style.colour) if self.style else QColor("#888888")
        paint_seat_plate(p, rect, PLATE, colour, 3.0 if self.active else 1.6)
        x = rect.left() + 8
        top = rect.top() + 4
        if self.style is not None:
            theme.paint_marker(p, QRectF(x, top + 2, 18, 18), self.style)
        vp_w = text_width(self.vp_text, 15.0, True) + 6
        status_w = min(rect.width() * 0.42, text_width(self.status, 12.0, self.status_hot) + 6)
        name_w = rect.width() - 40 - vp_w - (0 if self.stacked else status_w)
        paint_text(p, QRectF(x + 24, top, name_w, 22), self.name, 14.0, WHITE, bold=True, align=LEFT,
                   elide=True)
        status = QRectF(x + 24, top + 20, rect.width() - 40, 18) if self.stacked else \
            QRectF(x + 24 + name_w, top, status_w, 22)
        paint_text(p, status, self.status, 12.0, QColor("#FFE27A") if self.status_hot else CREAM,
                   bold=self.status_hot, align=LEFT if self.stacked else RIGHT, elide=True)
        paint_text(p, QRectF(rect.right() - 8 - vp_w, top, vp_w, 22), self.vp_text, 15.0, QColor("#9BE7A8"),
                   bold=True, align=RIGHT)
        y = top + (40 if self.stacked else 22)
        for i, line in enumerate(self.info.split("\n")):  # the scene wraps the counts to the panel's width
            paint_text(p, QRectF(x, y + 18 * i, rect.width() - 16, 18), line, 12.0, SOFT, align=LEFT,
                       elide=True)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        if self.active:
            p.save()
            p.setPen(QPen(QColor(255, 226, 122, 90), 6.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 12, 12)
            p.restore()


class InfoItem(Box):
    """The viewer's own summary: name, VP, this round's running totals, markers, workers' row."""

    def __init__(self) -> None:
        super().__init__()
        self.style: theme.PlayerStyle | None = None
        self.name = ""
        self.vp_text = ""
        self.lines: list[tuple[str, bool]] = []  # (text, highlighted)
        self.workers_caption = ""
        self.workers_top = 0.0  # local y of the workers' row
        self.active = False

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        colour = QColor(self.style.colour) if self.style else QColor("#888888")
        paint_seat_plate(p, rect, PLATE, colour, 3.0 if self.active else 1.6)
        x = rect.left() + 8
        if self.style is not None:
            theme.paint_marker(p, QRectF(x, rect.top() + 7, 18, 18), self.style)
        paint_text(p, QRectF(x + 24, rect.top() + 4, rect.width() - 40, 24), self.name, 14.0, WHITE,
                   bold=True, align=LEFT, elide=True)
        vp_px = fit_px(self.vp_text, rect.width() - 16, 17.0, True)
        paint_text(p, QRectF(x, rect.top() + 28, rect.width() - 16, 24), self.vp_text, vp_px,
                   QColor("#9BE7A8"), bold=True, align=LEFT, elide=True)
        y = rect.top() + 54
        # A short area sets the lines closer, down to 15 px, to keep the workers' caption free; a long line
        # shrinks to 11 px, then a highlighted one takes the regular weight (its colour still marks it:
        # "Münzen: 2 von 2 übrig" was cut in bold), before it is cut.
        bottom = self.workers_top - 18 if self.workers_caption else rect.height()
        width = rect.width() - 16
        step = max(15.0, min(18.0, (bottom - 54) / max(1, len(self.lines))))
        for text, hot in self.lines:
            ink = QColor("#FFE27A") if hot else SOFT
            bold = hot and text_width(text, MIN_TEXT, True) <= width
            paint_text(p, QRectF(x, y, width, step), text, fit_px(text, width, 12.0, bold), ink, bold=bold,
                       align=LEFT, elide=True)
            y += step
        if self.workers_caption:
            paint_text(p, QRectF(x, self.workers_top - 18, rect.width() - 16, 16), self.workers_caption, 12.0,
                       CREAM, bold=True, align=LEFT, elide=True)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        if self.glow or self.hot:
            paint_glow(p, rect, 10, strong=self.hot)


class PreviewItem(CardPreview):
    """A card shown large with its full effect text (the kit's preview, in Copycat's look)."""

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        data = load_data()
        paint_shadow(p, rect, 10, 6)
        art.paint_card_preview(p, rect, data.cards[data.c(card_id)])


def spread_points(area: QRectF, count: int, size: float) -> list[QPointF]:
    """Top-left corners for ``count`` pieces of width ``size`` spread across ``area``."""
    if count <= 0:
        return []
    step = min(size * 1.05, (area.width() - size) / max(1, count - 1)) if count > 1 else 0
    return [QPointF(area.left() + i * step, area.top()) for i in range(count)]
