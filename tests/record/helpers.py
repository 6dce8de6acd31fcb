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
