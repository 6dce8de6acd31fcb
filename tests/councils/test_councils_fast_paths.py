"""The engine's fast paths give exactly what the plain rules give: the packed affordability test
(CC-10) and the legality check that knows the very objects the lists hand out."""

from __future__ import annotations

import pytest

from desktop_app.engine.actions import Action
from desktop_app.engine.errors import IllegalActionError
from desktop_app.engine.game import GameState
from desktop_app.engine.rng import Rng
from desktop_app.games.councils import building_actions, city
from desktop_app.games.councils.actions import (
    ChooseBuilding,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    ChoosePosition,
    Decline,
    PlaceEmployees,
    StartProject,
    cached,
)
from desktop_app.games.councils.frames import MOVE, STAFF
from desktop_app.games.councils.stages import FINAL
from desktop_app.games.councils.state import CouncilsState

from .helpers import DATA, TYPES, new, set_display, set_employees


def test_cc10_packed_affordability_matches_the_track_by_track_test():
    """Every project the main list offers is one city.can_afford accepts and the other way round, over
    random supplies: influence from 0 to the cap on each track and 0 to 6 available employees, in the
    normal and the final rounds (CC-10, CC-7)."""
    rng = Rng(13)
    cap = DATA.constants["INFLUENCE_MAX"]
    projects = list(DATA.project_ids)
    for trial in range(400):
        s = new(2 + trial % 4, seed=trial)
        p = s.current
        row = tuple(rng.below(cap + 1) for _ in TYPES)
        s.set_influence(p, row)
        set_employees(s, p, rng.below(7))
        if trial % 3 == 0:
            s.stage = FINAL
        picked = [projects[rng.below(len(projects))] for _ in range(8)]
        set_display(s, list(dict.fromkeys(picked)))
        offered = [a.card for a in s.legal_actions(p) if isinstance(a, StartProject)]
        assert offered == [c for c in s.display if city.can_afford(s, p, c)], (row, s.available[p])


def _shared_actions(s: CouncilsState) -> list[Action]:
    """Every shared instance a list of this game may hand out now or later: each kind's candidates,
    the cells only around the city as it is."""
    tables = s.tables
    out: list[Action] = [a for options in tables.place for a in options]
    out += [action for _, action in tables.project.values()]
    out += [*tables.resolve, *tables.execute.values(), tables.pass_action]
    out += [cached(ChoosePosition, x + dx, y + dy) for x, y in s.city for dx, dy in ((0, 0), (1, 0), (0, 1))]
    out += [cached(ChooseInfluence, t) for t in TYPES]
    out += [cached(ChooseBuilding, c) for c in DATA.cards] + [cached(Decline)]
    out += [cached(ChooseDisplayCard, c) for c in DATA.cards]
    out += [cached(ChooseCardType, t) for t in DATA.card_types]
    return out


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_quick_legality_check_takes_exactly_the_listed_actions(players: int, monkeypatch):
    """At every step of random games, every shared action of any kind is applied to a copy: it is taken
    exactly when legal_actions lists it, and without the engine's full check when the list holds that
    very object (a Pass excepted: it is legal only when nothing else is); the other players' attempts
    are all refused. In the normal and the final rounds and inside every kind of decision."""
    full_checks: list[Action] = []
    engine_check = GameState.check_legal

    def counted(state: GameState, player: int, action: Action) -> None:
        full_checks.append(action)
        engine_check(state, player, action)

    monkeypatch.setattr(GameState, "check_legal", counted)
    for seed in (players,):
        s = new(players, seed=seed)
        rng = Rng(seed + 40)
        while not s.is_terminal():
            mover = s.to_move()[0]
            listed = s.legal_actions(mover)
            for action in _shared_actions(s):
                full_checks.clear()
                twin = s.clone()
                try:
                    twin.apply_action(mover, action)
                    taken = True
                except IllegalActionError:
                    taken = False
                assert taken == (action in listed), action
                if any(a is action for a in listed) and action is not s.tables.pass_action:
                    assert full_checks == [], action
            for other in range(players):
                if other != mover:
                    for action in listed:
                        with pytest.raises(IllegalActionError):
                            s.clone().apply_action(other, action)
            s.apply_action(mover, listed[rng.below(len(listed))])


def test_an_action_from_a_list_of_another_moment_is_refused():
    """The quick check reads the state as it is: after a change by hand the full check runs and
    refuses a placement with no employee (CC-3)."""
    s = new(2, seed=3)
    p = s.current
    place = next(a for a in s.legal_actions(p) if isinstance(a, PlaceEmployees))
    set_employees(s, p, 0, box=s.box[p] + s.available[p])
    with pytest.raises(IllegalActionError):
        s.apply_action(p, place)


def test_an_equal_action_not_from_the_list_still_passes_the_full_check():
    s = new(2, seed=4)
    p = s.current
    listed = s.legal_actions(p)[0]
    assert isinstance(listed, PlaceEmployees)
    twin = PlaceEmployees(tuple(listed.councils))
    assert twin is not listed
    s.apply_action(p, twin)
    assert s.available[p] == DATA.constants["EMPLOYEES_ACTIVE"] - len(listed.councils)


def test_a_building_to_move_to_or_staff_is_tested_as_the_list_would_take_it():
    """Inside #9/#10/#14 (move, CC-22) and #12/#13 (staff, CC-23) decisions met in random games, the
    quick answer test takes a building exactly when decision_actions lists its shared instance (the
    Decline too), and refuses an equal action that is not that instance."""
    met = set()
    for seed in range(30):
        s = new(2 + seed % 4, seed=seed)
        rng = Rng(seed + 90)
        while not s.is_terminal():
            if s.pending and s.pending[-1].kind in (MOVE, STAFF):
                frame = s.pending[-1]
                met.add(frame.kind)
                listed = building_actions.decision_actions(s, frame)
                for action in [*(cached(ChooseBuilding, c) for c in DATA.cards), cached(Decline),
                               cached(ChooseInfluence, TYPES[0])]:
                    assert building_actions.is_answer(s, frame, action) == any(a is action for a in listed)
                for action in listed:
                    if isinstance(action, ChooseBuilding):
                        assert not building_actions.is_answer(s, frame, ChooseBuilding(action.card))
            mover = s.to_move()[0]
            listed_now = s.legal_actions(mover)
            s.apply_action(mover, listed_now[rng.below(len(listed_now))])
    assert met == {MOVE, STAFF}
