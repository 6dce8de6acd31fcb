"""The Councils & Contracts table: draws one player's observation and turns gestures into actions.

The scene reads only the observation dict it is given (never the state) and the static card data.
Every gesture ends in one of the ``legal`` actions or in nothing:

* drag your free employees onto councils (2 onto one, or 1 onto each of 3): the action is sent when the
  pattern is complete, and C / Esc / Clear takes half-placed ones back;
* drag a project from the display onto a glowing spot next to the city (or click it, then a spot), read
  the cost, and press Build: StartProject and then ChoosePosition are sent one after the other;
* click a glowing council to resolve its issue, a glowing building to use its action or to choose it;
* pending choices (influence type, building type, skip) are buttons under the display;
* A opens the list of every legal move for keyboard play.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QRectF

from ....engine.actions import Action
from ....engine.seats import Seat
from ....ui.piles import PieceSync
from ....ui.plain_text import verbatim
from ....ui.scene_kit import TableScene
from ....ui.table_items import ButtonItem, LabelItem, buttons_from_right
from ..actions import (
    BuildingAction,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    ChoosePosition,
    Decline,
    Pass,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from ..data import load_data
from ..view import CouncilsObservation, PendingView, influence_choice_in_view, type_vp_in_view
from . import art, prompts, texts
from .areas import AreasMixin
from .gestures import GesturesMixin
from .hint_spots import HintSpotsMixin
from .items import (
    CardItem,
    CouncilItem,
    DeckItem,
    MeepleItem,
    PlateItem,
    PreviewItem,
    ScoreTrackItem,
    SpotItem,
)
from .keys import KeysMixin
from .layout import (
    Z_PLATE,
    Z_UI,
    CityGeometry,
    Layout,
    compute_layout,
)
from .panel import PanelItem
from .pieces import PiecesMixin
from .pointing import PointingMixin
from .refusing import RefusingMixin


class CouncilsScene(AreasMixin, PiecesMixin, GesturesMixin, KeysMixin, RefusingMixin, HintSpotsMixin,
                    PointingMixin, TableScene):
    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        # Narrower, the councils' legends and the city cards' bonuses are shortened and the display runs
        # past the right edge (a 1920x1080 screen at 2x leaves the table about 740 logical pixels); five
        # players' councils need the most. A narrower view draws the table smaller instead.
        self.least_width = 1000.0 if len(seats) >= 5 else 980.0
        # Lower, the layout stops shrinking and the player's own panel and the prompt bar ran below the
        # view's edge, out of sight (the replay in a 960x540 window, issue 15): drawn smaller instead. The
        # replay at 1366x768 (a 515 px table) is still drawn at full size.
        self.least_height = 515.0
        self.data = load_data()
        self._layout: Layout | None = None
        self._geometry: CityGeometry | None = None
        self._staff: dict[str, tuple[int, int]] = {}  # city card -> (owner, employees)
        # The person's half-made choices; they survive redraws until the observation moves on.
        self._placing: list[str] = []
        self._proposal: tuple[str, int, int] | None = None
        self._held: str | None = None  # a display card picked up by a click
        self._queued: tuple[str, int, int] | None = None  # the position to send after StartProject
        self._dragging: Any = None
        self._obs_key: tuple | None = None
        # (legal list, placed so far, observation, the councils an employee may go to) of the last ask
        self._targets_memo: tuple[list[Action], list[str], dict | None, frozenset[str]] | None = None
        self._deck_rect = QRectF()

        self._panels: dict[int, PanelItem] = {}
        self._councils: dict[str, CouncilItem] = {}
        self._card_sync: PieceSync[CardItem] = PieceSync(
            self, lambda card, spot: CardItem(card, spot.size), self._card_origin, self._card_leaves)
        self._cards = self._card_sync.items
        self._meeples: dict[tuple[int, int], MeepleItem] = {}
        self._drag_epoch = 0
        self._meeple_memo: dict[int, tuple] = {}
        self.meeple_seats_synced = 0
        self._spots: dict[tuple[int, int], SpotItem] = {}  # the spots shown
        self._spare_spots: dict[tuple[int, int], SpotItem] = {}  # hidden until their cell is offered again
        self.spots_made = 0  # SpotItems made (tests count them)
        self._home = self._card_sync.home  # card -> (top left, height)
        self._choice_buttons: list[ButtonItem] = []

        self._city_plate = PlateItem(90)
        self._side_plate = PlateItem(60)
        self._deck = DeckItem()
        self._score = ScoreTrackItem()
        self._bar_plate = LabelItem(12.0, plate=True)
        self._phase_label = LabelItem(12.0, bold=True)
        self._phase_label.colour = art.GOLD
        self._phase_label.wrap = False
        self._prompt_label = LabelItem(15.0, bold=True)
        self._btn_build = ButtonItem(texts.translate("councils", "Build"), primary=True)
        self._btn_cancel = ButtonItem(texts.translate("councils", "Cancel"))
        self._btn_moves = ButtonItem(texts.translate("councils", "All moves (L)"))
        self._btn_build.setToolTip(texts.translate("councils", "Start this project here (Enter)"))
        self._btn_cancel.setToolTip(texts.translate("councils", "Take back what you have not sent yet (Esc)"))
        self._btn_moves.setToolTip(texts.translate("councils", "List every move you may make now (L or F2)"))
        self._preview = PreviewItem()
        self._city_plate.title = texts.translate("councils", "The city")
        for item in (self._city_plate, self._side_plate, self._deck, self._score, self._bar_plate,
                     self._phase_label, self._prompt_label, self._btn_build, self._btn_cancel,
                     self._btn_moves,
                     self._preview):
            self.addItem(item)
        self._bar_plate.setZValue(Z_UI - 1)
        for item in (self._phase_label, self._prompt_label, self._btn_build, self._btn_cancel,
                     self._btn_moves):
            item.setZValue(Z_UI)
        self._city_plate.setZValue(Z_PLATE)
        self._side_plate.setZValue(Z_PLATE)

    # -- the contract ---------------------------------------------------------------------------------
    # TableScene.show_observation calls these hooks.
    def _before_observation(self, observation: dict, viewer: int | None, legal: list[Action]) -> None:
        key = (viewer, tuple(sorted(map(repr, legal))), repr(observation.get("pending")),
               observation.get("round"), observation.get("current_player"), len(observation.get("city", [])),
               repr(observation.get("councils")), repr(observation.get("players")))
        if key != self._obs_key:
            self._placing = []
            self._proposal = None
            self._held = None
        self._obs_key = key

    def _after_sync(self) -> None:
        self._send_queued()

    def describe_action(self, action: Action) -> str:
        return prompts.action_label(action, self.seats)

    def is_turn_ending(self, action: Action) -> bool:
        """Placing employees, resolving an issue and passing always end the turn; a project or a
        building action ends it with its last step (the placement, or the last choice it asks for),
        which the window works out from the rules (``hands_over``, set by the turn controller)."""
        if isinstance(action, (PlaceEmployees, ResolveIssue, Pass)):
            return True
        hands_over = getattr(self, "hands_over", None)
        return bool(hands_over(action)) if callable(hands_over) else False

    def describe_turn(self, action: Action) -> str:
        """The confirmation names the whole project when its placement ends the turn."""
        decision = self._decision() or {}
        card = decision.get("card") if decision.get("decision") == "position" else None
        if isinstance(action, ChoosePosition) and card:
            return texts.fill(texts.translate("councils", "Build %1 (%2)"), texts.card_name(card),
                              texts.position_text(action.x, action.y))
        return self.describe_action(action)

    # -- reading the observation --------------------------------------------------------------------
    def _view(self) -> CouncilsObservation:
        """The observation shown (TableScene.show_observation stores it as a plain dict), typed as what it
        is: the rules' view.observation."""
        return cast(CouncilsObservation, self._obs or {})

    def _decision(self) -> dict | None:
        pending = (self._obs or {}).get("pending") or []
        return pending[-1] if pending else None

    def _compute_mode(self) -> str:
        obs = self._obs or {}
        if obs.get("stage") == "over":
            return "over"
        if self._viewer is None:
            return "watch"
        if self._viewer not in obs.get("to_move", []) or not self._legal:
            return "wait"
        decision = self._decision()
        if decision is not None and decision.get("player") == self._viewer:
            return "decision"
        return "main"

    def _of(self, cls: type) -> list[Any]:
        return [a for a in self._legal if isinstance(a, cls)]

    def _startable(self) -> dict[str, Action]:
        """Display cards the viewer may take now, with the action that takes each one."""
        out: dict[str, Action] = {a.card: a for a in self._of(StartProject)}
        out.update({a.card: a for a in self._of(ChooseDisplayCard)})
        return out

    def _positions(self) -> dict[tuple[int, int], Action]:
        return {(a.x, a.y): a for a in self._of(ChoosePosition)}

    def _position_card(self) -> str | None:
        decision = self._decision()
        if self._mode == "decision" and decision and decision.get("decision") == "position":
            return decision.get("card")
        return None

    def _frontier(self) -> list[tuple[int, int]]:
        return [(int(x), int(y)) for x, y in (self._obs or {}).get("frontier", [])]

    def _placing_ok(self, extra: str | None = None) -> list[PlaceEmployees]:
        """Legal placements that still contain what is placed so far (plus ``extra``)."""
        want = Counter(self._placing + ([extra] if extra else []))
        out = []
        for action in self._of(PlaceEmployees):
            have = Counter(action.councils)
            if all(have[c] >= n for c, n in want.items()):
                out.append(action)
        return out

    def _placing_complete(self) -> PlaceEmployees | None:
        want = Counter(self._placing)
        options = self._placing_ok()
        exact = [a for a in options if Counter(a.councils) == want]
        if exact and len(options) == 1:
            return exact[0]
        return None

    def _council_targets(self) -> set[str]:
        """Councils a free employee may be dropped on now (worked out once for a legal list and the
        employees placed so far: a sync, a drag and each of its moves ask)."""
        memo = self._targets_memo
        if memo is not None and memo[0] is self._legal and memo[1] == self._placing and memo[2] is self._obs:
            return set(memo[3])
        targets = {c for c in (self._obs or {}).get("councils", {}) if self._placing_ok(c)}
        self._targets_memo = (self._legal, list(self._placing), self._obs, frozenset(targets))
        return targets

    # -- drawing ------------------------------------------------------------------------------------
    def _sync(self, animate: bool) -> None:
        obs = self._obs
        if obs is None:
            return
        self._mode = self._compute_mode()
        councils = list(obs.get("councils", {}))
        layout = compute_layout(self._size[0], self._size[1], self._n, len(councils),
                                [CouncilItem.title_width(key) for key in councils])
        self._layout = layout
        duration = self._duration(animate and bool(self._cards))
        marks = self._marks()
        self._sync_panels(layout, marks)
        self._sync_councils(layout, marks)
        self._sync_furniture(layout)
        self._sync_cards(layout, marks, duration)
        self._sync_spots()
        self._sync_meeples(duration)
        self._sync_bar(layout)
        self._sync_tray(layout)
        self._update_prompt()

    def _seat_order(self) -> list[int]:
        """Boards from the top: the others from the viewer's left neighbour on, the viewer last."""
        n = self._n
        me = self._viewer
        if me is None:
            return list(range(n))
        return [(me + k) % n for k in range(1, n)] + [me]

    # -- players' boards ----------------------------------------------------------------------------

    # -- councils -----------------------------------------------------------------------------------

    # -- deck, plates, score ------------------------------------------------------------------------

    # -- cards --------------------------------------------------------------------------------------

    # -- employees ----------------------------------------------------------------------------------

    # -- the bar and the choice tray ----------------------------------------------------------------
    def _sync_bar(self, layout: Layout) -> None:
        bar = layout.bar
        self._bar_plate.set_rect(bar)
        self._bar_plate.setToolTip(prompts.keys_hint())
        obs = self._obs or {}
        self._phase_label.set_text(texts.phase_name(obs) if obs.get("stage") else "")
        buttons: list[ButtonItem] = []
        if self._proposal is not None:
            buttons = [self._btn_cancel, self._btn_build]
            self._btn_build.set_enabled(True, self.confirm_proposal)
            self._btn_cancel.set_enabled(True, self.cancel_choice)
        elif self._placing or self._held:
            buttons = [self._btn_cancel]
            self._btn_cancel.set_enabled(True, self.cancel_choice)
        if self._mode in ("main", "decision") and self._legal:
            buttons.insert(0, self._btn_moves)
            self._btn_moves.set_enabled(True, self.open_move_list)
        every = (self._btn_build, self._btn_cancel, self._btn_moves)
        x = buttons_from_right(bar, buttons, every, least_w=100.0, inset=10.0)
        text_w = x - bar.left() - 12
        self._phase_label.set_rect(QRectF(bar.left() + 10, bar.top() + 3, text_w, 17))
        self._prompt_label.set_rect(QRectF(bar.left() + 10, bar.top() + 19, text_w, bar.height() - 21))

    def _choice_actions(self) -> list[tuple[str, Action]]:
        """Pending choices shown as buttons: influence, building type, skip, pass."""
        obs = self._view()
        out: list[tuple[str, Action]] = []
        decision = self._decision() or {}
        for action in self._legal:
            if isinstance(action, ChooseInfluence):
                now, after = influence_choice_in_view(obs, self._viewer, decision.get("decision", ""),
                                                      action.influence)
                out.append((texts.influence_choice_label(action.influence, now, after), action))
            elif isinstance(action, ChooseCardType):
                vp = self._type_vp(decision, action.card_type)
                out.append((texts.fill(texts.translate("councils", "%1: %2 VP"),
                                       texts.card_type_short(action.card_type), vp), action))
            elif isinstance(action, Decline):
                out.append((texts.translate("councils", "Skip"), action))
            elif isinstance(action, Pass):
                out.append((texts.translate("councils", "Pass"), action))
        return out

    def _type_vp(self, decision: dict, card_type: str) -> int:
        """What choosing ``card_type`` would score, as the rules count it (CC-24)."""
        return type_vp_in_view(self._view(), cast(PendingView, decision), card_type)

    def _sync_tray(self, layout: Layout) -> None:
        for button in self._choice_buttons:
            self._discard_item(button)
        self._choice_buttons = []
        choices = self._choice_actions() if self._mode in ("main", "decision") else []
        tray = layout.tray
        x, y = tray.left() + 4, tray.top() + 6
        for label, action in choices:
            button = ButtonItem(label, primary=isinstance(action, (ChooseInfluence, ChooseCardType)))
            button.setZValue(Z_UI)
            width = min(tray.width() - 8, max(110.0, button.preferred_width()))
            if x + width > tray.right():
                x, y = tray.left() + 4, y + 44
            button.set_rect(QRectF(x, y, width, 36))
            button.set_enabled(True, partial(self.choose, action))
            button.setToolTip(verbatim(prompts.action_label(action, self.seats)))  # may name a seat
            self.addItem(button)
            self._choice_buttons.append(button)
            x += width + 8

    # -- the prompt ---------------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        obs = self._obs or {}
        mode = self._mode
        if mode == "over":
            winners = self._winners()
            best = max((pl["vp"] for pl in obs.get("players", [])), default=0)
            text = prompts.prompt_over([self._name(w) for w in winners], int(best))
        elif mode in ("watch", "wait"):
            movers = [p for p in obs.get("to_move", []) if mode == "watch" or p != self._viewer]
            if not movers:
                text = prompts.prompt_watch()
            elif self.speaks_to_viewer:
                text = prompts.prompt_waiting(self._name(movers[0]))
            else:  # a replay: nobody is thinking, the table only shows whose move comes next
                text = prompts.prompt_next(self._name(movers[0]))
        elif self._proposal is not None:
            card = self._proposal[0]
            text = prompts.prompt_confirm_build(card, self._mode == "decision")
        elif self._placing:
            options = self._placing_ok()
            more = sorted({len(a.councils) - len(self._placing) for a in options})
            text = prompts.prompt_placing(more)
        elif mode == "decision":
            text = prompts.prompt_decision(self._decision() or {})
        else:
            final = obs.get("stage") == "final"
            text = prompts.prompt_main(bool(self._of(PlaceEmployees)), bool(self._of(StartProject)),
                                     bool(self._of(ResolveIssue)), bool(self._of(BuildingAction)), final)
            if self._of(Pass) and len(self._legal) == 1:
                text = prompts.prompt_main(False, False, False, False, False)
        self._set_prompt(text, self._prompt_label)

    # -- preview ------------------------------------------------------------------------------------

    # -- gestures -----------------------------------------------------------------------------------




SCENE_CLASS = CouncilsScene
