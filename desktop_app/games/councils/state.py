"""The state of a Councils & Contracts game and its small mutators.

The fields changed on most actions (influence, available employees, employees in councils, staffed
buildings, pending decisions) are lists and a dict changed in place: rebuilding a tuple for
each change made most of the cost of a placement or a resolution. clone() copies those, so a clone
never changes a part of its original. The employees in councils and the staffed buildings are copied
on write instead: a clone shares them and both states are told so (councils_shared, staff_shared), and
whichever changes one first takes a copy of its own (own_councils, own_staff). The computer players
clone a state for every move they try and most moves change neither; an unchanged one is still the
same object, which they tell at once. Every other field holds an immutable value (ints,
strings, tuples) or a dict that is never changed in place (a change builds a new dict), which a clone
shares. VP stay tuples: the computer players key their memos by a player's row and tell an unchanged
row by its identity.

Multi-step decisions live in ``pending``: a list used as a stack of frozen frames (frames.py), top
last; a frame's ``player`` owes the decision. RETURN frames are bookkeeping (give back the employees
left on a building once its action is over) and are settled automatically. The new game is built in
setup.py; what a seat sees (observation, redeterminisation) is view.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.game import GameState, ScoreSheet
from ...engine.rng import Rng
from . import building_actions, city, ending, issues, view
from .actions import (
    BuildingAction,
    ChoosePosition,
    Pass,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from .data import CouncilsData
from .frames import POSITION, RETURN, Frame
from .log import SHARED as _SHARED
from .log import event, shared_event
from .stages import FINAL, FINISHING, NORMAL, OVER, EndReason, Stage
from .tables import Tables

Pos = tuple[int, int]


_new_state = object.__new__
_SEATS = tuple((seat,) for seat in range(16))  # seat -> (seat,), the usual answer of to_move


class CouncilsState(GameState):
    __slots__ = (
        "num_players", "data", "rng", "start_player", "current", "influence", "shorts", "vp_parts",
        "available", "box", "councils", "council_ids", "city", "positions", "staff", "deck", "display",
        "removed", "pending", "councils_shared", "staff_shared", "stage", "final_turns_left",
        "stall_rounds", "project_in_round", "round", "end_reason", "majority_vp", "tables", "frontier_memo",
    )

    num_players: int
    data: CouncilsData
    rng: Rng
    start_player: int
    current: int
    # [player * tracks + influence type] (changed in place, with shorts; one flat list, so a clone copies
    # one list rather than a row per player; influence_row reads one player's)
    influence: list[int]
    # [player] all_ones - (the influence row packed, guards set): the listing's affordability test of
    # every project (see tables.pack), kept in step with each change of the row (see set_influence)
    shorts: list[int]
    vp_parts: tuple[tuple[int, ...], ...]  # [player][VP_BUILDINGS, VP_COUNCILS, VP_ACTIONS]
    available: list[int]  # [player] (changed in place)
    box: tuple[int, ...]  # [player] (rarely changed: replaced, shared by a clone)
    # [council * num_players + player] employees in session (changed in place once owned, see
    # own_councils; one flat list; council_row reads one council)
    councils: list[int]
    councils_shared: bool  # councils may be another state's too: copy before a change (own_councils)
    council_ids: tuple[str, ...]  # councils in this game (the special committee only with 5)
    city: dict[Pos, str]  # cell -> card id (never mutated in place)
    positions: dict[str, Pos]  # card id -> cell (never mutated in place)
    staff: dict[str, tuple[int, int]]  # card id -> (player, employees) of staffed cards (see own_staff)
    staff_shared: bool  # staff may be another state's too: copy before a change (own_staff)
    deck: tuple[str, ...]  # top first; A cards above B cards; hidden order
    display: tuple[str, ...]
    removed: tuple[str, ...]  # cards not used with this player count
    pending: list[Frame]  # a stack, top last (changed in place)
    stage: Stage
    final_turns_left: int
    stall_rounds: int
    project_in_round: bool
    round: int  # 1-based number of the round being played
    end_reason: EndReason
    majority_vp: tuple[int, ...]  # final majority bonus, filled when the game ends
    tables: Tables  # lookup tables of this data and player count (not state: shared by every clone)
    # A cache, not state: the city's frontier (each cell's rank, see city._rank, and its shared
    # ChoosePosition, sorted) with the city dict it belongs to. The city is replaced, never changed in
    # place, on a change, so the cache is valid while that dict is the state's own.
    frontier_memo: tuple[dict[Pos, str], tuple[int, ...], tuple[Action, ...]] | None

    # -- engine interface --------------------------------------------------------------------------
    def clone(self) -> CouncilsState:
        # Spelled out: about twice as fast as a loop over __slots__ with getattr/setattr, and the AI
        # clones a state for every move it tries. test_clone_copies_every_slot keeps the list whole.
        twin = _new_state(CouncilsState)
        twin.num_players = self.num_players
        twin.data = self.data
        twin.start_player = self.start_player
        twin.current = self.current
        twin.influence = [*self.influence]
        twin.shorts = [*self.shorts]
        twin.vp_parts = self.vp_parts
        twin.available = [*self.available]
        twin.box = self.box
        twin.councils = self.councils  # copied on write, as staff (see the module docstring)
        twin.councils_shared = self.councils_shared = True
        twin.council_ids = self.council_ids
        twin.city = self.city
        twin.positions = self.positions
        twin.staff = self.staff
        twin.staff_shared = self.staff_shared = True
        twin.deck = self.deck
        twin.display = self.display
        twin.removed = self.removed
        twin.pending = [*self.pending]
        twin.stage = self.stage
        twin.final_turns_left = self.final_turns_left
        twin.stall_rounds = self.stall_rounds
        twin.project_in_round = self.project_in_round
        twin.round = self.round
        twin.end_reason = self.end_reason
        twin.majority_vp = self.majority_vp
        twin.tables = self.tables
        twin.frontier_memo = self.frontier_memo
        twin.rng = self.rng.copy()
        return twin

    def to_move(self) -> tuple[int, ...]:
        pending = self.pending
        if pending:
            player = pending[-1].player
            return _SEATS[player] if player >= 0 else (player,)
        if self.stage is OVER:
            return ()
        return _SEATS[self.current]

    def legal_actions(self, player: int) -> list[Action]:
        pending = self.pending
        if pending:
            frame = pending[-1]
            if frame.player != player:
                return []
            if frame.kind is POSITION:  # the most frequent decision, read from the kept frontier
                memo = self.frontier_memo
                if memo is not None and memo[0] is self.city:
                    return [*memo[2]]
                return [*city.position_choices(self)]
            return [*building_actions.decision_actions(self, frame)]
        if self.stage is OVER or player != self.current:
            return []
        # The turn's allowed actions (CC-6; all four in the final rounds, CC-7), worked out here
        # rather than in a helper: this runs for most actions. apply_action's quick check asks the
        # same of one action.
        tables = self.tables
        free = self.stage is FINAL
        avail = self.available[player]
        out: list[Action] = [*tables.place[avail]]
        if avail > 0 or free:
            # The building projects the player can afford (city.can_afford, inlined with every
            # track and the employees compared at once, see tables.pack). Each card is tested on the
            # complement of the packed supply: no guard bit of cost + (all ones - supply) set. The
            # influence row's part is kept (shorts), the employees' taken off here.
            short = self.shorts[player]
            if avail:
                short -= avail << tables.avail_shift
            guards = tables.guards
            costs = tables.display_costs.get(self.display) or tables.costs_of(self.display)
            # A loop rather than a comprehension: few cards are affordable, and a comprehension
            # is a function call of its own.
            for cost, action in costs:
                if not (cost + short) & guards:
                    out.append(action)
        if avail == 0 or free:
            councils = self.councils
            for at, action in tables.resolve_at[player]:
                if councils[at]:
                    out.append(action)
            execute = tables.execute
            for card, entry in self.staff.items():
                if entry[0] == player:
                    out.append(execute[card])
        if not out:
            out.append(tables.pass_action)
        return out

    def check_legal(self, player: int, action: Action) -> None:
        """An action the legal list hands out (the same object: the lists hand out shared instances)
        needs no further check; anything else gets the engine's full one."""
        for legal in self.legal_actions(player):
            if legal is action:
                return
        super().check_legal(player, action)

    def _apply(self, player: int, action: Action) -> list[Event]:
        return self.apply_action(player, action, trusted=True)

    def apply_action(self, player: int, action: Action, *, trusted: bool = False) -> list[Event]:
        # GameState.apply_action and _apply in one (they run for every action), with check_legal's
        # usual case worked out here, without a call: a shared instance the legal list would hand
        # out now is legal as it stands. It asks only what legal_actions asks of this one action,
        # read from the state as it is (a field set by hand counts too); anything else (a Pass, an
        # equal action made elsewhere such as a loaded save's, an illegal one) gets the engine's
        # full check, which refuses with its reason.
        # Each kind's quick check sits beside its rule, so the kind is told apart once.
        pending = self.pending
        events: list[Event] = []
        if pending:
            frame = pending[-1]
            if not trusted and not (frame.player == player and (
                    type(action) is ChoosePosition and city.is_position_choice(self, action)
                    if frame.kind is POSITION else building_actions.is_answer(self, frame, action))):
                super().check_legal(player, action)
            pending.pop()
            building_actions.apply_decision(self, frame, action, events)
        else:
            # Outside a decision every listed action is the mover's, before the game is over (the
            # first two terms of each check below).
            kind = type(action)
            if kind is PlaceEmployees:
                if not trusted:
                    avail = self.available[player]
                    if not (player == self.current and self.stage is not OVER
                            and id(action) in self.tables.place_ids[avail]):
                        super().check_legal(player, action)
                issues.place(self, player, action.councils, events)  # type: ignore[attr-defined]
            elif kind is StartProject:
                card = action.card  # type: ignore[attr-defined]
                if not (trusted or player == self.current and self.stage is not OVER
                        and self._may_start(player, card, action)):
                    super().check_legal(player, action)
                city.start_project(self, player, card, events)
            elif kind is ResolveIssue:
                council = action.council  # type: ignore[attr-defined]
                if not trusted:
                    found = self.tables.councils.get(council)
                    if not (player == self.current and self.stage is not OVER
                            and (self.available[player] == 0 or self.stage is FINAL)
                            and found is not None and self.tables.resolve[found[0]] is action
                            and self.councils[found[0] * self.num_players + player] > 0):
                        super().check_legal(player, action)
                issues.resolve(self, player, council, events)
            elif kind is BuildingAction:
                card = action.card  # type: ignore[attr-defined]
                if not trusted:
                    staffed = self.staff.get(card)
                    if not (player == self.current and self.stage is not OVER
                            and (self.available[player] == 0 or self.stage is FINAL)
                            and staffed is not None and staffed[0] == player
                            and self.tables.execute.get(card) is action):
                        super().check_legal(player, action)
                building_actions.start_building_action(self, player, card, events)
            elif kind is Pass:
                if not trusted:
                    super().check_legal(player, action)
                events.append(event("councils.pass", {"player": player}))
            else:
                super().check_legal(player, action)  # refuses it: no other action is ever legal
                raise ValueError(f"unexpected action {action!r}")  # pragma: no cover
        pending = self.pending
        while pending and pending[-1].kind is RETURN:
            # Bookkeeping frames settle at once; when nothing is pending any more, the turn is over.
            self.return_employees(pending.pop().card, events)
        if not pending:
            # ending.end_turn's usual cases inlined: before the final rounds, not back at the start
            # player; or back there in the normal game without the stall trigger (CC-31).
            nxt = self.current + 1
            if nxt == self.num_players:
                nxt = 0
            stage = self.stage
            if (stage is NORMAL or stage is FINISHING) and nxt != self.start_player:
                self.current = nxt
            elif stage is NORMAL and (stall := 0 if self.project_in_round else self.stall_rounds + 1) < \
                    self.tables.stall_limit:
                self.current = nxt
                self.round += 1
                self.stall_rounds = stall
                self.project_in_round = False
            else:
                ending.end_turn(self, events)
        return events

    def _may_start(self, player: int, card: str, action: Action) -> bool:
        """Whether the mover may start the project ``action`` (the shared instance for ``card``): on the
        display and affordable, by the listing's packed test (see legal_actions)."""
        tables = self.tables
        avail = self.available[player]
        entry = tables.project.get(card)
        if not ((avail or self.stage is FINAL) and entry is not None and entry[1] is action
                and card in self.display):
            return False
        return not (entry[0] + self.shorts[player] - (avail << tables.avail_shift)) & tables.guards

    def observation(self, player: int | None) -> dict[str, Any]:
        # A plain dict on purpose (view.CouncilsObservation describes it): the computer players seed
        # their sampling from its JSON text.
        return cast(dict[str, Any], view.observation(self, player))

    def redeterminize(self, observer: int, rng: Rng) -> CouncilsState:
        return view.redeterminize(self, observer, rng)

    def score_sheet(self) -> ScoreSheet:
        return ending.score_sheet(self)

    # -- reading helpers ---------------------------------------------------------------------------
    def vp(self, player: int) -> int:
        return sum(self.vp_parts[player]) + self.majority_vp[player]

    def influence_row(self, player: int) -> list[int]:
        """[influence type] the player's tracks; a copy."""
        tracks = self.tables.tracks
        return self.influence[player * tracks:player * tracks + tracks]

    def council_row(self, index: int) -> list[int]:
        """[player] employees in the council at ``index`` (in council_ids order); a copy."""
        n = self.num_players
        return self.councils[index * n:index * n + n]

    def employees_on(self, card: str) -> int:
        entry = self.staff.get(card)
        return entry[1] if entry else 0

    def is_over(self) -> bool:
        return self.stage == OVER

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that defines the state, hashable: equal fingerprints mean equal states."""
        # The fields changed in place as the tuples they once were: fingerprints stay comparable.
        councils = tuple(tuple(self.council_row(index)) for index in range(len(self.council_ids)))
        influence = tuple(tuple(self.influence_row(p)) for p in range(self.num_players))
        return (
            self.num_players, self.rng.state, self.start_player, self.current,
            influence, self.vp_parts, tuple(self.available), tuple(self.box),
            councils, self.council_ids, tuple(sorted(self.city.items())), tuple(sorted(self.staff.items())),
            self.deck, self.display, self.removed, tuple(self.pending), self.stage, self.final_turns_left,
            self.stall_rounds, self.project_in_round, self.round, self.end_reason, self.majority_vp,
        )

    # -- mutators used by the rules modules --------------------------------------------------------
    # The tuple updates (influence, VP) are spelled out (a list changed and made a tuple again: fewer
    # objects made than slicing around the index, or engine.tuples.replace_at's call): they run several
    # times for most actions. Here and in the rules modules a copy is made as [*x], not list(x): the
    # same list without the call of the list type, which costs more than the copy of a short tuple.
    def gain_influence(self, player: int, index: int, amount: int) -> int:
        """Add (or with a negative amount remove) influence; gains above the cap are lost (CC-1).
        Returns the change actually made."""
        tables = self.tables
        at = player * tables.tracks + index
        influence = self.influence
        new = influence[at] + amount
        cap = tables.influence_max
        if new > cap:
            new = cap
        elif new < 0:
            raise ValueError("an influence track cannot go below 0")  # callers check first (CC-1)
        delta = new - influence[at]
        if delta:
            influence[at] = new
            self.shorts[player] -= delta << tables.shifts[index]
        return delta

    def set_influence(self, player: int, row: Sequence[int]) -> None:
        """Give ``player`` the influence ``row`` (a position set up by hand), its packed part with it.
        The rules change a row a track at a time and keep shorts in step themselves."""
        start = player * self.tables.tracks
        self.influence[start:start + self.tables.tracks] = row
        self.shorts[player] = self.tables.shortfall_of(row)

    def add_vp(self, player: int, amount: int, category: int) -> None:
        if not amount:
            return
        vp_parts = self.vp_parts
        parts = vp_parts[player]
        values = [*parts]
        values[category] += amount
        rows = [*vp_parts]
        rows[player] = tuple(values)
        self.vp_parts = tuple(rows)

    def add_available(self, player: int, amount: int) -> None:
        self.available[player] += amount

    def add_box(self, player: int, amount: int) -> None:
        counts = [*self.box]
        counts[player] += amount
        self.box = tuple(counts)

    def own_councils(self) -> list[int]:
        """councils, to change in place: copied first while a clone may share it."""
        if self.councils_shared:
            self.councils = [*self.councils]
            self.councils_shared = False
        return self.councils

    def own_staff(self) -> dict[str, tuple[int, int]]:
        """staff, to change in place: copied first while a clone may share it."""
        if self.staff_shared:
            self.staff = self.staff.copy()
            self.staff_shared = False
        return self.staff

    def set_staff(self, card: str, player: int, count: int) -> None:
        staff = self.own_staff() if self.staff_shared else self.staff
        if count:
            staff[card] = (player, count)
        else:
            staff.pop(card, None)

    def return_employees(self, card: str, events: list[Event]) -> None:
        """The employees still on ``card`` go back to their owner as available (CC-17)."""
        entry = self.staff.get(card)
        if not entry:
            return
        del (self.own_staff() if self.staff_shared else self.staff)[card]
        owner, count = entry
        self.available[owner] += count
        key = ("councils.employees_return", owner, card, count)
        events.append(_SHARED.get(key) or shared_event(key, {"player": owner, "card": card, "count": count}))

    def push(self, *frames: Frame) -> None:
        """Push frames in the order given; the last one is decided first."""
        self.pending += frames
