"""The expansion deck (§8.2, CT-104): loading, the three deck modes and §8's coverage checks, each
computed from the data files."""

from __future__ import annotations

from collections import Counter

import pytest

from desktop_app.games.campaign_trail.board import deck_in_use
from desktop_app.games.campaign_trail.data import load_data

from .helpers import started

DATA = load_data()
BOXES = ("travel", "fundraise", "register", "advertise", "campaign", "politick")


def _per_box(cards: list[str]) -> dict[str, int]:
    return {box: sum(getattr(DATA.cards[c], box) is not None for c in cards) for box in BOXES}


def _abilities(cards: list[str]) -> Counter[str]:
    return Counter(DATA.cards[c].politick for c in cards if DATA.cards[c].politick)


def _refs(cards: list[str]) -> set[str]:
    return {DATA.cards[c].ref_state for c in cards}


def test_expansion_deck_section_8_2():
    """§8.2: 45 cards numbered 2..90 (even), every action on 30 of them, the 15 expansion abilities twice
    each (30 politick boxes), and no base ability."""
    deck = list(DATA.expansion_deck)
    assert len(deck) == 45
    assert sorted(DATA.cards[c].no for c in deck) == list(range(2, 91, 2))
    assert _per_box(deck) == dict.fromkeys(BOXES, 30)
    expansion = {a for a, row in DATA.abilities.items() if row.set == "expansion"}
    assert len(expansion) == 15
    assert _abilities(deck) == Counter(dict.fromkeys(expansion, 2))
    assert len(DATA.candidates) - len(DATA.base_candidates()) == 6


def test_swap_checks_section_8_1_ct_104():
    """§8.1 swap checks: the 45 odd-numbered base cards carry every action 30 times and each base
    ability at least once; with the expansion cards they name all 51 states as reference states; the
    states no expansion card names (the spec names SD, WY, ND and DC; §8.2 also leaves out DE and VT)
    are on odd-numbered cards."""
    odd = [c for c in DATA.base_deck if DATA.cards[c].no % 2]
    assert len(odd) == 45
    assert _per_box(odd) == dict.fromkeys(BOXES, 30)
    base = {a for a, row in DATA.abilities.items() if row.set == "base"}
    assert set(_abilities(odd)) == base
    assert _refs(odd + list(DATA.expansion_deck)) == set(DATA.states)
    unnamed = set(DATA.states) - _refs(list(DATA.expansion_deck))
    assert {"SD", "WY", "ND", "DC"} <= unnamed
    assert unnamed <= _refs(odd)


def test_two_seat_check_ct_22():
    """§8.1 2-seat check: the 75 cards whose numbers are not multiples of 6 (the not-for-2-players
    cards) name all 51 states and carry all 20 base abilities."""
    kept = deck_in_use(DATA, 2, "off")
    assert len(kept) == 75
    assert all(DATA.cards[c].no % 6 for c in kept)
    assert _refs(list(kept)) == set(DATA.states)
    assert len(set(_abilities(list(kept)))) == 20


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_deck_modes_ct_104(seats):
    """CT-104 with CT-22: off is the base deck; add shuffles in all 45; swap replaces each base card by
    the expansion card of its number; at 2 seats the not-for-2-players cards of the deck in use go."""
    two = seats == 2
    off, add, swap = (set(deck_in_use(DATA, seats, m)) for m in ("off", "add", "swap"))
    fit = {c for c in DATA.cards if not (two and DATA.cards[c].not_for_2p)}
    assert off == set(DATA.base_deck) & fit
    assert add == (set(DATA.base_deck) | set(DATA.expansion_deck)) & fit
    numbers = Counter(DATA.cards[c].no for c in swap)
    assert set(numbers.values()) == {1}, "swap: one card per number"
    assert {c for c in swap if c in DATA.expansion_deck} == set(DATA.expansion_deck) & fit
    assert all(DATA.cards[c].no % 2 for c in swap if c in DATA.base_deck)
    if two:
        removed_add = len(DATA.base_deck) + len(DATA.expansion_deck) - len(add)
        assert removed_add == sum(DATA.cards[c].not_for_2p for c in DATA.cards)


@pytest.mark.parametrize("mode", ["add", "swap"])
def test_game_deals_the_deck_in_use(mode):
    """CT-29 step 4 with CT-104: the hands and month piles hold exactly the deck in use."""
    s = started(3, 4, expansion_cards=mode)
    cards = [c for h in s.hands for c in h] + [c for d in s.decks for c in d]
    assert Counter(cards) == Counter(deck_in_use(DATA, 3, mode))


def test_expansion_candidates_dealt_ct_103():
    """CT-103: with expansion_candidates the 18 candidates are shuffled together before dealing."""
    seen: set[str] = set()
    for seed in range(30):
        s = started(4, seed, expansion_candidates=True)
        seen.update(c for pair in s.offers for c in pair)
    assert seen - set(DATA.base_candidates())
