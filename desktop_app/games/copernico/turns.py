"""What follows what in a turn (rulebook "Turn Structure"; CO-4, CO-7, CO-13, CO-14).

The phase modules never call one another: each applies its own decisions and says when
it is done, and this table starts whatever comes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.events import Event
from . import advice, drafting, ending, placement, solo
from .actions import ActionKind
from .frames import Plan

if TYPE_CHECKING:
    from .state import CopernicoState

# Enum members read through their class cost a lookup each time; the hot paths use these names.
_DRAFT, _PEEK = ActionKind.DRAFT, ActionKind.PEEK


def apply(s: CopernicoState, player: int, action: Any, movers: tuple[int, ...] | None = None) -> list[Event]:
    """Apply one legal action and run every automatic step it sets off.

    ``movers`` is ``to_move()`` before the action when the caller knows it: a commitment that
    leaves others still to choose changes nothing but the player's own place in it, so the new
    list is set here instead of being worked out again from every seat's commitment."""
    events: list[Event] = []
    kind = action.kind
    if kind is _DRAFT:
        if drafting.commit(s, player, action, events):
            drafting.resolve(s, events)
            placement.open_actions(s, events)
        elif movers is not None:
            s._movers = _without(movers, player)
    elif kind is _PEEK:
        if advice.peek(s, player, action.advice, events):
            next_turn(s, events)
        elif movers is not None:
            s._movers = movers if s.peeks_owed[player] else _without(movers, player)
    elif placement.commit(s, player, placement.plan_for(s, player, action), events):
        if s.solo:
            solo_round_done(s, events)
        else:
            actions_done(s, events)
    elif movers is not None:
        plan = s.commits[player]
        # Still paying: the same players owe a choice; otherwise this one is done.
        s._movers = movers if type(plan) is Plan and plan.due > len(plan.paid) else _without(movers, player)
    return events


def _without(movers: tuple[int, ...], player: int) -> tuple[int, ...] | None:
    """``movers`` less ``player``; None (work it out again) if ``player`` was not among them."""
    if player not in movers:
        return None
    at = movers.index(player)
    return movers[:at] + movers[at + 1:]


def start_turn(s: CopernicoState, events: list[Event]) -> None:
    """Phase 1; straight to phase 2 when nobody could draw a card to draft."""
    if not drafting.start(s, events):
        placement.open_actions(s, events)


def next_turn(s: CopernicoState, events: list[Event]) -> None:
    s.turn += 1
    start_turn(s, events)


def actions_done(s: CopernicoState, events: list[Event]) -> None:
    """CO-7: the commitments resolve, then peeks for new lines, then the end check."""
    owed = [0] * s.num_players
    full = []
    laid = placement.resolve(s, events)
    tables = s.tables
    for p, position in laid:
        # Only a table that took a card can hold a new line or have filled up (a full table ends
        # the game at once, so no other table is full).
        owed[p] = advice.new_lines(s, p, position, events)
        if None not in tables[p]:
            full.append(p)
    if full:
        ending.end(s, tuple(full), events)
    elif any(owed):
        # CO-13. Peeks are skipped once the game has ended: every Advice card is revealed then.
        advice.open_peeks(s, owed)
    else:
        next_turn(s, events)


def solo_round_done(s: CopernicoState, events: list[Event]) -> None:
    solo.resolve(s, events)
    if None not in s.tables[0]:
        ending.end(s, (0,), events)
    else:
        solo.next_round(s, events)
