"""Hard at 2 players in Copycat and Councils & Contracts (issue 14: Hard clearly ahead of Normal).

Copycat's Hard re-deals the rival's secret bid the rule of thumb's way (``ai_redeal``, ``ai.redeal``) and
searches deeper; Councils' Hard searches deeper. Normal, and Hard at other player counts, keep their
settings (levels.py).
"""

from __future__ import annotations

import dataclasses

import pytest

from desktop_app.ai.agents import IsmctsAgent
from desktop_app.ai.levels import GAME_BUDGETS, HARD, NORMAL, budget_for
from desktop_app.games.catalogue import get_game
from desktop_app.games.copycat import ai as copycat_ai

from .test_copycat_search import _second_bids

COPYCAT = get_game("copycat")


def _redeals_in_one_search(monkeypatch: pytest.MonkeyPatch, level: str, iterations: int) -> int:
    """How many worlds ``ai.redeal`` dealt in one search of ``level``'s 2-player budget at a second bid."""
    calls = [0]
    plain = copycat_ai.redeal

    def counted(state, observer, rng):
        calls[0] += 1
        return plain(state, observer, rng)

    monkeypatch.setattr(copycat_ai, "redeal", counted)
    state = _second_bids(range(940, 941))[0]
    player = state.to_move()[0]
    budget = dataclasses.replace(budget_for("copycat", level, 2), iterations=iterations, time_limit=0.0)
    agent = IsmctsAgent(COPYCAT, 5, iterations, 0.0, budget=budget)
    agent.choose(state, player)
    assert agent.last_result is not None and agent.last_result.iterations == iterations
    return calls[0]


def test_copycat_hard_searches_worlds_where_the_rival_bid_by_the_rule_of_thumb(monkeypatch):
    """Every iteration of Hard's 2-player search starts from ``ai.redeal`` (the rival's face-down bid laid
    again by the rule of thumb); Normal's searches keep the plain re-deal."""
    assert _redeals_in_one_search(monkeypatch, "hard", 16) == 16
    assert _redeals_in_one_search(monkeypatch, "normal", 16) == 0


def test_hard_at_two_players_searches_deeper_and_normal_keeps_its_budgets():
    for game_id in ("copycat", "councils"):
        hard, normal = budget_for(game_id, "hard", 2), budget_for(game_id, "normal", 2)
        assert hard.iterations >= 2 * HARD.iterations and hard.iterations >= 6 * normal.iterations
        assert hard.iterations > budget_for(game_id, "hard", 3).iterations
    # Only the re-deal and the iterations set Copycat's 2-player Hard apart from its other counts.
    two = budget_for("copycat", "hard", 2)
    base = GAME_BUDGETS[("copycat", "hard")]
    assert two == dataclasses.replace(base, iterations=two.iterations, ai_redeal=True)
    assert not budget_for("copycat", "hard", 3).ai_redeal
    # Normal as it was measured (levels.py): Copycat's explores less and narrows, Councils' is the default.
    assert budget_for("copycat", "normal", 2) == dataclasses.replace(
        NORMAL, iterations=800, exploration=0.3, hint_bias=0.15, skip_forced=True, ai_narrowing=True)
    assert budget_for("councils", "normal", 2) == NORMAL
