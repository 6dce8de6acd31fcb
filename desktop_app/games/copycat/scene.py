"""The Copycat table: draws one player's observation and turns gestures into actions.

The scene reads only the observation dict it is given (never the state), so hidden hands, bids and
kept cards cannot leak: another player's hand is drawn as a count of card backs. Every gesture ends in
one of the ``legal`` actions or in nothing.

Gestures: drag a hand card onto the bid slot (phase 1) or into the play area (phases 2 and 3); drag a
worker onto a glowing office; click an office marked "Use" to use it; click a street card to see its
full price and the red cards that come along, then Buy; click cards and offices that a pending decision
asks for; buttons for Done, End turn, Pass, amounts and the like. A click picks a card or worker up, so
a second click on a target puts it down. L opens a list of every legal move (the keyboard fallback).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.seats import Seat
from ...ui.plain_text import verbatim
from ...ui.scene_kit import TableScene
from ...ui.scene_registry import counted
from ...ui.table_items import ButtonItem, LabelItem
from . import scene_texts as texts
from .actions import (
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
from .data import load_data
from .scene_art import card_width
from .scene_items import (
    BacksItem,
    BoardItem,
    CardItem,
    ChoiceListItem,
    InfoItem,
    OfficeItem,
    PanelItem,
    PieceItem,
    PileItem,
    PreviewItem,
    StreetSpaceItem,
    WorkerItem,
    ZoneItem,
    spread_points,
)
from .scene_layout import (
    NORMAL_COL,
    PRINTED_LEFT,
    PRINTED_RIGHT,
    ROWS,
    SECTION_COL0,
    Layout,
    compute_layout,
    fitting_card_h,
    opponent_geometry,
    row_positions,
)
from .scene_texts import translate

Z_STREET, Z_WORKER, Z_PIECE, Z_PLAY, Z_HAND, Z_BID = 10, 20, 25, 30, 40, 45
NUMBER_BUTTONS = 8  # more choices than this get a stepper


class CopycatScene(TableScene):
    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        self.data = load_data()
        self._layout: Layout | None = None
        self._cards: dict[str, CardItem] = {}
        self._workers: dict[str, WorkerItem] = {}
        self._pieces: dict[int, PieceItem] = {}
        self._offices: dict[str, OfficeItem] = {}
        self._home: dict[str, tuple[QPointF, float]] = {}
        self._spot_of: dict[str, dict[str, Any]] = {}
        self._buttons: list[ButtonItem] = []
        # the person's half-made choices; they survive redraws until the observation moves on
        self._held: str | None = None  # a card or worker key picked up by a click
        self._dragging: str | None = None
        self._buy_space: int | None = None  # 0-based street space chosen, waiting for Buy
        self._number: int = -1  # the stepper's value for large amounts; -1 = the most allowed
        self._list_open = False
        self._marked_cards: set[str] = set()
        self._marked_offices: set[str] = set()
        self._fresh: set[str] = set()
        # what the legal actions allow, by the thing they name
        self._bid_cards: dict[str, Action] = {}
        self._play_cards: dict[str, Action] = {}
        self._choose_cards: dict[str, Action] = {}
        self._place_offices: dict[str, Action] = {}
        self._click_offices: dict[str, Action] = {}
        self._buy_spaces: dict[int, Action] = {}

        self._board = BoardItem()
        self._spaces = [StreetSpaceItem(i) for i in range(11)]
        self._info = InfoItem()
        self._play_zone = ZoneItem()
        self._bid_zone = ZoneItem()
        self._bid_zone.label_top = False
        self._bid_zone.setZValue(Z_BID - 1)
        self._piles = [PileItem(), PileItem(), PileItem()]  # draw, clipboard, discard
        self._panels: dict[int, PanelItem] = {}
        self._backs: dict[int, BacksItem] = {}
        self._opp_piles: dict[int, tuple[PileItem, PileItem]] = {}
        self._bar_plate = LabelItem(12.0, plate=True)
        self._bar_plate.setZValue(-4)
        self._phase_label = LabelItem(12.0, bold=True)
        self._phase_label.colour = QColor("#D8B25A")
        self._phase_label.wrap = False
        self._prompt_label = LabelItem(14.0, bold=True)
        self._status_label = LabelItem(12.5, bold=True)
        self._status_label.colour = QColor("#FFE27A")
        self._preview = PreviewItem()
        self._preview.hide()
        self._choices = ChoiceListItem()
        self._choices.hide()
        for item in (self._board, *self._spaces, self._info, self._play_zone, self._bid_zone, *self._piles,
                     self._bar_plate, self._phase_label, self._prompt_label, self._status_label,
                     self._preview, self._choices):
            self.addItem(item)

    # -- the contract ------------------------------------------------------------------------------
    def show_observation(self, observation: dict, viewer: int | None, legal: list[Action],
                         recent: list[tuple[int, Event]]) -> None:
        changed = observation != self._obs or viewer != self._viewer
        self._obs = observation
        self._viewer = viewer
        self._legal = list(legal)
        self._legal_set = set(legal)
        self._recent = list(recent)
        if changed:
            self._held = None
            self._buy_space = None
            self._number = -1  # the stepper starts at the most: unspent coins are lost anyway
        if self._list_open and not self._legal:
            self._list_open = False
        self._note_recent()
        self._sync(animate=True)

    def is_turn_ending(self, action: Action) -> bool:
        """Bids, ending a turn and passing cannot be taken back once others act (the window may confirm)."""
        return isinstance(action, (Bid, EndTurn, Pass))

    # -- the keyboard fallback (also what tests and tools drive) ---------------------------------------
    def keyboard_choices(self) -> list[tuple[str, Action]]:
        """Every legal move of the viewer with a readable label, in the order the list shows them."""
        return [(self._label(a), a) for a in self._legal]

    def choose(self, index: int) -> None:
        """Choose entry ``index`` of :meth:`keyboard_choices`, as Enter in the list does."""
        choices = self.keyboard_choices()
        if 0 <= index < len(choices):
            self._close_list()
            self._emit(choices[index][1])

    # -- reading the observation ---------------------------------------------------------------------
    @property
    def _n(self) -> int:
        return len((self._obs or {}).get("players", [])) or len(self.seats)

    def _player(self, seat: int) -> dict:
        players = (self._obs or {}).get("players", [])
        return players[seat] if 0 <= seat < len(players) else {}

    def _name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return translate("copycat", "a player")

    def _frame(self) -> dict | None:
        """The viewer's own pending decision, when it is on top."""
        pending = (self._obs or {}).get("pending") or []
        if pending and pending[-1].get("player") == self._viewer and "param" in pending[-1]:
            return pending[-1]
        return None

    def _compute_mode(self) -> str:
        obs = self._obs or {}
        phase = obs.get("phase")
        if phase == "over":
            return "over"
        if not self._acting():
            return "wait"
        if self._frame() is not None:
            return "frame"
        modes = {"bid": "bid", "action": "act", "resolve": "resolve", "purchase": "purchase"}
        return modes.get(phase, "wait")

    def _office_def(self, oid: str):
        return self.data.offices[self.data.o(oid)]

    def _card_def(self, cid: str):
        return self.data.cards[self.data.c(cid)]

    def _board_entry(self, oid: str) -> dict:
        for entry in (self._obs or {}).get("board", []):
            if entry["office"] == oid:
                return entry
        return {"office": oid, "markers": 0, "workers": []}

    def _totals(self, seat: int) -> dict[str, int] | None:
        """Running totals of ``seat``'s phase-3 turn (CP-20, CP-21), or None outside it."""
        obs = self._obs or {}
        turn = obs.get("turn")
        if obs.get("phase") not in ("resolve", "purchase") or obs.get("current") != seat or not turn:
            return None
        markers = self._player(seat).get("markers", 0)
        vp = (turn["vp_cards"] + turn["vp_offices"] + turn["vp_doctorates"]
              + markers * (1 + turn["marker_doublings"]))
        if obs["phase"] == "resolve":
            coins = turn["base_coins"] * (1 + turn["coin_doublings"]) + turn["r_coins"]
            buys = turn["buys"] + self._unused_buy_offices(seat)
            left = coins
        else:
            coins = turn["coins"]
            buys = turn["buys"]
            left = coins - turn["spent"]
        return {"coins": coins, "left": left, "spent": turn["spent"], "buys": buys, "vp": vp,
                "specials": turn["special_buys"]}

    def _unused_buy_offices(self, seat: int) -> int:
        """Purchases the seat's buy offices will add when the purchase step begins."""
        total = 0
        for entry in (self._obs or {}).get("board", []):
            office = self._office_def(entry["office"])
            if office.effect != "buy":
                continue
            for w in entry["workers"]:
                if w["player"] == seat and not w["used"] and w["uses"] < 2:
                    total += office.param
        return total

    def _red_cards_left_of(self, space: int) -> list[str]:
        street = (self._obs or {}).get("street", [])
        return [c for c in street[:space] if c is not None and self._card_def(c).colour == "red"]

    def _note_recent(self) -> None:
        """The last move, from the events of the last action: marked until the next one."""
        self._marked_cards = set()
        self._marked_offices = set()
        self._fresh = set()
        me = self._viewer
        for _, event in self._recent:
            p = event.params
            mid = event.message_id
            if mid in ("copycat.play", "copycat.buy", "copycat.doctorate", "copycat.copy",
                       "copycat.reactivate"):
                self._marked_cards.add(p["card"])
            elif mid in ("copycat.place", "copycat.office_use", "copycat.reuse", "copycat.new_office"):
                self._marked_offices.add(p["office"])
            elif mid == "copycat.fundraising":
                self._marked_cards.update(p.get("cards", []))
                self._marked_offices.update(p.get("offices", []))
            elif mid == "copycat.draw_cards" and p.get("player") == me:
                self._fresh.update(p.get("cards", []))

    # -- what the legal actions allow ----------------------------------------------------------------
    def _index_legal(self) -> None:
        self._bid_cards, self._play_cards, self._choose_cards = {}, {}, {}
        self._place_offices, self._click_offices, self._buy_spaces = {}, {}, {}
        frame = self._frame()
        kind = frame["kind"] if frame else None
        for a in self._legal:
            if isinstance(a, Bid):
                self._bid_cards[a.card] = a
            elif isinstance(a, PlayCard):
                self._play_cards[a.card] = a
            elif isinstance(a, ChooseCard):
                self._choose_cards[a.card] = a
            elif isinstance(a, Place) or (isinstance(a, ChooseOffice) and kind == "place_extra"):
                self._place_offices[a.office] = a
            elif isinstance(a, (UseOffice, ChooseOffice)):
                self._click_offices[a.office] = a
            elif isinstance(a, Buy):
                self._buy_spaces[a.space - 1] = a
        if self._buy_space is not None and self._buy_space not in self._buy_spaces:
            self._buy_space = None

    # -- drawing -----------------------------------------------------------------------------------
    def _opponents(self) -> list[int]:
        n, me = self._n, self._me()
        if self._viewer is None:
            return list(range(1, n))
        return [(me + k) % n for k in range(1, n)]

    def _sync(self, animate: bool) -> None:
        if self._obs is None:
            return
        self._mode = self._compute_mode()
        self._index_legal()
        opponents = self._opponents()
        normal = bool(self.data.normal_offices.get(self._n))
        layout = compute_layout(self._size[0], self._size[1], len(opponents), normal_column=normal)
        self._layout = layout
        duration = self._duration(animate and bool(self._cards))
        pool_before = self._pool_origins()
        self._sync_board(layout)
        self._sync_street(layout)
        self._sync_opponents(layout, opponents)
        self._sync_mine(layout)
        self._sync_cards(layout, opponents, duration)
        self._sync_workers(layout, opponents, duration, pool_before)
        self._sync_pieces(duration)
        self._sync_bar(layout)
        self._sync_targets()
        self._sync_list()
        self._update_prompt()

    # -- the federal department ------------------------------------------------------------------------
    def _office_cells(self, layout: Layout) -> dict[str, QRectF]:
        """Where each office on the board lies: printed by row and column, normal offices in the window
        column from the top, extra offices filling their section's column from the top (rulebook
        phase 4)."""
        cells: dict[str, QRectF] = {}
        used_windows: dict[int, int] = {}
        normal_row = 0
        printed_rows = {}
        printed = [o for o in self.data.offices if o.kind == "printed"]
        for i, office in enumerate(printed):
            printed_rows[office.oid] = (i // 2, PRINTED_LEFT if i % 2 == 0 else PRINTED_RIGHT)
        for entry in (self._obs or {}).get("board", []):
            office = self._office_def(entry["office"])
            if office.kind == "printed":
                row, col = printed_rows[office.oid]
            elif office.kind == "normal":
                row, col = normal_row, NORMAL_COL
                normal_row += 1
            else:
                row = used_windows.get(office.section, 0)
                used_windows[office.section] = row + 1
                col = SECTION_COL0 + office.section - 1
            cells[office.oid] = layout.cell(min(row, ROWS - 1), col)
        self._used_windows = used_windows
        self._normal_rows = normal_row
        return cells

    def _sync_board(self, layout: Layout) -> None:
        obs = self._obs or {}
        board = self._board
        board.set_rect(layout.board)
        board.ring = layout.ring
        board.strip = layout.strip.translated(-layout.board.left(), -layout.board.top())
        cells = self._office_cells(layout)
        off = QPointF(-layout.board.left(), -layout.board.top())
        headers = []
        normal = bool(self.data.normal_offices.get(self._n))
        if normal:
            cell = QRectF(layout.col_x[NORMAL_COL], layout.grid.top(), layout.col_w, layout.header_h)
            headers.append((cell, translate("copycat", "3–4 players")))
        headers.append((QRectF(layout.col_x[PRINTED_LEFT], layout.grid.top(),
                               layout.col_x[PRINTED_RIGHT] + layout.col_w - layout.col_x[PRINTED_LEFT],
                               layout.header_h), translate("copycat", "Federal department")))
        for s in range(5):
            col = SECTION_COL0 + s
            headers.append((QRectF(layout.col_x[col], layout.grid.top(), layout.col_w, layout.header_h),
                            texts.fill(translate("copycat", "Section %1"), s + 1)))
        board.headers = [(r.translated(off), text) for r, text in headers]
        windows = []
        three_four, four = translate("copycat", "3–4"), translate("copycat", "4")
        normal_labels = [three_four, three_four, four, four]
        for row in range(self._normal_rows, 4 if normal else 0):
            windows.append((layout.cell(row, NORMAL_COL).translated(off), normal_labels[row]))
        for s, count in self.data.windows.items():
            for row in range(self._used_windows.get(s, 0), count):
                caption = texts.fill(translate("copycat", "from round %1"), self._window_round(s, row))
                windows.append((layout.cell(row, SECTION_COL0 + s - 1).translated(off), caption))
        board.windows = windows
        order = obs.get("order", [])
        board.bus_title = translate("copycat", "Turn order")
        board.bus = [(self._style(p), self._name(p)) for p in order]
        board.round_text = texts.fill(translate("copycat", "Round %1 of %2"), obs.get("round", 1),
                                      self.data.constants["MAX_ROUNDS"])
        board.info_text = texts.fill(translate(
            "copycat", "Markers left %1 · Deck %2"), obs.get("marker_supply", 0),
                                     obs.get("action_deck_count", 0))
        board.setToolTip(translate("copycat", "The career path runs round the board: each piece stands on "
                                              "its player's victory points (95 ends the game)."))
        board.update()
        for oid in list(self._offices):
            if oid not in cells:
                self._discard_item(self._offices.pop(oid))
        for oid, cell in cells.items():
            item = self._offices.get(oid)
            if item is None:
                item = self._offices[oid] = OfficeItem(oid)
                self.addItem(item)
            item.set_rect(cell)
            entry = self._board_entry(oid)
            item.markers = entry["markers"]
            office = self._office_def(oid)
            tip = texts.fill(translate("copycat", "%1\n%2\n%3"), texts.office_name(oid),
                             texts.effect_long(office.effect, office.param), texts.use_limit_note())
            if entry["markers"]:
                tip += "\n" + counted(entry["markers"]).translate(
                    "copycat", "%n victory point marker(s) lie here.", None, 1)
            item.setToolTip(tip)
            item.marked = oid in self._marked_offices
            item.update()

    def _window_round(self, section: int, row: int) -> int:
        first = 1 + sum(n for s, n in self.data.windows.items() if s < section)
        return first + row

    # -- the street --------------------------------------------------------------------------------
    def _sync_street(self, layout: Layout) -> None:
        obs = self._obs or {}
        street = obs.get("street", [None] * 11)
        clear = self.data.street_clear.get(self._n, 0)
        for i, item in enumerate(self._spaces):
            header = layout.space_headers[i]
            card = layout.spaces[i]
            outer = header.united(card)
            item.set_rect(outer)
            item.header = header.translated(-outer.left(), -outer.top())
            item.card = card.translated(-outer.left(), -outer.top())
            item.surcharge = self.data.surcharge[i]
            item.empty = i >= len(street) or street[i] is None
            item.clear_mark = i < clear
            tip = texts.fill(translate("copycat", "Street space %1: surcharge %2."), i + 1,
                             self.data.surcharge[i])
            if i < clear:
                tip += " " + translate("copycat", "An unsold card here leaves the game at the end of the "
                                                  "round.")
            item.setToolTip(tip)
            item.update()

    # -- opponents -----------------------------------------------------------------------------------
    def _status(self, seat: int) -> tuple[str, bool]:
        obs = self._obs or {}
        phase = obs.get("phase")
        row = self._player(seat)
        pending = obs.get("pending") or []
        if phase == "over":
            return "", False
        if pending and pending[-1].get("player") == seat:
            return translate("copycat", "deciding…"), True
        if phase == "bid":
            if row.get("has_bid"):
                return translate("copycat", "bid laid ✓"), False
            return translate("copycat", "choosing a bid…"), True
        if phase == "action":
            if obs.get("current") == seat:
                return translate("copycat", "to act"), True
            if row.get("passed"):
                return translate("copycat", "passed"), False
            return "", False
        if phase in ("resolve", "purchase"):
            if obs.get("current") == seat:
                if phase == "resolve":
                    return translate("copycat", "playing cards…"), True
                return translate("copycat", "buying…"), True
            order = obs.get("order", [])
            current = obs.get("current")
            if current in order and seat in order and order.index(seat) < order.index(current):
                return counted(row.get("round_gain", 0)).translate(
                    "copycat", "+%n VP this round", None, 1), False
        return "", False

    def _info_line(self, seat: int) -> str:
        row = self._player(seat)
        parts = [counted(row.get("hand_count", 0)).translate("copycat", "hand %n", None, 1),
                 counted(row.get("draw_count", 0)).translate("copycat", "draw pile %n", None, 1),
                 counted(row.get("markers", 0)).translate("copycat", "%n marker(s)", None, 1)]
        if row.get("kept_count"):
            parts.append(counted(row["kept_count"]).translate("copycat", "%n kept", None, 1))
        docs = row.get("doctorates") or []
        if docs:
            parts.append(counted(len(docs)).translate("copycat", "%n doctorate(s)", None, 1))
        totals = self._totals(seat)
        if totals is not None:
            parts.insert(0, texts.fill(translate("copycat", "coins %1 · buys %2 · +%3 VP"), totals["left"],
                                       totals["buys"], totals["vp"]))
        return translate("copycat", " · ").join(parts)

    def _sync_opponents(self, layout: Layout, opponents: list[int]) -> None:
        obs = self._obs or {}
        for seat in list(self._panels):
            if seat not in opponents:
                self._discard_item(self._panels.pop(seat))
                self._discard_item(self._backs.pop(seat))
                for pile in self._opp_piles.pop(seat):
                    self._discard_item(pile)
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            panel = self._panels.get(seat)
            if panel is None:
                panel = self._panels[seat] = PanelItem()
                backs = self._backs[seat] = BacksItem()
                piles = self._opp_piles[seat] = (PileItem(), PileItem())
                for item in (panel, backs, *piles):
                    self.addItem(item)
            geo = opponent_geometry(rect)
            row = self._player(seat)
            panel.set_rect(rect)
            panel.style = self._style(seat)
            panel.name = self._name(seat)
            panel.status, panel.status_hot = self._status(seat)
            panel.vp_text = texts.fill(translate("copycat", "%1 VP"), row.get("vp", 0))
            panel.info = self._info_line(seat)
            panel.active = seat in obs.get("to_move", []) and obs.get("phase") != "over"
            panel.update()
            backs = self._backs[seat]
            backs.count = row.get("hand_count", 0)
            backs.caption = translate("copycat", "hand")
            if obs.get("phase") == "bid" and row.get("has_bid"):
                backs.caption = translate("copycat", "bid laid")
            backs.set_rect(geo.hand)
            backs.setToolTip(counted(backs.count).translate(
                "copycat", "%n card(s) in hand (hidden)", None, 1))
            backs.update()
            clip, discard = self._opp_piles[seat]
            self._fill_pile(clip, geo.clip, geo.card_h * 0.72, row.get("clipboard") or [], translate(
                "copycat", "clipboard"), face=True)
            self._fill_pile(discard, geo.discard, geo.card_h * 0.72, row.get("discard") or [],
                            translate("copycat", "discard"), face=True)

    def _fill_pile(self, pile: PileItem, rect: QRectF, card_h: float, cards: list[str], label: str,
                   face: bool, count: int | None = None) -> None:
        pile.set_rect(rect)
        pile.card_h = card_h
        pile.count = len(cards) if count is None else count
        pile.top_card = cards[-1] if face and cards else None
        pile.label = label
        if face and cards:
            pile.setToolTip(texts.fill(translate("copycat", "%1: %2"), label, texts.card_names(cards)))
        else:
            pile.setToolTip(texts.fill(translate("copycat", "%1: %2"), label, pile.count))
        pile.update()

    # -- the viewer's area -----------------------------------------------------------------------------
    def _sync_mine(self, layout: Layout) -> None:
        obs = self._obs or {}
        me = self._me()
        row = self._player(me)
        info = self._info
        info.set_rect(layout.info)
        info.style = self._style(me)
        name = self._name(me)
        info.name = texts.fill(translate("copycat", "%1 (you)"), name) if self._viewer is not None else name
        info.vp_text = counted(row.get("vp", 0)).translate("copycat", "%n victory point(s)", None, 1)
        info.active = self._acting()
        lines: list[tuple[str, bool]] = []
        totals = self._totals(me)
        if totals is not None:
            if obs.get("phase") == "purchase":
                coins = texts.fill(translate(
                    "copycat", "Coins: %1 left of %2"), totals["left"], totals["coins"])
                lines.append((coins, True))
            else:
                lines.append((texts.fill(translate("copycat", "Coins: %1"), totals["coins"]), True))
            buys = texts.fill(translate("copycat", "Purchases: %1"), totals["buys"])
            if totals["specials"]:
                buys += " " + counted(totals["specials"]).translate("copycat", "(+%n special)", None, 1)
            lines.append((buys, True))
            lines.append((texts.fill(translate("copycat", "VP this round: +%1"), totals["vp"]), True))
        else:
            projected = self._unused_buy_offices(me)
            lines.append((translate("copycat", "Coins: in phase 3"), False))
            lines.append((texts.fill(translate("copycat", "Office buys: %1"), projected), False))
            gain = row.get("round_gain", 0)
            if obs.get("phase") in ("resolve", "purchase") and gain:
                lines.append((texts.fill(translate("copycat", "VP this round: +%1"), gain), False))
            else:
                lines.append((counted(row.get("markers", 0)).translate(
                    "copycat", "VP markers held: %n", None, 1), False))
        if row.get("kept"):
            lines.append((counted(len(row["kept"])).translate(
                "copycat", "Kept for next round: %n", None, 1), False))
        docs = row.get("doctorates") or []
        if docs:
            lines.append((texts.fill(translate("copycat", "Doctorates: %1"), texts.card_names(docs)), False))
        info.lines = lines
        worker_h = self._worker_h(layout)
        info.workers_top = layout.info.height() - worker_h - 8
        available = row.get("workers_available", 0)
        info.workers_caption = counted(available).translate("copycat", "Workers to place: %n", None, 1)
        info.setToolTip(texts.fill(translate("copycat", "Extra workers this round: %1 of at most %2."),
                                   row.get("extra_workers", 0), self.data.constants["MAX_EXTRA_WORKERS"]))
        info.update()
        self._play_zone.set_rect(layout.play)
        self._play_zone.label = translate("copycat", "Your play area")
        if self._mode in ("act", "resolve") and self._play_cards:
            self._play_zone.label = translate("copycat", "Your play area: drag cards here to play them")
        bidding = obs.get("phase") == "bid" and self._viewer is not None
        self._bid_zone.setVisible(bidding)
        if bidding:
            self._bid_zone.set_rect(layout.bid_slot().adjusted(-4, -4, 4, 4))
            self._bid_zone.label = "" if row.get("has_bid") else translate(
                "copycat", "Your bid: drag a card here")
        pile_h = layout.pile_card_h
        self._fill_pile(self._piles[0], layout.piles[0], pile_h, [], translate(
            "copycat", "Draw pile"), face=False,
                        count=row.get("draw_count", 0))
        self._fill_pile(self._piles[1], layout.piles[1], pile_h, row.get("clipboard") or [],
                        translate("copycat", "Clipboard"), face=True)
        self._fill_pile(self._piles[2], layout.piles[2], pile_h, row.get("discard") or [],
                        translate("copycat", "Discard pile"), face=True)

    def _worker_h(self, layout: Layout) -> float:
        return max(18.0, min(layout.row_h * 0.62, 30.0))

    # -- cards -------------------------------------------------------------------------------------
    def _card_spots(self, layout: Layout, opponents: list[int]) -> dict[str, dict[str, Any]]:
        obs = self._obs or {}
        me = self._me()
        spots: dict[str, dict[str, Any]] = {}
        for i, cid in enumerate(obs.get("street", [])):
            if cid is not None:
                r = layout.spaces[i]
                spots[cid] = {"pos": r.topLeft(), "h": r.height(), "z": Z_STREET + i, "role": "street",
                              "space": i}
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            geo = opponent_geometry(rect)
            play = self._player(seat).get("play") or []
            card_h = fitting_card_h(geo.play, len(play), geo.card_h)
            for k, pos in enumerate(row_positions(geo.play, len(play), card_h, spacing=4.0)):
                spots[play[k]] = {"pos": pos, "h": card_h, "z": Z_PLAY + k, "role": "opp_play",
                                  "seat": seat}
        row = self._player(me)
        play = row.get("play") or []
        area = layout.play.adjusted(8, 22, -8, -4)
        for k, pos in enumerate(row_positions(area, len(play), layout.play_card_h, spacing=6.0)):
            spots[play[k]] = {"pos": pos, "h": layout.play_card_h, "z": Z_PLAY + k, "role": "play",
                              "seat": me}
        bid = row.get("bid")
        if obs.get("phase") == "bid" and bid:
            slot = layout.bid_slot()
            spots[bid] = {"pos": slot.topLeft(), "h": slot.height(), "z": Z_BID, "role": "bid", "seat": me}
        hand = [c for c in row.get("hand") or [] if c != bid]
        area = layout.hand.adjusted(4, 4, -4, -4)
        for k, pos in enumerate(row_positions(area, len(hand), layout.hand_card_h, spacing=6.0)):
            spots[hand[k]] = {"pos": pos, "h": layout.hand_card_h, "z": Z_HAND + k, "role": "hand",
                              "seat": me}
        return spots

    def _origin_for(self, key: str, spot: dict[str, Any]) -> tuple[QPointF, float]:
        """Where a card that was not on the table before comes from."""
        role = spot["role"]
        if role == "street":
            street = self._layout.street if self._layout else QRectF()
            return QPointF(street.right() + 10, street.top() + 18), spot["h"]
        if role == "opp_play":
            backs = self._backs.get(spot["seat"])
            if backs is not None:
                return backs.pos(), spot["h"]
        if role in ("hand", "play", "bid"):
            return self._piles[0].pos(), spot["h"] * 0.5
        return spot["pos"], spot["h"]

    def _destination_of(self, key: str) -> QPointF | None:
        """Where a card that leaves the view went: a player's clipboard or discard pile."""
        for seat in range(self._n):
            row = self._player(seat)
            for zone, index in (("clipboard", 0), ("discard", 1)):
                if key in (row.get(zone) or []):
                    if seat == self._me() and self._viewer is not None:
                        return self._piles[1 + index].pos()
                    piles = self._opp_piles.get(seat)
                    if piles is not None:
                        return piles[index].pos()
            if key in (row.get("doctorates") or []):
                return self._info.pos() if seat == self._me() else (
                    self._panels[seat].pos() if seat in self._panels else None)
        return None

    def _sync_cards(self, layout: Layout, opponents: list[int], duration: int) -> None:
        spots = self._card_spots(layout, opponents)
        for key in list(self._cards):
            if key not in spots:
                self._send_away(self._cards.pop(key), duration)
        self._home = {}
        self._spot_of = spots
        for key, spot in spots.items():
            item = self._cards.get(key)
            if item is None:
                item = CardItem(key, key, spot["h"], face_up=True)
                self.addItem(item)
                self._cards[key] = item
                if duration > 0:
                    origin, h = self._origin_for(key, spot)
                    item.setPos(origin)
                    item.set_size_value(h)
                    item.move_to(spot["pos"], spot["h"], duration)
                else:
                    item.setPos(spot["pos"])
            else:
                item.move_to(spot["pos"], spot["h"], duration)
            item.base_z = spot["z"]
            if not item.dragging:
                item.setZValue(spot["z"] + (100 if item.hovered else 0))
            self._home[key] = (spot["pos"], spot["h"])
            self._dress_card(item, spot)
        if self._preview.card_id is not None and self._preview.card_id not in self._cards:
            self._preview.hide()

    def _dress_card(self, item: CardItem, spot: dict[str, Any]) -> None:
        obs = self._obs or {}
        key = item.key
        role = spot["role"]
        mode = self._mode
        item.marked = key in self._marked_cards
        item.fresh = key in self._fresh and role == "hand"
        item.held = key == self._held
        item.selected = False
        item.tag = ""
        item.tag_hot = False
        draggable = (role == "hand" and (key in self._bid_cards or key in self._play_cards))
        buyable = role == "street" and spot["space"] in self._buy_spaces
        clickable = draggable or key in self._choose_cards or buyable
        item.draggable = draggable
        item.clickable = clickable
        item.dim = role == "hand" and mode in ("bid", "act", "resolve", "frame") and not clickable
        item.glow = key in self._choose_cards
        frame = self._frame()
        if frame is not None and key in (frame.get("picked") or []):
            item.selected = True
            item.dim = False
        uses = (obs.get("card_uses") or {}).get(key, 0)
        if role in ("play", "opp_play") and uses >= 2:  # once is every played card; twice is the limit
            item.tag = counted(uses).translate("copycat", "used %n×", None, 1)
        if role == "street":
            space = spot["space"]
            cost = (obs.get("street_costs") or [None] * 11)[space]
            card = self._card_def(key)
            if cost is not None:  # the full price: base price plus the space's surcharge
                item.tag = texts.fill(translate("copycat", "= %1"), cost)
            item.tag_hot = space in self._buy_spaces
            if self._buy_space is not None:
                if space == self._buy_space:
                    item.selected = True
                elif space < self._buy_space and card.colour == "red":
                    item.tag = translate("copycat", "comes along")
                    item.tag_hot = True
                    item.glow = True
        item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else (
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor))
        item.setToolTip("")
        item.update()

    def _send_away(self, item: CardItem, duration: int) -> None:
        item.draggable = item.clickable = False
        item.glow = item.held = item.selected = False
        target = self._destination_of(item.key)
        self._glide_away(item, target, max(30.0, item.height * 0.5), 800, duration)


    # -- workers and career pieces -------------------------------------------------------------------
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
            h = 18.0
            geo = opponent_geometry(rect)
            area = QRectF(rect.right() - 8 - count * h * 0.9, geo.info.top() - 1, count * h * 0.9, h)
            for i, pos in enumerate(spread_points(area, count, h * 0.86)):
                spots[f"pool:{seat}:{i}"] = {"pos": pos, "h": h, "seat": seat, "lying": False, "office": None}
        return spots

    def _sync_workers(self, layout: Layout, opponents: list[int], duration: int,
                      pool_before: dict[int, QPointF]) -> None:
        spots = self._worker_spots(layout, opponents)
        for key in list(self._workers):
            if key not in spots:
                self._discard_item(self._workers.pop(key))
        can_place = bool(self._place_offices)
        for key, spot in spots.items():
            item = self._workers.get(key)
            if item is None:
                item = self._workers[key] = WorkerItem(key, self._style(spot["seat"]), spot["h"])
                self.addItem(item)
                origin = pool_before.get(spot["seat"]) if key.startswith("w:") else None
                if origin is not None and duration > 0:
                    item.setPos(origin)
                    item.move_to(spot["pos"], spot["h"], duration)
                else:
                    item.setPos(spot["pos"])
            else:
                item.move_to(spot["pos"], spot["h"], duration)
            item.style = self._style(spot["seat"])
            item.lying = spot["lying"]
            item.office = spot["office"]
            item.base_z = Z_WORKER
            if not item.dragging:
                item.setZValue(Z_WORKER + (100 if item.hovered else 0))
            mine = spot["seat"] == self._viewer and key.startswith("pool:")
            item.draggable = mine and can_place
            item.clickable = item.draggable
            item.glow = item.draggable
            item.marked = spot["office"] in self._marked_offices if spot["office"] else False
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
            item.update()

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
                piece.update()

    # -- the instruction bar and its buttons --------------------------------------------------------------
    def _button_specs(self) -> list[tuple[str, Any, bool]]:
        """(text, callback, primary) for the buttons the current decision needs."""
        mode = self._mode
        specs: list[tuple[str, Any, bool]] = []
        frame = self._frame()
        if mode == "frame" and frame is not None:
            kind = frame["kind"]
            numbers = [a for a in self._legal if isinstance(a, ChooseNumber)]
            if numbers:
                if len(numbers) <= NUMBER_BUTTONS:
                    for a in numbers:
                        specs.append((texts.label_number(kind, a.value), partial(self._emit, a),
                                      a == numbers[-1]))
                else:
                    top = max(a.value for a in numbers)
                    self._number = top if self._number < 0 else max(0, min(self._number, top))
                    specs.append(("−", partial(self._step, -1, top), False))
                    specs.append((texts.label_number(kind, self._number),
                                   partial(self._emit, ChooseNumber(self._number)), True))
                    specs.append(("+", partial(self._step, 1, top), False))
                    specs.append((translate("copycat", "All"), partial(self._step, top, top), False))
            if Done() in self._legal_set:
                picked = len(frame.get("picked") or []) + len(frame.get("offices") or [])
                specs.append((texts.label_done(kind, picked), partial(self._emit, Done()), picked > 0))
            return specs
        if mode == "act":
            if EndTurn() in self._legal_set:
                specs.append((texts.label_end_turn("action"), partial(self._emit, EndTurn()), True))
            if Pass() in self._legal_set:
                specs.append((translate("copycat", "Pass"), partial(self._emit, Pass()), False))
        elif mode == "resolve":
            if self._play_cards:
                specs.append((translate("copycat", "Play next card"), self._play_next, False))
            if Proceed() in self._legal_set:
                specs.append((texts.label_proceed(), partial(self._emit, Proceed()), True))
        elif mode == "purchase":
            if self._buy_space is not None:
                action = self._buy_spaces[self._buy_space]
                specs.append((translate("copycat", "Cancel"), self._cancel_buy, False))
                specs.append((translate("copycat", "Buy"), partial(self._emit, action), True))
            if SpecialBuy() in self._legal_set:
                specs.append((translate("copycat", "Special buy"), partial(self._emit, SpecialBuy()), False))
            if EndTurn() in self._legal_set:
                specs.append((texts.label_end_turn("purchase"), partial(self._emit, EndTurn()),
                              self._buy_space is None and not self._buy_spaces))
        return specs

    def _buy_status(self) -> str:
        if self._mode != "purchase" or self._buy_space is None:
            return ""
        obs = self._obs or {}
        space = self._buy_space
        cid = obs["street"][space]
        card = self._card_def(cid)
        cost = obs["street_costs"][space]
        reds = len(self._red_cards_left_of(space))
        if card.effect == "doctorate":
            return texts.label_doctorate(cid, space + 1, cost, reds)
        return texts.label_buy(cid, space + 1, cost, card.price or 0, self.data.surcharge[space], reds)

    def _sync_bar(self, layout: Layout) -> None:
        bar = layout.bar
        self._bar_plate.set_rect(bar)
        obs = self._obs or {}
        self._phase_label.set_text(texts.phase_name(obs) if obs.get("phase") else "")
        specs = self._button_specs()
        while len(self._buttons) < len(specs):
            button = ButtonItem()
            self.addItem(button)
            self._buttons.append(button)
        x = bar.right() - 8
        h = min(34.0, bar.height() - 6)
        max_w = bar.width() * 0.22
        for button, (text, callback, primary) in zip(reversed(self._buttons[:len(specs)]), reversed(specs),
                                                      strict=True):
            button.text = text
            button.primary = primary
            button.px = 13.0
            width = min(max_w, max(44.0, button.preferred_width()))
            button.set_rect(QRectF(x - width, bar.top() + (bar.height() - h) / 2, width, h))
            button.set_enabled(True, callback)
            button.setToolTip(verbatim(text))
            button.show()
            x -= width + 6
        for button in self._buttons[len(specs):]:
            button.hide()
            button.set_enabled(False, None)
        status = self._buy_status()
        self._status_label.set_text(status)
        status_w = min(bar.width() * 0.4, 420.0) if status else 0.0
        self._status_label.set_rect(QRectF(x - status_w, bar.top() + 2, status_w, bar.height() - 4))
        x -= status_w
        text_w = x - bar.left() - 12
        half = bar.height() / 2
        self._phase_label.set_rect(QRectF(bar.left() + 10, bar.top() + 1, text_w, max(15.0, half - 3)))
        self._prompt_label.set_rect(QRectF(bar.left() + 10, bar.top() + half - 3, text_w, half + 2))
        self._prompt_label.wrap = False

    # -- glows, dims and clicks ------------------------------------------------------------------------------
    def _sync_targets(self) -> None:
        carried = self._dragging or self._held
        carrying_worker = carried is not None and carried in self._workers
        carrying_card = carried is not None and carried in self._cards
        for oid, item in self._offices.items():
            placeable = oid in self._place_offices
            glow = carrying_worker and placeable
            item.set_flags(glow=glow, dim=carrying_worker and not placeable, hot=False)
            action = self._click_offices.get(oid)
            badge = ""
            if action is not None:
                badge = {"use_office": translate("copycat", "Use"),
                         "choose_office": translate("copycat", "Choose")}[action.kind]
            item.badge = badge
            if action is not None:
                item.set_clickable(partial(self._emit, action))
            elif placeable and (carrying_worker or self._mode in ("act", "frame")):
                item.set_clickable(partial(self._emit, self._place_offices[oid]))
            else:
                item.set_clickable(None)
            item.update()
        bidding = self._mode == "bid"
        self._bid_zone.set_flags(glow=bidding and carrying_card, hot=False)
        self._bid_zone.set_clickable(self._drop_held_on_bid if bidding and carrying_card else None)
        playing = carrying_card and carried in self._play_cards
        self._play_zone.set_flags(glow=playing, hot=False)
        self._play_zone.set_clickable(self._drop_held_on_play if playing and self._held else None)

    # -- the person's gestures ---------------------------------------------------------------------------
    def item_hovered(self, item: QGraphicsItem, entered: bool) -> None:
        if isinstance(item, CardItem):
            if entered and item.face_up and item.card_id and not self._dragging:
                self._show_preview(item.card_id, item.scene_card_rect())
            elif not entered and self._preview.card_id == item.card_id:
                self._preview.hide()

    def _show_preview(self, card_id: str, near: QRectF) -> None:
        """A large copy of a card beside ``near``, clamped inside the table."""
        w_scene, h_scene = self._size
        h = min(380.0, h_scene * 0.5)
        w = max(200.0, card_width(h * 0.56) + 40)
        x = near.right() + 12 if near.right() + 12 + w < w_scene else near.left() - 12 - w
        y = min(max(6.0, near.center().y() - h / 2), h_scene - h - 6)
        self._preview.card_id = card_id
        self._preview.set_rect(QRectF(max(4.0, x), y, w, h))
        self._preview.show()
        self._preview.update()

    def drag_started(self, item: QGraphicsItem) -> None:
        self._dragging = getattr(item, "key", None)
        self._held = None
        self._preview.hide()
        self._sync_targets()
        for card in self._cards.values():
            card.held = False
            card.update()

    def drag_moved(self, item: QGraphicsItem, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        for oid, office in self._offices.items():
            office.set_flags(hot=target == ("office", oid))
        self._bid_zone.set_flags(hot=target == ("bid", None))
        self._play_zone.set_flags(hot=target == ("play", None))

    def _target_at(self, item: QGraphicsItem, pos: QPointF) -> tuple[str, Any] | None:
        key = getattr(item, "key", None)
        if isinstance(item, WorkerItem):
            for oid in self._place_offices:
                office = self._offices.get(oid)
                if office is not None and office.scene_rect().adjusted(-4, -4, 4, 4).contains(pos):
                    return ("office", oid)
            return None
        if isinstance(item, CardItem):
            if key in self._bid_cards and self._bid_zone.isVisible() and \
                    self._bid_zone.scene_rect().adjusted(-12, -12, 12, 12).contains(pos):
                return ("bid", None)
            if key in self._play_cards and self._play_zone.scene_rect().contains(pos):
                return ("play", None)
        return None

    def drag_finished(self, item: QGraphicsItem, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        key = getattr(item, "key", None)
        self._dragging = None
        action: Action | None = None
        if target is not None:
            kind, where = target
            if kind == "office":
                action = self._place_offices.get(where)
            elif kind == "bid":
                action = self._bid_cards.get(key)
            elif kind == "play":
                action = self._play_cards.get(key)
        if action is None or action not in self._legal_set:
            self._return_home(item)
            self._sync_targets()
            for office in self._offices.values():
                office.set_flags(hot=False)
            self._bid_zone.set_flags(hot=False)
            self._play_zone.set_flags(hot=False)
            return
        self._emit(action)

    def _return_home(self, item: QGraphicsItem) -> None:
        if isinstance(item, CardItem):
            home = self._home.get(item.key)
            if home is not None:
                item.move_to(home[0], home[1], self._duration(True))
            item.setZValue(item.base_z)
        elif isinstance(item, WorkerItem):
            self._sync(animate=True)

    def item_clicked(self, item: QGraphicsItem) -> None:
        key = getattr(item, "key", None)
        if isinstance(item, CardItem):
            if key in self._choose_cards:
                self._emit(self._choose_cards[key])
                return
            spot = self._spot_of.get(key, {})
            if spot.get("role") == "street" and spot.get("space") in self._buy_spaces:
                space = spot["space"]
                self._buy_space = None if self._buy_space == space else space
                self._sync(animate=True)
                return
        if getattr(item, "draggable", False):
            self._held = None if self._held == key else key
            self._sync(animate=True)

    def _drop_held_on_bid(self) -> None:
        if self._held in self._bid_cards:
            self._emit(self._bid_cards[self._held])

    def _drop_held_on_play(self) -> None:
        if self._held in self._play_cards:
            self._emit(self._play_cards[self._held])

    def _cancel_buy(self) -> None:
        self._buy_space = None
        self._sync(animate=True)

    def _step(self, delta: int, top: int) -> None:
        self._number = max(0, min(top, self._number + delta))
        self._sync(animate=False)

    def _play_next(self) -> None:
        hand = [c for c in self._player(self._me()).get("hand") or [] if c in self._play_cards]
        if hand:
            self._emit(self._play_cards[hand[0]])

    def _emit(self, action: Action) -> None:
        if action not in self._legal_set:
            return
        self._held = None
        self._dragging = None
        self._buy_space = None
        self.action_chosen.emit(action)

    # -- the keyboard list ---------------------------------------------------------------------------
    def _label(self, action: Action) -> str:
        obs = self._obs or {}
        frame = self._frame()
        kind = frame["kind"] if frame else ""
        if isinstance(action, Bid):
            return texts.label_bid(action.card)
        if isinstance(action, Place):
            entry = self._board_entry(action.office)
            return texts.label_place(action.office, entry["markers"], bool(entry["workers"]))
        if isinstance(action, PlayCard):
            return texts.label_play(action.card)
        if isinstance(action, UseOffice):
            return texts.label_use_office(action.office)
        if isinstance(action, ChooseCard):
            return texts.label_choose_card(kind, action.card)
        if isinstance(action, ChooseOffice):
            if kind == "place_extra":
                entry = self._board_entry(action.office)
                return texts.label_place(action.office, entry["markers"], bool(entry["workers"]))
            return texts.label_choose_office(kind, action.office)
        if isinstance(action, ChooseNumber):
            return texts.label_number(kind, action.value)
        if isinstance(action, Done):
            picked = len((frame or {}).get("picked") or []) + len((frame or {}).get("offices") or [])
            return texts.label_done(kind, picked)
        if isinstance(action, EndTurn):
            return texts.label_end_turn(obs.get("phase"))
        if isinstance(action, Pass):
            return texts.label_pass()
        if isinstance(action, Proceed):
            return texts.label_proceed()
        if isinstance(action, Buy):
            space = action.space - 1
            cid = obs["street"][space]
            card = self._card_def(cid)
            cost = obs["street_costs"][space]
            reds = len(self._red_cards_left_of(space))
            if card.effect == "doctorate":
                return texts.label_doctorate(cid, action.space, cost, reds)
            return texts.label_buy(cid, action.space, cost, card.price or 0, self.data.surcharge[space], reds)
        if isinstance(action, SpecialBuy):
            return texts.label_special_buy()
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
        self._choices.update()
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

    # -- the prompt ------------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        me = self._me()
        phase = obs.get("phase")
        if mode == "over":
            winners = [self._name(p) for p in self._winners()]
            text = texts.prompt_over(winners)
        elif mode == "wait":
            names = [self._name(p) for p in obs.get("to_move", []) if p != self._viewer]
            text = texts.prompt_waiting(names, phase)
        elif mode == "bid":
            text = texts.prompt_bid()
        elif mode == "act":
            turn = obs.get("turn") or {}
            can_place = any(isinstance(a, Place) for a in self._legal)
            text = texts.prompt_action(can_place, bool(turn.get("placed")), int(turn.get("elbows", 0)))
        elif mode == "resolve":
            text = texts.prompt_resolve(len(self._player(me).get("hand") or []))
        elif mode == "purchase":
            totals = self._totals(me) or {"buys": 0, "left": 0}
            text = texts.prompt_purchase(totals["buys"], totals["left"])
        elif mode == "frame":
            frame = self._frame() or {}
            picked = len(frame.get("picked") or []) + len(frame.get("offices") or [])
            text = texts.prompt_frame(frame.get("kind", ""), frame.get("param", 0), picked,
                                      frame.get("source"))
        else:
            text = ""
        self._prompt_label.set_text(text)
        self._prompt_label.setToolTip(verbatim(text + "\n" + texts.keys_hint()))  # may name a seat
        if text != self._prompt:
            self._prompt = text
            self.prompt_changed.emit(text)

    def _winners(self) -> list[int]:
        """Most VP; ties broken by the VP gained in the last round (CP-32), from the observation."""
        players = (self._obs or {}).get("players", [])
        if not players:
            return []
        best = max(p["vp"] for p in players)
        tied = [i for i, p in enumerate(players) if p["vp"] == best]
        top = max(players[i].get("round_gain", 0) for i in tied)
        return [i for i in tied if players[i].get("round_gain", 0) == top]


SCENE_CLASS = CopycatScene
