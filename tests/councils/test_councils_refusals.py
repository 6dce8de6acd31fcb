"""Issue 15, "every refusal says why": each kind of illegal move a person can try at the Councils &
Contracts table gets the rule's reason (desktop_app/games/councils/refusals.py; CC-3, CC-4, CC-5, CC-6,
CC-10, CC-11, CC-17), telling "other pieces or later" apart from "never"."""

from __future__ import annotations

from desktop_app.games.councils.actions import (
    BuildingAction,
    ChooseBuilding,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from desktop_app.games.councils.definition import COUNCILS_GAME

from .helpers import act, build, new, set_display, set_employees, set_influence


def why(s, action, player=0):
    return COUNCILS_GAME.why_not(s, player, action)


def test_a_legal_move_has_no_refusal():
    s = new(2, 1)
    assert why(s, PlaceEmployees(("EDU", "EDU"))) is None


def test_cc3_a_placement_pattern_that_is_not_allowed():
    s = new(2, 1)
    r = why(s, PlaceEmployees(("EDU", "TRA", "EDU")))
    assert (r.key, r.params, r.never) == ("councils.placing_pattern", (4,), False)
    r = why(s, PlaceEmployees(("EDU", "SPC")))
    assert r.key == "councils.no_such_council" and r.never  # CC-16: five players only


def test_cc6_no_employee_left_to_place():
    s = new(2, 1)
    set_employees(s, 0, 0, box=4)
    assert why(s, PlaceEmployees(("EDU",))).key == "councils.no_employees_left"
    assert why(s, StartProject(s.display[0])).key == "councils.project_needs_employees"


def test_cc6_resolving_and_building_actions_wait_until_no_employee_is_left():
    s = new(2, 1)
    assert why(s, ResolveIssue("EDU")).key == "councils.employees_first"
    build(s, "B01", (1, 0), owner=0, employees=1)
    r = why(s, BuildingAction("B01"))
    assert r.key == "councils.employees_first" and not r.never


def test_cc17_a_building_of_another_player_never():
    s = new(2, 1)
    build(s, "B01", (1, 0), owner=1, employees=1)
    set_employees(s, 0, 0, box=4)
    r = why(s, BuildingAction("B01"))
    assert (r.key, r.params, r.never) == ("councils.not_your_building", ("B01",), True)


def test_cc4_resolving_where_the_player_has_no_employee():
    s = new(2, 1)
    set_employees(s, 0, 0, box=4)
    r = why(s, ResolveIssue("EDU"))
    assert (r.key, r.params) == ("councils.no_employee_in_council", ("EDU",))


def test_cc10_a_project_the_player_cannot_afford():
    s = new(2, 1)
    set_display(s, ["B07", "B01"])
    set_influence(s, 0, TRA=0)
    r = why(s, StartProject("B07"))
    assert (r.key, r.params, r.never) == ("councils.project_short_of_influence", ("B07", 1, "TRA", 0), False)
    set_influence(s, 0, TRA=1, FIN=1)
    set_employees(s, 0, 1, box=3)
    r = why(s, StartProject("B07"))  # needs two employees
    assert (r.key, r.params) == ("councils.project_short_of_employees", ("B07", 2, 1))
    missing = next(c for c in s.data.cards if c not in s.display and c not in s.positions)
    assert why(s, StartProject(missing)).key == "councils.not_in_display"


def test_cc11_cells_of_the_city():
    s = new(2, 1)
    act(s, 0, StartProject(next(a.card for a in s.legal_actions(0) if isinstance(a, StartProject))))
    assert s.pending and s.pending[-1].kind == "position"
    r = why(s, ChoosePosition(0, 0))  # City Hall stands there
    assert r.key == "councils.cell_taken" and r.never
    r = why(s, ChoosePosition(5, 5))
    assert r.key == "councils.not_adjacent" and not r.never


def test_cc5_an_employee_on_the_city():
    s = new(2, 1)
    build(s, "B01", (1, 0))
    r = why(s, ChooseBuilding("B01"))
    assert r.key == "councils.staff_with_project"
    assert why(s, ChoosePosition(2, 0)).key == "councils.no_card_to_place"


def test_not_your_turn():
    s = new(2, 1)
    assert why(s, PlaceEmployees(("EDU", "EDU")), player=1).key == "engine.not_your_turn"
