"""The Copycat table's moving pieces: cards (through the table kit's PieceSync), workers and career pieces."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt

from ....ui.language import current_language
from ....ui.piles import LARGE_HAND, Pile, Spot
from ....ui.plain_text import verbatim
from ....ui.templates import counted
from ..effects import USE_LIMIT
from . import art, texts
from .items import (
    CardItem,
    PieceItem,
    WorkerItem,
    spread_points,
)
from .layout import (
    OPP_WORKER_H,
    Z_BID,
    Z_HAND,
    Z_PIECE,
    Z_PLAY,
    Z_STREET,
    Z_WORKER,
    Layout,
    fitting_card_h,
    readable_fan,
)
from .table_state import TableBase
from .texts import translate


def mark_open_widths(spots: dict[str, Spot]) -> dict[str, Spot]:
    """In a row of overlapping cards, each card the next one overlaps learns the width it leaves open at
    its left (``open_w``): the card sets its title there, so a fan reads card by card (issue 15)."""
    cards = list(spots.values())
    for spot, after in zip(cards, cards[1:], strict=False):
        width = spot.size * art.CARD_RATIO
        step = after.pos.x() - spot.pos.x()
        if abs(after.pos.y() - spot.pos.y()) < 0.5 and 0 < step < width - 0.5:
            spot.info["open_w"] = step
    return spots


def fan_spots(area: QRectF, cards: list[str], card_h: float, z0: float, **info: Any) -> dict[str, Spot]:
    """A Spot for each of ``cards`` in a fan that leaves every card's number readable (readable_fan),
    later cards above earlier ones."""
    rects = readable_fan(area, len(cards), card_h)
    return {key: Spot(rect.topLeft(), rect.height(), z0 + k, dict(info))
            for k, (key, rect) in enumerate(zip(cards, rects, strict=True))}


class PiecesMixin(TableBase):
    """Mixed into CopycatScene: says where each card, worker and piece rests and how it looks."""

    def _card_spots(self, layout: Layout, opponents: list[int]) -> dict[str, Spot]:
        obs = self._obs or {}
        me = self._me()
        spots: dict[str, Spot] = {}
        for i, cid in enumerate(obs.get("street", [])):
            if cid is not None and not self._end_shown:  # over: the band lists the played cards instead
                r = layout.spaces[i]
                spots[cid] = Spot(r.topLeft(), r.height(), Z_STREET + i,
                                  {"role": "street", "space": i, "ratio": r.width() / r.height()})
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            geo = self._opponent_geometry(seat, rect)
            play = self._player(seat).get("play") or []
            if not self._opp_play_whole(seat, geo):
                continue  # the area shows chips instead (chips.py)
            pile = Pile(geo.play, fitting_card_h(geo.play, len(play), geo.card_h), spacing=4.0)
            spots.update(mark_open_widths(pile.spots(play, Z_PLAY, role="opp_play", seat=seat)))
        row = self._player(me)
        play = row.get("play") or []
        spots.update(mark_open_widths(fan_spots(layout.play.adjusted(8, 22, -8, -4), play, layout.play_card_h,
                                                Z_PLAY, role="play", seat=me)))
        bid = row.get("bid")
        if obs.get("phase") == "bid" and bid:
            slot = layout.bid_slot()
            spots[bid] = Spot(slot.topLeft(), slot.height(), Z_BID, {"role": "bid", "seat": me})
        hand = [c for c in row.get("hand") or [] if c != bid]
        hand_area = layout.hand.adjusted(4, 4, -4, -4)
        if len(hand) >= LARGE_HAND:  # two rows of whole faces
            hand_pile = Pile(hand_area, layout.hand_card_h, two_rows_from=LARGE_HAND)
            spots.update(mark_open_widths(hand_pile.spots(hand, Z_HAND, role="hand", seat=me)))
        else:
            spots.update(mark_open_widths(fan_spots(hand_area, hand, layout.hand_card_h, Z_HAND, role="hand",
                                                    seat=me)))
        return spots

    def _origin_for(self, key: str, spot: Spot) -> tuple[QPointF, float]:
        """Where a card that was not on the table before comes from."""
        role = spot.role
        if role == "street":
            street = self._layout.street if self._layout else QRectF()
            return QPointF(street.right() + 10, street.top() + 18), spot.size
        if role == "opp_play":
            backs = self._backs.get(spot.info["seat"])
            if backs is not None:
                return backs.pos(), spot.size
        if role in ("hand", "play", "bid"):
            return self._piles[0].pos(), spot.size * 0.5
        return spot.pos, spot.size

    def _destination_of(self, key: str) -> QPointF | None:
        """Where a card that leaves the view went: a player's clipboard or discard pile."""
        for seat in range(self._n):
            row = self._player(seat)
            for cards, index in ((row.get("clipboard"), 0), (row.get("discard"), 1)):
                if key in (cards or []):
                    if seat == self._me() and self._viewer is not None:
                        return self._piles[1 + index].pos()
                    piles = self._opp_piles.get(seat)
                    if piles is not None:
                        return piles[index].pos()
            chips = self._opp_chips.get(seat)
            if chips is not None and chips.isVisible() and key in (row.get("play") or []):
                return chips.pos()  # into the chips the opponent's play area became
            if key in (row.get("doctorates") or []):
                return self._info.pos() if seat == self._me() else (
                    self._panels[seat].pos() if seat in self._panels else None)
        return None

    def _sync_cards(self, layout: Layout, opponents: list[int], duration: int) -> None:
        spots = self._card_spots(layout, opponents)
        self._spot_of = {key: spot.info for key, spot in spots.items()}
        context = self._dress_context()
        uses: dict[str, int] = (self._obs or {}).get("card_uses") or {}
        marked, fresh = self._marked_cards, self._fresh
        for key, item, spot in self._card_sync.sync(spots, duration):
            # Redressed only when what its look and gestures depend on changed: most cards (the street,
            # the opponents' play) are the same from move to move (issue 13).
            dress = (context, tuple(spot.info.items()), key in marked, key in fresh, uses.get(key, 0),
                     item.held)
            if item.dressed_for != dress:
                self._dress_card(item, spot.info)
                item.dressed_for = (*dress[:-1], item.held)
        if self._preview.card_id is not None and self._preview.card_id not in self._cards:
            self._preview.hide()

    def _dress_context(self) -> tuple:
        """What every card's dressing depends on besides its own place, marks and uses."""
        obs = self._obs or {}
        frame = self._frame()
        picked = tuple(frame.get("picked") or ()) if frame is not None else ()
        reds = tuple(self._red_cards_left_of(self._buy_space)) if self._buy_space is not None else ()
        return (self._mode, self._acting(), self._viewer, self._held, tuple(self._bid_cards),
                tuple(self._play_cards), tuple(self._choose_cards), tuple(self._buy_spaces), self._buy_space,
                picked, tuple(obs.get("street_costs") or ()), reds,
                current_language())

    def _dress_card(self, item: CardItem, spot: dict[str, Any]) -> None:
        obs = self._obs or {}
        key = item.key
        role = spot["role"]
        mode = self._mode
        item.set_ratio(spot.get("ratio", art.CARD_RATIO))
        item.set_open_w(spot.get("open_w"))
        item.marked = key in self._marked_cards
        item.fresh = key in self._fresh and role == "hand"
        item.held = key == self._held
        item.selected = False
        item.tag = ""
        item.tag_short = ""
        item.tag_hot = False
        draggable = (role == "hand" and (key in self._bid_cards or key in self._play_cards))
        buyable = role == "street" and spot["space"] in self._buy_spaces
        clickable = draggable or key in self._choose_cards or buyable
        item.draggable = draggable
        item.clickable = clickable
        item.explain_press = role in ("hand", "street") and self._acting()  # says why (refusal_note)
        item.dim = role == "hand" and mode in ("bid", "act", "resolve", "frame") and not clickable
        item.glow = key in self._choose_cards
        frame = self._frame()
        if frame is not None and key in (frame.get("picked") or []):
            item.selected = True
            item.dim = False
        uses = (obs.get("card_uses") or {}).get(key, 0)
        if role in ("play", "opp_play") and uses >= USE_LIMIT:  # once is every played card; the limit shows
            item.tag = counted(uses).translate("copycat", "used %n×", None, 1)
            item.tag_short = texts.fill(translate("copycat", "×%1"), uses)
        if role == "street":
            space = spot["space"]
            cost = (obs.get("street_costs") or [None] * 11)[space]
            if cost is not None:  # the full price: base price plus the space's surcharge
                item.tag = texts.fill(translate("copycat", "= %1"), cost)
            item.tag_hot = space in self._buy_spaces
            if self._buy_space is not None:
                if space == self._buy_space:
                    item.selected = True
                elif key in self._red_cards_left_of(self._buy_space):
                    item.tag = translate("copycat", "comes along")
                    item.tag_hot = True
                    item.glow = True
        item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else (
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor))
        item.setToolTip("")

    def _send_away(self, item: CardItem, duration: int) -> None:
        item.draggable = item.clickable = False
        item.glow = item.held = item.selected = False
        target = self._destination_of(item.key)
        self._glide_away(item, target, max(30.0, item.height * 0.5), 800, duration)

    def _pool_origins(self) -> dict[int, QPointF]:
        out: dict[int, QPointF] = {}
        for key, item in self._workers.items():
            if key.startswith("pool:"):
                seat = int(key.split(":")[1])
                out[seat] = item.pos()
        return out

    def _worker_spots(self, layout: Layout, opponents: list[int]) -> dict[str, dict[str, Any]]:
        obs = self._obs or {}
        spots: dict[str, dict[str, Any]] = {}
        wh = self._worker_h(layout)
        for entry in obs.get("board", []):
            office = self._offices.get(entry["office"])
            if office is None:
                continue
            area = office.pieces_rect()
            h = min(wh, area.height() * 0.92)
            for i, w in enumerate(entry["workers"]):
                x = area.right() - (i + 1) * h * 0.86 - i * 2
                y = area.bottom() - h
                spots[f"w:{entry['office']}:{w['player']}"] = {
                    "pos": QPointF(x, y), "h": h, "seat": w["player"], "lying": bool(w["used"]),
                    "office": entry["office"], "uses": w["uses"]}
        me = self._me()
        if self._viewer is not None:
            count = self._player(me).get("workers_available", 0)
            area = QRectF(layout.info.left() + 10, layout.info.top() + layout.info.height() - wh - 8,
                          layout.info.width() - 20, wh)
            for i, pos in enumerate(spread_points(area, count, wh * 0.86)):
                spots[f"pool:{me}:{i}"] = {"pos": pos, "h": wh, "seat": me, "lying": False, "office": None}
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            count = self._player(seat).get("workers_available", 0)
            h = OPP_WORKER_H
            geo = self._opponent_geometry(seat, rect)
            area = QRectF(rect.right() - 8 - count * h * 0.9, geo.info.top() - 1, count * h * 0.9, h)
            for i, pos in enumerate(spread_points(area, count, h * 0.86)):
                spots[f"pool:{seat}:{i}"] = {"pos": pos, "h": h, "seat": seat, "lying": False, "office": None}
        return spots

    def _sync_workers(self, layout: Layout, opponents: list[int], duration: int,
                      pool_before: dict[int, QPointF]) -> None:
        spots = self._worker_spots(layout, opponents)
        # A worker whose spot is gone stands in for a new spot of its seat: at the end of a round every
        # worker goes home from its office, and a dozen pieces made and dropped at once were a good part
        # of the round change's block of the event loop (issue 13). It jumps there as a new one appears.
        spare: dict[int, list[WorkerItem]] = {}
        for key in list(self._workers):
            if key not in spots:
                gone = self._workers.pop(key)
                if self._worker_spare(gone):
                    spare.setdefault(_worker_seat(key), []).append(gone)
                else:
                    self._discard_worker(gone)
        can_place = bool(self._place_offices)
        acting = self._acting()
        language = current_language()
        for key, spot in spots.items():
            item = self._workers.get(key)
            style = self._style(spot["seat"])
            marked = spot["office"] in self._marked_offices if spot["office"] else False
            dress = (style, spot["lying"], spot["office"], self._viewer, can_place, acting, marked, language,
                     self._name(spot["seat"]))
            if item is not None and self._worker_rests(item, spot, dress):
                continue  # most workers stand still from move to move: nothing to redo (issue 13)
            if item is None:
                origin = pool_before.get(spot["seat"]) if key.startswith("w:") else None
                start: QPointF = origin if origin is not None and duration > 0 else spot["pos"]
                stand_in = spare.get(spot["seat"])
                if stand_in:
                    item = stand_in.pop()
                    item.key = key
                    item.move_to(start, spot["h"], 0)
                    self._stack_on_top(item)  # on top of the workers before it, as a new one is
                else:
                    item = WorkerItem(key, self._style(spot["seat"]), spot["h"])
                    item.setPos(start)
                    self.addItem(item)
                    self._worker_stack.append(item)
                self._workers[key] = item
                if start is origin:  # an office's new worker glides from its seat's pool
                    item.move_to(spot["pos"], spot["h"], duration)
            else:
                item.move_to(spot["pos"], spot["h"], duration)
            item.dressed_for = dress
            item.style = style
            item.lying = spot["lying"]
            item.office = spot["office"]
            item.base_z = Z_WORKER
            if not item.dragging:
                item.setZValue(Z_WORKER + (100 if item.hovered else 0))
            mine = spot["seat"] == self._viewer and key.startswith("pool:")
            item.draggable = mine and can_place
            item.clickable = item.draggable
            item.explain_press = mine and self._acting()  # a second worker in one turn: a press says why
            item.glow = item.draggable
            item.marked = marked
            tip = self._name(spot["seat"])
            if spot["office"]:
                state = translate("copycat", "office used") if spot["lying"] else translate(
                    "copycat", "office not used yet")
                tip = texts.fill(translate("copycat", "%1's worker in %2 (%3)"), tip,
                                 texts.office_name(spot["office"]), state)
            elif item.draggable:
                tip = translate("copycat", "Drag this worker onto a glowing office.")
            item.setToolTip(verbatim(tip))  # a seat name: never read as markup
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor)
        for items in spare.values():
            for item in items:
                self._discard_worker(item)

    def _stack_on_top(self, item: WorkerItem) -> None:
        """``item`` above every other worker, as one just added to the scene would be. Taken out of the
        scene and added again, as it once was, it lost its cached picture and left its old place to be
        painted again a pass later: a second repaint of the table after each round change (issue 13)."""
        stack = self._worker_stack
        at = next(i for i, other in enumerate(stack) if other is item)
        for other in stack[at + 1:]:  # bottom first: each goes just under it, their order kept
            other.stackBefore(item)
        stack.append(stack.pop(at))

    def _discard_worker(self, item: WorkerItem) -> None:
        self._worker_stack[:] = [other for other in self._worker_stack if other is not item]
        self._discard_item(item)

    def _worker_spare(self, item: WorkerItem) -> bool:
        """Whether a worker leaving its spot may stand in for a new one: not while the person holds,
        drags, points at or has focused it, nor while it glides."""
        return not (item.dragging or item.hovered or item.focused or item.is_moving()
                    or item.key in (self._held, self._dragging))

    def _worker_rests(self, item: WorkerItem, spot: dict[str, Any], dress: tuple) -> bool:
        """Whether ``item`` already stands at its spot, still, dressed for ``dress`` (and at its resting
        height above the table: a drag or a hover leaves it elsewhere), so the sync may leave it."""
        return (item.dressed_for == dress and not item.dragging and not item.is_moving()
                and (item.pos() - spot["pos"]).manhattanLength() < 0.5
                and abs(item.size_value() - spot["h"]) < item.SIZE_SNAP
                and item.zValue() == Z_WORKER + (100 if item.hovered else 0))

    def _sync_pieces(self, duration: int) -> None:
        n = self._n
        size = max(13.0, self._layout.ring * 0.72 if self._layout else 15.0)
        by_space: dict[int, list[int]] = {}
        for seat in range(n):
            by_space.setdefault(self._player(seat).get("vp", 0) % 100, []).append(seat)
        for seat in list(self._pieces):
            if seat >= n:
                self._discard_item(self._pieces.pop(seat))
        for space, seats in by_space.items():
            centre = self._board.ring_point(space)
            for k, seat in enumerate(seats):
                piece = self._pieces.get(seat)
                if piece is None:
                    piece = self._pieces[seat] = PieceItem(self._style(seat), size)
                    piece.setZValue(Z_PIECE)
                    self.addItem(piece)
                    piece.setPos(centre)
                offset = (k - (len(seats) - 1) / 2) * size * 0.55
                piece.style = self._style(seat)
                piece.move_to(QPointF(centre.x() + offset, centre.y() + offset * 0.3), size, duration)
                piece.setToolTip(verbatim(texts.fill(counted(self._player(seat).get("vp", 0)).translate(
                    "copycat", "%1: %n victory point(s)", None, 1), self._name(seat))))


def _worker_seat(key: str) -> int:
    """The seat of a worker's key: ``w:OFFICE:SEAT`` at an office, ``pool:SEAT:I`` at home."""
    parts = key.split(":")
    return int(parts[2] if parts[0] == "w" else parts[1])
