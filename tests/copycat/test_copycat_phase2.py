"""Phase 2 (action): placements, markers, purple and blue actions (rulebook phase 2; CP-3, CP-12 to CP-18,
CP-33, CP-34)."""

from __future__ import annotations

import pytest
from copycat_helpers import act, add_worker, c, check_invariants, clear_hand, new, o, param, put, to_action

from desktop_app.engine.errors import IllegalActionError
from desktop_app.games.copycat.actions import (
    ChooseCard,
    ChooseNumber,
    ChooseOffice,
    Done,
    EndTurn,
    Pass,
    Place,
    PlayCard,
    UseOffice,
)
from desktop_app.games.copycat.state import Phase


def fresh(n: int = 3, seed: int = 1, hand0: list[str] | None = None):
    s = new(n, seed)
    to_action(s, order=tuple(range(n)))
    if hand0 is not None:
        clear_hand(s, 0)
        put(s, "hand", 0, hand0)
    return s


def fill_offices(s, except_ids=(), player=1) -> None:
    for office in s.board:
        if s.oid(office) not in except_ids:
            add_worker(s, player, s.oid(office))


def test_cp13_placement_takes_markers() -> None:
    s = fresh()
    s.office_markers = tuple(3 if i == o(s, "B4") else 0 for i in range(len(s.office_markers)))
    act(s, 0, Place("B4"))
    assert s.markers[0] == 3 and s.office_markers[o(s, "B4")] == 0
    check_invariants(s)


def test_cp12_one_turn_placement_then_end_turn() -> None:
    s = fresh()
    assert Pass() in s.legal_actions(0) and EndTurn() not in s.legal_actions(0)
    act(s, 0, Place("B1"))
    legal = s.legal_actions(0)
    assert not any(isinstance(a, Place) for a in legal)
    assert EndTurn() in legal and Pass() not in legal
    act(s, 0, EndTurn())
    assert s.to_move() == (1,)


def test_cp12_pass_leaves_the_round_and_phase_3_follows() -> None:
    s = fresh()
    act(s, 0, Pass())
    act(s, 1, Place("B2"))
    act(s, 1, EndTurn())
    act(s, 2, Pass())
    assert s.to_move() == (1,)  # players who passed take no further turn
    act(s, 1, Pass())
    assert s.phase == Phase.RESOLVE


def test_cp12_no_available_worker_passes_automatically() -> None:
    s = fresh(n=2)
    for oid in ("B1", "B2", "B3"):
        add_worker(s, 1, oid)
    act(s, 0, Place("B4"))
    act(s, 0, EndTurn())
    assert s.passed[1]
    assert s.to_move() == (0,)


def test_rulebook_one_worker_per_office() -> None:
    s = fresh()
    act(s, 0, Place("B4"))
    act(s, 0, EndTurn())
    assert Place("B4") not in s.legal_actions(1)
    with pytest.raises(IllegalActionError):
        act(s, 1, Place("B4"))


def test_cp3_phase2_only_phase2_cards_and_blue_or_grey_offices() -> None:
    s = fresh(hand0=["a21", "a26", "a27", "A-s09"])
    add_worker(s, 0, "B3")  # Extra money: phase 3
    add_worker(s, 0, "B1")  # Extra cards: phase 2
    legal = s.legal_actions(0)
    plays = {a.card for a in legal if isinstance(a, PlayCard)}
    assert plays == {"a27"}
    offices = {a.office for a in legal if isinstance(a, UseOffice)}
    assert offices == {"B1"}
    n = len(s.hand[0])
    act(s, 0, UseOffice("B1"))
    assert len(s.hand[0]) == n + 1
    assert UseOffice("B1") not in s.legal_actions(0)


def test_blue_draw_card_draws() -> None:
    s = fresh(hand0=["a27"])
    n = len(s.draw[0])
    act(s, 0, PlayCard("a27"))
    k = param(s, "a27")
    assert len(s.hand[0]) == k and len(s.draw[0]) == n - k
    assert c(s, "a27") in s.play[0]
    assert s.card_uses[c(s, "a27")] == 1


def test_cp7_draw_reshuffles_discard_only_when_needed() -> None:
    s = fresh(hand0=["a47"])
    s.set_p("discard", 0, s.discard[0] + s.draw[0][1:])
    s.set_p("draw", 0, s.draw[0][:1])
    ev = act(s, 0, PlayCard("a47"))  # draws more than the one card left on the draw pile
    assert len(s.hand[0]) == param(s, "a47") > 1
    assert any(e.message_id == "copycat.shuffle" and e.reveals for e in ev)
    assert not s.discard[0]
    check_invariants(s)


def test_cp7_draw_ends_short_when_both_piles_empty() -> None:
    s = fresh(hand0=["a60"])
    s.removed = s.removed + s.draw[0] + s.discard[0]
    s.set_p("draw", 0, ())
    s.set_p("discard", 0, ())
    act(s, 0, PlayCard("a60"))
    assert s.hand[0] == ()


def test_cp18_card_exchange_declared_cards_to_clipboard_then_draw() -> None:
    s = fresh(hand0=["a01", "a02", "A-s16"])
    add_worker(s, 0, "B5")  # Card exchange 2
    act(s, 0, UseOffice("B5"))
    act(s, 0, ChooseCard("a01"))
    assert s.pending  # may pick one more
    act(s, 0, ChooseCard("a02"))
    assert not s.pending  # the most the office allows: done at once
    assert s.clip[0] == (c(s, "a01"), c(s, "a02"))
    assert len(s.hand[0]) == 3 and c(s, "A-s16") in s.hand[0]


def test_cp18_exchange_may_stop_early() -> None:
    s = fresh(hand0=["a01", "a02"])
    add_worker(s, 0, "B5")
    act(s, 0, UseOffice("B5"))
    act(s, 0, ChooseCard("a01"))
    act(s, 0, Done())
    assert s.clip[0] == (c(s, "a01"),) and len(s.hand[0]) == 2


def test_cp34_exchange_office_needs_a_hand_card() -> None:
    s = fresh(hand0=[])
    add_worker(s, 0, "B5")
    assert UseOffice("B5") not in s.legal_actions(0)


def test_cp_ex_13_pr_campaigns_give_at_most_four_extra_workers() -> None:
    s = fresh(hand0=["a46", "a56", "a24"])
    act(s, 0, PlayCard("a46"))
    act(s, 0, PlayCard("a56"))
    assert s.extra[0] == 4 and s.available_workers(0) == 7
    act(s, 0, PlayCard("a24"))
    assert s.extra[0] == 4  # the gain beyond the limit is lost (CP-15)
    check_invariants(s)


def test_cp15_campaign_office_shreds_even_at_the_limit() -> None:
    s = fresh(hand0=["a20", "a01"])
    s.set_p("extra", 0, 4)
    act(s, 0, PlayCard("a20"))
    act(s, 0, ChooseCard("a01"))
    assert c(s, "a01") in s.removed and s.extra[0] == 4


def test_cp34_campaign_office_needs_another_hand_card() -> None:
    s = fresh(hand0=["a20"])
    assert PlayCard("a20") not in s.legal_actions(0)


def test_cp15_campaign_office_gives_a_worker() -> None:
    s = fresh(hand0=["a42", "a03"])
    act(s, 0, PlayCard("a42"))
    act(s, 0, ChooseCard("a03"))
    assert s.extra[0] == 1 and s.available_workers(0) == 4 and c(s, "a03") in s.removed


def test_cp_ex_12_inside_information_second_use_places_a_third_worker() -> None:
    """Inside information played, then copied by Press spokesperson: a third unoccupied office."""
    s = fresh(hand0=["a49", "a39"])
    act(s, 0, Place("B4"))
    act(s, 0, PlayCard("a49"))
    assert s.pending[-1].kind == "place_extra"
    act(s, 0, ChooseOffice("B2"))
    act(s, 0, PlayCard("a39"))
    assert s.pending[-1].kind == "copy"
    act(s, 0, ChooseCard("a49"))
    assert ChooseOffice("B4") not in s.legal_actions(0)
    act(s, 0, ChooseOffice("B6"))
    assert {s.oid(x) for q, x in s.workers if q == 0} == {"B4", "B2", "B6"}
    assert s.available_workers(0) == 0
    assert s.card_uses[c(s, "a49")] == 2
    check_invariants(s)


def test_cp16_inside_information_before_the_turn_placement() -> None:
    s = fresh(hand0=["a23"])
    act(s, 0, PlayCard("a23"))
    act(s, 0, ChooseOffice("B8"))
    assert not s.turn_placed
    assert Place("B4") in s.legal_actions(0)  # the turn placement is still to come


def test_cp34_inside_information_needs_an_available_worker() -> None:
    s = fresh(hand0=["a23"])
    for oid in ("B1", "B2", "B3"):
        add_worker(s, 0, oid)
    assert PlayCard("a23") not in s.legal_actions(0)


def test_cp_ex_20_elbows_into_an_office_held_by_another_player() -> None:
    s = fresh(hand0=["a25"])
    s.order = (1, 0, 2)
    s.turn = 1  # player 0 is "P2" and moves now
    add_worker(s, 1, "B4")
    fill_offices(s, except_ids=("B4",), player=2)
    assert not any(isinstance(a, Place) for a in s.legal_actions(0))
    s.office_markers = tuple(0 for _ in s.office_markers)
    act(s, 0, PlayCard("a25"))
    assert Place("B4") in s.legal_actions(0)
    act(s, 0, Place("B4"))
    assert s.markers[0] == 0 and s.elbows == 0
    holders = sorted(q for q, x in s.workers if x == o(s, "B4"))
    assert holders == [0, 1]


def test_cp_ex_21_elbows_then_inside_information_two_placements() -> None:
    s = fresh(hand0=["a25", "a23"])
    add_worker(s, 1, "B4")
    act(s, 0, PlayCard("a25"))
    act(s, 0, PlayCard("a23"))
    assert ChooseOffice("B4") in s.legal_actions(0)  # the right may serve the extra placement
    act(s, 0, ChooseOffice("B4"))
    assert s.elbows == 0
    assert Place("B4") not in s.legal_actions(0)
    act(s, 0, Place("B2"))  # the turn placement still follows
    assert s.placed[0] == 2


def test_cp_ex_25_elbows_targets() -> None:
    s = fresh(n=3, hand0=["a43"])
    s.order = (2, 0, 1)
    s.turn = 0  # player 2 ("P3") moves
    add_worker(s, 0, "B2")
    add_worker(s, 0, "B4")
    add_worker(s, 1, "B4")
    add_worker(s, 1, "B6")
    clear_hand(s, 2)
    put(s, "hand", 2, ["a25"])
    act(s, 2, PlayCard("a25"))
    places = {a.office for a in s.legal_actions(2) if isinstance(a, Place)}
    assert {"B2", "B6"} <= places and "B4" not in places and "B1" in places
    # With an elbows right player 1 ("P2") could enter B2 but neither B4 nor B6.
    s.turn = 2
    s.elbows = 1
    s.turn_placed = False
    places = {a.office for a in s.legal_actions(1) if isinstance(a, Place)}
    assert "B2" in places and "B4" not in places and "B6" not in places


def test_cp33_elbows_right_lapses_at_end_of_turn() -> None:
    s = fresh(hand0=["a25"])
    act(s, 0, PlayCard("a25"))
    act(s, 0, Place("B1"))
    act(s, 0, EndTurn())
    assert s.elbows == 0


def test_cp_ex_19_fundraising_paid_with_card_and_office() -> None:
    """Friends in industry from the hand and the own Extra money office B3: draw up to their coins (in the
    spec's example 2 + 1 = 3); neither gives coins in phase 3 (CP-17)."""
    s = fresh(hand0=["a33", "a21"])
    add_worker(s, 0, "B3")
    act(s, 0, PlayCard("a33"))
    assert s.pending[-1].kind == "fund_pay"
    act(s, 0, ChooseCard("a21"))
    act(s, 0, ChooseOffice("B3"))
    act(s, 0, Done())
    paid = param(s, "a21") + s.data.offices[o(s, "B3")].param
    assert [a.value for a in s.legal_actions(0)] == list(range(paid + 1))
    act(s, 0, ChooseNumber(3))
    assert len(s.hand[0]) == 3
    assert c(s, "a21") in s.play[0] and s.card_uses[c(s, "a21")] == 1
    w = s.own_worker(0, o(s, "B3"))
    assert s.worker_used[w] and s.worker_uses[w] == 1
    # Phase 3: neither the paid card nor the paid office gives coins again.
    from copycat_helpers import to_resolve

    to_resolve(s, 0)
    clear_hand(s, 0)
    assert UseOffice("B3") not in s.legal_actions(0)
    s.phase = Phase.RESOLVE
    from desktop_app.games.copycat.buying import begin_purchase

    begin_purchase(s, [])
    assert s.coins_total == 0


def test_cp34_fundraising_needs_something_to_pay() -> None:
    s = fresh(hand0=["a33", "A-s16"])
    assert PlayCard("a33") not in s.legal_actions(0)
    put(s, "hand", 0, ["a19"])  # Wife's charity gala pays 1 coin
    assert PlayCard("a33") in s.legal_actions(0)


def test_cp3_allocation_office_in_phase_2_reactivates_a_blue_card() -> None:
    s = fresh(hand0=["a27", "a25"])
    e4 = "E4"
    s.board = s.board + (o(s, e4),)
    add_worker(s, 0, e4)
    act(s, 0, PlayCard("a25"))
    assert UseOffice(e4) not in s.legal_actions(0)  # elbows can never be reactivated (CP-25)
    act(s, 0, PlayCard("a27"))
    act(s, 0, UseOffice(e4))
    assert {a.card for a in s.legal_actions(0) if isinstance(a, ChooseCard)} == {"a27"}
    act(s, 0, ChooseCard("a27"))
    assert len(s.hand[0]) == 2 * param(s, "a27")  # drawn once by the card, once more by the office
    assert c(s, "a27") in s.clip[0] and c(s, "a27") not in s.play[0]  # CP-25: moves to the clipboard
    assert s.card_uses[c(s, "a27")] == 2


def test_cp26_press_spokesperson_needs_a_target() -> None:
    s = fresh(hand0=["a39", "a27"])
    assert PlayCard("a39") not in s.legal_actions(0)
    act(s, 0, PlayCard("a27"))
    assert PlayCard("a39") in s.legal_actions(0)


def test_cp27_bonus_payment_reuses_a_blue_office_in_phase_2() -> None:
    s = fresh(hand0=["a38"])
    add_worker(s, 0, "B7")  # Extra cards 2
    act(s, 0, UseOffice("B7"))
    assert len(s.hand[0]) == 3
    act(s, 0, PlayCard("a38"))
    act(s, 0, ChooseOffice("B7"))
    assert len(s.hand[0]) == 4
    w = s.own_worker(0, o(s, "B7"))
    assert s.worker_uses[w] == 2
    assert s.phase == Phase.ACTION
