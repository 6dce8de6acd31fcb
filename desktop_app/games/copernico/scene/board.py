"""The Copernico table: draws one player's observation and turns gestures into actions.

The scene reads only the observation dict it is given (never the state), so a
hidden hand cannot leak: another player's hand is drawn face up only while the
observation lists its cards (the draft, the end of the game). Every gesture
ends in one of the ``legal`` actions or in nothing.

Gestures: drag a draft card onto Keep / Pass / Discard and confirm; drag a
hand card onto an empty position (place) or onto one of your cards
(reformulate); click hand cards to choose the payment and confirm, which sends
the Pay steps in ascending card order, one after the other; Rest; click an
Advice card to look at it. Everything also works from the keyboard, and a
click picks a card up so that a second click puts it down.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QPointF

from ....engine.actions import Action
from ....engine.seats import Seat
from ....ui.piles import PieceSync
from ....ui.scene_kit import TableScene
from ....ui.templates import next_to_move
from ..actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from ..costs import due_in_view, payable_in_view
from ..data import load_data
from ..view import CopernicoObservation
from . import art, texts
from .areas import AreasMixin
from .confirming import ConfirmingMixin
from .gestures import GesturesMixin
from .hint_spots import HintSpotsMixin
from .items import (
    AdviceItem,
    BacksItem,
    Box,
    ButtonItem,
    CardItem,
    HypothesisItem,
    LabelItem,
    LegendItem,
    PanelItem,
    PileItem,
    PreviewItem,
    ScoreTableItem,
    SlotItem,
    ZoneItem,
)
from .keys import KeyboardMixin
from .layout import (
    ROLES,
    Z_PREVIEW,
    Z_SLOT,
    Z_TABLE,
    DraftGeometry,
    Layout,
    bar_beside,
    compute_layout,
)
from .pieces import PiecesMixin
from .pointing import PointingMixin
from .refusing import RefusingMixin


class CopernicoScene(AreasMixin, PiecesMixin, GesturesMixin, KeyboardMixin, RefusingMixin, ConfirmingMixin,
                     HintSpotsMixin, PointingMixin, TableScene):
    # Narrower, the draft row's pass zones shorten their labels and the hand runs past the right edge
    # (a 1920x1080 screen at 2x leaves the table about 740 logical pixels): drawn smaller instead.
    least_width = 920.0
    # Lower, the layout stops shrinking (its rows keep their least heights) and the hand ran past the
    # bottom edge, out of sight: the replay in a 960x540 window leaves the table about 390 px (issue 15).
    least_height = 460.0

    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        self.data = load_data()
        self._layout: Layout | None = None
        self._card_sync: PieceSync[CardItem] = PieceSync(self, self._new_card, self._origin_for,
                                                         self._send_away)
        self._cards = self._card_sync.items
        self._home = self._card_sync.home  # where each card rests now
        self._spot_of: dict[str, dict[str, Any]] = {}  # what each shown card is (hand, table, ...)
        self._fresh: set[str] = set()
        self._targets: dict[str, dict[int, tuple[Action, int]]] = {}
        self._targets_drawn: tuple | None = None  # what the positions showed last with nothing carried
        self._tallies: tuple[dict | None, dict[int, str]] = (None, {})  # each seat's tally, for one view
        self._draft_kept: tuple[tuple, DraftGeometry] | None = None  # the draft row's geometry, by its inputs
        # The person's half-made choices; they survive redraws until the observation moves on.
        self._draft_cards: tuple[str, ...] = ()
        self._roles: dict[str, str] = {}
        self._pay_key: tuple | None = None
        self._pay_sel: set[str] = set()
        self._pay_queue: list[str] = []
        self._held: str | None = None
        self._focus_key: tuple | None = None
        self._dragging: str | None = None
        self._exit_to: dict[str, QPointF] = {}
        self._exit_hidden: set[str] = set()

        # Fixed furniture, created once and laid out on every redraw.
        self._my_panel = PanelItem()
        self._my_panel.plain = True
        self._panels: dict[int, PanelItem] = {}
        self._backs: dict[int, BacksItem] = {}
        self._opp_hyps: dict[int, HypothesisItem] = {}
        self._slots = [SlotItem(i + 1) for i in range(9)]
        self._deck = PileItem()
        self._discard = PileItem()
        self._advice = [AdviceItem(0), AdviceItem(1)]
        self._objectives: list[Box] = []
        self._my_hyp = HypothesisItem()
        self._zones: dict[str | None, ZoneItem] = {role: ZoneItem(role) for role in (None, *ROLES)}
        self._phase_label = LabelItem(12.0, bold=True)
        self._phase_label.colour = art.GOLD
        self._prompt_label = LabelItem(15.0, bold=True)
        self._bar_plate = LabelItem(12.0, plate=True)
        self._btn_confirm = ButtonItem(texts.translate("copernico", "Confirm"), primary=True)
        self._btn_clear = ButtonItem(texts.translate("copernico", "Clear"))
        self._btn_rest = ButtonItem(texts.translate("copernico", "Rest (draw 2)"))
        self._btn_confirm.setToolTip(texts.translate("copernico", "Confirm your choice (Space)"))
        self._btn_rest.setToolTip(texts.translate("copernico",
                                                  "Take a rest: draw 2 cards and place nothing (R)"))
        self._btn_clear.setToolTip(texts.translate("copernico", "Start this choice again (Esc)"))
        self._score = ScoreTableItem()
        self._legend = LegendItem()
        self._preview = PreviewItem()
        self._preview.setZValue(Z_PREVIEW)
        self._bar_plate.setZValue(-4)
        for item in (self._my_panel, *self._slots, self._deck, self._discard, *self._advice, self._my_hyp,
                     *self._zones.values(), self._bar_plate, self._phase_label, self._prompt_label,
                     self._btn_confirm, self._btn_clear, self._btn_rest, self._score,
                     self._legend, self._preview):
            self.addItem(item)
        for slot in self._slots:
            slot.setZValue(Z_SLOT)
        for zone in self._zones.values():
            zone.setZValue(Z_TABLE - 2)
        for item in (self._score, self._legend, *self._zones.values(), *self._advice, self._my_hyp):
            item.hide()

    # -- the contract (TableScene.show_observation calls these hooks) -------------------------
    def _before_observation(self, observation: dict, viewer: int | None, legal: list[Action]) -> None:
        self._note_passed_cards(observation, viewer)

    def _after_observation(self) -> None:
        self._forget_stale_choices()

    def _after_sync(self) -> None:
        self._continue_payments()

    def describe_action(self, action: Action) -> str:
        if isinstance(action, Draft):  # the neighbours by name, as the draft row's zones name them
            n, me = self._n, self._me()
            return texts.action_label(action, 0, (self._name((me + 1) % n), self._name((me - 1) % n)))
        cost = self._cost_of(action) if isinstance(action, (Place, Reformulate)) else 0
        return texts.action_label(action, cost)

    def _note_passed_cards(self, observation: dict, viewer: int | None) -> None:
        """When the draft resolves, the cards the viewer passed fly face down to their receivers."""
        before = self._commit()
        after = observation.get("my_commit")
        if not before or before.get("kind") != "draft" or viewer != self._viewer:
            return
        if isinstance(after, dict) and after.get("kind") == "draft":
            return
        n, me = self._n, self._me()
        for role, seat in (("left", (me + 1) % n), ("right", (me - 1) % n)):
            card = before.get(role)
            panel = self._backs.get(seat)
            if card and panel is not None:
                self._exit_to[card] = panel.pos()
                self._exit_hidden.add(card)

    def is_turn_ending(self, action: Action) -> bool:
        """True when ``action`` completes the viewer's choice for this turn (the window may confirm)."""
        if isinstance(action, (Draft, Rest, PlaceBlank, Peek)):
            return True
        if isinstance(action, (Place, Reformulate)):
            # The rules pay the rest at once when the other hand cards are exactly what is due.
            due = self._cost_of(action)
            return due == 0 or len(self._my_hand()) - 1 == due
        if isinstance(action, Pay):
            payable = self._pay_pool()
            still = self._pay_missing() - 1
            after = payable[payable.index(action.card) + 1:] if action.card in payable else []
            return still <= 0 or len(after) == still
        return False

    # -- reading the observation ----------------------------------------------------
    def _my_hand(self) -> list[str]:
        hands = (self._obs or {}).get("hands") or []
        me = self._me()
        return list(hands[me]) if me < len(hands) and hands[me] is not None else []

    def _commit(self) -> dict | None:
        commit = (self._obs or {}).get("my_commit")
        return commit if isinstance(commit, dict) else None

    def _view(self) -> CopernicoObservation:
        """The observation shown (TableScene.show_observation stores it as a plain dict), typed as what it
        is: the rules' view.observation (an empty one before the first)."""
        return cast(CopernicoObservation, self._obs or {})

    def _cost_of(self, action: Place | Reformulate) -> int:
        """Cards to pay for ``action``, as the rules count them (CO-8, CO-9)."""
        return due_in_view(self._view(), action)

    def _compute_mode(self) -> str:
        obs = self._obs or {}
        phase = obs.get("phase")
        if phase == "over":
            return "over"
        if self._viewer is None:
            return "watch"
        if not self._acting():
            return "wait"
        if phase == "draft":
            return "draft"
        if phase == "peek":
            return "peek"
        commit = self._commit()
        if commit is not None and commit.get("kind") in ("place", "reformulate"):
            return "pay" if len(commit.get("paid", [])) < commit.get("due", 0) else "wait"
        return "act"

    def _pay_pool(self) -> list[str]:
        """Hand cards that may still pay, in the order the rules pay them (CO-10)."""
        return payable_in_view(self._view())

    def _pay_missing(self) -> int:
        commit = self._commit() or {}
        return max(0, commit.get("due", 0) - len(commit.get("paid", [])))

    def _forget_stale_choices(self) -> None:
        obs = self._obs or {}
        mode = self._compute_mode()
        draft = tuple(obs.get("my_draft") or ()) if mode == "draft" else ()
        if draft != self._draft_cards:
            self._draft_cards = draft
            self._roles = {}
        commit = self._commit()
        key = None
        if mode == "pay" and commit:
            key = (commit.get("card"), commit.get("position"), tuple(commit.get("paid", [])))
        if key != self._pay_key:
            self._pay_key = key
            self._pay_sel = set()
        if mode not in ("draft", "act"):
            self._held = None
        if self._held is not None and self._held not in self._movable_cards(mode):
            self._held = None
        self._fresh = set()
        me = self._viewer
        for _, event in self._recent:
            p = event.params
            if event.message_id in ("copernico.rest_drawn", "copernico.solo_drawn") and p.get("player") == me:
                self._fresh.update(p.get("cards", []))
            elif event.message_id == "copernico.card_received" and p.get("player") == me:
                self._fresh.add(p["card"])

    def _movable_cards(self, mode: str) -> set[str]:
        if mode == "draft":
            return set(self._draft_cards)
        if mode == "act":
            return {c for c, t in self._targets_for_legal().items() if t}
        return set()

    def _targets_for_legal(self) -> dict[str, dict[int, tuple[Action, int]]]:
        """For each hand card: the positions it may go to, with the action and the cards to pay."""
        out: dict[str, dict[int, tuple[Action, int]]] = {}
        for action in self._legal:
            if isinstance(action, (Place, Reformulate, PlaceBlank)):
                cost = 0 if isinstance(action, PlaceBlank) else self._cost_of(action)
                out.setdefault(action.card, {})[action.position] = (action, cost)
        return out

    # -- drawing ------------------------------------------------------------------------
    def _sync(self, animate: bool) -> None:
        obs = self._obs
        if obs is None:
            return
        self._mode = self._compute_mode()
        self._targets = self._targets_for_legal() if self._mode == "act" else {}
        opponents = self._opponent_order()
        roomy = obs.get("phase") == "over" or (obs.get("phase") == "draft" and self._viewer is not None)
        layout = compute_layout(self._size[0], self._size[1], len(opponents), roomy)
        self._layout = layout
        duration = self._duration(animate and bool(self._cards))
        self._sync_panels(layout, opponents)
        self._sync_centre(layout)
        left = bar_beside(layout, self._centre_row_right()) if roomy else None
        if left is not None:  # the same panels and piles, the bar beside them
            layout = self._layout = compute_layout(self._size[0], self._size[1], len(opponents), roomy, left)
        self._sync_bar(layout)
        self._sync_upper(layout)
        self._sync_cards(layout, opponents, duration)
        self._sync_targets()
        self._refresh_focus()
        self._update_prompt()

    def _opponent_order(self) -> list[int]:
        """Other seats from the left neighbour round the table (CO-2: left = next seat)."""
        n, me = self._n, self._me()
        return [(me + k) % n for k in range(1, n)]

    # -- player areas ----------------------------------------------------------------------

    # -- the centre: deck, discard pile, Advice, Hypothesis ---------------------------------

    # -- the instruction bar -----------------------------------------------------------------

    # -- draft row, score table or reference -------------------------------------------------

    # -- cards ----------------------------------------------------------------------------

    # -- targets ---------------------------------------------------------------------------

    # -- the person's gestures ---------------------------------------------------------------

    # -- draft -------------------------------------------------------------------------------

    # -- actions -------------------------------------------------------------------------------

    # -- the prompt ------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        me = self._me()
        if mode == "over":
            text = texts.prompt_over(obs.get("scores"), self.seats, bool(obs.get("solo")))
        elif mode in ("watch", "wait") and not self.speaks_to_viewer and obs.get("to_move"):
            text = next_to_move([self._name(p) for p in obs.get("to_move", [])])  # a replay
        elif mode in ("watch", "wait"):
            names = [self._name(p) for p in obs.get("to_move", []) if p != self._viewer]
            text = texts.prompt_waiting(names)
        elif mode == "draft":
            complete = self._draft_action() is not None
            text = texts.prompt_draft(len(self._draft_cards), complete)
        elif mode == "pay":
            commit = self._commit() or {}
            text = texts.prompt_pay(commit.get("card", ""), self._pay_missing() - len(self._pay_sel))
        elif mode == "peek":
            text = texts.prompt_peek((obs.get("peeks_owed") or [0] * self._n)[me])
        elif obs.get("solo"):
            blank = any(isinstance(a, PlaceBlank) for a in self._legal)
            text = texts.prompt_solo(blank)
        else:
            text = texts.prompt_act(any(isinstance(a, Reformulate) for a in self._legal))
        self._set_prompt(text, self._prompt_label)


SCENE_CLASS = CopernicoScene
