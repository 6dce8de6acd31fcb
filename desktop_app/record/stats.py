"""Figures from the record: how the people at the table fare, per game and computer level.

Each person's seat in a finished game is one entry. It counts under the
strongest computer level at the table ("hard" beats "normal", and so on);
a game with no computer counts as "solo" for one person and "people" for a
hot-seat game. Computer-only games are in the record (for replay) but are
nobody's result, so they do not count here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from ..engine.seats import AI_LEVELS
from .db import GameRecord

SOLO = "solo"
PEOPLE = "people"
OPPOSITION_ORDER = (*AI_LEVELS, PEOPLE, SOLO)


@dataclasses.dataclass(frozen=True)
class Figures:
    game: str
    opposition: str  # a computer level, "people" or "solo"
    played: int
    won: int
    total: int  # sum of scores, so averages combine exactly
    best: int
    hints: int = 0  # hints asked for in these games (a game with two people at the table counts once)

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0


def opposition(record: GameRecord) -> str | None:
    """What the people at this table played against; None for a computer-only game."""
    if not any(s.kind == "human" for s in record.seats):
        return None
    levels = [s.level for s in record.seats if s.kind == "ai" and s.level in AI_LEVELS]
    if levels:
        return max(levels, key=AI_LEVELS.index)
    return SOLO if len(record.seats) == 1 else PEOPLE


def figures(records: Iterable[GameRecord]) -> list[Figures]:
    """Played, won, average and best score, and hints asked for, per (game, opposition), in a stable
    order."""
    table: dict[tuple[str, str], list[int]] = {}  # played, won, total, best, hints
    for record in records:
        against = opposition(record)
        if against is None:
            continue
        if any(seat.kind == "human" for seat in record.seats):
            table.setdefault((record.game, against), [0, 0, 0, 0, 0])[4] += record.hints_used
        for seat in record.seats:
            if seat.kind != "human":
                continue
            row = table[(record.game, against)]
            row[3] = max(row[3], seat.score) if row[0] else seat.score
            row[0] += 1
            row[1] += int(seat.winner)
            row[2] += seat.score
    return [
        Figures(game, against, *table[(game, against)])
        for game, against in sorted(table, key=lambda k: (k[0], OPPOSITION_ORDER.index(k[1])))
    ]
