"""Phase 3 (buying and success): resolution step, coin and VP totals, purchases, doctorates
(rulebook phase 3, general rules; CP-4, CP-19 to CP-28, CP-34)."""

from __future__ import annotations

from copycat_helpers import (
    act,
    add_worker,
    c,
    check_invariants,
    clear_hand,
    new,
    o,
    param,
    put,
    set_street,
    to_resolve,
)

from desktop_app.games.copycat.actions import (
    Buy,
    ChooseCard,
    ChooseNumber,
    ChooseOffice,
    Done,
    EndTurn,
    PlayCard,
    Proceed,
    SpecialBuy,
    UseOffice,
)
from desktop_app.games.copycat.buying import cost
from desktop_app.games.copycat.state import Phase


def resolve_state(hand: list[str], workers: list[str] = (), n: int = 2, seed: int = 3, extra_board=()):
    s = new(n, seed)
    to_resolve(s, 0)
    clear_hand(s, 0)
    for oid in extra_board:
        s.board = s.board + (o(s, oid),)
    put(s, "hand", 0, hand)
    for oid in workers:
        add_worker(s, 0, oid)
    return s


def _radio_vp(s) -> int:
    """National radio's points (RECONSTRUCTED, tuned for balance: read, not assumed)."""
    return s.data.cards[s.data.c("a26")].param


def play_all(s, p: int = 0) -> None:
    """Play every hand card, then go to the purchases."""
    while s.hand[p] and not s.pending:
        act(s, p, PlayCard(s.cid(s.hand[p][0])))
    act(s, p, Proceed())


def test_cp_ex_4_street_surcharge() -> None:
    s = resolve_state([])
    set_street(s, ["a21"] * 0 + ["a21", "a22", "a29", "a40", "a45", "a57", "a26", "a34", "a44", "a27", "a35"])
    for i in range(11):
        price = s.data.cards[s.street[i]].price
        assert cost(s, i) == price + (0 if i < 4 else 1 if i < 8 else 2)


def test_cp19_every_hand_card_must_be_played_before_purchases() -> None:
    s = resolve_state(["A-s09", "a27"])
    legal = s.legal_actions(0)
    assert Proceed() not in legal
    assert {a.card for a in legal if isinstance(a, PlayCard)} == {"A-s09", "a27"}
    pile = s.draw[0]
    act(s, 0, PlayCard("a27"))  # a blue card in phase 3: played with no effect
    assert s.draw[0] == pile and len(s.hand[0]) == 1
    act(s, 0, PlayCard("A-s09"))
    assert s.base_coins == 1
    assert s.legal_actions(0) == [Proceed()]


def test_cp_ex_8_buy_two_office_allows_two_purchases() -> None:
    s = resolve_state(["a40", "a45"], ["B4"])
    set_street(s, ["a21", "a22", "a26", "a27"])
    play_all(s)
    assert s.phase == Phase.PURCHASE and s.buys == 2 and s.coins_total == param(s, "a40") + param(s, "a45")
    act(s, 0, Buy(1))
    act(s, 0, Buy(2))
    assert c(s, "a21") in s.clip[0] and c(s, "a22") in s.clip[0]
    assert s.phase == Phase.RESOLVE and s.order[s.turn] == 1  # nothing left to buy: the turn ended


def test_cp22_only_players_with_a_buy_action_buy() -> None:
    s = resolve_state(["a40"], ["B3"])
    act(s, 0, PlayCard("a40"))
    act(s, 0, UseOffice("B3"))
    act(s, 0, Proceed())
    assert s.phase == Phase.RESOLVE and s.order[s.turn] == 1  # no purchase possible: the turn ended at once
    assert s.vp[0] == 0


def test_cp_ex_17_red_cards_left_of_a_purchase() -> None:
    for first, second in ((6, 3), (3, 6)):
        s = resolve_state(["a40", "a45"], ["B4"])
        set_street(s, ["a27", "a01", "a28", "a02", "a35", "a26", "a36"])
        assert s.cid(s.street[5]) == "a26" and cost(s, 5) == 4  # card A (price 3) on space 6
        assert cost(s, 2) == 2  # card B (price 2) on space 3
        play_all(s)
        assert s.coins_total == param(s, "a40") + param(s, "a45") >= 6
        act(s, 0, Buy(first))
        act(s, 0, Buy(second))
        assert set(s.clip[0]) == {c(s, x) for x in ("a26", "a28", "a01", "a02")}
        assert s.spent == 6 or s.order[s.turn] == 1


def test_cp8_red_cards_cannot_be_bought() -> None:
    s = resolve_state(["a40"], ["B2"])
    set_street(s, ["a01", "a21"])
    play_all(s)
    assert Buy(1) not in s.legal_actions(0) and Buy(2) in s.legal_actions(0)


def test_cp22_cost_must_not_exceed_coins() -> None:
    s = resolve_state(["A-s09", "A-s10"], ["B2"])
    set_street(s, ["a26", "a19"])  # 2 coins: National radio (price 3) is out of reach, the gala (2) is not
    play_all(s)
    assert Buy(1) not in s.legal_actions(0) and Buy(2) in s.legal_actions(0)


def test_cp_ex_18_coin_total() -> None:
    """2 x Fatherly friend, Friends at the banks, Garden party, Press spokesperson copying Garden party;
    Card shredding 1 shreds a red card; the Allocation Office reactivates Friends at the banks: 21 with the
    spec's 3-coin Friends at the banks, (3 + b) x 3 + b for b coins."""
    s = resolve_state(["A-s09", "A-s10", "a40", "a50", "a39", "a01"], ["B9", "E4", "B2"], extra_board=["E4"])
    act(s, 0, UseOffice("B9"))
    act(s, 0, ChooseCard("a01"))
    assert c(s, "a01") in s.removed
    for cid in ("A-s09", "A-s10", "a40", "a50"):
        act(s, 0, PlayCard(cid))
    act(s, 0, PlayCard("a39"))
    act(s, 0, ChooseCard("a50"))
    act(s, 0, UseOffice("E4"))
    act(s, 0, ChooseCard("a40"))
    b = param(s, "a40")
    assert (s.base_coins, s.coin_doublings, s.undoubled_coins) == (3 + b, 2, b)
    act(s, 0, Proceed())
    assert s.coins_total == 3 * (3 + b) + b


def test_cp_ex_11_garden_party_at_most_triple() -> None:
    s = resolve_state(["a40", "a50", "a58"], ["E4"], extra_board=["E4"])
    act(s, 0, PlayCard("a40"))
    act(s, 0, PlayCard("a50"))
    b = param(s, "a40")
    assert s.base_coins * (1 + s.coin_doublings) + s.undoubled_coins == 2 * b  # 2C after the first activation
    act(s, 0, UseOffice("E4"))
    act(s, 0, ChooseCard("a50"))
    assert s.base_coins * (1 + s.coin_doublings) + s.undoubled_coins == 3 * b  # 3C
    act(s, 0, PlayCard("a58"))  # a second Garden party card adds nothing (CP-4)
    assert s.base_coins * (1 + s.coin_doublings) + s.undoubled_coins == 3 * b


def test_cp_ex_10_campaign_trail_at_most_triple() -> None:
    s = resolve_state(["a37", "a53"], ["E4"], extra_board=["E4"])
    s.set_p("markers", 0, 4)
    act(s, 0, PlayCard("a37"))
    act(s, 0, UseOffice("E4"))
    act(s, 0, ChooseCard("a37"))
    act(s, 0, PlayCard("a53"))
    assert s.marker_doublings == 2
    act(s, 0, Proceed())
    assert s.vp[0] == 12 and s.cats[0][2] == 12
    assert s.markers[0] == 0  # returned to the supply


def test_cp_ex_9_two_allocation_offices_reactivate_two_different_cards() -> None:
    s = resolve_state(["a26", "a34"], ["E4", "E9"], extra_board=["E4", "E9"])
    act(s, 0, PlayCard("a26"))
    act(s, 0, PlayCard("a34"))
    act(s, 0, UseOffice("E4"))
    act(s, 0, ChooseCard("a26"))
    act(s, 0, UseOffice("E9"))
    targets = {a.card for a in s.legal_actions(0) if isinstance(a, ChooseCard)}
    assert targets == {"a34"}
    act(s, 0, ChooseCard("a34"))
    assert s.vp_cards == 4 * _radio_vp(s)  # two National radios, each played and reactivated once


def test_cp4_played_and_copied_card_cannot_be_reactivated() -> None:
    s = resolve_state(["a26", "a39"], ["E4"], extra_board=["E4"])
    act(s, 0, PlayCard("a26"))
    act(s, 0, PlayCard("a39"))
    act(s, 0, ChooseCard("a26"))
    assert s.card_uses[c(s, "a26")] == 2
    # The Allocation Office may still reactivate the spokesperson, whose copy finds no legal target.
    act(s, 0, UseOffice("E4"))
    targets = {a.card for a in s.legal_actions(0) if isinstance(a, ChooseCard)}
    assert targets == {"a39"}
    act(s, 0, ChooseCard("a39"))
    assert not s.pending and s.vp_cards == 2 * _radio_vp(s)  # National radio played and copied


def test_cp25_reactivated_coin_card_gives_r_coins() -> None:
    s = resolve_state(["a40", "a50"], ["E4"], extra_board=["E4"])
    act(s, 0, PlayCard("a40"))
    act(s, 0, PlayCard("a50"))
    act(s, 0, UseOffice("E4"))
    act(s, 0, ChooseCard("a40"))
    b = param(s, "a40")
    assert (s.base_coins, s.undoubled_coins, s.coin_doublings) == (b, b, 1)
    assert c(s, "a40") in s.clip[0]


def test_cp26_copy_of_coin_card_gives_base_coins() -> None:
    s = resolve_state(["a40", "a39", "a50"])
    act(s, 0, PlayCard("a40"))
    act(s, 0, PlayCard("a39"))
    act(s, 0, ChooseCard("a40"))
    act(s, 0, PlayCard("a50"))
    assert (s.base_coins, s.undoubled_coins) == (2 * param(s, "a40"), 0)


def test_cp20_bonus_payment_reuse_of_extra_money_gives_r_coins() -> None:
    s = resolve_state(["a54", "a50"], ["B8"])
    act(s, 0, UseOffice("B8"))
    act(s, 0, PlayCard("a50"))
    act(s, 0, PlayCard("a54"))
    act(s, 0, ChooseOffice("B8"))
    assert (s.base_coins, s.undoubled_coins, s.coin_doublings) == (2, 2, 1)


def test_cp_ex_23_bonus_payment_on_b4_gives_four_purchases() -> None:
    s = resolve_state(["a38", "a40", "a45", "a57", "a29"], ["B4"])
    set_street(s, ["a21", "a22", "a19", "a28", "a24"])
    act(s, 0, PlayCard("a38"))
    act(s, 0, ChooseOffice("B4"))
    play_all(s)
    assert s.phase == Phase.PURCHASE and s.buys == 4
    for _ in range(4):
        act(s, 0, Buy(1 if s.street[0] != -1 else next(i + 1 for i, x in enumerate(s.street) if x != -1)))
    assert {c(s, x) for x in ("a21", "a22", "a19", "a28")} <= set(s.clip[0])
    assert s.order[s.turn] == 1  # four purchases used: the turn ended


def test_cp27_second_activation_of_same_bonus_card_needs_another_worker() -> None:
    s = resolve_state(["a38", "a39"], ["B8", "B3"])
    act(s, 0, PlayCard("a38"))
    act(s, 0, ChooseOffice("B8"))
    act(s, 0, PlayCard("a39"))
    act(s, 0, ChooseCard("a38"))
    offices = {a.office for a in s.legal_actions(0) if isinstance(a, ChooseOffice)}
    assert offices == {"B3"}


def test_cp_ex_22_doctorate_on_space_9() -> None:
    s = resolve_state(["a40", "a21", "A-s09", "A-s10"], ["B2"])
    set_street(s, ["a19", "a20", "a21", "a24", "a25", "a26", "a27", "a28", "d1"])
    put(s, "hand", 0, ["a29"])  # a21 went to the street: Friends in industry a29 instead
    play_all(s)
    coins = param(s, "a40") + param(s, "a29") + 2  # 7 with the spec's card values
    assert s.coins_total == coins
    act(s, 0, Buy(9))
    assert s.pending[-1].kind == "invest"
    assert [a.value for a in s.legal_actions(0)] == list(range(coins - 2 + 1))  # space 9 costs 2 more
    act(s, 0, ChooseNumber(5))
    assert c(s, "d1") in s.docs[0] and c(s, "d1") not in s.clip[0]
    assert s.vp[0] == 5 and s.cats[0][3] == 5


def test_cp23_special_buy_slides_refills_and_buys_one() -> None:
    s = resolve_state(["a40"], ["E5"], extra_board=["E5"])
    set_street(s, ["a21", None, "a22", None, "a19"])
    deck_top = s.action_deck[:8]
    play_all(s)
    assert s.phase == Phase.PURCHASE and s.specials == 1 and s.buys == 0
    assert not any(isinstance(a, Buy) for a in s.legal_actions(0))
    ev = act(s, 0, SpecialBuy())
    assert s.street[:3] == (c(s, "a21"), c(s, "a22"), c(s, "a19"))
    assert s.street[3:] == deck_top
    assert any(e.reveals for e in ev)
    assert s.buys == 1
    act(s, 0, Buy(2))
    assert c(s, "a22") in s.clip[0]


def test_cp21_vp_total_and_categories() -> None:
    s = resolve_state(["A-s16", "a26", "a19"], ["B10", "B2"])
    s.set_p("markers", 0, 2)
    act(s, 0, PlayCard("a19"))
    act(s, 0, ChooseNumber(1))  # Wife's charity gala: 2 VP
    act(s, 0, PlayCard("A-s16"))
    act(s, 0, PlayCard("a26"))
    act(s, 0, UseOffice("B10"))
    act(s, 0, Proceed())  # no coins: nothing to buy, so the turn ends and scores
    cards = 2 + 1 + _radio_vp(s)  # gala 2 + Local radio 1 + National radio
    assert s.cats[0] == (cards, 1, 2, 0) and s.vp[0] == cards + 3


def test_gala_coin_choice() -> None:
    s = resolve_state(["a19"])
    act(s, 0, PlayCard("a19"))
    act(s, 0, ChooseNumber(0))
    assert s.base_coins == 1 and s.vp_cards == 0


def test_cp28_strategy_session_keeps_cards_for_next_round() -> None:
    s = resolve_state(["a30", "a61", "a40"], n=2)
    act(s, 0, PlayCard("a30"))
    assert s.pending[-1].kind == "keep"
    act(s, 0, ChooseCard("a61"))
    act(s, 0, Done())
    assert s.kept[0] == (c(s, "a61"),)
    obs1 = s.observation(1)
    assert "a61" not in repr(obs1) and obs1["players"][0]["kept_count"] == 1
    act(s, 0, PlayCard("a40"))
    # Finish the round: the kept card joins the 5 newly drawn cards.
    while s.round == 1:
        p = s.to_move()[0]
        legal = s.legal_actions(p)
        pick = next((a for a in legal if isinstance(a, (EndTurn, Proceed, Done))), legal[0])
        act(s, p, pick)
    assert c(s, "a61") in s.hand[0] and len(s.hand[0]) == 6
    check_invariants(s)


def test_cp28_second_activation_of_strategy_session_gives_nothing() -> None:
    s = resolve_state(["a30", "a39", "a26"])
    act(s, 0, PlayCard("a30"))
    act(s, 0, Done())
    act(s, 0, PlayCard("a39"))
    act(s, 0, ChooseCard("a30"))
    assert not s.pending


def test_cp34_grey_cards_without_target_have_no_effect_in_phase_3() -> None:
    s = resolve_state(["a39", "a38"])
    act(s, 0, PlayCard("a39"))
    assert not s.pending
    act(s, 0, PlayCard("a38"))
    assert not s.pending
    assert s.card_uses[c(s, "a39")] == 1


def test_shred_office_limit_and_coins() -> None:
    s = resolve_state(["a01", "a02", "a03"], ["E3"], extra_board=["E3"])
    act(s, 0, UseOffice("E3"))
    act(s, 0, ChooseCard("a01"))
    act(s, 0, ChooseCard("a02"))
    assert not s.pending  # Card shredding 2: at most two
    assert s.base_coins == 2 and {c(s, "a01"), c(s, "a02")} <= set(s.removed)
