"""Copernico turn rules: rulebook "Setup" and "Turn Structure", CO-2 to CO-14, CO-20 to CO-24,
and the worked examples CO-EX-1, CO-EX-2, CO-EX-6, CO-EX-9, CO-EX-10 and CO-EX-11."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import IllegalActionError, OptionsError
from desktop_app.games.copernico.actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from desktop_app.games.copernico.definition import COPERNICO_GAME

from .helpers import arrange, finish_draft, in_action_phase, new_state, table


def all_cards(s) -> list[str]:
    cards = list(s.deck) + list(s.discard)
    for p in range(s.num_players):
        cards += list(s.hands[p]) + list(s.drafts[p]) + [c for c in s.tables[p] if c]
    return cards


# -- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_co3_setup_deals_hypotheses_advice_and_three_cards(players):
    s = new_state(players)
    assert len(set(s.hypotheses)) == players
    assert len(s.advice) == 2 and len(set(s.advice)) == 2
    assert s.phase == "draft"
    # Three dealt cards are in each hand; then four are drawn for the draft.
    assert all(len(h) == 3 for h in s.hands)
    assert all(len(d) == 4 for d in s.drafts)
    assert sorted(all_cards(s)) == sorted(s.data.quadrants)


def test_co1_player_counts():
    with pytest.raises(OptionsError):
        COPERNICO_GAME.normalize_options(6, {})
    with pytest.raises(OptionsError):
        COPERNICO_GAME.normalize_options(3, {"solo_advice": 2})


def test_co2_seat_one_is_random_and_fixes_draw_order():
    firsts = {new_state(3, seed).first_seat for seed in range(30)}
    assert firsts == {0, 1, 2}


# -- phase 1: the draft -------------------------------------------------------------------------

def test_co5_hands_lie_face_up_during_draft_and_are_private_after():
    s = new_state(3)
    obs = s.observation(1)
    assert obs["hands"][0] == list(s.hands[0])  # face up on the table
    assert obs["my_draft"] == list(s.drafts[1])
    assert "drafts" not in obs and s.drafts[0][0] not in str(obs["hands"])
    finish_draft(s)
    assert s.observation(1)["hands"][0] is None


def test_co5_draft_keep_pass_left_right_discard_three_players():
    s = new_state(3, seed=4)
    before = [set(h) for h in s.hands]
    choices = {}
    for p in range(3):
        a, b, c, d = s.drafts[p]
        choices[p] = Draft(a, b, c, d)
    for p in range(3):
        s.apply_action(p, choices[p])
    assert s.phase == "act"
    for p in range(3):
        left_giver, right_giver = (p - 1) % 3, (p + 1) % 3
        expected = before[p] | {choices[p].keep, choices[left_giver].left, choices[right_giver].right}
        assert set(s.hands[p]) == expected
    assert set(s.discard) == {choices[p].discard for p in range(3)}


def test_co5_two_players_both_passes_go_to_the_opponent():
    s = new_state(2, seed=2)
    d0, d1 = s.drafts
    s.apply_action(0, Draft(*d0))
    s.apply_action(1, Draft(*d1))
    assert {d0[1], d0[2]} <= set(s.hands[1])
    assert {d1[1], d1[2]} <= set(s.hands[0])


def test_co_ex_6_each_draft_adds_three_cards_to_a_hand():
    for players in (2, 3, 5):
        s = new_state(players, seed=7)
        sizes = [len(h) for h in s.hands]
        finish_draft(s)
        assert [len(h) for h in s.hands] == [n + 3 for n in sizes]


def test_co7_draft_choices_are_secret_until_all_are_in():
    s = new_state(2, seed=3)
    s.apply_action(0, Draft(*s.drafts[0]))
    obs = s.observation(1)
    assert obs["committed"] == [True, False]
    assert obs["my_commit"] is None
    assert s.drafts[0][1] not in str(obs)  # the card player 0 passes is not visible yet


def test_co6_fewer_than_four_cards_fill_keep_left_right_discard():
    s = new_state(2, seed=5)
    arrange(s, drafts=(s.drafts[0][:2], s.drafts[1][:1]))
    legal0 = s.legal_actions(0)
    assert len(legal0) == 2 and all(a.right is None and a.discard is None for a in legal0)
    assert s.legal_actions(1) == [Draft(s.drafts[1][0], None, None, None)]


def test_co6_empty_deck_is_rebuilt_from_the_whole_discard_pile():
    s = in_action_phase(2, [("Q01", "Q02"), ("Q03", "Q04")])
    pile = tuple(sorted(s.deck))
    arrange(s, deck=(), discard=pile, discard_seen=(-1,) * len(pile))
    s.apply_action(0, Rest())
    events = s.apply_action(1, Rest())
    assert any(e.message_id == "copernico.reshuffled" for e in events)
    assert len(s.hands[0]) == 4 and len(s.hands[1]) == 4
    assert s.discard == () or all(c not in s.deck for c in s.discard)
    assert sorted(all_cards(s)) == sorted(s.data.quadrants)


def test_co6_draws_come_up_short_when_no_cards_are_left():
    s = in_action_phase(2, [("Q01", "Q02"), ("Q03", "Q04")])
    others = tuple(c for c in s.deck if c != "Q05")
    hands = (("Q01", "Q02") + others[:40], ("Q03", "Q04") + others[40:])
    arrange(s, deck=("Q05",), discard=(), discard_seen=(), hands=tuple(tuple(sorted(h)) for h in hands))
    sizes = [len(h) for h in s.hands]
    s.apply_action(0, Rest())
    s.apply_action(1, Rest())
    # Draws go in seat order from the first seat: it gets the only card, the other none.
    first = s.first_seat
    assert len(s.hands[first]) == sizes[first] + 1
    assert len(s.hands[1 - first]) == sizes[1 - first]


# -- phase 2: place, reformulate, rest ------------------------------------------------------------

def test_co8_place_pays_cost_with_other_hand_cards():
    s = in_action_phase(2, [("Q22", "Q01", "Q05", "Q09"), ("Q13",)])
    assert Place("Q22", 5) in s.legal_actions(0)
    s.apply_action(0, Place("Q22", 5))
    assert s.observation(0)["my_commit"]["due"] == 2
    assert s.legal_actions(0) == [Pay("Q01"), Pay("Q05")]  # hand order; Q09 alone could not finish
    s.apply_action(0, Pay("Q05"))
    # Q09 is the only card left after Q05, so the payment completes by itself.
    s.apply_action(1, Rest())
    assert s.tables[0][4] == "Q22"
    assert s.hands[0] == ("Q01",)
    assert set(s.discard) >= {"Q05", "Q09"}


def test_co8_card_that_cannot_be_paid_cannot_be_placed():
    s = in_action_phase(2, [("Q62", "Q01"), ("Q13",)])
    assert not any(isinstance(a, Place) and a.card == "Q62" for a in s.legal_actions(0))
    with pytest.raises(IllegalActionError):
        s.apply_action(0, Place("Q62", 1))


def test_co8_only_empty_positions():
    s = in_action_phase(2, [("Q01",), ("Q13",)], tables=[table({1: "Q05"}), table({})])
    positions = {a.position for a in s.legal_actions(0) if isinstance(a, Place)}
    assert positions == set(range(2, 10))


def test_co_ex_1_and_co_ex_9_reformulation_cost_with_shared_colours():
    """Replacing Q22 (red+green, cost 2) with Q62 (red+green+yellow, cost 5): (5-2)-2 = 1 discard."""
    s = in_action_phase(2, [("Q62", "Q01", "Q09"), ("Q13",)], tables=[table({3: "Q22"}), table({})])
    assert s.reformulation_cost("Q22", "Q62") == 1
    assert Reformulate("Q62", 3) in s.legal_actions(0)
    s.apply_action(0, Reformulate("Q62", 3))
    s.apply_action(0, Pay("Q09"))
    s.apply_action(1, Rest())
    assert s.tables[0][2] == "Q62"
    assert s.hands[0] == ("Q01",)
    assert "Q22" in s.discard  # CO-9: the replaced card is discarded


def test_co_ex_2_discard_one_instead_of_three():
    s = new_state(2)
    assert s.data.quadrants["Q62"].cost - s.data.quadrants["Q22"].cost == 3
    assert s.reformulation_cost("Q22", "Q62") == 1


def test_co_ex_10_reformulation_cost_floors_at_zero():
    s = in_action_phase(2, [("Q61",), ("Q13",)], tables=[table({1: "Q24"}), table({})])
    assert s.reformulation_cost("Q24", "Q61") == 0
    s.apply_action(0, Reformulate("Q61", 1))
    assert 0 not in s.to_move()  # nothing to pay, the commitment is complete


def test_co9_new_card_must_cost_strictly_more():
    s = in_action_phase(2, [("Q23", "Q21", "Q01"), ("Q13",)], tables=[table({1: "Q22"}), table({})])
    reforms = [a for a in s.legal_actions(0) if isinstance(a, Reformulate)]
    assert reforms == []  # Q23 costs the same 2, Q21 less, Q01 less


def test_co10_rest_draws_two_and_is_always_allowed():
    s = in_action_phase(2, [(), ("Q13",)])
    assert s.legal_actions(0) == [Rest()]
    s.apply_action(0, Rest())
    s.apply_action(1, Rest())
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 3


def test_co11_placed_cards_never_move():
    s = in_action_phase(2, [("Q01", "Q02"), ("Q13",)], tables=[table({1: "Q05"}), table({})])
    for action in s.legal_actions(0):
        if isinstance(action, Reformulate):
            assert action.position == 1
    s.apply_action(0, Place("Q01", 9))
    s.apply_action(1, Rest())
    assert s.tables[0][0] == "Q05" and s.tables[0][8] == "Q01"


def test_co7_commitments_resolve_together_then_rests_in_seat_order():
    s = in_action_phase(2, [("Q01",), ("Q02",)])
    s.apply_action(0, Place("Q01", 1))
    assert s.tables[0][0] is None  # not revealed before every player has chosen
    assert s.observation(1)["tables"][0][0] is None
    s.apply_action(1, Rest())
    assert s.tables[0][0] == "Q01"
    assert s.last_reveal[0][:4] == (0, "place", "Q01", 1)


# -- advice peeks ---------------------------------------------------------------------------------

def test_co13_a_new_line_earns_a_peek_at_an_advice_card():
    s = in_action_phase(2, [("Q01",), ("Q13",)], tables=[table({1: "Q03", 2: "Q02"}), table({})])
    s.apply_action(0, Place("Q01", 3))
    s.apply_action(1, Rest())
    assert s.phase == "peek" and s.to_move() == (0,)
    events = s.apply_action(0, Peek(1))
    seen = [e for e in events if e.message_id == "copernico.advice_seen"]
    assert seen[0].visible_to == (0,) and seen[0].params["advice"] == s.advice[1]
    assert s.observation(0)["seen_advice"] == [[1, s.advice[1]]]
    assert s.observation(1)["seen_advice"] == []
    assert s.observation(1)["peeks"] == [1, 0]  # opponents only see that a peek happened
    assert s.phase == "draft"


def test_co13_completing_the_same_line_again_gives_no_new_peek():
    s = in_action_phase(2, [("Q04", "Q11"), ("Q13",)], tables=[table({1: "Q01", 2: "Q02", 3: "Q03"}),
                                                               table({})])
    arrange(s, completed=(frozenset({("R", 0)}), frozenset()))
    s.apply_action(0, Place("Q04", 4))
    s.apply_action(1, Rest())
    assert s.phase == "draft"  # no new (colour, line) pair: no peek


def test_co13_one_peek_per_colour_and_line():
    # Q61 (R+G+Y) on 3 completes red and green row 1 at once: two peeks.
    s = in_action_phase(2, [("Q61", "Q09", "Q10", "Q11", "Q12"), ("Q13",)],
                        tables=[table({1: "Q21", 2: "Q22"}), table({})])
    s.apply_action(0, Place("Q61", 3))
    s.apply_action(1, Rest())
    assert s.peeks_owed == (2, 0)


# -- end of the game --------------------------------------------------------------------------------

def test_co14_ninth_card_ends_the_game_after_all_actions_resolve():
    full = table({i: c for i, c in zip(range(1, 9), ["Q05", "Q06", "Q07", "Q08", "Q09", "Q10", "Q11", "Q12"],
                                       strict=True)})
    s = in_action_phase(2, [("Q01",), ("Q02",)], tables=[full, table({})])
    s.apply_action(0, Place("Q01", 9))
    s.apply_action(1, Place("Q02", 5))
    assert s.is_terminal()
    assert s.tables[1][4] == "Q02"  # the other player's placement in that turn still counts
    obs = s.observation(1)
    assert obs["hypotheses"] == list(s.hypotheses) and obs["advice"] == list(s.advice)
    assert obs["scores"]["totals"] == list(s.score_sheet().totals)


# -- solo -----------------------------------------------------------------------------------------

def test_co20_solo_setup_six_cards_one_advice_and_a_hypothesis_of_another_colour():
    for seed in range(40):
        s = new_state(1, seed)
        assert len(s.hands[0]) == 6 and len(s.advice) == 1
        advice_colour = s.data.advice[s.advice[0]].colour
        hyps = [o for o in s.objectives if o.startswith("H")]
        assert all(s.data.hypotheses[h].colour != advice_colour for h in hyps)
        assert len(hyps) + len(s.dropped_hypotheses) == 1


def test_co24_solo_variant_two_hypotheses_and_two_advice():
    s = new_state(1, 3, solo_hypotheses=2, solo_advice=2)
    assert len(s.advice) == 2
    assert len([o for o in s.objectives if o.startswith("H")]) + len(s.dropped_hypotheses) == 2


def test_co21_solo_round_places_one_card_then_draws_four_no_reformulate_no_rest():
    s = new_state(1, 2)
    legal = s.legal_actions(0)
    assert legal and all(isinstance(a, Place) for a in legal)
    card = next(a for a in legal if s.data.quadrants[a.card].cost == 0)
    hand = len(s.hands[0])
    s.apply_action(0, card)
    assert len(s.hands[0]) == hand - 1 + 4
    assert s.turn == 2


def test_co_ex_11_solo_blank_when_nothing_can_be_paid():
    s = new_state(1, 2)
    arrange(s, hands=(("Q61", "Q62", "Q81", "Q82"),), deck=tuple(c for c in s.deck if c not in
                                                                  {"Q61", "Q62", "Q81", "Q82"}))
    legal = s.legal_actions(0)
    assert legal and all(isinstance(a, PlaceBlank) for a in legal)
    s.apply_action(0, PlaceBlank("Q82", 5))
    assert 4 in s.blanks[0]
    assert s.scoring_tables()[0][4] is None  # the position scores nothing


def test_co21_solo_game_lasts_nine_rounds():
    s = new_state(1, 9)
    from desktop_app.engine.rng import Rng

    rng = Rng(5)
    placements = 0
    while not s.is_terminal():
        s.apply_action(0, rng.choice(s.legal_actions(0)))
        if s.commits[0] is None:
            placements += 1
    assert placements == 9 and s.score_sheet().rank is not None
