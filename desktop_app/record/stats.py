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
    scored: int  # entries whose score is known (a game recorded before a fix may have lost it)
    total: int  # sum of the known scores, so averages combine exactly
    best: int | None  # None: no known score
    hints: int = 0  # hints asked for in these games (a game with two people at the table counts once)

    @property
    def average(self) -> float | None:
        """The mean of the known scores; None when there is none."""
        return self.total / self.scored if self.scored else None


def opposition(record: GameRecord) -> str | None:
    """What the people at this table played against; None for a computer-only game."""
    if not any(s.kind == "human" for s in record.seats):
        return None
    levels = [s.level for s in record.seats if s.kind == "ai" and s.level in AI_LEVELS]
    if levels:
        return max(levels, key=AI_LEVELS.index)
    return SOLO if len(record.seats) == 1 else PEOPLE


@dataclasses.dataclass
class _Tally:
    played: int = 0
    won: int = 0
    scored: int = 0
    total: int = 0
    best: int | None = None
    hints: int = 0


def figures(records: Iterable[GameRecord]) -> list[Figures]:
    """Played, won, average and best score, and hints asked for, per (game, opposition), in a stable
    order. An unknown score counts the game as played (and won) but stays out of average and best."""
    table: dict[tuple[str, str], _Tally] = {}
    for record in records:
        against = opposition(record)
        if against is None:
            continue
        row = table.setdefault((record.game, against), _Tally())
        row.hints += record.hints_used
        for seat in record.seats:
            if seat.kind != "human":
                continue
            row.played += 1
            row.won += int(seat.winner)
            if seat.score is not None:
                row.scored += 1
                row.total += seat.score
                row.best = seat.score if row.best is None else max(row.best, seat.score)
    return [
        Figures(game, against, **dataclasses.asdict(table[(game, against)]))
        for game, against in sorted(table, key=lambda k: (k[0], OPPOSITION_ORDER.index(k[1])))
    ]
