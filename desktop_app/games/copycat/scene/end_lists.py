"""At the end of a Copycat game: what each player played in the last round, as lists of titles.

The play areas fan their cards, and a fan of three or more covers every title but the last ("Local
newspap"); an opponent who played twenty cards shows a strip of card edges. The street is no longer bought
from once the game is over, so its band lists each player's played cards instead, under the caption
"Played in the last round": a block per player (the viewer's first) headed by the name, one line a title
with its count ("3× Fatherly friend"), in as many columns as the band's height asks. A title too long for
its column takes a second line; nothing is cut (the shared painter would list it as shortened).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ....ui import theme
from ....ui.table_items import MIN_TEXT, Box, fits_wrapped, paint_text, text_width
from . import texts
from .texts import translate

LINE_H = 14.0  # a line of 11 px text
HEAD_H = 18.0  # a block's name at 12 px bold
TITLE_H = 17.0  # the band's caption
GOLD = QColor("#D8B25A")  # as the instruction bar's phase
COL_GAP = 10.0
BLOCK_GAP = 14.0
INK = QColor("#F4F4F4")
SOFT = QColor("#DCE6E0")
MAX_COLUMNS = 16


@dataclass
class Block:
    """One player's list: ``entries`` are the lines as shown (count and title)."""

    seat: int
    name: str
    style: theme.PlayerStyle | None
    entries: list[str]
    rect: QRectF = field(default_factory=QRectF)  # set by plan_blocks, in the band's coordinates
    lines: list[tuple[QRectF, str]] = field(default_factory=list)


def entries_of(cards: list[str]) -> list[str]:
    """Each title once, in the order first played, with how many copies were played."""
    counts: dict[str, int] = {}
    for cid in cards:
        title = texts.card_title(cid)
        counts[title] = counts.get(title, 0) + 1
    return [texts.fill(translate("copycat", "%1× %2"), n, title) if n > 1 else title
            for title, n in counts.items()]


def _lines_needed(text: str, width: float) -> int:
    for lines in (1, 2, 3):
        if fits_wrapped(text, QRectF(0, 0, width, lines * LINE_H), MIN_TEXT):
            return lines
    return 0  # does not fit even on three lines


def _columns(entries: list[str], width: float, rows: int) -> list[list[tuple[str, int]]] | None:
    """The entries poured into columns of ``rows`` lines of ``width``; None where one cannot fit."""
    columns: list[list[tuple[str, int]]] = [[]]
    used = 0
    for text in entries:
        need = _lines_needed(text, width)
        if need == 0 or need > rows:
            return None
        if used + need > rows:
            columns.append([])
            used = 0
        columns[-1].append((text, need))
        used += need
    return columns


def name_width(name: str) -> float:
    """A block's heading: the player's marker and name at 12 px bold."""
    return text_width(name, 12.0, True) + 21


def plan_blocks(band: QRectF, blocks: list[Block]) -> bool:
    """Lay the blocks side by side in ``band``: the fewest equal columns in which every block's lines fit.
    Sets each block's rect and line rects; False when the band is too small for them all."""
    rows = int((band.height() - HEAD_H - 2) // LINE_H)
    if rows < 1 or not blocks:
        return False
    for total in range(len(blocks), MAX_COLUMNS + 1):
        gaps = (total - len(blocks)) * COL_GAP + (len(blocks) - 1) * BLOCK_GAP
        col_w = (band.width() - gaps) / total
        poured = [_columns(b.entries, col_w, rows) for b in blocks]
        if any(p is None for p in poured):
            continue
        counts = [max(1, len(p)) for p in poured if p is not None]
        if sum(counts) > total:
            continue
        # Every block fits: each as wide as its columns and its name need, the spare width spread evenly.
        least = [max(n * col_w + (n - 1) * COL_GAP, name_width(b.name)) for b, n in zip(blocks, counts,
                                                                                      strict=True)]
        spare = band.width() - (len(blocks) - 1) * BLOCK_GAP - sum(least)
        if spare < 0:
            continue
        x = band.left()
        for block, cols, n, width in zip(blocks, poured, counts, least, strict=True):
            width += spare / len(blocks)
            col_w = (width - (n - 1) * COL_GAP) / n
            block.rect = QRectF(x, band.top(), width, band.height())
            block.lines = []
            for c, column in enumerate(cols or []):
                y = band.top() + HEAD_H + 2
                for text, need in column:
                    block.lines.append((QRectF(x + c * (col_w + COL_GAP), y, col_w, need * LINE_H), text))
                    y += need * LINE_H
            x += width + BLOCK_GAP
        return True
    return False


class EndListsItem(Box):
    """The band of end-of-game lists (in the street's place): see the module's note."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[Block] = []
        self.setZValue(-5)

    def set_blocks(self, rect: QRectF, blocks: list[Block]) -> bool:
        """Lays the blocks out in ``rect``; False (and nothing shown) when they do not fit."""
        local = QRectF(8, 4 + TITLE_H, rect.width() - 16, rect.height() - 8 - TITLE_H)
        fits = plan_blocks(local, blocks)
        self.set_rect(rect)
        self.blocks = blocks if fits else []
        self.update()
        return fits

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 24, 17, 125))
        p.drawRoundedRect(rect, 10, 10)
        p.restore()
        caption = translate("copycat", "Played in the last round")
        paint_text(p, QRectF(8, 3, rect.width() - 16, TITLE_H), caption, 12.0, GOLD, bold=True, elide=True,
                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for block in self.blocks:
            head = QRectF(block.rect.left(), block.rect.top(), block.rect.width(), HEAD_H)
            left = head.left()
            if block.style is not None:
                theme.paint_marker(p, QRectF(left, head.top() + 2, 14, 14), block.style)
                left += 19
            paint_text(p, QRectF(left, head.top(), head.right() - left, HEAD_H), block.name, 12.0, INK,
                       bold=True, elide=True,
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for line, text in block.lines:
                paint_text(p, line, text, MIN_TEXT, SOFT, elide=True,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                           | Qt.TextFlag.TextWordWrap)
