"""Strength of the Councils & Contracts computer players and the balance tool (spec section 12)."""

from __future__ import annotations

import json

from desktop_app.engine.rng import Rng
from desktop_app.games.councils.definition import COUNCILS_GAME
from desktop_app.games.councils.stages import FINAL
from desktop_app.tools.balance import councils as balance

from .helpers import builder_vs_random, new, set_influence


def test_bt7_heuristic_beats_random_clearly():
    """BT-7 (skill pays), small and fast: the Easy player wins at least 3 games in 4 against random."""
    assert builder_vs_random(16, first_seed=900) >= 0.75


def test_evaluate_in_unit_interval_for_every_player_count():
    """evaluate() gives each player a value in [0, 1] at the start, mid-game and at the end."""
    for players in range(2, 6):
        s = new(players, seed=40 + players)
        rng = Rng(players)
        checked = 0
        while True:
            values = COUNCILS_GAME.evaluate(s)
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)
            checked += 1
            if s.is_terminal():
                break
            p = s.to_move()[0]
            s.apply_action(p, COUNCILS_GAME.heuristic_action(s, p, rng))
        assert checked > 20


def test_evaluate_favours_the_leader():
    """More VP, or equal VP and more influence, rates higher; the values follow the VP order."""
    s = new(4, seed=7)
    s.vp_parts = ((20, 0, 0), (10, 0, 0), (5, 0, 0), (0, 0, 0))
    values = COUNCILS_GAME.evaluate(s)
    assert values[0] > values[1] > values[2] >= values[3]
    assert values[0] > 0.5 > values[3]
    s.vp_parts = ((0, 0, 0),) * 4
    set_influence(s, 2, EDU=5, TRA=5, FIN=5, LEG=5, DEV=3)
    values = COUNCILS_GAME.evaluate(s)
    assert values[2] == max(values) and values[2] > values[0]


def test_evaluate_final_rounds_count_the_majorities_in_full():
    """CC-7: in the final rounds the majority bonus is almost certain, so a sole leader in every type
    is rated well ahead of an opponent with the same VP."""
    s = new(2, seed=8)
    s.stage = FINAL
    s.final_turns_left = 1
    set_influence(s, 0, EDU=3, TRA=3, FIN=3, LEG=3, DEV=3)
    set_influence(s, 1, EDU=0, TRA=0, FIN=0, LEG=0, DEV=0)
    values = COUNCILS_GAME.evaluate(s)
    assert values[0] > 0.9 > 0.1 > values[1]


def test_balance_stacker_never_builds_and_resolves_at_four():
    """The BT-1 'council stacker': never starts a project, stacks 2 in one council, resolves at 4."""
    s = new(2, seed=11)
    p = s.current
    rng = Rng(0)
    action = balance.stacker_action(s, p, rng)
    assert action.kind == "place" and len(set(action.councils)) == 1 and len(action.councils) == 2
    record = balance.play(3, [balance.STACKER, balance.BUILDER, balance.BUILDER], seed=5)
    assert record["resolved"] and sum(record["resolved"].values()) > 0
    assert record["vp"][0] > 0 and record["rounds"] > 0


def test_balance_script_runs_on_three_games(capsys):
    """The committed balance tool (spec section 12): figures and a final JSON line."""
    assert balance.main(["--games", "3", "--players", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert any("BT-1" in line for line in lines) and any("BT-3" in line for line in lines)
    doc = json.loads(lines[-1])
    assert doc["game"] == "councils"
    (result,) = doc["balance"]
    assert result["players"] == 3 and result["games_per_config"] == 3
    assert set(result["targets"]) == {"BT-1", "BT-2", "BT-3", "BT-4"}
    assert 0.0 <= result["stacker_vs_builders"]["share"] <= 1.0
    assert result["builders"]["mean_rounds"] > 0
