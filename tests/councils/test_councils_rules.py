"""One test per rule: the rulebook sections and the spec clarifications CC-1 to CC-31."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import IllegalActionError
from desktop_app.games.councils import building_actions, city
from desktop_app.games.councils.actions import (
    BuildingAction,
    ChooseBuilding,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    ChoosePosition,
    Decline,
    Pass,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from desktop_app.games.councils.stages import FINAL, FINISHING, NORMAL, OVER

from .helpers import (
    DATA,
    act,
    build,
    check_invariants,
    inf,
    kinds,
    legal,
    new,
    only_player_turn,
    set_council,
    set_display,
    set_employees,
    set_influence,
)


def _acting(card: str, employees: int, players: int = 2, pos=(1, 0), seed: int = 11):
    """Player 0 to move, no available employee, ``employees`` of them on ``card``."""
    s = new(players, seed=seed)
    s.start_player = 0
    only_player_turn(s, 0)
    build(s, card, pos, owner=0, employees=employees)
    set_employees(s, 0, 0, 6 - employees)
    return s


# -- setup (rulebook "Setup") --------------------------------------------------------------------------
def test_setup_cc8_start_player_random_and_clockwise():
    starts = {new(4, seed=k).start_player for k in range(40)}
    assert starts == {0, 1, 2, 3}
    s = new(4, seed=3)
    first = s.current
    act(s, first, PlaceEmployees(("EDU", "EDU")))
    assert s.current == (first + 1) % 4


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_cc15_deck_by_player_count_a_over_b(players):
    """Rulebook "Setup" / CC-15 / section 9: cards above the player count out, A shuffled over B."""
    s = new(players, seed=players * 13)
    a_count, b_count = DATA.decks[players]
    in_game = list(s.display) + list(s.deck)
    assert len(in_game) == a_count + b_count
    assert all(DATA.cards[c].min_players <= players for c in in_game)
    assert all(DATA.cards[c].min_players > players for c in s.removed)
    backs = [DATA.cards[c].deck for c in in_game]
    assert backs == sorted(backs)  # every A card comes out before any B card
    assert set(s.display) <= {c for c in in_game if DATA.cards[c].deck == "A"}


def test_setup_deck_is_shuffled_by_seed():
    assert new(2, seed=1).display != new(2, seed=2).display or new(2, seed=1).deck != new(2, seed=2).deck


# -- CC-6: the allowed actions ---------------------------------------------------------------------------
def test_cc6_with_employees_available_place_or_project_only():
    s = new(3)
    p = s.current
    set_council(s, "EDU", tuple(1 if q == p else 0 for q in range(3)))
    set_employees(s, p, 3)
    assert kinds(legal(s)) == {"place", "start_project"}


def test_cc6_without_employees_resolve_or_building_action_only():
    s = _acting("B01", 1)
    set_council(s, "FIN", (1, 0))
    set_employees(s, 0, 0, 4)
    assert kinds(legal(s)) == {"resolve", "building_action"}
    assert ResolveIssue("FIN") in legal(s) and ResolveIssue("EDU") not in legal(s)


def test_cc6_pass_only_when_nothing_is_possible():
    s = new(2)
    only_player_turn(s, 0)
    set_employees(s, 0, 0, 6)
    assert legal(s) == [Pass()]
    act(s, 0, Pass())
    assert s.current == 1


def test_cc6_illegal_action_raises_and_leaves_state():
    s = new(2)
    p = s.current
    before = s.fingerprint()
    with pytest.raises(IllegalActionError):
        s.apply_action(p, ResolveIssue("EDU"))
    with pytest.raises(IllegalActionError):
        s.apply_action(1 - p, PlaceEmployees(("EDU", "EDU")))
    assert s.fingerprint() == before


# -- CC-3, CC-14: placing --------------------------------------------------------------------------------
def test_cc3_fewer_available_same_pattern():
    s = new(2)
    p = s.current
    set_employees(s, p, 1, 5)
    assert sorted(a.councils for a in legal(s) if a.kind == "place") == [("EDU",), ("FIN",), ("LEG",),
                                                                         ("TRA",)]
    set_employees(s, p, 2, 4)
    places = [a.councils for a in legal(s) if a.kind == "place"]
    assert len(places) == 4 + 6 and ("EDU", "TRA") in places and ("EDU", "EDU") in places
    act(s, p, PlaceEmployees(("EDU", "TRA")))
    assert s.available[p] == 0


def test_cc14_council_capacity_unlimited():
    """Every employee of all 5 players can sit in one council."""
    s = new(5)
    only_player_turn(s, 0)
    set_council(s, "EDU", (4, 6, 6, 6, 6))
    s.available = [2, 0, 0, 0, 0]
    s.box = (0, 0, 0, 0, 0)
    check_invariants(s)
    act(s, 0, PlaceEmployees(("EDU", "EDU")))
    assert s.council_row(0) == [6, 6, 6, 6, 6]
    check_invariants(s)


# -- CC-4, CC-1: resolving -------------------------------------------------------------------------------
def test_cc4_five_or_six_employees_paid_as_four():
    s = new(2)
    only_player_turn(s, 0)
    set_council(s, "TRA", (6, 5))
    s.available = [0, 1]
    s.box = (0, 0)
    act(s, 0, ResolveIssue("TRA"))
    assert s.vp(0) == 4 and s.vp(1) == 4
    assert inf(s, 0, "TRA") == 1 + 1 + 1 and inf(s, 1, "TRA") == 2
    assert s.available == [6, 6]


def test_cc1_influence_capped_at_ten():
    s = new(2)
    only_player_turn(s, 0)
    set_council(s, "FIN", (3, 0))
    set_employees(s, 0, 0, 3)
    set_influence(s, 0, FIN=9)
    events = act(s, 0, ResolveIssue("FIN"))
    assert inf(s, 0, "FIN") == 10  # 9 + 3 + 1, capped
    payout = next(e for e in events if e.message_id == "councils.payout")
    assert payout.params["influence"] == 4 and payout.params["gained"] == 1


def test_cc1_development_gain_above_cap_lost():
    s = _acting("B19", 1)  # #7: +3 DEV
    set_influence(s, 0, DEV=9)
    act(s, 0, BuildingAction("B19"))
    assert inf(s, 0, "DEV") == 10


def test_rulebook_resolve_event_and_employees_return():
    s = new(2)
    only_player_turn(s, 0)
    set_council(s, "LEG", (2, 1))
    set_employees(s, 0, 0, 4)
    set_employees(s, 1, 3, 2)
    events = act(s, 0, ResolveIssue("LEG"))
    assert events[0].message_id == "councils.resolve_issue" and events[0].params["council"] == "LEG"
    assert s.available == [2, 4]
    check_invariants(s)


# -- CC-16: the special committee ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cc16_special_committee_only_with_five(players):
    s = new(players)
    assert ("SPC" in s.council_ids) == (players == 5)
    places = [a.councils for a in legal(s) if a.kind == "place"]
    assert any("SPC" in c for c in places) == (players == 5)
    if players == 5:
        assert ("EDU", "FIN", "SPC") in places  # one of the 3 different councils


def test_cc16_special_payout_split_in_clockwise_order():
    s = new(5)
    only_player_turn(s, 0)
    set_council(s, "SPC", (1, 2, 0, 4, 3))
    set_council(s, "EDU", (3, 0, 0, 0, 0))
    s.available = [0, 2, 4, 0, 1]
    s.box = (2, 2, 2, 2, 2)
    check_invariants(s)
    act(s, 0, ResolveIssue("SPC"))
    assert s.vp(3) == 3 and s.vp(4) == 0  # 4 or more: 3 VP (+1 influence), no VP below 4
    order = []
    while s.pending:
        p = s.to_move()[0]
        options = legal(s)
        assert {a.influence for a in options} == {"EDU", "TRA", "FIN", "LEG"}  # never development
        order.append(p)
        act(s, p, ChooseInfluence("LEG"))
    # Resolver first (0 for him + 1 bonus), then clockwise: 2, 1 and 3 points; the lone employee of
    # nobody else earns nothing.
    assert order == [0, 1, 1, 3, 4, 4, 4]
    assert [inf(s, p, "LEG") for p in range(5)] == [2, 3, 1, 2, 4]
    assert s.available == [1, 4, 4, 4, 4] and s.current == 1
    check_invariants(s)


# -- CC-5, CC-9, CC-10, CC-11: projects ------------------------------------------------------------------
def test_cc10_affordability_each_symbol_from_its_own_track():
    s = new(2)
    p = s.current
    set_display(s, ["B05", "B06", "B01", "B02", "B03", "B04", "B08", "B09"])
    set_influence(s, p, EDU=1, TRA=0, FIN=5, LEG=5, DEV=5)
    starts = {a.card for a in legal(s) if a.kind == "start_project"}
    assert "B05" not in starts  # EDU 1 + TRA 1: no other track stands in for transport
    assert {"B01", "B06", "B03", "B04", "B08", "B09"} <= starts


def test_cc10_workers_must_be_available():
    s = new(2)
    p = s.current
    set_display(s, ["B06", "B07", "B01", "B02", "B03", "B04", "B05", "B08"])
    set_influence(s, p, EDU=5, TRA=5, FIN=5, LEG=5)
    set_employees(s, p, 1, 5)
    starts = {a.card for a in legal(s) if a.kind == "start_project"}
    assert "B06" not in starts and "B07" not in starts and "B01" in starts


def test_cc5_cc9_project_steps():
    """Pay influence, score VP, place next to the city, staff it, refill the display."""
    s = new(2, seed=5)
    p = s.current
    set_display(s, ["B06", "B01", "B02", "B03", "B04", "B05", "B07", "B08"])
    deck_top = s.deck[0]
    events = act(s, p, StartProject("B06"))
    assert s.influence_row(p) == [1, 1, 0, 0, 0] and s.vp(p) == 3
    assert events[0].message_id == "councils.start_project"
    assert s.pending and s.to_move() == (p,)
    assert set(legal(s)) == {ChoosePosition(1, 0), ChoosePosition(-1, 0), ChoosePosition(0, 1),
                             ChoosePosition(0, -1)}
    events = act(s, p, ChoosePosition(0, -1))
    assert s.city[(0, -1)] == "B06" and s.staff["B06"] == (p, 2) and s.available[p] == 2
    assert "B06" not in s.display and deck_top in s.display and len(s.display) == 8
    assert [e.message_id for e in events][:2] == ["councils.place_card", "councils.draw"]
    assert s.current != p
    check_invariants(s)


def test_cc11_orthogonal_adjacency_only():
    s = new(2)
    build(s, "B01", (1, 0))
    cells = set(city.frontier(s))
    assert cells == {(2, 0), (1, 1), (1, -1), (-1, 0), (0, 1), (0, -1)}
    assert (2, 1) not in cells and (-1, -1) not in cells


def test_cc12_city_hall_never_vacant_nor_copied():
    s = _acting("B13", 1, pos=(1, 0))  # #8 next to City Hall only
    assert city.vacant_cards(s, 2) == []
    assert building_actions.copy_targets(s, 0, "B13") == []
    events = act(s, 0, BuildingAction("B13"))
    assert any(e.message_id == "councils.no_effect" for e in events) and s.available[0] == 1


# -- CC-17, CC-18, CC-30: building actions in general ----------------------------------------------------
def test_cc17_cc30_only_own_staffed_buildings():
    s = _acting("B01", 1)
    build(s, "B02", (-1, 0), owner=1, employees=1)
    set_employees(s, 1, 3)
    build(s, "B03", (0, 1))
    assert [a for a in legal(s) if a.kind == "building_action"] == [BuildingAction("B01")]
    check_invariants(s)


def test_cc18_zero_worker_action_resolves_on_placement_once():
    s = new(2, seed=2)
    only_player_turn(s, 0)
    build(s, "B01", (1, 0))
    build(s, "B02", (0, 1))
    set_display(s, ["B12", "B03", "B04", "B05", "B06", "B07", "B08", "B09"])
    act(s, 0, StartProject("B12"))  # #16, 0 workers
    events = act(s, 0, ChoosePosition(1, 1))
    assert "councils.on_placement" in [e.message_id for e in events]
    assert s.vp_parts[0][2] == 4  # EDU + TRA around (1, 1)
    assert "B12" not in s.staff and s.available[0] == 4 and not s.pending
    # It never holds employees, so it can never be executed again as a building action.
    assert BuildingAction("B12") not in legal(s)


def test_cc18_on_placement_with_no_employees_cannot_box_or_move():
    s = new(2)
    build(s, "B06", (1, 0))
    assert not building_actions.effect_possible(s, 0, "box_one_gain_dev", 3, "B06")
    assert not building_actions.effect_possible(s, 0, "move_to_vacant", 0, "B06")


# -- CC-19 to CC-28: the actions -------------------------------------------------------------------------
def test_cc19_convert_offers_only_nonzero_council_tracks():
    s = _acting("B04", 1)
    set_influence(s, 0, EDU=0, TRA=2, FIN=0, LEG=1, DEV=4)
    act(s, 0, BuildingAction("B04"))
    assert legal(s) == [ChooseInfluence("TRA"), ChooseInfluence("LEG")]
    act(s, 0, ChooseInfluence("LEG"))
    assert s.influence_row(0) == [0, 2, 0, 0, 6]


def test_cc20_box_one_with_single_employee_has_no_effect():
    s = _acting("B06", 2)
    s.staff = {**s.staff, "B06": (0, 1)}  # stress position: one employee on a boxing card
    set_employees(s, 0, 1)
    only_player_turn(s, 0)
    set_employees(s, 0, 0, 5)
    events = act(s, 0, BuildingAction("B06"))
    assert any(e.message_id == "councils.no_effect" for e in events)
    assert s.box[0] == 5 and inf(s, 0, "DEV") == 0 and s.available[0] == 1


def test_cc21_no_chains_and_any_owner():
    s = _acting("B13", 1, players=5)  # #8 at (1, 0)
    build(s, "B18", (2, 0))  # #11: never copied
    build(s, "B03", (1, 1), owner=1, employees=1)  # #3, staffed by another player: copyable
    set_employees(s, 1, 3)
    act(s, 0, BuildingAction("B13"))
    assert legal(s) == [ChooseBuilding("B03")]
    act(s, 0, ChooseBuilding("B03"))
    assert inf(s, 0, "DEV") == 2 and s.staff["B03"] == (1, 1)
    check_invariants(s)


def test_cc21_copied_15_counts_around_the_copied_card():
    s = _acting("B13", 1, players=4)  # #8 at (1, 0)
    build(s, "B16", (1, 1))  # #15
    build(s, "B01", (0, 1))  # EDU, next to B16
    build(s, "B05", (1, 2))  # EDU, next to B16
    act(s, 0, BuildingAction("B13"))
    act(s, 0, ChooseBuilding("B16"))
    act(s, 0, ChooseCardType("EDU"))  # around (1, 1): B01, B05 and B13 (EDU) -> 9
    assert s.vp_parts[0][2] == 9 and s.available[0] == 1


def test_cc21_copied_18_counts_this_cards_employee():
    s = _acting("B13", 1, players=4)
    build(s, "B15", (2, 0))  # #18
    act(s, 0, BuildingAction("B13"))
    act(s, 0, ChooseBuilding("B15"))
    assert s.vp_parts[0][2] == 1


def test_cc21_copied_9_moves_this_cards_employee():
    s = _acting("B13", 1)  # #8 at (1, 0)
    build(s, "B09", (2, 0))  # #9
    build(s, "B03", (0, 1))  # vacant, 1 worker
    act(s, 0, BuildingAction("B13"))
    act(s, 0, ChooseBuilding("B09"))
    assert legal(s) == [ChooseBuilding("B03"), ChooseBuilding("B09")]  # B09 itself is vacant
    act(s, 0, ChooseBuilding("B03"))
    assert s.staff == {"B03": (0, 1)} and s.available[0] == 0
    check_invariants(s)


def test_cc21_copied_12_has_no_effect_without_available_employees():
    s = _acting("B13", 1)
    build(s, "B10", (2, 0))  # #12
    build(s, "B03", (0, 1))  # vacant
    act(s, 0, BuildingAction("B13"))
    assert not s.pending and s.available[0] == 1  # B10 was not copyable: no effect


def test_cc21_copied_19_places_and_moves_this_cards_employee():
    s = _acting("B13", 1, players=2)
    build(s, "B24", (2, 0))  # #19, vacant
    set_influence(s, 0, DEV=2)
    set_display(s, ["B06", "B07", "B01", "B02", "B03", "B04", "B05", "B08"])
    act(s, 0, BuildingAction("B13"))
    act(s, 0, ChooseBuilding("B24"))
    assert inf(s, 0, "DEV") == 1
    assert {a.card for a in legal(s)} == {"B01", "B02", "B03", "B04", "B05", "B08"}
    act(s, 0, ChooseDisplayCard("B01"))
    act(s, 0, ChoosePosition(-1, 0))
    assert s.staff == {"B01": (0, 1)} and s.vp_parts[0][0] == 1 and s.project_in_round
    check_invariants(s)


def test_cc22_move_is_mandatory_and_fits_workers():
    s = _acting("B14", 1, players=4)  # #9, 1 worker
    build(s, "B06", (0, 1))  # vacant, 2 workers: too many
    build(s, "B03", (0, -1))  # vacant, 1 worker
    build(s, "B16", (-1, 0))  # 0 workers: never vacant
    act(s, 0, BuildingAction("B14"))
    assert legal(s) == [ChooseBuilding("B03")]  # no Decline: the move is mandatory
    act(s, 0, ChooseBuilding("B03"))
    assert s.staff == {"B03": (0, 1)} and s.available[0] == 0


def test_cc22_two_employees_one_moves_other_returns():
    s = _acting("B34", 2, players=4)  # #14, 2 workers
    build(s, "B03", (0, 1))
    build(s, "B06", (0, -1))
    act(s, 0, BuildingAction("B34"))
    assert set(legal(s)) == {ChooseBuilding("B03"), ChooseBuilding("B06")}
    act(s, 0, ChooseBuilding("B03"))
    assert s.staff == {"B03": (0, 1)} and s.available[0] == 1
    check_invariants(s)


def test_cc22_no_vacant_card_no_effect():
    s = _acting("B09", 1)
    events = act(s, 0, BuildingAction("B09"))
    assert any(e.message_id == "councils.no_effect" for e in events) and s.available[0] == 1


def test_cc23_staff_vacant_is_optional():
    s = new(2, seed=9)
    only_player_turn(s, 0)
    build(s, "B03", (0, 1))
    build(s, "B06", (0, -1))  # 2 workers
    set_display(s, ["B10", "B01", "B02", "B04", "B05", "B07", "B08", "B09"])
    set_employees(s, 0, 1, 5)
    act(s, 0, StartProject("B10"))
    act(s, 0, ChoosePosition(1, 0))
    assert set(legal(s)) == {ChooseBuilding("B03"), Decline()}  # B06 needs 2 available
    act(s, 0, Decline())
    assert s.available[0] == 1 and not s.pending and s.current == 1


def test_cc24_city_hall_counts_as_the_chosen_type():
    s = new(4, seed=2)
    only_player_turn(s, 0)
    build(s, "B01", (1, 1))  # EDU
    set_display(s, ["B16", "B02", "B03", "B04", "B05", "B06", "B07", "B08"])
    act(s, 0, StartProject("B16"))
    act(s, 0, ChoosePosition(1, 0))  # next to City Hall and B01
    act(s, 0, ChooseCardType("EDU"))
    assert s.vp_parts[0][2] == 6


@pytest.mark.parametrize("neighbours,expected", [
    ((("B01", (1, 1)),), 4),  # EDU + City Hall as one more type
    ((("B01", (1, 1)), ("B02", (2, 0))), 6),
    ((("B01", (1, 1)), ("B02", (2, 0)), ("B03", (1, -1))), 8),  # City Hall fills the fourth type
])
def test_cc25_city_hall_adds_one_missing_type(neighbours, expected):
    s = new(3, seed=2)
    only_player_turn(s, 0)
    for card, pos in neighbours:
        build(s, card, pos)
    set_display(s, ["B12", "B04", "B05", "B06", "B07", "B08", "B09", "B10"])
    act(s, 0, StartProject("B12"))
    act(s, 0, ChoosePosition(1, 0))
    assert s.vp_parts[0][2] == expected


def test_cc25_all_four_types_cap_at_eight():
    s = new(3, seed=2)
    only_player_turn(s, 0)
    for card, pos in (("B01", (1, 1)), ("B02", (2, 2)), ("B03", (1, 3)), ("B04", (0, 2))):
        build(s, card, pos)
    set_display(s, ["B12", "B05", "B06", "B07", "B08", "B09", "B10", "B11"])
    build(s, "B05", (0, 1))  # keeps the city connected through (0, 1)
    act(s, 0, StartProject("B12"))
    act(s, 0, ChoosePosition(1, 2))  # EDU, TRA, FIN, LEG around it
    assert s.vp_parts[0][2] == 8


def test_cc26_recall_with_empty_box_no_effect():
    s = _acting("B08", 1)
    set_employees(s, 0, 0, 0)
    set_council(s, "EDU", (5, 0))
    act(s, 0, BuildingAction("B08"))
    assert s.box[0] == 0 and s.available[0] == 1
    check_invariants(s)


def test_cc27_council_employees_not_in_the_city():
    s = new(4, seed=2)
    only_player_turn(s, 0)
    build(s, "B01", (0, 1), owner=1, employees=1)
    set_employees(s, 1, 3)
    set_council(s, "EDU", (2, 0, 0, 0))
    set_employees(s, 0, 2)
    set_display(s, ["B15", "B02", "B03", "B04", "B05", "B06", "B07", "B08"])
    act(s, 0, StartProject("B15"))
    act(s, 0, ChoosePosition(1, 0))
    assert s.vp_parts[0][2] == 1


def test_cc28_b19_needs_development():
    s = _acting("B24", 1)
    set_influence(s, 0, DEV=0)
    events = act(s, 0, BuildingAction("B24"))
    assert any(e.message_id == "councils.no_effect" for e in events) and s.available[0] == 1


def test_cc28_b19_two_employees_to_a_one_worker_card():
    s = _acting("B35", 2, players=5)  # #19, 2 workers
    set_influence(s, 0, DEV=3)
    set_display(s, ["B06", "B01", "B02", "B03", "B04", "B05", "B07", "B08"])
    act(s, 0, BuildingAction("B35"))
    assert {a.card for a in legal(s)} == set(s.display)  # 2 employees fit every card
    act(s, 0, ChooseDisplayCard("B01"))
    act(s, 0, ChoosePosition(0, 1))
    assert s.staff == {"B01": (0, 1)} and s.available[0] == 1 and inf(s, 0, "DEV") == 2
    check_invariants(s)


def test_cc28_b19_can_fire_the_end_trigger():
    s = _acting("B24", 1, players=2)
    set_influence(s, 0, DEV=1)
    set_display(s, ["B01", "B02", "B03", "B04", "B05"])
    s.removed = s.removed + s.deck
    s.deck = ()
    act(s, 0, BuildingAction("B24"))
    act(s, 0, ChooseDisplayCard("B01"))
    act(s, 0, ChoosePosition(-1, 0))
    assert s.stage == FINISHING and s.end_reason == "deck"


# -- CC-7, CC-31: the end --------------------------------------------------------------------------------
def _final_stage(players: int = 2):
    s = new(players, seed=6)
    s.stage = FINAL
    s.final_turns_left = 2 * players
    s.end_reason = "deck"
    only_player_turn(s, s.start_player)
    return s


def test_cc7_final_rounds_zero_worker_project_without_available():
    s = _final_stage()
    p = s.current
    build(s, "B01", (1, 0), owner=p, employees=1)
    set_employees(s, p, 0, 5)
    set_display(s, ["B10", "B12", "B02", "B03", "B04", "B05", "B06", "B07"])
    starts = {a.card for a in legal(s) if a.kind == "start_project"}
    assert starts == {"B10", "B12"}  # 0-worker projects need no available employee in the final rounds
    assert BuildingAction("B01") in legal(s)


def test_cc7_final_rounds_pass_when_nothing_possible():
    s = _final_stage()
    p = s.current
    set_employees(s, p, 0, 6)
    set_influence(s, p, EDU=0, TRA=0, FIN=0, LEG=0, DEV=0)
    assert legal(s) == [Pass()]


def test_cc7_trigger_fires_once():
    s = _final_stage()
    s.deck = ()
    s.removed = s.removed + tuple(s.display[4:])
    s.display = s.display[:4]
    city.check_end_trigger(s, [])
    assert s.stage == FINAL  # no second trigger


def test_cc7_game_over_scoring_and_tie_break():
    """CC-7 steps 3-4: the last final turn ends the game; majorities scored; VP tie -> more influence."""
    s = _final_stage(3)
    s.final_turns_left = 1
    only_player_turn(s, 2)
    s.vp_parts = ((10, 0, 0), (6, 0, 0), (3, 0, 0))
    set_influence(s, 0, EDU=2, TRA=2, FIN=2, LEG=2, DEV=0)
    set_influence(s, 1, EDU=2, TRA=2, FIN=2, LEG=2, DEV=1)
    set_influence(s, 2, EDU=0, TRA=0, FIN=0, LEG=0, DEV=0)
    set_employees(s, 2, 0, 6)
    events = act(s, 2, Pass())
    assert s.stage == OVER and s.is_terminal() and s.to_move() == ()
    assert s.majority_vp == (8, 12, 0)  # four ties at 2 each; development alone for player 1
    sheet = s.score_sheet()
    assert sheet.categories == ("buildings", "councils", "building_actions", "majorities")
    assert sheet.points == ((10, 0, 0, 8), (6, 0, 0, 12), (3, 0, 0, 0))
    assert sheet.totals == (18, 18, 3) and sheet.tie_break == (8, 9, 0) and sheet.winners == (1,)
    assert events[-1].message_id == "councils.game_over" and events[-1].params["winners"] == [1]


def test_cc7_tie_on_vp_broken_by_influence_then_shared():
    s = new(3)
    s.vp_parts = ((5, 0, 0), (5, 0, 0), (1, 0, 0))
    set_influence(s, 0, EDU=1, TRA=1, FIN=1, LEG=1, DEV=1)
    set_influence(s, 1, EDU=1, TRA=1, FIN=1, LEG=1, DEV=0)
    assert s.score_sheet().winners == (0,)
    set_influence(s, 1, DEV=1)
    assert s.score_sheet().winners == (0, 1)
    assert s.score_sheet().tie_break[:2] == (5, 5)


def test_cc31_stalemate_starts_the_final_rounds():
    s = new(2, seed=4)
    s.stall_rounds = s.data.constants["STALL_ROUNDS"] - 1
    first = s.current
    act(s, first, PlaceEmployees(("EDU", "EDU")))
    act(s, 1 - first, PlaceEmployees(("EDU", "EDU")))
    assert s.stage == FINAL and s.end_reason == "stall" and s.final_turns_left == 4
    assert s.current == s.start_player


def test_cc31_a_project_resets_the_count():
    s = new(2, seed=4)
    s.stall_rounds = 5
    first = s.current
    set_display(s, ["B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08"])
    act(s, first, StartProject("B01"))
    act(s, first, ChoosePosition(1, 0))
    act(s, 1 - first, PlaceEmployees(("EDU", "EDU")))
    assert s.stall_rounds == 0 and s.stage == NORMAL
    act(s, first, PlaceEmployees(("TRA", "TRA")))
    act(s, 1 - first, PlaceEmployees(("TRA", "TRA")))
    assert s.stall_rounds == 1
