"""The data files: complete, consistent with the spec tables, and refused when broken."""

from __future__ import annotations

import copy

import pytest

from desktop_app.games.councils import data as data_module
from desktop_app.games.councils.data import EFFECTS, load_data
from desktop_app.resources import ResourceError, load_json

DATA = load_data()


def test_36_unique_building_cards_with_known_actions():
    assert len(DATA.project_ids) == 36 == len(set(DATA.project_ids))
    assert sorted(DATA.actions) == list(range(1, 21))
    for cid in DATA.project_ids:
        card = DATA.cards[cid]
        assert card.action in DATA.actions and card.effect in EFFECTS
        assert card.workers in (0, 1, 2) and sum(1 for c in card.cost if c) <= 3
        assert card.type in DATA.card_types


def test_each_type_has_nine_cards_and_spec_constants():
    """Spec section 8: each type has 9 cards; section 3 constants."""
    for t in DATA.card_types:
        assert sum(1 for c in DATA.project_ids if DATA.cards[c].type == t) == 9
    c = DATA.constants
    assert (c["EMPLOYEES"], c["EMPLOYEES_ACTIVE"], c["INFLUENCE_MAX"], c["DISPLAY_SIZE"]) == (6, 4, 10, 8)
    assert (c["END_DISPLAY"], c["FINAL_ROUNDS"], c["STALL_ROUNDS"]) == (4, 2, 20)
    assert (c["MAJORITY_VP_SOLE"], c["MAJORITY_VP_TIED"]) == (4, 2)
    assert DATA.influence_start == (1, 1, 1, 1, 0)


def test_deck_by_player_count_section_9():
    assert DATA.decks == {2: (10, 10), 3: (13, 13), 4: (16, 16), 5: (18, 18)}
    for players in (2, 3, 4, 5):
        assert len(DATA.projects_for(players)) == sum(DATA.decks[players])


def test_spec_design_targets_section_8():
    """A cards never cost development; 0-worker cards carry exactly the on-placement actions (CC-18)."""
    for cid in DATA.project_ids:
        card = DATA.cards[cid]
        if card.deck == "A":
            assert card.cost[-1] == 0
        if card.workers == 0:
            assert card.action in (12, 13, 15, 16, 18)
        if card.action in (12, 13, 15, 16, 18):
            assert card.workers == 0


def test_special_committee_resolution_card():
    """Spec section 6: 1 -> nothing, 2 -> 2, 3 -> 3, 4+ -> 3 VP + 1; resolver +1."""
    table = {k: (p.influence, p.vp) for k, p in DATA.special_payout.items()}
    assert table == {1: (0, 0), 2: (2, 0), 3: (3, 0), 4: (1, 3), 5: (1, 3), 6: (1, 3)}
    assert DATA.special_resolver_bonus == 1
    assert DATA.council_influence["SPC"] is None and DATA.council_min_players["SPC"] == 5


def test_every_row_has_a_provenance_tag():
    for name, key in (("buildings.json", "cards"), ("building_actions.json", "actions"),
                      ("constants.json", "constants"), ("deck.json", "decks"),
                      ("influence.json", "councils"), ("influence.json", "influence_types"),
                      ("card_types.json", "card_types"), ("resolution.json", "normal"),
                      ("resolution.json", "special"), ("resolution.json", "resolver_bonus")):
        for row in load_json("councils", name)[key]:
            assert row["src"] in data_module.PROVENANCE


def _broken(monkeypatch, name, mutate):
    real = data_module.load_json

    def fake(*parts):
        doc = copy.deepcopy(real(*parts))
        if parts[-1] == name:
            mutate(doc)
        return doc

    monkeypatch.setattr(data_module, "load_json", fake)
    load_data.cache_clear()
    try:
        with pytest.raises(ResourceError):
            load_data()
    finally:
        monkeypatch.undo()
        load_data.cache_clear()


def test_validation_duplicate_card(monkeypatch):
    _broken(monkeypatch, "buildings.json", lambda d: d["cards"].__setitem__(1, dict(d["cards"][0])))


def test_validation_unknown_action(monkeypatch):
    _broken(monkeypatch, "buildings.json", lambda d: d["cards"][0].__setitem__("action", 21))


def test_validation_missing_provenance(monkeypatch):
    _broken(monkeypatch, "buildings.json", lambda d: d["cards"][0].pop("src"))


def test_validation_wrong_card_count(monkeypatch):
    _broken(monkeypatch, "buildings.json", lambda d: d["cards"].pop())


def test_validation_deck_counts_must_match_cards(monkeypatch):
    _broken(monkeypatch, "deck.json", lambda d: d["decks"][0].__setitem__("A", 11))


def test_validation_unknown_effect(monkeypatch):
    _broken(monkeypatch, "building_actions.json", lambda d: d["actions"][0].__setitem__("effect", "fly"))


def test_validation_payout_table_complete(monkeypatch):
    _broken(monkeypatch, "resolution.json", lambda d: d["special"].pop())


def test_validation_too_many_cost_symbols(monkeypatch):
    _broken(monkeypatch, "buildings.json",
            lambda d: d["cards"][0].__setitem__("cost", {"EDU": 1, "TRA": 1, "FIN": 1, "LEG": 1}))


def test_reload_after_validation_tests_is_intact():
    assert load_data().project_ids == DATA.project_ids
