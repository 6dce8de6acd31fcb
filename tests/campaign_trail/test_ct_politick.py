"""Politick boxes, response windows and Dirty Politics (CT-35, CT-46, CT-80 to CT-82, CT-90 to CT-95)."""

from __future__ import annotations

from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.actions import (
    Box,
    Done,
    GoNegative,
    Pass,
    PickCandidate,
    PickCard,
    PickCount,
    PickIssue,
    PickParty,
    PickState,
    PlayCard,
    Respond,
)
from desktop_app.games.campaign_trail.frames import FrameKind
from desktop_app.games.campaign_trail.revisions import SPEC

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


def test_ongoing_cards_stay_in_front_of_their_candidate_ct_46():
    """CT-46."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B41")  # Super PAC
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B41", Box.POLITICK.value))
    assert s.in_play[0] == ("B41",) and "B41" not in s.discard
    assert s.ongoing(0, "super_pac") == 1 and s.ongoing(1, "super_pac") == 0


def test_october_surprise_takes_a_face_down_card_and_places_4_at_game_end_ct_81():
    """CT-81."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B27", "B19")  # October Surprise; B19's reference state is NC
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B27", Box.POLITICK.value))
    assert s.pending[-1].kind is FrameKind.FACE_DOWN
    s.apply_action(0, PickCard("B19"))
    assert (
        s.face_down[0] == (("B27", "B19"),) and s.observation(1)["seats"][0]["face_down"][0]["hidden"] is None
    )
    from desktop_app.games.campaign_trail.election import resolve_end_card

    nc = voters(s, "NC", "D")
    resolve_end_card(s, 0, "B27", [])
    assert voters(s, "NC", "D") == nc + 4


def test_face_down_cards_need_another_card_in_hand_ct_82():
    """CT-82."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    set_hand(s, 0, "B27")
    turn_of(s, 0)
    assert PlayCard("B27", Box.POLITICK.value) not in s.legal_actions(0)


def test_endorsement_places_3_undecided_in_the_current_region_ct_82():
    """CT-82; CT-5: its voters come from the undecided supply, the registered supply is untouched."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B35")  # Endorsement
    s.pawn = ("UT", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B35", Box.POLITICK.value))
    assert {a.state for a in s.legal_actions(0)} == set(DATA.regions["MOUNTAIN"].states)
    registered, nv = s.registered[0], voters(s, "NV", "D")
    s.apply_action(0, PickState("NV"))
    assert voters(s, "NV", "D") == nv + 3 and s.registered[0] == registered


def test_momentum_plays_a_second_card_for_a_support_action_ct_82():
    """CT-82."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B55", "B01")  # Momentum; B01 fundraise 40
    turn_of(s, 0)
    money = s.money[0]
    s.apply_action(0, PlayCard("B55", Box.POLITICK.value))
    assert set(s.legal_actions(0)) == {PlayCard("B01", b) for b in (Box.TRAVEL, Box.FUNDRAISE, Box.REGISTER)}
    s.apply_action(0, PlayCard("B01", Box.FUNDRAISE.value))
    assert s.money[0] == money + 40 and {"B55", "B01"} <= set(s.discard)


def test_fact_check_cancels_an_instant_and_nothing_is_paid_ct_80_ct_ex_23():
    """CT-80: CT-EX-23's base-game part: the Party Insider's instant (here Momentum) is Fact Checked: no $10M
    fee, the card is discarded, the second card stays in the hand and the turn's action is spent.
    (Virtual Campaigning and bn14 come with part 2.) On the spec's values (data revision 1), where the fee
    is owed; data revision 10 drops it (test_ct_tuning)."""
    s = started(3, seed=1, candidates=("party_insider", "senator", "lawyer"), data_revision=SPEC)
    assert mod.politick_fee(s, 0) == 10
    quiet_everyone(s, 0)
    set_hand(s, 0, "B55", "B01")
    set_hand(s, 1, "B75")  # Fact Check
    turn_of(s, 0)
    money = s.money[0]
    s.apply_action(0, PlayCard("B55", Box.POLITICK.value))
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    s.apply_action(1, Respond("B75"))
    assert s.money[0] == money and "B55" in s.discard and "B01" in s.hands[0]
    # The action is spent: no step 2 decision is left, only the Insider's optional swap (CT-64).
    assert s.pending[-1].kind is FrameKind.AFTER
    assert all(f.kind is not FrameKind.PLAY for f in s.pending)
    check_invariants(s)


def test_the_active_candidate_cannot_fact_check_on_its_own_turn_ct_46_ct_ex_24():
    """CT-46: CT-EX-24 (with Attack Ad for the base game's Limited Reach): against the active candidate's
    advertise action, the active candidate is never asked; its running mate is."""
    s = started(4, seed=1, candidates=("senator", "orator", "lawyer", "outsider"))
    quiet_everyone(s)
    set_hand(s, 0, "B69", "B75")  # the active candidate holds a Fact Check too
    set_hand(s, 1, "B74")  # its running mate: Fact Check
    set_hand(s, 2, "B51")  # an opponent: Attack Ad
    set_money(s, "D", 200, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 2
    s.apply_action(2, Respond("B51"))
    asked = s.pending[-1]
    assert asked.kind is FrameKind.ASK and asked.seat == 1
    s.apply_action(1, Respond("B74"))  # the Attack Ad is cancelled
    assert "B51" in s.discard and "B74" in s.discard and "B75" in s.hands[0]
    assert s.money[0] == 200 - 20  # no Attack Ad surcharge


def test_fact_check_by_a_third_party_ct_ex_24():
    """CT-EX-24."""
    s = started(4, seed=1, candidates=("senator", "orator", "lawyer", "outsider"), green_party=True)
    quiet_everyone(s)
    set_hand(s, 0, "B69", "B75")
    set_hand(s, 1, "B51")  # R: Attack Ad
    set_hand(s, 2, "B74")  # L: Fact Check
    set_money(s, "D", 200, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, Done())
    s.apply_action(1, Respond("B51"))
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 2


def test_attack_ad_costs_10_more_per_issue_and_lets_the_advertiser_drop_issues_ct_82():
    """CT-82."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s)
    set_hand(s, 0, "B69")
    set_hand(s, 1, "B51")
    set_money(s, "D", 200, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, PickIssue("crime"))
    s.apply_action(0, Done())
    s.apply_action(1, Respond("B51"))
    assert s.pending[-1].kind is FrameKind.ADV_DROP
    il, oh = voters(s, "IL", "D"), voters(s, "OH", "D")
    s.apply_action(0, PickIssue("crime"))
    s.apply_action(0, Done())
    assert s.money[0] == 200 - 30
    assert voters(s, "IL", "D") == il and voters(s, "OH", "D") == oh + 1
    check_invariants(s)


def test_only_candidates_holding_a_usable_response_are_asked_and_windows_stop_undo_ct_35_ct_99():
    """CT-35, CT-99."""
    s = started(3, seed=1, candidates=("senator", "lawyer", "orator"))
    quiet_everyone(s)
    set_hand(s, 0, "B69")
    set_hand(s, 2, "B51")
    set_money(s, "D", 200, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    events = s.apply_action(0, Done())
    assert any(e.message_id == "ct.window" and e.reveals for e in events)
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 2  # seat 1 holds none
    s.apply_action(2, Pass())
    assert s.money[0] == 180


def test_rapid_response_places_up_to_2_registered_in_a_state_just_placed_in_section_7_1():
    """§7.1."""
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s)
    set_hand(s, 0, "B69")
    set_hand(s, 1, "B39")  # Rapid Response
    set_money(s, "D", 200, registered=20)
    set_money(s, "R", 0, registered=5)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].trigger.value == "voters_placed"
    s.apply_action(1, Respond("B39"))
    assert {a.state for a in s.legal_actions(1)} == {"GA", "OH", "SC"}
    oh = voters(s, "OH", "R")
    s.apply_action(1, PickState("OH"))
    s.apply_action(1, PickCount(2))
    assert voters(s, "OH", "R") == oh + 2 and s.registered[1] == 3


def test_dirty_boxes_need_the_module_ct_91():
    """CT-91."""
    s = started(3, seed=1, candidates=("senator", "lawyer", "orator"))
    set_hand(s, 0, "B16")  # Smear Campaign
    turn_of(s, 0)
    assert PlayCard("B16", Box.POLITICK.value) not in s.legal_actions(0)
    assert PlayCard("B16", Box.FUNDRAISE.value) in s.legal_actions(0)


def test_reformer_takes_no_dirty_action_and_shields_its_party_ct_94_section_6():
    """CT-94, §6."""
    s = started(3, seed=1, candidates=("reformer", "lawyer", "orator"), dirty_politics=True)
    set_hand(s, 0, "B16")
    turn_of(s, 0)
    assert PlayCard("B16", Box.POLITICK.value) not in s.legal_actions(0)
    s2 = started(2, seed=1, candidates=("senator", "reformer"), dirty_politics=True)
    set_hand(s2, 0, "B73")  # Opposition Research: the Reformer is the only opponent
    turn_of(s2, 0)
    assert PlayCard("B73", Box.POLITICK.value) not in s2.legal_actions(0)


def test_smear_campaign_removes_opponent_voters_then_backlash_ct_82_ct_93():
    """CT-82, CT-93."""
    s = started(2, seed=1, candidates=("senator", "lawyer"), dirty_politics=True)
    quiet_everyone(s, 0)
    set_hand(s, 0, "B16")
    s.pawn = ("NJ", s.pawn[1])  # Mid Atlantic: NJ, NY, PA
    set_voters(s, "NY", R=2)
    set_voters(s, "PA", R=1)
    set_voters(s, "MA", D=2)  # an ethically minded state of D
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B16", Box.POLITICK.value))
    s.apply_action(0, PickParty("R"))
    s.apply_action(0, PickState("NY"))
    s.apply_action(0, PickState("PA"))
    assert voters(s, "NY", "R") == 1 and voters(s, "PA", "R") == 0
    assert voters(s, "MA", "D") == 1  # backlash
    check_invariants(s)


def test_negative_advertising_removes_one_voter_per_state_of_each_issue_ct_92():
    """CT-92."""
    s = started(2, seed=1, candidates=("senator", "lawyer"), dirty_politics=True)
    quiet_everyone(s)
    set_hand(s, 0, "B69")
    set_money(s, "D", 100, registered=0)
    for st in ("GA", "OH", "SC"):
        set_voters(s, st, R=2)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, Done())
    s.apply_action(0, GoNegative(True))
    s.apply_action(0, PickParty("R"))
    assert [voters(s, st, "R") for st in ("GA", "OH", "SC")] == [1, 1, 1]
    assert s.money[0] == 80


def test_opposition_research_takes_one_card_and_gives_one_ct_82():
    """CT-82."""
    s = started(2, seed=1, candidates=("senator", "lawyer"), dirty_politics=True)
    quiet_everyone(s, 0)
    set_hand(s, 0, "B46", "B01")
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B46", Box.POLITICK.value))
    s.apply_action(0, PickCandidate(1))
    assert s.observation(0)["pending"][-1]["seen_hand"] == list(s.hands[1])
    assert "seen_hand" not in s.observation(1)["pending"][-1]
    taken = s.hands[1][0]
    s.apply_action(0, PickCard(taken))
    s.apply_action(0, PickCard("B01"))
    assert taken in s.hands[0] and "B01" in s.hands[1]


def test_leaked_scandal_cuts_2_campaign_voters_and_costs_its_player_backlash_section_7_1():
    """§7.1."""
    s = started(2, seed=1, candidates=("senator", "lawyer"), dirty_politics=True)
    quiet_everyone(s)
    set_hand(s, 0, "B19")
    set_hand(s, 1, "B23")  # Leaked Scandal
    set_money(s, "D", 100, registered=10)
    set_voters(s, "GA", R=1)  # an ethically minded state of R
    s.pawn = ("PA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B19", Box.CAMPAIGN.value))
    s.apply_action(1, Respond("B23"))
    assert s.pending[-1].kind is FrameKind.CAMP_PLACE and s.pending[-1].count == 4
    assert voters(s, "GA", "R") == 0


def test_a_campaign_opens_no_window_without_dirty_politics_ct_99():
    """CT-99: Leaked Scandal is the campaign declaration's only response and needs Dirty Politics, so without
    the module the declaration is no undo stop; with it, it is one whether or not anyone holds a card."""
    for dirty, stops in ((False, False), (True, True)):
        s = started(2, seed=1, candidates=("senator", "lawyer"), dirty_politics=dirty)
        quiet_everyone(s)
        set_hand(s, 0, "B19")
        set_money(s, "D", 100, registered=10)
        s.pawn = ("PA", s.pawn[1])
        turn_of(s, 0)
        events = s.apply_action(0, PlayCard("B19", Box.CAMPAIGN.value))
        assert any(e.message_id == "ct.window" for e in events) is stops


def test_always_pause_for_responses_asks_everyone_the_window_is_open_to_ct_35():
    """CT-35: the preference asks every candidate §7.1 allows, holding a card or not; no outcome changes."""
    s = started(3, seed=1, candidates=("senator", "lawyer", "orator"), always_pause_for_responses=True)
    quiet_everyone(s)
    set_hand(s, 0, "B69")
    set_money(s, "D", 200, registered=20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B69", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("taxes"))
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    assert s.legal_actions(1) == [Pass()]
    s.apply_action(1, Pass())
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 2
    s.apply_action(2, Pass())
    assert s.money[0] == 180
