"""The Councils & Contracts table's moving pieces: building cards (through the table kit's
PieceSync), the free spots beside the city and the employees."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt

from ....ui.language import current_language
from ....ui.piles import Spot
from ....ui.plain_text import verbatim
from ....ui.table_boxes import Box
from ..actions import (
    BuildingAction,
    ChooseBuilding,
)
from . import art, texts
from .items import (
    CardItem,
    MeepleItem,
    SpotItem,
)
from .layout import (
    Z_CARD,
    Z_MEEPLE,
    Z_SPOT,
    Layout,
    city_geometry,
)
from .table_state import TableBase

_details: dict[tuple[str, str], str] = {}


def _card_details(card: str) -> str:
    """A card's tooltip words, made once per card and language: every card in the city is dressed at
    every move, and making the words again for each grew the move's work with the city."""
    key = (card, current_language())
    text = _details.get(key)
    if text is None:
        text = _details[key] = texts.card_details(card)
    return text


def _box_ground(item: Box) -> tuple[float, float, float, float]:
    """A board's or council's place and size, as plain numbers to compare."""
    pos, rect = item.pos(), item.rect()
    return pos.x(), pos.y(), rect.width(), rect.height()


class PiecesMixin(TableBase):
    """Mixed into CouncilsScene: lays out and dresses the cards, spots and employees."""

    def _city_cells(self) -> list[tuple[int, int]]:
        obs = self._obs or {}
        cells = [(int(c["x"]), int(c["y"])) for c in obs.get("city", [])]
        placing = self._mode in ("main", "decision") and (self._startable() or self._positions())
        if placing or self._proposal:
            cells += self._frontier()
        return cells

    def _sync_cards(self, layout: Layout, marks: dict[str, Any], duration: int) -> None:
        obs = self._obs or {}
        geometry = city_geometry(layout.city.adjusted(0, 14, 0, 0), self._city_cells(), layout.display_card_h)
        self._geometry = geometry
        spots: dict[str, tuple[QRectF, str]] = {}
        staff: dict[str, tuple[int, int]] = {}
        for entry in obs.get("city", []):
            spots[entry["card"]] = (geometry.cell_rect(int(entry["x"]), int(entry["y"])), "city")
            if entry.get("owner") is not None and entry.get("employees"):
                staff[entry["card"]] = (int(entry["owner"]), int(entry["employees"]))
        for card, rect in zip(obs.get("display", []), layout.display, strict=False):
            spots[card] = (rect, "display")
        if self._proposal is not None:
            card, x, y = self._proposal
            spots[card] = (geometry.cell_rect(x, y), "proposal")
        places = {card: Spot(rect.topLeft(), rect.height(), Z_CARD + (30 if role == "proposal" else 0),
                             {"role": role}) for card, (rect, role) in spots.items()}
        self._deck_rect = layout.deck
        mode = self._mode
        startable = self._startable() if mode in ("main", "decision") else {}
        building_actions = {a.card: a for a in self._of(BuildingAction)}
        choose_building = {a.card: a for a in self._of(ChooseBuilding)}
        position_card = self._position_card()
        acting = self._acting()
        for card, item, spot in self._card_sync.sync(places, duration):
            role = spot.role
            in_display = role == "display"
            can_take = in_display and card in startable and self._proposal is None
            draggable = can_take or (in_display and card == position_card)
            clickable = can_take or card in building_actions or card in choose_building
            # whether a press says why the card cannot move follows the turn, and repaints nothing: set
            # apart, so that the turn passing does not dress every card in the city again (issue 13)
            explain = role in ("display", "city") and acting
            if item.explain_press != explain:
                item.explain_press = explain
            look = (role, can_take, draggable, clickable,
                    card == self._held or card == position_card or role == "proposal",
                    card in building_actions or card in choose_building or (
                        in_display and mode == "decision" and card in startable),
                    in_display and mode == "main" and bool(self._legal) and card not in startable,
                    card in marks["cards"], card in marks["new"] and in_display, current_language())
            if item._dressed_as == look:
                continue  # the move left this card as it was: nothing to set, nothing to repaint
            item._dressed_as = look
            _, _, _, _, lifted, glow, dim, marked, new, _ = look
            item.show_cost = role != "city"
            item.staff = None  # employees are MeepleItems standing on the card
            item.draggable = draggable
            item.clickable = clickable
            item.lifted = lifted
            item.glow = glow
            item.dim = dim
            item.marked = marked
            item.note = texts.translate("councils", "new") if new else ""
            item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else (
                Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor))
            tip = _card_details(card)
            if card in building_actions:
                tip += "\n" + texts.translate("councils", "Click to use this building's action.")
            elif card in choose_building:
                tip += "\n" + texts.translate("councils", "Click to choose this building.")
            elif can_take:
                tip += "\n" + texts.translate("councils",
                                              "Drag it onto a glowing spot in the city, or click it "
                                                          "and then a spot.")
            if item.toolTip() != tip:
                item.setToolTip(tip)
        self._staff = staff
        list_card = self.move_list_open()  # a card the list of moves names stays large
        if self._preview.isVisible() and self._preview.card_id not in self._cards and not list_card:
            self.hide_preview()

    def _card_origin(self, card: str, spot: Spot) -> tuple[QPointF, float] | None:
        """A new display card is dealt from the deck; anything else simply appears."""
        deck = self._deck_rect
        return (deck.topLeft(), deck.height()) if spot.role == "display" else None

    def _card_leaves(self, item: CardItem, duration: int) -> None:
        self._discard_item(item)

    def _sync_spots(self) -> None:
        """Empty cells next to the city: shown while a card may be placed, glowing where it may go."""
        mode = self._mode
        positions = self._positions()
        carried = self._carried_card()
        can_place = mode in ("main", "decision") and (bool(self._startable()) or bool(positions))
        show = can_place or self._proposal is not None
        cells = set(self._frontier()) if show else set()
        # Spots come and go with the person's turn: put away hidden, not made again the next turn.
        for cell in list(self._spots):
            if cell not in cells:
                hidden = self._spare_spots[cell] = self._spots.pop(cell)
                hidden.set_flags(glow=False, hot=False, dim=False)
                hidden.set_clickable(None)
                hidden.hide()
        built = {(int(c["x"]), int(c["y"])) for c in (self._obs or {}).get("city", [])}
        for cell in [cell for cell in self._spare_spots if cell in built]:  # never free again
            self._discard_item(self._spare_spots.pop(cell))
        geometry = self._geometry
        if geometry is None:
            return
        for cell in cells:
            spot = self._spots.get(cell)
            if spot is None:
                spot = self._spare_spots.pop(cell, None)
                if spot is None:
                    spot = SpotItem(*cell)
                    spot.setZValue(Z_SPOT)
                    self.addItem(spot)
                    self.spots_made += 1
                spot.show()
                self._spots[cell] = spot
            spot.set_rect(geometry.cell_rect(*cell))
            active = carried is not None and self._proposal is None
            spot.label = self._spot_label(carried) if carried else ""
            spot.set_flags(glow=active, hot=False, dim=False)
            clickable = active and (self._held is not None or (positions and cell in positions))
            spot.set_clickable(partial(self._click_spot, cell) if clickable else None)
            tip = texts.position_text(*cell)
            if spot.toolTip() != tip:
                spot.setToolTip(tip)

    def _carried_card(self) -> str | None:
        """The card being placed: dragged, picked up, or the one whose position is asked."""
        if isinstance(self._dragging, CardItem):
            return self._dragging.card
        return self._held or self._position_card()

    def _spot_label(self, card: str) -> str:
        if self._position_card() == card or self._mode == "decision":
            return texts.translate("councils", "here")
        info = self.data.cards[card]
        cost = " ".join(f"{amount} {texts.influence_short(self.data.influence_types[i])}"
                        for i, amount in info.cost_items)
        return texts.fill(texts.translate("councils", "pay %1\n+%2 VP"), cost, info.vp)

    def _employee_places(self, seat: int) -> list[tuple[tuple, int]]:
        """Where the seat's employees are: (location, count) pairs, half-made placements included."""
        obs = self._obs or {}
        pl = obs["players"][seat]
        placed = Counter(self._placing) if seat == self._viewer else Counter()
        places: list[tuple[tuple, int]] = [(("avail",), int(pl["available"]) - sum(placed.values()))]
        for cid, counts in obs.get("councils", {}).items():
            if counts[seat] or placed[cid]:
                places.append((("council", cid), int(counts[seat]) + placed[cid]))
        for card, (owner, count) in self._staff.items():
            if owner == seat:
                places.append((("card", card), count))
        places.append((("box",), int(pl["box"])))
        return [(loc, n) for loc, n in places if n > 0]

    def _sync_meeples(self, duration: int) -> None:
        obs = self._obs or {}
        keep: set[tuple[int, int]] = set()
        placing = Counter(self._placing)
        # asked once a sync, not once an employee: it tries each council against the rules
        targets = bool(self._council_targets()) if self._mode == "main" else False
        acting = self._acting()
        language = current_language()
        for seat in range(len(obs.get("players", []))):
            places = self._employee_places(seat)
            total = sum(n for _, n in places)
            style = self._style(seat)
            name = self._name(seat)
            own = seat == self._viewer
            # Everything this seat's employees are placed and dressed from: a seat whose employees
            # neither moved nor changed their looks (most seats at most moves) is left as it stands.
            memo = (tuple(places), style, name, own, own and self._mode, own and targets, own and acting,
                    tuple(sorted(placing.items())) if own else (), self._drag_epoch, language,
                    self._employee_grounds(seat, places))
            if self._meeple_memo.get(seat) == memo and all((seat, i) in self._meeples for i in range(total)):
                keep.update((seat, i) for i in range(total))
                continue
            self._meeple_memo[seat] = memo
            self.meeple_seats_synced += 1
            mine: list[MeepleItem] = []
            for i in range(total):
                item = self._meeples.get((seat, i))
                if item is None:
                    item = MeepleItem(seat, i, style, 18.0)
                    item.setZValue(Z_MEEPLE)
                    self.addItem(item)
                    self._meeples[(seat, i)] = item
                mine.append(item)
                keep.add((seat, i))
            # Employees stay where they were when that place still holds as many; the rest move.
            left = dict(places)
            assigned: dict[int, tuple] = {}
            for i, item in enumerate(mine):
                loc = item.location
                if left.get(loc, 0) > 0:
                    assigned[i] = loc
                    left[loc] -= 1
            free = [loc for loc, n in left.items() for _ in range(n)]
            for i in range(total):
                if i not in assigned:
                    assigned[i] = free.pop(0)
            ordinal: Counter = Counter()
            counts = dict(places)
            spots = {loc: self._meeple_spots(seat, loc, n) for loc, n in places}
            for i, item in enumerate(mine):
                loc = assigned[i]
                k = ordinal[loc]
                ordinal[loc] += 1
                slots, h = spots[loc]
                pos = slots[k]
                rest = (pos.x(), pos.y(), h, Z_MEEPLE)
                # An employee still standing (or gliding to) where the last sync sent it is left alone; one
                # dropped elsewhere by a drag has lost its rest, and goes back (ui/table_pieces.py).
                if item._rest != rest:
                    item.move_to(pos, h, duration)
                    item.base_z = Z_MEEPLE
                    if not item.dragging:
                        item.setZValue(Z_MEEPLE)
                        item._rest = rest
                mine_here = own and loc == ("avail",)
                # what the employee shows and says: its place, its looks, and for the viewer's free
                # ones whether they may be dragged now (the turn changes their tooltip too)
                look = (loc, style, own, loc[0] == "council" and own and k >= counts[loc] - placing[loc[1]],
                        mine_here and self._mode == "main" and targets, mine_here and acting,
                        mine_here and self._mode == "main", name, language)
                if item._dressed_as == look:
                    continue  # the move left this employee as it was: nothing to set or repaint
                item._dressed_as = look
                _, _, _, ghost, draggable, explain, _, _, _ = look
                item.location = loc
                item.style = style
                item.ghost = ghost
                item.boxed = loc[0] == "box"
                item.draggable = draggable
                item.clickable = False
                item.explain_press = explain
                item.glow = False
                item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)
                item.setToolTip(verbatim(self._meeple_tip(seat, loc)))  # names a seat
        for key in list(self._meeples):
            if key not in keep:
                self._discard_item(self._meeples.pop(key))
        for seat in list(self._meeple_memo):
            if seat >= len(obs.get("players", [])):
                del self._meeple_memo[seat]

    def _employee_grounds(self, seat: int, places: list[tuple[tuple, int]]) -> tuple:
        """Where the places ``_meeple_spots`` stands ``seat``'s employees on lie now: the seat's board, the
        councils (with their rows, which set each row's height and room) and the cards' homes."""
        out: list[tuple] = []
        for loc, _count in places:
            kind = loc[0]
            if kind in ("avail", "box"):
                out.append(_box_ground(self._panels[seat]))
            elif kind == "council":
                council = self._councils[loc[1]]
                out.append((*_box_ground(council), tuple(council.rows), council.meeple_h))
            else:
                pos, h = self._home.get(loc[1], (QPointF(), 60.0))
                out.append((pos.x(), pos.y(), h))
        return tuple(out)

    def _meeple_tip(self, seat: int, loc: tuple) -> str:
        name = self._name(seat)
        if loc[0] == "avail":
            if seat == self._viewer and self._mode == "main":
                return texts.translate("councils", "Your free employee: drag it onto a council.")
            return texts.fill(texts.translate("councils", "A free employee of %1"), name)
        if loc[0] == "box":
            return texts.fill(texts.translate("councils", "An employee of %1 in the box (not in play)"), name)
        if loc[0] == "council":
            return texts.fill(texts.translate("councils", "An employee of %1 in the %2"), name,
                              texts.council_name(loc[1]))
        return texts.fill(texts.translate("councils", "An employee of %1 on %2"), name,
                          texts.card_name(loc[1]))

    def _meeple_spots(self, seat: int, loc: tuple, count: int) -> tuple[list[QPointF], float]:
        """Where the ``count`` employees of ``seat`` at ``loc`` stand (top lefts, in order) and how tall."""
        kind = loc[0]
        panel = self._panels[seat]
        if kind == "avail":
            return [panel.available_slot(k) for k in range(count)], panel.employee_h()
        if kind == "box":
            return [panel.box_slot(k) for k in range(count)], panel.employee_h()
        if kind == "council":
            council = self._councils[loc[1]]
            return council.slots(seat, count), council.meeple_height()
        card = loc[1]
        pos, h = self._home.get(card, (QPointF(), 60.0))
        rect = QRectF(pos, QSizeF(art.card_width(h), h))
        slots = [art.worker_slot(rect, k) for k in range(count)]
        return [slot.topLeft() for slot in slots], slots[0].height() if slots else h
