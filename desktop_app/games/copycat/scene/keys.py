"""Keyboard play for the Copycat table: the words of every legal move, for the list of moves.

The table kit draws the list on the table and handles its keys, the same in every game (L or F2 opens it,
ui/scene_move_list.py); the same words feed the window's list of moves (ui/move_list.py, F6). Enter also
opens the list here, as it always has; Esc drops a card or worker picked up and a chosen street card.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from ....engine.actions import Action
from ..actions import (
    Bid,
    Buy,
    ChooseCard,
    ChooseNumber,
    ChooseOffice,
    Done,
    EndTurn,
    Pass,
    Place,
    PlayCard,
    Proceed,
    SpecialBuy,
    UseOffice,
)
from . import prompts
from .table_state import TableBase


class KeyboardMixin(TableBase):
    """Mixed into CopycatScene (before TableScene): the moves in words and the table's own keys."""

    move_list_aliases = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def describe_action(self, action: Action) -> str:
        obs = self._obs or {}
        frame = self._frame()
        kind = frame["kind"] if frame else ""
        if isinstance(action, Bid):
            return prompts.label_bid(action.card)
        if isinstance(action, Place):
            entry = self._board_entry(action.office)
            return prompts.label_place(action.office, entry["markers"], bool(entry["workers"]))
        if isinstance(action, PlayCard):
            return prompts.label_play(action.card)
        if isinstance(action, UseOffice):
            return prompts.label_use_office(action.office)
        if isinstance(action, ChooseCard):
            return prompts.label_choose_card(kind, action.card)
        if isinstance(action, ChooseOffice):
            if kind == "place_extra":
                entry = self._board_entry(action.office)
                return prompts.label_place(action.office, entry["markers"], bool(entry["workers"]))
            return prompts.label_choose_office(kind, action.office)
        if isinstance(action, ChooseNumber):
            return prompts.label_number(kind, action.value)
        if isinstance(action, Done):
            picked = len(frame.get("picked") or []) + len(frame.get("offices") or []) if frame else 0
            return prompts.label_done(kind, picked)
        if isinstance(action, EndTurn):
            return prompts.label_end_turn(obs.get("phase"))
        if isinstance(action, Pass):
            return prompts.label_pass()
        if isinstance(action, Proceed):
            return prompts.label_proceed()
        if isinstance(action, Buy):
            space = action.space - 1
            cid = obs["street"][space]
            card = self._card_def(cid)
            cost = obs["street_costs"][space]
            reds = len(self._red_cards_left_of(space))
            if card.effect == "doctorate":
                return prompts.label_doctorate(cid, action.space, cost, reds)
            return prompts.label_buy(cid, action.space, cost, card.price or 0, self.data.surcharge[space],
                                     reds)
        if isinstance(action, SpecialBuy):
            return prompts.label_special_buy()
        return action.kind

    def move_list_card(self, action: Action) -> str | None:
        if isinstance(action, (Bid, PlayCard, ChooseCard)):
            return action.card
        if isinstance(action, Buy):
            return (self._obs or {}).get("street", [None] * 11)[action.space - 1]
        return None

    def show_move_list_card(self, card: str, beside: QRectF) -> None:
        # right of the list, so the card named by the chosen line can be read in full
        self._show_preview(card, QRectF(beside.right(), beside.center().y() - 1, 1, 2))

    def table_key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and (self._held is not None or self._buy_space is not None):
            self._held = None
            self._buy_space = None
            self._sync(animate=True)
            return True
        return False
