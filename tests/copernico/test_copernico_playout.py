"""Random playouts with invariants after every action, determinism, observations and
redeterminisation (CO-25: what each player may see)."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.copernico.definition import COPERNICO_GAME
from desktop_app.games.copernico.state import CopernicoState

from .helpers import finish_draft, new_state


def every_card(s: CopernicoState) -> list[str]:
    cards = list(s.deck) + list(s.discard)
    for p in range(s.num_players):
        cards += list(s.hands[p]) + list(s.drafts[p]) + [c for c in s.tables[p] if c]
    return cards


def check_invariants(s: CopernicoState) -> None:
    assert sorted(every_card(s)) == sorted(s.data.quadrants), "all 90 Quadrant cards accounted for"
    assert len(s.discard) == len(s.discard_seen)
    for p in range(s.num_players):
        assert list(s.hands[p]) == sorted(s.hands[p])
        assert len(s.seen[p]) >= 0 and all(i in (0, 1) for i in s.seen[p])
        for o in range(s.num_players):
            known = list(s.known[o][p])
            hand = list(s.hands[p])
            for c in known:
                assert c in hand, "what others know of a hand is really in it"
                hand.remove(c)
    for p in s.to_move():
        assert s.legal_actions(p), "whoever must decide has a choice"
    sheet = s.score_sheet()
    assert sheet == s.score_sheet(), "scores are reproducible"
    assert len(sheet.points) == s.num_players


def random_game(players: int, seed: int, check=True) -> tuple[CopernicoState, int]:
    s = new_state(players, seed)
    rng = Rng(seed * 7 + 1)
    steps = 0
    while not s.is_terminal():
        movers = s.to_move()
        p = movers[rng.below(len(movers))]
        s.apply_action(p, rng.choice(s.legal_actions(p)))
        steps += 1
        if check:
            check_invariants(s)
        assert steps < 3000
    return s, steps


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_playout_keeps_invariants(players):
    for seed in range(4):
        s, _ = random_game(players, seed)
        assert s.is_terminal()
        sheet = s.score_sheet()
        if players == 1:
            assert sheet.rank is not None
        else:
            assert sheet.winners
            assert sheet.categories == ("quality", "lines", "colours", "advice", "hypotheses")
            assert any(None not in t for t in s.tables)


def test_same_seed_and_actions_give_identical_states_whatever_global_random_does():
    def play(disturb: bool):
        s = new_state(3, 11)
        rng = Rng(3)
        trail = []
        while not s.is_terminal():
            if disturb:
                random.random()
            p = s.to_move()[0]
            a = rng.choice(s.legal_actions(p))
            s.apply_action(p, a)
            trail.append(json.dumps(s.observation(None), sort_keys=True))
        return trail, s.score_sheet()

    assert play(False) == play(True)


def test_clone_is_independent():
    s = new_state(2, 5)
    twin = s.clone()
    finish_draft(twin)
    assert s.phase == "draft" and twin.phase == "act"
    assert s.hands != twin.hands
    assert s.rng.state != twin.rng.state or s.deck == twin.deck


def test_co25_opponents_hand_and_draft_never_in_your_view():
    s = new_state(3, 8)
    finish_draft(s)
    obs = json.dumps(s.observation(0))
    for q in (1, 2):
        assert s.observation(0)["hands"][q] is None
        private = set(s.hands[q]) - set(s.known[0][q])
        for card in private:
            assert f'"{card}"' not in obs
    assert s.hypotheses[1] not in obs and s.hypotheses[2] not in obs
    assert s.advice[0] not in obs and s.advice[1] not in obs
    assert s.observation(0)["my_hypothesis"] == s.hypotheses[0]


def test_co25_deck_and_discard_are_never_shown():
    s = new_state(2, 8)
    obs = s.observation(None)
    for card in s.deck[-5:]:
        assert f'"{card}"' not in json.dumps(obs)
    assert obs["deck_size"] == len(s.deck)


def test_redeterminisation_keeps_what_you_know_and_changes_what_you_do_not():
    s = new_state(3, 21)
    finish_draft(s)
    changed_hand = changed_hyp = False
    for k in range(20):
        r = s.redeterminize(0, Rng(k))
        check_invariants(r)
        assert r.hands[0] == s.hands[0]
        assert r.hypotheses[0] == s.hypotheses[0]
        assert r.tables == s.tables
        assert [len(h) for h in r.hands] == [len(h) for h in s.hands]
        for q in (1, 2):
            assert set(s.known[0][q]) <= set(r.hands[q]), "cards 0 passed to q stay with q"
        assert r.observation(0) == s.observation(0), "the observer cannot tell the difference"
        changed_hand |= r.hands[1] != s.hands[1]
        changed_hyp |= r.hypotheses[1:] != s.hypotheses[1:]
    assert changed_hand and changed_hyp


def test_redeterminisation_keeps_seen_advice_and_own_commitment():
    s = new_state(2, 4)
    finish_draft(s)
    s.seen = ((1,), ())
    p0_choice = s.legal_actions(0)[0]
    s.apply_action(0, p0_choice)
    for k in range(10):
        r = s.redeterminize(0, Rng(k))
        assert r.advice[1] == s.advice[1]
        assert r.commits[0] == s.commits[0]
        # The opponent's secret choice is unknown to player 0, so it is withdrawn.
        assert r.to_move() == s.to_move()
    s2 = s.clone()
    s2.apply_action(1, s2.legal_actions(1)[-1])
    # Player 1 has committed; player 0 does not know what.
    if not s2.is_terminal() and s2.phase == "act":
        r = s2.redeterminize(0, Rng(1))
        assert r.commits[1] is None


def test_redeterminisation_during_draft_redeals_others_draft_cards_only():
    s = new_state(2, 13)
    for k in range(10):
        r = s.redeterminize(1, Rng(k))
        assert r.drafts[1] == s.drafts[1]
        assert r.hands == s.hands  # hands lie face up during the draft (CO-5)
        assert len(r.drafts[0]) == 4


def test_legal_actions_are_all_accepted_and_others_refused():
    s = new_state(2, 2)
    finish_draft(s)
    for action in s.legal_actions(0):
        s.clone().apply_action(0, action)
    from desktop_app.engine.errors import IllegalActionError
    from desktop_app.games.copernico.actions import Peek

    before = s.observation(0)
    with pytest.raises(IllegalActionError):
        s.apply_action(0, Peek(0))
    assert s.observation(0) == before


def test_heuristic_player_finishes_games_in_about_ten_turns():
    """BT-1: games end in 9-11 turns with careful players."""
    turns = []
    for seed in range(12):
        s = new_state(2, seed)
        rng = Rng(seed)
        while not s.is_terminal():
            p = s.to_move()[0]
            s.apply_action(p, COPERNICO_GAME.heuristic_action(s, p, rng))
        turns.append(s.turn)
    assert 8 <= sum(turns) / len(turns) <= 12


def test_clone_copies_every_field():
    s = new_state(3, 6)
    finish_draft(s)
    twin = s.clone()
    for name in CopernicoState.__slots__:
        if name == "rng":
            assert twin.rng is not s.rng and twin.rng.state == s.rng.state
        else:
            assert getattr(twin, name) == getattr(s, name), name
