"""Phase 2 (action): turns in turn order, one turn placement each, cards and blue offices around it
(rulebook phase 2; CP-12, CP-13, CP-16, CP-33)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from . import effects
from .actions import EndTurn, Pass, Place, PlayCard, UseOffice
from .state import ACTION, SHARED_EVENTS, CopycatState, RoundPhase, shared_event
from .workers import place_worker, placement_targets

CARD_INDEX = CopycatState.data.card_index
OFFICE_INDEX = CopycatState.data.office_index
_OWN_WORKERS = CopycatState.data.constants["OWN_WORKERS"]


def begin_phase2(s: CopycatState, ev: list[Event]) -> None:
    s.phase = ACTION
    s.passed = (False,) * s.num_players
    start_turn(s, ev, 0)


def start_turn(s: CopycatState, ev: list[Event], first_index: int) -> None:
    """Give the turn to the next player in turn order who has not passed (CP-12). A player without an
    available worker passes at the start of the turn; when everyone has passed, phase 3 begins."""
    n = s.num_players
    own = _OWN_WORKERS
    for k in range(n):
        i = (first_index + k) % n
        p = s.order[i]
        if s.passed[p]:
            continue
        if own + s.extra[p] - s.placed[p] == 0:  # s.available_workers(p), inlined: every turn asks
            s.set_p("passed", p, True)
            ev.append(Event("copycat.pass", {"player": p, "auto": True}))
            continue
        s.turn = i
        s.turn_placed = False
        s.elbows = 0
        return
    s.elbows = 0
    s.finish_phase(RoundPhase.ACTION, ev)


_END_TURN = EndTurn()
_PASS = Pass()


_PLACE = effects.PLACE
_add_phase2_plays = effects.add_phase2_plays
_add_first_office_uses = effects.add_first_office_uses


def legal(s: CopycatState, p: int) -> list[Action]:
    placed = s.turn_placed
    if not placed and _OWN_WORKERS + s.extra[p] - s.placed[p] > 0:  # s.available_workers(p), inlined
        count = s.office_workers
        if s.elbows <= 0:  # placement_targets(s, p), inlined for the usual case
            out: list[Action] = [_PLACE[o] for o in s.board if not count[o]]
        else:
            out = [_PLACE[o] for o in placement_targets(s, p)]
    else:
        out = []
    _add_phase2_plays(s, p, out)
    _add_first_office_uses(s, p, out)
    out.append(_END_TURN if placed else _PASS)
    return out


def apply(s: CopycatState, p: int, action: Action, ev: list[Event]) -> None:
    play_card, use_office = effects.play_card, effects.use_office
    if isinstance(action, Place):
        place_worker(s, p, OFFICE_INDEX[action.office], ev, turn=True)
        s.turn_placed = True
    elif isinstance(action, PlayCard):
        play_card(s, p, CARD_INDEX[action.card], ev)
    elif isinstance(action, UseOffice):
        use_office(s, p, s.own_worker(p, OFFICE_INDEX[action.office]), ev)
    elif isinstance(action, EndTurn):
        key = ("copycat.end_turn", p)
        ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.end_turn", {"player": p}))
        start_turn(s, ev, s.turn + 1)
    elif isinstance(action, Pass):
        s.set_p("passed", p, True)
        ev.append(Event("copycat.pass", {"player": p, "auto": False}))
        start_turn(s, ev, s.turn + 1)
    else:  # pragma: no cover - legality is checked before
        raise AssertionError(action)
