"""Setup by player count (rulebook setup steps 2-11; CP-9) and the data tables (spec sections 3-8)."""

from __future__ import annotations

import pytest
from copycat_helpers import check_invariants, new

from desktop_app.games.copycat import data as data_module
from desktop_app.games.copycat.data import load_data
from desktop_app.games.copycat.state import NO_CARD, Phase
from desktop_app.resources import ResourceError


def test_data_tables_counts() -> None:
    """Contents: 40 start cards (4 x 10), 55 action cards (11/15/13/12/4), 10 + 4 + 11 offices."""
    d = load_data()
    assert sum(len(x) for x in d.start_cards) == 40
    assert {k: len(v) for k, v in d.section_cards.items()} == {"I": 11, "II": 15, "III": 13, "IV": 12, "V": 4}
    assert len(d.printed_offices) == 10
    assert sum(len(v) for v in d.extra_by_section.values()) == 11
    assert {k: len(v) for k, v in d.extra_by_section.items()} == {1: 3, 2: 3, 3: 2, 4: 2, 5: 1}
    assert d.surcharge == (0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2)
    # 3 players clear 2 spaces (RULEBOOK); 2 and 4 players are RECONSTRUCTED, "some or even all" of three.
    assert d.street_clear[3] == 2 and all(1 <= d.street_clear[n] <= 3 for n in (2, 4))
    assert sum(1 for card in d.cards if card.colour == "red") == 8


def test_start_set_is_seven_money_three_vp() -> None:
    """Rulebook contents 1; CP-5: 9-15 Fatherly friend (1 coin), 16-18 local media (1 VP)."""
    d = load_data()
    for cards in d.start_cards:
        effects = sorted((d.cards[x].no, d.cards[x].effect, d.cards[x].param) for x in cards)
        assert effects == [(n, "coins", 1) for n in range(9, 16)] + [(n, "vp", 1) for n in range(16, 19)]


def test_every_row_has_provenance() -> None:
    from desktop_app.resources import load_json

    names = ("start_cards", "action_cards", "offices_printed", "offices_normal", "offices_extra", "street",
             "constants", "effects")
    for name in names:
        raw = load_json("copycat", f"{name}.json")
        for rows in raw.values():
            for row in rows:
                assert row["src"] in data_module.PROVENANCE


@pytest.mark.parametrize("breakage", ["count", "effect", "colour", "duplicate", "src"])
def test_data_validation_rejects_bad_tables(monkeypatch, breakage: str) -> None:
    from desktop_app.resources import load_json as real

    def fake(*parts):
        raw = real(*parts)
        if parts[-1] == "action_cards.json":
            cards = raw["cards"]
            if breakage == "count":
                cards.pop()
            elif breakage == "effect":
                cards[5]["effect"] = "teleport"
            elif breakage == "colour":
                cards[5]["colour"] = "pink"
            elif breakage == "duplicate":
                cards[6]["id"] = cards[5]["id"]
                cards[6]["no"] = cards[5]["no"]
            elif breakage == "src":
                cards[5]["src"] = "GUESS"
        return raw

    monkeypatch.setattr(data_module, "load_json", fake)
    load_data.cache_clear()
    try:
        with pytest.raises(ResourceError):
            load_data()
    finally:
        monkeypatch.undo()
        load_data.cache_clear()
        load_data()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_cp9_setup_by_player_count(n: int) -> None:
    s = new(n, 11)
    d = s.data
    check_invariants(s)
    normal = [d.offices[o].oid for o in s.board if d.offices[o].kind == "normal"]
    assert normal == {2: [], 3: ["N1", "N2"], 4: ["N1", "N2", "N3", "N4"]}[n]
    assert len(s.board) == 10 + len(normal) + 1
    assert s.data.offices[s.board[-1]].section == 1  # step 7: the top extra office is a section-1 card
    docs = [x for x in s.action_deck if d.cards[x].effect == "doctorate"]
    assert len(docs) == n
    assert s.action_deck[-n:] == tuple(docs)  # CP-EX-7: doctorates at the bottom
    sections = [d.cards[x].section for x in s.action_deck]
    assert sections == sorted(sections, key=("II", "III", "IV", "V").index)
    assert s.vp == (0,) * n
    assert sorted(s.order) == list(range(n))
    assert s.phase == Phase.BID and s.round == 1
    for p in range(n):  # CP-EX-16: each player draws 5
        assert len(s.hand[p]) == 5 and len(s.draw[p]) == 5
        assert {d.cards[x].start_set for x in s.hand[p] + s.draw[p]} == {p}


def test_cp_ex_6_two_player_setup() -> None:
    """Cards 23, 32, 49 are out; the street holds the 10 other section-I cards plus the deck's top card."""
    for seed in range(5):
        s = new(2, seed)
        d = s.data
        numbers_in_play = {d.cards[x].no for x in s.action_deck + s.street if x != NO_CARD}
        assert not numbers_in_play & {23, 32, 49}
        assert all(x != NO_CARD for x in s.street)
        sections = [d.cards[x].section for x in s.street]
        assert sections[:10] == ["I"] * 10 and sections[10] == "II"
        assert not [o for o in s.board if d.offices[o].kind == "normal"]
        assert len(s.action_deck) == 15 + 13 + 12 - 2 + 2 - 1


def test_cp_ex_7_three_player_deck_has_three_doctorates() -> None:
    s = new(3, 4)
    d = s.data
    assert [d.cards[x].effect for x in s.action_deck[-3:]] == ["doctorate"] * 3
    assert sum(1 for x in s.action_deck if d.cards[x].effect == "doctorate") == 3
    assert sum(1 for x in s.box if d.cards[x].effect == "doctorate") == 1


def test_setup_street_is_section_one_for_three_and_four() -> None:
    for n in (3, 4):
        s = new(n, 2)
        assert sorted(s.street) == sorted(s.data.section_cards["I"])


def test_setup_extra_office_deck_ordered_by_section() -> None:
    """Setup step 6: section 5 at the bottom, section 1 on top, each section shuffled."""
    s = new(3, 9)
    sections = [s.data.offices[x].section for x in s.office_deck]
    assert sections == [1, 1, 2, 2, 2, 3, 3, 4, 4, 5]
    orders = {tuple(new(3, seed).office_deck[:2]) for seed in range(12)}
    assert len(orders) > 1  # the sections are shuffled


def test_setup_is_seeded() -> None:
    assert new(4, 5).street == new(4, 5).street
    assert len({new(4, seed).street for seed in range(6)}) > 1
