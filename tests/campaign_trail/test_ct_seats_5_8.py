"""Seats 5 to 8 (§3.1): one seat running both candidates of a party at 5 and 7 seats (CT-20), the option
rules that come with them (CT-156, CT-EX-25), what such a seat sees (CT-97), who decides for a party
(CT-98) and the month lengths of §3.4, whose table values are the check values here."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import OptionsError
from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import options as opt
from desktop_app.games.campaign_trail.actions import KeepCandidate, PickCandidate
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME
from desktop_app.games.campaign_trail.frames import FrameKind, Phase
from desktop_app.games.campaign_trail.options import BOTH, make_config, seat_roles
from desktop_app.games.campaign_trail.revisions import SPEC

from .helpers import DATA, check_invariants, new, started


# -- CT-20: seats and candidates -----------------------------------------------------------------------
def test_five_seats_double_the_first_party_by_default_ct_20():
    """CT-20: at 5 seats one seat runs both candidates of the first party in play, listed first."""
    assert seat_roles(DATA, 5, GAME.normalize_options(5, {})) == [
        ("D", BOTH), ("R", 1), ("R", 2), ("L", 1), ("L", 2)
    ]
    assert make_config(DATA, 5, {"expansion_cards": "add"}).seat_of == (0, 0, 1, 2, 3, 4)


def test_the_doubled_party_is_an_option_ct_20():
    """CT-20: ``doubled_party`` names the party whose seat runs both candidates; its seat keeps the party
    order's place; at 7 seats every party of the four may be doubled."""
    five = {"expansion_cards": "add", "doubled_party": "R"}
    assert seat_roles(DATA, 5, five) == [("D", 1), ("D", 2), ("R", BOTH), ("L", 1), ("L", 2)]
    assert make_config(DATA, 5, five).seat_of == (0, 1, 2, 2, 3, 4)
    for k, party in enumerate("DRLG"):
        config = make_config(DATA, 7, GAME.normalize_options(7, {"doubled_party": party}))
        assert config.doubled_party == party
        assert config.seat_of.count(2 * k if k == 0 else config.seat_of[2 * k]) == 2
        assert len(set(config.seat_of)) == 7 and config.candidates == 8


def test_roles_say_both_candidates_ct_20():
    """§3.1: the setup screen shows "Democrat — both candidates" for the doubled seat."""
    roles = GAME.seat_roles(7, GAME.normalize_options(7, {"doubled_party": "G", "starting_party": "D"}))
    assert [r.team for r in roles] == ["Democrat", "Democrat", "Republican", "Republican", "Libertarian",
                                       "Libertarian", "Green"]
    assert roles[-1].details == ("both candidates",)
    assert roles[0].details == ("candidate 1", "takes the first turn")
    colours = GAME.seat_colours(7, GAME.normalize_options(7, {}))
    assert [c.key for c in colours] == ["D", "R", "R", "L", "L", "G", "G"]


def test_a_doubled_seat_keeps_a_candidate_for_each_and_runs_both_turns_ct_20():
    """CT-20, CT-23, CT-30: the doubled seat keeps two candidates, one after the other, and takes both of
    its party's player turns; the engine only ever asks it for its own candidates."""
    s = new(5, 3)
    assert s.to_move() == (0, 1, 2, 3, 4)
    s.apply_action(0, KeepCandidate(s.offers[0][0]))
    assert 0 in s.to_move() and s.deciding(0) == 1  # now for its candidate 2
    assert s.legal_actions(0) == [KeepCandidate(c) for c in s.offers[1]]
    s.apply_action(0, KeepCandidate(s.offers[1][1]))
    assert s.kept[:2] == (s.offers[0][0], s.offers[1][1])
    s = started(5, 3, starting_party="D")
    turns = []
    rng = Rng(4)
    while s.phase is Phase.PLAY and len(turns) < 12:
        top = s.pending[-1]
        (player,) = s.to_move()
        assert s.seat_of[top.seat] == player
        if top.kind is FrameKind.PLAY and (not turns or turns[-1] != top.seat):
            turns.append(top.seat)
        actions = s.legal_actions(player)
        s.apply_action(player, actions[rng.below(len(actions))])
    # party order from D: D's two candidates (both at seat 0), then R's, then L's, then D's again
    assert [s.seat_party[c] for c in turns[:6]] == [0, 0, 1, 1, 2, 2]
    assert {s.seat_of[c] for c in turns[:2]} == {0}


# -- CT-156 and CT-EX-25 ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", range(2, 9))
def test_the_game_never_refuses_its_own_defaults_ct_156(seats):
    """CT-156 with the seat count's defaults: 5-8 seats add the expansion cards, 7-8 seats play Green with
    the expansion candidates; 2-4 seats keep the base game."""
    options = GAME.normalize_options(seats, {})
    assert options["expansion_cards"] == ("add" if seats >= 5 else "off")
    assert options["green_party"] is options["expansion_candidates"] is (seats >= 7)
    state = GAME.new_game(seats, options, 1)
    assert state.num_players == seats and len(state.to_move()) == seats


def test_ct_ex_25_eight_seats_with_swap_and_without_expansion_candidates():
    """CT-EX-25: refused with two reasons, the candidate cards and the add mode."""
    options = {"green_party": True, "expansion_cards": "swap", "expansion_candidates": False}
    with pytest.raises(OptionsError) as caught:
        GAME.normalize_options(8, options)
    assert [r.template for r in caught.value.explained] == [opt.CANDIDATE_CARDS, opt.ACTION_CARDS]
    assert caught.value.explained[0].args == ("8", "16", "12")


@pytest.mark.parametrize("seats", [5, 6, 7, 8])
@pytest.mark.parametrize("mode", ["off", "swap"])
def test_five_seats_and_more_need_the_added_cards_ct_156_d(seats, mode):
    """CT-156 d: 6 or more candidates need expansion_cards = add."""
    with pytest.raises(OptionsError) as caught:
        GAME.normalize_options(seats, {"expansion_cards": mode})
    assert [r.template for r in caught.value.explained] == [opt.ACTION_CARDS]


@pytest.mark.parametrize("seats", [7, 8])
def test_more_than_six_candidate_slots_need_the_expansion_candidates_ct_156_c(seats):
    with pytest.raises(OptionsError) as caught:
        GAME.normalize_options(seats, {"expansion_candidates": False})
    assert [r.template for r in caught.value.explained] == [opt.CANDIDATE_CARDS]
    assert GAME.normalize_options(6, {})["expansion_candidates"] is False  # 6 slots, 12 cards: enough


def test_the_doubled_party_must_be_in_play_ct_156_b():
    with pytest.raises(OptionsError) as caught:
        GAME.normalize_options(5, {"doubled_party": "G"})
    assert [r.template for r in caught.value.explained] == [opt.DOUBLED_NOT_IN_PLAY]
    # Outside 5 and 7 seats no seat runs two candidates, and the option has no say.
    assert make_config(DATA, 6, GAME.normalize_options(6, {"doubled_party": "G"})).doubled_party == ""


# -- CT-97: what a seat running two candidates sees ------------------------------------------------------
def test_a_doubled_seat_sees_both_its_hands_and_opponents_only_count_them_ct_97():
    s = started(5, 8)
    mine = s.observation(0)
    assert mine["viewer_candidates"] == [0, 1] and mine["seat_of"] == [0, 0, 1, 2, 3, 4]
    assert mine["seats"][0]["hand"] == list(s.hands[0]) and mine["seats"][1]["hand"] == list(s.hands[1])
    assert all(mine["seats"][c]["hand"] is None for c in range(2, 6))
    theirs = s.observation(1)  # Republican candidate 1: its running mate's hand, the Democrats' counts
    assert theirs["seats"][3]["hand"] == list(s.hands[3])
    assert theirs["seats"][0]["hand"] is None and theirs["seats"][1]["hand_size"] == len(s.hands[1])
    twin = s.redeterminize(0, Rng(9))
    assert twin.hands[:2] == s.hands[:2]
    assert twin.hands[2:] != s.hands[2:]


def test_a_doubled_seat_keeping_its_candidates_is_hidden_from_the_other_parties_ct_97():
    s = new(5, 2)
    assert s.hidden_choice(0) == (1, 2, 3, 4)
    assert s.hidden_choice(1) == (0, 3, 4)


# -- CT-98: who decides for a party ------------------------------------------------------------------------
def test_candidate_1_seat_orders_the_party_turn_at_6_seats_and_the_doubled_seat_at_5_ct_98():
    for seats, party in ((6, 1), (5, 0), (7, 3)):
        s = started(seats, 5, starting_party="DRLG"[party], green_party=seats == 7,
                    doubled_party="G" if seats == 7 else "auto")
        while not (s.pending and s.pending[-1].kind is FrameKind.ORDER and s.pending[-1].party == party):
            (player,) = s.to_move()
            s.apply_action(player, s.legal_actions(player)[0])
        frame = s.pending[-1]
        first, second = s.party_seats[party]
        assert frame.seat == first  # the party's candidate 1 decides (CT-98)
        assert s.to_move() == (s.seat_of[first],)
        assert s.legal_actions(s.seat_of[first]) == [PickCandidate(first), PickCandidate(second)]
        if s.seat_of[second] != s.seat_of[first]:
            assert s.legal_actions(s.seat_of[second]) == []


# -- §3.4: month lengths -------------------------------------------------------------------------------
# The spec's table rows for 5-8 seats: piles Aug / Sep / Oct, turns Aug / Sep / Oct, fewest.
MONTHS_3_4 = {
    5: ((35, 35, 35), (35, 23, 23), 3),
    6: ((35, 35, 35), (35, 23, 23), 3),
    7: ((31, 32, 32), (31, 16, 16), 2),
    8: ((31, 32, 32), (31, 16, 16), 2),
}


@pytest.mark.parametrize("seats", [5, 6, 7, 8])
def test_month_lengths_section_3_4(seats):
    """§3.4: the piles left after the hands, and the turns they hold when every candidate refills the 2
    cards it played in each debate (CT-55, CT-96): a month of k turns gives each of c candidates at least
    k // c turns; with the added cards every candidate gets 2 turns a month or more. The spec's values are
    revision 1's (revision 5 tuned CT-96 and CT-24 at 7-8 seats: test_ct_month_rules.py)."""
    s = started(seats, 1, data_revision=SPEC)
    check_invariants(s)
    candidates = s.num_candidates
    piles = tuple(len(d) for d in s.decks)
    refill = s.data.debate_card_limit(seats) * candidates
    turns = (piles[0], *(n - refill for n in piles[1:]))
    fewest = min(turns) // candidates
    assert (piles, turns, fewest) == MONTHS_3_4[seats]
    assert fewest >= 2
