"""Phase 4 clean-up and the end of the game (rulebook phase 4, End of Game; CP-13, CP-14, CP-29 to CP-32,
CP-35)."""

from __future__ import annotations

from copycat_helpers import add_worker, c, check_invariants, new, o, put, set_street, take_out, to_resolve

from desktop_app.games.copycat.actions import Done, EndTurn, Pass, Proceed
from desktop_app.games.copycat.cleanup import end_of_phase3, end_reasons, phase4
from desktop_app.games.copycat.state import NO_CARD, Phase


def quiet_round(s) -> None:
    """Play to the next round (or the end) with the dullest legal choices."""
    start = s.round
    while s.round == start and not s.is_terminal():
        p = s.to_move()[0]
        legal = s.legal_actions(p)
        pick = next((a for a in legal if isinstance(a, (Pass, EndTurn, Proceed, Done))), legal[0])
        s.apply_action(p, pick)


def test_cp_ex_5_three_player_street_clearing() -> None:
    s = new(3, 5)
    street = s.street
    deck = s.action_deck
    s.street = (NO_CARD,) + street[1:]  # space 1 was bought; space 2 is unsold
    s.removed = s.removed + (street[0],)
    phase4(s, [])
    assert street[1] in s.removed  # unsold card on space 2 is out of the game
    assert s.street[:9] == street[2:]  # the rest slide left
    assert s.street[9:] == deck[:2]  # refilled to 11
    assert s.action_deck == deck[2:]
    s.round += 1
    check_invariants(s)


def test_cp30_street_clear_two_and_four_players() -> None:
    """The 2- and 4-player counts are RECONSTRUCTED (4 players tuned for balance): read from the data."""
    for n in (2, 4):
        s = new(n, 5)
        k = s.data.street_clear[n]
        assert 1 <= k <= 3  # "some or even all" of the first three spaces
        street = s.street
        phase4(s, [])
        assert set(street[:k]) <= set(s.removed)
        assert s.street[: 11 - k] == street[k:]


def test_cp31_refill_stops_when_deck_is_empty() -> None:
    s = new(3, 5)
    s.removed = s.removed + s.action_deck[1:]
    s.action_deck = s.action_deck[:1]
    phase4(s, [])
    assert s.street[9] != NO_CARD and s.street[10] == NO_CARD


def test_cp_ex_24_marker_supply_runs_out() -> None:
    s = new(2, 5)
    extra = s.board[-1]
    for office in s.board:
        if s.oid(office) not in ("B5", "B10") and office != extra:
            add_worker(s, 0, s.oid(office))
    markers = [0] * len(s.office_markers)
    markers[o(s, "B5")] = 10
    markers[o(s, "B10")] = 10
    markers[extra] = 3
    s.office_markers = tuple(markers)
    assert s.marker_supply() == 2
    phase4(s, [])
    assert s.office_markers[o(s, "B5")] == 11 and s.office_markers[o(s, "B10")] == 11
    assert s.office_markers[extra] == 3
    assert s.marker_supply() == 0


def test_cp13_markers_on_empty_offices_and_not_on_the_new_office() -> None:
    s = new(3, 5)
    add_worker(s, 1, "B4")
    phase4(s, [])
    new_office = s.board[-1]
    assert s.office_markers[o(s, "B4")] == 0
    assert s.office_markers[o(s, "B1")] == 1
    assert s.office_markers[new_office] == 0


def test_cp29_cards_workers_and_counters_reset() -> None:
    s = new(3, 5)
    put(s, "play", 0, ["a27"])
    put(s, "clip", 0, ["a21"])
    s.card_uses = tuple(2 if i == c(s, "a27") else 0 for i in range(len(s.card_uses)))
    add_worker(s, 0, "B1")
    s.set_p("extra", 0, 2)
    phase4(s, [])
    assert s.discard[0][-2:] == (c(s, "a27"), c(s, "a21"))
    assert s.play[0] == () and s.clip[0] == ()
    assert s.workers == () and s.placed == (0, 0, 0) and s.extra == (0, 0, 0)
    assert s.available_workers(0) == 3
    assert not any(s.card_uses)


def test_cp_ex_14_section_one_windows_filled_after_three_rounds() -> None:
    s = new(3, 7)
    d = s.data
    for _ in range(3):
        quiet_round(s)
    assert s.round == 4
    extras = [d.offices[x].section for x in s.board if d.offices[x].kind == "extra"]
    assert extras == [1, 1, 1, 2]
    check_invariants(s)


def test_cp_ex_15_end_a_vp_target() -> None:
    s = new(2, 3)
    to_resolve(s, 0)
    s.vp = (95, 0)
    s.cats = ((95, 0, 0, 0), (0, 0, 0, 0))
    assert "vp_target" in end_reasons(s)
    ev: list = []
    end_of_phase3(s, ev)
    assert s.phase == Phase.OVER and s.is_terminal()
    assert len(s.board) == 11  # phase 4 skipped: no new office
    assert s.score_sheet().winners == (0,)


def test_cp_ex_15_end_c_round_eleven() -> None:
    s = new(2, 3)
    s.round = 11
    assert end_reasons(s) == ("last_round",)


def test_cp_ex_15_full_game_ends_after_round_eleven() -> None:
    s = new(2, 3)
    while not s.is_terminal():
        quiet_round(s)
    assert s.round == 11 and "last_round" in s.end_reasons


def test_cp35_end_b_last_doctorate_acquired() -> None:
    s = new(2, 3)
    docs = [x for x in s.action_deck if s.data.cards[x].effect == "doctorate"]
    put(s, "docs", 1, [s.cid(docs[1])])
    take_out(s, docs[0])
    s.removed = s.removed + (s.street[0],)
    s.street = (docs[0],) + s.street[1:]
    s.doc_taken = True
    assert "last_doctorate" not in end_reasons(s)  # one doctorate still lies on the street
    put(s, "docs", 0, [s.cid(docs[0])])
    assert "last_doctorate" in end_reasons(s)
    s.doc_taken = False  # B needs a doctorate acquired this round
    assert "last_doctorate" not in end_reasons(s)


def test_cp35_last_doctorate_cleared_never_ends_the_game() -> None:
    s = new(2, 3)
    docs = [x for x in s.action_deck if s.data.cards[x].effect == "doctorate"]
    s.action_deck = tuple(x for x in s.action_deck if x not in docs)
    s.removed = s.removed + tuple(docs)
    s.doc_taken = False
    assert "last_doctorate" not in end_reasons(s)


def test_cp32_tie_broken_by_last_round_gain() -> None:
    s = new(2, 3)
    s.vp = (50, 50)
    s.cats = ((50, 0, 0, 0), (50, 0, 0, 0))
    s.round_gain = (4, 9)
    s.round = 11
    end_of_phase3(s, [])
    assert s.phase == Phase.OVER
    sheet = s.score_sheet()
    assert sheet.winners == (1,) and sheet.tie_break == (4, 9)


def test_cp32_full_tie_shares_the_win() -> None:
    s = new(3, 3)
    s.vp = (50, 50, 20)
    s.cats = ((50, 0, 0, 0), (50, 0, 0, 0), (20, 0, 0, 0))
    s.round_gain = (6, 6, 9)
    s.round = 11
    end_of_phase3(s, [])
    assert s.score_sheet().winners == (0, 1)
    assert s.score_sheet().totals == (50, 50, 20)


def test_score_sheet_categories() -> None:
    s = new(2, 3)
    sheet = s.score_sheet()
    assert sheet.categories == ("cards", "offices", "markers", "doctorates")


def test_cp32_street_purchase_then_score_flows_into_end() -> None:
    """After the last player's phase-3 turn the end check runs (CP-32)."""
    s = new(2, 3)
    to_resolve(s, 0)
    s.round = 11
    s.hand = ((), ())
    set_street(s, ["a21"])
    s.apply_action(0, Proceed())
    s.apply_action(1, Proceed())
    assert s.is_terminal() and s.end_reasons == ("last_round",)
