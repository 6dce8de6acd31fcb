"""The action boxes and their costs (CT-11 to CT-14, CT-40 to CT-49)."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import IllegalActionError
from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.actions import Box, Done, PickIssue, PickState, PlayCard
from desktop_app.games.campaign_trail.board import reachable
from desktop_app.games.campaign_trail.frames import FrameKind

from .helpers import (
    DATA,
    check_invariants,
    quiet_everyone,
    set_hand,
    set_money,
    set_voters,
    started,
    turn_of,
    voters,
)


def _travel_targets(s, seat):
    return {a.state for a in s.legal_actions(seat)}


def test_travel_by_land_up_to_n_steps_ct_41():
    """CT-41."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")  # travel 2, no plane
    s.pawn = ("CA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B02", Box.TRAVEL.value))
    assert _travel_targets(s, 0) == set(reachable(DATA, "CA", 2))
    assert _travel_targets(s, 0) == {"AZ", "NV", "OR", "CO", "NM", "UT", "ID", "WA"}
    s.apply_action(0, PickState("UT"))
    assert s.pawn[0] == "UT"


def test_governor_travels_one_fewer_step_with_a_floor_of_one_ct_12():
    """CT-12."""
    s = started(2, seed=1, candidates=("governor", "orator"))
    set_hand(s, 0, "B02")
    s.pawn = ("CA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B02", Box.TRAVEL.value))
    assert _travel_targets(s, 0) == {"AZ", "NV", "OR"}
    assert mod.travel_steps(s, 0, DATA.cards["B37"]) == 1  # travel 1 stays 1 (floor)


def test_alaska_and_hawaii_only_by_plane_ct_13():
    """CT-13."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02", "B01")  # travel 2 without and with a plane icon
    s.pawn = ("AK", s.pawn[1])
    turn_of(s, 0)
    assert PlayCard("B02", Box.TRAVEL.value) not in s.legal_actions(0)
    s.apply_action(0, PlayCard("B01", Box.TRAVEL.value))
    assert "HI" in _travel_targets(s, 0) and len(_travel_targets(s, 0)) == 50


def test_outsider_pays_for_plane_travel_and_cannot_fly_broke_ct_13_ct_47():
    """CT-13, CT-47."""
    s = started(2, seed=1, candidates=("outsider", "orator"))
    set_hand(s, 0, "B01")
    turn_of(s, 0)
    set_money(s, "D", 10)
    assert PlayCard("B01", Box.TRAVEL.value) not in s.legal_actions(0)
    set_money(s, "D", 30)
    s.apply_action(0, PlayCard("B01", Box.TRAVEL.value))
    assert s.money[0] == 10


def test_modifier_floors_and_stacking_ct_12_ct_48_ct_49():
    """CT-12, CT-48, CT-49 (the Business Mogul's Register -1 with its floor of 1: data revisions 1-7;
    revision 8 drops it, test_ct_tuning)."""
    s = started(2, seed=1, candidates=("media_darling", "business_mogul"), data_revision=7)
    assert mod.advertise_issue_cost(s, 0) == 10
    s.in_play = (("B15",), ())  # Media Consultant: the deltas give $0, the floor is $10M
    assert mod.advertise_issue_cost(s, 0) == 10
    assert mod.campaign_voters(s, 0) == 5
    assert mod.register_gain(s, 1, DATA.cards["B03"]) == 2
    s.in_play = ((), ("B41", "B76"))  # two Super PACs stack: +$20M, plus the Mogul's +$10M
    assert mod.fundraise_gain(s, 1, DATA.cards["B41"]) == 30 + 30
    assert mod.campaign_voters(s, 0, leaked=3) == 0  # counts never go below 0


def test_advertise_places_a_voter_in_every_state_with_the_issue_ct_44():
    """CT-44."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B69")  # taxes; civil_rights; crime
    set_money(s, "D", 100, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    assert {a.issue for a in s.legal_actions(0)} == {"taxes", "civil_rights", "crime"}
    s.apply_action(0, PickIssue("civil_rights"))
    # Issues are declared in card order, so each set is reached one way.
    assert {getattr(a, "issue", None) for a in s.legal_actions(0)} == {None, "crime"}
    before = {st: voters(s, st, "D") for st in ("AR", "GA", "MD", "MS")}
    s.apply_action(0, Done())
    assert s.money[0] == 80 and s.registered[0] == 16
    assert all(voters(s, st, "D") == before[st] + 1 for st in before)
    check_invariants(s)


def _ex22(skips):
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B69")
    set_money(s, "D", 100, registered=4)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, PickIssue("crime"))
    before = {st: voters(s, st, "D") for st in ("GA", "OH", "SC", "IL", "MO", "PA")}
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.ADV_SKIP
    for step in skips:
        s.apply_action(0, Done() if step == "move on" else PickState(step))
    placed = {st for st in before if voters(s, st, "D") == before[st] + 1}
    return s, placed


def test_ct_ex_22_advertise_shortfall_skips():
    """CT-EX-22: Taxes and Crime with 4 registered voters: shortfall 2; both issues are paid."""
    s, placed = _ex22(["GA", "OH"])
    assert placed == {"SC", "IL", "MO", "PA"} and s.money[0] == 60 and s.registered[0] == 0
    _, placed = _ex22(["GA", "move on", "IL"])
    assert placed == {"OH", "SC", "MO", "PA"}
    _, placed = _ex22(["move on", "MO", "PA"])
    assert placed == {"GA", "OH", "SC", "IL"}


def test_ct_ex_22_skipping_oh_then_ga_is_not_a_legal_sequence():
    """CT-EX-22."""
    s, _ = _ex22(["OH"])
    assert PickState("GA") not in s.legal_actions(0)
    with pytest.raises(IllegalActionError):
        s.apply_action(0, PickState("GA"))


def test_campaign_needs_the_pawn_in_a_campaign_state_and_places_voters_one_at_a_time_ct_45():
    """CT-45."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B19")  # campaign WV;PA;OH;VA
    set_money(s, "D", 100, registered=10)
    s.pawn = ("CA", s.pawn[1])
    turn_of(s, 0)
    assert PlayCard("B19", Box.CAMPAIGN.value) not in s.legal_actions(0)
    s.pawn = ("PA", s.pawn[1])
    s.apply_action(0, PlayCard("B19", Box.CAMPAIGN.value))
    assert s.money[0] == 100 - 70  # $60M and the Senator's +$10M (§6)
    pa = voters(s, "PA", "D")
    for _ in range(6):
        assert {a.state for a in s.legal_actions(0)} == {"WV", "PA", "OH", "VA"}
        s.apply_action(0, PickState("PA"))
    assert voters(s, "PA", "D") == pa + 6 and s.registered[0] == 4
    check_invariants(s)


def test_campaign_places_only_what_the_registered_supply_holds_ct_48():
    """CT-48."""
    s = started(2, seed=1, candidates=("grassroots_organizer", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B19")
    set_money(s, "D", 60, registered=3)
    s.pawn = ("PA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B19", Box.CAMPAIGN.value))
    for _ in range(3):
        s.apply_action(0, PickState("OH"))
    assert s.registered[0] == 0 and s.active == 1 and s.money[0] == 0


def test_control_follows_the_most_voters_then_the_tiebreak_order_ct_40():
    """CT-40."""
    s = started(3, seed=1, candidates=("senator", "orator", "lawyer"))
    # OH's base order is L > R > D.
    set_voters(s, "OH", D=3, R=3, L=0)
    assert s.parties[s.control[s.state_index("OH")]] == "R"
    set_voters(s, "OH", D=4)
    assert s.parties[s.control[s.state_index("OH")]] == "D"
    set_voters(s, "OH", D=0, R=0, L=0)
    assert s.parties[s.control[s.state_index("OH")]] == "L"
