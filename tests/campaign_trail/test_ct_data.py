"""Campaign Trail data: loading, validation, and the spec's check values computed from the data."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail.board import deck_in_use, month_piles, setup_board
from desktop_app.games.campaign_trail.data import load_data, load_revision
from desktop_app.games.campaign_trail.revisions import SPEC

from .helpers import assert_refused_on_load

DATA = load_data()


def test_counts_the_spec_states():
    """§4.2 and CT-3: 51 states worth 538 EV; §8.1 and CT-10: 90 cards, 15 not for 2 players (each card's
    four boxes are checked on load); §6: 12 + 6 candidates."""
    assert len(DATA.states) == 51
    assert sum(s.ev for s in DATA.states.values()) == 538
    assert len(DATA.base_deck) == 90
    assert sum(DATA.cards[c].not_for_2p for c in DATA.base_deck) == 15
    assert len(DATA.base_candidates()) == 12 and len(DATA.candidates) == 18
    assert len(DATA.issues) == 24 and len(DATA.regions) == 9


def test_adjacency_is_symmetric_and_ak_hi_are_islands():
    """§4.4."""
    for sid, row in DATA.states.items():
        for other in row.adjacent:
            assert sid in DATA.states[other].adjacent
    assert DATA.states["AK"].adjacent == () and DATA.states["HI"].adjacent == ()
    assert "NM" not in DATA.states["UT"].adjacent and "CO" in DATA.states["AZ"].adjacent


def test_green_starting_states_ct_ex_18():
    """CT-EX-18: 12 states have Green first; their base first tiebreakers are as §4.6 says."""
    greens = {s for s, row in DATA.states.items() if row.tiebreak_4p[0] == "G"}
    assert greens == {"AK", "HI", "ID", "NV", "UT", "NM", "IA", "KS", "LA", "WI", "MI", "TN"}
    previous = {s: DATA.states[s].tiebreak_3p[0] for s in greens}
    assert previous == {
        "AK": "L",
        "HI": "D",
        "ID": "R",
        "NV": "L",
        "UT": "L",
        "NM": "L",
        "IA": "R",
        "KS": "R",
        "LA": "R",
        "WI": "L",
        "MI": "L",
        "TN": "R",
    }
    board = setup_board(DATA, ("D", "R", "L", "G"), True)
    assert sum(DATA.states[s].ev for s, (holder, _) in board.items() if holder == "G") == 84


# §4.8 check values: party set -> (EV per party, setup voters per party).
STARTS = {
    "DRL": ({"D": 179, "R": 180, "L": 179}, {"D": 28, "R": 36, "L": 38}),
    "DR": ({"D": 268, "R": 270}, {"D": 37, "R": 46}),
    "DL": ({"D": 270, "L": 268}, {"D": 34, "L": 50}),
    "RL": ({"R": 270, "L": 268}, {"R": 42, "L": 46}),
    "DRLG": ({"D": 175, "R": 145, "L": 134, "G": 84}, {"D": 26, "R": 26, "L": 26, "G": 24}),
    "DRG": ({"D": 179, "R": 179, "G": 180}, {"D": 27, "R": 30, "G": 32}),
    "DLG": ({"D": 180, "L": 179, "G": 179}, {"D": 27, "L": 32, "G": 30}),
    "RLG": ({"R": 178, "L": 180, "G": 180}, {"R": 30, "L": 30, "G": 29}),
    "DG": ({"D": 263, "G": 275}, {"D": 38, "G": 38}),
    "RG": ({"R": 262, "G": 276}, {"R": 39, "G": 37}),
    "LG": ({"L": 263, "G": 275}, {"L": 41, "G": 35}),
}


@pytest.mark.parametrize("party_set", sorted(STARTS))
def test_starting_positions_section_4_8(party_set):
    """§4.8 computed from §4.2, §4.3 and CT-21 (Green board whenever Green plays, CT-100; the absent
    parties of each full order are skipped, CT-101). The check values are the spec's orders: data revision
    1 (revisions.py; the tuned orders of later revisions are checked in test_ct_tuning.py)."""
    parties = tuple(party_set)
    spec = load_revision(SPEC)
    board = setup_board(spec, parties, "G" in parties)
    ev = {p: sum(spec.states[s].ev for s, (h, _) in board.items() if h == p) for p in parties}
    voters = {p: sum(n for h, n in board.values() if h == p) for p in parties}
    assert (ev, voters) == STARTS[party_set]


def test_setup_with_d_r_g_ct_ex_19():
    """CT-EX-19: D, R and G on the Green board: EV 179/179/180, setup voters 27/30/32 with the spec's
    orders (revision 1; revision 3 tuned some Green-board orders, docs/rules "Tuned values")."""
    spec = load_revision(SPEC)
    board = setup_board(spec, ("D", "R", "G"), True)
    assert [sum(spec.states[s].ev for s, (h, _) in board.items() if h == p) for p in "DRG"] == [179, 179, 180]
    assert [sum(n for h, n in board.values() if h == p) for p in "DRG"] == [27, 30, 32]


# §3.4 check values with expansion cards off (the deck this version has; the "add" rows need the
# expansion deck of part 2): (seats, candidates) -> (cards, after hands, piles, turns, fewest).
MONTHS = {
    (2, 2, "off"): (75, 65, (21, 22, 22), (21, 18, 18), 9),
    (2, 2, "swap"): (75, 65, (21, 22, 22), (21, 18, 18), 9),
    (2, 2, "add"): (105, 95, (31, 32, 32), (31, 28, 28), 14),
    (3, 3, "off"): (90, 75, (25, 25, 25), (25, 19, 19), 6),
    (3, 3, "swap"): (90, 75, (25, 25, 25), (25, 19, 19), 6),
    (3, 3, "add"): (135, 120, (40, 40, 40), (40, 34, 34), 11),
    (4, 4, "off"): (90, 70, (23, 23, 24), (23, 15, 16), 3),
    (4, 4, "swap"): (90, 70, (23, 23, 24), (23, 15, 16), 3),
    (4, 4, "add"): (135, 115, (38, 38, 39), (38, 30, 31), 7),
    (6, 6, "add"): (135, 105, (35, 35, 35), (35, 23, 23), 3),
    (8, 8, "add"): (135, 95, (31, 32, 32), (31, 16, 16), 2),
    (6, 6, "off"): (90, 60, (20, 20, 20), (20, 8, 8), 1),
    (8, 8, "off"): (90, 50, (16, 17, 17), (16, 1, 1), 0),
}


@pytest.mark.parametrize("key", sorted(MONTHS))
def test_month_lengths_section_3_4(key):
    """§3.4 from CT-22, CT-24, CT-55, CT-96 and CT-104: turns = pile, less each candidate's 2 debate
    refills; the deck in use per expansion_cards mode."""
    seats, candidates, mode = key
    spec = load_revision(SPEC)  # the spec's numbers; revision 5 tuned CT-96 and CT-24 at 7-8 seats (BT-5)
    cards = len(deck_in_use(spec, seats, mode))
    after = cards - candidates * spec.const("HAND_SIZE")
    piles = month_piles(after, spec.const("MONTHS"), spec.august_less(seats))
    refill = candidates * spec.debate_card_limit(seats)
    turns = (piles[0],) + tuple(max(0, p - refill) for p in piles[1:])
    fewest = min(t // candidates for t in turns)
    assert (cards, after, piles, turns, fewest) == MONTHS[key]


@pytest.mark.parametrize(
    "name, edit, message",
    [
        ("adjacency.json", lambda d: d["adjacency"][0]["adjacent"].append("WA"), "not symmetric"),
        ("states.json", lambda d: d["states"][0].__setitem__("ev", 4), "EV total"),
        ("deck_base.json", lambda d: d["cards"][1].__setitem__("id", "B01"), "duplicate"),
        ("deck_base.json", lambda d: d["cards"][0].__setitem__("politick", "no_such"), "unknown politick"),
        ("deck_base.json", lambda d: d["cards"][0].__setitem__("src", "GUESS"), "provenance"),
        ("issues.json", lambda d: d["issues"][0]["states"].append("XX"), "unknown states"),
        (
            "tiebreaks.json",
            lambda d: d["tiebreaks"][0].__setitem__("tiebreak_4p", ["L", "G", "R", "D"]),
            "Green",
        ),
        ("candidates.json", lambda d: d["candidates"].pop(), "candidates do not match"),
        ("candidates.json", lambda d: d["candidates"][0]["effects"].update(luck=1), "unknown effect keys"),
        ("politick.json", lambda d: d["abilities"][0]["effects"].update(voters="4"), "must be an integer"),
    ],
)
def test_bad_data_is_refused_on_load(monkeypatch, name, edit, message):
    assert_refused_on_load(monkeypatch, name, edit, message)
