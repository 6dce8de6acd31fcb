"""Where a Councils & Contracts move is on the table, for the coach's numbered marks (ui/hint_marks.py):
the councils employees go to or an issue is resolved in, the card a project starts or a building acts
from, the city position a card goes to, and otherwise the button that sends the move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ....ui.table_items import MIN_TEXT, fit_px, text_width
from ..actions import (
    BuildingAction,
    ChooseBuilding,
    ChooseDisplayCard,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from . import texts
from .table_state import TableBase

INSET = 1.0  # a number on a piece stays this far inside its edge
LEGEND_H = 17.0  # the payout line under a council's band
CARD_TOP_OUT = 7.0  # how far a number on a building card may stand over its top edge


def council_words(item: Any) -> list[QRectF]:
    """What a player reads on a council (scene rectangles), as CouncilItem paints it: its symbol and name
    on the band, the payout line under it, and the rows of employees with their notes (or "no
    employees"). The band right of the name is the blank place."""
    r: QRectF = item.scene_rect()
    band = item.TITLE_H
    symbol = band - 6
    name = texts.council_title(item.council)
    name_w = text_width(name, fit_px(name, r.width() - symbol - 14, 13.0, True), True)
    legend_w = min(r.width() - 12, text_width(item.legend, MIN_TEXT))
    words = [QRectF(r.left(), r.top(), symbol + 11 + name_w, band),
             QRectF(r.left() + 4, r.top() + band, legend_w + 4, LEGEND_H)]
    body_top = r.top() + band + LEGEND_H
    if not item.rows:  # "no employees", in the middle of the body
        words.append(QRectF(r.left(), body_top, r.width(), r.bottom() - body_top))
    for seat, _style, _count, note in item.rows:  # the payout notes at the rows' right ends
        row = item.row_rect(seat).translated(r.topLeft())
        if note:
            words.append(QRectF(row.right() - text_width(note, 11.0, True) - 4, row.top(),
                                text_width(note, 11.0, True) + 4, row.height()))
    return words


def card_words(item: Any) -> list[QRectF]:
    """What a player reads on a building card (scene rectangles), as art.paint_card's faces set it: the
    costs (display) or the type symbol and points (city) on its band, the points line and the name
    under it, the action's number at the foot's right. Its band's right end (in the display) and the
    foot's left, where its workers stand, are the blank places."""
    r: QRectF = item.scene_card_rect()
    w, h = r.width(), r.height()
    band = max(16.0, h * 0.2)
    foot = h * 0.24 + 3
    words = [QRectF(r.left(), r.top(), w * (0.6 if item.show_cost else 1.0), band),
             QRectF(r.left(), r.top() + band, w, h - band - foot),
             QRectF(r.left() + w * 0.55, r.bottom() - foot, w * 0.45, foot)]
    return words


def _rect(item: Any) -> list[QRectF]:
    """The item's face on the table: a box's own rect (its bounding rect has room for glows round it,
    so a ring drawn there stood off the card, issue 15), else what the item paints."""
    if item is None or not item.isVisible():
        return []
    return [item.scene_rect() if hasattr(item, "scene_rect") else item.sceneBoundingRect()]


class HintSpotsMixin(TableBase):
    """Mixed into CouncilsScene."""

    def _card_spot(self, card: str) -> list[QRectF]:
        item: Any = self._cards.get(card)
        if item is not None and item.isVisible() and hasattr(item, "scene_card_rect"):
            return [item.scene_card_rect()]
        return _rect(item)

    def hint_spots(self, action: Action) -> list[QRectF]:
        councils: dict[str, Any] = self._councils
        if isinstance(action, PlaceEmployees):
            return [r for council in action.councils for r in _rect(councils.get(council))]
        if isinstance(action, ResolveIssue):
            return _rect(councils.get(action.council))
        if isinstance(action, (StartProject, BuildingAction, ChooseBuilding, ChooseDisplayCard)):
            return self._card_spot(action.card) or self.clickable_spots(action)
        if isinstance(action, ChoosePosition):
            spot = self._spots.get((action.x, action.y))
            return _rect(spot) or self.clickable_spots(action)
        return self.clickable_spots(action)

    def hint_keep_clear(self) -> list[QRectF]:
        """Besides the felt's words and each card's top (the kit's), a building card's words down to its
        foot, where its action's number stands (issue 15: a number set beside the ring round a city
        position lay over the number of the card above it)."""
        cards: dict[str, Any] = self._cards
        words = [word for item in cards.values() if item.isVisible() and hasattr(item, "scene_card_rect")
                 for word in card_words(item)]
        return [*super().hint_keep_clear(), *words]

    def _piece_at(self, rect: QRectF) -> tuple[Any, bool]:
        """The council or the building card a ring is round (None), and whether it is a council."""
        councils: dict[str, Any] = self._councils
        for item in councils.values():
            if item.isVisible() and item.scene_rect().contains(rect.center()):
                return item, True
        cards: dict[str, Any] = self._cards
        for item in cards.values():
            if not item.isVisible() or not hasattr(item, "scene_card_rect"):
                continue
            face: QRectF = item.scene_card_rect()
            if face.width() - rect.width() <= 2 * INSET + 0.5 and face.contains(rect.center()):
                return item, False  # the ring round the card's face, or the number's room on it
        return None, False

    def hint_badge_room(self, rect: QRectF) -> QRectF | None:
        """A ring on a council or a building card keeps its number on it, where it covers none of its words
        (issue 15: set beside the ring, at the table's left the "3" hid half of a seat's "4 VP", and over
        the display a number covered its heading)."""
        piece, council = self._piece_at(rect)
        if piece is None:
            return None
        # a card's band is lower than a number: the number may stand a little over the card's top edge
        return rect.adjusted(INSET, INSET if council else -CARD_TOP_OUT, -INSET, -INSET)

    def hint_badge_words(self, room: QRectF) -> list[QRectF]:
        piece, council = self._piece_at(room)
        if piece is None:
            return []
        return council_words(piece) if council else card_words(piece)
