"""Random and heuristic playouts with the invariants checked after every action (OpenSpiel-style)."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.councils.definition import COUNCILS_GAME
from desktop_app.games.councils.stages import OVER

from .helpers import check_invariants, new

MAX_STEPS = 20_000


def _play(players: int, seed: int, heuristic: bool = False) -> int:
    s = new(players, seed=seed)
    rng = Rng(seed * 7919 + 1)
    steps = 0
    check_invariants(s)
    while not s.is_terminal():
        movers = s.to_move()
        assert len(movers) == 1
        p = movers[0]
        actions = s.legal_actions(p)
        assert actions, "a player to move always has an action"
        assert len(set(actions)) == len(actions)
        for q in range(players):
            if q != p:
                assert s.legal_actions(q) == []
        action = COUNCILS_GAME.heuristic_action(s, p, rng) if heuristic else actions[rng.below(len(actions))]
        assert action in actions
        s.apply_action(p, action)
        check_invariants(s)
        steps += 1
        assert steps < MAX_STEPS, "the game terminates"
    assert s.stage == OVER and s.legal_actions(0) == []
    sheet = s.score_sheet()
    assert sheet.winners and all(0 <= w < players for w in sheet.winners)
    assert len(sheet.points) == players and all(len(row) == 4 for row in sheet.points)
    returns = s.returns()
    assert all(0.0 <= r <= 1.0 for r in returns)
    return steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(6))
def test_random_playout_invariants(players, seed):
    _play(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_heuristic_playout_invariants(players):
    _play(players, 100 + players, heuristic=True)


def test_random_playouts_reach_every_decision_and_action():
    """Coverage guard for the invariant runs above: random 5-player games reach every kind of pending
    decision and execute every building-action number, so the invariants were checked on all of them."""
    decisions = set()
    action_numbers = set()
    for seed in range(40):
        s = new(5, seed=1000 + seed)
        rng = Rng(seed)
        while not s.is_terminal():
            if s.pending:
                decisions.add(s.pending[-1].kind)
            p = s.to_move()[0]
            actions = s.legal_actions(p)
            for event in s.apply_action(p, actions[rng.below(len(actions))], trusted=True):
                if event.message_id in ("councils.building_action", "councils.on_placement",
                                        "councils.copy_action"):
                    action_numbers.add(event.params["action"])
    assert decisions == {"position", "split", "convert", "type_vp", "copy", "move", "staff", "b19_card"}
    assert action_numbers == set(range(1, 21))
