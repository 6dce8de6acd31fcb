"""Record figures per game and computer level (issue 15, "Player record"): played, won, average, best."""

from __future__ import annotations

import pytest

from desktop_app.record.db import GameRecord, SeatResult
from desktop_app.record.stats import figures, opposition


def _game(gid: int, game: str, seats: list[tuple[str, str | None, int, bool]]) -> GameRecord:
    rows = tuple(
        SeatResult(i, f"P{i}", kind, level, score, won) for i, (kind, level, score, won) in enumerate(seats)
    )
    return GameRecord(gid, f"2026-01-0{gid}T10:00:00Z", game, gid, {}, 0, None, rows)


GAMES = [
    _game(1, "councils", [("human", None, 40, True), ("ai", "easy", 30, False)]),
    _game(2, "councils", [("human", None, 25, False), ("ai", "easy", 31, True)]),
    _game(3, "councils", [("human", None, 50, True), ("ai", "easy", 20, False), ("ai", "hard", 45, False)]),
    _game(4, "copernico", [("human", None, 33, True)]),
    _game(5, "copycat", [("human", None, 60, False), ("human", None, 70, True)]),
    _game(6, "copycat", [("ai", "hard", 80, True), ("ai", "easy", 50, False)]),  # nobody's result
]


def test_opposition_is_the_strongest_computer_or_the_kind_of_game():
    assert [opposition(g) for g in GAMES] == ["easy", "easy", "hard", "solo", "people", None]


def test_figures_per_game_and_level():
    rows = {(f.game, f.opposition): f for f in figures(GAMES)}
    assert set(rows) == {
        ("councils", "easy"), ("councils", "hard"), ("copernico", "solo"), ("copycat", "people")}
    easy = rows[("councils", "easy")]
    assert (easy.played, easy.won, easy.best) == (2, 1, 40)
    assert easy.average == pytest.approx(32.5)
    hard = rows[("councils", "hard")]
    assert (hard.played, hard.won, hard.best, hard.average) == (1, 1, 50, 50.0)
    people = rows[("copycat", "people")]  # each person at a hot-seat table is one entry
    assert (people.played, people.won, people.best, people.average) == (2, 1, 70, 65.0)


def test_figures_come_in_a_stable_order():
    order = [(f.game, f.opposition) for f in figures(GAMES)]
    assert order == [("copernico", "solo"), ("copycat", "people"), ("councils", "easy"), ("councils", "hard")]
    assert figures([]) == []


def test_figures_count_the_hints_used_in_each_game_once():
    """Issue 15: the record counts the hints used; a hot-seat game's hints count once, not per person."""
    def hinted(record: GameRecord, hints: int) -> GameRecord:
        return GameRecord(record.id, record.finished_at, record.game, record.seed, record.options, hints,
                          record.rank, record.seats)

    games = [hinted(GAMES[0], 2), hinted(GAMES[1], 1), GAMES[2], hinted(GAMES[4], 3), hinted(GAMES[5], 9)]
    rows = {(f.game, f.opposition): f.hints for f in figures(games)}
    assert rows == {("councils", "easy"): 3, ("councils", "hard"): 0, ("copycat", "people"): 3}
    assert {f.played for f in figures(games) if f.game == "copycat"} == {2}  # still one entry per person
