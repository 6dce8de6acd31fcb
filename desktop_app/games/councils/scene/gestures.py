"""The Councils & Contracts table's gestures: previews, drags onto the city and the councils,
clicks, and the proposal that waits for Build."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ....engine.actions import Action
from ..actions import (
    BuildingAction,
    ChooseBuilding,
    ChoosePosition,
    PlaceEmployees,
    StartProject,
)
from . import art
from .items import (
    CardItem,
    MeepleItem,
)
from .table_state import TableBase


class GesturesMixin(TableBase):
    """Mixed into CouncilsScene: turns the callbacks GameScene declares into actions."""

    def item_hovered(self, item: Any, entered: bool) -> None:
        if isinstance(item, CardItem):
            if entered and not self._dragging and not self.move_list_open():
                self.show_preview_beside(item.card, item.scene_card_rect())
            elif not entered and not self.move_list_open():
                self.hide_card_preview(of=item.card)

    def show_preview_beside(self, card: str, rect: QRectF) -> None:
        h = min(340.0, self._size[1] * 0.42)
        w = art.card_width(h)
        self.show_card_preview(card, rect, w, h, gap=14.0)

    def hide_preview(self) -> None:
        self._preview.hide()

    def drag_started(self, item: Any) -> None:
        self._dragging = item
        self._drag_epoch += 1
        self._held = None
        self.hide_preview()
        if self.move_list_open():
            self.close_move_list()
        self._refresh_targets()

    def _refresh_targets(self) -> None:
        """Only the glows change while something is dragged (no card moves under the pointer)."""
        layout = self._layout
        if layout is None:
            return
        self._sync_councils(layout, self._marks())
        self._sync_spots()

    def _target_at(self, item: Any, pos: QPointF) -> tuple[str, Any] | None:
        if isinstance(item, MeepleItem):
            targets = self._council_targets()
            for cid, council in self._councils.items():
                if cid in targets and council.scene_rect().contains(pos):
                    return ("council", cid)
        elif isinstance(item, CardItem):
            for cell, spot in self._spots.items():
                if spot.glow and spot.scene_rect().contains(pos):
                    return ("spot", cell)
        return None

    def drag_moved(self, item: Any, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        for cid, council in self._councils.items():
            council.set_flags(hot=target == ("council", cid))
        for cell, spot in self._spots.items():
            spot.set_flags(hot=target == ("spot", cell))

    def drag_finished(self, item: Any, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        self._dragging = None
        self._drag_epoch += 1  # the dropped piece goes home at the next sync, even where nothing changed
        if target is None:
            self._sync(animate=True)  # back home
            self._refuse_drop(item, pos)  # says why (scene/refusing.py)
            return
        kind, where = target
        if kind == "council":
            item.location = ("council", where)  # this very figure stays there
            self._place_on(where)
        else:
            self._propose(item.card, where)

    def item_clicked(self, item: Any) -> None:
        if isinstance(item, CardItem):
            card = item.card
            for action in self._legal:
                if isinstance(action, (BuildingAction, ChooseBuilding)) and action.card == card:
                    self.choose(action)
                    return
            if item.draggable:
                self._held = None if self._held == card else card
                self._sync(animate=True)

    def _click_spot(self, cell: tuple[int, int]) -> None:
        card = self._held or self._position_card()
        if card is None:
            return
        if self._position_card() == card and self._held is None:
            action = self._positions().get(cell)
            if action is not None:
                self.choose(action)
            return
        self._propose(card, cell)

    def _propose(self, card: str, cell: tuple[int, int]) -> None:
        if card == self._position_card():
            action = self._positions().get(cell)
            if action is not None:
                self.choose(action)
            return
        if card not in self._startable() or cell not in set(self._frontier()):
            self._sync(animate=True)
            refused = StartProject(card) if card not in self._startable() else ChoosePosition(*cell)
            self.refuse(refused, self._spots[cell].scene_rect() if cell in self._spots else None)
            return
        self._held = None
        self._proposal = (card, cell[0], cell[1])
        self._sync(animate=True)

    def _place_on(self, council: str) -> None:
        if not self._placing_ok(council):
            self._sync(animate=True)
            self.refuse(PlaceEmployees((*self._placing, council)),
                        self._councils[council].scene_rect() if council in self._councils else None)
            return
        self._placing.append(council)
        done = self._placing_complete()
        if done is not None:
            self._sync(animate=True)
            self.choose(done)
            return
        self._sync(animate=True)

    def confirm_proposal(self) -> bool:
        if self._proposal is None:
            return False
        card, x, y = self._proposal
        action = self._startable().get(card)
        if action is None:
            self._proposal = None
            self._sync(animate=True)
            return True
        self._queued = (card, x, y)
        self._proposal = None
        self.choose(action)
        return True

    def cancel_choice(self) -> bool:
        if self._proposal is None and not self._placing and self._held is None:
            return False
        self._proposal = None
        self._placing = []
        self._held = None
        for item in self._meeples.values():
            if item.ghost:
                item.location = ("avail",)
        self._sync(animate=True)
        return True

    def _send_queued(self) -> None:
        """After StartProject / ChooseDisplayCard: send the position the person already chose."""
        if self._queued is None:
            return
        card, x, y = self._queued
        if self._position_card() != card:
            if self._mode != "wait":
                self._queued = None  # the game moved on (undo, or another decision first)
            return
        self._queued = None
        action = ChoosePosition(x, y)
        if action in self._legal_set:
            self.choose(action)

    def choose(self, action: Action) -> None:
        """Send ``action`` if it is legal now (every gesture and the move list end here)."""
        self._emit(action)

    def _drop_carried(self) -> None:
        self._dragging = None
        self._drag_epoch += 1
        self._held = None
        self.hide_preview()
