"""The Councils & Contracts table says why a move is refused (the reasons come from ../refusals.py through
the window; ui/refusal_note.py shows them): an employee dropped on a council it cannot join or on the city,
a card dropped where it cannot be built or that cannot be afforded, a piece pressed that cannot move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ....engine.actions import Action
from ..actions import BuildingAction, ChooseBuilding, ChoosePosition, PlaceEmployees, StartProject
from .items import CardItem, MeepleItem
from .table_state import TableBase


class RefusingMixin(TableBase):
    """Mixed into CouncilsScene; each failure path of the gestures calls one of these."""

    def _city_under(self, pos: QPointF) -> tuple[str | None, tuple[int, int], QRectF] | None:
        """The city cell under ``pos``: (the card standing there or None, the cell, its rectangle)."""
        geometry = self._geometry
        if geometry is None:
            return None
        for entry in (self._obs or {}).get("city", []):
            cell = (int(entry["x"]), int(entry["y"]))
            rect = geometry.cell_rect(*cell)
            if rect.contains(pos):
                return entry["card"], cell, rect
        for cell, spot in self._spots.items():
            if spot.scene_rect().contains(pos):
                return None, cell, spot.scene_rect()
        return None

    def _refuse_drop(self, item: Any, pos: QPointF) -> bool:
        """A piece let go where it cannot go: say why."""
        under = self._city_under(pos)
        action: Action | None = None
        near: QRectF | None = None
        if isinstance(item, MeepleItem):
            for cid, council in self._councils.items():
                if council.scene_rect().contains(pos):
                    action = PlaceEmployees(tuple(self._placing) + (cid,))
                    near = council.scene_rect()
            if action is None and under is not None:  # an employee on the city
                card, cell, near = under
                action = ChooseBuilding(card) if card else ChoosePosition(*cell)
        elif isinstance(item, CardItem) and under is not None:
            card, cell, near = under
            startable = self._startable()
            if item.card not in startable and item.card != self._position_card():
                action = StartProject(item.card)
            else:
                action = ChoosePosition(*cell)
        return self.refuse(action, near)

    def item_refused(self, item: Any) -> None:
        """A piece that cannot move now was pressed: the reason the move it offers is refused."""
        if isinstance(item, MeepleItem):
            councils = list((self._obs or {}).get("councils", {}))
            if councils:
                action: Action = PlaceEmployees((councils[0],))
                self.refuse(action, item.sceneBoundingRect())
        elif isinstance(item, CardItem):
            in_display = item.card in ((self._obs or {}).get("display") or [])
            action = StartProject(item.card) if in_display else BuildingAction(item.card)
            self.refuse(action, item.scene_card_rect())
