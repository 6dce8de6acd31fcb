"""Decisions of every computer level at a few fixed positions, printed as one JSON line.

Run as ``python -m tests.ai.decision_probe`` by the reproducibility tests, once per
``PYTHONHASHSEED``: the chosen actions must not depend on hash or set order.
"""

from __future__ import annotations

import json
import sys

from desktop_app.ai.agents import IsmctsAgent, make_agent
from desktop_app.engine.game import GameDefinition, GameState
from desktop_app.games.catalogue import get_game

GAMES = ("copernico", "copycat", "councils")


def positions(game: GameDefinition, players: int, seed: int, count: int) -> list[GameState]:
    """``count`` decisions (more than one legal action) spread over an Easy self-play game."""
    state = game.new_game(players, game.normalize_options(players, {}), seed)
    agents = [make_agent(game, "easy", seed + p) for p in range(players)]
    found = []
    while state.to_move():
        player = state.to_move()[0]
        if len(state.legal_actions(player)) > 1:
            found.append(state.clone())
        state.apply_action(player, agents[player].choose(state, player))
    step = max(1, len(found) // count)
    return found[::step][:count]


def decisions(game_id: str, iterations: int = 40) -> list[dict]:
    game = get_game(game_id)
    out = []
    for players, seed in ((2, 11), (4, 12)):
        for state in positions(game, players, seed, 4):
            player = state.to_move()[0]
            easy = make_agent(game, "easy", 5)
            normal = IsmctsAgent(game, 5, iterations=iterations, time_limit=0.0)
            for agent in (easy, normal):
                out.append(game.action_codec.encode(agent.choose(state, player)))
            # The evaluation bit for bit: float sums taken in hash order differ in the last bits,
            # and those flip close choices somewhere in a long game.
            out.append(repr(game.evaluate(state)))
            result = normal.last_result
            assert result is not None
            # The statistics too: a different order of equal-looking work shows here first.
            out.append(sorted((json.dumps(game.action_codec.encode(a), sort_keys=True), v)
                              for a, v in result.visits.items()))
    return out


def whole_game(game_id: str, seed: int = 21, iterations: int = 6) -> list[dict]:
    """Every action of a 2-player game, Normal (tiny budget) against Easy: small differences add up
    over a game, so this catches what a few positions miss."""
    game = get_game(game_id)
    state = game.new_game(2, game.normalize_options(2, {}), seed)
    agents = [IsmctsAgent(game, seed, iterations=iterations, time_limit=0.0), make_agent(game, "easy", seed)]
    actions = []
    while state.to_move():
        player = state.to_move()[0]
        action = agents[player].choose(state, player)
        actions.append(game.action_codec.encode(action))
        state.apply_action(player, action)
    return actions


if __name__ == "__main__":
    chosen = sys.argv[1:] or list(GAMES)
    print(json.dumps({g: {"positions": decisions(g), "game": whole_game(g)} for g in chosen}, sort_keys=True))
