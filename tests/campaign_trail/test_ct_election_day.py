"""The Election Day module (CT-150 to CT-155, CT-62, CT-EX-1, CT-EX-2, CT-EX-16, CT-EX-17): dealing, the
secret discards, every Exit Poll measure on built positions, the evaluation and the reward, what each
party sees, and random playouts with the module on."""

from __future__ import annotations

import dataclasses
import json

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.actions import Pass, PickCard, PickState
from desktop_app.games.campaign_trail.election import start_election
from desktop_app.games.campaign_trail.election_day_data import Column, load_election_day
from desktop_app.games.campaign_trail.election_day_measures import column, tier_reached, value
from desktop_app.games.campaign_trail.frames import FrameKind, Phase
from desktop_app.games.campaign_trail.options import make_config
from desktop_app.games.campaign_trail.turn_table import advance

from .helpers import (
    DATA,
    check_invariants,
    end_month,
    give,
    new,
    set_hand,
    set_money,
    set_voters,
    started,
    voters,
)
from .test_ct_playout import CONFIGS, EXPANSION_CONFIGS, play

ED = load_election_day()


def _game(seats: int = 2, seed: int = 1, **options):
    return started(seats, seed, election_day=True, **options)


def _hold(s, pid: str, poll: str, returns: str) -> None:
    """The party holds exactly these two cards (as after debate 2), taking them from whoever held them."""
    p = s.parties.index(pid)
    polls = [tuple(c for c in row if c != poll) for row in s.ed_polls]
    rets = [tuple(c for c in row if c != returns) for row in s.ed_returns]
    polls[p], rets[p] = (poll,), (returns,)
    s.ed_polls, s.ed_returns = tuple(polls), tuple(rets)


def _ongoing(s, seat: int, *cards: str) -> None:
    """Ongoing politick cards in front of a candidate, taken from wherever they were."""
    for card in cards:
        give(s, seat, card)
        s.take_from_hand(seat, card)
        s.put_in_play(seat, card)


def _to_election(s) -> None:
    """Skip to the end of October: no turns left, then CT-70."""
    s.pending = ()
    s.turn_queue = ()
    s.active = -1
    s.month = 2
    s.discard = s.discard + s.decks[0] + s.decks[1] + s.decks[2]
    s.decks = ((), (), ())
    start_election(s, [])
    advance(s, [])


def _to_debate_end(s, number: int = 1) -> None:
    """Play to the end of debate ``number``: empty the month, everyone passes."""
    end_month(s)
    while s.phase is Phase.DEBATE and s.debate.number == number:
        seat = s.pending[-1].seat
        legal = s.legal_actions(seat)
        s.apply_action(seat, Pass() if Pass() in legal else legal[0])  # orders and bonuses: the first


# -- CT-150: dealing ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats, options", [(2, {}), (3, {}), (4, {}), (4, {"green_party": True})])
def test_each_party_is_dealt_3_exit_polls_and_3_state_returns_ct_150(seats, options):
    """CT-150: 3 of each per party, all different, from the 18 and 12 cards; running mates share them."""
    s = _game(seats, 3, **options)
    polls = [c for row in s.ed_polls for c in row]
    returns = [c for row in s.ed_returns for c in row]
    assert all(len(row) == 3 for row in s.ed_polls + s.ed_returns) and len(s.ed_polls) == len(s.parties)
    assert len(set(polls)) == len(polls) and set(polls) <= set(ED.exit_polls)
    assert len(set(returns)) == len(returns) and set(returns) <= set(ED.state_returns)


def test_without_the_module_nothing_is_dealt_ct_1():
    """CT-1: the module is optional; without it no card is dealt and no discard or reward happens."""
    s = started(2, 3)
    assert s.ed_polls == ((), ()) and s.observation(0)["election_day"] is None


def test_cards_are_hidden_from_opponents_and_shared_by_running_mates_ct_97():
    """CT-150, CT-97: a party sees its cards with their measures; opponents only counts."""
    s = _game(4, 5)
    mine = s.observation(1)["election_day"]["parties"][0]  # seat 1 is the Democrats' candidate 2
    assert [c["id"] for c in mine["own_exit_polls"]] == list(s.ed_polls[0])
    assert [c["id"] for c in mine["own_state_returns"]] == list(s.ed_returns[0])
    theirs = s.observation(1)["election_day"]["parties"][1]
    assert theirs["own_exit_polls"] is None and theirs["own_state_returns"] is None
    assert theirs["exit_polls"] == 3 and theirs["state_returns"] == 3
    text = json.dumps(s.observation(1))
    for card in s.ed_polls[1] + s.ed_returns[1]:
        assert f'"{card}"' not in text, "no card of another party leaks (CT-97)"
    assert all(f'"{c}"' not in json.dumps(s.observation(None)) for row in s.ed_polls for c in row)


# -- CT-151: discards ----------------------------------------------------------------------------------------
def test_after_debate_1_each_party_discards_one_of_each_secretly_ct_151_ct_98():
    """CT-151, CT-55, CT-98: once the hands are refilled, each party's candidate 1 discards 1 Exit Poll and
    1 State Returns card; the choice is hidden from the other parties and never shown to them."""
    s = _game(4, 7)
    _to_debate_end(s, 1)
    assert s.phase is Phase.PLAY and s.month == 1
    assert all(len(h) == DATA.const("HAND_SIZE") for h in s.hands), "after the refill (CT-55 step 1)"
    frame = s.pending[-1]
    assert frame.kind is FrameKind.ED_DISCARD and frame.seat == s.party_seats[frame.party][0]
    assert s.hidden_choice(frame.seat) == tuple(x for x in range(4) if s.seat_party[x] != frame.party)
    assert s.legal_actions(frame.seat) == [PickCard(c) for c in s.ed_polls[frame.party]]
    assert s.legal_actions(s.party_seats[frame.party][1]) == [], "the running mate does not decide (CT-98)"
    secret = s.ed_polls[frame.party][1]
    events = s.apply_action(frame.seat, PickCard(secret))
    public = [e for e in events if e.visible_for(s.party_seats[1 - frame.party][0])]
    assert secret not in json.dumps([e.to_json() for e in public])
    assert s.legal_actions(frame.seat) == [PickCard(c) for c in s.ed_returns[frame.party]]
    while s.pending and s.pending[-1].kind is FrameKind.ED_DISCARD:
        top = s.pending[-1]
        s.apply_action(top.seat, s.legal_actions(top.seat)[0])
    assert all(len(row) == 2 for row in s.ed_polls + s.ed_returns)
    other = 1 - frame.party
    seen = s.observation(s.party_seats[other][0])
    assert seen["election_day"]["parties"][frame.party]["discarded"] == 2
    assert secret not in json.dumps(seen), "a discard stays face down (CT-151)"
    check_invariants(s)


def test_exit_poll_hands_shrink_3_2_1_ct_ex_16():
    """CT-EX-16: 3 each at setup, 2 after debate 1, 1 after debate 2."""
    s = _game(3, 11)
    counts = [tuple(len(row) for row in s.ed_polls + s.ed_returns)]
    for number in (1, 2):
        _to_debate_end(s, number)
        while s.pending and s.pending[-1].kind is FrameKind.ED_DISCARD:
            top = s.pending[-1]
            s.apply_action(top.seat, s.legal_actions(top.seat)[-1])
        counts.append(tuple(len(row) for row in s.ed_polls + s.ed_returns))
    assert counts == [(3,) * 6, (2,) * 6, (1,) * 6]
    assert all(len(row) == 4 for row in s.ed_discards)


# -- CT-152: the column ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "seats, options, expected",
    [
        (2, {}, Column.LEFT),
        (4, {}, Column.LEFT),
        (2, {"green_party": True, "parties": "DG"}, Column.LEFT),
        (3, {}, Column.RIGHT),
        (3, {"green_party": True}, Column.RIGHT),
        (4, {"green_party": True}, Column.RIGHT),
    ],
)
def test_column_by_configuration_ct_152(seats, options, expected):
    """CT-152: left for 2 parties at 2 or 4 seats (and 3 parties at 5-6); right for 3 parties at 3 seats and
    every 4-party game."""
    assert column(make_config(DATA, seats, options)) is expected


def test_thresholds_of_the_sample_cards_ct_ex_17():
    """CT-EX-17: ep01 70/62/54 both columns; ep02 4/5/6 both; ep03 20/24/28 and 16/20/24; ep04 42/48/54 and
    34/40/46."""
    expect = {
        "ep01": ((70, 62, 54), (70, 62, 54)),
        "ep02": ((4, 5, 6), (4, 5, 6)),
        "ep03": ((20, 24, 28), (16, 20, 24)),
        "ep04": ((42, 48, 54), (34, 40, 46)),
    }
    for eid, (left, right) in expect.items():
        card = ED.exit_polls[eid]
        assert card.thresholds(Column.LEFT) == left and card.thresholds(Column.RIGHT) == right


# -- CT-153: tiers and the reward --------------------------------------------------------------------------
def test_tiers_for_max_and_min_goals_ct_153():
    """CT-153: a max goal reaches a tier at or above its threshold, a min goal at or below; the highest
    tier counts."""
    ep03, ep01 = ED.exit_polls["ep03"], ED.exit_polls["ep01"]
    assert [tier_reached(ep03, Column.LEFT, v) for v in (19, 20, 23, 24, 28, 40)] == [0, 1, 1, 2, 3, 3]
    assert [tier_reached(ep01, Column.LEFT, v) for v in (71, 70, 63, 62, 54, 0)] == [0, 1, 1, 2, 3, 3]
    assert ED.rewards == (3, 6, 9)


def test_republicans_minimise_the_highest_card_ct_ex_1():
    """CT-EX-1: 2 parties at 4 seats read the left column; the Republicans' highest card in all their
    hands is 62: tier 2, 6 undecided voters; 4 to MA, 1 to AZ and 1 to AR is a legal placement."""
    s = _game(4, 2)
    assert column(s.config) is Column.LEFT
    _hold(s, "R", "ep01", "sr02")
    _hold(s, "D", "ep02", "sr03")  # no ongoing cards: 0 < 4, no reward
    set_hand(s, 2, "B62", "B03", "B10")
    set_hand(s, 3, "B41", "B12")
    undecided = s.undecided[1]
    _to_election(s)
    assert s.ed_results[1][:5] == ("ep01", "sr02", 62, 2, 6)
    assert s.ed_results[0][3:] == (0, 0)
    frame = s.pending[-1]
    assert frame.kind is FrameKind.ED_PLACE and frame.seat == 2 and frame.count == 6  # candidate 1 (CT-98)
    assert set(s.legal_actions(2)) == {PickState("MA"), PickState("AZ"), PickState("AR")}
    before = {st: voters(s, st, "R") for st in ("MA", "AZ", "AR")}
    for st in ("MA", "MA", "AZ", "MA", "AR", "MA"):
        s.apply_action(2, PickState(st))
    assert {st: voters(s, st, "R") - before[st] for st in before} == {"MA": 4, "AZ": 1, "AR": 1}
    assert s.undecided[1] == undecided - 6 and s.phase is Phase.OVER
    check_invariants(s)


def test_democrats_maximise_ethically_minded_voters_ct_ex_2():
    """CT-EX-2: ep03 with 32 voters in the Democrats' ethically minded states: tier 3, 9 voters; all 9 in
    PA and none in KY is legal."""
    s = _game(2, 4)
    _hold(s, "D", "ep03", "sr03")
    _hold(s, "R", "ep02", "sr01")
    for st, n in zip(DATA.ethically_minded["D"], (8, 8, 8, 4, 4), strict=True):
        set_voters(s, st, D=n)
    _to_election(s)
    assert s.ed_results[0] == ("ep03", "sr03", 32, 3, 9)
    pa = voters(s, "PA", "D")
    while s.phase is not Phase.OVER:
        s.apply_action(s.pending[-1].seat, PickState("PA"))
    assert voters(s, "PA", "D") == pa + 9 and s.ed_results[0][4] == 9
    check_invariants(s)


def test_reward_voters_go_only_to_state_returns_states_and_move_the_ev_ct_153():
    """CT-153: the reward goes to the State Returns states only; the EV counters follow and CT-71 decides
    after the last reward."""
    s = _game(2, 6)
    _hold(s, "D", "ep05", "sr10")  # GA, WI
    _hold(s, "R", "ep18", "sr01")
    set_money(s, "D", 200)
    _ongoing(s, 1, "B05", "B11", "B15")  # 3 ongoing cards: more than ep18's tier 1 allows
    set_voters(s, "GA", D=0, R=3)
    set_voters(s, "WI", D=0, R=4)
    _to_election(s)
    assert s.ed_results[1][3] == 0 and s.ed_results[0][3] == 3
    assert set(s.legal_actions(0)) == {PickState("GA"), PickState("WI")}
    for _ in range(4):
        s.apply_action(0, PickState("GA"))
    assert s.phase is not Phase.OVER
    for _ in range(5):
        s.apply_action(0, PickState("WI"))
    assert s.phase is Phase.OVER
    assert s.control[s.state_index("WI")] == 0 and s.control[s.state_index("GA")] == 0
    assert s.final_ev == s.ev_totals()


def test_every_party_measures_before_any_reward_is_placed_ct_154():
    """CT-154: the party placing first cannot spoil a later party's measure: R's states controlled are
    counted before D's reward takes a state from it; rewards follow party order from the starting party."""
    s = _game(2, 8, starting_party="D")
    _hold(s, "D", "ep05", "sr10")  # GA, WI
    _hold(s, "R", "ep08", "sr01")
    set_money(s, "D", 200)
    for st in ("GA", "WI"):
        set_voters(s, st, D=0, R=1)
    held = sum(1 for c in s.control if c == 1)
    threshold = ED.exit_polls["ep08"].left[0]
    # Give R exactly tier 1 of ep08: hand just enough states to D so R holds the threshold.
    for sid in DATA.state_ids:
        if held <= threshold:
            break
        if s.control[s.state_index(sid)] == 1 and sid not in ("GA", "WI"):
            set_voters(s, sid, D=voters(s, sid, "R") + 1)
            held = sum(1 for c in s.control if c == 1)
    assert held == threshold
    _to_election(s)
    assert s.ed_results[1][2:4] == (threshold, 1)
    assert s.pending[-1].party == 0, "the starting party places first"
    for _ in range(9):
        s.apply_action(0, PickState("GA"))
    assert s.control[s.state_index("GA")] == 0  # R now holds fewer states, but its reward stands
    assert s.pending[-1].party == 1 and s.pending[-1].count == 3


def test_economist_reward_still_comes_from_the_undecided_supply_ct_132():
    """CT-132, CT-153: Election Day rewards are exempt from the Economist's rule."""
    s = _game(2, 9, expansion_candidates=True, candidates=("economist", "governor"))
    _hold(s, "D", "ep05", "sr10")
    _hold(s, "R", "ep02", "sr01")
    set_money(s, "D", 200, registered=0)
    _to_election(s)
    undecided = s.undecided[0]
    s.apply_action(0, PickState("GA"))
    assert s.undecided[0] == undecided - 1 and s.registered[0] == 0


# -- CT-155 and CT-62: the measures ------------------------------------------------------------------------
def test_highest_card_looks_at_every_hand_of_the_party_ct_62():
    """CT-62, CT-155: ep01 reads both running mates' hands; no card at all counts 0."""
    s = _game(4, 2)
    set_hand(s, 0, "B10", "B20")
    set_hand(s, 1, "B77")
    assert value(s, 0, "ep01") == 77
    set_hand(s, 0)
    set_hand(s, 1)
    assert value(s, 0, "ep01") == 0


def test_measures_count_after_the_end_cards_ct_155():
    """CT-155: ongoing cards just resolved at game end still count; tie-wins of CT-72 count as control."""
    s = _game(2, 12, candidates=("lawyer", "governor"))
    _hold(s, "D", "ep02", "sr10")
    _hold(s, "R", "ep08", "sr01")
    _ongoing(s, 0, "B68")  # October Surprise: stays in front of its candidate after resolving
    give(s, 0, "B01")
    s.take_from_hand(0, "B01")
    s.face_down = ((("B68", "B01"),), ())
    set_voters(s, "ND", D=3, R=3)  # the Lawyer's tie-win from Election Day on (CT-72)
    before = value(s, 0, "ep08")
    _to_election(s)
    assert s.ed_results[0][2] == 1
    assert s.control[s.state_index("ND")] == 0 and value(s, 0, "ep08") >= before


def _measure_position():
    """A 2-party position with known figures for every measure."""
    s = _game(2, 21, candidates=("governor", "senator"), homes=("NY", "TX"))
    for sid in DATA.state_ids:
        set_voters(s, sid, D=0, R=0)
    return s


def test_ep01_highest_card():
    s = _measure_position()
    set_hand(s, 0, "B13", "B45", "B33")
    assert value(s, 0, "ep01") == 45


@pytest.mark.parametrize("eid", ["ep02", "ep18"])
def test_ep02_ep18_ongoing_cards(eid):
    s = _measure_position()
    _ongoing(s, 0, "B05", "B11")
    _ongoing(s, 1, "B15")
    assert value(s, 0, eid) == 2 and value(s, 1, eid) == 1
    assert tier_reached(ED.exit_polls["ep18"], Column.LEFT, 1) == 2


def test_ep03_ethics_voters():
    s = _measure_position()
    set_voters(s, "NJ", D=5)
    set_voters(s, "OR", D=2)
    set_voters(s, "GA", D=9)  # a Republican ethically minded state
    assert value(s, 0, "ep03") == 7


def test_ep04_high_ev_states():
    s = _measure_position()
    for st, n in (("CA", 10), ("TX", 3), ("PA", 2), ("OH", 50)):
        set_voters(s, st, D=n)
    assert value(s, 0, "ep04") == 15


def test_ep05_money():
    s = _measure_position()
    set_money(s, "D", 130)
    assert value(s, 0, "ep05") == 130


def test_ep06_registered():
    s = _measure_position()
    set_money(s, "R", 0, registered=12)
    assert value(s, 1, "ep06") == 12


def test_ep07_states_reached_dc_counts():
    s = _measure_position()
    for st in ("DC", "AK", "HI"):
        set_voters(s, st, R=1)
    assert value(s, 1, "ep07") == 3 and value(s, 0, "ep07") == 0


def test_ep08_states_controlled():
    s = _measure_position()
    set_voters(s, "DC", R=2)
    held = sum(1 for c in s.control if c == 1)
    assert value(s, 1, "ep08") == held
    set_voters(s, "DC", D=3)
    assert value(s, 1, "ep08") == held - 1


def test_ep09_regions_dominated():
    s = _measure_position()
    for region in DATA.regions.values():
        for sid in region.states:
            set_voters(s, sid, D=1, R=0)
    assert value(s, 0, "ep09") == 9 and value(s, 1, "ep09") == 0
    region = DATA.regions["MID_ATLANTIC"]  # NJ, NY, PA
    set_voters(s, region.states[0], R=2)
    set_voters(s, region.states[1], R=2)
    assert value(s, 0, "ep09") == 8 and value(s, 1, "ep09") == 1


def test_ep10_small_states():
    s = _measure_position()
    for st in ("AK", "DE", "DC", "ND", "SD", "VT", "WY", "RI"):
        set_voters(s, st, D=2)
    assert value(s, 0, "ep10") == 14


def test_ep11_battlegrounds():
    s = _measure_position()
    for st in ("AZ", "GA", "MI", "NV", "NC", "PA", "WI", "OH"):
        set_voters(s, st, R=3)
    assert value(s, 1, "ep11") == 21


def test_ep12_heartland():
    s = _measure_position()
    set_voters(s, "IA", D=4)
    set_voters(s, "KS", D=3)
    set_voters(s, "IL", D=9)
    assert value(s, 0, "ep12") == 7


def test_ep13_south():
    s = _measure_position()
    set_voters(s, "AL", D=4)  # East South Central
    set_voters(s, "TX", D=6)  # West South Central
    set_voters(s, "FL", D=9)  # South Atlantic: not counted
    assert value(s, 0, "ep13") == 10


def test_ep14_mountain():
    s = _measure_position()
    set_voters(s, "CO", R=5)
    set_voters(s, "NV", R=1)
    set_voters(s, "CA", R=7)
    assert value(s, 1, "ep14") == 6


def test_ep15_topics_won_both_debates():
    s = _measure_position()
    s.debate_results = ((0, 1, -1, 0), (0, 0, 1, 0))  # three topics, then the overall winner
    assert value(s, 0, "ep15") == 3 and value(s, 1, "ep15") == 2


def test_ep16_home_states_of_all_candidates():
    s = _game(4, 21)
    for seat in range(4):
        set_voters(s, s.home[seat], D=0, R=0)
    set_voters(s, s.home[0], D=3)
    set_voters(s, s.home[1], D=4)
    set_voters(s, s.home[2], D=5)  # a Republican home: not counted for D
    assert s.home[0] != s.home[1] and s.home[2] not in s.home[:2]
    assert value(s, 0, "ep16") == 7


def test_ep17_electoral_votes():
    s = _measure_position()
    assert value(s, 0, "ep17") == s.ev_totals()[0]
    set_voters(s, "CA", D=1, R=0)
    assert value(s, 0, "ep17") == s.ev_totals()[0]


def test_measures_cover_every_card():
    """§10: all 18 cards have a measure the rules know, and every measure key is used."""
    from desktop_app.games.campaign_trail.election_day_measures import MEASURES

    assert len(ED.exit_polls) == 18 and len(ED.state_returns) == 12
    assert {c.measure for c in ED.exit_polls.values()} == set(MEASURES)


# -- what each seat sees, redeterminisation ----------------------------------------------------------------
def test_redeterminize_keeps_own_cards_and_redeals_others_ct_97():
    """CT-97: the search keeps the observer's party's cards and discards, and redeals the others'."""
    s = _game(3, 13)
    _to_debate_end(s, 1)
    while s.pending and s.pending[-1].kind is FrameKind.ED_DISCARD:
        top = s.pending[-1]
        s.apply_action(top.seat, s.legal_actions(top.seat)[0])
    changed = False
    for k in range(10):
        twin = s.redeterminize(0, Rng(k))
        assert twin.ed_polls[0] == s.ed_polls[0] and twin.ed_discards[0] == s.ed_discards[0]
        every = [c for row in twin.ed_polls + twin.ed_discards for c in row if c.startswith("ep")]
        assert len(every) == len(set(every)) == 9
        assert [len(r) for r in twin.ed_polls] == [len(r) for r in s.ed_polls]
        changed |= twin.ed_polls[1:] != s.ed_polls[1:] or twin.ed_discards[1:] != s.ed_discards[1:]
        seen = set(s.ed_polls[0]) | set(s.ed_returns[0]) | set(s.ed_discards[0])
        assert not seen & {c for q in (1, 2) for c in twin.ed_polls[q] + twin.ed_returns[q]}
    assert changed


def test_held_cards_are_shown_on_election_day_but_discards_never_ct_153():
    """CT-153: the held cards are shown when measured; the discards stay face down."""
    s = _game(2, 14)
    _to_debate_end(s, 1)
    while s.pending and s.pending[-1].kind is FrameKind.ED_DISCARD:
        top = s.pending[-1]
        s.apply_action(top.seat, s.legal_actions(top.seat)[0])
    gone = s.ed_discards[1]
    _hold(s, "R", s.ed_polls[1][0], s.ed_returns[1][0])
    _to_election(s)
    seen = s.observation(0)
    results = seen["election_day"]["results"]
    assert results[1]["exit_poll"] == s.ed_polls[1][0]
    assert all(c not in json.dumps(seen) for c in gone)


# -- playouts with the module on --------------------------------------------------------------------------
@pytest.mark.parametrize("seats, options", CONFIGS[::2] + EXPANSION_CONFIGS[::2])
def test_random_playouts_with_election_day(seats, options):
    """CT-150 to CT-155 inside whole games: part 1's invariants after every action, and each party
    measured once with its last card of each kind."""
    for seed in (1, 2):
        opts = {**options, "election_day": True, "dirty_politics": seed == 2}
        s = new(seats, 400 + seed, **opts)
        play(seats, opts, 400 + seed, start=s)
        assert all(len(row) == 1 for row in s.ed_polls + s.ed_returns)
        assert [r[0] for r in s.ed_results] == [row[0] for row in s.ed_polls]
        for p, (_, _, amount, tier, placed) in enumerate(s.ed_results):
            assert tier_reached(ED.exit_polls[s.ed_polls[p][0]], column(s.config), amount) == tier
            assert placed == min(ED.rewards[tier - 1] if tier else 0, placed + s.undecided[p])


def test_heuristic_playouts_with_election_day():
    for seats, options in ((2, {}), (3, {}), (4, {"green_party": True, "expansion_cards": "add"})):
        play(seats, {**options, "election_day": True}, 7, heuristic=True)


def test_no_card_of_another_party_leaks_in_a_whole_game_ct_97():
    """CT-97, CT-151: at every step, no viewer's observation or log shows another party's held card
    before Election Day shows it, nor ever a discarded one."""
    s = new(3, 17, election_day=True)
    rng = Rng(5)
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        events = s.apply_action(p, actions[rng.below(len(actions))])
        for viewer in (None, 0, 1, 2):
            mine = s.seat_party[viewer] if viewer is not None else -1
            shown = {c for q, row in enumerate(s.ed_results) for c in row[:2]} if s.ed_results else set()
            secret = {
                c
                for q in range(3)
                if q != mine
                for c in s.ed_polls[q] + s.ed_returns[q] + s.ed_discards[q]
                if c not in shown or c in s.ed_discards[q]
            }
            text = json.dumps(s.observation(viewer)) + json.dumps(
                [e.to_json() for e in events if e.visible_for(viewer)]
            )
            leaked = [c for c in secret if f'"{c}"' in text]
            assert not leaked, (viewer, leaked)


def test_the_search_decides_a_secret_discard():
    """The information-set search runs through the discard (hidden_choice) with the module's redeal."""
    from desktop_app.ai.agents import IsmctsAgent
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME

    s = _game(2, 19)
    _to_debate_end(s, 1)
    agent = IsmctsAgent(CAMPAIGN_TRAIL_GAME, seed=1, iterations=16, time_limit=5.0)
    while s.pending and s.pending[-1].kind is FrameKind.ED_DISCARD:
        seat = s.to_move()[0]
        action = agent.choose(s, seat)
        assert action in s.legal_actions(seat)
        s.apply_action(seat, action)
    assert all(len(row) == 2 for row in s.ed_polls)
    values = CAMPAIGN_TRAIL_GAME.evaluate(s)
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)


def test_the_computer_keeps_the_most_reachable_exit_poll():
    """CT-151 for the computer players: of a goal already met and one far out of reach, the far one is
    discarded; of State Returns cards, it keeps the one where the reward is worth most."""
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
    from desktop_app.games.campaign_trail.election_day_ai import expected_reward

    s = _game(2, 23)
    _to_debate_end(s, 1)
    frame = s.pending[-1]
    p = frame.party
    pid = s.parties[p]
    third = next(c for c in ED.exit_polls if c not in ("ep05", "ep13") + s.ed_polls[1 - p])
    polls = [tuple(c for c in row if c not in ("ep05", "ep13")) for row in s.ed_polls]
    polls[p] = ("ep05", "ep13", third)
    s.ed_polls = tuple(polls)
    set_money(s, pid, 200)
    assert expected_reward(s, p, "ep05") > 8 > 0.5 > expected_reward(s, p, "ep13")
    action = CAMPAIGN_TRAIL_GAME.heuristic_action(s, frame.seat, Rng(1))
    assert action != PickCard("ep05")
    s.apply_action(frame.seat, action)
    assert "ep05" in s.ed_polls[p]


def test_the_computer_places_its_reward_where_it_turns_a_state():
    """CT-153 for the computer players: a reward voter goes where it wins a state, not where the party
    already leads safely."""
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME

    s = _game(2, 24)
    _hold(s, "D", "ep05", "sr10")  # GA, WI
    _hold(s, "R", "ep02", "sr01")
    set_money(s, "D", 200)
    set_voters(s, "GA", D=9, R=1)  # safe
    set_voters(s, "WI", D=3, R=4)  # one more voter ties it, and WI's tiebreak order favours D (CT-40)
    _to_election(s)
    action = CAMPAIGN_TRAIL_GAME.heuristic_action(s, s.pending[-1].seat, Rng(1))
    assert action == PickState("WI")


def test_the_search_evaluation_credits_the_held_exit_poll():
    """The computer steers toward its held Exit Poll: with ep05 (money) held, a richer war chest is worth
    more to the party than the same money without the module, because it reaches a tier."""
    from desktop_app.games.campaign_trail.search import evaluate

    def gain(module: bool) -> float:
        s = _game(2, 25)
        _hold(s, "D", "ep05", "sr07")
        _hold(s, "R", "ep02", "sr01")
        s.config = dataclasses.replace(s.config, election_day=module)
        poor = evaluate(s)[0]
        set_money(s, "D", s.money[0] + 100)
        return evaluate(s)[0] - poor

    assert gain(True) > gain(False) > 0
