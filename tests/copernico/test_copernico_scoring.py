"""Copernico scoring: the rulebook's "Scoring" section, CO-12 and CO-15 to CO-18, CO-22, CO-23,
and the worked examples CO-EX-3, CO-EX-4/5, CO-EX-7 and CO-EX-8."""

from __future__ import annotations

import pytest

from desktop_app.games.copernico import scoring
from desktop_app.games.copernico.data import load_data

from .helpers import table

P1 = table({1: "Q48", 2: "Q46", 3: "Q34", 4: "Q05", 5: "Q65", 6: "Q22", 7: "Q23", 8: "Q06", 9: "Q66"})
P2 = table({1: "Q73", 2: "Q54", 3: "Q50", 4: "Q41", 5: "Q14", 6: "Q49", 7: "Q37", 8: "Q42", 9: "Q44"})


def test_co_ex_5_fixture_reproduces_rulebook_scoring_example():
    """CO-EX-4 / CO-EX-5: Player 1 scores 13+18+9+6+6 = 52, Player 2 8+12+9+6+12 = 47."""
    rows = scoring.multiplayer_points([P1, P2], ["A-R", "A-P"], ["H04", "H07"])
    assert rows[0] == (13, 18, 9, 6, 6)
    assert rows[1] == (8, 12, 9, 6, 12)
    assert [sum(r) for r in rows] == [52, 47]


def test_co_ex_5_lines_listed_in_the_spec():
    """CO-12: one geometric line may score for several colours (9 lines on 8 geometric lines)."""
    lines = scoring.scoring_lines(P1)
    assert len(lines) == 9
    assert ("G", 6) in lines and ("P", 6) in lines  # the (1,5,9) diagonal scores twice
    assert len(scoring.scoring_lines(P2)) == 6


def test_co_ex_4_advice_needs_at_least_one_body():
    """CO-15(4): Player 2 has no red body and is not eligible for the red Advice card."""
    assert scoring.bodies(P2, "R") == 0
    rows = scoring.multiplayer_points([P1, P2], ["A-R"], [])
    assert rows[0][3] == 6 and rows[1][3] == 0


def test_co15_advice_ties_all_score():
    rows = scoring.multiplayer_points([P1, P1], ["A-P"], [])
    assert rows[0][3] == rows[1][3] == 6


@pytest.mark.parametrize("colours,points", [(1, 1), (2, 4), (3, 9), (4, 16), (5, 25)])
def test_co_ex_3_colour_variety(colours, points):
    assert load_data().colour_variety_vp[colours] == points


def test_co_ex_3_two_yellow_lines_count_as_one_colour():
    yellow = table({1: "Q09", 2: "Q10", 3: "Q11", 4: "Q12", 5: "Q25", 6: "Q26"})
    lines = scoring.scoring_lines(yellow)
    assert lines == [("Y", 0), ("Y", 1)]
    assert scoring.line_points(yellow, load_data()) == (4, 1)


def test_co17_hypothesis_marks_positions_unmarked_are_free():
    # H04 (green L: 1,4,7,8,9) is fulfilled by P1 whatever stands on 2, 3, 5, 6.
    assert scoring.fulfils(P1, "H04")
    broken = list(P1)
    broken[7] = "Q34"  # red+purple on position 8
    assert not scoring.fulfils(tuple(broken), "H04")


def test_co11_hypotheses_are_not_rotated():
    # Green on 1,2,3,6,9 is H04 rotated; it must not count.
    rotated = table({1: "Q05", 2: "Q06", 3: "Q07", 6: "Q08", 9: "Q21"})
    assert not scoring.fulfils(rotated, "H04")


def test_co18_tie_break_most_cards_in_hand_then_shared():
    assert scoring.winners([40, 40, 30], [2, 5, 9]) == (1,)
    assert scoring.winners([40, 40], [3, 3]) == (0, 1)


@pytest.mark.parametrize("score,rank", [(20, "planetary_ignoramus"), (21, "geocentrist"), (50, "apprentice"),
                                        (60, "sage"), (61, "copernicus"), (-12, "planetary_ignoramus")])
def test_co_ex_7_solo_ranks_and_co23_bounds(score, rank):
    assert load_data().rank_for(score).id == rank


@pytest.mark.parametrize("purple_cards,expected", [(0, -6), (1, 6), (2, -6)])
def test_co_ex_8_solo_advice_needs_exactly_one_body(purple_cards, expected):
    cards = {1: "Q01", 2: "Q02", 3: "Q03"}
    for i in range(purple_cards):
        cards[4 + i] = ("Q17", "Q18")[i]
    row = scoring.solo_points(table(cards), ["A-P"])
    assert row[3] == expected


def test_co22_solo_hypothesis_objective_plus_or_minus_six():
    assert scoring.solo_points(P1, ["H04"])[3] == 6
    assert scoring.solo_points(P1, ["H07"])[3] == -6
    assert scoring.solo_points(P1, ["H04", "H07"])[3] == 0


def test_co21_blank_scores_nothing_and_breaks_lines():
    """CO-EX-11: a face-down position has no colours and no quality."""
    full = table({1: "Q01", 2: "Q02", 3: "Q03"})
    assert scoring.scoring_lines(full) == [("R", 0)]
    blanked = table({1: "Q01", 3: "Q03"})
    assert scoring.scoring_lines(blanked) == []
    assert scoring.quality(blanked) == 3
