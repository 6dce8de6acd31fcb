"""Phase 2 (action): turns in turn order, one turn placement each, cards and blue offices around it
(rulebook phase 2; CP-12, CP-13, CP-16, CP-33)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from . import effects
from .actions import EndTurn, Pass, Place, PlayCard, UseOffice
from .state import ACTION, SHARED_EVENTS, CopycatState, RoundPhase, event, shared_event
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
            passed = list(s.passed)
            passed[p] = True
            s.passed = tuple(passed)
            key = ("copycat.pass", p, True)
            ev.append(SHARED_EVENTS.get(key) or shared_event(
                key, "copycat.pass", {"player": p, "auto": True}))
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
_PLAY = effects.PLAY
_USE_OFFICE = effects.USE_OFFICE
_CARD_EFFECT = effects.CARD_EFFECT
_USE_LIMIT = effects.USE_LIMIT
# Phase 2's columns of the effect catalogue (this module runs only in phase 2).
_CARD_USABLE = effects.CARD_ACTIONS_NOW[ACTION]
_CHOICE_IN_PHASE2 = effects.CHOICE_IN_PHASE2
_has_choice = effects.has_choice
_realloc_open = effects.has_realloc_target
# Per card, how phase 2 lists it (the test above as one tuple index): 0 not usable now, 1 usable, 2 usable
# when its action has a legal choice.
_PLAY_KIND = tuple(0 if e not in _CARD_USABLE else 2 if e in _CHOICE_IN_PHASE2 else 1 for e in _CARD_EFFECT)
_FIRST_KIND = effects.first_use_kinds(ACTION)  # per office, effects.office_usable_first's answer
_ALWAYS, _WITH_HAND, _WITH_REALLOC = effects.ALWAYS, effects.WITH_HAND, effects.WITH_REALLOC


def legal(s: CopycatState, p: int) -> list[Action]:
    """The turn placement (CP-12, CP-33), the hand cards usable now with a legal choice (CP-34,
    effects.add_phase2_plays) and the first uses of own workers' offices (effects.add_first_office_uses),
    then end the turn or pass; spelled out here, as this lists most of the game's decisions."""
    placed = s.turn_placed
    if not placed and _OWN_WORKERS + s.extra[p] - s.placed[p] > 0:  # s.available_workers(p), inlined
        out: list[Action] = []
        if s.elbows <= 0:  # placement_targets(s, p), inlined for the usual case
            # A loop, not a list comprehension: in this Python a comprehension is a function call.
            count = s.office_workers
            for o in s.board:
                if not count[o]:
                    out.append(_PLACE[o])
        else:
            out = [_PLACE[o] for o in placement_targets(s, p)]
    else:
        out = []
    hand = s.hand[p]
    for c in hand:
        k = _PLAY_KIND[c]
        if k == 1 or (k and _has_choice(s, p, c, _CARD_EFFECT[c])):
            out.append(_PLAY[c])
    own = s.seat_workers[p]
    if own:
        workers, used, uses = s.workers, s.worker_used, s.worker_uses
        for w in own:
            o = workers[w][1]
            k = _FIRST_KIND[o]
            if not k or used[w] or uses[w] >= _USE_LIMIT:  # NOT_NOW first: common, and cheapest
                continue
            if k == _ALWAYS or (k == _WITH_HAND and hand) or (k == _WITH_REALLOC and _realloc_open(s, p)):
                out.append(_USE_OFFICE[o])
    out.append(_END_TURN if placed else _PASS)
    return out


_play_card, _use_office = effects.play_card, effects.use_office
# Each seat's "copycat.end_turn" event, made once and shared (an event is never changed once made).
_END_TURN_EVENTS = tuple(event("copycat.end_turn", {"player": p}) for p in range(16))


def apply(s: CopycatState, p: int, action: Action, ev: list[Event]) -> None:
    kind = type(action)  # the commonest first
    if kind is PlayCard:
        _play_card(s, p, CARD_INDEX[action.card], ev)  # type: ignore[attr-defined]
    elif kind is Place:
        place_worker(s, p, OFFICE_INDEX[action.office], ev, turn=True)  # type: ignore[attr-defined]
        s.turn_placed = True
    elif kind is EndTurn:
        ev.append(_END_TURN_EVENTS[p])
        start_turn(s, ev, s.turn + 1)
    elif kind is UseOffice:
        _use_office(s, p, s.own_worker(p, OFFICE_INDEX[action.office]), ev)  # type: ignore[attr-defined]
    elif kind is Pass:
        s.set_p("passed", p, True)
        key = ("copycat.pass", p, False)
        ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.pass", {"player": p, "auto": False}))
        start_turn(s, ev, s.turn + 1)
    else:  # pragma: no cover - legality is checked before
        raise AssertionError(action)
