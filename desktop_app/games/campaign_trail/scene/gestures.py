"""The person's gestures on the Campaign Trail table: what glows, what each click or drop sends, and the
bar's buttons for the choices that have no piece to point at.

Drags are built on the items' own mouse handlers (MovableObject), starting at the platform's drag
distance: the pawn onto a state (travel), a voter onto a state (campaign), a hand card onto a debate
topic. A drop anywhere else snaps the piece back.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF

from ....engine.actions import Action
from ..actions import (
    DebateCard,
    Done,
    GoNegative,
    InsiderSwap,
    KeepCandidate,
    PickCard,
    PickIssue,
    PickRegion,
    PickState,
    PickTopic,
    PlayCard,
    Respond,
)
from .cards import HandCard
from .items import PawnItem, VoterToken
from .names import region_name
from .prompts import money
from .table_state import TableBase
from .tooltips import set_tip

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


# Pending decisions answered by a state on the map, and the tag a highlighted state carries.
STATE_TAGS = {"home": "★", "camp_place": "+1", "adv_skip": "✕", "rapid_state": "+", "endorse": "+",
              "smear_state": "−", "gotv": "+",
              # the expansion (CT-110 to CT-121): where a voter leaves, arrives or is kept out
              "relocate_from": "−1", "relocate_to": "+1", "collab_state": "+", "collab_place": "+1",
              "even_score": "=", "travel_what": "↦", "whistle": "+1", "exclude": "✕",
              # Breaking News (CT-143, CT-144): where a pawn is sent, bn03's voter
              "news_move": "↦", "news_ethics": "↦", "news_voter": "+1",
              "ed_place": "+1"}  # the Election Day reward (CT-153)
REGION_TAG = "◆"  # the states of a region whose token may be taken (CT-105)


class GesturesMixin(TableBase):
    # -- what the legal actions allow ----------------------------------------------------------------
    def _states_legal(self) -> dict[str, Action]:
        return {a.state: a for a in self._legal if isinstance(a, PickState)}

    def _regions_legal(self) -> dict[str, Action]:
        """Region tokens that may be taken (CT-105, CT-107): a click on any state of the region."""
        return {a.region: a for a in self._legal if isinstance(a, PickRegion)}

    def _region_of_state(self, code: str) -> str:
        for region, row in self.data.regions.items():
            if code in row.states:
                return region
        return ""

    def _box_legal(self) -> dict[tuple[str, str], Action]:
        return {(a.card, a.box): a for a in self._legal if isinstance(a, PlayCard)}

    def _card_legal(self) -> dict[str, Action]:
        """Whole-card choices: a card to give, hide, resolve or respond with."""
        out: dict[str, Action] = {}
        for a in self._legal:
            if isinstance(a, (PickCard, Respond)):
                out[a.card] = a
        return out

    def _debate_legal(self) -> dict[str, dict[str, Action]]:
        out: dict[str, dict[str, Action]] = {}
        for a in self._legal:
            if isinstance(a, DebateCard):
                out.setdefault(a.card, {})[a.topic] = a
        return out

    # -- the bar's buttons ---------------------------------------------------------------------------
    def _button_specs(self) -> list[tuple[str, Any, bool, Action | None]]:
        """(text, callback, primary, action) for every legal choice that has no piece to point at."""
        mode = self._mode
        specs: list[tuple[str, Any, bool, Action | None]] = []
        hand = set(self._my_hand())
        describe = self.describe_action
        for a in self._legal:
            if isinstance(a, PlayCard) and a.card in self.hand:
                continue  # the card's box answers it
            if isinstance(a, (PickState, DebateCard)):
                continue  # the map and the debate board answer these
            if isinstance(a, PickCard) and a.card in hand and mode not in ("end_card",):
                continue  # click the card itself
            if isinstance(a, InsiderSwap):
                continue  # listed once below
            primary = isinstance(a, (Done, KeepCandidate)) or (isinstance(a, GoNegative) and not a.negative)
            # up to nine region buttons share the bar: each shows just its region (the prompt says why)
            text = region_name(a.region) if isinstance(a, PickRegion) else describe(a)
            if isinstance(a, Respond):
                primary = True
            specs.append((text, partial(self._emit, a), primary, a))
        swaps = [a for a in self._legal if isinstance(a, InsiderSwap)]
        if swaps:
            for a in swaps:
                specs.append((describe(a), partial(self._emit, a), False, a))
        if mode == "debate_play" and self._held is not None:
            specs.insert(0, (translate("CampaignTrailTable", "Put the card back"), self._put_back,
                             False, None))
        return specs

    def _put_back(self) -> None:
        self._held = None
        self._sync_targets()
        if self._layout is not None:
            self._sync_bar(self._layout)

    # -- glows, dims and tags ------------------------------------------------------------------------
    def _sync_targets(self) -> None:
        mode = self._mode
        frame = self._frame() or {}
        states = self._states_legal()
        tags: dict[str, str | None] = {}
        if states:
            if mode == "travel":
                # land steps for the states the card's steps reach, a plane for the rest (CT-13, CT-41)
                steps = frame.get("steps") or {}
                reach = int(frame.get("count") or 0)
                plane = (self._seat(self._me()).get("costs") or {}).get("plane", 0)
                fly = "✈ " + money(plane) if frame.get("forced") and plane else "✈"
                for code in states:
                    n = steps.get(code)
                    tags[code] = str(n) if n is not None and n <= reach else fly
            else:
                tag = STATE_TAGS.get(mode, "")
                tags = dict.fromkeys(states, tag or None)
        elif self._regions_legal():
            regions = self._regions_legal()
            tags = {code: REGION_TAG for r in regions for code in self.data.regions[r].states}
        elif mode == "adv_issues":
            tags = self._advertise_tags()
        elif mode == "ask":
            # where the action being answered placed voters (what Rapid Response may follow)
            placed = ((self._obs or {}).get("action") or {}).get("placed") or []
            tags = dict.fromkeys(placed, "!")
        if tags:
            self.map.set_highlights(tags)
        elif self._hover_issue:
            self.map.set_highlights(self._advertise_tags())
        else:
            self.map.clear_highlights()
        boxes = self._box_legal()
        picks = self._card_legal()
        debate = self._debate_legal()
        plays: dict[str, list[Action]] = {}  # each hand card's legal actions, in the legal order
        for a in self._legal:
            cid = getattr(a, "card", None)
            if isinstance(cid, str) and cid in self.hand:
                plays.setdefault(cid, []).append(a)
        for cid, card in self.hand.items():
            card.boxes_live = bool(boxes)
            card.usable = {box: (cid, box) in boxes for box in (*card.boxes(), "none")}
            none_live = (cid, "none") in boxes
            # the strip comes and goes inside the card: its bounding rect and shape stay, so no geometry
            # change (a repaint follows from the changed flag, CachedLook)
            card.none_live = none_live
            card.glow = cid in picks or (cid in debate and self._held is None)
            card.held = cid == self._held
            card.dim = bool(boxes or picks or debate) and not (card.glow or card.held or any(
                (cid, b) in boxes for b in card.usable))
            card.clickable = bool(boxes) or cid in picks or cid in debate
            card.draggable = cid in debate
            card.explain_press = True  # a press on a card that cannot be played now says why
            words = "\n".join(self.describe_action(a) for a in plays.get(cid, ()))
            set_tip(card, words or card.strip_tip())
            # no update(): a card repaints itself when one of the flags above changes (CachedLook), so a
            # move that leaves the hand as it was redraws none of it
        self._sync_debate_targets()

    def _advertise_tags(self) -> dict[str, str | None]:
        """The states the chosen issues (and the issue under the pointer) reach, with the voters each
        gets: one per issue that reaches it (CT-44)."""
        action = (self._obs or {}).get("action") or {}
        issues = list(action.get("issues") or [])
        if self._hover_issue and self._hover_issue not in issues:
            issues.append(self._hover_issue)
        counts: dict[str, int] = {}
        for issue in issues:
            for code in self.data.issues[issue].states:
                counts[code] = counts.get(code, 0) + 1
        return {code: f"+{n}" for code, n in counts.items()}

    def _sync_debate_targets(self, hot: str = "") -> None:
        board = self.debate_board
        debate = self._debate_legal()
        carried = self._held or next((cid for cid, c in self.hand.items() if c.dragging), None)
        board.row_glow = {}
        bonus = self._topic_legal()
        if carried is not None and carried in debate:
            spaces = (self._seat(self._me()).get("debate_spaces") or {}).get(carried, {})
            board.row_glow = {t: f"+{spaces.get(t, 0)}" for t in debate[carried]}
        elif bonus:
            count = int((self._frame() or {}).get("count", 0))
            board.row_glow = {t: f"+{count}" for t in bonus}
        board.row_hot = hot
        dragged = next((cid for cid, c in self.hand.items() if c.dragging), None)
        if dragged is not None and board.figures is not None:  # the topics refusing it, marked by why
            refused = (t for t, _c in board.figures.topics if t not in debate.get(dragged, {}))
            marks = {t: self.target_mark(DebateCard(dragged, t)) for t in refused}
            board.row_refusal = {t: m for t, m in marks.items() if m}
        else:
            board.row_refusal = {}
        clickable = self._held is not None or bool(bonus)
        board.set_clickable(self._drop_held_on_topic if clickable else None)

    # -- clicks ------------------------------------------------------------------------------------
    def _state_clicked(self, code: str) -> None:
        action = self._states_legal().get(code) or self._regions_legal().get(self._region_of_state(code))
        if action is not None:
            self._emit(action)
        elif self._mode in STATE_TAGS or self._mode == "travel":
            self._refuse_state(code)  # a step answered on the map, but not by this state: say why

    def _refuse_state(self, code: str) -> bool:
        item = self.map.states.get(code)
        return self.refuse(PickState(code), item.sceneBoundingRect() if item is not None else None)

    def item_clicked(self, item: Any) -> None:
        if isinstance(item, HandCard):
            self._card_clicked(item)

    def _card_clicked(self, card: HandCard) -> None:
        cid = card.card_id
        box = card.clicked_box
        boxes = self._box_legal()
        if box and (cid, box) in boxes:
            self._emit(boxes[(cid, box)])
            return
        pick = self._card_legal().get(cid)
        if pick is not None:
            self._emit(pick)
            return
        if cid in self._debate_legal():
            self._held = None if self._held == cid else cid
            self._sync_targets()
            if self._layout is not None:
                self._sync_bar(self._layout)
            return
        self.item_refused(card)

    def item_refused(self, item: Any) -> None:
        """A hand card pressed whose box (or the card itself) cannot be played now: the rules say why."""
        if not isinstance(item, HandCard):
            return
        box = item.box_at(item.press_point())
        if box:
            self.refuse(PlayCard(item.card_id, box), item.sceneBoundingRect())
        elif self._mode == "debate_play":
            self.refuse(DebateCard(item.card_id, ""), item.sceneBoundingRect())

    def _topic_legal(self) -> dict[str, Action]:
        """Start-bonus topics (CT-51, CT-56): a click on the topic's row takes one."""
        return {a.topic: a for a in self._legal if isinstance(a, PickTopic)}

    def _drop_held_on_topic(self) -> None:
        held = self._held
        topic = self.debate_board.topic_at(self.debate_board.last_press)
        action = self._debate_legal().get(held or "", {}).get(topic) or self._topic_legal().get(topic)
        if action is not None:
            self._emit(action)

    def item_hovered(self, item: Any, entered: bool) -> None:
        if self.ed_hovered(item, entered):  # an Election Day card lights its states
            return
        if self.hand_hovered(item, entered):  # a compact hand card shows its whole face
            return
        actions = self._button_actions
        if item in self.buttons:
            index = self.buttons.index(item)
            action = actions[index] if index < len(actions) else None
            issue = action.issue if isinstance(action, PickIssue) and self._mode == "adv_issues" else ""
            self._hover_issue = issue if entered else ""
            self._sync_targets()

    def _drop_carried(self) -> None:
        self._held = None

    # -- drags ---------------------------------------------------------------------------------------
    def drag_started(self, item: Any) -> None:
        self.hide_card_preview()
        if isinstance(item, HandCard):
            self._sync_debate_targets()
        elif isinstance(item, (PawnItem, VoterToken)):
            self._mark_refusing_states()

    def _mark_refusing_states(self) -> None:
        """While the pawn or a voter is carried, every state it may not go to says whether it could at
        another step or with another card ("not now") or never can."""
        legal = self._states_legal()
        marks = {code: self.target_mark(PickState(code)) for code in self.map.states if code not in legal}
        self.map.set_refusal_marks({code: mark for code, mark in marks.items() if mark})

    def drag_moved(self, item: Any, scene_pos: QPointF) -> None:
        if isinstance(item, HandCard):
            self._sync_debate_targets(self.debate_board.topic_at(scene_pos))

    def drag_finished(self, item: Any, scene_pos: QPointF) -> None:
        self.map.set_refusal_marks({})
        action: Action | None = None
        if isinstance(item, (PawnItem, VoterToken)):
            code = self.map.state_at(scene_pos)
            if code is not None:
                action = self._states_legal().get(code)
        elif isinstance(item, HandCard):
            topic = self.debate_board.topic_at(scene_pos) if self.debate_board.isVisible() else ""
            action = self._debate_legal().get(item.card_id, {}).get(topic)
        if action is not None and action in self._legal_set:
            self._emit(action)
            return
        # dropped elsewhere: back to its place, with the reason when it was dropped on a target
        self._sync(animate=True)
        if isinstance(item, (PawnItem, VoterToken)):
            code = self.map.state_at(scene_pos)
            if code is not None:
                self._refuse_state(code)
        elif isinstance(item, HandCard) and self.debate_board.isVisible():
            topic = self.debate_board.topic_at(scene_pos)
            if topic:
                self.refuse(DebateCard(item.card_id, topic), self.debate_board.sceneBoundingRect())
