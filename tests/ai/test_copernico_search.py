"""What Copernico's search branches on (desktop_app/games/copernico/search.py; issue 14).

The search compares the rule of thumb's best few placements (CO-8 to CO-10) and draft assignments (CO-5,
CO-6), and pays for a chosen placement the rule of thumb's way, one card at a time in hand order (CO-8).
"""

from __future__ import annotations

from desktop_app.ai.levels import budget_for
from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game
from desktop_app.games.copernico.actions import Draft, Pay, Rest
from desktop_app.games.copernico.ai import advisor
from desktop_app.games.copernico.frames import Phase, Plan
from desktop_app.games.copernico.search import KEEP_ACT, search_actions

GAME = get_game("copernico")


def decisions(players: int, seed: int):
    """Every decision with a choice in a game of random moves, with its seat."""
    state = GAME.new_game(players, GAME.normalize_options(players, {}), seed)
    rng = Rng(seed)
    while state.to_move():
        player = state.to_move()[0]
        legal = state.legal_actions(player)
        if len(legal) > 1:
            yield state.clone(), player
        state.apply_action(player, legal[rng.below(len(legal))])


def test_search_actions_are_the_rule_of_thumbs_best_in_legal_order():
    seen = {Phase.DRAFT: 0, Phase.ACT: 0, "pay": 0}
    for players, seed in ((2, 31), (4, 32)):
        for state, seat in decisions(players, seed):
            legal = state.legal_actions(seat)
            narrowed = search_actions(state, seat)
            assert narrowed and all(a in legal for a in narrowed)
            assert narrowed == sorted(narrowed, key=legal.index)  # legal order, no repeats
            plan = state.commits[seat] if state.phase is Phase.ACT else None
            if isinstance(plan, Plan):  # CO-8: a payment step is taken as Easy pays
                seen["pay"] += 1
                assert len(narrowed) == 1 and isinstance(narrowed[0], Pay)
                assert narrowed == [GAME.heuristic_action(state, seat, Rng(1))]
            elif state.phase is Phase.ACT:
                seen[Phase.ACT] += 1
                scores = dict(advisor().act_scores(state, seat))
                assert len(narrowed) == min(KEEP_ACT, len(legal))
                best = max(scores.values())
                # Easy's choice is always among them, and nothing left out beats anything kept.
                assert any(abs(scores[a] - best) < 1e-9 for a in narrowed)
                assert min(scores[a] for a in narrowed) >= max(
                    (scores[a] for a in legal if a not in narrowed), default=-1e9)
                if len(legal) > KEEP_ACT and Rest() not in narrowed:
                    assert scores[Rest()] <= min(scores[a] for a in narrowed)
            elif state.phase is Phase.DRAFT:
                seen[Phase.DRAFT] += 1
                easy = GAME.heuristic_action(state, seat, Rng(1))
                assert isinstance(easy, Draft) and easy in narrowed  # CO-5: Easy's assignment is compared
                if len(legal) == 24:
                    assert len(narrowed) == 6 and len({a.keep for a in narrowed}) == 3
    assert all(seen.values()), seen


def test_copernico_levels_walk_payment_steps_without_a_node():
    """The payment steps narrowed to one card cost the search nothing (skip_forced) at every count."""
    for level in ("normal", "hard"):
        for players in (2, 3, 4, 5):
            assert budget_for("copernico", level, players).skip_forced
