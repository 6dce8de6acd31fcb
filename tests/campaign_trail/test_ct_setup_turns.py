"""Setup (CT-21 to CT-29) and the turn (CT-30 to CT-37)."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail.actions import Box, Done, KeepCandidate, PickCandidate, PlayCard
from desktop_app.games.campaign_trail.board import month_piles, setup_board
from desktop_app.games.campaign_trail.frames import FrameKind, Phase, Purpose

from .helpers import DATA, check_invariants, new, quiet_everyone, set_hand, started, turn_of


def test_candidates_are_a_secret_simultaneous_choice_ct_23():
    """CT-23: every seat owes its choice at once; nobody sees another's pick until all have kept one."""
    s = new(3, seed=4)
    assert s.phase is Phase.SETUP and s.to_move() == (0, 1, 2)
    s.apply_action(1, KeepCandidate(s.offers[1][1]))
    assert s.to_move() == (0, 2)
    assert s.observation(0)["seats"][1]["candidate"] is None
    assert s.observation(1)["seats"][1]["candidate"] == s.offers[1][1]
    assert s.observation(0)["seats"][1]["offers"] is None
    s.apply_action(0, KeepCandidate(s.offers[0][0]))
    s.apply_action(2, KeepCandidate(s.offers[2][0]))
    assert s.phase is Phase.PLAY and s.observation(0)["seats"][1]["candidate"] == s.offers[1][1]


def test_setup_resources_voters_hands_and_months_ct_21_to_ct_25():
    """CT-23 money and registered voters, CT-21 setup voters, CT-24 hands and piles, CT-25 home states."""
    s = started(3, seed=2, candidates=("senator", "orator", "outsider"))
    rows = [DATA.candidates[c] for c in ("senator", "orator", "outsider")]
    assert s.money == tuple(r.start_money for r in rows)
    assert s.registered == tuple(r.start_registered for r in rows)
    board = setup_board(DATA, s.parties, False)
    for p, pid in enumerate(s.parties):
        expected = sum(n for h, n in board.values() if h == pid) + DATA.const("HOME_STATE_VOTERS")
        assert s.committed(p) == expected
    assert all(len(h) == 5 for h in s.hands)
    assert tuple(len(d) for d in s.decks) == month_piles(90 - 15, 3) == (25, 25, 25)
    check_invariants(s)


def test_home_state_is_a_reference_state_of_the_hand_ct_25():
    """CT-25."""
    s = new(2, seed=9)
    for seat in range(2):
        s.apply_action(seat, KeepCandidate(s.offers[seat][0]))
    frame = s.pending[-1]
    assert frame.kind is FrameKind.HOME
    refs = {DATA.cards[c].ref_state for c in s.hands[frame.seat]}
    assert {a.state for a in s.legal_actions(frame.seat)} == refs


def test_running_mates_choose_different_home_states_ct_25():
    """CT-25."""
    for seed in range(6):
        s = started(4, seed=seed)
        assert s.home[0] != s.home[1] and s.home[2] != s.home[3]


def test_governor_and_dynasty_heir_setup_voters_section_6():
    """§6: the Governor adds 1 in the home state and each neighbour; the Dynasty Heir 1 in each state of
    the home region whose first tiebreaker is the party."""
    gov = started(2, seed=3, candidates=("governor", "orator"))
    extra = 1 + len(DATA.states[gov.home[0]].adjacent)
    base = setup_board(DATA, gov.parties, False)
    assert gov.committed(0) == sum(n for h, n in base.values() if h == "D") + 2 + extra
    heir = started(2, seed=3, candidates=("dynasty_heir", "orator"))
    home = heir.home[0]
    region = DATA.regions[DATA.states[home].region].states
    own_first = sum(1 for st in region if DATA.states[st].tiebreak_3p[0] == "D")
    assert heir.committed(0) == sum(n for h, n in base.values() if h == "D") + 2 + own_first


def test_starting_party_option_ct_26():
    """CT-26."""
    s = started(3, seed=5, starting_party="L")
    assert s.parties[s.start_party] == "L" and s.active == s.party_seats[2][0]


def test_running_mates_order_is_chosen_by_candidate_1_each_party_turn_ct_30_ct_98():
    """CT-30, CT-98."""
    s = new(4, seed=1, starting_party="R")
    for seat in range(4):
        s.apply_action(seat, KeepCandidate(s.offers[seat][0]))
    while s.pending[-1].kind is FrameKind.HOME:
        frame = s.pending[-1]
        s.apply_action(frame.seat, s.legal_actions(frame.seat)[0])
    # The setup orders (CT-37) come first, then R's first party turn: seat 2 (R candidate 1) decides.
    while s.pending[-1].purpose is Purpose.SETUP:
        s.apply_action(s.pending[-1].seat, s.legal_actions(s.pending[-1].seat)[0])
    frame = s.pending[-1]
    assert frame.kind is FrameKind.ORDER and frame.seat == 2 and frame.purpose is Purpose.TURN
    s.apply_action(2, PickCandidate(3))
    assert s.active == 3 and s.turn_queue == (2,)


def test_one_card_one_box_then_draw_to_five_ct_31():
    """CT-31."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    turn_of(s, 0)
    card = next(c for c in s.hands[0] if DATA.cards[c].fundraise)
    deck_before = len(s.decks[0])
    money = s.money[0]
    s.apply_action(0, PlayCard(card, Box.FUNDRAISE.value))
    assert s.money[0] == money + DATA.cards[card].fundraise  # CT-42
    assert len(s.hands[0]) == 5 and len(s.decks[0]) == deck_before - 1
    assert card in s.discard and s.active == 1


def test_a_card_can_be_played_for_no_action_ct_36():
    """CT-36."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    turn_of(s, 0)
    card = s.hands[0][0]
    before = (s.money, s.registered, s.voters)
    s.apply_action(0, PlayCard(card, Box.NONE.value))
    assert (s.money, s.registered, s.voters) == before and card in s.discard


@pytest.mark.parametrize(("revision", "mogul"), [(7, -1), (8, 0)])
def test_register_moves_undecided_to_registered_ct_43(revision, mogul):
    """CT-43 (the Business Mogul registers one fewer in data revisions 1-7; revision 8 drops that, BT-3)."""
    s = started(2, seed=1, candidates=("outsider", "business_mogul"), data_revision=revision)
    set_hand(s, 0, "B01")  # register 4
    set_hand(s, 1, "B03")  # register 3
    turn_of(s, 0)
    reg = s.registered[0]
    s.apply_action(0, PlayCard("B01", Box.REGISTER.value))
    assert s.registered[0] == reg + 4 + 2  # the Outsider's +2 (§6)
    turn_of(s, 1)
    reg = s.registered[1]
    s.apply_action(1, PlayCard("B03", Box.REGISTER.value))
    assert s.registered[1] == reg + 3 + mogul  # the Business Mogul's -1, up to revision 7


def test_month_ends_when_its_deck_is_drawn_and_a_debate_follows_ct_34():
    """CT-34."""
    s = started(2, seed=1, candidates=("governor", "lawyer"))
    quiet_everyone(s)
    s.decks = (s.decks[0][:1],) + s.decks[1:]
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    assert not s.decks[0] and s.phase is Phase.DEBATE and s.debate is not None and s.debate.number == 1


def test_trade_with_a_running_mate_in_the_same_state_ct_61_ct_63():
    """CT-61, CT-63."""
    s = started(4, seed=1, candidates=("senator", "orator", "outsider", "lawyer"))
    s.pawn = (s.pawn[0], s.pawn[0], s.pawn[2], s.pawn[3])
    quiet_everyone(s)
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    assert s.pending[-1].kind is FrameKind.AFTER
    s.apply_action(0, PickCandidate(1))
    given = s.hands[0][0]
    s.apply_action(0, s.legal_actions(0)[1])  # give the first card
    assert given in s.hands[1]
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.TRADE and s.pending[-1].seat == 1
    s.apply_action(1, Done())
    assert len(s.hands[1]) == 6  # hands have no size limit (CT-63)
    obs = s.observation(2)
    assert obs["seats"][1]["hand"] is None and obs["seats"][0]["hand"] is None
    assert s.observation(1)["seats"][0]["hand"] is not None  # CT-97


def test_party_insider_without_a_mate_discards_and_draws_once_per_turn_ct_64():
    """CT-64."""
    s = started(2, seed=1, candidates=("party_insider", "orator"))
    turn_of(s, 0)
    card = s.hands[0][0]
    from desktop_app.games.campaign_trail.actions import InsiderSwap

    assert InsiderSwap(card) in s.legal_actions(0)
    s.apply_action(0, InsiderSwap(card))
    assert card in s.discard and len(s.hands[0]) == 5
    assert not any(isinstance(a, InsiderSwap) for a in s.legal_actions(0))
