"""The coach ("What would you play?", issue 15): the Hard player's ranked choices for a person's seat.

The ranking is read from the search's own root statistics (ismcts.ranked_root) without changing the move
the search plays; the first choice is the move the computer would make; the hint never peeks (two states
that look the same to the seat give the same hint, ENGINEERING.md: randomness and hidden information);
fewer than three legal moves give fewer choices; every game gives its reasons in its own terms.
"""

from __future__ import annotations

import dataclasses

import pytest

from desktop_app.ai.agents import IsmctsAgent, observation_rng
from desktop_app.ai.coach import Choice, advise
from desktop_app.ai.ismcts import ranked_root
from desktop_app.ai.levels import budget_for
from desktop_app.engine import hints
from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game

from .test_fair_play import alternative, random_positions, truth

GAMES = ("copernico", "copycat", "councils", "campaign-trail")
SMALL = 40  # iterations: the Hard search's own settings, kept fast


def small_hard(game_id: str, seed: int, players: int = 2, iterations: int = SMALL) -> IsmctsAgent:
    budget = dataclasses.replace(budget_for(game_id, "hard", players), iterations=iterations, time_limit=0.0)
    agent = IsmctsAgent(get_game(game_id), seed, budget.iterations, 0.0, budget=budget)
    agent.level = "hard"
    return agent


def _chosen_and_ranked(game_id: str, state, player: int, seed: int):
    agent = small_hard(game_id, seed)
    action = agent.choose(state, player)
    return action, agent.last_result


@pytest.mark.parametrize("game_id", GAMES)
def test_ranked_root_agrees_with_the_move_and_changes_nothing(game_id):
    for number, state in enumerate(random_positions(game_id, 2, 800, 4)):
        player = state.to_move()[0]
        action, result = _chosen_and_ranked(game_id, state, player, 11 + number)
        if result is None:  # a forced move: no search
            continue
        before = (result.action, dict(result.visits), dict(result.values))
        ranked = ranked_root(result)
        assert (result.action, result.visits, result.values) == before  # only read
        assert ranked[0][0] == action == result.action
        assert sorted(repr(a) for a, _, _ in ranked) == sorted(map(repr, result.visits))  # each once
        rest = [(n, v) for _, n, v in ranked[1:]]
        assert [n for n, _ in rest] == sorted((n for n, _ in rest), reverse=True)  # by visits after the first
        # The same search again gives the same move: reading the root changed nothing.
        again, _ = _chosen_and_ranked(game_id, state, player, 11 + number)
        assert again == action


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_choice_is_the_hard_players_move_and_each_has_a_reason(game_id):
    game = get_game(game_id)
    for number, state in enumerate(random_positions(game_id, 2, 900, 3)):
        player = state.to_move()[0]
        seed = 21 + number
        choices = advise(game, state, player, seed, agent=small_hard(game_id, seed))
        assert 1 <= len(choices) <= 3
        assert choices[0].action == small_hard(game_id, seed).choose(state, player)
        legal = state.legal_actions(player)
        assert all(c.action in legal for c in choices)
        assert len({c.action for c in choices}) == len(choices)
        visits = [c.visits for c in choices[1:]]
        assert visits == sorted(visits, reverse=True)
        for c in choices:
            assert c.reason is not None and c.reason.key
            assert c.win_chance is None or 0.0 <= c.win_chance <= 1.0
            assert Choice.from_json(game, c.to_json(game)) == c  # what the worker sends back


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_does_not_peek(game_id):
    """Two states the seat cannot tell apart (the hidden part re-dealt) give the same hint: the same
    choices in the same order, with the same figures and reasons."""
    game = get_game(game_id)
    tried = hidden_differs = 0
    for number, state in enumerate(random_positions(game_id, 2, 1300, 5)):
        player = state.to_move()[0]
        seed = 70 + number
        expected = advise(game, state, player, seed, agent=small_hard(game_id, seed))
        for k in range(2):
            other = alternative(state, player, 500 * number + k)
            if other is None:
                continue
            tried += 1
            assert other.observation(player) == state.observation(player)
            hidden_differs += truth(other) != truth(state)
            assert advise(game, other, player, seed, agent=small_hard(game_id, seed)) == expected, (number, k)
    assert tried >= 6
    assert hidden_differs >= 3  # the check means something only if hidden cards really differ


def test_fewer_legal_moves_give_fewer_choices():
    game = get_game("copycat")
    found_two = found_one = False
    for state in random_positions("copycat", 2, 1500, 60):
        player = state.to_move()[0]
        legal = state.legal_actions(player)
        if len(legal) == 2 and not found_two:
            choices = advise(game, state, player, 5, agent=small_hard("copycat", 5))
            assert 1 <= len(choices) <= 2
            found_two = True
    # A forced step: one choice, said to be the only move, with an estimate from the evaluation.
    state = get_game("copycat").new_game(2, game.normalize_options(2, {}), 4)
    rng = Rng(4)
    while state.to_move():
        player = state.to_move()[0]
        legal = state.legal_actions(player)
        if len(legal) == 1:
            choices = advise(game, state, player, 5, agent=small_hard("copycat", 5))
            assert [c.action for c in choices] == legal
            assert choices[0].reason == hints.HintReason(hints.HINT_ONLY)
            found_one = True
            break
        state.apply_action(player, legal[rng.below(len(legal))])
    assert found_two and found_one


def test_generic_reasons_read_scores_and_the_evaluation():
    """The engine's fallback: points scored at once, else the evaluation's change for the player."""
    game = get_game("councils")
    seen_points = seen_outlook = False
    for state in random_positions("councils", 2, 1700, 40):
        player = state.to_move()[0]
        for action in state.legal_actions(player)[:6]:
            reason = hints.generic_reason(game, state, player, action)
            later = hints.after(state, player, action)
            gained = hints.points_now(state, later, player)
            if gained > 0:
                assert reason.key in (hints.HINT_POINTS, hints.HINT_TAKES_LEAD) and reason.params == (gained,)
                seen_points = True
            elif reason.key == hints.HINT_OUTLOOK:
                start, end = hints.outlook(game, state, player), hints.outlook(game, later, player)
                assert round((end - start) * 100) == reason.params[0] >= 1
                seen_outlook = True
    assert seen_points and seen_outlook


GAME_KEYS = {
    "copernico": ("copernico.hint_keep", "copernico.hint_hypothesis", "copernico.hint_lines",
                  "copernico.hint_quality", "copernico.hint_place_build", "copernico.hint_pay",
                  "copernico.hint_rest", "copernico.hint_peek"),
    "copycat": ("copycat.hint_bid", "copycat.hint_place", "copycat.hint_buy", "copycat.hint_card_coins",
                "copycat.hint_office", "copycat.hint_card_vp"),
    "councils": ("councils.hint_vp", "councils.hint_influence", "councils.hint_resolve_vp",
                 "councils.hint_start", "councils.hint_place", "councils.hint_resolve",
                 "councils.hint_building"),
    "campaign-trail": ("campaign_trail.hint_play_votes", "campaign_trail.hint_play",
                       "campaign_trail.hint_votes"),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_gives_reasons_in_its_own_terms(game_id):
    """Over random positions, most reasons are the game's own (not the engine's generic ones)."""
    game = get_game(game_id)
    own = total = 0
    for state in random_positions(game_id, 2, 1900, 25):
        player = state.to_move()[0]
        seen = state.redeterminize(player, observation_rng(3, state, player))
        for action in seen.legal_actions(player)[:4]:
            reason = game.hint_reason(seen, player, action)
            total += 1
            own += reason.key in GAME_KEYS[game_id]
            assert not reason.key.startswith("engine.") or reason.key in (
                hints.HINT_POINTS, hints.HINT_TAKES_LEAD, hints.HINT_OUTLOOK, hints.HINT_HOLDS,
                hints.HINT_COSTS, hints.HINT_ONLY)
    assert own >= total // 3, (own, total)
