"""Phase 1: drawing and the secret turn-order bid (rulebook phase 1 A-C; CP-10, CP-11)."""

from __future__ import annotations

from copycat_helpers import c, clear_hand, new, put

from desktop_app.games.copycat.actions import Bid
from desktop_app.games.copycat.bid import turn_order
from desktop_app.games.copycat.state import NO_CARD, Phase


def test_cp_ex_1_two_way_tie_swaps() -> None:
    """Helen and Angela bid 16, others lower; Angela was 2nd, Helen 3rd: Helen is 1st, Angela 2nd."""
    angela, helen, other1, other2 = 0, 1, 2, 3
    previous = (other1, angela, helen, other2)
    values = [16, 16, 10, 12]
    order = turn_order(values, previous)
    assert order[:2] == (helen, angela)
    assert order == (helen, angela, other2, other1)


def test_cp_ex_2_three_way_tie_first_and_last_swap() -> None:
    x, y, z = 0, 1, 2
    assert turn_order([14, 14, 14], (x, y, z)) == (z, y, x)


def test_cp_ex_3_four_way_tie_reverses() -> None:
    a, b, cc, d = 2, 0, 3, 1
    assert turn_order([9, 9, 9, 9], (a, b, cc, d)) == (d, cc, b, a)


def test_cp10_highest_bid_first() -> None:
    assert turn_order([3, 40, 17], (0, 1, 2)) == (1, 2, 0)


def test_cp10_secret_bid_to_move_and_reveal() -> None:
    """to_move lists every player who has not bid; the bids are revealed when the last one is in."""
    s = new(3, 21)
    assert s.to_move() == (0, 1, 2)
    put(s, "hand", 0, ["a61"])
    put(s, "hand", 1, ["a60"])
    ev = s.apply_action(1, Bid("a60"))
    assert s.to_move() == (0, 2)
    assert all(not e.reveals for e in ev)
    assert any(e.visible_to == (1,) for e in ev)
    s.apply_action(2, Bid(s.cid(s.hand[2][0])))
    assert s.phase == Phase.BID and s.to_move() == (0,)
    ev = s.apply_action(0, Bid("a61"))
    reveal = [e for e in ev if e.message_id == "copycat.bid_reveal"]
    assert reveal and reveal[0].reveals and reveal[0].visible_to is None
    assert s.phase == Phase.ACTION
    assert s.order[:2] == (0, 1)  # 61 beats 60 beats a start card
    assert c(s, "a61") in s.clip[0] and c(s, "a60") in s.clip[1]  # phase 1 C
    assert c(s, "a61") not in s.hand[0]


def test_cp10_bid_card_must_be_in_hand() -> None:
    s = new(2, 3)
    legal = s.legal_actions(0)
    assert {a.card for a in legal} == {s.cid(x) for x in s.hand[0]}
    assert len(legal) == 5


def test_cp11_empty_hand_bids_zero() -> None:
    """A player with no cards bids 0, lays nothing down and owes no bid."""
    s = new(2, 6)
    clear_hand(s, 1)
    s.bids = (None, NO_CARD)  # as begin_round leaves it for an empty hand
    assert s.to_move() == (0,)
    s.apply_action(0, Bid(s.cid(s.hand[0][0])))
    assert s.phase == Phase.ACTION
    assert s.order[0] == 0
    assert len(s.clip[1]) == 0


def test_cp11_begin_round_with_nothing_to_draw() -> None:
    from desktop_app.games.copycat.bid import begin_round

    s = new(2, 6)
    for p in range(2):
        s.removed = s.removed + s.hand[p] + s.draw[p]
        s.set_p("hand", p, ())
        s.set_p("draw", p, ())
    ev: list = []
    begin_round(s, ev)
    assert s.phase == Phase.ACTION  # nobody owed a bid; the reveal happened at once
    assert [e for e in ev if e.message_id == "copycat.bid_reveal"]
