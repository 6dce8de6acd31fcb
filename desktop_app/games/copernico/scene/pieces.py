"""The Copernico table's cards: where each one rests, where it comes from and goes to (through the table
kit's PieceSync), and which table positions glow.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt

from ....ui.piles import LARGE_HAND, Pile, Spot
from ..actions import PlaceBlank
from . import art, texts
from .items import (
    CardItem,
    CardLook,
    worn_look,
)
from .layout import (
    ROLES,
    Z_DRAFT,
    Z_HAND,
    Z_PENDING,
    Z_TABLE,
    Z_TOP,
    Layout,
    opponent_hand_rects,
)
from .table_state import TableBase


class PiecesMixin(TableBase):
    """Mixed into CopernicoScene: lays out and dresses the cards."""

    def _new_card(self, key: str, spot: Spot) -> CardItem:
        return CardItem(key, spot.info["id"], spot.size, face_up=spot.info["face"])

    def _card_spots(self, layout: Layout, opponents: list[int]) -> dict[str, dict[str, Any]]:
        """Every card to show: key -> {id, face, pos, h, z, role}."""
        obs = self._obs or {}
        me = self._me()
        over = obs.get("phase") == "over"
        spots: dict[str, dict[str, Any]] = {}
        placed = ("place", "reformulate", "blank")
        last = {(e[0], e[3]) for e in obs.get("last_reveal") or [] if e[1] in placed}

        def table_spots(seat: int, rects: list[QRectF], z0: float) -> None:
            table = obs.get("tables", [[None] * 9] * self._n)[seat]
            blanks = set((obs.get("blanks") or [[]] * self._n)[seat])
            for i, cid in enumerate(table):
                if i in blanks:
                    key = cid if cid else f"blank:{seat}:{i}"
                    spots[key] = {"id": cid, "face": False, "rect": rects[i], "z": z0 + i, "role": "table",
                                  "seat": seat, "pos": i + 1, "mark": (seat, i + 1) in last, "blank": True}
                elif cid:
                    spots[cid] = {"id": cid, "face": True, "rect": rects[i], "z": z0 + i, "role": "table",
                                  "seat": seat, "pos": i + 1, "mark": (seat, i + 1) in last}

        table_spots(me, layout.my_slots, Z_TABLE)
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            geo = self._panel_geometry(seat, rect, over)
            table_spots(seat, geo.slots, Z_TABLE)
            hand = (obs.get("hands") or [None] * self._n)[seat]
            if hand is not None:  # laid face up during the draft (CO-5) and at the end
                for k, card in enumerate(opponent_hand_rects(geo, len(hand))):
                    spots[hand[k]] = {"id": hand[k], "face": True, "z": Z_HAND + k, "role": "opp_hand",
                                      "rect": QRectF(card.x(), card.y(), 0, card.height()), "seat": seat}
        commit = self._commit()
        hidden: set[str] = set()
        if commit is not None and commit.get("kind") in placed and commit.get("card"):
            card = commit["card"]
            rect = layout.my_slots[commit["position"] - 1]
            if commit["kind"] == "reformulate":
                rect = rect.translated(7, 7)
            complete = len(commit.get("paid", [])) >= commit.get("due", 0)
            if complete:
                label = texts.translate("copernico", "chosen")
            else:
                label = texts.translate("copernico", "paying…")
            spots[card] = {"id": card, "face": commit["kind"] != "blank", "rect": rect, "z": Z_PENDING,
                           "role": "pending", "label": label}
            hidden.add(card)
            hidden.update(commit.get("paid", []))
        if obs.get("phase") == "draft" and self._viewer is not None:
            self._draft_spots(layout, spots)
        hand = [c for c in self._my_hand() if c not in hidden]
        pile = Pile(layout.hand, layout.hand_card_h, spacing=8.0, min_step=4.0, align_left=False,
                    valign="bottom", two_rows_from=LARGE_HAND)
        card_h = pile.card_height(len(hand))
        for k, pos in enumerate(pile.positions(len(hand))):
            spots[hand[k]] = {"id": hand[k], "face": True, "z": Z_HAND + k, "role": "hand",
                              "rect": QRectF(pos.x(), pos.y(), 0, card_h)}
        return spots

    def _draft_spots(self, layout: Layout, spots: dict[str, dict[str, Any]]) -> None:
        cards = self._draft_row_cards()
        if not cards:
            return
        commit = self._commit()
        roles = ({r: commit[r] for r in ROLES if commit.get(r)} if commit and commit.get("kind") == "draft"
                 else self._roles)
        card_h = self._draft_card_h(layout.upper)
        card_w = art.card_width(card_h)
        by_card = {c: r for r, c in roles.items()}
        drawn = self._zones[None].scene_rect()
        unassigned = [c for c in sorted(cards) if c not in by_card]
        for k, card in enumerate(unassigned):
            pos = QPointF(drawn.left() + 8 + k * (card_w + 6), drawn.bottom() - card_h - 4)
            spots[card] = {"id": card, "face": True, "rect": QRectF(pos.x(), pos.y(), 0, card_h),
                           "z": Z_DRAFT + k, "role": "draft"}
        for card, role in by_card.items():
            pos = self._zone_card_pos(self._zones[role], card_h)
            spots[card] = {"id": card, "face": True, "rect": QRectF(pos.x(), pos.y(), 0, card_h),
                           "z": Z_DRAFT + 5, "role": "draft", "locked": bool(commit)}

    def _origin_for(self, key: str, placed: Spot) -> tuple[QPointF, float]:
        """Where a card that was not on the table before comes from."""
        spot = placed.info
        seat = spot.get("seat")
        if spot.get("role") in ("table", "opp_hand") and seat is not None and seat != self._me():
            backs = self._backs.get(seat)
            if backs is not None:
                return backs.pos(), placed.size
        return self._deck.pos(), placed.size

    def _sync_cards(self, layout: Layout, opponents: list[int], duration: int) -> None:
        spots = self._card_spots(layout, opponents)
        self._spot_of.update(spots)  # _send_away still reads where a leaving card was
        places = {key: Spot(spot["rect"].topLeft(), spot["rect"].height(), spot["z"], spot)
                  for key, spot in spots.items()}
        shown = self._card_sync.sync(places, duration)
        self._spot_of = spots
        mode = self._mode
        pay_pool = set(self._pay_pool()) if mode == "pay" else set()
        blank = texts.translate("copernico", "blank")
        for key, item, placed in shown:
            spot = placed.info
            role = spot["role"]
            hand = role == "hand"
            movable = (mode == "draft" and role == "draft" and not spot.get("locked")) or (
                mode == "act" and hand and bool(self._targets.get(key)))
            clickable = movable or (mode == "pay" and key in pay_pool)
            look = CardLook(
                spot["id"], spot["face"] and spot["id"] is not None, blank if spot.get("blank") else "",
                bool(spot.get("mark")), spot.get("label", ""), key in self._fresh and hand,
                hand and key in self._pay_sel, key == self._held, movable, clickable,
                hand and mode in ("act", "pay"),  # explain_press: ui/refusal_note.py
                (mode == "act" and hand and not movable) or (mode == "pay" and hand and key not in pay_pool),
                Qt.CursorShape.OpenHandCursor if movable else (
                    Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor))
            # Most cards look as they did at the last move: read, not set again (issue 13).
            if look != worn_look(item):
                self._dress_card(item, look)
        self._preview.hide()

    @staticmethod
    def _dress_card(item: CardItem, look: CardLook) -> None:
        item.set_identity(look.card_id, look.face_up)
        item.back_label = look.back_label
        if look.back_label and look.card_id:
            item.setToolTip(texts.fill(texts.translate(
                "copernico", "%1, placed face down: it shows no colours and scores nothing."), look.card_id))
        item.marked = look.marked
        item.pending = look.pending
        item.fresh = look.fresh
        item.selected = look.selected
        item.held = look.held
        item.draggable = look.draggable
        item.clickable = look.clickable
        item.explain_press = look.explain_press
        item.dim = look.dim
        if look.cursor is not None and item.cursor_shape != look.cursor:
            item.cursor_shape = look.cursor
            item.setCursor(look.cursor)

    def _send_away(self, item: CardItem, duration: int) -> None:
        """A card leaves the view: to the discard pile, to a neighbour, or simply out of sight."""
        item.draggable = item.clickable = False
        item.glow = item.held = item.selected = item.focused = False
        target = self._exit_to.pop(item.key, None)
        if item.key in self._exit_hidden:
            self._exit_hidden.discard(item.key)
            item.set_identity(item.card_id, False)  # passed on: now in a hidden hand
        spot = self._spot_of.get(item.key, {})
        if target is None and spot.get("role") == "opp_hand":
            backs = self._backs.get(spot.get("seat", -1))
            target = backs.pos() if backs is not None else None  # taken back up into that hand
            item.set_identity(item.card_id, False)  # and hidden again on the way (CO-25)
        elif target is None and item.face_up:
            target = self._discard.pos()  # paid, replaced or discarded in the draft
        self._glide_away(item, target, item.height * 0.85, Z_TOP - 1, duration)

    def _sync_targets(self) -> None:
        """Glow, dim and click-to-drop state of the table positions and draft zones."""
        obs = self._obs or {}
        table = obs.get("tables", [[None] * 9] * self._n)[self._me()]
        blanks = set((obs.get("blanks") or [[]] * self._n)[self._me()])
        carried = self._dragging or self._held
        targets = self._targets.get(carried, {}) if carried and self._mode == "act" else {}
        commit = self._commit()
        pending_pos = commit.get("position") if commit and commit.get("kind") != "draft" else None
        # With nothing carried, the positions and zones show only where they are and which are taken: at
        # most moves that is as before, and nothing is set again (issue 13). A carried card changes them
        # under the pointer (drag_moved), so it always dresses them and forgets what was drawn.
        drawn = None if carried else (self._mode, tuple(r.getRect() for r in self._layout.my_slots)
                                      if self._layout else (), tuple(table), frozenset(blanks), pending_pos)
        if drawn is not None and drawn == self._targets_drawn:
            return
        self._targets_drawn = drawn
        for slot in self._slots:
            slot.set_rect(self._layout.my_slots[slot.position - 1] if self._layout else QRectF())
            slot.occupied = bool(table[slot.position - 1]) or (slot.position - 1) in blanks or (
                slot.position == pending_pos)
            target = targets.get(slot.position)
            slot.cost_text = ""
            if target is not None:
                action, cost = target
                if isinstance(action, PlaceBlank):
                    slot.cost_text = texts.translate("copernico", "face down")
                elif cost == 0:
                    slot.cost_text = texts.translate("copernico", "free")
                else:
                    slot.cost_text = texts.fill(texts.counted(cost).translate(
                        "copernico", "pay %n card(s)", None, 1))
            dim = bool(carried) and self._mode == "act" and target is None
            slot.set_flags(glow=target is not None, dim=dim, hot=False)
            # a position that refuses the carried card says before the drop whether it ever could
            slot.refusal_mark = self.target_mark(
                self._slot_action(str(carried), slot.position)) if dim else ""
            slot.set_clickable(partial(self._drop_on_slot, slot.position) if target is not None and
                               self._held else None)
            slot.setToolTip(texts.position_name(slot.position))
        drafting = self._mode == "draft" and carried is not None
        for role, zone in self._zones.items():
            ok = drafting and (role is None or zone.active)
            zone.set_flags(glow=ok, hot=False, dim=drafting and not ok)
            zone.set_clickable(partial(self._assign_held, role) if ok and self._held else None)
