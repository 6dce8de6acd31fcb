"""Further rules: CP-1, CP-2, CP-6, CP-24, CP-EX-16, empty street spaces, the log events, and the
heuristic player and evaluation."""

from __future__ import annotations

import random

from copycat_helpers import act, add_worker, c, clear_hand, new, put, set_street, to_action, to_resolve

from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games.copycat.actions import Buy, ChooseNumber, PlayCard, Proceed, UseOffice
from desktop_app.games.copycat.ai import evaluate
from desktop_app.games.copycat.definition import COPYCAT_GAME
from desktop_app.games.copycat.state import NO_CARD, Phase


def test_cp_ex_16_each_player_draws_five() -> None:
    for n in (2, 3, 4):
        s = new(n, 30 + n)
        assert all(len(s.hand[p]) == 5 for p in range(n))
        assert all(len(s.draw[p]) == 5 for p in range(n))


def test_cp1_blue_actions_are_phase_2_actions() -> None:
    s = new(2, 1)
    to_action(s, order=(0, 1))
    clear_hand(s, 0)
    put(s, "hand", 0, ["a27", "a60"])
    add_worker(s, 0, "B7")
    legal = s.legal_actions(0)
    assert PlayCard("a27") in legal and PlayCard("a60") in legal and UseOffice("B7") in legal
    to_resolve(s, 0)
    clear_hand(s, 0)
    assert UseOffice("B7") not in s.legal_actions(0)  # forfeited in phase 3


def test_cp2_buy_offices_are_phase_3_only() -> None:
    s = new(2, 1)
    to_action(s, order=(0, 1))
    add_worker(s, 0, "B4")
    add_worker(s, 0, "B3")
    legal = s.legal_actions(0)
    assert UseOffice("B4") not in legal and UseOffice("B3") not in legal


def test_cp6_doctorates_carry_no_number() -> None:
    d = new(2, 1).data
    docs = [card for card in d.cards if card.effect == "doctorate"]
    assert len(docs) == 4 and all(card.no == 0 and card.section == "V" and card.price == 0 for card in docs)


def test_cp24_doctorate_takes_reds_uses_one_purchase_and_never_enters_a_hand() -> None:
    s = new(2, 1)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["a40", "a45"])
    add_worker(s, 0, "B4")
    docs = [x for x in s.action_deck if s.data.cards[x].effect == "doctorate"]
    set_street(s, ["a01", "a21", s.cid(docs[0])])
    for cid in ("a40", "a45"):
        act(s, 0, PlayCard(cid))
    act(s, 0, Proceed())
    act(s, 0, Buy(3))
    act(s, 0, ChooseNumber(2))
    assert s.buys == 1 and s.spent == 2 and s.vp_docs == 2
    assert c(s, "a01") in s.clip[0] and docs[0] in s.docs[0]
    assert s.street[0] == NO_CARD and s.street[2] == NO_CARD
    act(s, 0, Buy(2))
    assert s.vp[0] == 2 and s.cats[0][3] == 2
    assert s.doc_taken


def test_rulebook_empty_street_spaces_stay_empty_until_phase_4() -> None:
    s = new(2, 1)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["a40", "a45"])
    add_worker(s, 0, "B4")
    deck = s.action_deck
    act(s, 0, PlayCard("a40"))
    act(s, 0, PlayCard("a45"))
    act(s, 0, Proceed())
    target = next(i for i, x in enumerate(s.street) if s.data.cards[x].price is not None
                  and s.data.cards[x].price + s.data.surcharge[i] <= 6)
    act(s, 0, Buy(target + 1))
    assert s.street[target] == NO_CARD and s.action_deck == deck


def test_buy_event_names_card_space_cost_and_reds() -> None:
    s = new(2, 1)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["a40"])
    add_worker(s, 0, "B2")
    set_street(s, ["a01", "a21"])
    act(s, 0, PlayCard("a40"))
    act(s, 0, Proceed())
    assert s.phase == Phase.PURCHASE
    ev = act(s, 0, Buy(2))
    buy = next(e for e in ev if e.message_id == "copycat.buy")
    assert buy.params == {"player": 0, "card": "a21", "space": 2, "cost": 2, "reds": ["a01"]}
    assert buy.visible_to is None


def test_match_log_hides_other_players_draws() -> None:
    match = Match(COPYCAT_GAME, [Seat("A"), Seat("B")], {}, seed=4)
    for _ in range(12):
        p = match.next_mover()
        match.apply(p, match.state.legal_actions(p)[0])
    for viewer in (0, 1):
        for _, _, e in match.log(viewer):
            if e.message_id == "copycat.draw_cards":
                assert e.params["player"] == viewer


def test_evaluate_in_unit_range_and_favours_the_leader() -> None:
    s = new(3, 2)
    values = evaluate(s)
    assert len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)
    s.vp = (60, 10, 10)
    values = evaluate(s)
    assert values[0] > values[1] and values[0] > values[2]
    assert COPYCAT_GAME.evaluate(s) == values


def test_heuristic_action_is_always_legal() -> None:
    for n in (2, 3, 4):
        s = new(n, n)
        rng = Rng(n)
        r = random.Random(n)
        while not s.is_terminal():
            p = r.choice(s.to_move())
            a = COPYCAT_GAME.heuristic_action(s, p, rng)
            assert a in s.legal_actions(p)
            s.apply_action(p, a, trusted=True)
