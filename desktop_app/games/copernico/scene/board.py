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

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from ....engine.actions import Action
from ....engine.seats import Seat
from ....ui.piles import PieceSync, Pile, Spot
from ....ui.scene_kit import TableScene
from ..actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from ..data import load_data
from ..scoring import fulfils, quality, scoring_lines, solo_objective_met
from . import art, texts
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
    ScoreTableItem,
    SlotItem,
    ZoneItem,
)
from .keys import KeyboardMixin
from .layout import ROLES, Layout, compute_layout, panel_geometry

PREVIEW_H = 250.0

Z_PANEL, Z_TABLE, Z_HAND, Z_DRAFT, Z_PENDING, Z_SLOT, Z_TOP, Z_PREVIEW = -5, 10, 30, 40, 45, 60, 800, 2000


class CopernicoScene(KeyboardMixin, TableScene):
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
        self._preview = CardItem("preview", None, PREVIEW_H)
        self._preview.setAcceptHoverEvents(False)
        self._preview.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._preview.setZValue(Z_PREVIEW)
        self._preview.hide()
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
    def _name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return texts.translate("copernico", "a player")

    def _my_hand(self) -> list[str]:
        hands = (self._obs or {}).get("hands") or []
        me = self._me()
        return list(hands[me]) if me < len(hands) and hands[me] is not None else []

    def _commit(self) -> dict | None:
        commit = (self._obs or {}).get("my_commit")
        return commit if isinstance(commit, dict) else None

    def _cost_of(self, action: Place | Reformulate) -> int:
        """Cards to pay for ``action``, as the rules put it in the observation (CO-8, CO-9)."""
        for position, card, cost in (self._obs or {}).get("my_costs") or []:
            if position == action.position and card == action.card:
                return int(cost)
        return 0

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
        """Hand cards that may still pay, in the order the rules pay them (from the observation)."""
        return list((self._commit() or {}).get("payable") or [])

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
    def _status(self, seat: int) -> tuple[str, bool]:
        obs = self._obs or {}
        phase = obs.get("phase")
        if phase == "over":
            scores = obs.get("scores") or {}
            totals = scores.get("totals") or []
            if seat < len(totals):
                star = "★ " if seat in (scores.get("winners") or []) else ""
                points = totals[seat]
                text = texts.counted(points).translate("copernico", "%n point(s)", None, 1)
                return star + text, bool(star)
            return "", False
        if phase in ("draft", "act", "solo") and self._n > 1:
            committed = obs.get("committed") or []
            if seat < len(committed) and committed[seat]:
                return texts.status_chosen(), True
            return texts.status_choosing(), False
        if phase == "peek":
            owed = (obs.get("peeks_owed") or [0] * self._n)[seat]
            if owed:
                return texts.status_peeking(owed), False
        return "", False

    def _public_table(self, seat: int) -> list[str | None]:
        obs = self._obs or {}
        table = list(obs.get("tables", [[None] * 9] * self._n)[seat])
        for i in (obs.get("blanks") or [[]] * self._n)[seat]:
            table[i] = None  # a face-down blank scores nothing (CO-21)
        return table

    def _info_line(self, seat: int) -> str:
        obs = self._obs or {}
        parts = [texts.hand_count((obs.get("hand_sizes") or [0] * self._n)[seat])]
        if not obs.get("solo"):
            parts.append(texts.peeks_count((obs.get("peeks") or [0] * self._n)[seat]))
        return " · ".join(parts)

    def _tally_line(self, seat: int) -> str:
        """What the table scores so far from public cards alone (Advice and Hypotheses are secret)."""
        obs = self._obs or {}
        table = self._public_table(seat)
        parts = [texts.table_tally(quality(table, self.data), len(scoring_lines(table, self.data)))]
        for entry in obs.get("last_reveal") or []:
            if entry[0] == seat and entry[1] == "rest" and obs.get("phase") != "over":
                parts.append(texts.status_rested())
        return " · ".join(parts)

    def _sync_panels(self, layout: Layout, opponents: list[int]) -> None:
        obs = self._obs or {}
        me = self._me()
        panel = self._my_panel
        panel.set_rect(layout.my_header)
        panel.style = self._style(me)
        name = self._name(me)
        panel.name = texts.you_suffix(name) if self._viewer is not None else name
        panel.status, panel.status_done = self._status(me)
        commit = self._commit()
        if commit is not None and commit.get("kind") == "rest":
            panel.status, panel.status_done = texts.translate("copernico", "✓ you rest this turn"), True
        panel.info = self._info_line(me)
        panel.tally = self._tally_line(me)
        panel.update()
        over = obs.get("phase") == "over"
        for seat in list(self._panels):
            if seat not in opponents:
                for store in (self._panels, self._backs, self._opp_hyps):
                    item = store.pop(seat, None)
                    if item is not None:
                        self._discard_item(item)
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            item = self._panels.get(seat)
            if item is None:
                item = self._panels[seat] = PanelItem()
                self.addItem(item)
            geo = panel_geometry(rect, over)
            item.set_rect(rect)
            item.style = self._style(seat)
            item.name = self._name(seat)
            item.status, item.status_done = self._status(seat)
            item.info = self._info_line(seat)
            item.tally = self._tally_line(seat)
            item.tally_rect = QRectF(geo.hand.left() - rect.left(), rect.height() - 44,
                                     rect.right() - geo.hand.left() - 10, 36)
            item.setToolTip(texts.translate("copernico", "Quality and lines of three on this table so far; "
                                                         "Advice and Hypotheses are counted at the end."))
            item.grid_rects = [r.translated(-rect.left(), -rect.top()) for r in geo.slots]
            item.update()
            backs = self._backs.get(seat)
            if backs is None:
                backs = self._backs[seat] = BacksItem()
                backs.setZValue(Z_TABLE)
                self.addItem(backs)
            hidden = (obs.get("hands") or [None] * self._n)[seat] is None
            backs.count = (obs.get("hand_sizes") or [0] * self._n)[seat] if hidden else 0
            backs.set_rect(QRectF(geo.hand.left(), geo.hand.top(), min(geo.hand.width(), 140.0),
                                  geo.card_h * 0.9))
            backs.setVisible(hidden)
            backs.setToolTip(texts.hand_count(backs.count))
            hyp = self._opp_hyps.get(seat)
            hypotheses = obs.get("hypotheses") or []
            if over and seat < len(hypotheses):
                if hyp is None:
                    hyp = self._opp_hyps[seat] = HypothesisItem()
                    hyp.setZValue(Z_TABLE)
                    self.addItem(hyp)
                hid = hypotheses[seat]
                self._set_hypothesis(hyp, hid, geo.hypothesis, self._fulfilled_note(hid))
                hyp.show()
            elif hyp is not None:
                hyp.hide()

    def _fulfilled_note(self, hid: str) -> str:
        """At the end: who fulfils this Hypothesis card (it scores for every player, CO-15)."""
        names = [self._name(p) for p in range(self._n) if fulfils(self._public_table(p), hid, self.data)]
        if not names:
            return texts.translate("copernico", "✗ nobody")
        if len(names) > 2:
            return texts.counted(len(names)).translate("copernico", "✓ %n players", None, 1)
        return "✓ " + texts.join_names(names)

    def _set_hypothesis(self, item: HypothesisItem, hid: str, rect: QRectF, note: str = "") -> None:
        hyp = self.data.hypotheses[hid]
        item.hypothesis = hid
        item.name = texts.hypothesis_name(hid)
        item.caption = texts.colour_name(hyp.colour)
        item.note = note
        item.setToolTip(texts.hypothesis_tooltip(hid))
        item.set_rect(rect)
        item.update()

    # -- the centre: deck, discard pile, Advice, Hypothesis ---------------------------------
    def _sync_centre(self, layout: Layout) -> None:
        obs = self._obs or {}
        h = layout.pile_card_h
        w = art.card_width(h)
        top = layout.centre.top()
        x = layout.centre.left() + 6
        gap = 18.0
        self._deck.set_rect(QRectF(x, top, w, h))
        self._deck.count = obs.get("deck_size", 0)
        self._deck.label = texts.translate("copernico", "Deck")
        self._deck.setToolTip(texts.counted(self._deck.count).translate(
            "copernico", "Deck: %n card(s)", None, 1))
        x += w + gap
        self._discard.set_rect(QRectF(x, top, w, h))
        self._discard.count = obs.get("discard_size", 0)
        self._discard.label = texts.translate("copernico", "Discard pile")
        count = self._discard.count
        self._discard.setToolTip(texts.counted(count).translate(
            "copernico", "Discard pile (face down): %n card(s)", None, 1))
        for item in (self._deck, self._discard):
            item.update()
        x += w + gap * 2
        for item in self._objectives:
            self._discard_item(item)
        self._objectives = []
        solo = bool(obs.get("solo"))
        over = obs.get("phase") == "over"
        if solo:
            for advice in self._advice:
                advice.hide()
            self._my_hyp.hide()
            x = self._sync_solo_objectives(x, top, w, h, gap)
            return
        seen = {int(i): a for i, a in obs.get("seen_advice") or []}
        revealed = obs.get("advice") if over else None
        peekable = {a.advice for a in self._legal if isinstance(a, Peek)}
        for index, item in enumerate(self._advice):
            item.set_rect(QRectF(x, top, w, h))
            advice_id = revealed[index] if revealed and index < len(revealed) else seen.get(index)
            item.colour = self.data.advice[advice_id].colour if advice_id else None
            item.caption = texts.translate("copernico", "Advice")
            item.colour_label = texts.colour_name(item.colour) if item.colour else ""
            item.back_label = texts.fill(texts.translate("copernico", "Advice %1"), index + 1)
            private = index in seen and not over
            item.private_note = texts.translate("copernico", "seen by you") if private else ""
            item.setToolTip(texts.advice_tooltip(item.colour, False))
            item.set_clickable(partial(self._peek, index) if index in peekable else None)
            item.set_flags(glow=index in peekable)
            item.setVisible(index < obs.get("advice_in_play", 2))
            x += w + 10
        x += gap
        hid = obs.get("my_hypothesis")
        if over and self._viewer is None:
            hid = (obs.get("hypotheses") or [None])[self._me()]
        if hid:
            note = texts.translate("copernico", "your hypothesis") if self._viewer is not None else ""
            if over:
                note = self._fulfilled_note(hid)
            self._set_hypothesis(self._my_hyp, hid, QRectF(x, top, w, h), note)
            self._my_hyp.show()
        else:
            self._my_hyp.hide()

    def _sync_solo_objectives(self, x: float, top: float, w: float, h: float, gap: float) -> float:
        obs = self._obs or {}
        over = obs.get("phase") == "over"
        for oid in obs.get("objectives") or []:
            if oid in self.data.advice:
                item: Box = AdviceItem(0)
                assert isinstance(item, AdviceItem)
                item.colour = self.data.advice[oid].colour
                item.caption = texts.translate("copernico", "Advice")
                item.colour_label = texts.colour_name(item.colour)
                item.private_note = texts.translate("copernico", "objective")
                item.setToolTip(texts.advice_tooltip(item.colour, True))
                item.set_rect(QRectF(x, top, w, h))
            else:
                hyp = HypothesisItem()
                label = texts.translate("copernico", "objective")
                self._set_hypothesis(hyp, oid, QRectF(x, top, w, h), label)
                item = hyp
            if over:
                met = solo_objective_met(self._public_table(0), oid, self.data)
                if met:
                    note = texts.translate("copernico", "✓ met +6")
                else:
                    note = texts.translate("copernico", "✗ missed −6")
                if isinstance(item, AdviceItem):
                    item.private_note = note
                else:
                    item.note = note  # type: ignore[attr-defined]
            self.addItem(item)
            self._objectives.append(item)
            x += w + 10
        for hid in obs.get("dropped_hypotheses") or []:
            hyp = HypothesisItem()
            hyp.faded = True
            self._set_hypothesis(hyp, hid, QRectF(x, top, w, h), texts.translate("copernico", "set aside"))
            hyp.setToolTip(texts.hypothesis_tooltip(hid) + "\n" + texts.translate(
                "copernico", "Set aside: it has the colour of an Advice card in play (CO-20)."))
            self.addItem(hyp)
            self._objectives.append(hyp)
            x += w + 10
        return x

    # -- the instruction bar -----------------------------------------------------------------
    def _sync_bar(self, layout: Layout) -> None:
        bar = layout.bar
        self._bar_plate.set_rect(bar)
        self._bar_plate.setToolTip(texts.keys_hint())
        obs = self._obs or {}
        self._phase_label.set_text(texts.phase_name(obs) if obs.get("phase") else "")
        buttons: list[ButtonItem] = []
        mode = self._mode
        confirm_ok = False
        if mode == "draft":
            confirm_ok = self._draft_action() is not None
            buttons = [self._btn_clear, self._btn_confirm]
            self._btn_clear.set_enabled(bool(self._roles), self._clear_choice)
        elif mode == "pay":
            confirm_ok = len(self._pay_sel) == self._pay_missing()
            buttons = [self._btn_clear, self._btn_confirm]
            self._btn_clear.set_enabled(bool(self._pay_sel), self._clear_choice)
        elif mode == "act" and Rest() in self._legal_set:
            buttons = [self._btn_rest]
            self._btn_rest.set_enabled(True, self._rest)
        self._btn_confirm.set_enabled(confirm_ok, self._confirm)
        status = ""
        if mode == "pay":
            commit = self._commit() or {}
            status = texts.payment_status(len(self._pay_sel), self._pay_missing(), commit.get("card", ""))
        x = bar.right() - 8
        for button in reversed(buttons):
            width = max(110.0, button.preferred_width())
            button.set_rect(QRectF(x - width, bar.top() + (bar.height() - 36) / 2, width, 36))
            x -= width + 8
        for button in (self._btn_confirm, self._btn_clear, self._btn_rest):
            button.setVisible(button in buttons)
        # While paying, the running count takes the phase line: the window's status area
        # names the phase anyway, and the instruction keeps the width it needs.
        if status:
            self._phase_label.set_text(status)
        text_w = x - bar.left() - 12
        self._phase_label.set_rect(QRectF(bar.left() + 10, bar.top() + 3, text_w, 16))
        self._prompt_label.set_rect(QRectF(bar.left() + 10, bar.top() + 18, text_w, bar.height() - 20))

    # -- draft row, score table or reference -------------------------------------------------
    def _sync_upper(self, layout: Layout) -> None:
        obs = self._obs or {}
        phase = obs.get("phase")
        drafting = phase == "draft" and self._viewer is not None and bool(self._draft_row_cards())
        for zone in self._zones.values():
            zone.setVisible(drafting)
        self._score.setVisible(phase == "over")
        self._legend.setVisible(not drafting and phase != "over")
        if drafting:
            self._layout_zones(layout.upper)
        if phase == "over":
            self._fill_scores(layout.upper)
        else:
            self._fill_legend(layout.upper)

    def _draft_row_cards(self) -> list[str]:
        commit = self._commit()
        if commit is not None and commit.get("kind") == "draft":
            return [c for c in (commit.get(r) for r in ROLES) if c]
        return list((self._obs or {}).get("my_draft") or [])

    def _draft_card_h(self, upper: QRectF) -> float:
        return max(60.0, upper.height() - 34)

    def _layout_zones(self, upper: QRectF) -> None:
        n, me = self._n, self._me()
        card_h = self._draft_card_h(upper)
        card_w = art.card_width(card_h)
        label_h = 30.0
        drawn_w = 4 * (card_w + 6) + 10
        zone_w = min(card_w + 44, (upper.width() - drawn_w - 28 - 3 * 8) / 4)
        x = upper.left()
        drawn = self._zones[None]
        drawn.set_rect(QRectF(x, upper.top(), drawn_w, card_h + label_h + 4))
        drawn.label = texts.translate("copernico", "Drawn cards: drag each one to a place on the right")
        x += drawn_w + 28
        count = len(self._draft_row_cards())
        receivers = {"left": (me + 1) % n, "right": (me - 1) % n}
        for index, role in enumerate(ROLES):
            zone = self._zones[role]
            zone.active = index < count
            zone.set_rect(QRectF(x, upper.top(), zone_w, card_h + label_h + 4))
            receiver = self._name(receivers[role]) if role in receivers else None
            zone.label = texts.role_label(role, receiver, n == 2)
            x += zone_w + 8

    def _zone_card_pos(self, zone: ZoneItem, card_h: float) -> QPointF:
        r = zone.scene_rect()
        return QPointF(r.center().x() - art.card_width(card_h) / 2, r.bottom() - card_h - 4)

    def _fill_scores(self, upper: QRectF) -> None:
        obs = self._obs or {}
        scores = obs.get("scores") or {}
        n = self._n
        winners = scores.get("winners") or []
        self._score.header = [(self._name(p), self._style(p), p in winners) for p in range(n)]
        rows = []
        points = scores.get("points") or [[] for _ in range(n)]
        for c, cat in enumerate(scores.get("categories") or []):
            rows.append((texts.category_name(cat), [str(points[p][c]) for p in range(n)]))
        rows.append((texts.translate("copernico", "Total"), [str(t) for t in scores.get("totals") or []]))
        self._score.rows = rows
        rank = scores.get("rank")
        self._score.footer = ""
        if rank:
            self._score.footer = texts.fill(texts.translate("copernico", "Rank: %1"), texts.rank_name(rank))
        width, height = self._score.preferred_size()
        self._score.set_rect(QRectF(upper.left(), upper.top(), min(upper.width(), width),
                                    min(upper.height(), height)))
        self._score.update()

    def _fill_legend(self, upper: QRectF) -> None:
        self._legend.entries = [(c, texts.fill(texts.translate("copernico", "%1 · %2"), texts.colour_name(c),
                                               texts.symbol_name(c))) for c in self.data.colours]
        if (self._obs or {}).get("solo"):
            scoring = texts.translate("copernico", "Scoring: quality · 2 per line of three · line colours "
                                                   "1/4/9/16/25 · ±6 per objective")
        else:
            scoring = texts.translate("copernico", "Scoring: quality · 2 per line of three · line colours "
                                                   "1/4/9/16/25 · Advice 6 · each Hypothesis 6")
        self._legend.lines = [scoring, texts.keys_hint()]
        self._legend.set_rect(QRectF(upper.left(), upper.top(), upper.width(), min(upper.height(), 116.0)))
        self._legend.update()

    # -- cards ----------------------------------------------------------------------------
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
            geo = panel_geometry(rect, over)
            table_spots(seat, geo.slots, Z_TABLE)
            hand = (obs.get("hands") or [None] * self._n)[seat]
            if hand is not None:  # laid face up during the draft (CO-5) and at the end
                pile = Pile(geo.hand, geo.hand.height(), spacing=4.0, min_step=4.0, valign="bottom")
                for k, pos in enumerate(pile.positions(len(hand))):
                    spots[hand[k]] = {"id": hand[k], "face": True, "z": Z_HAND + k, "role": "opp_hand",
                                      "rect": QRectF(pos.x(), pos.y(), 0, pile.card_h), "seat": seat}
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
                    valign="bottom")
        for k, pos in enumerate(pile.positions(len(hand))):
            spots[hand[k]] = {"id": hand[k], "face": True, "z": Z_HAND + k, "role": "hand",
                              "rect": QRectF(pos.x(), pos.y(), 0, pile.card_h)}
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

    def _new_card(self, key: str, spot: Spot) -> CardItem:
        return CardItem(key, spot.info["id"], spot.size, face_up=spot.info["face"])

    def _sync_cards(self, layout: Layout, opponents: list[int], duration: int) -> None:
        spots = self._card_spots(layout, opponents)
        self._spot_of.update(spots)  # _send_away still reads where a leaving card was
        places = {key: Spot(spot["rect"].topLeft(), spot["rect"].height(), spot["z"], spot)
                  for key, spot in spots.items()}
        shown = self._card_sync.sync(places, duration)
        self._spot_of = spots
        mode = self._mode
        pay_pool = set(self._pay_pool()) if mode == "pay" else set()
        for key, item, placed in shown:
            spot = placed.info
            item.set_identity(spot["id"], spot["face"])
            role = spot["role"]
            item.back_label = texts.translate("copernico", "blank") if spot.get("blank") else ""
            if spot.get("blank") and spot["id"]:
                item.setToolTip(texts.fill(texts.translate(
                    "copernico", "%1, placed face down: it shows no colours and scores nothing."),
                    spot["id"]))
            item.marked = bool(spot.get("mark"))
            item.pending = spot.get("label", "")
            item.fresh = key in self._fresh and role == "hand"
            item.selected = role == "hand" and key in self._pay_sel
            item.held = key == self._held
            movable = (mode == "draft" and role == "draft" and not spot.get("locked")) or (
                mode == "act" and role == "hand" and bool(self._targets.get(key)))
            item.draggable = movable
            item.clickable = movable or (mode == "pay" and key in pay_pool)
            item.dim = (mode == "act" and role == "hand" and not movable) or (
                mode == "pay" and role == "hand" and key not in pay_pool)
            item.setCursor(Qt.CursorShape.OpenHandCursor if movable else (
                Qt.CursorShape.PointingHandCursor if item.clickable else Qt.CursorShape.ArrowCursor))
            item.update()
        self._preview.hide()

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


    # -- targets ---------------------------------------------------------------------------
    def _sync_targets(self) -> None:
        """Glow, dim and click-to-drop state of the table positions and draft zones."""
        obs = self._obs or {}
        table = obs.get("tables", [[None] * 9] * self._n)[self._me()]
        blanks = set((obs.get("blanks") or [[]] * self._n)[self._me()])
        carried = self._dragging or self._held
        targets = self._targets.get(carried, {}) if carried and self._mode == "act" else {}
        commit = self._commit()
        pending_pos = commit.get("position") if commit and commit.get("kind") != "draft" else None
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
            slot.set_clickable(partial(self._drop_on_slot, slot.position) if target is not None and
                               self._held else None)
            slot.setToolTip(texts.position_name(slot.position))
        drafting = self._mode == "draft" and carried is not None
        for role, zone in self._zones.items():
            ok = drafting and (role is None or zone.active)
            zone.set_flags(glow=ok, hot=False, dim=drafting and not ok)
            zone.set_clickable(partial(self._assign_held, role) if ok and self._held else None)

    # -- the person's gestures ---------------------------------------------------------------
    def item_hovered(self, item: QGraphicsItem, entered: bool) -> None:
        if isinstance(item, CardItem):
            self.card_hovered(item, entered)

    def card_hovered(self, item: CardItem, entered: bool) -> None:
        if entered and item.face_up and item.card_id and not self._dragging and item.height < 120:
            self._show_preview(item)
        elif not entered and self._preview.card_id == item.card_id:
            self._preview.hide()

    def _show_preview(self, item: CardItem) -> None:
        """A large copy of a small card beside it, clamped inside the table."""
        preview = self._preview
        preview.set_identity(item.card_id, True)
        preview.set_size_value(PREVIEW_H)
        preview.setPos(self.beside(item.scene_card_rect(), art.card_width(PREVIEW_H), PREVIEW_H))
        preview.show()

    def drag_started(self, item: CardItem) -> None:
        self._dragging = item.key
        self._held = None
        self._preview.hide()
        for card in self._cards.values():
            card.held = False
        self._sync_targets()

    def _target_at(self, pos: QPointF) -> tuple[str, Any] | None:
        key = self._dragging or self._held
        if key is None:
            return None
        if self._mode == "draft":
            for role, zone in self._zones.items():
                if zone.isVisible() and (role is None or zone.active) and zone.scene_rect().contains(pos):
                    return ("zone", role)
        elif self._mode == "act":
            for position in self._targets.get(key, {}):
                if self._slots[position - 1].scene_rect().contains(pos):
                    return ("slot", position)
        return None

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        target = self._target_at(pos)
        for role, zone in self._zones.items():
            zone.set_flags(hot=target == ("zone", role))
        for slot in self._slots:
            slot.set_flags(hot=target == ("slot", slot.position))

    def drag_finished(self, item: CardItem, pos: QPointF) -> None:
        target = self._target_at(pos)
        self._dragging = None
        if target is None:
            self._return_home(item)
            self._sync_targets()
            return
        kind, where = target
        if kind == "zone":
            self._assign(item.key, where)
        else:
            self._drop_card(item.key, where)

    def _return_home(self, item: CardItem) -> None:
        self._card_sync.return_home(item, item.key, self._duration(True))

    def item_clicked(self, item: CardItem) -> None:
        if self._mode == "pay":
            self._toggle_payment(item.key)
        elif item.draggable:
            self._held = None if self._held == item.key else item.key
            self._focus_key = None
            self._sync(animate=True)
            if self._held is not None:
                self._focus_first_target()

    # -- draft -------------------------------------------------------------------------------
    def _assign(self, card: str, role: str | None) -> None:
        roles = dict(self._roles)
        previous = next((r for r, c in roles.items() if c == card), None)
        if previous is not None:
            del roles[previous]
        if role is not None:
            displaced = roles.get(role)
            roles[role] = card
            if displaced is not None and previous is not None:
                roles[previous] = displaced  # the two cards swap places
        count = len(self._draft_cards)
        active = ROLES[:count]
        left = [c for c in self._draft_cards if c not in roles.values()]
        free = [r for r in active if r not in roles]
        if len(left) == 1 and len(free) == 1:
            roles[free[0]] = left[0]  # the last card can only go to the last role
        self._roles = roles
        self._held = None
        self._sync(animate=True)

    def _assign_held(self, role: str | None) -> None:
        if self._held is not None:
            self._assign(self._held, role)

    def _draft_action(self) -> Draft | None:
        cards = self._draft_cards
        if not cards:
            return None
        values = [self._roles.get(r) for r in ROLES]
        if any(values[i] is None for i in range(len(cards))):
            return None
        action = Draft(values[0], values[1], values[2], values[3])  # type: ignore[arg-type]
        return action if action in self._legal_set else None

    # -- actions -------------------------------------------------------------------------------
    def _drop_carried(self) -> None:
        self._held = None
        self._dragging = None

    def _drop_card(self, card: str, position: int) -> None:
        target = self._targets.get(card, {}).get(position)
        if target is None:
            item = self._cards.get(card)
            if item is not None:
                self._return_home(item)
            return
        item = self._cards.get(card)
        if item is not None:
            item.setPos(self._slots[position - 1].scene_rect().topLeft())
        self._emit(target[0])

    def _drop_on_slot(self, position: int) -> None:
        if self._held is not None:
            self._drop_card(self._held, position)

    def _rest(self) -> None:
        self._emit(Rest())

    def _peek(self, index: int) -> None:
        self._emit(Peek(index))

    def _toggle_payment(self, card: str) -> None:
        if card not in self._pay_pool():
            return
        if card in self._pay_sel:
            self._pay_sel.discard(card)
        elif len(self._pay_sel) < self._pay_missing():
            self._pay_sel.add(card)
        self._sync(animate=True)

    def _clear_choice(self) -> None:
        self._roles = {}
        self._pay_sel = set()
        self._held = None
        self._sync(animate=True)

    def _confirm(self) -> None:
        if self._mode == "draft":
            action = self._draft_action()
            if action is not None:
                self._emit(action)
        elif self._mode == "pay" and len(self._pay_sel) == self._pay_missing():
            # Cards are paid in hand order (ascending id), one Pay step at a time; the window
            # redraws after each one, and show_observation sends the next.
            self._pay_queue = sorted(self._pay_sel)
            self._pay_sel = set()
            self._continue_payments()

    def _continue_payments(self) -> None:
        if not self._pay_queue:
            return
        action = Pay(self._pay_queue[0])
        if action not in self._legal_set:
            self._pay_queue = []  # the game moved on (undo, or the rest was forced)
            return
        self._pay_queue.pop(0)
        self._emit(action)

    # -- the prompt ------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        me = self._me()
        if mode == "over":
            text = texts.prompt_over(obs.get("scores"), self.seats, bool(obs.get("solo")))
        elif mode in ("watch", "wait"):
            names = [self._name(p) for p in obs.get("to_move", []) if p != self._viewer]
            text = texts.prompt_waiting(names)
        elif mode == "draft":
            complete = self._draft_action() is not None
            text = texts.prompt_draft(obs.get("turn", 1), len(self._draft_cards), complete)
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
