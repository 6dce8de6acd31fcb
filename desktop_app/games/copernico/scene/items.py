"""The graphics items of the Copernico table.

Cards are MovableObjects (shared table items): their position and height glide
with QPropertyAnimation and they are dragged with their own mouse handlers (no
QDrag), which also works on the offscreen platform. Items never decide
anything: they report presses, drags and clicks to their scene.
"""

from __future__ import annotations

import contextlib
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ....ui import piles, table_items, table_text, theme
from ....ui.card_items import BacksFan, CardPreview, ChoosableCard
from ....ui.exact_pictures import ExactPictures
from ....ui.language import current_language
from ....ui.picture_cache import paint_cached
from ....ui.table_items import LEFT, badge_rect, hints, paint_marks, paint_seat_plate
from ....ui.table_places import paint_empty_place
from ..data import load_data
from . import art


class CardLook(NamedTuple):
    """What the scene sets on a card at each move: its identity, its flags and its cursor."""

    card_id: str | None
    face_up: bool
    back_label: str
    marked: bool
    pending: str
    fresh: bool
    selected: bool
    held: bool
    draggable: bool
    clickable: bool
    explain_press: bool
    dim: bool
    cursor: Qt.CursorShape | None


def worn_look(card: CardItem) -> CardLook:
    """The look ``card`` has now (compared with the one a move asks for before anything is set)."""
    return CardLook(card.card_id, card.face_up, card.back_label, card.marked, card.pending, card.fresh,
                    card.selected, card.held, card.draggable, card.clickable, card.explain_press, card.dim,
                    card.cursor_shape)


_tooltips: dict[tuple[str, str], str] = {}


def _card_tooltip(card_id: str) -> str:
    """A card's tooltip words, made once per card and language: a new round deals a score of cards at once,
    and making the words for each was a good part of that move (issue 13)."""
    key = (card_id, current_language())
    text = _tooltips.get(key)
    if text is None:
        from .texts import card_tooltip

        text = _tooltips[key] = card_tooltip(card_id)
    return text


class CardItem(ChoosableCard):
    """One Quadrant card (face up), or a face-down card standing for one. ``itemSize`` is its height;
    ``selected``: chosen as payment."""

    SIZE_SNAP = 0.5
    RATIO = art.CARD_RATIO
    QUIET = ChoosableCard.QUIET | {"cursor_shape"}  # the pointer's look, not the card's
    OUTLINE_FACES = True  # a face-up card is outlined under the pointer, to be read
    WHOLE_PIXEL_BADGES = True  # as art.paint_badge measures them

    def __init__(self, key: str, card_id: str | None, height: float, *, face_up: bool = True) -> None:
        super().__init__(card_id, height, face_up=face_up)
        self.key = key
        self.back_label = ""
        self.pending = ""  # label of a secret choice not yet revealed
        self.cursor_shape: Qt.CursorShape | None = None  # the one set last (Qt's own answers a QCursor)
        self.setTransformOriginPoint(self.width / 2, self._h / 2)
        self._refresh_tooltip()

    # -- geometry -----------------------------------------------------------
    def set_size_value(self, value: float) -> None:
        super().set_size_value(value)
        # Qt marks the item's place for a repaint even when the origin is the one it has: a card that
        # stays where it is (every card on the table, at every move) would be copied onto the felt again.
        origin = QPointF(self.width / 2, self._h / 2)
        if self.transformOriginPoint() != origin:
            self.setTransformOriginPoint(origin)

    def boundingRect(self) -> QRectF:
        pad = self.PAD
        return QRectF(-pad, -pad - 14, self.width + 2 * pad, self._h + 2 * pad + 14)

    def identity_changed(self) -> None:
        self._refresh_tooltip()

    def _refresh_tooltip(self) -> None:
        self.setToolTip(_card_tooltip(self.card_id) if self.face_up and self.card_id else "")

    # -- painting -----------------------------------------------------------
    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        lift = self.lift()
        rect = QRectF(0, -lift, self.width, self._h)
        radius = art.radius_for(rect)
        if self.pending:
            p.setOpacity(0.9)
        art.paint_shadow(p, rect, radius, lift)
        if self.face_up and self.card_id:
            art.paint_quadrant(p, rect, load_data().quadrants[self.card_id])
        else:
            art.paint_back(p, rect, self.back_label)
        p.setOpacity(1.0)
        paint_marks(p, rect, radius, dim=self.dim, marked=self.marked, glow=self.glow, dimmer=art.paint_dim,
                    glower=art.paint_glow)
        self.paint_chosen(p, rect, radius)
        if self.pending:
            art.paint_ring(p, rect.adjusted(-1.5, -1.5, 1.5, 1.5), QColor("#F3E6C4"), 2.0, radius + 1.5,
                           Qt.PenStyle.DashLine)
            centre, px = self.pending_place(rect)
            art.paint_badge(p, centre, self.pending, px, QColor("#25344F"), QColor("#FFFFFF"))
        self.paint_fresh(p, rect)
        self.paint_pointed(p, rect, radius)

    def check_place(self, rect: QRectF) -> tuple[QPointF, float]:
        px = max(art.MIN_TEXT, self._h * 0.085)
        return QPointF(rect.center().x(), rect.top() + px * 0.2), px

    def fresh_place(self, rect: QRectF) -> tuple[QPointF, float]:
        px = art.MIN_TEXT
        return QPointF(rect.right() - px * 1.6, rect.top() + px * 0.2), px

    def pending_place(self, rect: QRectF) -> tuple[QPointF, float]:
        """The centre and size of the label of a secret choice, at the foot of the face ``rect``."""
        px = max(art.MIN_TEXT, min(14.0, self._h * 0.085))
        return QPointF(rect.center().x(), rect.bottom() - px * 0.9), px

    def mark_badges(self) -> list[QRectF]:
        badges = super().mark_badges()
        if self.pending:
            centre, px = self.pending_place(self.face_rect())
            badges.append(self.mapRectToScene(badge_rect(centre, self.pending, px, whole_pixels=True)))
        return badges


NOTE_FILL, NOTE_INK = QColor("#25344F"), QColor("#FFFFFF")
NOTE_FIELDS = frozenset({"note", "private_note", "note_marks"})


def note_width(note: str) -> float:
    """The width of a note badge over a card (art.paint_badge at the smallest size)."""
    return QFontMetricsF(art.font(art.MIN_TEXT, True)).horizontalAdvance(note) + art.MIN_TEXT * 1.1


class Box(table_items.Box):
    """Copernico's table boxes: rounded like its cards, with room around them for badges."""

    GLOW_PEAK = 230
    GLOW_FILL = 60

    def margin(self) -> float:
        return 20.0

    def note_fits(self, rect: QRectF, note: str) -> bool:
        """Whether a note badge over the card stays inside the item's margin (wider, it would be cut)."""
        return note_width(note) <= rect.width() + 2 * self.margin() - 2

    def __setattr__(self, name: str, value: Any) -> None:
        # A note's badge sets the margin (note_margin): the scene learns of the new bounds first.
        if name in NOTE_FIELDS and getattr(self, name, value) != value:
            with contextlib.suppress(RuntimeError):  # set before the Qt item exists
                self.prepareGeometryChange()
        super().__setattr__(name, value)

    def note_margin(self, note: str) -> float:
        """The margin that holds ``note``'s badge over this card: at least the usual one. The caller
        announces the change (prepareGeometryChange) before the note changes."""
        return max(20.0, (note_width(note) - self.rect().width()) / 2 + 2) if note else 20.0

    def paint_note(self, p: QPainter, rect: QRectF, note: str) -> None:
        """A note badge centred over the card's top edge (listed as cut where it runs past the margin)."""
        if not self.note_fits(rect, note):
            table_text.record_cut(note)
        centre = QPointF(rect.center().x(), rect.top() - 10)
        art.paint_badge(p, centre, note, art.MIN_TEXT, NOTE_FILL, NOTE_INK)

    def corner(self) -> float:
        return art.radius_for(self.rect())


class SlotItem(Box):
    """One position of the viewer's work table: an outline when empty, a target while dragging.

    It lies above the cards (transparent where a card is) so the glow, the cost
    to pay and the dimming show over an occupied position too."""

    def __init__(self, position: int) -> None:
        super().__init__()
        self.position = position
        self.occupied = False
        self.cost_text = ""

    def margin(self) -> float:
        return 12.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if self.occupied:
            return
        radius = self.corner()
        paint_empty_place(p, rect.adjusted(1, 1, -1, -1), radius,
                          QColor(255, 255, 255, 90), 1.4, QColor(0, 0, 0, 38))
        art.paint_text(p, rect, str(self.position), max(art.MIN_TEXT, rect.height() * 0.16),
                       QColor(255, 255, 255, 95), bold=True)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        super().paint_overlays(p, rect)
        if self.cost_text and (self.glow or self.hot):
            px = max(art.MIN_TEXT, min(15.0, rect.height() * 0.09))
            art.paint_badge(p, QPointF(rect.center().x(), rect.bottom() - px * 1.2), self.cost_text, px,
                            QColor("#FFE27A"), QColor("#1E1B16"))


class ZoneItem(piles.ZoneItem, Box):
    """A draft drop zone: Keep, Pass left, Pass right or Discard (or the drawn row): the kit's zone, its
    caption centred in a strip at the top, dim while it takes nothing."""

    EDGE = (130, 50)
    FILL = (45, 20)
    INK = (215, 80)
    EDGE_WIDTH = 1.5
    LABEL_INSET = 4.0
    LABEL_H = 30.0
    LABEL_CENTRED = True

    def __init__(self, role: str | None = None) -> None:
        super().__init__(role)
        # The zones are hidden between drafts and painted again when a draft shows them: their dashed
        # antialiased outlines were the slowest thing on that move's table (issue 13). Each outline is
        # drawn once per size and brightness and copied after, pixel for pixel.
        self._outlines = ExactPictures(keep=4)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if not self.label_top:
            super().paint_content(p, rect)
            return
        on = 0 if self.active else 1
        radius = self.corner()
        edge, fill = QColor(255, 255, 255, self.EDGE[on]), QColor(0, 0, 0, self.FILL[on])
        self._outlines.paint(p, ("zone", on, radius), rect, lambda q: paint_empty_place(
            q, rect.adjusted(1, 1, -1, -1), radius, edge, self.EDGE_WIDTH, fill))
        if self.label:  # the caption in its strip at the top, as the kit's zone writes it
            inset = self.LABEL_INSET
            strip = QRectF(rect.left() + inset, rect.top() + 2, rect.width() - 2 * inset, self.label_h - 2)
            ink = QColor(255, 255, 255, self.INK[on])
            art.paint_text(p, strip, self.label, self.label_px, ink, bold=True,
                           align=Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, elide=True)


class ButtonItem(table_items.ButtonItem):
    DISABLED_INK = QColor("#A9B0B5")


class AdviceItem(Box):
    """One of the two Advice cards in the centre (solo: a face-up objective)."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.colour: str | None = None
        self.caption = ""
        self.colour_label = ""
        self.back_label = ""
        self.private_note = ""

    def margin(self) -> float:
        return self.note_margin(self.private_note)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        art.paint_shadow(p, rect, art.radius_for(rect))
        if self.colour is None:
            art.paint_back(p, rect, self.back_label)
        else:
            art.paint_advice_face(p, rect, self.colour, self.caption, self.colour_label)
        if self.private_note:
            self.paint_note(p, rect, self.private_note)


class HypothesisItem(Box):
    def __init__(self) -> None:
        super().__init__()
        self.hypothesis: str | None = None
        self.name = ""
        self.caption = ""
        self.faded = False
        self.note = ""
        self.note_marks: list[theme.PlayerStyle] = []  # shown instead of a note of names too long to fit

    def margin(self) -> float:
        return self.note_margin("" if self.note_marks else self.note)
        self.setAcceptHoverEvents(True)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        if self.hypothesis is None:
            return
        hyp = load_data().hypotheses[self.hypothesis]
        art.paint_shadow(p, rect, art.radius_for(rect))
        if self.faded:
            p.setOpacity(0.5)
        art.paint_hypothesis(p, rect, hyp.positions, hyp.colour, self.name, self.caption)
        p.setOpacity(1.0)
        if self.note_marks and not self.note_fits(rect, self.note):
            self._paint_marks(p, rect)
        elif self.note:
            self.paint_note(p, rect, self.note)

    def _paint_marks(self, p: QPainter, rect: QRectF) -> None:
        """The note as a tick and the markers of the players it names (their names are in the tooltip):
        a note of long names would not fit above the card."""
        size, px = 13.0, art.MIN_TEXT
        tick = "✓"
        tick_w = QFontMetricsF(art.font(px, True)).horizontalAdvance(tick)
        width = tick_w + len(self.note_marks) * (size + 2) + px * 1.1
        height = px * 1.55
        pill = QRectF(rect.center().x() - width / 2, rect.top() - 10 - height / 2, width, height)
        p.save()
        p.setPen(QPen(NOTE_FILL.darker(160), 1.0))
        p.setBrush(NOTE_FILL)
        p.drawRoundedRect(pill, height / 2, height / 2)
        p.restore()
        x = pill.left() + px * 0.55
        art.paint_text(p, QRectF(x, pill.top(), tick_w, height), tick, px, NOTE_INK, bold=True)
        x += tick_w + 2
        for style in self.note_marks:
            theme.paint_marker(p, QRectF(x, pill.center().y() - size / 2, size, size), style)
            x += size + 2


class PileItem(piles.PileItem, Box):
    """The deck or the discard pile: the kit's pile of Copernico's card backs, the count on it."""

    CAPTION_ROOM = 8.0

    def margin(self) -> float:
        return 16.0

    def card_radius(self, card: QRectF) -> float:
        return art.radius_for(card)

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        art.paint_back(p, rect)

    def paint_card_shadow(self, p: QPainter, rect: QRectF, radius: float) -> None:
        art.paint_shadow(p, rect, radius)

    def paint_count(self, p: QPainter, centre: QPointF, text: str, px: float) -> None:
        art.paint_badge(p, centre, text, px, self.BADGE_FILL, self.BADGE_INK)


class PreviewItem(CardPreview):
    """A small Quadrant card shown large beside it (the kit's preview, in Copernico's look)."""

    MARGIN = 16.0

    def paint_face(self, p: QPainter, rect: QRectF, card_id: str) -> None:
        art.paint_shadow(p, rect, art.radius_for(rect))
        art.paint_quadrant(p, rect, load_data().quadrants[card_id])


class BacksItem(BacksFan):
    """A hidden hand (the kit's fan of backs) in Copernico's card back."""

    RATIO = art.CARD_RATIO

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        art.paint_shadow(p, rect, art.radius_for(rect))
        art.paint_back(p, rect)

    def paint_count(self, p: QPainter, centre: QPointF, text: str) -> None:
        art.paint_badge(p, centre, text, 13.0, QColor("#F6F0E1"), QColor("#1E1B16"))


class LabelItem(table_items.LabelItem):
    PLATE_ALPHA = 150


PANEL_TEXTS = frozenset({"name", "status", "status_done", "info", "tally"})
INFO_PX = 12.0  # a panel's line under the name: the hand's count and the advice looks
TALLY_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap


class PanelItem(Box):
    """A player's area: a felt plate edged in their colour, with their marker, name and status.

    Its texts change at most moves (a status, a count of cards), its plate and layout seldom: a new text
    repaints only the band of the panel it is written in (issue 13), not the whole area with the cards
    lying on it."""

    QUIET = Box.QUIET | PANEL_TEXTS

    def __setattr__(self, name: str, value: Any) -> None:
        if name in PANEL_TEXTS and name in self.__dict__ and self.__dict__[name] != value:
            self.update(self._text_band(name))  # where the old text was
            super().__setattr__(name, value)
            self.update(self._text_band(name))  # and where the new one goes
            return
        super().__setattr__(name, value)

    def _text_band(self, name: str) -> QRectF:
        """Where the text ``name`` is painted (item coordinates), with room for the glyphs' edges."""
        m = self.margin()
        top = 0.0 if self.plain else 6.0
        if name != "tally":  # the name, the status and the line under them: the header's rows
            return QRectF(-m, -m, self._w + 2 * m, m + top + 46)
        x = 0.0 if self.plain else 10.0
        tally = self.tally_rect or QRectF(x, top + 42, self._w - 20, 18)
        box = QFontMetricsF(art.font(12.0)).boundingRect(tally, int(TALLY_ALIGN), self.tally)
        return box.united(tally).adjusted(-4, -4, 4, 4)

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.style: theme.PlayerStyle | None = None
        self.status = ""
        self.status_done = False
        self.info = ""
        self.tally = ""
        self.tally_rect: QRectF | None = None  # local; None: a third header line
        self.header_h = 46.0
        self.grid_rects: list[QRectF] = []  # empty positions drawn as outlines (local coordinates)
        self.blank_rects: list[QRectF] = []
        self.plain = False  # the viewer's own area: no plate, just the header
        self.setZValue(-5)

    def corner(self) -> float:
        return 10.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        style = self.style
        # The large translucent plate and the empty positions' outlines change only with the layout:
        # drawn once per look and size (at the device scale, sharp at 2x) and copied at every repaint
        # a move's new name line or status causes.
        still = ("copernico-plate", style.colour if style else None, self.plain,
                 tuple(r.getRect() for r in self.grid_rects))
        paint_cached(p, still, rect, self._paint_still)
        x = rect.left() + (10 if not self.plain else 0)
        top = rect.top() + (6 if not self.plain else 0)
        if style is not None:
            theme.paint_marker(p, QRectF(x, top + 2, 20, 20), style)
        status_w = 0.0
        if self.status:
            status_w = min(rect.width() * 0.6, QFontMetricsF(art.font(13.0, self.status_done))
                           .horizontalAdvance(self.status) + 6)
        # The name ends where the status begins, never overprinted. In a narrow view (five seats at
        # 960x540, panels ~217 px) "Computer 2 (Normal)" needs a smaller size, not an ellipsis; only a
        # name too long even at the least size is shortened.
        name_w = rect.right() - (status_w + 16 if self.status else 10) - (x + 26)
        name_px = table_text.fit_px(self.name, name_w, 15.0, True)
        art.paint_text(p, QRectF(x + 26, top, name_w, 24), self.name, name_px,
                       QColor("#FFFFFF"), bold=True, align=LEFT, elide=True)
        if self.status:
            art.paint_text(p, QRectF(rect.right() - status_w - 10, top, status_w, 24), self.status, 13.0,
                           QColor("#9BE7A8") if self.status_done else QColor("#F3E6C4"),
                           bold=self.status_done,
                           align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if self.tally:
            tally = self.tally_rect or QRectF(x, top + 42, rect.width() - 20, 18)
            art.paint_text(p, tally, self.tally, 12.0, QColor("#F3E6C4"), align=TALLY_ALIGN)
        art.paint_text(p, QRectF(x, top + 24, rect.width() - 20, 18), self.info, INFO_PX, QColor("#E2E8E4"),
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _paint_still(self, p: QPainter, rect: QRectF) -> None:
        style = self.style
        colour = QColor(style.colour) if style else QColor("#888888")
        if not self.plain:
            paint_seat_plate(p, rect, QColor(8, 24, 17, 120), colour, 2.0)
        for r in self.grid_rects:
            paint_empty_place(p, r, 4, QColor(255, 255, 255, 70), 1.0, QColor(0, 0, 0, 30))


TABLE_ROW_MIN = 14.0  # a final-score row shorter than this sets its 11 px text over the next row's


class ScoreTableItem(Box):
    """Final scores: a row per category, a column per player, winners starred."""

    def __init__(self) -> None:
        super().__init__()
        self.header: list[tuple[str, theme.PlayerStyle | None, bool]] = []
        self.rows: list[tuple[str, list[str]]] = []
        self.footer = ""
        self.setZValue(20)

    def label_width(self) -> float:
        metrics = QFontMetricsF(art.font(14.0, True))
        return max([metrics.horizontalAdvance(label) for label, _ in self.rows] or [80.0]) + 24

    @staticmethod
    def header_width(name: str, winner: bool, px: float) -> float:
        """The width a column's heading takes: the marker, then the name (starred for a winner)."""
        return QFontMetricsF(art.font(px, True)).horizontalAdvance(("★ " if winner else "") + name) + 18

    def preferred_size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(art.font(14.0, True))
        col = max([metrics.horizontalAdvance("★ " + name) + 30 for name, _, _ in self.header] or [90.0])
        rows = len(self.rows) + 1 + (1 if self.footer else 0)
        return self.label_width() + 16 + max(90.0, col) * len(self.header), rows * 26.0 + 12

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setBrush(QColor(246, 240, 225, 240))
        p.setPen(QPen(QColor("#7C6A4A"), 1.5))
        p.drawRoundedRect(rect, 10, 10)
        p.restore()
        if not self.header:
            return
        rows = len(self.rows) + 1 + (1 if self.footer else 0)
        if (rect.height() - 12) / max(1, rows) < TABLE_ROW_MIN and len(self.rows) > 2:
            # Too short for a row a category (the replay's table at the end): the categories in two
            # halves side by side, each under the players' heading, so no row runs into the next.
            half = (len(self.rows) + 1) // 2
            w = (rect.width() - 12) / 2
            self._paint_part(p, QRectF(rect.left(), rect.top(), w, rect.height()), self.rows[:half], "", rows)
            self._paint_part(p, QRectF(rect.left() + w + 12, rect.top(), w, rect.height()), self.rows[half:],
                             self.footer, rows)
        else:
            self._paint_part(p, rect, self.rows, self.footer, rows)

    def _paint_part(self, p: QPainter, rect: QRectF, part: list[tuple[str, list[str]]], footer: str,
                    rows_of_whole: int) -> None:
        rows = len(part) + 1 + (1 if footer else 0)
        row_h = min(26.0, (rect.height() - 12) / max(1, rows))
        label_w = self.label_width()
        col_w = (rect.width() - label_w - 16) / len(self.header)
        y = rect.top() + 6
        # The size the whole table would have on one column of rows: the halves keep the same text size.
        px = max(art.MIN_TEXT, min(14.0, min(26.0, (rect.height() - 12) / max(1, rows_of_whole)) * 0.55))
        # Names too long for their columns (five seats with the dialog's names) give way to the players'
        # markers alone, as the panels above show them beside the names (and the tooltip names them).
        names_fit = all(self.header_width(name, winner, px) <= col_w for name, _, winner in self.header)
        # Columns too narrow for a value beside the marker's place (the short replay of a five-seat game)
        # centre the marker and the values in the column instead.
        metrics = QFontMetricsF(art.font(px, True))
        widest = max((metrics.horizontalAdvance(v) for _, values in part for v in values), default=0.0)
        narrow = not names_fit and col_w - 18 < widest + 2
        for i, (name, style, winner) in enumerate(self.header):
            cell = QRectF(rect.left() + 8 + label_w + i * col_w, y, col_w, row_h)
            if style is not None:
                left = cell.center().x() - 7 if narrow else cell.left() + 2
                theme.paint_marker(p, QRectF(left, cell.center().y() - 7, 14, 14), style)
            text = ("★ " if winner else "") + name if names_fit else ("★" if winner else "")
            heading = cell.adjusted(18, 0, 0, 0)
            if narrow:  # the winner's star right of the centred marker, where it fits (the banner names them)
                heading = QRectF(cell.center().x() + 8, y, col_w / 2 - 8, row_h)
                text = text if metrics.horizontalAdvance(text) <= heading.width() else ""
            art.paint_text(p, heading, text, px, art.INK, bold=True,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide=True)
        y += row_h
        for label, values in part:
            last = (label, values) == self.rows[-1]  # the total, under a rule
            if last:
                p.save()
                p.setPen(QPen(QColor("#7C6A4A"), 1.0))
                p.drawLine(QPointF(rect.left() + 8, y), QPointF(rect.right() - 8, y))
                p.restore()
            art.paint_text(p, QRectF(rect.left() + 10, y, label_w, row_h), label, px, art.INK, bold=last,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for i, value in enumerate(values):
                cell = QRectF(rect.left() + 8 + label_w + i * col_w, y, col_w, row_h)
                across = Qt.AlignmentFlag.AlignHCenter if narrow else Qt.AlignmentFlag.AlignLeft
                room = cell if narrow else cell.adjusted(18, 0, 0, 0)
                art.paint_text(p, room, value, px, art.INK, bold=last,
                               align=across | Qt.AlignmentFlag.AlignVCenter)
            y += row_h
        if footer:
            art.paint_text(p, QRectF(rect.left() + 10, y, rect.width() - 20, row_h), footer, px,
                           art.INK, bold=True, align=LEFT)


class LegendItem(Box):
    """A reference strip: the five body symbols and how a table scores."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[str, str]] = []  # (colour key, "red · sun")
        self.lines: list[str] = []
        # Hidden for every draft and shown again after it, when the item's own cache has to be painted
        # anew: its five bodies and wrapped lines were a good part of the move that ends a draft (issue 13).
        self._picture = ExactPictures(keep=2)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        self._picture.paint(p, (tuple(self.entries), tuple(self.lines), rect.width(), rect.height()), rect,
                            lambda q: self._paint_legend(q, rect))

    def _paint_legend(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 24, 17, 110))
        p.drawRoundedRect(rect, 10, 10)
        p.restore()
        metrics = QFontMetricsF(art.font(12.0))
        x = rect.left() + 12
        y = rect.top() + 8
        for key, text in self.entries:
            width = metrics.horizontalAdvance(text) + 4
            if x + 24 + width > rect.right() - 8:
                x = rect.left() + 12
                y += 26
            art.paint_body(p, QPointF(x + 10, y + 11), 10, key)
            art.paint_text(p, QRectF(x + 24, y, width, 22), text, 12.0, QColor("#F4F4F4"),
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            x += 24 + width + 18
        y += 28
        width = rect.width() - 24
        for line in self.lines:
            wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            height = metrics.boundingRect(QRectF(0, 0, width, 1000), int(wrap), line).height()
            if y + height > rect.bottom() - 2:
                break  # a narrow table: the reference is a help, never drawn over the hand
            art.paint_text(p, QRectF(rect.left() + 12, y, width, height + 2), line, 12.0, QColor("#E2E8E4"),
                           align=wrap)
            y += height + 3
