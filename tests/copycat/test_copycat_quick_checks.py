"""The quick yes-or-no questions the legal lists ask (issue 13) answer as the full lists they stand for."""

from __future__ import annotations

import random

import pytest
from copycat_helpers import new

from desktop_app.games.copycat import buying, effects
from desktop_app.games.copycat.state import ACTION, PURCHASE, RESOLVE


@pytest.mark.parametrize("players", [2, 3, 4])
def test_quick_checks_match_the_full_lists(players: int) -> None:
    seen_realloc = seen_buy = 0
    for seed in range(6):
        s = new(players, 400 + seed)
        choice = random.Random(seed).choice
        while movers := s.to_move():
            if s.phase in (ACTION, RESOLVE):
                for p in range(players):
                    full = bool(effects.realloc_targets(s, p))
                    assert effects.has_realloc_target(s, p) is full
                    seen_realloc += full
            if s.phase is PURCHASE:
                full = bool(buying.buyable_spaces(s))
                assert buying._can_buy(s) is full
                seen_buy += full
            s.apply_action(movers[0], choice(s.legal_actions(movers[0])))
    # Both answers were yes often enough for the comparison to mean something.
    assert seen_realloc > 10 and seen_buy > 10
