"""Turn order, the end of the game and scoring (rulebook "Turn", "End of Game"; CC-7, CC-8, CC-31)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.game import ScoreSheet
from .log import event
from .stages import FINAL, FINISHING, NORMAL, OVER, VP_CATEGORIES, EndReason

if TYPE_CHECKING:
    from .state import CouncilsState


def end_turn(s: CouncilsState, events: list[Event]) -> None:
    """Pass the turn clockwise; at the start player a round ends (CC-7 round structure, CC-31)."""
    stage = s.stage
    if stage is OVER:
        return
    if stage is FINAL:
        s.final_turns_left -= 1
        if s.final_turns_left <= 0:
            finish(s, events)
            return
    nxt = s.current + 1
    if nxt == s.num_players:
        nxt = 0
    s.current = nxt
    if nxt != s.start_player:
        return
    # Back at the start player: the round is over.
    s.round += 1
    if stage is NORMAL:
        s.stall_rounds = 0 if s.project_in_round else s.stall_rounds + 1
        if s.stall_rounds >= s.data.constants["STALL_ROUNDS"]:
            # CC-31: counts as the end trigger at the end of this round; nothing is left of it.
            s.end_reason = EndReason.STALL
            events.append(event("councils.end_triggered", {"reason": EndReason.STALL.value,
                                                           "rounds": s.stall_rounds}))
            _begin_final(s, events)
    elif stage is FINISHING:
        _begin_final(s, events)
    s.project_in_round = False


def _begin_final(s: CouncilsState, events: list[Event]) -> None:
    s.stage = FINAL
    s.final_turns_left = s.data.constants["FINAL_ROUNDS"] * s.num_players
    events.append(event("councils.final_rounds", {"rounds": s.data.constants["FINAL_ROUNDS"]}))


def majority_bonus(s: CouncilsState) -> tuple[int, ...]:
    """Per influence type, the sole leader scores 4 VP, each tied leader 2; a type where the best
    value is 0 scores nothing (CC-7 step 3, CC-EX-5)."""
    sole = s.data.constants["MAJORITY_VP_SOLE"]
    tied = s.data.constants["MAJORITY_VP_TIED"]
    bonus = [0] * s.num_players
    for index in range(len(s.data.influence_types)):
        leaders = majority_leaders(s.influence[index::len(s.data.influence_types)])
        for p in leaders:
            bonus[p] += sole if len(leaders) == 1 else tied
    return tuple(bonus)


def majority_leaders(values: Sequence[int]) -> list[int]:
    """The players holding the most of one influence type (``values`` per player); nobody leads a
    type where the most is 0 (CC-7 step 3, CC-EX-5)."""
    best = max(values) if values else 0
    if best < 1:
        return []
    return [p for p, v in enumerate(values) if v == best]


def winners(totals: Sequence[int], influence_left: Sequence[int]) -> tuple[int, ...]:
    """Most VP wins, then most influence left; still tied: a shared win (CC-7 step 4)."""
    best = max(zip(totals, influence_left, strict=True))
    return tuple(p for p in range(len(totals)) if (totals[p], influence_left[p]) == best)


def finish(s: CouncilsState, events: list[Event]) -> None:
    s.stage = OVER
    s.majority_vp = majority_bonus(s)
    for p, vp in enumerate(s.majority_vp):
        events.append(event("councils.final_majority", {"player": p, "vp": vp}))
    sheet = score_sheet(s)
    events.append(event("councils.game_over", {"winners": list(sheet.winners), "totals": list(sheet.totals)}))


def score_sheet(s: CouncilsState) -> ScoreSheet:
    """VP by category; most VP wins, then most influence left; still tied: a shared win (CC-7 step 4).
    Majorities are only scored at the end, so before that their column is 0."""
    points = tuple(tuple(s.vp_parts[p]) + (s.majority_vp[p],) for p in range(s.num_players))
    totals = [sum(row) for row in points]
    influence_left = tuple(sum(s.influence_row(p)) for p in range(s.num_players))
    return ScoreSheet(
        categories=VP_CATEGORIES + ("majorities",),
        points=points,
        winners=winners(totals, influence_left),
        tie_break=influence_left,
    )
