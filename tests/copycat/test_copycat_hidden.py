"""Hidden information: observations and redeterminisation (rulebook setup steps 2, 3, 6; phase 1 B;
Strategy session; spec CP-10, CP-28)."""

from __future__ import annotations

import json
import random
from collections import Counter

from copycat_helpers import act, check_invariants, clear_hand, new, put, to_resolve

from desktop_app.engine.rng import Rng
from desktop_app.games.copycat.actions import Bid, ChooseCard, Done, PlayCard
from desktop_app.games.copycat.state import Phase


def obs_json(s, p) -> str:
    return json.dumps(s.observation(p), sort_keys=True)


def advance(s, steps: int, seed: int = 0):
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        p = s.to_move()[0]
        s.apply_action(p, r.choice(s.legal_actions(p)))
    return s


def hidden_ids(s, viewer: int) -> list[str]:
    ids = []
    for p in range(s.num_players):
        ids.extend(s.cid(c) for c in s.draw[p])
        if p != viewer:
            ids.extend(s.cid(c) for c in s.hand[p] + s.kept[p])
            if s.phase == Phase.BID and s.bids[p] is not None and s.bids[p] >= 0:
                ids.append(s.cid(s.bids[p]))
    ids.extend(s.cid(c) for c in s.action_deck)
    return ids


def pool(s, p: int) -> list[int]:
    """A player's cards the others cannot see (hand, draw pile, kept cards, a bid not yet revealed)."""
    bid = [s.bids[p]] if s.phase == Phase.BID and s.bids[p] is not None and s.bids[p] >= 0 else []
    return list(s.hand[p] + s.draw[p] + s.kept[p]) + bid


def plain(d, cards) -> Counter:
    return Counter(c for c in cards if d.cards[c].effect != "doctorate")


def doctorates(d, cards) -> list[int]:
    return sorted(c for c in cards if d.cards[c].effect == "doctorate")


def test_observation_hides_hands_bids_and_decks() -> None:
    for n in (2, 3, 4):
        s = new(n, 13)
        for step in range(250):
            if s.is_terminal():
                break
            for viewer in range(n):
                text = obs_json(s, viewer)
                for cid in hidden_ids(s, viewer):
                    assert f'"{cid}"' not in text, (step, cid)
                for office in s.office_deck:
                    assert f'"{s.oid(office)}"' not in text
            advance(s, 1, seed=step)


def test_observation_shows_own_hand_and_bid() -> None:
    s = new(3, 2)
    me = s.observation(0)["players"][0]
    assert me["hand"] == [s.cid(c) for c in s.hand[0]]
    assert "hand" not in s.observation(0)["players"][1]
    card = s.hand[0][0]
    act(s, 0, Bid(s.cid(card)))
    assert s.observation(0)["players"][0]["bid"] == s.cid(card)
    other = s.observation(1)["players"][0]
    assert other["has_bid"] and "bid" not in other
    assert f'"{s.cid(card)}"' not in obs_json(s, 1)
    assert s.observation(None)["players"][0]["hand_count"] == 4


def test_spectator_sees_no_hand() -> None:
    s = new(2, 4)
    text = obs_json(s, None)
    for p in range(2):
        for c in s.hand[p]:
            assert f'"{s.cid(c)}"' not in text


def test_events_of_draws_and_bids_are_private() -> None:
    s = new(2, 4)
    ev = s.apply_action(0, Bid(s.cid(s.hand[0][0])))
    private = [e for e in ev if e.message_id == "copycat.bid_card"]
    assert private and private[0].visible_to == (0,)
    public = [e for e in ev if e.visible_to is None]
    assert all("card" not in e.params for e in public)
    ev = s.apply_action(1, Bid(s.cid(s.hand[1][0])))
    assert any(e.message_id == "copycat.bid_reveal" and e.reveals for e in ev)


def _strategy_session_played():
    """Player 0 in phase 3 has played Strategy session with National television still in hand."""
    s = new(2, 4)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["a30", "a61"])
    act(s, 0, PlayCard("a30"))
    return s


def test_strategy_session_kept_cards_private() -> None:
    s = _strategy_session_played()
    act(s, 0, ChooseCard("a61"))
    assert not s.pending or act(s, 0, Done()) is not None
    assert '"a61"' not in obs_json(s, 1) and '"a61"' in obs_json(s, 0)


def test_cp28_keeping_no_card_tells_only_the_count() -> None:
    """Strategy session with nothing kept: the public count (0) and no private line naming no cards."""
    s = _strategy_session_played()
    ev = act(s, 0, Done())
    assert [e.params["count"] for e in ev if e.message_id == "copycat.keep"] == [0]
    assert not any(e.message_id == "copycat.keep_cards" for e in ev)


def test_redeterminize_keeps_observer_view_and_changes_the_hidden() -> None:
    changed_hands = changed_decks = changed_own_draw = own_draw_states = 0
    for seed in range(16):
        s = advance(new(3, seed), 40 + seed * 7, seed)
        observer = s.to_move()[0] if s.to_move() else 0
        before = obs_json(s, observer)
        t = s.redeterminize(observer, Rng(seed + 100))
        assert obs_json(t, observer) == before  # consistent with everything the observer knows
        assert obs_json(s, observer) == before  # the original is untouched
        check_invariants(t)
        assert t.hand[observer] == s.hand[observer]
        assert Counter(t.draw[observer]) == Counter(s.draw[observer])
        if len(s.draw[observer]) > 1:  # only a pile of two or more cards has an order to re-deal
            own_draw_states += 1
            changed_own_draw += t.draw[observer] != s.draw[observer]
        for p in range(3):
            if p == observer:
                continue
            assert len(t.hand[p]) == len(s.hand[p]) and len(t.kept[p]) == len(s.kept[p])
            assert Counter(pool(t, p)) == Counter(pool(s, p))
            changed_hands += t.hand[p] != s.hand[p]
        d = s.data
        assert [d.cards[c].section for c in t.action_deck] == [d.cards[c].section for c in s.action_deck]
        assert plain(d, t.action_deck) == plain(d, s.action_deck)
        # Which doctorates are in play is hidden as well: they may trade places with the box.
        assert doctorates(d, t.action_deck + t.box) == doctorates(d, s.action_deck + s.box)
        assert len(doctorates(d, t.action_deck)) == len(doctorates(d, s.action_deck))
        changed_decks += t.action_deck != s.action_deck
        assert [d.offices[x].section for x in t.office_deck] == [d.offices[x].section for x in s.office_deck]
    # How many of the sampled states hold an own draw pile depends on the random walk (and so on the card
    # data); the re-deal must shuffle nearly every one of them.
    assert changed_hands >= 16 and changed_decks >= 12
    assert own_draw_states >= 3 and changed_own_draw >= own_draw_states - 1


def test_redeterminize_during_bid_redeals_the_hidden_bid() -> None:
    s = new(2, 9)
    act(s, 1, Bid(s.cid(s.hand[1][0])))
    moved = 0
    for k in range(6):
        t = s.redeterminize(0, Rng(k))
        assert t.bids[0] is None and t.bids[1] is not None and t.bids[1] >= 0
        assert t.bids[1] not in t.hand[1] and len(t.hand[1]) == 4
        check_invariants(t)
        moved += t.bids[1] != s.bids[1]
        act(t, 0, Bid(t.cid(t.hand[0][0])))  # the redealt state plays on
        assert t.phase != Phase.BID
    assert moved >= 3


def test_redeterminized_states_play_to_the_end() -> None:
    for seed in range(4):
        s = advance(new(4, seed), 120, seed)
        observer = s.to_move()[0]
        t = s.redeterminize(observer, Rng(seed))
        r = random.Random(seed)
        while not t.is_terminal():
            p = t.to_move()[0]
            t.apply_action(p, r.choice(t.legal_actions(p)))
            check_invariants(t)
