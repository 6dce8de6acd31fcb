"""The AI worker: thinking off the UI thread, from JSON-only requests."""

from __future__ import annotations

import os

import pytest

from desktop_app.ai.worker import THINKING_NICENESS, AiWorker, rebuild_state, think

from . import toy_game
from .toy_game import GATE_ENV, GATED_BIDS, GATED_PATHS, HIDDEN_BIDS

GAME_PATHS = {HIDDEN_BIDS.id: f"{toy_game.__name__}:HIDDEN_BIDS"}


def recorded_actions(rounds: int = 2, seed: int = 6) -> list[dict]:
    """The action list of a game in progress, as the UI would send it."""
    state = HIDDEN_BIDS.new_game(2, {}, seed)
    out = []
    while len(state.history) < rounds:
        player = state.to_move()[0]
        action = state.legal_actions(player)[-1]
        out.append({"player": player, "action": HIDDEN_BIDS.action_codec.encode(action)})
        state.apply_action(player, action)
    return out


def test_rebuild_state_replays_the_actions_and_extends_the_cached_game():
    actions = recorded_actions(rounds=3)
    direct = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions)
    shorter = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions[:4])
    again = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions)  # from the cache, after an undo-like step back
    assert direct.observation(None) == again.observation(None)
    assert len(shorter.history) == 1 and len(direct.history) == 3


def test_think_answers_with_a_legal_action_json():
    actions = recorded_actions()
    answer = think(HIDDEN_BIDS.id, 2, {}, 6, actions, 0, "easy", 3, GAME_PATHS)
    state = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions)
    assert HIDDEN_BIDS.action_codec.decode(answer["action"]) in state.legal_actions(0)
    assert answer["seconds"] >= 0.0


def test_think_refuses_a_player_who_owes_nothing():
    actions = recorded_actions()
    actions.append({"player": 0, "action": {"kind": "bid", "card": rebuild_state(
        HIDDEN_BIDS, 2, {}, 6, actions).hands[0][0]}})
    actions.append({"player": 0, "action": {"kind": "boost", "on": False}})
    with pytest.raises(ValueError):
        think(HIDDEN_BIDS.id, 2, {}, 6, actions, 0, "easy", 3, GAME_PATHS)


@pytest.mark.parametrize("in_process", [True, False], ids=["thread", "process"])
def test_worker_returns_at_once_and_then_a_legal_action(in_process, tmp_path, monkeypatch):
    gate = tmp_path / "gate"
    monkeypatch.setenv(GATE_ENV, str(gate))  # before the worker starts: its process inherits it
    worker = AiWorker(in_process=in_process, game_paths={**GAME_PATHS, **GATED_PATHS})
    try:
        actions = recorded_actions()
        future = worker.request(GATED_BIDS.id, 2, {}, 6, actions, 1, "normal", 9)
        # The answer needs the game, whose making waits for the gate, which only this thread opens, after
        # the request returned: the caller was not held up by the thinking.
        assert not future.done()
        gate.touch()
        answer = future.result(timeout=60)
        state = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions)
        assert HIDDEN_BIDS.action_codec.decode(answer["action"]) in state.legal_actions(1)
        assert answer["seconds"] > 0.0
        # The same request gives the same action: the worker adds no randomness.
        again = worker.request(GATED_BIDS.id, 2, {}, 6, actions, 1, "normal", 9).result(timeout=60)
        assert again["action"] == answer["action"]
    finally:
        worker.shutdown()


def test_worker_reports_an_illegal_history_through_the_future():
    worker = AiWorker(in_process=True, game_paths=GAME_PATHS)
    try:
        bad = [{"player": 0, "action": {"kind": "bid", "card": 99}}]
        future = worker.request(HIDDEN_BIDS.id, 2, {}, 6, bad, 0, "easy", 1)
        with pytest.raises(Exception, match="not allowed"):
            future.result(timeout=30)
    finally:
        worker.shutdown()


def test_worker_falls_back_to_a_thread_when_no_process_can_start(monkeypatch):
    import desktop_app.ai.worker as worker_module

    def no_processes(*args, **kwargs):
        raise OSError("processes are not allowed here")

    monkeypatch.setattr(worker_module, "ProcessPoolExecutor", no_processes)
    worker = AiWorker(game_paths=GAME_PATHS)
    try:
        actions = recorded_actions()
        answer = worker.request(HIDDEN_BIDS.id, 2, {}, 6, actions, 0, "easy", 2).result(timeout=30)
        assert worker.in_process
        state = rebuild_state(HIDDEN_BIDS, 2, {}, 6, actions)
        assert HIDDEN_BIDS.action_codec.decode(answer["action"]) in state.legal_actions(0)
    finally:
        worker.shutdown()


def test_cancelled_request_that_has_not_started_is_dropped():
    worker = AiWorker(in_process=True, game_paths=GAME_PATHS)
    try:
        actions = recorded_actions()
        busy = worker.request(HIDDEN_BIDS.id, 2, {}, 6, actions, 1, "normal", 9)
        queued = worker.request(HIDDEN_BIDS.id, 2, {}, 6, actions, 1, "normal", 10)
        assert queued.cancel()
        assert busy.result(timeout=60)["action"]
        assert queued.cancelled()
    finally:
        worker.shutdown()


@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX niceness")
def test_the_thinking_process_runs_below_the_window():
    # issue 13: when the window and the search want a processor at once, the window goes first.
    worker = AiWorker(in_process=False)
    try:
        niceness = worker._get_executor().submit(os.nice, 0).result(timeout=120)
    finally:
        worker.shutdown()
    assert niceness == min(19, os.nice(0) + THINKING_NICENESS)
