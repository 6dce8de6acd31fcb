"""Finished games for the record tests, played quickly by the rule of thumb."""

from __future__ import annotations

from desktop_app.ai.agents import make_agent
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game


def played(game_id: str = "councils", players: int = 2, seed: int = 7, moves: int | None = None,
           human: bool = True) -> Match:
    """A match with the first seat a person (when ``human``) and the rest Easy computers,
    played by the Easy player to the end (or for ``moves`` actions)."""
    game = get_game(game_id)
    seats = [Seat("Ada") if human else Seat("Computer 1 (easy)", "ai", "easy", 0)]
    seats += [Seat(f"Computer {i + 1} (easy)", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, {}, seed)
    agents = [make_agent(game, "easy", seed + i) for i in range(players)]
    while not match.is_over() and (moves is None or len(match.steps) < moves):
        player = match.next_mover()
        match.apply(player, agents[player].choose(match.state, player))
    return match


def old_record(path, games: list[tuple[Match, str]]) -> None:
    """A record file as the app wrote it before schema 3 (the fix of 40d24f1 came later): schema
    version 2, every seat's score the sheet's total, which for Campaign Trail added electoral votes,
    states and voters. Each game is stored with the save text given (a damaged one if need be)."""
    import sqlite3

    from desktop_app.record.db import migrate

    conn = sqlite3.connect(path)
    assert migrate(conn, target=2) == 2
    with conn:
        for number, (match, save_text) in enumerate(games, start=1):
            sheet = match.state.score_sheet()
            conn.execute(
                "INSERT INTO games (id, finished_at, game, seed, options, fingerprint, save, hints_used)"
                " VALUES (?, ?, ?, ?, '{}', ?, ?, 0)",
                (number, f"2026-11-0{number}T10:00:00Z", match.game.id, match.seed, f"key{number}",
                 save_text))
            conn.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(number, i, seat.name, seat.kind, seat.level, int(sheet.totals[i]), int(i in sheet.winners))
                 for i, seat in enumerate(match.seats)])
    conn.close()
