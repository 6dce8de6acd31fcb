"""Issue 15, "every refusal says why": each kind of illegal move a person can try at the Copycat table
gets the rule's reason (desktop_app/games/copycat/refusals.py; CP-4, CP-12, CP-19 to CP-22, CP-33,
CP-34), telling "another piece or later" apart from "never"."""

from __future__ import annotations

from copycat_helpers import act, add_worker, clear_hand, new, o, put, set_street, to_action, to_resolve

from desktop_app.games.copycat.actions import Bid, Buy, EndTurn, Place, PlayCard, Proceed, UseOffice
from desktop_app.games.copycat.buying import cost
from desktop_app.games.copycat.definition import COPYCAT_GAME


def why(s, action, player=0):
    return COPYCAT_GAME.why_not(s, player, action)


def phase2(hand=None):
    s = new(3, 1)
    to_action(s, order=(0, 1, 2))
    if hand is not None:
        clear_hand(s, 0)
        put(s, "hand", 0, hand)
    return s


def test_a_legal_move_has_no_refusal():
    s = phase2()
    assert why(s, Place("B1")) is None


def test_cp12_a_second_worker_in_one_turn():
    s = phase2()
    act(s, 0, Place("B1"))
    r = why(s, Place("B2"))
    assert r.key == "copycat.one_placement_per_turn" and not r.never


def test_cp33_occupied_offices():
    s = phase2()
    add_worker(s, 1, "B1")
    r = why(s, Place("B1"))
    assert (r.key, r.params, r.never) == ("copycat.office_taken", ("B1",), False)
    add_worker(s, 2, "B1")
    assert why(s, Place("B1")).key == "copycat.office_full" and why(s, Place("B1")).never
    add_worker(s, 0, "B2")
    assert why(s, Place("B2")).key == "copycat.own_worker_there"


def test_offices_and_cards_that_are_not_there():
    s = phase2(["A-s09"])
    missing = next(oid for oid in s.data.office_index if o(s, oid) not in s.board)
    assert why(s, Place(missing)).key == "copycat.no_such_office" and why(s, Place(missing)).never
    assert why(s, PlayCard("a27")).key == "copycat.not_in_hand" and why(s, PlayCard("a27")).never
    assert why(s, UseOffice("B1")).key == "copycat.no_worker_in_office"


def test_cp12_a_phase_three_card_in_phase_two():
    s = phase2(["A-s09"])  # a coin card: it counts in the buying phase
    r = why(s, PlayCard("A-s09"))
    assert (r.key, r.params, r.never) == ("copycat.card_phase_three", ("A-s09",), False)


def test_cp12_moves_of_another_phase():
    s = new(3, 1)  # the round opens with the bid
    card = s.cid(s.hand[0][0])
    assert why(s, Place("B1")).key == "copycat.bid_first"
    act(s, 0, Bid(card))
    assert why(s, Bid(s.cid(s.hand[0][0]))).key == "copycat.already_bid"
    s = phase2()
    assert why(s, Bid(s.cid(s.hand[0][0]))).key == "copycat.bid_phase_only"
    assert why(s, Buy(1)).key == "copycat.buy_phase_three"


def test_cp19_cp22_buying_refusals():
    s = new(2, 3)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["A-s09", "A-s10"])
    set_street(s, ["a26", "a01", "a19"])
    assert why(s, Buy(0)).key == "copycat.resolve_first"  # CP-19: resolve before buying
    assert why(s, Place("B1")).key == "copycat.place_phase_two"
    add_worker(s, 0, "B2")
    act(s, 0, PlayCard("A-s09"))
    act(s, 0, PlayCard("A-s10"))
    act(s, 0, Proceed())
    r = why(s, Buy(0))  # 2 coins: National radio is out of reach, the gala is not
    assert (r.key, r.params, r.never) == ("copycat.too_expensive", (2, cost(s, 0), "a26"), False)
    assert why(s, Buy(1)).key == "copycat.not_for_sale" and why(s, Buy(1)).never  # CP-8: red cards
    assert why(s, Buy(9)).key == "copycat.empty_space"
    assert why(s, PlayCard("a27")).key == "copycat.not_in_hand"


def test_cp4_an_office_used_this_round():
    s = phase2()
    add_worker(s, 0, "B1", uses=1, used=True)
    assert why(s, UseOffice("B1")).key == "copycat.office_used"


def test_not_your_turn():
    s = phase2()
    r = why(s, EndTurn(), player=1)
    assert r.key == "engine.not_your_turn"
