"""The observation's documented shape and the table figures the scene reads from it (CO-25)."""

from __future__ import annotations

import typing

from desktop_app.engine.rng import Rng
from desktop_app.games.copernico import view
from desktop_app.games.copernico.data import load_data
from desktop_app.games.copernico.view import CopernicoObservation

from .helpers import arrange, new_state, table
from .test_copernico_scoring import P1


def _keys() -> tuple[set[str], set[str]]:
    hints = typing.get_type_hints(CopernicoObservation, include_extras=True)
    optional = {k for k, v in hints.items() if typing.get_origin(v) is typing.NotRequired}
    return set(hints) - optional, optional


def test_co25_every_observation_fits_the_documented_shape():
    required, optional = _keys()
    for players in (1, 2, 4):
        s = new_state(players, 3)
        rng = Rng(5)
        while True:
            for viewer in (None, *range(players)):
                obs = view.observation(s, viewer)
                assert required <= set(obs), sorted(required - set(obs))
                assert set(obs) <= required | optional, sorted(set(obs) - required - optional)
            if s.is_terminal():
                break
            p = s.to_move()[0]
            legal = s.legal_actions(p)
            s.apply_action(p, legal[rng.below(len(legal))])


def test_co21_a_blank_shows_nothing_in_the_tally():
    s = new_state(1, 2)
    arrange(s, tables=(table({1: "Q01", 2: "Q02", 3: "Q03"}),), blanks=(frozenset({1}),))
    obs = view.observation(s, 0)
    assert view.public_table(obs, 0)[:3] == ["Q01", None, "Q03"]
    quality = sum(load_data().quadrants[c].quality for c in ("Q01", "Q03"))
    assert view.table_tally(obs, 0) == (quality, 0)  # the blank breaks the red row


def test_co12_tally_counts_quality_and_lines():
    s = new_state(2, 2)
    arrange(s, tables=(table({1: "Q01", 2: "Q02", 3: "Q03"}), table({})))
    obs = view.observation(s, 1)
    quality = sum(load_data().quadrants[c].quality for c in ("Q01", "Q02", "Q03"))
    assert view.table_tally(obs, 0) == (quality, 1)
    assert view.table_tally(obs, 1) == (0, 0)


def test_co17_fulfilled_by_names_each_seat_whose_table_fits():
    s = new_state(3, 2)
    arrange(s, tables=(P1, table({}), P1))
    obs = view.observation(s, None)
    assert view.fulfilled_by(obs, "H04") == [0, 2]
    assert view.fulfilled_by(obs, "H07") == []


def test_co22_solo_objectives_are_judged_on_the_observed_table():
    s = new_state(1, 2)
    arrange(s, tables=(P1,), blanks=(frozenset(),))
    obs = view.observation(s, 0)
    assert view.objective_met(obs, "H04")
    assert not view.objective_met(obs, "H07")
