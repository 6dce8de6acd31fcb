"""The heuristic player and the evaluation used to cut rollouts short."""

from __future__ import annotations

from desktop_app.engine.rng import Rng
from desktop_app.games.councils.actions import BuildingAction, ChoosePosition, StartProject
from desktop_app.games.councils.ai import player_value
from desktop_app.games.councils.definition import COUNCILS_GAME

from .helpers import build, builder_vs_random, new, set_council, set_display, set_employees, set_influence


def test_heuristic_returns_legal_actions_and_does_not_change_the_state():
    s = new(4, seed=3)
    rng = Rng(1)
    for _ in range(200):
        if s.is_terminal():
            break
        p = s.to_move()[0]
        before = s.fingerprint()
        action = COUNCILS_GAME.heuristic_action(s, p, rng)
        assert s.fingerprint() == before
        assert action in s.legal_actions(p)
        s.apply_action(p, action)


def test_heuristic_builds_an_affordable_big_project():
    s = new(2, seed=3)
    p = s.current
    set_display(s, ["B21", "B01", "B02", "B03", "B04", "B05", "B06", "B07"])
    set_influence(s, p, EDU=1, TRA=1, FIN=1, LEG=1, DEV=2)
    assert COUNCILS_GAME.heuristic_action(s, p, Rng(0)) == StartProject("B21")
    s.apply_action(p, StartProject("B21"))
    assert isinstance(COUNCILS_GAME.heuristic_action(s, p, Rng(0)), ChoosePosition)


def test_evaluate_in_unit_interval_and_favours_the_leader():
    s = new(3, seed=2)
    values = COUNCILS_GAME.evaluate(s)
    assert len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)
    s.vp_parts = ((30, 0, 0), (0, 0, 0), (0, 0, 0))
    values = COUNCILS_GAME.evaluate(s)
    assert values[0] > 0.9 and values[1] < 0.1


def test_heuristic_beats_random():
    """A sensible player: the builder wins clearly against uniform random play (2 players)."""
    games = 20
    wins = builder_vs_random(games, first_seed=500) * games
    assert wins >= 15


def _parked_on_recall_card():
    """2 players, the heuristic player to move with no employee available: 1 on B08 (#17), 3 in the
    box, 1 alone in each of two councils; the opponent leads every track, so no majority is at stake."""
    s = new(2, seed=3)
    p = s.current
    build(s, "B08", (0, 1), owner=p, employees=1)
    set_employees(s, p, available=0, box=3)
    set_council(s, "EDU", (1, 0) if p == 0 else (0, 1))
    set_council(s, "FIN", (1, 0) if p == 0 else (0, 1))
    set_influence(s, 1 - p, EDU=5, TRA=5, FIN=5, LEG=5, DEV=5)
    return s, p


def test_cc26_builder_recalls_a_boxed_employee_rather_than_resolve_alone():
    """CC-26 (#17) against a lone employee's resolution (resolver bonus only, §6): bringing a boxed
    employee back is worth more than 1 influence. The builder used to value an employee parked on a
    building above the action and a boxed employee at nothing, so it lived on single placements
    for most of a game (spec §12, BT-4 and BT-7)."""
    s, p = _parked_on_recall_card()
    assert BuildingAction("B08") in s.legal_actions(p)
    assert COUNCILS_GAME.heuristic_action(s, p, Rng(0)) == BuildingAction("B08")


def test_boxed_employees_count_against_the_player():
    """An employee in the box is lost unless #17/#20 bring it back (CC-26, CC-29): the valuation
    rates the same position lower with one more employee boxed instead of available."""
    s = new(2, seed=3)
    before = player_value(s, 0)
    set_employees(s, 0, available=s.available[0] - 1, box=s.box[0] + 1)
    assert player_value(s, 0) < before - 1.0


def test_trial_values_from_the_baseline_equal_full_valuations():
    """The builder values each candidate move by what it changed against the position it moves from
    (ai._Baseline); every value must be the full valuation's to the bit, or its choices would change."""
    from desktop_app.games.councils.ai import _Baseline, player_values

    for players, seed in ((2, 5), (5, 9)):
        s = new(players, seed=seed)
        rng = Rng(seed)
        while not s.is_terminal():
            p = s.to_move()[0]
            legal = s.legal_actions(p)
            baseline = _Baseline(s)
            for action in legal:
                trial = s.clone()
                trial.apply_action(p, action)
                full = None if trial.is_over() else player_values(trial)
                assert baseline.player_values(trial) == full
            s.apply_action(p, legal[rng.below(len(legal))])


def test_cell_choice_counts_copy_neighbours_like_the_adjacent_cards():
    """CC-21: the builder rates a cell by the neighbours a #8/#11 copier could copy (or the copiers beside
    a card worth copying); the per-city counts must match counting each free cell's adjacent cards."""
    from desktop_app.games.councils import city
    from desktop_app.games.councils.ai import _COPY_WORTHY, _copy_neighbours
    from desktop_app.games.councils.data import HALL, Effect

    s = new(5, seed=11)
    rng = Rng(2)
    checked = 0
    while not s.is_terminal():
        worthy, copiers = _copy_neighbours(s)
        for cell in city.frontier(s):
            near = [s.data.cards[c].effect for c in city.adjacent_cards(s, cell) if c != HALL]
            assert worthy.get(cell, 0.0) == sum(1.0 for e in near if e in _COPY_WORTHY)
            assert copiers.get(cell, 0.0) == sum(1.0 for e in near if e is Effect.COPY_ADJACENT)
            checked += 1
        p = s.to_move()[0]
        legal = s.legal_actions(p)
        s.apply_action(p, legal[rng.below(len(legal))])
    assert checked > 100
