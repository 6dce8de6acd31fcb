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
from desktop_app.games.copernico.search import KEEP_ACT, KEEP_ACT_WIDE, search_actions

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


def test_the_wide_set_adds_every_cards_best_move_and_every_distinct_draft():
    """Hard at 2 players branches on the wider set (``wide_search_actions``): the rule of thumb's best
    KEEP_ACT_WIDE phase-2 actions, the best action of each card in hand and resting, and in a draft every
    card kept with any discard (at 2 players the two passes go to the same rival)."""
    seen = {Phase.DRAFT: 0, Phase.ACT: 0, "more cards": 0}
    for state, seat in decisions(2, 33):
        legal = state.legal_actions(seat)
        narrow = search_actions(state, seat)
        wide = GAME.wide_search_actions(state, seat)
        assert wide and all(a in legal for a in wide) and wide == sorted(wide, key=legal.index)
        assert set(narrow) <= set(wide)
        if state.phase is Phase.ACT and not isinstance(state.commits[seat], Plan):
            seen[Phase.ACT] += 1
            scores = dict(advisor().act_scores(state, seat))
            if len(legal) <= KEEP_ACT_WIDE:
                assert wide == legal
                continue
            ranked = sorted(legal, key=lambda a: -scores[a])
            cutoff = scores[ranked[KEEP_ACT_WIDE - 1]]
            assert all(a in wide for a in legal if scores[a] > cutoff + 1e-9)
            cards = {getattr(a, "card", None) for a in legal}
            for card in cards:  # each card's best action (resting: card None) is among them
                best = max(scores[a] for a in legal if getattr(a, "card", None) == card)
                assert any(getattr(a, "card", None) == card and abs(scores[a] - best) < 1e-9 for a in wide)
            seen["more cards"] += len({getattr(a, "card", None) for a in wide}) > len(
                {getattr(a, "card", None) for a in narrow})
        elif state.phase is Phase.DRAFT and len(legal) == 24:
            seen[Phase.DRAFT] += 1
            assert len(wide) == 12
            assert {(a.keep, a.discard) for a in wide} == {
                (k, d) for k in state.drafts[seat] for d in state.drafts[seat] if k != d}
    assert all(seen.values()), seen


def test_only_hard_at_two_players_branches_on_the_wide_set():
    asking = [(level, n) for level in ("normal", "hard") for n in (2, 3, 4, 5)
              if budget_for("copernico", level, n).wide_narrowing]
    assert asking == [("hard", 2)]


def test_hards_search_compares_the_wide_set_and_normals_the_narrow_one():
    from desktop_app.ai.agents import IsmctsAgent

    checked = 0
    for state, seat in decisions(2, 34):
        if state.phase is Phase.ACT and isinstance(state.commits[seat], Plan):
            continue
        wide, narrow = GAME.wide_search_actions(state, seat), search_actions(state, seat)
        if len(wide) == len(narrow):
            continue
        for level, expected in (("hard", wide), ("normal", narrow)):
            budget = budget_for("copernico", level, 2)
            agent = IsmctsAgent(GAME, 3, 20, 0.0, budget=budget)
            agent.choose(state, seat)
            assert agent.last_result is not None
            assert list(agent.last_result.visits) == list(expected), level
        checked += 1
        if checked == 4:
            break
    assert checked == 4
