"""The Copernico table says why a move is refused (the reasons come from ../refusals.py through the
window; ui/refusal_note.py shows them): a card dropped where it cannot go, a hand card pressed that
cannot move now, a card clicked that cannot pay."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ..actions import Pay, Place, Reformulate
from .table_state import TableBase


class RefusingMixin(TableBase):
    """Mixed into CopernicoScene; each failure path of the gestures calls one of these."""

    def _slot_action(self, card: str, position: int) -> Place | Reformulate:
        """What putting ``card`` on ``position`` would mean: a placement, or a reformulation over a card."""
        table = self._my_table()
        return Place(card, position) if table[position - 1] is None else Reformulate(card, position)

    def _my_table(self) -> list:
        obs: dict[str, Any] = self._obs or {}
        me = self._me()
        tables = obs.get("tables") or []
        return list(tables[me]) if len(tables) > me else [None] * 9

    def _refuse_drop(self, card: str, pos: QPointF) -> bool:
        """A card let go over one of the player's positions that does not take it: say why."""
        if self._mode != "act":
            return False
        for slot in self._slots:
            if slot.scene_rect().contains(pos):
                action = self._slot_action(card, slot.position)
                return self.refuse(action, slot.scene_rect())
        return False

    def _refuse_slot(self, card: str, position: int) -> bool:
        slot = self._slots[position - 1]
        return self.refuse(self._slot_action(card, position), slot.scene_rect())

    def item_refused(self, item: Any) -> None:
        """A hand card that cannot move was pressed: the reason its first empty position gives (the cost),
        or, with the table full, its first position."""
        key = getattr(item, "key", None)
        spot = self._spot_of.get(key, {}) if key else {}
        if spot.get("role") != "hand":
            return
        if self._mode == "pay":
            self._refuse_payment(str(key))
            return
        obs: dict[str, Any] = self._obs or {}
        table = self._my_table()
        me = self._me()
        blanks = set(obs["blanks"][me]) if len(obs.get("blanks") or []) > me else set()
        empty = [i + 1 for i in range(9) if table[i] is None and i not in blanks]
        position = empty[0] if empty else 1
        self.refuse(self._slot_action(str(key), position), item.scene_card_rect())

    def _refuse_payment(self, card: str) -> bool:
        item = self._cards.get(card)
        near = item.scene_card_rect() if item is not None else None
        return self.refuse(Pay(card), near)
