"""The heuristic player and the evaluation used to cut rollouts short."""

from __future__ import annotations

from desktop_app.engine.rng import Rng
from desktop_app.games.councils.actions import ChoosePosition, StartProject
from desktop_app.games.councils.definition import COUNCILS

from .helpers import new, set_display, set_influence


def test_heuristic_returns_legal_actions_and_does_not_change_the_state():
    s = new(4, seed=3)
    rng = Rng(1)
    for _ in range(200):
        if s.is_terminal():
            break
        p = s.to_move()[0]
        before = s.fingerprint()
        action = COUNCILS.heuristic_action(s, p, rng)
        assert s.fingerprint() == before
        assert action in s.legal_actions(p)
        s.apply_action(p, action)


def test_heuristic_builds_an_affordable_big_project():
    s = new(2, seed=3)
    p = s.current
    set_display(s, ["B21", "B01", "B02", "B03", "B04", "B05", "B06", "B07"])
    set_influence(s, p, EDU=1, TRA=1, FIN=1, LEG=1, DEV=2)
    assert COUNCILS.heuristic_action(s, p, Rng(0)) == StartProject("B21")
    s.apply_action(p, StartProject("B21"))
    assert isinstance(COUNCILS.heuristic_action(s, p, Rng(0)), ChoosePosition)


def test_evaluate_in_unit_interval_and_favours_the_leader():
    s = new(3, seed=2)
    values = COUNCILS.evaluate(s)
    assert len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)
    s.vp_parts = ((30, 0, 0), (0, 0, 0), (0, 0, 0))
    values = COUNCILS.evaluate(s)
    assert values[0] > 0.9 and values[1] < 0.1


def test_heuristic_beats_random():
    """A sensible player: the builder wins clearly against uniform random play (2 players)."""
    wins = 0.0
    games = 20
    for g in range(games):
        s = new(2, seed=500 + g)
        rng = Rng(g)
        me = g % 2
        while not s.is_terminal():
            p = s.to_move()[0]
            if p == me:
                action = COUNCILS.heuristic_action(s, p, rng)
            else:
                actions = s.legal_actions(p)
                action = actions[rng.below(len(actions))]
            s.apply_action(p, action)
        winners = s.score_sheet().winners
        if me in winners:
            wins += 1 / len(winners)
    assert wins >= 15
