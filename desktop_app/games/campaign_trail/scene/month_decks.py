"""The month decks on the Campaign Trail strip: a row of the kit's piles on one plate (ui/piles.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ....ui import piles
from ....ui.table_items import GLOW, MIN_TEXT, Box, fit_px, paint_badge, paint_ring, paint_text, text_width
from ....ui.templates import fill
from .cards import paint_card_back
from .furniture import LIGHT, MUTED, NEWS_RED, paint_plate
from .scene_map_texts import translate
from .tooltips import set_tip


class MonthPile(piles.PileItem):
    """One month's pile of the row on the decks' plate: the kit's pile of action card backs, the month's
    name and the cards left beside it, ringed while it is the month played now, with a red count of the
    Breaking News cards in it or waiting for it (CT-140)."""

    RATIO = 24 / 42
    PER_LAYER = 1
    MAX_LAYERS = 2
    LAYER_OFFSET = (2.0, 2.0)
    CARD_MARGIN = 7.0
    CAPTION_BESIDE = True
    CAPTION_SHRINKS = True  # a long month's name shrinks before its pile gives it the picture's room
    STACK_PICTURE = True  # every card drawn changes the count, a pile a move (issue 13)
    NARROW_WORDS_ONLY = True
    CAPTION_INK = MUTED
    COUNT_INK = LIGHT

    def __init__(self) -> None:
        super().__init__()
        self.card_h = 42.0
        self.current = False
        self.news = 0
        self.setAcceptHoverEvents(False)  # the plate's tooltip tells about every pile

    def caption_ink(self) -> QColor:
        return LIGHT if self.current else MUTED

    def caption_bold(self) -> bool:
        return self.current

    def card_radius(self, card: QRectF) -> float:
        return 5.0

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        paint_card_back(p, rect)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        super().paint_overlays(p, rect)
        if self.current:
            paint_ring(p, rect.adjusted(-3, -3, 0, 0), GLOW, 2.0, 6)
        _card, text_left, _px, _bold = self.caption_place(rect)
        if self.news and text_left is not None:  # a red count beside the pile's; the plate's tooltip says
            x = text_left + text_width(self.count_text(), 16, True) + 12  # what it is
            paint_badge(p, QPointF(x, rect.top() + rect.height() / 2 + 10), str(self.news), 10.5, NEWS_RED,
                        LIGHT)


class DecksItem(Box):
    """The month decks: a row of kit piles on one plate (cards left in each month's pile, the current
    month ringed), and the free region tokens' count in a cell of their own."""

    # The piles' counts and news show on the piles (items of their own), not on the plate: a card drawn
    # repaints its pile only, not the plate under the whole row (the plate follows ``_plate_look``).
    QUIET = Box.QUIET | {"piles", "news"}

    def __init__(self) -> None:
        super().__init__()
        self.piles: list[tuple[str, int, bool]] = []  # (month name, cards, current)
        self.free_tokens = 0  # region tokens beside the board (CT-105); 0 hides their cell
        self.news: list[int] = []  # Breaking News cards in or waiting for each month's pile (CT-140)
        self._month_piles: list[MonthPile] = []
        self._cells_for: tuple[object, ...] | None = None  # what ``_cells`` were worked out for
        self._cells_kept: list[QRectF] = []
        self._laid_out: tuple[object, ...] | None = None  # what the piles were last laid out for
        self._plate_look: tuple[object, ...] = ()  # what the plate's own picture shows
        self.setZValue(5)

    def set_piles(self, piles: list[tuple[str, int, bool]], free_tokens: int = 0, tip_note: str = "") -> None:
        """The piles' counts (month, cards, current), the free region tokens' count, and a last line for the
        tooltip (the free tokens' regions)."""
        self.piles = piles
        self.free_tokens = free_tokens
        lines = [fill(translate("CampaignTrailTable", "%1: %2 cards left"), m, n) for m, n, _c in piles]
        for (month, _n, _c), news in zip(piles, self.news, strict=False):
            if news:
                note = translate("CampaignTrailTable", "%1: %2 Breaking News cards in or set aside for "
                                                       "its pile")
                lines.append(fill(note, month, news))
        if tip_note:
            lines.append(tip_note)
        set_tip(self, "\n".join(lines))
        self._lay_out_piles()

    def set_rect(self, rect: QRectF) -> None:
        super().set_rect(rect)
        self._lay_out_piles()

    def _cell(self, index: int) -> QRectF:
        """A pile's cell (the free tokens' after the piles')."""
        return QRectF(self._cells()[index])

    def _cells(self) -> list[QRectF]:
        """Every pile's cell and the free tokens' after them: each as wide as its words need at the least
        text size, the rest of the strip shared equally ("septiembre" in bold beside "Fichas libres" at
        1280x800 did not fit a quarter of the strip), or equal cells where the words need more. Worked
        out once per size and months (every move lays the row out, and a pile's count is no word)."""
        rect = self.rect()
        key = (rect.getRect(), tuple((month, current) for month, _n, current in self.piles), self.free_tokens)
        if key != self._cells_for:
            needs = self._needs()
            room = rect.width() - 12
            spare = room - sum(needs)
            count = len(needs)
            widths = [need + spare / count for need in needs] if spare >= 0 else [room / count] * count
            cells = []
            left = rect.left() + 6
            for width in widths:
                cells.append(QRectF(left, rect.top() + 4, width - 4, rect.height() - 8))
                left += width
            self._cells_for, self._cells_kept = key, cells
        return self._cells_kept

    def _needs(self) -> list[float]:
        """What each cell needs for its words on their line(s) at the least size: a month's longest word
        (bold while it is played) right of the pile's inset, the free tokens' label right of its own."""
        needs = [max((text_width(word, MIN_TEXT, current) for word in month.split()), default=0.0) + 16
                 for month, _n, current in self.piles]
        if self.free_tokens:
            needs.append(text_width(translate("CampaignTrailTable", "Free tokens"), MIN_TEXT) + 18)
        return needs or [0.0]

    def _lay_out_piles(self) -> None:
        laid_out = (self.rect().getRect(), tuple(self.piles), tuple(self.news), self.free_tokens)
        if laid_out == self._laid_out:
            return  # set_rect and set_piles both ask at every move: the row stands as it was
        self._laid_out = laid_out
        cells = self._cells()
        plate = (self.free_tokens, cells[-1].getRect() if self.free_tokens else None)
        if plate != self._plate_look:
            self._plate_look = plate
            self.update()  # the free tokens' cell moved or changed (the piles' counts are quiet)
        while len(self._month_piles) < len(self.piles):
            self._month_piles.append(MonthPile())
            self._month_piles[-1].setParentItem(self)
        for index, pile in enumerate(self._month_piles):
            pile.setVisible(index < len(self.piles))
            if index >= len(self.piles):
                continue
            month, n, current = self.piles[index]
            pile.label, pile.count, pile.current = month, n, current
            pile.news = self.news[index] if index < len(self.news) else 0
            pile.set_rect(cells[index].adjusted(3, 3, 0, 0))

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_plate(p, rect)
        if self.free_tokens:
            cell = self._cell(len(self.piles))
            label = translate("CampaignTrailTable", "Free tokens")
            # the same two lines as the piles' captions and counts beside it
            half = (cell.height() - 3) / 2
            text = QRectF(cell.left() + 6, cell.top() + 3, cell.width() - 8, half)
            paint_text(p, text, label, fit_px(label, text.width(), 12), MUTED, elide=True,
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            paint_text(p, QRectF(text.left(), text.bottom(), text.width(), 20), f"◆ {self.free_tokens}", 16,
                       LIGHT, bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
