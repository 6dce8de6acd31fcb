"""The Copycat table: draws one player's observation and turns gestures into actions.

The scene reads only the observation dict it is given (never the state), so hidden hands, bids and
kept cards cannot leak: another player's hand is drawn as a count of card backs. Every gesture ends in
one of the ``legal`` actions or in nothing.

Gestures: drag a hand card onto the bid slot (phase 1) or into the play area (phases 2 and 3); drag a
worker onto a glowing office; click an office marked "Use" to use it; click a street card to see its
full price and the red cards that come along, then Buy; click cards and offices that a pending decision
asks for; buttons for Done, End turn, Pass, amounts and the like. A click picks a card or worker up, so
a second click on a target puts it down. L, F2 or Enter opens the table kit's list of every legal move
(the keyboard fallback, ui/scene_move_list.py).
"""

from __future__ import annotations

from functools import partial
from typing import Any, cast

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from ....engine.actions import Action
from ....engine.seats import Seat
from ....ui.piles import PieceSync
from ....ui.plain_text import verbatim
from ....ui.scene_kit import TableScene
from ....ui.table_items import ButtonItem, LabelItem
from ....ui.templates import next_to_move
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
from ..data import load_data
from ..observation_types import CopycatObservation, FrameView, SeatView
from ..view import RunningTotals, leaders, office_buys, reds_coming_along, running_totals
from . import prompts, texts
from .areas import AreasMixin
from .chips import ChipsItem
from .end_lists import EndListsItem
from .furniture import BoardItem, OfficeItem, StreetSpaceItem
from .gestures import GesturesMixin
from .hint_spots import HintSpotsMixin
from .items import (
    BacksItem,
    CardItem,
    InfoItem,
    PanelItem,
    PieceItem,
    PileItem,
    PreviewItem,
    WorkerItem,
    ZoneItem,
)
from .keys import KeyboardMixin
from .layout import (
    LEAST_HEIGHT,
    NUMBER_BUTTONS,
    Z_BID,
    Layout,
    OpponentGeometry,
    compute_layout,
    least_height,
)
from .pieces import PiecesMixin
from .pointing import PointingMixin
from .refusing import RefusingMixin
from .texts import translate


class CopycatScene(AreasMixin, PiecesMixin, GesturesMixin, KeyboardMixin, RefusingMixin, HintSpotsMixin,
                   PointingMixin, TableScene):
    # Five rows of offices with their words, the street's cards and the viewer's summary need this much
    # height; a shorter view draws the table laid out at it, a little smaller. A short, wide view (the
    # replay's) is laid out another way, which needs less (layout.least_height).
    least_height = LEAST_HEIGHT

    def least_height_for(self, width: float, height: float) -> float:
        return least_height(width, height)

    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        self.data = load_data()
        self._layout: Layout | None = None
        self._card_sync: PieceSync[CardItem] = PieceSync(
            self, lambda key, spot: CardItem(key, key, spot.size, face_up=True), self._origin_for,
            self._send_away)
        self._cards = self._card_sync.items
        self._workers: dict[str, WorkerItem] = {}
        self._worker_stack: list[WorkerItem] = []  # the workers in the scene as it stacks them, bottom first
        self._pieces: dict[int, PieceItem] = {}
        self._offices: dict[str, OfficeItem] = {}
        self._home = self._card_sync.home
        self._spot_of: dict[str, dict[str, Any]] = {}
        self._buttons: list[ButtonItem] = []
        # the person's half-made choices; they survive redraws until the observation moves on
        self._held: str | None = None  # a card or worker key picked up by a click
        self._dragging: str | None = None
        self._buy_space: int | None = None  # 0-based street space chosen, waiting for Buy
        self._number: int = -1  # the stepper's value for large amounts; -1 = the most allowed
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
        self._end_lists = EndListsItem()
        self._end_shown = False
        self._info = InfoItem()
        self._play_zone = ZoneItem()
        self._bid_zone = ZoneItem()
        self._bid_zone.label_top = False
        self._bid_zone.setZValue(Z_BID - 1)
        self._piles = [PileItem(), PileItem(), PileItem()]  # draw, clipboard, discard
        self._panels: dict[int, PanelItem] = {}
        self._backs: dict[int, BacksItem] = {}
        self._opp_piles: dict[int, tuple[PileItem, PileItem]] = {}
        self._opp_chips: dict[int, ChipsItem] = {}
        # what the sync made before and makes again only when its inputs change (issue 13)
        self._totals_for: dict | None = None
        self._totals_memo: dict[int, RunningTotals | None] = {}
        self._info_memo: dict[int, tuple[tuple, tuple[str, ...]]] = {}
        self._geometry_memo: dict[int, tuple[tuple, OpponentGeometry]] = {}
        self._street_for: tuple = ()  # what the street's spaces were last dressed for
        self._bar_plate = LabelItem(12.0, plate=True)
        self._bar_plate.setZValue(-4)
        self._phase_label = LabelItem(12.0, bold=True)
        self._phase_label.colour = QColor("#D8B25A")
        self._phase_label.wrap = False
        self._prompt_label = LabelItem(14.0, bold=True)
        self._status_label = LabelItem(12.5, bold=True)
        self._status_label.colour = QColor("#FFE27A")
        self._preview = PreviewItem()
        for item in (self._board, *self._spaces, self._end_lists, self._info, self._play_zone, self._bid_zone,
                     *self._piles, self._bar_plate, self._phase_label, self._prompt_label, self._status_label,
                     self._preview):
            self.addItem(item)

    # -- the contract ------------------------------------------------------------------------------
    # TableScene.show_observation calls these hooks.
    def _before_observation(self, observation: dict, viewer: int | None, legal: list[Action]) -> None:
        if observation != self._obs or viewer != self._viewer:
            self._held = None
            self._buy_space = None
            self._number = -1  # the stepper starts at the most: unspent coins are lost anyway

    def _after_observation(self) -> None:
        self._note_recent()

    def is_turn_ending(self, action: Action) -> bool:
        """Bids, ending a turn and passing cannot be taken back once others act (the window may confirm);
        nor can any other step after which the rules pass the decision on (a purchase that ends the
        buying turn), which the window works out from the rules (``hands_over``, set by the controller)."""
        if isinstance(action, (Bid, EndTurn, Pass)):
            return True
        hands_over = getattr(self, "hands_over", None)
        return callable(hands_over) and bool(hands_over(action))

    # -- the keyboard fallback (also what tests and tools drive) ---------------------------------------

    # -- reading the observation ---------------------------------------------------------------------
    def _view(self) -> CopycatObservation:
        """The observation shown, with its Copycat keys named (an empty one before the first)."""
        return cast(CopycatObservation, self._obs or {})

    @property
    def _n(self) -> int:
        return len((self._obs or {}).get("players", [])) or len(self.seats)

    def _player(self, seat: int) -> SeatView | dict:
        players = (self._obs or {}).get("players", [])
        return players[seat] if 0 <= seat < len(players) else {}

    def _frame(self) -> FrameView | None:
        """The viewer's own pending decision, when it is on top."""
        pending = (self._obs or {}).get("pending") or []
        if pending and pending[-1].get("player") == self._viewer and "param" in pending[-1]:
            return pending[-1]
        return None

    def _compute_mode(self) -> str:
        obs = self._obs or {}
        phase = obs.get("phase", "")
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

    def _totals(self, seat: int) -> RunningTotals | None:
        """Running totals of ``seat``'s phase-3 turn, as the rules count them (CP-20, CP-21), or None:
        counted once per observation (the panels, the geometry and the prompt all ask)."""
        if self._totals_for is not self._obs:
            self._totals_for = self._obs
            self._totals_memo = {}
        if seat not in self._totals_memo:
            self._totals_memo[seat] = running_totals(self._view(), seat)
        return self._totals_memo[seat]

    def _unused_buy_offices(self, seat: int) -> int:
        """Purchases the seat's buy offices will add when the purchase step begins (CP-19)."""
        return office_buys(self._view(), seat)

    def _red_cards_left_of(self, space: int) -> list[str]:
        """The red cards that come along with a purchase at ``space`` (CP-22)."""
        return reds_coming_along(self._view(), space)

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
        self._sync_end_lists(layout, opponents)
        self._sync_opponents(layout, opponents)
        self._sync_mine(layout)
        self._sync_cards(layout, opponents, duration)
        self._sync_workers(layout, opponents, duration, pool_before)
        self._sync_pieces(duration)
        self._sync_bar(layout)
        self._sync_targets()
        self._update_prompt()

    # -- the federal department ------------------------------------------------------------------------

    # -- the street --------------------------------------------------------------------------------

    # -- opponents -----------------------------------------------------------------------------------

    # -- the viewer's area -----------------------------------------------------------------------------

    # -- cards -------------------------------------------------------------------------------------

    # -- workers and career pieces -------------------------------------------------------------------

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
                        specs.append((prompts.label_number(kind, a.value), partial(self._emit, a),
                                      a == numbers[-1]))
                else:
                    top = max(a.value for a in numbers)
                    self._number = top if self._number < 0 else max(0, min(self._number, top))
                    specs.append(("−", partial(self._step, -1, top), False))
                    specs.append((prompts.label_number(kind, self._number),
                                   partial(self._emit, ChooseNumber(self._number)), True))
                    specs.append(("+", partial(self._step, 1, top), False))
                    specs.append((translate("copycat", "All"), partial(self._step, top, top), False))
            if Done() in self._legal_set:
                picked = len(frame.get("picked") or []) + len(frame.get("offices") or [])
                specs.append((prompts.label_done(kind, picked), partial(self._emit, Done()), picked > 0))
            return specs
        if mode == "act":
            if EndTurn() in self._legal_set:
                specs.append((prompts.label_end_turn("action"), partial(self._emit, EndTurn()), True))
            if Pass() in self._legal_set:
                specs.append((translate("copycat", "Pass"), partial(self._emit, Pass()), False))
        elif mode == "resolve":
            if self._play_cards:
                specs.append((translate("copycat", "Play next card"), self._play_next, False))
            if Proceed() in self._legal_set:
                specs.append((prompts.label_proceed(), partial(self._emit, Proceed()), True))
        elif mode == "purchase":
            if self._buy_space is not None:
                action = self._buy_spaces[self._buy_space]
                specs.append((translate("copycat", "Cancel"), self._cancel_buy, False))
                specs.append((translate("copycat", "Buy"), partial(self._emit, action), True))
            if SpecialBuy() in self._legal_set:
                specs.append((translate("copycat", "Special buy"), partial(self._emit, SpecialBuy()), False))
            if EndTurn() in self._legal_set:
                specs.append((prompts.label_end_turn("purchase"), partial(self._emit, EndTurn()),
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
            return prompts.label_doctorate(cid, space + 1, cost, reds)
        return prompts.label_buy(cid, space + 1, cost, card.price or 0, self.data.surcharge[space], reds)

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
            # an office refusing the carried worker says before the drop whether it ever could take one
            item.refusal_mark = self.target_mark(Place(oid)) if carrying_worker and not placeable else ""
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
            elif item.on_click is not None:  # (an office left unclickable is left alone: most, each move)
                item.set_clickable(None)
        bidding = self._mode == "bid"
        self._bid_zone.set_flags(glow=bidding and carrying_card, hot=False)
        self._bid_zone.set_clickable(self._drop_held_on_bid if bidding and carrying_card else None)
        playing = carrying_card and carried in self._play_cards
        self._play_zone.set_flags(glow=playing, hot=False)
        card_id = self._cards[carried].card_id if carrying_card and carried is not None else ""
        bid_refused = carrying_card and self._bid_zone.isVisible() and carried not in self._bid_cards
        self._bid_zone.refusal_mark = self.target_mark(Bid(card_id)) if bid_refused and card_id else ""
        self._play_zone.refusal_mark = (self.target_mark(PlayCard(card_id))
                                        if carrying_card and not playing and card_id else "")
        self._play_zone.set_clickable(self._drop_held_on_play if playing and self._held else None)

    # -- the person's gestures ---------------------------------------------------------------------------

    # -- the keyboard list ---------------------------------------------------------------------------

    # -- the prompt ------------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        me = self._me()
        phase = obs.get("phase")
        if mode == "over":
            winners = [self._name(p) for p in self._winners()]
            text = prompts.prompt_over(winners)
        elif mode == "wait" and not self.speaks_to_viewer and obs.get("to_move"):
            text = next_to_move([self._name(p) for p in obs.get("to_move", [])])  # a replay
        elif mode == "wait":
            names = [self._name(p) for p in obs.get("to_move", []) if p != self._viewer]
            text = prompts.prompt_waiting(names, phase)
        elif mode == "bid":
            text = prompts.prompt_bid()
        elif mode == "act":
            turn = obs.get("turn") or {}
            can_place = any(isinstance(a, Place) for a in self._legal)
            text = prompts.prompt_action(can_place, bool(turn.get("placed")), int(turn.get("elbows", 0)))
        elif mode == "resolve":
            text = prompts.prompt_resolve(len(self._player(me).get("hand") or []))
        elif mode == "purchase":
            totals = self._totals(me) or {"buys": 0, "left": 0}
            text = prompts.prompt_purchase(totals["buys"], totals["left"])
        elif mode == "frame":
            frame: FrameView | dict = self._frame() or {}
            picked = len(frame.get("picked") or []) + len(frame.get("offices") or [])
            text = prompts.prompt_frame(frame.get("kind", ""), frame.get("param", 0), picked,
                                      frame.get("source"))
        else:
            text = ""
        self._prompt_label.setToolTip(verbatim(text + "\n" + prompts.keys_hint()))  # may name a seat
        self._set_prompt(text, self._prompt_label)

    def _winners(self) -> list[int]:
        """The winners as the rules decide them (CP-32), from the observation."""
        return leaders(self._view())


SCENE_CLASS = CopycatScene
