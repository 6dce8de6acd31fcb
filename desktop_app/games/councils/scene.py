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
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.seats import Seat
from ...ui.plain_text import verbatim
from ...ui.scene_kit import TableScene
from ...ui.table_items import ButtonItem, LabelItem
from . import scene_art as art
from . import scene_texts as texts
from .actions import (
    BuildingAction,
    ChooseBuilding,
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
from .data import HALL, load_data
from .scene_items import (
    CardItem,
    CouncilItem,
    DeckItem,
    MeepleItem,
    PanelItem,
    PlateItem,
    PreviewItem,
    RowItem,
    ScoreTrackItem,
    SpotItem,
)
from .scene_keys import MoveListMixin
from .scene_layout import CityGeometry, Layout, city_geometry, compute_layout

Z_PLATE, Z_COUNCIL, Z_SPOT, Z_CARD, Z_MEEPLE, Z_UI, Z_LIST = -10, 5, 8, 20, 300, 400, 1500
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


class CouncilsScene(MoveListMixin, TableScene):
    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
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

        self._panels: dict[int, PanelItem] = {}
        self._councils: dict[str, CouncilItem] = {}
        self._cards: dict[str, CardItem] = {}
        self._meeples: dict[tuple[int, int], MeepleItem] = {}
        self._spots: dict[tuple[int, int], SpotItem] = {}
        self._home: dict[str, QPointF] = {}
        self._card_h: dict[str, float] = {}
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
        self._btn_moves = ButtonItem(texts.translate("councils", "All moves (A)"))
        self._btn_build.setToolTip(texts.translate("councils", "Start this project here (Enter)"))
        self._btn_cancel.setToolTip(texts.translate("councils", "Take back what you have not sent yet (Esc)"))
        self._btn_moves.setToolTip(texts.translate("councils", "List every move you may make now (A)"))
        self._preview = PreviewItem()
        self._preview.hide()
        self._list_plate = PlateItem(235)
        self._list_plate.setZValue(Z_LIST)
        self._list_plate.hide()
        self._list_rows: list[RowItem] = []
        self._list_focus = 0
        self._list_offset = 0
        self._city_plate.title = texts.translate("councils", "The city")
        for item in (self._city_plate, self._side_plate, self._deck, self._score, self._bar_plate,
                     self._phase_label, self._prompt_label, self._btn_build, self._btn_cancel,
                     self._btn_moves,
                     self._preview, self._list_plate):
            self.addItem(item)
        self._bar_plate.setZValue(Z_UI - 1)
        for item in (self._phase_label, self._prompt_label, self._btn_build, self._btn_cancel,
                     self._btn_moves):
            item.setZValue(Z_UI)
        self._city_plate.setZValue(Z_PLATE)
        self._side_plate.setZValue(Z_PLATE)

    # -- the contract ---------------------------------------------------------------------------------
    def show_observation(self, observation: dict, viewer: int | None, legal: list[Action],
                         recent: list[tuple[int, Event]]) -> None:
        key = (viewer, tuple(sorted(map(repr, legal))), repr(observation.get("pending")),
               observation.get("round"), observation.get("current_player"), len(observation.get("city", [])),
               repr(observation.get("councils")), repr(observation.get("players")))
        if key != self._obs_key:
            self._placing = []
            self._proposal = None
            self._held = None
        self._obs_key = key
        self._obs = observation
        self._viewer = viewer
        self._legal = list(legal)
        self._legal_set = set(legal)
        self._recent = list(recent)
        if self.list_open():
            self.close_move_list()
        self._sync(animate=True)
        self._send_queued()

    def is_turn_ending(self, action: Action) -> bool:
        """Placing employees, resolving an issue and passing always end the turn."""
        return isinstance(action, (PlaceEmployees, ResolveIssue, Pass))

    # -- reading the observation --------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return texts.seat_name(self.seats, seat)

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
        """Councils a free employee may be dropped on now."""
        return {c for c in (self._obs or {}).get("councils", {}) if self._placing_ok(c)}

    # -- drawing ------------------------------------------------------------------------------------
    def _sync(self, animate: bool) -> None:
        obs = self._obs
        if obs is None:
            return
        self._mode = self._compute_mode()
        councils = list(obs.get("councils", {}))
        layout = compute_layout(self._size[0], self._size[1], self._n, len(councils))
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

    def _marks(self) -> dict[str, Any]:
        """What the last action touched: councils, cards, tracks, the player who moved."""
        out: dict[str, Any] = {"councils": set(), "cards": set(), "tracks": {}, "vp": {}, "new": set(),
                               "mover": None}
        for player, event in self._recent:
            p = event.params
            mid = event.message_id
            if out["mover"] is None:
                out["mover"] = player
            if mid == "councils.place_employees":
                out["councils"].update(p.get("councils", []))
            elif mid == "councils.resolve_issue":
                out["councils"].add(p.get("council"))
            elif mid in ("councils.place_card", "councils.building_action", "councils.staff_building"):
                out["cards"].add(p.get("card"))
            elif mid == "councils.copy_action":
                out["cards"].update((p.get("card"), p.get("copied")))
            elif mid == "councils.employees_move":
                out["cards"].add(p.get("to"))
            elif mid == "councils.draw":
                out["new"].add(p.get("card"))
            elif mid == "councils.gain_influence":
                out["tracks"].setdefault(p.get("player"), set()).add(p.get("influence"))
            elif mid == "councils.pay":
                out["tracks"].setdefault(p.get("player"), set()).update(p.get("influence", {}))
            elif mid == "councils.start_project":
                out["tracks"].setdefault(p.get("player"), set()).update(p.get("cost", {}))
                out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p.get("vp", 0))
            elif mid == "councils.payout":
                if p.get("council") != "SPC" and p.get("influence"):
                    out["tracks"].setdefault(p.get("player"), set()).add(p.get("council"))
                if p.get("vp"):
                    out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p["vp"])
            elif mid in ("councils.action_vp", "councils.final_majority") and p.get("vp"):
                out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p["vp"])
        return out

    # -- players' boards ----------------------------------------------------------------------------
    def _winners(self) -> list[int]:
        players = (self._obs or {}).get("players", [])
        if not players:
            return []
        keys = [(pl["vp"], sum(pl["influence"].values())) for pl in players]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def _leads(self) -> dict[int, set[str]]:
        """Who holds the most of each influence type now (the end-of-game majorities)."""
        players = (self._obs or {}).get("players", [])
        out: dict[int, set[str]] = {i: set() for i in range(len(players))}
        for kind in self.data.influence_types:
            values = [pl["influence"].get(kind, 0) for pl in players]
            best = max(values) if values else 0
            if best < 1:
                continue
            for i, v in enumerate(values):
                if v == best:
                    out[i].add(kind)
        return out

    def _sync_panels(self, layout: Layout, marks: dict[str, Any]) -> None:
        obs = self._obs or {}
        players = obs.get("players", [])
        over = obs.get("stage") == "over"
        winners = set(self._winners()) if over else set()
        leads = self._leads()
        to_move = set(obs.get("to_move", []))
        order = self._seat_order()
        for seat in list(self._panels):
            if seat >= len(players):
                self._discard_item(self._panels.pop(seat))
        for rect, seat in zip(layout.panels, order, strict=False):
            panel = self._panels.get(seat)
            if panel is None:
                panel = self._panels[seat] = PanelItem(seat)
                panel.setZValue(Z_COUNCIL)
                self.addItem(panel)
            pl = players[seat]
            panel.set_rect(rect)
            panel.style = self._style(seat)
            name = self._name(seat)
            panel.name = texts.you_suffix(name) if seat == self._viewer else name
            panel.vp = int(pl["vp"])
            panel.is_me = seat == self._viewer
            panel.to_act = seat in to_move and not over
            panel.winner = seat in winners
            panel.influence = dict(pl["influence"])
            panel.types = self.data.influence_types
            panel.cap = self.data.constants["INFLUENCE_MAX"]
            panel.changed_tracks = set(marks["tracks"].get(seat, set()))
            panel.leads = leads.get(seat, set())
            panel.available = int(pl["available"]) - (len(self._placing) if seat == self._viewer else 0)
            panel.box = int(pl["box"])
            gained = marks["vp"].get(seat, 0)
            majority = (obs.get("majority_vp") or [0] * self._n)[seat] if over else 0
            if over:
                panel.vp_note = texts.fill(texts.translate("councils", "+%1 majorities"),
                                           majority) if majority else ""
            else:
                panel.vp_note = texts.fill(texts.translate("councils", "+%1"), gained) if gained else ""
            panel.status = texts.fill(texts.translate("councils", "councils %1 · buildings %2"),
                                      pl.get("in_councils", 0), pl.get("on_buildings", 0))
            panel.set_flags(marked=marks["mover"] == seat and not over)
            parts = {k: pl["vp_parts"].get(k, 0) for k in ("buildings", "councils", "building_actions")}
            panel.setToolTip(verbatim("\n".join([
                name,
                texts.fill(texts.translate("councils", "%1 VP: %2 from projects, %3 from issues, %4 from "
                                                       "building actions"), pl["vp"], parts["buildings"],
                           parts["councils"], parts["building_actions"]),
                texts.fill(texts.translate("councils", "Employees: %1 free, %2 in councils, %3 on buildings, "
                                                       "%4 in the box"), pl["available"], pl["in_councils"],
                           pl["on_buildings"], pl["box"]),
                texts.translate("councils", "Gold labels: most influence of that type now (4 VP at the end, "
                                            "2 VP each when tied)."),
            ])))
            panel.update()
        self._score.entries = [(self._style(s), int(players[s]["vp"]),
                                self._name(s)) for s in range(len(players))]
        self._score.setToolTip(verbatim("\n".join(
            texts.fill(texts.translate("councils", "%1: %2 VP"), self._name(s), players[s]["vp"])
            for s in range(len(players)))))
        self._score.update()

    # -- councils -----------------------------------------------------------------------------------
    def _payout_note(self, council: str, count: int, resolver: bool) -> str:
        special = council == "SPC"
        table = self.data.special_payout if special else self.data.normal_payout
        payout = table[min(count, max(table))]
        bonus = (self.data.special_resolver_bonus if special else self.data.resolver_bonus) if resolver else 0
        influence = payout.influence + bonus
        parts = []
        if payout.vp:
            parts.append(texts.fill(texts.translate("councils", "%1 VP"), payout.vp))
        if influence:
            short = texts.translate("councils", "any") if special else texts.influence_short(council)
            parts.append(texts.fill(texts.translate("councils", "+%1 %2"), influence, short))
        return " ".join(parts) if parts else "–"

    def _sync_councils(self, layout: Layout, marks: dict[str, Any]) -> None:
        obs = self._obs or {}
        councils = obs.get("councils", {})
        for cid in list(self._councils):
            if cid not in councils:
                self._discard_item(self._councils.pop(cid))
        resolvable = {a.council: a for a in self._of(ResolveIssue)}
        targets = self._council_targets() if self._mode in ("main",) else set()
        dragging_meeple = isinstance(self._dragging, MeepleItem)
        for rect, cid in zip(layout.councils, councils, strict=False):
            item = self._councils.get(cid)
            if item is None:
                item = self._councils[cid] = CouncilItem(cid)
                item.setZValue(Z_COUNCIL)
                self.addItem(item)
            item.set_rect(rect)
            counts = list(councils[cid])
            placed = Counter(self._placing)
            rows = []
            for seat in range(self._n):
                count = counts[seat] + (placed[cid] if seat == self._viewer else 0)
                if count:
                    resolver = self._viewer == seat and cid in resolvable
                    rows.append((seat, self._style(seat), count, self._payout_note(cid, count, resolver)))
            item.rows = rows
            special = cid == "SPC"
            payouts = self.data.special_payout if special else self.data.normal_payout
            item.legend = texts.payout_legend(payouts)
            item.meeple_h = min(22.0, (rect.height() - item.TITLE_H - 22) / max(1, len(rows)) - 2)
            glow = (cid in resolvable) or (dragging_meeple and cid in targets)
            item.set_flags(glow=glow, dim=dragging_meeple and cid not in targets, hot=False,
                           marked=cid in marks["councils"])
            item.set_clickable(partial(self.choose, resolvable[cid]) if cid in resolvable else None)
            bonus = self.data.special_resolver_bonus if special else self.data.resolver_bonus
            lines = [texts.council_name(cid), texts.payout_explained(payouts, bonus, special)]
            if cid in resolvable:
                lines.append(texts.translate("councils", "Click to resolve this issue."))
            item.setToolTip("\n".join(lines))
            item.update()

    # -- deck, plates, score ------------------------------------------------------------------------
    def _sync_furniture(self, layout: Layout) -> None:
        obs = self._obs or {}
        deck = obs.get("deck", {})
        self._deck.a_left = int(deck.get("A", 0))
        self._deck.b_left = int(deck.get("B", 0))
        self._deck.set_rect(layout.deck)
        self._deck.setToolTip(texts.translate(
            "councils", "The deck: A cards lie on top of B cards. When it is empty and only 4 projects are "
                        "left in the display, the game heads for its end."))
        self._deck.update()
        side = QRectF(layout.deck.left() - 6, layout.deck.top() - 4, layout.deck.width() + 12,
                      layout.display[-1].bottom() - layout.deck.top() + 12)
        self._side_plate.set_rect(side)
        self._city_plate.set_rect(layout.city)
        self._score.set_rect(layout.score)

    # -- cards --------------------------------------------------------------------------------------
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
        for key in list(self._cards):
            if key not in spots:
                self._discard_item(self._cards.pop(key))
        mode = self._mode
        startable = self._startable() if mode in ("main", "decision") else {}
        building_actions = {a.card: a for a in self._of(BuildingAction)}
        choose_building = {a.card: a for a in self._of(ChooseBuilding)}
        position_card = self._position_card()
        self._home = {}
        for card, (rect, role) in spots.items():
            item = self._cards.get(card)
            h = rect.height()
            if item is None:
                item = self._cards[card] = CardItem(card, h)
                self.addItem(item)
                if duration > 0 and role == "display":
                    item.setPos(layout.deck.topLeft())
                    item.set_size_value(layout.deck.height())
                    item.move_to(rect.topLeft(), h, duration)
                else:
                    item.setPos(rect.topLeft())
            else:
                item.move_to(rect.topLeft(), h, duration)
            self._home[card] = rect.topLeft()
            self._card_h[card] = h
            item.base_z = Z_CARD + (30 if role == "proposal" else 0)
            if not item.dragging:
                item.setZValue(item.base_z + (100 if item.hovered else 0))
            item.show_cost = role != "city"
            item.staff = None  # employees are MeepleItems standing on the card
            in_display = role == "display"
            can_take = in_display and card in startable and self._proposal is None
            item.draggable = can_take or (in_display and card == position_card)
            item.clickable = can_take or card in building_actions or card in choose_building
            item.lifted = card == self._held or card == position_card or role == "proposal"
            item.glow = (card in building_actions or card in choose_building or
                         (in_display and mode == "decision" and card in startable))
            item.dim = in_display and mode == "main" and bool(self._legal) and card not in startable
            item.marked = card in marks["cards"]
            item.note = texts.translate("councils", "new") if card in marks["new"] and in_display else ""
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable else (
                Qt.CursorShape.PointingHandCursor if item.clickable else Qt.CursorShape.ArrowCursor))
            tip = texts.card_details(card)
            if card in building_actions:
                tip += "\n" + texts.translate("councils", "Click to use this building's action.")
            elif card in choose_building:
                tip += "\n" + texts.translate("councils", "Click to choose this building.")
            elif can_take:
                tip += "\n" + texts.translate("councils",
                                              "Drag it onto a glowing spot in the city, or click it "
                                                          "and then a spot.")
            item.setToolTip(tip)
            item.update()
        self._staff = staff
        if self._preview.isVisible() and self._preview.card not in self._cards and not self.list_open():
            self.hide_preview()

    def _sync_spots(self) -> None:
        """Empty cells next to the city: shown while a card may be placed, glowing where it may go."""
        mode = self._mode
        positions = self._positions()
        carried = self._carried_card()
        can_place = mode in ("main", "decision") and (bool(self._startable()) or bool(positions))
        show = can_place or self._proposal is not None
        cells = set(self._frontier()) if show else set()
        for cell in list(self._spots):
            if cell not in cells:
                self._discard_item(self._spots.pop(cell))
        geometry = self._geometry
        if geometry is None:
            return
        for cell in cells:
            spot = self._spots.get(cell)
            if spot is None:
                spot = self._spots[cell] = SpotItem(*cell)
                spot.setZValue(Z_SPOT)
                self.addItem(spot)
            spot.set_rect(geometry.cell_rect(*cell))
            active = carried is not None and self._proposal is None
            spot.label = self._spot_label(carried) if carried else ""
            spot.set_flags(glow=active, hot=False, dim=False)
            clickable = active and (self._held is not None or (positions and cell in positions))
            spot.set_clickable(partial(self._click_spot, cell) if clickable else None)
            spot.setToolTip(texts.position_text(*cell))
            spot.update()

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

    # -- employees ----------------------------------------------------------------------------------
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
        for seat in range(len(obs.get("players", []))):
            places = self._employee_places(seat)
            total = sum(n for _, n in places)
            mine = [self._meeples.get((seat, i)) for i in range(total)]
            for i in range(total):
                if mine[i] is None:
                    item = MeepleItem(seat, i, self._style(seat), 18.0)
                    item.setZValue(Z_MEEPLE)
                    self.addItem(item)
                    self._meeples[(seat, i)] = item
                    mine[i] = item
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
            for i, item in enumerate(mine):
                loc = assigned[i]
                k = ordinal[loc]
                ordinal[loc] += 1
                item.location = loc
                item.style = self._style(seat)
                pos, h = self._meeple_spot(seat, loc, k, counts[loc])
                item.move_to(pos, h, duration)
                item.ghost = loc[0] == "council" and seat == self._viewer and k >= counts[loc] - Counter(
                    self._placing)[loc[1]]
                item.boxed = loc[0] == "box"
                mine_free = seat == self._viewer and loc == ("avail",) and self._mode == "main"
                item.draggable = mine_free and bool(self._council_targets())
                item.clickable = False
                item.glow = False
                item.base_z = Z_MEEPLE
                if not item.dragging:
                    item.setZValue(Z_MEEPLE)
                cursor = Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor
                item.setCursor(cursor)
                item.setToolTip(verbatim(self._meeple_tip(seat, loc)))  # names a seat
                item.update()
        for key in list(self._meeples):
            if key not in keep:
                self._discard_item(self._meeples.pop(key))

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

    def _meeple_spot(self, seat: int, loc: tuple, k: int, count: int) -> tuple[QPointF, float]:
        kind = loc[0]
        panel = self._panels[seat]
        if kind == "avail":
            return panel.available_slot(k), panel.employee_h()
        if kind == "box":
            return panel.box_slot(k), panel.employee_h()
        if kind == "council":
            council = self._councils[loc[1]]
            return council.slot(seat, k, count), council.meeple_height()
        card = loc[1]
        h = self._card_h.get(card, 60.0)
        rect = QRectF(self._home.get(card, QPointF()), QSizeF(art.card_width(h), h))
        slot = art.worker_slot(rect, k)
        return slot.topLeft(), slot.height()

    # -- the bar and the choice tray ----------------------------------------------------------------
    def _sync_bar(self, layout: Layout) -> None:
        bar = layout.bar
        self._bar_plate.set_rect(bar)
        self._bar_plate.setToolTip(texts.keys_hint())
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
        x = bar.right() - 10
        for button in reversed(buttons):
            width = max(100.0, button.preferred_width())
            button.set_rect(QRectF(x - width, bar.top() + (bar.height() - 36) / 2, width, 36))
            x -= width + 8
        for button in (self._btn_build, self._btn_cancel, self._btn_moves):
            button.setVisible(button in buttons)
        text_w = x - bar.left() - 12
        self._phase_label.set_rect(QRectF(bar.left() + 10, bar.top() + 3, text_w, 17))
        self._prompt_label.set_rect(QRectF(bar.left() + 10, bar.top() + 19, text_w, bar.height() - 21))

    def _choice_actions(self) -> list[tuple[str, Action]]:
        """Pending choices shown as buttons: influence, building type, skip, pass."""
        obs = self._obs or {}
        out: list[tuple[str, Action]] = []
        decision = self._decision() or {}
        me = self._viewer
        influence = obs["players"][me]["influence"] if me is not None else {}
        for action in self._legal:
            if isinstance(action, ChooseInfluence):
                now = influence.get(action.influence, 0)
                cap = self.data.constants["INFLUENCE_MAX"]
                after = now - 1 if decision.get("decision") == "convert" else min(cap, now + 1)
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
        x, y = int(decision.get("x", 0)), int(decision.get("y", 0))
        cells = {(int(c["x"]), int(c["y"])): c["card"] for c in (self._obs or {}).get("city", [])}
        count = 0
        for dx, dy in NEIGHBOURS:
            card = cells.get((x + dx, y + dy))
            if card is not None and (card == HALL or self.data.cards[card].type == card_type):
                count += 1
        return count * int(decision.get("vp_each", 0))

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
            button.setToolTip(verbatim(texts.action_label(action, self.seats)))  # may name a seat
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
            text = texts.prompt_over([self._name(w) for w in winners], int(best))
        elif mode == "watch":
            movers = obs.get("to_move", [])
            text = texts.prompt_waiting(self._name(movers[0])) if movers else texts.prompt_watch()
        elif mode == "wait":
            movers = [p for p in obs.get("to_move", []) if p != self._viewer]
            text = texts.prompt_waiting(self._name(movers[0])) if movers else texts.prompt_watch()
        elif self._proposal is not None:
            card = self._proposal[0]
            text = texts.prompt_confirm_build(card, self._mode == "decision")
        elif self._placing:
            options = self._placing_ok()
            more = sorted({len(a.councils) - len(self._placing) for a in options})
            text = texts.prompt_placing(more)
        elif mode == "decision":
            text = texts.prompt_decision(self._decision() or {})
        else:
            final = obs.get("stage") == "final"
            text = texts.prompt_main(bool(self._of(PlaceEmployees)), bool(self._of(StartProject)),
                                     bool(self._of(ResolveIssue)), bool(self._of(BuildingAction)), final)
            if self._of(Pass) and len(self._legal) == 1:
                text = texts.prompt_main(False, False, False, False, False)
        self._prompt_label.set_text(text)
        if text != self._prompt:
            self._prompt = text
            self.prompt_changed.emit(text)

    # -- preview ------------------------------------------------------------------------------------
    def item_hovered(self, item: Any, entered: bool) -> None:
        if isinstance(item, CardItem):
            if entered and not self._dragging and not self.list_open():
                self.show_preview_beside(item.card, item.scene_card_rect())
            elif not entered and self._preview.card == item.card and not self.list_open():
                self.hide_preview()

    def show_preview_beside(self, card: str, rect: QRectF) -> None:
        h = min(340.0, self._size[1] * 0.42)
        w = art.card_width(h)
        x = rect.right() + 14 if rect.right() + 14 + w < self._size[0] - 6 else rect.left() - 14 - w
        x = max(6.0, x)
        y = min(max(6.0, rect.top()), self._size[1] - h - 6)
        self._preview.set_card(card, h)
        self._preview.setPos(QPointF(x, y))
        self._preview.show()

    def hide_preview(self) -> None:
        self._preview.hide()

    # -- gestures -----------------------------------------------------------------------------------
    def drag_started(self, item: Any) -> None:
        self._dragging = item
        self._held = None
        self.hide_preview()
        if self.list_open():
            self.close_move_list()
        self._refresh_targets()

    def _refresh_targets(self) -> None:
        """Only the glows change while something is dragged (no card moves under the pointer)."""
        layout = self._layout
        if layout is None:
            return
        self._sync_councils(layout, self._marks())
        self._sync_spots()

    def _target_at(self, item: Any, pos: QPointF) -> tuple[str, Any] | None:
        if isinstance(item, MeepleItem):
            targets = self._council_targets()
            for cid, council in self._councils.items():
                if cid in targets and council.scene_rect().contains(pos):
                    return ("council", cid)
        elif isinstance(item, CardItem):
            for cell, spot in self._spots.items():
                if spot.glow and spot.scene_rect().contains(pos):
                    return ("spot", cell)
        return None

    def drag_moved(self, item: Any, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        for cid, council in self._councils.items():
            council.set_flags(hot=target == ("council", cid))
        for cell, spot in self._spots.items():
            spot.set_flags(hot=target == ("spot", cell))

    def drag_finished(self, item: Any, pos: QPointF) -> None:
        target = self._target_at(item, pos)
        self._dragging = None
        if target is None:
            self._sync(animate=True)  # back home
            return
        kind, where = target
        if kind == "council":
            item.location = ("council", where)  # this very figure stays there
            self._place_on(where)
        else:
            self._propose(item.card, where)

    def item_clicked(self, item: Any) -> None:
        if isinstance(item, CardItem):
            card = item.card
            for action in self._legal:
                if isinstance(action, (BuildingAction, ChooseBuilding)) and action.card == card:
                    self.choose(action)
                    return
            if item.draggable:
                self._held = None if self._held == card else card
                self._sync(animate=True)

    def _click_spot(self, cell: tuple[int, int]) -> None:
        card = self._held or self._position_card()
        if card is None:
            return
        if self._position_card() == card and self._held is None:
            action = self._positions().get(cell)
            if action is not None:
                self.choose(action)
            return
        self._propose(card, cell)

    def _propose(self, card: str, cell: tuple[int, int]) -> None:
        if card == self._position_card():
            action = self._positions().get(cell)
            if action is not None:
                self.choose(action)
            return
        if card not in self._startable() or cell not in set(self._frontier()):
            self._sync(animate=True)
            return
        self._held = None
        self._proposal = (card, cell[0], cell[1])
        self._sync(animate=True)

    def _place_on(self, council: str) -> None:
        if not self._placing_ok(council):
            self._sync(animate=True)
            return
        self._placing.append(council)
        done = self._placing_complete()
        if done is not None:
            self._sync(animate=True)
            self.choose(done)
            return
        self._sync(animate=True)

    def confirm_proposal(self) -> bool:
        if self._proposal is None:
            return False
        card, x, y = self._proposal
        action = self._startable().get(card)
        if action is None:
            self._proposal = None
            self._sync(animate=True)
            return True
        self._queued = (card, x, y)
        self._proposal = None
        self.choose(action)
        return True

    def cancel_choice(self) -> bool:
        if self._proposal is None and not self._placing and self._held is None:
            return False
        self._proposal = None
        self._placing = []
        self._held = None
        for item in self._meeples.values():
            if item.ghost:
                item.location = ("avail",)
        self._sync(animate=True)
        return True

    def _send_queued(self) -> None:
        """After StartProject / ChooseDisplayCard: send the position the person already chose."""
        if self._queued is None:
            return
        card, x, y = self._queued
        if self._position_card() != card:
            if self._mode != "wait":
                self._queued = None  # the game moved on (undo, or another decision first)
            return
        self._queued = None
        action = ChoosePosition(x, y)
        if action in self._legal_set:
            self.choose(action)

    def choose(self, action: Action) -> None:
        """Send ``action`` if it is legal now (every gesture ends here)."""
        if action not in self._legal_set:
            return
        self._dragging = None
        self._held = None
        self.hide_preview()
        self.action_chosen.emit(action)

    # -- housekeeping -------------------------------------------------------------------------------
    def _list_area(self) -> QRectF:
        layout = self._layout
        if layout is None:
            return QRectF(0, 0, self._size[0], self._size[1])
        return layout.city.adjusted(20, 20, -20, -20)



SCENE_CLASS = CouncilsScene
