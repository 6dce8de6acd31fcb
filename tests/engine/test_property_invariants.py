"""Engine invariants for every game, over random seeds, player counts and move choices
(hypothesis searches the space and shrinks a failure to a small case).

The OpenSpiel ``random_sim_test`` idea as properties: while a game is not over,
someone is to move and has a legal move; every listed move passes the rules'
own legality check and survives the save codec; a clone is independent of the
state it came from; the same seed and choices replay to the same game even when
the global ``random`` is used in between (the engine's RNG lives in the state);
a finished game scores every seat.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import all_games

MAX_ACTIONS = 1500  # per example: random games run to their end well within this
CHECKED_LEGAL = 6  # legal moves re-checked per step (all of them on short lists)

GAMES = {game.id: game for game in all_games()}


def _play(game, num_players: int, seed: int, choice_seed: int, check: bool):
    """Random legal play; returns the final state and the (player, action) list."""
    options = game.normalize_options(num_players, {})
    state = game.new_game(num_players, options, seed)
    chooser = Rng(choice_seed)
    played = []
    for _ in range(MAX_ACTIONS):
        movers = state.to_move()
        if check:
            assert bool(movers) != state.is_terminal()
        if not movers:
            break
        player = movers[chooser.below(len(movers))]
        legal = state.legal_actions(player)
        if check:
            assert legal, f"seat {player} must move but has no legal move"
            for action in legal[:: max(1, len(legal) // CHECKED_LEGAL)]:
                state.check_legal(player, action)  # the listing and the rules agree
                codec = game.action_codec
                assert codec.decode(codec.encode(action)) == action  # saves keep it exactly
        action = legal[chooser.below(len(legal))]
        if check:
            twin = state.clone()
            before = twin.observation(None)
        state.apply_action(player, action)
        if check:
            assert twin.observation(None) == before  # the clone did not move with the state
        played.append((player, action))
    return state, played


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**31 - 1), choice_seed=st.integers(0, 2**31 - 1))
def test_random_play_keeps_the_engine_invariants(game_id, data, seed, choice_seed):
    game = GAMES[game_id]
    num_players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    state, played = _play(game, num_players, seed, choice_seed, check=True)
    # Same seed and choices, with the global RNG disturbed: the same game.
    random.seed(seed ^ 0xBAD)
    random.random()
    again, replayed = _play(game, num_players, seed, choice_seed, check=False)
    assert replayed == played
    for viewer in (None, *range(num_players)):
        assert again.observation(viewer) == state.observation(viewer)
    if state.is_terminal():
        sheet = state.score_sheet()
        assert len(sheet.totals) == num_players
        assert len(state.returns()) == num_players
