"""The Copycat round as a phase table, and the state that answers the engine through it.

:data:`ROUND` lists the rulebook's four phases in order with the function that begins each; when a phase
module ends its phase it calls ``state.finish_phase(phase, ev)`` and the table begins the next one (after
the clean-up, the next round's planning). :data:`DECIDERS` says which module lists and applies the actions
of each decision the state can wait for. This module is the only one that imports the phase modules, so
they never import one another.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.game import ScoreSheet
from ...engine.rng import Rng
from . import bid, buying, cleanup, effects, placement, view
from .state import ACTION, BID, OVER, PURCHASE, RESOLVE, CopycatState, Phase, RoundPhase

PhaseEntry = Callable[[CopycatState, list[Event]], None]

ROUND: tuple[tuple[RoundPhase, PhaseEntry], ...] = (
    (RoundPhase.PLANNING, bid.begin_round),
    (RoundPhase.ACTION, placement.begin_phase2),
    (RoundPhase.BUYING, buying.begin_phase3),
    (RoundPhase.CLEANUP, cleanup.end_of_phase3),
)
_ENTRY: dict[RoundPhase, PhaseEntry] = dict(ROUND)
# After the clean-up comes the next round's planning.
_AFTER: dict[RoundPhase, RoundPhase] = {
    phase: ROUND[(i + 1) % len(ROUND)][0] for i, (phase, _) in enumerate(ROUND)
}


@dataclass(frozen=True)
class Decider:
    """The legal actions and their application for one kind of decision (a value of ``state.phase``)."""

    legal: Callable[[CopycatState, int], list[Action]]
    apply: Callable[[CopycatState, int, Action, list[Event]], None]


DECIDERS: dict[Phase, Decider] = {
    BID: Decider(bid.legal, bid.apply),  # phase 1 B: the secret bid
    ACTION: Decider(placement.legal, placement.apply),  # phase 2: a turn
    RESOLVE: Decider(buying.legal, buying.apply),  # phase 3, step 1 of a turn: resolution
    PURCHASE: Decider(buying.legal, buying.apply),  # phase 3, step 2 of a turn: purchases
}


# The table's entries as module globals, read once: the state picks among them with ``is`` tests on the
# phase (a Phase member as a dict key costs a Python-level hash per lookup, on every action).
_placement_legal, _placement_apply = DECIDERS[ACTION].legal, DECIDERS[ACTION].apply
_buying_legal, _buying_apply = DECIDERS[RESOLVE].legal, DECIDERS[RESOLVE].apply
_bid_legal, _bid_apply = DECIDERS[BID].legal, DECIDERS[BID].apply
# The resolution step and the purchases share one decider, which the state relies on.
assert DECIDERS[PURCHASE] == DECIDERS[RESOLVE]
_frame_actions, _resolve_frame, _settle = effects.frame_actions, effects.resolve_frame, buying.settle


def begin(s: CopycatState, phase: RoundPhase, ev: list[Event]) -> None:
    """Begin ``phase`` (setup begins the first round's planning)."""
    _ENTRY[phase](s, ev)


class PhaseTableState(CopycatState):
    """A Copycat game in progress: the state's fields with the rules reached through the phase table."""

    __slots__ = ()

    def finish_phase(self, phase: RoundPhase, ev: list[Event]) -> None:
        _ENTRY[_AFTER[phase]](self, ev)

    def legal_actions(self, player: int) -> list[Action]:
        # to_move() and the phase table spelled out: this runs for every action of every search, and a
        # Phase member as a dict key costs a Python-level hash, an ``is`` test next to nothing.
        phase = self.phase
        if phase is OVER:
            return []
        pending = self.pending
        if pending:
            if pending[-1].player != player:
                return []
            actions = _frame_actions(self)
        elif phase is ACTION:
            if self.order[self.turn] != player:
                return []
            actions = _placement_legal(self, player)
        elif phase is RESOLVE or phase is PURCHASE:
            if self.order[self.turn] != player:
                return []
            actions = _buying_legal(self, player)
        else:  # BID: the players whose bid is still to come
            if player not in self.to_move():
                return []
            actions = _bid_legal(self, player)
        self.listed = (player, tuple(actions))
        return actions

    def check_legal(self, player: int, action: Action) -> None:
        # The usual caller took the action from the list just made for this state: the very object
        # (not merely an equal one, so a 1 never passes for a True) is legal without listing again.
        listed = self.listed
        if listed is not None and listed[0] == player:
            for legal in listed[1]:
                if legal is action:
                    return
        super().check_legal(player, action)

    def apply_action(self, player: int, action: Action, *, trusted: bool = False) -> list[Event]:
        # GameState.apply_action with check_legal's usual case and _apply inlined: it runs for every action.
        if not trusted:
            listed = self.listed
            if listed is not None and listed[0] == player:
                for legal in listed[1]:
                    if legal is action:
                        break
                else:
                    super().check_legal(player, action)
            else:
                super().check_legal(player, action)
        self.listed = None
        ev: list[Event] = []
        if self.pending:
            _resolve_frame(self, player, action, ev)
            phase = self.phase
            if (phase is RESOLVE or phase is PURCHASE) and not self.pending:
                _settle(self, ev)
        else:
            phase = self.phase
            if phase is ACTION:
                _placement_apply(self, player, action, ev)
            elif phase is BID:
                _bid_apply(self, player, action, ev)
            else:
                _buying_apply(self, player, action, ev)
        return ev

    def _apply(self, player: int, action: Action) -> list[Event]:
        return self.apply_action(player, action, trusted=True)

    def observation(self, player: int | None) -> dict[str, Any]:
        # The engine's interface promises a plain dict; view.CopycatObservation names its keys for the
        # readers that know they hold a Copycat observation.
        return cast("dict[str, Any]", view.observation(self, player))

    def redeterminize(self, observer: int, rng: Rng) -> CopycatState:
        return view.redeterminize(self, observer, rng)

    def score_sheet(self) -> ScoreSheet:
        return cleanup.score_sheet(self)
