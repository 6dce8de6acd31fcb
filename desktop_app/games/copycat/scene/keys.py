"""Keyboard play for the Copycat table: every legal move in words, in a list on the table (L or Enter).

The same words feed the window's list of moves (ui/move_list.py)."""

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
from .texts import translate


class KeyboardMixin(TableBase):
    """Mixed into CopycatScene (before TableScene), so Qt finds its key handler."""

    def keyboard_choices(self) -> list[tuple[str, Action]]:
        """Every legal move of the viewer with a readable label, in the order the list shows them."""
        return [(self.describe_action(a), a) for a in self._legal]

    def choose(self, index: int) -> None:
        """Choose entry ``index`` of :meth:`keyboard_choices`, as Enter in the list does."""
        choices = self.keyboard_choices()
        if 0 <= index < len(choices):
            self._close_list()
            self._emit(choices[index][1])

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

    def _action_card(self, action: Action) -> str | None:
        if isinstance(action, (Bid, PlayCard, ChooseCard)):
            return action.card
        if isinstance(action, Buy):
            return (self._obs or {}).get("street", [None] * 11)[action.space - 1]
        return None

    def _open_list(self) -> None:
        if not self._legal:
            return
        self._list_open = True
        self._choices.index = 0
        self._sync_list()

    def _close_list(self) -> None:
        self._list_open = False
        self._choices.hide()
        self._preview.hide()

    def _sync_list(self) -> None:
        if not self._list_open or not self._legal:
            self._choices.hide()
            return
        w, h = self._size
        entries = [label for label, _ in self.keyboard_choices()]
        self._choices.entries = entries
        self._choices.index = max(0, min(self._choices.index, len(entries) - 1))
        self._choices.title = translate("copycat", "Your possible moves")
        self._choices.hint = translate("copycat", "↑↓ choose · Enter does it · Esc closes")
        lw = min(w * 0.6, 720.0)
        lh = min(h * 0.8, 62.0 + 22.0 * len(entries))
        self._choices.set_rect(QRectF((w - lw) / 2, (h - lh) / 2, lw, lh))
        self._choices.show()
        card = self._action_card(self._legal[self._choices.index])
        if card is not None:
            # beside the list, so the card named by the chosen line can be read in full
            self._show_preview(card, QRectF(self._choices.scene_rect().right(), h / 2 - 1, 1, 2))
        else:
            self._preview.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._list_open:
            count = len(self._legal)
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Right):
                self._choices.index = (self._choices.index + 1) % max(1, count)
            elif key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab, Qt.Key.Key_Left):
                self._choices.index = (self._choices.index - 1) % max(1, count)
            elif key == Qt.Key.Key_Home:
                self._choices.index = 0
            elif key == Qt.Key.Key_End:
                self._choices.index = max(0, count - 1)
            elif key == Qt.Key.Key_PageDown:
                self._choices.index = min(count - 1, self._choices.index + self._choices.visible_rows())
            elif key == Qt.Key.Key_PageUp:
                self._choices.index = max(0, self._choices.index - self._choices.visible_rows())
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.choose(self._choices.index)
                event.accept()
                return
            elif key in (Qt.Key.Key_Escape, Qt.Key.Key_L):
                self._close_list()
                event.accept()
                return
            else:
                super().keyPressEvent(event)
                return
            self._sync_list()
            event.accept()
            return
        if key in (Qt.Key.Key_L, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._legal:
            self._open_list()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and (self._held is not None or self._buy_space is not None):
            self._held = None
            self._buy_space = None
            self._sync(animate=True)
            event.accept()
            return
        super().keyPressEvent(event)
