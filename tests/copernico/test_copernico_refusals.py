"""Issue 15, "every refusal says why": each kind of illegal move a person can try at the Copernico table
gets the rule's reason (desktop_app/games/copernico/refusals.py), telling "another card or later" apart
from "never"."""

from __future__ import annotations

from desktop_app.games.copernico.actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from desktop_app.games.copernico.definition import COPERNICO_GAME

from .helpers import arrange, in_action_phase, new_state, table


def why(state, action, player=0):
    return COPERNICO_GAME.why_not(state, player, action)


def test_a_legal_move_has_no_refusal():
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)])
    assert why(s, Place("Q01", 1)) is None


def test_co8_a_card_that_cannot_be_paid_for_names_its_cost_and_the_cards_in_hand():
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)])
    r = why(s, Place("Q64", 1))
    assert (r.key, r.params, r.never) == ("copernico.cannot_afford", ("Q64", 5, 1), False)


def test_co9_reformulating_needs_a_dearer_card():
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)], tables=[table({5: "Q36"}), table({})])
    r = why(s, Reformulate("Q01", 5))
    assert (r.key, r.params, r.never) == ("copernico.reformulate_needs_dearer", ("Q36", 3, "Q01", 0), False)


def test_co9_a_reformulation_that_cannot_be_paid_for():
    s = in_action_phase(2, [("Q64",), ("Q08",)], tables=[table({5: "Q36"}), table({})])
    r = why(s, Reformulate("Q64", 5))
    assert (r.key, r.params) == ("copernico.reformulate_cannot_afford", ("Q36", "Q64", 1, 0))


def test_never_legal_targets_and_cards():
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)])
    assert why(s, Place("Q08", 1)).key == "copernico.not_in_hand" and why(s, Place("Q08", 1)).never
    assert why(s, Place("Q01", 10)) == why(s, Place("Q01", 10))
    assert why(s, Place("Q01", 10)).key == "copernico.no_such_position" and why(s, Place("Q01", 10)).never
    assert why(s, Reformulate("Q01", 1)).key == "copernico.nothing_to_replace"


def test_co5_co13_moves_of_another_phase():
    s = new_state(2, 1)
    card = s.drafts[0][0]
    assert why(s, Place(card, 1)).key == "copernico.draft_first"
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)])
    assert why(s, Draft("Q01", None, None, None)).key == "copernico.draft_phase_only"
    assert why(s, Peek(0)).key == "copernico.no_peek_owed"


def test_co7_a_second_action_in_one_turn():
    s = in_action_phase(2, [("Q01", "Q64"), ("Q08",)])
    s.apply_action(0, Rest())
    r = why(s, Place("Q01", 1))
    assert r.key == "copernico.already_chosen" and not r.never


def test_co8_the_card_being_placed_cannot_pay_for_itself():
    s = in_action_phase(2, [("Q01", "Q08", "Q15", "Q22", "Q29", "Q36", "Q64"), ("Q43",)])
    s.apply_action(0, Place("Q64", 1))
    r = why(s, Pay("Q64"))
    assert (r.key, r.params, r.never) == ("copernico.cannot_pay_with_itself", ("Q64",), True)
    assert why(s, Rest()).key == "copernico.finish_payment"


def test_co21_solo_refusals():
    s = new_state(1, 2)
    hand = s.hands[0]
    arrange(s, tables=(table({5: hand[0]}),), hands=(hand[1:],), blanks=(frozenset({3}),))
    card = s.hands[0][0]
    assert why(s, Rest()).key == "copernico.no_rest_solo" and why(s, Rest()).never
    assert why(s, Reformulate(card, 5)).key == "copernico.no_reformulate_solo"
    assert why(s, Place(card, 4)).key == "copernico.blank_stays" and why(s, Place(card, 4)).never
    cheap = next(c for c in s.hands[0] if s.data.cost[c] == 0) if any(
        s.data.cost[c] == 0 for c in s.hands[0]) else None
    if cheap is not None:
        assert why(s, PlaceBlank(cheap, 1)).key == "copernico.blank_only_when_stuck"
