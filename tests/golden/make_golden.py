"""Writes the committed golden saves: one finished game per game, every seat an Easy computer player.

Run once from the repository root (``python -m tests.golden.make_golden``) when a save format change is
intended; the test in this folder then pins what the committed files replay to, so an engine change that
alters how an old save replays fails instead of rewriting history.
"""

from __future__ import annotations

from pathlib import Path

from desktop_app.ai.agents import make_agent
from desktop_app.engine import saves
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match

HERE = Path(__file__).parent
# game id, seat count, deal seed: small fixed choices, one finished game each.
GOLDEN = (("copernico", 3, 11), ("copycat", 3, 12), ("councils", 4, 13), ("campaign-trail", 3, 14))


def play_finished(game_id: str, num_players: int, seed: int) -> Match:
    from desktop_app.games.catalogue import get_game

    game = get_game(game_id)
    seats = [Seat(f"Easy {i + 1}", "ai", "easy", colour=i) for i in range(num_players)]
    match = Match(game, seats, game.normalize_options(num_players, {}), seed)
    agents = [make_agent(game, "easy", seed * 100 + i) for i in range(num_players)]
    while not match.is_over():
        player = match.state.to_move()[0]
        match.apply(player, agents[player].choose(match.state, player))
    return match


def main() -> None:
    for game_id, num_players, seed in GOLDEN:
        match = play_finished(game_id, num_players, seed)
        (HERE / f"{game_id}.json").write_text(saves.dumps(match) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
