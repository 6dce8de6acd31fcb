"""The computer opponents on Copernico, the first real game."""

from __future__ import annotations

import pytest

from desktop_app.ai.agents import IsmctsAgent, make_agent
from desktop_app.ai.worker import AiWorker, rebuild_state
from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game

GAME = get_game("copernico")


def heuristic_history(num_players: int, seed: int, stop) -> tuple[object, list[dict]]:
    """Play heuristic moves from a new game until ``stop(state)``; the state and its action list."""
    options = GAME.normalize_options(num_players, {})
    state = GAME.new_game(num_players, options, seed)
    rng = Rng(seed)
    actions = []
    while not stop(state):
        player = state.to_move()[0]
        action = GAME.heuristic_action(state, player, rng)
        actions.append({"player": player, "action": GAME.action_codec.encode(action)})
        state.apply_action(player, action)
    return state, actions


def act_phase_after_opponent_committed(seed: int = 4):
    """Turn 3 or later, phase 2: seat 0 has committed in secret, seat 1 still chooses."""
    state, _ = heuristic_history(
        2, seed, lambda s: s.turn >= 3 and s.phase == "act" and s.to_move() == (0, 1))
    rng = Rng(9)
    state.apply_action(0, GAME.heuristic_action(state, 0, rng))
    while 0 in state.to_move():  # seat 0 finishes paying
        state.apply_action(0, GAME.heuristic_action(state, 0, rng))
    assert state.to_move() == (1,)
    return state


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_copernico_full_game_only_legal_actions(level):
    agents = [make_agent(GAME, level, 1), make_agent(GAME, "random", 2), make_agent(GAME, "easy", 3)]
    if level == "normal":
        agents[0] = IsmctsAgent(GAME, 1, iterations=25, time_limit=5.0)
    state = GAME.new_game(3, GAME.normalize_options(3, {}), 17)
    while not state.is_terminal():
        player = state.to_move()[0]
        action = agents[player].choose(state, player)
        assert action in state.legal_actions(player)
        state.apply_action(player, action)
    assert len(state.score_sheet().totals) == 3


def test_copernico_solo_game_with_search():
    agent = IsmctsAgent(GAME, 5, iterations=20, time_limit=5.0)
    state = GAME.new_game(1, GAME.normalize_options(1, {}), 3)
    while not state.is_terminal():
        action = agent.choose(state, 0)
        assert action in state.legal_actions(0)
        state.apply_action(0, action)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_copernico_choice_depends_only_on_seat_1s_view(level):
    """CO-25: another deal of what seat 2 cannot see (deck, seat 1's hand, draft
    discards, hypotheses, Advice, seat 1's secret commitment) gives the same move."""
    state = act_phase_after_opponent_committed()
    # A re-deal withdraws seat 1's secret commitment; seat 1 then commits
    # again in that other world, choosing at random.
    truth = state.redeterminize(1, Rng(2024))
    rng = Rng(77)
    while 0 in truth.to_move():
        truth.apply_action(0, rng.choice(truth.legal_actions(0)))
    assert truth.observation(1) == state.observation(1)
    assert truth.hands[0] != state.hands[0] or truth.deck != state.deck
    choices = set()
    for candidate in (state, truth):
        agent = make_agent(GAME, level, 11)
        if isinstance(agent, IsmctsAgent):
            agent = IsmctsAgent(GAME, 11, iterations=150, time_limit=60.0)
        choices.add(agent.choose(candidate, 1))
    assert len(choices) == 1


def test_copernico_worker_process_answers_legally_without_blocking(tmp_path, monkeypatch):
    from .toy_game import GATE_ENV, GATED_BIDS, GATED_PATHS

    state, actions = heuristic_history(2, 8, lambda s: s.turn >= 2 and s.phase == "act")
    player = state.to_move()[0]
    gate = tmp_path / "gate"
    monkeypatch.setenv(GATE_ENV, str(gate))  # before the worker's process starts: it inherits it
    worker = AiWorker(game_paths=GATED_PATHS)
    try:
        # The worker's one process is kept busy by a game that waits for the gate: the Copernico request
        # queues behind it, so its answer cannot exist until this thread opens the gate after it returned.
        busy = worker.request(GATED_BIDS.id, 2, {}, 6, [], 1, "easy", 3)
        future = worker.request("copernico", 2, {}, 8, actions, player, "normal", 5)
        assert not future.done() and not busy.done()
        gate.touch()
        busy.result(timeout=120)
        answer = future.result(timeout=120)
        assert not worker.in_process  # answered in the worker's process
    finally:
        worker.shutdown()
    rebuilt = rebuild_state(GAME, 2, {}, 8, actions)
    assert GAME.action_codec.decode(answer["action"]) in rebuilt.legal_actions(player)


def test_copernico_worker_request_for_match_plays_the_seat_level():
    from desktop_app.engine.seats import parse_seats
    from desktop_app.engine.session import Match

    match = Match(GAME, parse_seats("human,ai:easy"), {}, 21)
    rng = Rng(3)
    while 1 not in match.state.to_move():
        player = match.state.to_move()[0]
        match.apply(player, GAME.heuristic_action(match.state, player, rng))
    worker = AiWorker(in_process=True)
    try:
        answer = worker.request_for_match(match, 1, ai_seed=4).result(timeout=60)
        with pytest.raises(ValueError):
            worker.request_for_match(match, 0, ai_seed=4)
    finally:
        worker.shutdown()
    assert GAME.action_codec.decode(answer["action"]) in match.state.legal_actions(1)
