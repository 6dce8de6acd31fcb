"""The Copernico table's areas: player panels, the centre (deck, discard, Advice, Hypothesis), the
instruction bar, and the draft row, score table or legend above the hand.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF

from ....ui.table_items import buttons_from_right, fits_wrapped, text_width
from ..actions import Peek, Rest
from ..view import fulfilled_by, objective_met, table_tally
from . import art, texts
from .items import (
    INFO_PX,
    AdviceItem,
    BacksItem,
    Box,
    ButtonItem,
    HypothesisItem,
    PanelItem,
    ZoneItem,
    note_width,
)
from .layout import (
    LABEL_CLEAR,
    ROLES,
    TALLY_H,
    Z_TABLE,
    DraftGeometry,
    Layout,
    PanelGeometry,
    draft_geometry,
    panel_geometry,
)
from .table_state import TableBase


def _label_fits(text: str, width: float, height: float, px: float) -> bool:
    return fits_wrapped(text, QRectF(0, 0, width, height), px, True)


NOTE_GAP = 4.0  # between the note badges over neighbouring centre cards


def clear_of_notes(x: float, w: float, note: str, after: float) -> tuple[float, float]:
    """Where a centre card ``w`` wide goes, at ``x`` or to its right: its note badge (centred over it,
    wider than the card in the replay's smaller table: "seen by you") starts ``NOTE_GAP`` right of
    ``after``, where the card or note before it ends. Returns the card's left and where it or its note
    ends."""
    half = max(w, note_width(note) if note else 0.0) / 2
    left = max(x, after + NOTE_GAP + half - w / 2)
    return left, left + w / 2 + half


class AreasMixin(TableBase):
    """Mixed into CopernicoScene: draws the table's furniture from the observation."""

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

    def _info_line(self, seat: int, width: float) -> str:
        """The hand's count and the advice looks, in the short words where the long ones run past
        ``width`` (five seats in German: "0 Blicke auf Ratschläge" ran off the panel's edge)."""
        obs = self._obs or {}
        hand = (obs.get("hand_sizes") or [0] * self._n)[seat]
        words, short = [texts.hand_count(hand)], [texts.hand_count_short(hand)]
        if not obs.get("solo"):
            looks = (obs.get("peeks") or [0] * self._n)[seat]
            words.append(texts.peeks_count(looks))
            short.append(texts.peeks_count_short(looks))
        line = " · ".join(words)
        return line if text_width(line, INFO_PX) <= width else " · ".join(short)

    def _tally_line(self, seat: int) -> str:
        """What the table scores so far from public cards alone (Advice and Hypotheses are secret).

        Asked three times a seat at each move (the panel, its geometry, the cards on it): scored once per
        observation (issue 13)."""
        kept = self._tallies
        if kept[0] is not self._obs:
            kept = self._tallies = (self._obs, {})
        line = kept[1].get(seat)
        if line is None:
            line = kept[1][seat] = self._score_tally(seat)
        return line

    def _score_tally(self, seat: int) -> str:
        obs = self._obs or {}
        points, lines = table_tally(self._view(), seat) if obs else (0, 0)
        parts = [texts.table_tally(points, lines)]
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
        panel.name = texts.you_suffix(name) if self._viewer is not None and self.speaks_to_viewer else name
        panel.status, panel.status_done = self._status(me)
        commit = self._commit()
        if commit is not None and commit.get("kind") == "rest":
            panel.status, panel.status_done = texts.translate("copernico", "✓ you rest this turn"), True
        panel.info = self._info_line(me, layout.my_header.width() - 20)
        panel.tally = self._tally_line(me)
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
            geo = self._panel_geometry(seat, rect, over)
            item.set_rect(rect)
            item.style = self._style(seat)
            item.name = self._name(seat)
            item.status, item.status_done = self._status(seat)
            item.info = self._info_line(seat, rect.width() - 20)
            item.tally = self._tally_line(seat)
            # A name too long to share the header row with the status ("choosing…") keeps the row,
            # and the status heads the notes under the hand (PanelItem's header: marker 26, gaps 26).
            status_w = min(rect.width() * 0.6, text_width(item.status, 13.0, item.status_done) + 6)
            if item.status and text_width(item.name, 15.0, True) > rect.width() - status_w - 52:
                item.tally = f"{item.status}\n{item.tally}"
                item.status = ""
            item.tally_rect = QRectF(geo.hand.left() - rect.left(), rect.height() - TALLY_H,
                                     self._tally_right(rect, geo, over) - geo.hand.left(), TALLY_H - 8)
            if over and not fits_wrapped(item.tally, item.tally_rect, 12.0, False):
                # Five seats at the end: the notes beside the Hypothesis card had ~30 px ("Qual 15 ·
                # 10 Linie"). The tally takes the count line, which matters no more once the game is
                # over (the score table below has every figure).
                item.info, item.tally = item.tally.replace("\n", " · "), ""
            item.setToolTip(texts.translate("copernico", "Quality and lines of three on this table so far; "
                                                         "Advice and Hypotheses are counted at the end."))
            item.grid_rects = [r.translated(-rect.left(), -rect.top()) for r in geo.slots]
            self.enlargeable([item])  # a click shows this player's table enlarged (ui/area_zoom.py)
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
                self._mark_fulfillers(hyp, hid)
                hyp.show()
            elif hyp is not None:
                hyp.hide()

    @staticmethod
    def _tally_right(rect: QRectF, geo: PanelGeometry, over: bool) -> float:
        """Where the notes under another player's hand end: at the panel's margin, or before the
        Hypothesis card where that card reaches down into their lines. The panel's geometry keeps the
        card its full height where the notes' words, as first measured, fit left of it; their place
        still ran to the margin, under the card, and so did any line added after (the status heading
        them): five seats at the end in a short view (the replay at 960x540, issue 15)."""
        right = min(rect.right() - 10, geo.tally_right)
        if over and geo.hypothesis.bottom() > rect.bottom() - TALLY_H:
            right = min(right, geo.hypothesis.left() - 8)
        return right

    def _panel_geometry(self, seat: int, rect: QRectF, over: bool) -> PanelGeometry:
        tally_w = max((text_width(line, 12.0) for line in self._tally_line(seat).split("\n")), default=0.0)
        return panel_geometry(rect, over, tally_w)

    def _fulfilled_note(self, hid: str) -> str:
        """At the end: who fulfils this Hypothesis card (it scores for every player, CO-15)."""
        names = [self._name(p) for p in fulfilled_by(self._view(), hid)] if self._obs else []
        if not names:
            return texts.translate("copernico", "✗ nobody")
        if len(names) > 2:
            return texts.counted(len(names)).translate("copernico", "✓ %n players", None, 1)
        return "✓ " + texts.join_names(names)

    def _mark_fulfillers(self, item: HypothesisItem, hid: str) -> None:
        """The players a Hypothesis card scores for, as markers where their names are too long for the
        note over the card; the names go into its tooltip."""
        seats = fulfilled_by(self._view(), hid) if self._obs else []
        item.note_marks = [self._style(p) for p in seats] if 0 < len(seats) <= 2 else []
        if item.note_marks:
            item.setToolTip(texts.hypothesis_tooltip(hid) + "\n" + item.note)

    def _set_hypothesis(self, item: HypothesisItem, hid: str, rect: QRectF, note: str = "") -> None:
        hyp = self.data.hypotheses[hid]
        item.hypothesis = hid
        item.name = texts.hypothesis_name(hid)
        item.caption = texts.colour_name(hyp.colour)
        item.note = note
        item.setToolTip(texts.hypothesis_tooltip(hid))
        item.set_rect(rect)

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
        after = x - gap * 2  # the discard pile's right edge: each note keeps clear of what lies before it
        for index, item in enumerate(self._advice):
            advice_id = revealed[index] if revealed and index < len(revealed) else seen.get(index)
            item.colour = self.data.advice[advice_id].colour if advice_id else None
            item.caption = texts.translate("copernico", "Advice")
            item.colour_label = texts.colour_name(item.colour) if item.colour else ""
            item.back_label = texts.fill(texts.translate("copernico", "Advice %1"), index + 1)
            private = index in seen and not over
            item.private_note = self._seen_note() if private else ""
            x, after = clear_of_notes(x, w, item.private_note, after)
            item.set_rect(QRectF(x, top, w, h))
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
            note = self._hypothesis_note() if self._viewer is not None else ""
            if over:
                note = self._fulfilled_note(hid)
            x, _ = clear_of_notes(x, w, note, after)
            self._set_hypothesis(self._my_hyp, hid, QRectF(x, top, w, h), note)
            self._my_hyp.note_marks = []
            if over:
                self._mark_fulfillers(self._my_hyp, hid)
            self._my_hyp.show()
        else:
            self._my_hyp.hide()

    def _centre_row_right(self) -> float:
        """Where the row of piles, Advice and Hypothesis cards ends on the right, their notes included."""
        items: list[Box] = [self._deck, self._discard, *self._advice, self._my_hyp, *self._objectives]
        return max(item.sceneBoundingRect().right() for item in items if item.isVisible())

    def _seen_note(self) -> str:
        """An Advice card the viewer peeked at: "seen by you", or by the seat named in a replay."""
        if self.speaks_to_viewer:
            return texts.translate("copernico", "seen by you")
        return texts.fill(texts.translate("copernico", "seen by %1"), self._name(self._me()))

    def _hypothesis_note(self) -> str:
        if self.speaks_to_viewer:
            return texts.translate("copernico", "your hypothesis")
        return texts.fill(texts.translate("copernico", "hypothesis of %1"), self._name(self._me()))

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
                met = objective_met(self._view(), oid)
                if met:
                    note = texts.translate("copernico", "✓ met +6")
                else:
                    note = texts.translate("copernico", "✗ missed −6")
                if isinstance(item, AdviceItem):
                    item.private_note = note
                else:
                    item.note = note
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
        every = (self._btn_confirm, self._btn_clear, self._btn_rest)
        x = buttons_from_right(bar, buttons, every, least_w=110.0, inset=8.0)
        # While paying, the running count takes the phase line: the window's status area
        # names the phase anyway, and the instruction keeps the width it needs.
        if status:
            self._phase_label.set_text(status)
        text_w = x - bar.left() - 12
        self._phase_label.set_rect(QRectF(bar.left() + 10, bar.top() + 3, text_w, 16))
        self._prompt_label.set_rect(QRectF(bar.left() + 10, bar.top() + 18, text_w, bar.height() - 20))

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
        return self._draft_geometry(upper).card_h

    def _zone_labels(self) -> dict[str | None, str]:
        n, me = self._n, self._me()
        receivers = {"left": (me + 1) % n, "right": (me - 1) % n}
        labels: dict[str | None, str] = {
            None: texts.translate("copernico", "Drawn cards: drag each one to a place on the right")}
        for role in ROLES:
            receiver = self._name(receivers[role]) if role in receivers else None
            labels[role] = texts.role_label(role, receiver, n == 2)
        return labels

    def _draft_geometry(self, upper: QRectF) -> DraftGeometry:
        labels = self._zone_labels()
        drawn = labels.pop(None)
        # Asked twice a redraw (the cards' size, the zones) and the same all the draft: its labels are
        # measured wrapped at up to 17 card sizes, so the answer is kept for its room and labels.
        key = (upper.getRect(), drawn, tuple(labels.items()))
        kept = self._draft_kept
        if kept is None or kept[0] != key:
            geometry = draft_geometry(upper, {role: label for role, label in labels.items() if role}, drawn,
                                      _label_fits)
            kept = self._draft_kept = (key, geometry)
        return kept[1]

    def _layout_zones(self, upper: QRectF) -> None:
        geo = self._draft_geometry(upper)
        labels = self._zone_labels()
        height = geo.card_h + geo.label_h + LABEL_CLEAR + 4
        x = upper.left()
        drawn = self._zones[None]
        drawn.set_rect(QRectF(x, upper.top(), geo.drawn_w, height))
        x += geo.drawn_w + 2 * geo.gap
        count = len(self._draft_row_cards())
        for role in (None, *ROLES):
            zone = self._zones[role]
            zone.label, zone.label_h, zone.label_px = labels[role], geo.label_h, geo.label_px
            if role is None:
                continue
            zone.active = ROLES.index(role) < count
            two_to_one = self._n == 2 and role in ("left", "right")  # both passed cards go to the rival
            zone.setToolTip(texts.two_player_pass_tip() if two_to_one else "")
            zone.set_rect(QRectF(x, upper.top(), geo.zone_w[role], height))
            x += geo.zone_w[role] + geo.gap

    def _zone_card_pos(self, zone: ZoneItem, card_h: float) -> QPointF:
        r = zone.scene_rect()
        return QPointF(r.center().x() - art.card_width(card_h) / 2, r.bottom() - card_h - 4)

    def _fill_scores(self, upper: QRectF) -> None:
        obs = self._obs or {}
        scores = obs.get("scores") or {}
        n = self._n
        winners = scores.get("winners") or []
        self._score.header = [(self._name(p), self._style(p), p in winners) for p in range(n)]
        self._score.setToolTip("\n".join(("★ " if p in winners else "") + self._name(p) for p in range(n)))
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

    def _fill_legend(self, upper: QRectF) -> None:
        if not self._legend.entries:  # the same five names for the scene's life (a language makes a new one)
            pair = texts.translate("copernico", "%1 · %2")
            self._legend.entries = [(c, texts.fill(pair, texts.colour_name(c), texts.symbol_name(c)))
                                    for c in self.data.colours]
        if (self._obs or {}).get("solo"):
            scoring = texts.translate("copernico", "Scoring: quality · 2 per line of three · line colours "
                                                   "1/4/9/16/25 · ±6 per objective")
        else:
            scoring = texts.translate("copernico", "Scoring: quality · 2 per line of three · line colours "
                                                   "1/4/9/16/25 · Advice 6 · each Hypothesis 6")
        self._legend.lines = [scoring, texts.keys_hint()]
        self._legend.set_rect(QRectF(upper.left(), upper.top(), upper.width(), min(upper.height(), 116.0)))
