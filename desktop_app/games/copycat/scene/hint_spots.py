"""Where a Copycat move is on the table, for the coach's numbered marks (ui/hint_marks.py): the card a
bid, a play or a choice uses, the office a worker goes to or acts from, the street space of a purchase,
and otherwise the button that sends the move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from ....engine.actions import Action
from ....ui.piles import PileItem
from ....ui.table_text import MIN_TEXT, font, text_width
from ..actions import Bid, Buy, ChooseCard, ChooseOffice, Place, PlayCard, UseOffice
from ..data import load_data
from .art import OFFICE_WORDS, band_height, number_room, office_band, office_words
from .table_state import TableBase

CARD_INSET = 1.0  # a number on a card stays this far inside its edge


def _shown(item: Any) -> QRectF:
    """A card's face as far as the table shows it: in a fan, the strip the next card leaves open."""
    rect: QRectF = item.scene_card_rect()
    if item.open_w is not None:
        rect.setWidth(min(rect.width(), item.open_w))
    return rect


def card_words(card: QRectF) -> list[QRectF]:
    """What a player reads on a card face ``card`` (scene rectangle), as art.paint_card sets it: the
    number at the left of the colour band, the symbol at its right, and below the band the title, the
    action and the foot. The band between the number and the symbol is the one blank place."""
    h, w = card.height(), card.width()
    band = band_height(h)
    symbol = band * 0.34 * 2 + 2
    return [QRectF(card.left(), card.top(), number_room(h) + 2, band),
            QRectF(card.right() - w * 0.07 - symbol, card.top(), w * 0.07 + symbol, band),
            QRectF(card.left(), card.top() + band, w, h - band)]


def office_words_seen(item: Any) -> list[QRectF]:
    """What a player reads on an office (scene rectangles): its symbol's strip, its action's words as
    art.paint_office sets them, and the markers and the badge ("Use") at the left of its band. The
    rest of the band, where workers stand, and the room right of short words are the blank places."""
    face: QRectF = item.scene_rect()
    data = load_data()
    box, effect, px, bold = office_words(face, data.offices[data.o(item.office_id)])
    words = QFontMetricsF(font(px, bold)).boundingRect(box, int(OFFICE_WORDS), effect)
    band = office_band(face)
    used = (2 * max(7.0, min(10.0, band.height() * 0.42)) + 3 if item.markers else 0.0) + (
        text_width(item.badge, MIN_TEXT, True) + MIN_TEXT * 1.1 if item.badge else 0.0)
    return [QRectF(face.left(), face.top(), band.left() - face.left(), face.height()),
            words.adjusted(-1, -1, 1, 1), QRectF(band.left(), band.top(), used + 2, band.height())]


class HintSpotsMixin(TableBase):
    """Mixed into CopycatScene."""

    def _card_spot(self, card: str) -> list[QRectF]:
        item: Any = self._cards.get(card)
        return [_shown(item)] if item is not None and item.isVisible() else []

    def hint_keep_clear(self) -> list[QRectF]:
        """Besides the words on the felt, every card's face as far as it shows (a fanned card carries its
        title and action in its open strip) and the piles with their captions and counts (the Pass
        button's number covered "Draw pile")."""
        scene: Any = self
        cards: list[QRectF] = [_shown(item) for item in self._cards.values() if item.isVisible()]
        piles = [item.sceneBoundingRect() for item in self.items()
                 if isinstance(item, PileItem) and item.isVisible() and item.label]
        return scene.hint_table_words() + cards + piles

    def _card_at(self, rect: QRectF) -> Any:
        """The visible card whose shown face is ``rect`` (a ring's), or None."""
        for item in self._cards.values():
            if item.isVisible() and _shown(item) == rect:
                return item
        return None

    def _office_at(self, rect: QRectF) -> Any:
        return next((item for item in self._offices.values()
                     if item.isVisible() and item.scene_rect().contains(rect.center())), None)

    def hint_badge_room(self, rect: QRectF) -> QRectF | None:
        """A ring on a card or an office keeps its number on it (issue 15: on the fanned hand it sat on
        the cards' top edges, half over the bar above; beside an office, over the board's headings and
        the next office's words): on a card in its colour band right of its number, on an office in the
        band at its foot where workers stand (``hint_badge_words``)."""
        if self._card_at(rect) is None and self._office_at(rect) is None:
            return None  # a street space, a button; or a ring drawn in from the table's edge
        return rect.adjusted(CARD_INSET, CARD_INSET, -CARD_INSET, -CARD_INSET)

    def hint_badge_words(self, room: QRectF) -> list[QRectF]:
        office = self._office_at(room)
        if office is not None:
            return office_words_seen(office)
        return [word for item in self._cards.values() if item.isVisible()
                for word in card_words(item.scene_card_rect()) if word.intersects(room)]

    def _office_spot(self, office: str) -> list[QRectF]:
        item: Any = self._offices.get(office)
        return [item.scene_rect()] if item is not None and item.isVisible() else []

    def hint_spots(self, action: Action) -> list[QRectF]:
        if isinstance(action, (Bid, PlayCard, ChooseCard)):
            return self._card_spot(action.card)
        if isinstance(action, (Place, UseOffice, ChooseOffice)):
            return self._office_spot(action.office)
        if isinstance(action, Buy):
            street = list((self._obs or {}).get("street", []))
            index = action.space - 1
            card = street[index] if 0 <= index < len(street) else None
            return self._card_spot(card) if card else [self._spaces[index].scene_rect()]
        return self.clickable_spots(action)
