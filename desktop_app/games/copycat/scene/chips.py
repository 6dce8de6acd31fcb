"""An opponent's play area as chips (issue 15): once the played cards no longer lie side by side whole,
a fan of small cards shows only the top one, so the area shows one chip per kind of card instead: the
action colour's disc with its symbol, the card's action in words and how many such cards lie there
("+1 coin ×6"). Where the words do not fit the chips keep the disc and the count; the tooltip names every
card and a click enlarges the whole area (ui/area_zoom.py)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.table_items import LEFT, MIN_TEXT, Box, paint_text, text_width
from ..data import load_data
from . import art, texts
from .texts import translate

CHIP_H = 18.0  # a chip's height: a line of 11 px text beside a disc of 14 px
CHIP_GAP = 3.0  # between chips, across and down
DISC_R = 7.0
PAD = 3.0
INK = QColor("#F3E6C4")
PLATE = QColor(8, 24, 17, 170)


@dataclasses.dataclass(frozen=True)
class Chip:
    """One kind of card in a play area: its colour, its action in words and the cards of that kind."""

    colour: str
    words: str
    cards: tuple[str, ...]

    @property
    def count(self) -> str:
        return texts.fill(translate("copycat", "×%1"), len(self.cards))


def chips_of(play: list[str]) -> list[Chip]:
    """The cards of a play area by kind (colour and action), in the order each kind was first played."""
    data = load_data()
    kinds: dict[tuple[str, str, int], list[str]] = {}
    for cid in play:
        card = data.cards[data.c(cid)]
        kinds.setdefault((card.colour, card.effect, card.param), []).append(cid)
    return [Chip(colour, texts.effect_short(effect, param), tuple(cards))
            for (colour, effect, param), cards in kinds.items()]


def lie_whole(area: QRectF, count: int, card_h: float) -> bool:
    """Whether ``count`` cards ``card_h`` tall lie side by side in ``area`` without covering each other."""
    return count * art.card_width(card_h) + max(0, count - 1) * 4.0 <= area.width()


def _width(chip: Chip, words: bool) -> float:
    width = PAD + 2 * DISC_R + PAD + text_width(chip.count, MIN_TEXT, True) + PAD
    if words:
        width += text_width(chip.words, MIN_TEXT) + PAD
    return width


def _flow(rect: QRectF, chips: list[Chip], words: list[bool]) -> list[QRectF] | None:
    """The chips' places, left to right and wrapping, or None where they do not all fit in ``rect``."""
    places, x, y = [], rect.left(), rect.top()
    for chip, worded in zip(chips, words, strict=True):
        w = _width(chip, worded)
        if w > rect.width():
            return None
        if x > rect.left() and x + w > rect.right():
            x, y = rect.left(), y + CHIP_H + CHIP_GAP
        if y + CHIP_H > rect.bottom():
            return None
        places.append(QRectF(x, y, w, CHIP_H))
        x += w + CHIP_GAP
    return places


def chip_places(rect: QRectF, chips: list[Chip]) -> tuple[list[QRectF], list[bool]]:
    """Where each chip lies in ``rect`` and whether it shows its words: every chip with them where all
    fit, else the widest chips give theirs up first (keeping the disc and the count) until all fit;
    never cut: without room even then, the chips run on down."""
    words = [True] * len(chips)
    by_width = sorted(range(len(chips)), key=lambda i: -_width(chips[i], True))
    for drop in [*by_width, None]:
        places = _flow(rect, chips, words)
        if places is not None:
            return places, words
        if drop is not None:
            words[drop] = False
    return _flow(QRectF(rect.left(), rect.top(), max(rect.width(), 1e3), 1e6), chips, words) or [], words


class ChipsItem(Box):
    """An opponent's play area in chips (see the module's note); hidden while the cards lie whole."""

    QUIET = Box.QUIET | {"shows"}

    def __init__(self) -> None:
        super().__init__()
        self.chips: list[Chip] = []
        self.shows: tuple = ()  # the cards and language the chips were made for (the scene's memo)
        self.setZValue(-5)  # on the panel's plate, under any card gliding over it

    def margin(self) -> float:
        return 2.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        places, words = chip_places(rect, self.chips)
        for chip, place, worded in zip(self.chips, places, words, strict=False):
            p.save()
            p.setPen(QPen(art.FILL[chip.colour], 1.2))
            p.setBrush(PLATE)
            p.drawRoundedRect(place, CHIP_H / 2, CHIP_H / 2)
            p.restore()
            art.paint_colour_chip(p, QPointF(place.left() + PAD + DISC_R, place.center().y()), DISC_R,
                                  chip.colour)
            x = place.left() + PAD + 2 * DISC_R + PAD
            if worded:
                w = text_width(chip.words, MIN_TEXT) + 1
                paint_text(p, QRectF(x, place.top(), w, CHIP_H), chip.words, MIN_TEXT, INK, align=LEFT,
                           elide=True)
                x += w - 1 + PAD
            paint_text(p, QRectF(x, place.top(), place.right() - x, CHIP_H), chip.count, MIN_TEXT, INK,
                       bold=True, align=LEFT, elide=True)
