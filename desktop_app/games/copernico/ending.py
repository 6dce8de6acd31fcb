"""The end of the game (rulebook "End of the Game"; CO-14) and the score sheet (CO-15, CO-22)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.game import ScoreSheet
from . import scoring
from .build import event
from .frames import Phase

if TYPE_CHECKING:
    from .state import CopernicoState


def end(s: CopernicoState, finishers: tuple[int, ...], events: list[Event]) -> None:
    """CO-14: the game ends once a table is full; everything is revealed."""
    n = s.num_players
    s.phase = Phase.OVER
    s.ended_by = finishers
    s.commits = (None,) * n
    s.peeks_owed = (0,) * n
    sheet = s._final = score_sheet(s)
    events.append(event("copernico.game_over", {
        "finishers": list(finishers), "hypotheses": list(s.hypotheses or s.objectives),
        "advice": list(s.advice), "totals": list(sheet.totals), "winners": list(sheet.winners),
    }, reveals=True))


def scoring_tables(s: CopernicoState) -> list[tuple[str | None, ...]]:
    """Tables as scoring sees them: solo blanks show nothing (CO-21)."""
    out = []
    for table, blanks in zip(s.tables, s.blanks, strict=True):
        out.append(tuple(None if i in blanks else c for i, c in enumerate(table)) if blanks else table)
    return out


def score_sheet(s: CopernicoState) -> ScoreSheet:
    tables = scoring_tables(s)
    sizes = tuple(len(h) for h in s.hands)
    if s.solo:
        row = scoring.solo_points(tables[0], s.objectives, s.data)
        return ScoreSheet(scoring.SOLO_CATEGORIES, (row,), (0,), sizes, rank=s.data.rank_for(sum(row)).id)
    rows = scoring.multiplayer_points(tables, s.advice, s.hypotheses, s.data)
    totals = [sum(r) for r in rows]
    return ScoreSheet(scoring.MULTI_CATEGORIES, rows, scoring.winners(totals, sizes), sizes)
