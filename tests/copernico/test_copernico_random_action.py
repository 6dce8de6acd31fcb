"""The search's random rollout move (GameState.random_action) is the legal list's pick by the same draw:
in a draft (CO-5, CO-6: the 24 assignments of four cards) Copernico builds only the assignment drawn,
in phase 2 (CO-8 to CO-10), its payments and the peeks (CO-13) it reads the listing without keeping it.
The AI's rollouts therefore play exactly the moves they played when they listed every action."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import GameTableError
from desktop_app.engine.rng import Rng
from desktop_app.games.copernico.actions import Draft, Place, Reformulate
from desktop_app.games.copernico.frames import Phase

from .helpers import new_state


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_random_action_is_the_legal_pick_with_the_same_draw(players: int) -> None:
    for seed in range(4):
        s = new_state(players, seed=seed)
        rng = Rng(seed + 40)
        drafts = 0
        while s.to_move():
            for p in s.to_move():
                for k in range(3):
                    mine, plain = Rng(1000 * seed + k), Rng(1000 * seed + k)
                    picked = s.clone().random_action(p, mine)
                    legal = s.clone().legal_actions(p)
                    expected = legal[plain.below(len(legal))]
                    assert picked == expected and type(picked) is type(expected)
                    assert mine.state == plain.state, "the same numbers drawn"
                drafts += s.phase is Phase.DRAFT
            p = s.to_move()[0]
            legal = s.legal_actions(p)
            s.apply_action(p, legal[rng.below(len(legal))])
        if players > 1:
            assert drafts, "the games went through drafts"


def test_random_action_in_a_draft_matches_the_listing_at_every_index() -> None:
    s = new_state(3, seed=5)
    while s.phase is not Phase.DRAFT or len(s.drafts[s.to_move()[0]]) < 4:
        p = s.to_move()[0]
        s.apply_action(p, s.legal_actions(p)[0])
    p = s.to_move()[0]
    legal = s.legal_actions(p)
    assert len(legal) == 24 and all(type(a) is Draft for a in legal)  # CO-6: every assignment of four
    seen = set()
    for seed in range(400):
        mine, plain = Rng(seed), Rng(seed)
        picked = s.random_action(p, mine)
        assert picked == legal[plain.below(24)] and mine.state == plain.state
        seen.add(picked)
    assert seen == set(legal)


def test_random_action_of_a_player_with_nothing_to_decide_is_refused() -> None:
    s = new_state(2, seed=1)
    waiting = [p for p in range(2) if p not in s.to_move()]
    if not waiting:  # both draft at first: let one commit
        s.apply_action(0, s.legal_actions(0)[0])
        waiting = [0]
    with pytest.raises((ValueError, GameTableError)):
        s.random_action(waiting[0], Rng(3))


def test_random_action_in_phase_two_matches_the_listing_at_every_index() -> None:
    # CO-8 to CO-10: placements (each affordable card on each empty position), reformulations, then
    # resting; the rollout's pick counts them instead of listing them, so every index is checked.
    s = new_state(3, seed=2)
    rng = Rng(9)
    while not (s.phase is Phase.ACT and any(type(a) is Reformulate for a in s.legal_actions(s.to_move()[0]))
               and any(type(a) is Place for a in s.legal_actions(s.to_move()[0]))):
        p = s.to_move()[0]
        legal = s.legal_actions(p)
        s.apply_action(p, legal[rng.below(len(legal))])
    p = s.to_move()[0]
    legal = s.legal_actions(p)
    seen = set()
    for seed in range(40 * len(legal)):
        mine, plain = Rng(seed), Rng(seed)
        picked = s.random_action(p, mine)
        assert picked == legal[plain.below(len(legal))] and mine.state == plain.state
        seen.add(picked)
    assert seen == set(legal)
