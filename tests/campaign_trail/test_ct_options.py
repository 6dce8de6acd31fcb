"""Options and their validation (CT-1, CT-156, CT-100, CT-20)."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import OptionsError
from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.options import make_config, option_specs, refusals

DATA = load_data()


def test_option_keys_are_spelled_as_ct_1():
    """CT-1."""
    keys = {spec.key for spec in option_specs()}
    assert {
        "green_party",
        "expansion_cards",
        "expansion_candidates",
        "breaking_news",
        "election_day",
        "dirty_politics",
    } <= keys


def test_ct_ex_25_eight_seats_swap_without_expansion_candidates():
    """CT-EX-25: refused with two reasons, 16 candidate cards and expansion_cards = add."""
    options = {"green_party": True, "expansion_cards": "swap", "expansion_candidates": False}
    reasons = refusals(DATA, 8, options)
    assert len(reasons) == 2
    assert "16 candidate cards" in reasons[0] and "expansion candidates" in reasons[0]
    assert "expansion_cards = add" in reasons[1]


@pytest.mark.parametrize(
    "seats, options, fragment",
    [
        (2, {"parties": "DRL"}, "2 seats play with 2 parties"),
        (3, {"parties": "DR"}, "3 seats play with 3 parties"),
        (4, {"parties": "DRL"}, "4 seats play with 2 or 4 parties"),
        (4, {"parties": "DRLG"}, "Green Party option"),
        (3, {"parties": "DRG"}, "Green Party option"),
        (6, {"expansion_cards": "off"}, "expansion_cards = add"),
        (7, {"green_party": True, "expansion_cards": "add"}, "16 candidate cards"),
        (1, {}, "2 to 8 seats"),
    ],
)
def test_ct_156_refuses_each_invalid_combination_with_its_reason(seats, options, fragment):
    """CT-156 (a), (c), (d)."""
    assert any(fragment in r for r in refusals(DATA, seats, options))


@pytest.mark.parametrize(
    "seats, options",
    [
        (2, {}),
        (2, {"parties": "RL"}),
        (2, {"green_party": True, "parties": "DG"}),
        (3, {}),
        (3, {"green_party": True, "parties": "RLG"}),
        (4, {}),
        (4, {"green_party": True}),
        (4, {"green_party": True, "parties": "RG"}),
        (6, {"expansion_cards": "add"}),
        (8, {"green_party": True, "expansion_cards": "add", "expansion_candidates": True}),
    ],
)
def test_valid_combinations_pass_ct_156(seats, options):
    """CT-156."""
    assert refusals(DATA, seats, options) == []


def test_party_sets_and_running_mates_ct_100():
    """CT-100: Green as 4th party or replacing a base party; 4 seats with 2 parties are running mates."""
    assert make_config(DATA, 4, {"green_party": True}).parties == ("D", "R", "L", "G")
    two_by_two = make_config(DATA, 4, {})
    assert two_by_two.parties == ("D", "R") and two_by_two.per_party == 2
    assert make_config(DATA, 2, {"green_party": True, "parties": "LG"}).parties == ("L", "G")
    assert make_config(DATA, 3, {"green_party": True}).parties == ("D", "R", "G")


def test_a_starting_party_not_in_play_is_refused_clearly_ct_26():
    with pytest.raises(OptionsError, match="not in play"):
        make_config(DATA, 2, {"starting_party": "L"})


def test_breaking_news_is_built_ct_140():
    """CT-1, CT-140: the Breaking News module is accepted at every seat count part 1 plays."""
    for seats in (2, 3, 4):
        assert make_config(DATA, seats, {"breaking_news": True}).breaking_news


@pytest.mark.parametrize("seats, options", [(2, {}), (3, {}), (4, {}), (4, {"green_party": True})])
def test_election_day_module_is_accepted_ct_150(seats, options):
    """CT-150: the Election Day module is built, so the setup takes it (CT-1) at every seat count."""
    assert make_config(DATA, seats, {**options, "election_day": True}).election_day


def test_seat_roles_in_party_order_section_3_1():
    """§3.1, CT-20: seats follow the party order; running mates are candidates 1 and 2."""
    from desktop_app.games.campaign_trail.options import seat_roles

    assert seat_roles(DATA, 4, {}) == [("D", 1), ("D", 2), ("R", 1), ("R", 2)]
    assert seat_roles(DATA, 3, {"green_party": True, "parties": "RLG"}) == [("R", 0), ("L", 0), ("G", 0)]
