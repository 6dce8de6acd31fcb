"""End of round: the end check (CP-32, CP-35), phase 4 clean-up (CP-13, CP-14, CP-29 to CP-31), scores."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.game import ScoreSheet
from .state import CARD_ID, NO_CARD, OVER, SCORE_CATEGORIES, CopycatState, RoundPhase, event, slide_and_refill

_VP_TARGET = CopycatState.data.constants["VP_TARGET"]
_MAX_ROUNDS = CopycatState.data.constants["MAX_ROUNDS"]
_OFFICE_ID = tuple(office.oid for office in CopycatState.data.offices)  # the ids events name, read per round


def doctorate_left(s: CopycatState, besides: int = NO_CARD) -> bool:
    """CP-35: whether a doctorate other than ``besides`` is still in the action deck or on the street."""
    cards = s.data.cards
    return any(c not in (NO_CARD, besides) and cards[c].effect == "doctorate"
               for c in s.action_deck + s.street)


def end_reasons(s: CopycatState) -> tuple[str, ...]:
    """CP-32: A (a player at VP_TARGET or more), B (the last doctorate acquired), C (the last round)."""
    # Asked after every round and by the computer players' evaluation: no generator, no data lookups.
    reasons = []
    if max(s.vp) >= _VP_TARGET:
        reasons.append("vp_target")
    if s.doc_taken and not doctorate_left(s):
        reasons.append("last_doctorate")
    if s.round >= _MAX_ROUNDS:
        reasons.append("last_round")
    return tuple(reasons)


def end_of_phase3(s: CopycatState, ev: list[Event]) -> None:
    """Phase 4 begins with the end check (CP-32): the game ends, or the round is cleaned up and the next
    one begins."""
    reasons = end_reasons(s)
    if reasons:
        s.phase = OVER
        s.end_reasons = reasons
        s.last_gain = s.round_gain
        sheet = score_sheet(s)
        ev.append(event("copycat.game_end", {"reasons": list(reasons), "vp": list(s.vp),
                                             "winners": list(sheet.winners)}))
        return
    phase4(s, ev)
    s.round += 1
    s.finish_phase(RoundPhase.CLEANUP, ev)


def phase4(s: CopycatState, ev: list[Event]) -> None:
    n = s.num_players
    # 1. A marker on every office without a worker, in board order, while the supply lasts (CP-14).
    occupied = s.office_workers
    supply = s.marker_supply()
    markers = list(s.office_markers)
    added = []
    for o in s.board:
        if supply <= 0:
            break
        if not occupied[o]:
            markers[o] += 1
            supply -= 1
            added.append(_OFFICE_ID[o])
    s.office_markers = tuple(markers)
    ev.append(event("copycat.markers_added", {"offices": added}))
    # 2. Play area and clipboard pile onto the discard pile.
    discard, play, clip = list(s.discard), s.play, s.clip
    for p in range(n):
        discard[p] += play[p] + clip[p]
    s.discard = tuple(discard)
    s.play = s.clip = ((),) * n
    # 3. Workers leave the board; extra workers return to the supply. Use counters reset (CP-4).
    s.workers = s.worker_uses = s.worker_used = s.reuse_log = ()
    s.seat_workers = ((),) * n
    s.office_workers = (0,) * len(s.office_workers)
    s.placed = s.extra = (0,) * n
    s.card_uses = bytes(len(s.card_uses))
    # 4. The next extra office (placed after the markers, so it starts empty: CP-13).
    if s.office_deck:
        o = s.office_deck[0]
        s.office_deck = s.office_deck[1:]
        s.board = s.board + (o,)
        ev.append(event("copycat.new_office", {"office": s.oid(o)}, reveals=True))
    # 5. Clear the leftmost spaces (CP-30), slide left, refill to 11 (CP-31).
    k = s.data.street_clear[n]
    gone = tuple(c for c in s.street[:k] if c != NO_CARD)
    s.removed = s.removed + gone
    s.street = (NO_CARD,) * k + s.street[k:]
    ev.append(event("copycat.street_clear", {"cards": [CARD_ID[c] for c in gone]}))
    slide_and_refill(s, ev)


def winners(s: CopycatState) -> tuple[int, ...]:
    """Most VP; tied players compare VP gained in the last round; still tied, they share (CP-32)."""
    best = max(s.vp)
    tied = [p for p in range(s.num_players) if s.vp[p] == best]
    gain = s.last_gain if s.phase == OVER else s.round_gain
    top = max(gain[p] for p in tied)
    return tuple(p for p in tied if gain[p] == top)


def score_sheet(s: CopycatState) -> ScoreSheet:
    gain = s.last_gain if s.phase == OVER else s.round_gain
    return ScoreSheet(categories=SCORE_CATEGORIES, points=tuple(tuple(row) for row in s.cats),
                      winners=winners(s), tie_break=tuple(gain))
