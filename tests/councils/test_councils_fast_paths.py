"""The engine's fast paths give exactly what the plain rules give: the packed affordability test
(CC-10) and the legality check that trusts the very objects of the last list."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import IllegalActionError
from desktop_app.engine.rng import Rng
from desktop_app.games.councils import city
from desktop_app.games.councils.actions import PlaceEmployees, StartProject
from desktop_app.games.councils.stages import FINAL

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
        s.influence = s.influence[:p] + (row,) + s.influence[p + 1:]
        set_employees(s, p, rng.below(7))
        if trial % 3 == 0:
            s.stage = FINAL
        picked = [projects[rng.below(len(projects))] for _ in range(8)]
        set_display(s, list(dict.fromkeys(picked)))
        offered = [a.card for a in s.legal_actions(p) if isinstance(a, StartProject)]
        assert offered == [c for c in s.display if city.can_afford(s, p, c)], (row, s.available[p])


def test_an_action_from_a_list_of_another_moment_is_refused():
    """The quick check trusts an action only while the fields its list followed from are unchanged:
    after a change by hand the full check runs and refuses a placement with no employee (CC-3)."""
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
