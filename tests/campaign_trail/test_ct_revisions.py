"""Data revisions (revisions.py): tuned values (spec §14) for new games, the values a saved game was set up
with when it replays (the setup voters and EV counters of CT-21 come from the tiebreak orders of §4.3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.engine import saves
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games import catalogue  # noqa: F401 - installs the game lookup saves use
from desktop_app.games.campaign_trail import data as data_module
from desktop_app.games.campaign_trail.board import setup_board, tiebreak
from desktop_app.games.campaign_trail.data import load_data, load_revision
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME
from desktop_app.games.campaign_trail.revisions import LATEST, REVISIONS, SPEC, earlier_values, from_options

from .helpers import assert_refused_on_load, edited_data

GOLDEN = Path(__file__).parents[1] / "golden" / "campaign-trail.json"


def _differing(a, b) -> set[str]:
    return {sid for sid in a.states if a.states[sid].tiebreak_3p != b.states[sid].tiebreak_3p
            or a.states[sid].tiebreak_4p != b.states[sid].tiebreak_4p}


def test_a_new_game_plays_the_latest_revision():
    options = GAME.normalize_options(3, {})
    assert options["data_revision"] == LATEST
    s = GAME.new_game(3, options, 1)
    assert s.data is load_data() and s.data.revision == LATEST


def test_a_save_from_before_revisions_replays_on_the_spec_values_ct_21():
    """The golden save (written before revisions existed) holds its options in full without a revision: it
    is set up on revision 1, the spec's tiebreak orders (CT-21), and so replays as it was played."""
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert "data_revision" not in doc["options"]
    match = saves.loads(GOLDEN.read_text(encoding="utf-8"))
    assert match.options["data_revision"] == SPEC
    s = match.initial_state
    assert s.data is load_revision(SPEC)
    spec = load_revision(SPEC)
    for sid in spec.state_ids:
        order = tuple(s.parties[p] for p in s.orders[s.state_index(sid)])
        assert order == tiebreak(spec, sid, s.parties, False), sid


@pytest.mark.parametrize("revision", REVISIONS)
def test_a_save_keeps_its_revision_through_a_round_trip(revision):
    seats = [Seat(f"Easy {n}", "ai", "easy", n - 1) for n in range(1, 4)]
    match = Match(GAME, seats, {"data_revision": revision}, seed=5)
    for _ in range(12):
        player = match.state.to_move()[0]
        match.apply(player, match.state.legal_actions(player)[0])
    loaded = saves.loads(saves.dumps(match))
    assert loaded.options["data_revision"] == revision
    assert loaded.state.data is load_revision(revision)
    assert loaded.state.voters == match.state.voters


def test_revision_1_is_the_spec_section_4_3():
    """§4.3: in the spec's values the Green order keeps each state's base order of D, R and L."""
    spec = load_revision(SPEC)
    for row in spec.states.values():
        assert tuple(p for p in row.tiebreak_4p if p != "G") == row.tiebreak_3p, row.id


@pytest.mark.parametrize("revision", REVISIONS)
def test_every_revision_keeps_greens_first_place_and_its_starting_states_section_14(revision):
    """§14 with §4.6: in every revision Green is first on the Green board exactly where the spec's order puts
    it first (its 12 RULEBOOK starting states, which keep their base first tiebreaker), so Green's 84 EV
    stay; where else it stands is the RECONSTRUCTED "G second" list (§4.3), which tuning may move."""
    spec, data = load_revision(SPEC), load_revision(revision)
    for sid, row in data.states.items():
        assert (row.tiebreak_4p[0] == "G") == (spec.states[sid].tiebreak_4p[0] == "G"), sid
    assert {sid for sid, row in data.states.items() if row.tiebreak_4p[0] == "G"} == set(data.green_starts)
    for sid in data.green_starts:
        assert data.states[sid].tiebreak_3p[0] == spec.states[sid].tiebreak_3p[0], sid
    board = setup_board(data, ("D", "R", "L", "G"), True)
    assert sum(data.states[s].ev for s, (holder, _) in board.items() if holder == "G") == 84


def test_only_a_save_without_a_revision_is_read_as_revision_1():
    """The save loader (GameDefinition.saved_options) marks a save that predates revisions; options a new
    game starts from, complete or not, take the newest revision."""
    full = GAME.normalize_options(3, {})
    del full["data_revision"]
    assert from_options(GAME.normalize_options(3, full)) == LATEST
    assert GAME.saved_options(full)["data_revision"] == SPEC
    assert GAME.saved_options({**full, "data_revision": LATEST})["data_revision"] == LATEST
    for revision in REVISIONS:
        options = {**full, "data_revision": revision}
        assert GAME.saved_options(GAME.options_to_save(options)) == options


def test_the_new_game_dialog_does_not_offer_the_revision():
    spec = next(s for s in GAME.option_specs() if s.key == "data_revision")
    assert not spec.offered and spec.default == LATEST


def test_options_choose_the_revision_and_refuse_an_unknown_one():
    assert GAME.normalize_options(3, {"data_revision": SPEC})["data_revision"] == SPEC
    with pytest.raises(Exception, match="data_revision"):
        GAME.normalize_options(3, {"data_revision": 99})


def _row(doc, sid):
    return next(r for r in doc["tiebreaks"] if r["id"] == sid)


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d.__setitem__("revision", LATEST + 1), "data revision"),
        (lambda d: _row(d, "DE").__setitem__("earlier", [{"until": 1, "tiebreak_3p": ["D", "R", "L"]}]),
         "until"),
        (lambda d: _row(d, "DE").__setitem__("earlier", [{"until": LATEST, "tiebreak_3p": ["D", "R"]}]),
         "every party once"),
        # a tuned Green order that moves Green into first place, or out of it (§4.6, §14)
        (lambda d: _row(d, "DE").update(tiebreak_4p=["G", "D", "R", "L"],
                                        earlier=[{"until": LATEST, "tiebreak_4p": ["D", "R", "L", "G"]}]),
         "first exactly where"),
        (lambda d: _row(d, "AK").update(tiebreak_4p=["L", "G", "R", "D"],
                                        earlier=[{"until": LATEST, "tiebreak_4p": ["G", "L", "R", "D"]}]),
         "first exactly where"),
        # the spec's own order must put Green first exactly in its starting states
        (lambda d: _row(d, "AK").__setitem__("tiebreak_4p", ["L", "G", "R", "D"]), "Green starting states"),
        # checked in every revision, not only the loaded one: an earlier base order of a Green starting
        # state that loses its printed first tiebreaker
        (lambda d: _row(d, "AK").__setitem__("earlier", [{"until": 2, "tiebreak_3p": ["L", "R", "D"]},
                                                         {"until": LATEST, "tiebreak_3p": ["R", "L", "D"]}]),
         rf"previous first tiebreaker differs from tiebreaks.json \(revision {LATEST - 1}\)"),
        # the spec's values must keep the base order on the Green side (§4.3)
        (lambda d: _row(d, "DE").__setitem__("tiebreak_4p", ["R", "D", "L", "G"]), "base order"),
    ],
)
def test_bad_revisions_are_refused_on_load(monkeypatch, edit, message):
    assert_refused_on_load(monkeypatch, "tiebreaks.json", edit, message)


def test_a_tuned_order_may_move_green_behind_another_party_section_14(monkeypatch):
    """Green's place outside first is RECONSTRUCTED (§4.3's "G second" list), so a tuned order may put Green
    third; the earlier revisions keep the order they had."""
    third = ("D", "R", "G", "L")
    with edited_data(monkeypatch, "tiebreaks.json", lambda d: _row(d, "DE").update(
            tiebreak_4p=list(third), earlier=[{"until": LATEST, "tiebreak_4p": ["D", "R", "L", "G"]}])):
        assert load_data().states["DE"].tiebreak_4p == third
        assert load_revision(LATEST - 1).states["DE"].tiebreak_4p == ("D", "R", "L", "G")


def test_rows_with_earlier_values_differ_only_where_tuned():
    """Revisions differ exactly in the rows that keep earlier values. A row may come back to the spec's order
    (New Jersey's base order in revision 11), so it differs from the newest only in the revisions between."""
    doc = data_module.load_json(data_module.FOLDER, "tiebreaks.json")
    kept = {r["id"] for r in doc["tiebreaks"] if r.get("earlier")}
    assert set().union(*(_differing(load_revision(rev), load_data()) for rev in REVISIONS)) == kept
    back = {sid for sid in kept if sid not in _differing(load_revision(SPEC), load_data())}
    assert back == {"NJ"}


def test_revision_2_keeps_the_base_board_tuning_and_the_spec_green_board():
    """Revision 2 (saves from the first tuning) tuned four base orders only (docs/rules "Tuned values"):
    a game saved on it replays on those, with the spec's Green board, whatever revision 3 changed."""
    spec, second = load_revision(SPEC), load_revision(2)
    first_tuning = {"ME": ("D", "L", "R"), "MN": ("D", "L", "R"), "CO": ("D", "L", "R"),
                    "NJ": ("L", "D", "R")}
    for sid, row in second.states.items():
        assert row.tiebreak_4p == spec.states[sid].tiebreak_4p, sid
        assert row.tiebreak_3p == first_tuning.get(sid, spec.states[sid].tiebreak_3p), sid


def test_a_row_tuned_twice_gives_each_revision_its_own_values():
    """revisions.earlier_values: the first entry whose "until" lies above the revision gives its values."""
    row = {"id": "XX", "a": 3, "b": 3,
           "earlier": [{"until": 2, "a": 1, "b": 1}, {"until": 3, "b": 2}]}
    got = {rev: earlier_values(row, rev, "test") for rev in (1, 2, 3)}
    assert [(got[r]["a"], got[r]["b"]) for r in (1, 2, 3)] == [(1, 1), (3, 2), (3, 3)]
    with pytest.raises(ValueError, match="until"):
        earlier_values({**row, "earlier": [{"until": 3, "b": 2}, {"until": 2, "a": 1}]}, 1, "test")
