"""The Campaign Trail table: draws one seat's observation and turns gestures into actions.

The scene reads only the observation dict it is given (never the state), so other parties' hands stay
hidden: they are drawn as counts of card backs. Every gesture ends in one of the ``legal`` actions or in
nothing (TableScene._emit checks).

Gestures: click an action box of a hand card to play it; click a highlighted state (or drag your pawn or
a voter onto it) to answer a state choice; drag or click a hand card onto a debate topic; the bar's
buttons name every other choice in words. The window's move list (F6) lists every legal action through
:meth:`describe_action`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.seats import Seat
from ....ui.piles import PieceSync
from ....ui.scene_kit import TableScene
from ....ui.table_items import MIN_TEXT, RIGHT, ButtonItem, LabelItem, fit_px, text_width
from ....ui.templates import fill, next_to_move
from ..actions import Done, KeepCandidate, PickRegion, PlayCard
from ..data import load_data
from . import action_words, prompts
from .areas import AreasMixin
from .cards import HandCard
from .display import StateDisplay
from .election_panel import ElectionPanelMixin
from .furniture import DebateBoard, EvTrack, PartyBoard
from .gestures import GesturesMixin
from .hand_preview import HandPreviewMixin
from .hand_tabs import HandTabsMixin
from .hint_spots import HintSpotsMixin
from .items import HomeMarker, PawnItem, VoterToken
from .layout import Z_BAR, Z_DEBATE, Z_MAP, Layout, compute_layout, least_height
from .log_who import note_seating
from .month_decks import DecksItem
from .news_banner import NewsBanner
from .pointing import PointingMixin
from .scene_map_texts import party_name
from .scene_map_view import MapViewport
from .state_details import StateDetailsMixin
from .texts import phase_name
from .tooltips import set_tip

translate = QCoreApplication.translate


def bar_rows(widths: list[float], room: float, second_room: float, split_from: int = 3) -> list[list[int]]:
    """The buttons' indexes by row: one row if they fit in ``room``, else as many as fit in the first row
    and the rest in a second of ``second_room`` (no phase name beside it); widths shrink in place to fit
    their row (a button shrinks its words before it cuts them); fewer than ``split_from`` buttons keep one
    row."""
    def fit(row: list[int], space: float) -> list[int]:
        gaps = 6 * max(0, len(row) - 1)
        need = sum(widths[i] for i in row)
        if row and need + gaps > space:
            for i in row:
                widths[i] *= (space - gaps) / need
        return row

    every = list(range(len(widths)))
    if sum(widths) + 6 * max(0, len(widths) - 1) <= room or len(widths) < split_from:
        return [fit(every, room)]
    first: list[int] = []
    used = 0.0
    for i in every:
        if used + widths[i] > room and first:
            break
        first.append(i)
        used += widths[i] + 6
    rest = every[len(first):]
    return [fit(first, room), fit(rest, second_room)]


def _natural(text: str) -> float:
    """A bar button's width at its words' width."""
    return max(60.0, text_width(text, 12.5, True) + 33)


def _row_width(texts: list[str]) -> float:
    return sum(_natural(t) for t in texts) + 6 * max(0, len(texts) - 1)


def _bar_plan(texts: list[str], room: float, second_room: float,
              beside: bool) -> tuple[list[float], list[list[int]]]:
    """The buttons' widths and rows in a bar with ``room`` beside the phase (``second_room`` for a second
    row); ``beside``: the bar shares its row with the Breaking News banner."""
    natural = [_natural(t) for t in texts]
    # A button is as wide as its words up to near half the bar ("Trade cards with <a long seat name>").
    # Buttons that fit the row beside the phase at their words' width keep it ("Keep The Squeaky-Clean
    # Reformer" beside the second candidate at 1280x800).
    widest = max(220.0, room * 0.45)
    if beside or _row_width(texts) <= room:
        widest = room
    widths = [min(widest, w) for w in natural]
    # beside the banner two long buttons ("Keep The Squeaky-Clean Reformer") take a row each
    return widths, bar_rows(widths, room, second_room, 2 if beside else 3)


TWO_ROWS_H = 24.0  # a button's height when two rows of them fill the bar
TWO_ROWS_GAP = 4.0
ENDS_AT_ONCE = ("fundraise", "register", "none")  # boxes that finish the action when played (CT-42, CT-43)
NO_WINDOW_AFTER = ("travel", "keep", "home", "trade")  # steps after which no response window can open
DESCRIBED_KEPT = 2048  # actions' words kept (describe_action)


class CampaignTrailScene(ElectionPanelMixin, AreasMixin, GesturesMixin, StateDetailsMixin, HandTabsMixin,
                         HandPreviewMixin, HintSpotsMixin, PointingMixin, TableScene):
    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        # Two seats to a party: each party's panel lists two names and candidates, which need this height.
        self.least_height = least_height(1000.0, 720.0, len(seats) > 4)
        self.data = load_data()
        self._layout: Layout | None = None
        self._displays_made: dict[str, tuple[object, StateDisplay]] = {}
        self.viewport = MapViewport()
        self.viewport.setZValue(Z_MAP)
        self.map = self.viewport.map
        self.addItem(self.viewport)
        self.map.state_clicked.connect(self._state_clicked)
        self.viewport.view_changed.connect(self._map_moved)
        self.map.badges_moved.connect(self._map_moved)  # pawns stand beside the badges
        self._init_state_details()
        self.ev_track = EvTrack()
        self.decks = DecksItem()
        self.news_banner = NewsBanner()
        self.news_banner.hide()
        self.addItem(self.news_banner)
        self.debate_board = DebateBoard()
        self.debate_board.setZValue(Z_DEBATE)
        self.debate_board.hide()
        self._bar_plate = LabelItem(12.0, plate=True)
        self._bar_plate.setZValue(Z_BAR - 1)
        self._phase_label = LabelItem(12.0, bold=True)
        self._phase_label.colour = QColor("#D8B25A")
        self._phase_label.wrap = False
        self._phase_label.align = RIGHT
        self._prompt_label = LabelItem(14.0, bold=True)
        self._prompt_label.wrap = False
        self._phase_label.setZValue(Z_BAR)
        self._prompt_label.setZValue(Z_BAR)
        for item in (self.ev_track, self.decks, self.debate_board, self._bar_plate,
                     self._phase_label, self._prompt_label):
            self.addItem(item)
        self.boards: list[PartyBoard] = []
        # The viewer's hand: the kit's sync places, glides and removes its cards (areas.py _sync_hand).
        self._hand_sync: PieceSync[HandCard] = PieceSync(self, self._new_hand_card, self._hand_origin,
                                                         lambda card, _ms: self._discard_item(card))
        self.hand: dict[str, HandCard] = self._hand_sync.items
        self.pawns: dict[int, PawnItem] = {}
        self.homes: dict[int, HomeMarker] = {}
        self.voter: VoterToken | None = None
        self.buttons: list[ButtonItem] = []
        self._two_rows = False  # the bar's buttons fill it in two rows (its prompt gives way)
        self._button_actions: list[Action | None] = []
        # the person's half-made choice: a hand card picked up by a click (a debate play)
        self._held: str | None = None
        self._hover_issue = ""
        self._seat_of: list[int] = list(range(len(seats)))  # each candidate's seat (CT-20)
        self._described: dict[tuple[Action, str, tuple[str, ...]], str] = {}  # describe_action's words
        self._viewer_seat: int | None = None
        self._init_hand_tabs()
        self._init_hand_preview()  # the whole card over a compact hand

    def least_height_for(self, width: float, height: float) -> float:
        """A short, wide view (the replay's) takes the short layout, which holds from a lower height."""
        return least_height(width, height, len(self.seats) > 4)

    def _election_day(self) -> bool:
        return bool((self._obs or {}).get("election_day"))

    # -- seats and candidates (CT-20) ---------------------------------------------------------------
    def show_observation(self, observation: dict, viewer: int | None, legal: list[Action],
                         recent: list[tuple[int, Event]]) -> None:
        """The table speaks in candidates, as the observation does: at 5 and 7 seats a seat running both
        candidates of a party views the table as the candidate it decides for (else its candidate 1)."""
        seat_of = list(observation.get("seat_of") or range(len(self.seats)))
        self._seat_of = seat_of
        self._viewer_seat = viewer
        note_seating(len(self.seats), seat_of)
        if len(seat_of) != len(self.seats):
            if viewer is not None:
                viewer = observation.get("viewer", viewer)
            observation = {**observation, "to_move": list(observation.get("movers", []))}
        super().show_observation(observation, viewer, legal, recent)

    def _name(self, seat: int) -> str:
        """The name of the player running candidate ``seat``."""
        seat_of = getattr(self, "_seat_of", None) or []
        return super()._name(seat_of[seat] if 0 <= seat < len(seat_of) else seat)

    def _mine(self, seat: int) -> bool:
        """Candidate ``seat`` is run by the seat at the screen (both candidates of a doubled seat)."""
        seat_of = getattr(self, "_seat_of", None) or []
        me = getattr(self, "_viewer_seat", None)
        return me is not None and 0 <= seat < len(seat_of) and seat_of[seat] == me

    def _my_candidates(self) -> list[int]:
        return [c for c in range(self._n) if self._mine(c)]

    # -- reading the observation -------------------------------------------------------------------
    @property
    def _n(self) -> int:
        return len((self._obs or {}).get("seats", [])) or len(self.seats)

    def _seat(self, seat: int) -> dict:
        seats = (self._obs or {}).get("seats", [])
        return seats[seat] if 0 <= seat < len(seats) else {}

    def _top(self) -> dict | None:
        """The decision on top of the stack (whoever owes it)."""
        pending = (self._obs or {}).get("pending") or []
        return pending[-1] if pending else None

    def _frame(self) -> dict | None:
        """The viewer's own pending decision, when it is on top and the viewer may act."""
        top = self._top()
        if top is not None and self._acting() and top.get("seat") == self._viewer:
            return top
        return None

    def _kind(self) -> str:
        obs = self._obs or {}
        if obs.get("phase") == "over":
            return "over"
        if not self._acting():
            return "wait"
        if obs.get("phase") == "setup":
            return "keep"
        frame = self._frame()
        return frame["kind"] if frame else "wait"

    def _party_of(self, seat: int) -> str:
        return str(self._seat(seat).get("party", "D"))

    def _parties(self) -> list[str]:
        return [p["id"] for p in (self._obs or {}).get("parties", [])]

    # -- the contract ------------------------------------------------------------------------------
    def _before_observation(self, observation: dict, viewer: int | None, legal: list[Action]) -> None:
        if observation != self._obs or viewer != self._viewer:
            self._held = None

    def describe_action(self, action: Action) -> str:
        top = self._top()
        kind = top["kind"] if top else ""
        names = tuple(self._name(c) for c in range(self._n))
        # Worded once: every move words each hand card's legal plays for its tooltip, and the bar and the
        # move list word theirs, mostly the very actions of the moves before (the words depend on these
        # only; a new language makes a new scene).
        key = (action, kind, names)
        words = self._described.get(key)
        if words is None:
            if len(self._described) >= DESCRIBED_KEPT:
                self._described.clear()
            words = self._described[key] = action_words.describe(action, kind, list(names))
        return words

    def is_turn_ending(self, action: Action) -> bool:
        """Ending the turn after the card (trade over), and playing a box that finishes at once when no
        trade or swap may follow it (CT-31, CT-61, CT-64)."""
        kind = self._kind()
        if kind == "after":
            return isinstance(action, Done)
        if kind == "play" and isinstance(action, PlayCard) and action.box in ENDS_AT_ONCE:
            return not (self._frame() or {}).get("after_card", False)
        # A travel destination, a kept candidate or a home state may pass the table on: the window works
        # it out from the rules (``hands_over``, set by the turn controller). Not after steps that may
        # open a response window: whether one opens depends on the other parties' hidden cards (CT-35),
        # so asking only then would give those cards away.
        hands_over = getattr(self, "hands_over", None)
        return kind in NO_WINDOW_AFTER and callable(hands_over) and bool(hands_over(action))

    # -- drawing -----------------------------------------------------------------------------------
    def _sync(self, animate: bool) -> None:
        if self._obs is None:
            return
        self._mode = self._kind()
        parties = self._parties()
        layout = compute_layout(self._size[0], self._size[1], len(parties), self._obs.get("news") is not None,
                                self._board_weights(), self._election_day())
        self._layout = layout
        duration = self._duration(animate)
        if self.viewport.mapRectToScene(self.viewport.rect()) != layout.map:
            self.viewport.set_rect(layout.map)  # fitting the map is work: only when its window changes
        self._sync_map()
        self._sync_boards(layout)
        self._sync_election(layout)  # the Election Day panel at the foot of the boards (CT-150)
        self._sync_side(layout)
        self._sync_hand(layout, duration)
        self._sync_pieces(duration)
        self._sync_bar(layout)
        self._sync_targets()
        self._update_prompt()

    def _sync_bar(self, layout: Layout) -> None:
        bar = layout.bar
        self._bar_plate.set_rect(bar)
        obs = self._obs or {}
        self._phase_label.set_text(phase_name(obs) if obs.get("phase") else "")
        specs = self._button_specs()
        while len(self.buttons) < len(specs):
            button = ButtonItem()
            button.setZValue(Z_BAR + 1)
            self.addItem(button)
            self.buttons.append(button)
        self._button_actions = [a for _t, _c, _p, a in specs]
        phase = self._phase_label.text
        # Beside buttons the phase keeps to near half the bar; with none (the replay) it may take the row
        # under the prompt whole (a narrow bar beside the Breaking News banner).
        phase_w = min(text_width(phase, 12, True) + 12, bar.width() * 0.45 if specs else bar.width() - 16)
        full = [t for t, _c, _p, _a in specs]
        beside = layout.news is not None and layout.news.top() < bar.bottom()
        if specs and _row_width(full) > bar.width() - 24 - phase_w:
            # Buttons that do not fit beside the phase take its room (the window's heading and the month
            # strip still name it): beside the Breaking News banner, and the two candidates' "Keep ..." in
            # German and Spanish beside "Setup: candidates and home states" at 7-8 seats.
            phase_w = 0.0
            self._phase_label.set_text("")
        self._phase_label.set_rect(QRectF(bar.right() - 8 - phase_w, bar.bottom() - 26, phase_w, 22))
        # Choices that differ in one word (three issues to advertise on, three debate topics) show just
        # that word when their whole words would not fit one row: the prompt above them says the rest.
        # In two rows the prompt gives way, so there they keep their whole words unless those are cut.
        short = [action_words.short_words(a) or t if a is not None else t for t, _c, _p, a in specs]
        room = bar.width() - 24 - phase_w
        texts = full
        widths, rows = _bar_plan(full, room, bar.width() - 16, beside)
        if short != full and _row_width(full) > room and (_row_width(short) <= room or any(
                w < _natural(t) - 0.5 for w, t in zip(widths, full, strict=True))):
            texts = short
            widths, rows = _bar_plan(short, room, bar.width() - 16, beside)
        self._two_rows = len(rows) > 1
        h = 26.0
        y = bar.bottom() - h - 4
        if self._two_rows:
            # Many choices (nine regions, three issues in a narrow view): two rows fill the bar, its prompt
            # giving way (the window's heading says it, and the bar's tooltip). A second row below the bar
            # covered the electoral-vote totals of the strip under it.
            h = TWO_ROWS_H
            y = bar.top() + (bar.height() - 2 * h - TWO_ROWS_GAP) / 2
        self._fit_prompt(bar)
        step = h + (TWO_ROWS_GAP if self._two_rows else 6)
        for k, row in enumerate(rows):
            x = bar.left() + 8
            for i in row:
                _text, callback, primary, action = specs[i]
                button = self.buttons[i]
                button.text = texts[i]
                button.primary = primary
                button.px = 12.5
                button.set_rect(QRectF(x, y + k * step, widths[i], h))
                button.set_enabled(True, callback)
                set_tip(button, self._button_tip(full[i], action))
                button.show()
                x += widths[i] + 6
        for button in self.buttons[len(specs):]:
            button.hide()
            button.set_enabled(False, None)

    def _button_tip(self, text: str, action: Action | None) -> str:
        """A button's tooltip: its words, and for a candidate card what the candidate starts with (§6)."""
        if isinstance(action, KeepCandidate):
            return action_words.candidate_summary(action.candidate)
        if isinstance(action, PickRegion):
            return self.describe_action(action)  # the button shows only the region's name
        return text

    # -- the prompt ------------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        if mode == "over":
            winners = []
            for party in obs.get("winners", []):
                names = [self._name(s) for s in range(self._n) if self._party_of(s) == party]
                winners.append(f"{party_name(party)} – {', '.join(names)}")
            text = prompts.prompt_over(winners)
        elif mode == "wait":
            replay = not self.speaks_to_viewer  # the viewer's own next move is shown too
            names = [self._name(p) for p in obs.get("to_move", []) if p != self._viewer or replay]
            top = self._top()
            if top is not None and top.get("kind") == "ask":
                names = [self._name(int(top["seat"]))]
            action = obs.get("action") or {}
            asking = top is not None and top.get("kind") == "ask"
            busy = action.get("seat") in obs.get("to_move", []) and not asking
            if replay and names:
                text = next_to_move(names)
            elif busy:  # the one we wait for is in the middle of an action: say which
                text = prompts.prompt_waiting(names, str(action.get("card", "")), str(action.get("box", "")))
            else:
                text = prompts.prompt_waiting(names)
        elif mode == "keep":
            text = prompts.prompt_setup()
        elif mode == "ask":
            frame = self._frame() or {}
            action = obs.get("action") or {}
            owner = self._name(int(frame.get("about", -1)))
            text = prompts.prompt_ask(owner, frame.get("trigger"), str(action.get("card", "")),
                                      str(action.get("box", "none")))
        else:
            frame = self._frame() or {}
            action = obs.get("action") or {}
            me = self._me()
            extra = {
                "issues": action.get("issues") or [],
                "targets": action.get("targets") or [],
                "issue_cost": (self._seat(me).get("costs") or {}).get("advertise_issue", 0),
            }
            card = str(frame.get("card") or "")
            if card and card in self.data.cards:
                extra["ability"] = self.data.cards[card].politick or ""
            text = prompts.prompt_frame(mode, frame, extra)
            heading = self._hand_heading()  # a seat running two candidates: whose decision (CT-20)
            if heading:
                text = fill(translate("CampaignTrailTable", "%1: %2"), heading, text)
        set_tip(self._prompt_label, text)
        self._set_prompt(text, self._prompt_label)
        if self._layout is not None:
            self._fit_prompt(self._layout.bar)

    def _fit_prompt(self, bar: QRectF) -> None:
        """The prompt on one line, shrinking to 11 px; a longer one (a narrow bar: the replay's table of
        eight seats, waiting for seven names) wraps onto a second line above the buttons."""
        label = self._prompt_label
        label.setVisible(not self._two_rows)  # two rows of buttons fill the bar (_sync_bar)
        set_tip(self._bar_plate, label.text if self._two_rows else "")
        width = bar.width() - 20
        label.wrap = text_width(label.text, MIN_TEXT, True) > width
        if label.wrap:
            label.set_rect(QRectF(bar.left() + 10, bar.top() + 1, width, 26.5))  # clear of the buttons
            label.px = MIN_TEXT
        else:
            label.set_rect(QRectF(bar.left() + 10, bar.top() + 3, width, 24))
            label.px = fit_px(label.text, width, 14, True)


SCENE_CLASS = CampaignTrailScene
