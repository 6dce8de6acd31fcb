"""The spec's worked examples CC-EX-1 to CC-EX-11, one test (or group) each."""

from __future__ import annotations

import pytest

from desktop_app.games.councils.actions import (
    BuildingAction,
    ChooseBuilding,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from desktop_app.games.councils.ending import majority_bonus
from desktop_app.games.councils.stages import FINAL, FINISHING, NORMAL, OVER

from .helpers import (
    DATA,
    act,
    build,
    check_invariants,
    inf,
    legal,
    new,
    only_player_turn,
    set_council,
    set_display,
    set_employees,
    set_influence,
)


def test_cc_ex_1_influence_table_for_resolving_an_issue():
    """CC-EX-1: 1 employee -> 0; 2 -> 2 influence; 3 -> 3; 4 -> 4 VP + 1; the resolver +1."""
    s = new(4)
    only_player_turn(s, 0)
    set_council(s, "EDU", (1, 2, 3, 4))
    set_council(s, "LEG", (3, 0, 0, 0))
    set_employees(s, 0, 0, 2)
    set_employees(s, 1, 2, 2)
    set_employees(s, 2, 1, 2)
    set_employees(s, 3, 0, 2)
    check_invariants(s)
    act(s, 0, ResolveIssue("EDU"))
    assert [inf(s, p, "EDU") for p in range(4)] == [1 + 0 + 1, 1 + 2, 1 + 3, 1 + 1]
    assert [s.vp(p) for p in range(4)] == [0, 0, 0, 4]
    assert s.available == [1, 4, 4, 4]
    assert s.council_row(s.council_ids.index("EDU")) == [0, 0, 0, 0]
    assert s.council_row(s.council_ids.index("LEG")) == [3, 0, 0, 0]
    check_invariants(s)


def test_cc_ex_1_payout_table_data():
    """CC-EX-1 as data: the loaded table is the rulebook's."""
    table = {k: (p.influence, p.vp) for k, p in DATA.normal_payout.items()}
    assert table[1] == (0, 0) and table[2] == (2, 0) and table[3] == (3, 0) and table[4] == (1, 4)
    assert DATA.resolver_bonus == 1


def test_cc_ex_2_composite_resolution():
    """CC-EX-2: education holds A x 2, B x 1, C x 4; B resolves: A +2 EDU, B +1 EDU, C +4 VP +1 EDU,
    all 7 employees return."""
    s = new(3)
    a, b, c = 0, 1, 2
    only_player_turn(s, b)
    set_council(s, "EDU", (2, 1, 4))
    set_council(s, "FIN", (0, 3, 0))
    set_employees(s, a, 2, 2)
    set_employees(s, b, 0, 2)
    set_employees(s, c, 0, 2)
    check_invariants(s)
    act(s, b, ResolveIssue("EDU"))
    assert (inf(s, a, "EDU"), inf(s, b, "EDU"), inf(s, c, "EDU")) == (3, 2, 2)
    assert (s.vp(a), s.vp(b), s.vp(c)) == (0, 0, 4)
    assert s.available == [4, 1, 4]  # 2 + 1 + 4 = 7 returned
    check_invariants(s)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cc_ex_3_setup(players):
    """CC-EX-3: EDU/TRA/FIN/LEG 1, DEV 0; 4 available and 2 in the box; 8 on display; City Hall alone."""
    s = new(players, seed=players)
    for p in range(players):
        assert s.influence_row(p) == [1, 1, 1, 1, 0]
        assert s.available[p] == 4 and s.box[p] == 2
        assert s.vp(p) == 0
    assert len(s.display) == 8
    assert s.city == {(0, 0): "HALL"} and s.staff == {}
    total = DATA.decks[players][0] + DATA.decks[players][1]
    assert len(s.deck) + len(s.display) == total
    assert ("SPC" in s.council_ids) == (players == 5)
    assert s.stage == NORMAL and s.current == s.start_player
    check_invariants(s)


@pytest.mark.parametrize("players", [2, 5])
def test_cc_ex_4_placing_employees(players):
    """CC-EX-4: either 2 employees in 1 council or 1 employee in each of 3 different councils."""
    s = new(players)
    p = s.current
    places = [a for a in legal(s) if isinstance(a, PlaceEmployees)]
    councils = s.council_ids
    k = len(councils)
    assert len(places) == k + k * (k - 1) * (k - 2) // 6
    for a in places:
        assert (len(a.councils) == 2 and a.councils[0] == a.councils[1]) or (
            len(a.councils) == 3 and len(set(a.councils)) == 3)
    act(s, p, PlaceEmployees(("EDU", "EDU")))
    assert s.council_row(0)[p] == 2 and s.available[p] == 2
    q = s.current
    act(s, q, PlaceEmployees(("EDU", "FIN", "LEG")))
    assert [s.council_row(i)[q] for i in range(4)] == [1, 0, 1, 1] and s.available[q] == 1
    check_invariants(s)


def test_cc_ex_5_final_majority():
    """CC-EX-5: sole highest -> 4 VP; two tied highest -> 2 each; others 0."""
    s = new(3)
    set_influence(s, 0, EDU=5, TRA=2, FIN=0, LEG=0, DEV=0)
    set_influence(s, 1, EDU=3, TRA=2, FIN=0, LEG=0, DEV=0)
    set_influence(s, 2, EDU=1, TRA=1, FIN=0, LEG=0, DEV=0)
    # EDU: player 0 alone 4; TRA: players 0 and 1 tied 2 each; FIN/LEG/DEV: everybody 0, nobody scores.
    assert majority_bonus(s) == (6, 2, 0)


def _trigger_ready(players: int) -> tuple:
    """A position where the start player's next project empties the display to 4 with the deck gone."""
    s = new(players, seed=7)
    s.start_player = 0
    only_player_turn(s, 0)
    cheap = ["B01", "B02", "B03", "B04", "B05"]
    set_display(s, cheap)
    s.removed = s.removed + s.deck  # park the rest out of the game for this scenario
    s.deck = ()
    set_council(s, "LEG", (1,) + (0,) * (players - 1))
    set_employees(s, 0, 3)
    check_invariants(s)
    return s


def test_cc_ex_6_end_trigger_round_then_two_final_rounds():
    """CC-EX-6 / CC-7: deck empty and display at 4 -> finish the round to the start player -> 2 more
    rounds with free action choice -> final scoring."""
    s = _trigger_ready(3)
    act(s, 0, StartProject("B01"))
    act(s, 0, ChoosePosition(1, 0))
    assert len(s.display) == 4 and s.stage == FINISHING
    # The round is played out: players 1 and 2 still act under the normal rules.
    assert s.current == 1
    act(s, 1, PlaceEmployees(("EDU", "EDU")))
    assert s.stage == FINISHING
    act(s, 2, PlaceEmployees(("EDU", "EDU")))
    assert s.stage == FINAL and s.current == 0 and s.final_turns_left == 6
    # In the final rounds a player with employees available may also resolve (free choice).
    kinds = {a.kind for a in legal(s)}
    assert {"place", "resolve", "building_action"} <= kinds
    turns = 0
    while s.stage != OVER:
        p = s.to_move()[0]
        act(s, p, legal(s)[0])
        if not s.pending:
            turns += 1
    assert turns == 6  # every player exactly 2 more turns
    sheet = s.score_sheet()
    assert sheet.categories[-1] == "majorities"
    assert s.is_terminal() and s.to_move() == ()


def test_cc_ex_6_trigger_on_last_player_of_round():
    """CC-7 step 1: a trigger on the turn of the player before the start player leaves nothing of the
    round; the final rounds start with the start player."""
    s = _trigger_ready(3)
    s.current = 2
    act(s, 2, StartProject("B01"))
    act(s, 2, ChoosePosition(0, 1))
    assert s.stage == FINAL and s.current == 0 and s.final_turns_left == 6


def test_cc_ex_7_display_refill():
    """CC-EX-7 / CC-15: after a project the display returns to 8; with the deck empty and more than 4
    cards left, play continues normally."""
    s = new(2, seed=3)
    p = s.current
    set_influence(s, p, EDU=3, TRA=3, FIN=3, LEG=3)
    card = next(c for c in s.display if DATA.cards[c].deck == "A")
    deck_before = len(s.deck)
    act(s, p, StartProject(card))
    events = act(s, p, ChoosePosition(1, 0))
    assert len(s.display) == 8 and len(s.deck) == deck_before - 1
    assert any(e.message_id == "councils.draw" and e.reveals for e in events)
    # Deck empty, display 7 -> 6 after a project: normal play continues.
    s2 = _trigger_ready(2)
    s2.display = s2.display + ("B06", "B07")
    s2.removed = tuple(c for c in s2.removed if c not in ("B06", "B07"))
    assert len(s2.display) == 7
    act(s2, 0, StartProject("B01"))
    act(s2, 0, ChoosePosition(1, 0))
    assert len(s2.display) == 6 and s2.stage == NORMAL
    check_invariants(s2)


# -- CC-EX-8: building actions with numbers ------------------------------------------------------------
def _action_position(card: str, employees: int, players: int = 2):
    """Player 0 to move with no available employee and ``employees`` of them on ``card`` at (1, 0)."""
    s = new(players, seed=11)
    only_player_turn(s, 0)
    build(s, card, (1, 0), owner=0, employees=employees)
    set_employees(s, 0, 0, 6 - employees)
    check_invariants(s)
    return s


def test_cc_ex_8_action_1_convert_two():
    s = _action_position("B04", 1)  # #1
    act(s, 0, BuildingAction("B04"))
    act(s, 0, ChooseInfluence("TRA"))
    assert inf(s, 0, "TRA") == 0 and inf(s, 0, "DEV") == 2 and s.available[0] == 1
    check_invariants(s)


def test_cc_ex_8_action_4_convert_three():
    s = _action_position("B20", 1)  # #4
    act(s, 0, BuildingAction("B20"))
    act(s, 0, ChooseInfluence("EDU"))
    assert inf(s, 0, "EDU") == 0 and inf(s, 0, "DEV") == 3


@pytest.mark.parametrize("card,gain", [("B01", 2), ("B19", 3)])
def test_cc_ex_8_actions_3_and_7_gain_development(card, gain):
    s = _action_position(card, 1)
    act(s, 0, BuildingAction(card))
    assert inf(s, 0, "DEV") == gain and s.available[0] == 1 and not s.pending
    check_invariants(s)


@pytest.mark.parametrize("card", ["B06", "B22"])  # #2, #6
def test_cc_ex_8_actions_2_and_6_box_one_gain_three_development(card):
    s = _action_position(card, 2)
    box_before = s.box[0]
    act(s, 0, BuildingAction(card))
    assert s.box[0] == box_before + 1 and s.available[0] == 1 and inf(s, 0, "DEV") == 3
    assert card not in s.staff
    check_invariants(s)


def test_cc_ex_8_action_5_box_one_gain_four_council_influence():
    s = _action_position("B07", 2)
    act(s, 0, BuildingAction("B07"))
    assert s.box[0] == 5
    options = legal(s)
    assert {a.influence for a in options} == {"EDU", "TRA", "FIN", "LEG"}  # never development
    for key in ("EDU", "EDU", "FIN", "LEG"):
        act(s, 0, ChooseInfluence(key))
    assert s.influence_row(0) == [3, 1, 2, 2, 0] and s.available[0] == 1 and not s.pending
    check_invariants(s)


def test_cc_ex_8_action_15_two_adjacent_of_chosen_type():
    """#15 with 2 adjacent cards of the chosen type -> 6 VP (on placement of 0-worker B16)."""
    s = new(4, seed=2)
    only_player_turn(s, 0)
    build(s, "B02", (1, 0))
    build(s, "B14", (2, 1))  # TRA
    build(s, "B01", (0, 1))  # EDU
    set_display(s, ["B16", "B03", "B04", "B05", "B06", "B07", "B08", "B09"])
    act(s, 0, StartProject("B16"))
    act(s, 0, ChoosePosition(2, 0))  # adjacent: B02 (TRA) at (1, 0), B14 (TRA) at (2, 1)
    vp_before = s.vp(0)
    act(s, 0, ChooseCardType("TRA"))
    assert s.vp(0) - vp_before == 6


def test_cc_ex_8_action_16_two_types():
    """#16 with adjacent types {FIN, LEG} -> 4 VP."""
    s = new(3, seed=2)
    only_player_turn(s, 0)
    build(s, "B03", (1, 0))  # FIN
    build(s, "B04", (2, 1))  # LEG
    set_display(s, ["B12", "B01", "B02", "B05", "B06", "B07", "B08", "B09"])
    act(s, 0, StartProject("B12"))
    vp_before = s.vp(0)
    act(s, 0, ChoosePosition(2, 0))
    assert s.vp(0) - vp_before == 4


def test_cc_ex_8_action_18_five_employees_on_buildings():
    """#18 with 5 employees on buildings -> 5 VP."""
    s = new(4, seed=2)
    only_player_turn(s, 0)
    build(s, "B06", (1, 0), owner=1, employees=2)
    build(s, "B07", (-1, 0), owner=2, employees=2)
    build(s, "B01", (0, 1), owner=0, employees=1)
    set_employees(s, 1, 2)
    set_employees(s, 2, 2)
    set_employees(s, 0, 3)
    set_display(s, ["B15", "B02", "B03", "B04", "B05", "B08", "B09", "B10"])
    check_invariants(s)
    act(s, 0, StartProject("B15"))
    vp_before = s.vp(0)
    act(s, 0, ChoosePosition(0, -1))
    assert s.vp(0) - vp_before == 5


@pytest.mark.parametrize("card", ["B08", "B26"])  # #17, #20
def test_cc_ex_8_actions_17_and_20_recall_from_box(card):
    s = _action_position(card, 1)
    act(s, 0, BuildingAction(card))
    assert s.box[0] == 4 and s.available[0] == 2
    check_invariants(s)


def test_cc_ex_9_unpayable_building_action():
    """CC-EX-9: B04 (#1) with EDU, TRA, FIN, LEG all 0: allowed, pays nothing, DEV unchanged,
    the employee returns."""
    s = _action_position("B04", 1)
    set_influence(s, 0, EDU=0, TRA=0, FIN=0, LEG=0, DEV=0)
    assert legal(s) == [BuildingAction("B04")]
    events = act(s, 0, BuildingAction("B04"))
    assert s.influence_row(0) == [0, 0, 0, 0, 0] and s.available[0] == 1 and not s.pending
    assert any(e.message_id == "councils.no_effect" for e in events)
    assert s.current == 1
    check_invariants(s)


def test_cc_ex_10_copy_adjacent_choices():
    """CC-EX-10: B13 (#8) with 1 employee next to B01 (#3) and B06 (#2): copying B01 gives +2 DEV and
    the employee returns; B06 cannot be copied (needs 2 employees)."""
    s = new(3, seed=5)
    only_player_turn(s, 0)
    build(s, "B13", (1, 0), owner=0, employees=1)
    build(s, "B01", (2, 0))
    build(s, "B06", (1, 1))
    set_employees(s, 0, 0, 5)
    act(s, 0, BuildingAction("B13"))
    assert legal(s) == [ChooseBuilding("B01")]
    act(s, 0, ChooseBuilding("B01"))
    assert inf(s, 0, "DEV") == 2 and s.available[0] == 1 and "B13" not in s.staff
    check_invariants(s)


def test_cc_ex_11_build_from_display():
    """CC-EX-11: own employee on B24 (#19), DEV 1; display with B07 (2 workers) and B10 (0 workers,
    #12): B07 cannot be chosen; B10: DEV 0, +2 VP, placed anywhere legal, the employee returns, display
    refilled, then B10's #12 may put that employee on a vacant 1-worker card."""
    s = new(5, seed=4)
    only_player_turn(s, 0)
    build(s, "B24", (1, 0), owner=0, employees=1)
    build(s, "B01", (0, 1))  # vacant, 1 worker
    set_employees(s, 0, 0, 5)
    set_influence(s, 0, DEV=1)
    set_display(s, ["B06", "B07", "B21", "B22", "B23", "B29", "B34", "B10"])
    check_invariants(s)
    act(s, 0, BuildingAction("B24"))
    assert inf(s, 0, "DEV") == 0
    assert legal(s) == [ChooseDisplayCard("B10")]
    act(s, 0, ChooseDisplayCard("B10"))
    # Any empty cell next to the city, not necessarily next to B24.
    assert ChoosePosition(-1, 0) in legal(s) and ChoosePosition(2, 0) in legal(s)
    vp_before = s.vp(0)
    act(s, 0, ChoosePosition(-1, 0))
    assert s.vp(0) - vp_before == 2
    assert s.city[(-1, 0)] == "B10" and len(s.display) == 8
    assert s.available[0] == 1 and "B24" not in s.staff
    options = legal(s)
    assert ChooseBuilding("B01") in options and ChooseBuilding("B24") in options
    act(s, 0, ChooseBuilding("B01"))
    assert s.staff["B01"] == (0, 1) and s.available[0] == 0 and not s.pending
    check_invariants(s)
