"""The search levels' own rule of thumb (issue 14): ``GameDefinition.search_heuristic_action`` and the
budget switches ``own_hint`` (the root's head start) and ``own_replies`` (the other players' moves inside
the tree and in rollouts). Off by default, so every game without them searches as before.

Played on Face-Down Guess (test_search_hooks.py), with two rules of thumb that never agree: Easy lays its
lowest card and guesses low, the search levels' lays the highest and guesses high. Each records its calls.
"""

from __future__ import annotations

from desktop_app.ai.ismcts import Ismcts
from desktop_app.ai.levels import SearchBudget, budget_for
from desktop_app.engine.actions import Action
from desktop_app.engine.game import GameState
from desktop_app.engine.rng import Rng

from .test_search_hooks import FaceDownGuess, Guess, Lay


class TwoMinds(FaceDownGuess):
    def __init__(self) -> None:
        super().__init__(hide=False)
        self.easy_calls: list[int] = []
        self.own_calls: list[int] = []

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        self.easy_calls.append(player)
        return state.legal_actions(player)[0]  # lowest card, or "low"

    def search_heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        self.own_calls.append(player)
        return state.legal_actions(player)[-1]  # highest card, or "high"


def _budget(**switches: bool) -> SearchBudget:
    return SearchBudget(60, 0.0, rollout_depth=2, epsilon=0.0, skip_forced=True, **switches)


def test_by_default_the_search_never_asks_for_its_own_rule_of_thumb():
    game = TwoMinds()
    state = game.new_game(2, {}, 4)
    Ismcts(game, _budget(opponents_heuristic=True)).search(state, 0, Rng(1))
    assert game.own_calls == [] and game.easy_calls


def test_own_hint_tries_the_search_levels_move_first_at_the_root():
    """One iteration tries exactly one root move: with ``own_hint`` it is the search levels' rule of
    thumb (seat 1's highest card), without it Easy's (the lowest)."""
    game = TwoMinds()
    state = game.new_game(2, {}, 4)
    one = Ismcts(game, _budget(own_hint=True)).search(state, 0, Rng(1), iterations=1)
    assert one.action == Lay(max(state.hand))
    assert game.own_calls == [0]  # the hint only: rollouts keep Easy's rule of thumb
    plain = Ismcts(game, _budget()).search(state, 0, Rng(1), iterations=1)
    assert plain.action == Lay(min(state.hand))


def test_own_replies_play_the_other_seat_by_the_search_levels_rule_of_thumb():
    """With ``opponents_heuristic`` and ``own_replies`` seat 2's guesses inside seat 1's search and the
    rollouts' moves come from search_heuristic_action: Easy's rule of thumb is asked only for the root
    hint; with ``own_hint`` too it is never asked."""
    game = TwoMinds()
    state = game.new_game(2, {}, 4)
    Ismcts(game, _budget(opponents_heuristic=True, own_replies=True)).search(state, 0, Rng(1))
    assert game.easy_calls == [0]
    assert 1 in game.own_calls
    game.easy_calls.clear()
    Ismcts(game, _budget(opponents_heuristic=True, own_replies=True, own_hint=True)).search(state, 0, Rng(1))
    assert game.easy_calls == []


def test_the_default_hook_is_easys_rule_of_thumb():
    game = FaceDownGuess()
    state = game.new_game(2, {}, 4)
    state.apply_action(0, state.legal_actions(0)[0])
    for seed in range(5):
        assert game.search_heuristic_action(state, 1, Rng(seed)) == game.heuristic_action(state, 1, Rng(seed))
    assert isinstance(game.search_heuristic_action(state, 1, Rng(0)), Guess)


def test_other_games_budgets_keep_easys_rule_of_thumb():
    """Only Campaign Trail's search levels and Copernico's Normal at 4-5 (test_copernico_hard.py) use their
    own rule of thumb (issue 14); the other games play as before."""
    for game_id in ("copernico", "copycat", "councils"):
        for level in ("normal", "hard"):
            for players in (2, 3, 4):
                if (game_id, level, players) == ("copernico", "normal", 4):
                    continue
                budget = budget_for(game_id, level, players)
                assert not budget.own_hint and not budget.own_replies
