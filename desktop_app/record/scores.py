"""A finished game's score per seat as the game itself tells it (the record and the replay agree)."""

from __future__ import annotations

from ..engine.game import ScoreSheet


def shown_scores(sheet: ScoreSheet) -> tuple[int, ...]:
    """Each seat's total, or where the sheet compares its figures in turn instead of adding them up
    (``ranked_by``: Campaign Trail's electoral votes, then states, then voters, CT-71) the first of
    them: their sum would be a number the table never shows."""
    if sheet.ranked_by:
        return tuple(row[sheet.ranked_by[0]] for row in sheet.points)
    return sheet.totals
