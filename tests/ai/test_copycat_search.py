"""Copycat's narrowing for the search levels (``ai.search_actions``, the definition's ``level_search_actions``
behind ``SearchBudget.ai_narrowing``).

While cards are still in hand in the resolution step (phase 3, CP-19: every hand card is played, in any
order), the search takes the rule of thumb's order as a forced step; everything else is searched as before.
The narrowing reads only what the deciding seat sees, so it keeps the levels fair.
"""

from __future__ import annotations

import dataclasses

from desktop_app.ai.agents import IsmctsAgent, observation_rng
from desktop_app.ai.ismcts import Ismcts
from desktop_app.ai.levels import budget_for
from desktop_app.engine.game import GameDefinition
from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game
from desktop_app.games.copycat import ai
from desktop_app.games.copycat.actions import Bid, Proceed
from desktop_app.games.copycat.state import BID, NO_CARD, RESOLVE

from .test_fair_play import alternative, decision

GAME = get_game("copycat")


def _positions(players: int, seeds: range, resolving: bool) -> list:
    """Decisions with a real choice from random games: in the resolution step with cards in hand, or not."""
    found = []
    for deal in seeds:
        rng = Rng(deal)
        state = GAME.new_game(players, GAME.normalize_options(players, {}), deal)
        while state.to_move():
            player = state.to_move()[0]
            legal = state.legal_actions(player)
            in_hand = (state.phase == RESOLVE and not state.pending
                       and not any(isinstance(a, Proceed) for a in legal))
            if len(legal) > 1 and in_hand == resolving:
                found.append(state.clone())
            state.apply_action(player, legal[rng.below(len(legal))])
    return found


def test_resolution_order_is_the_rule_of_thumbs_forced_step():
    positions = _positions(2, range(900, 903), resolving=True)
    assert len(positions) >= 20
    for state in positions:
        player = state.to_move()[0]
        narrowed = ai.search_actions(state, player)
        assert narrowed == [ai.heuristic_action(state, player, Rng(1))]
        assert narrowed[0] in state.legal_actions(player)


def test_other_decisions_keep_every_legal_action():
    positions = _positions(2, range(900, 902), resolving=False)
    assert len(positions) >= 50
    phases = set()
    for state in positions:
        player = state.to_move()[0]
        assert ai.search_actions(state, player) == state.legal_actions(player)
        phases.add(state.phase)
    assert RESOLVE in phases  # using an office or proceeding, with the hand played out, is still searched


def test_only_budgets_that_ask_get_the_levels_narrowing():
    normal = budget_for("copycat", "normal", 2)
    assert normal.ai_narrowing and budget_for("copycat", "hard", 2).ai_narrowing
    deal = range(900, 901)
    positions = _positions(2, deal, resolving=True)[:5] + _positions(2, deal, resolving=False)[:20]
    for state in positions:
        player = state.to_move()[0]
        assert GAME.level_search_actions(state, player) == ai.search_actions(state, player)
    # Games that offer none keep their definition's narrowing whatever the budget says (Copernico's is
    # its Hard level's: test_copernico_hard.py).
    for game_id in ("councils", "campaign-trail"):
        game = get_game(game_id)
        assert type(game).level_search_actions is GameDefinition.level_search_actions
        state = game.new_game(2, game.normalize_options(2, {}), 5)
        mover = state.to_move()[0]
        assert game.level_search_actions(state, mover) == game.search_actions(state, mover)
        assert not budget_for(game_id, "normal", 2).ai_narrowing


def test_a_resolution_step_costs_no_search_and_a_real_decision_still_searches():
    budget = dataclasses.replace(budget_for("copycat", "normal", 2), iterations=40, time_limit=0.0)
    state = _positions(2, range(900, 901), resolving=True)[0]
    player = state.to_move()[0]
    result = Ismcts(GAME, budget).search(state, player, observation_rng(3, state, player))
    assert result.iterations == 0 and result.action == ai.search_actions(state, player)[0]
    other = next(s for s in _positions(2, range(900, 901), resolving=False)
                 if len(s.legal_actions(s.to_move()[0])) > 3)
    mover = other.to_move()[0]
    assert Ismcts(GAME, budget).search(other, mover, observation_rng(3, other, mover)).iterations == 40


def test_narrowed_search_does_not_peek_in_the_resolution_step():
    """Two worlds the seat cannot tell apart (the rest re-dealt) give the same narrowing and the same
    decision of the narrowed Normal and Hard searches, at positions where the narrowing acts and where
    the tree walks through it (the step before the resolution)."""
    positions = _positions(2, range(910, 912), resolving=True)[::3][:8]
    positions += _positions(2, range(910, 911), resolving=False)[::25][:6]
    tried = 0
    for number, state in enumerate(positions):
        player = state.to_move()[0]
        budgets = [dataclasses.replace(budget_for("copycat", level, 2), iterations=12, time_limit=0.0)
                   for level in ("normal", "hard")]
        want = [decision(IsmctsAgent(GAME, 7 + number, 12, 0.0, budget=b), state, player) for b in budgets]
        narrowed = ai.search_actions(state, player)
        for k in range(3):
            other = alternative(state, player, 500 * number + k)
            if other is None:
                continue
            tried += 1
            assert ai.search_actions(other, player) == narrowed
            for budget, expected in zip(budgets, want, strict=True):
                agent = IsmctsAgent(GAME, 7 + number, 12, 0.0, budget=budget)
                assert decision(agent, other, player) == expected
    assert tried >= len(positions) * 2


def _second_bids(seeds: range) -> list:
    """Bid decisions of a seat that bids after another seat has laid its bid face down (CP-10)."""
    found = []
    for deal in seeds:
        rng = Rng(deal)
        state = GAME.new_game(2, GAME.normalize_options(2, {}), deal)
        while state.to_move():
            player = state.to_move()[0]
            legal = state.legal_actions(player)
            if state.phase == BID and len(legal) > 1 and any(
                    b not in (None, NO_CARD) for q, b in enumerate(state.bids) if q != player):
                found.append(state.clone())
            state.apply_action(player, legal[rng.below(len(legal))])
    return found


def test_redeal_lets_the_rule_of_thumb_bid_again_for_the_seats_that_bid_in_secret():
    """``ai.redeal`` (budgets with ai_redeal): the plain re-deal gives the other seat a random bid from its
    unseen cards; here that seat's bid is the one the rule of thumb lays from its re-dealt hand (CP-10),
    and the observer's own hand is untouched."""
    positions = _second_bids(range(920, 923))
    assert len(positions) >= 10
    changed = 0
    for number, state in enumerate(positions):
        player = state.to_move()[0]
        other = 1 - player
        plain = state.redeterminize(player, Rng(number))
        world = ai.redeal(state, player, Rng(number))
        assert world.hand[player] == state.hand[player] and world.bids[player] is None
        assert world.phase == BID and world.bids[other] not in (None, NO_CARD)
        # The re-dealt cards are the plain re-deal's, the bid chosen among them by the rule of thumb.
        pool = sorted(plain.hand[other] + (plain.bids[other],))
        assert sorted(world.hand[other] + (world.bids[other],)) == pool
        undone = world.clone()
        undone.set_p("hand", other, world.hand[other] + (world.bids[other],))
        undone.set_p("bids", other, None)
        undone.listed = None
        assert ai.heuristic_action(undone, other, Rng(0)) == Bid(world.cid(world.bids[other]))
        changed += world.bids[other] != plain.bids[other]
    assert changed > 0  # the plain re-deal's random bid is often not the rule of thumb's


def test_redeal_is_only_for_budgets_that_ask_and_leaves_other_phases_alone():
    levels = ("normal", "hard")
    asking = [(level, n) for level in levels for n in (2, 3, 4) if budget_for("copycat", level, n).ai_redeal]
    assert asking == [("hard", 2)]  # Hard against one rival, Normal (test_hard_two_players.py)
    for state in _positions(2, range(900, 901), resolving=False)[:30]:
        player = state.to_move()[0]
        assert GAME.level_redeal(state, player, Rng(3)).observation(1 - player) == ai.redeal(
            state, player, Rng(3)).observation(1 - player)
    for game_id in ("councils", "campaign-trail"):  # Copernico's: test_copernico_hard.py
        game = get_game(game_id)
        assert type(game).level_redeal is GameDefinition.level_redeal
        state = game.new_game(2, game.normalize_options(2, {}), 5)
        mover = state.to_move()[0]
        # The same generator draws give the same world as the state's own re-deal.
        assert game.level_redeal(state, mover, Rng(4)).observation(1 - mover) == state.redeterminize(
            mover, Rng(4)).observation(1 - mover)
    for state in _positions(2, range(900, 901), resolving=False)[::40]:
        player = state.to_move()[0]
        if state.phase != BID:
            assert ai.redeal(state, player, Rng(2)).observation(1 - player) == state.redeterminize(
                player, Rng(2)).observation(1 - player)


def test_redealt_search_does_not_peek():
    """With ai_redeal on, two worlds the bidding seat cannot tell apart (the other seat's hand and secret
    bid re-dealt) give the same search decision."""
    positions = _second_bids(range(930, 932))[:8]
    budget = dataclasses.replace(budget_for("copycat", "normal", 2), iterations=12, time_limit=0.0,
                                 ai_redeal=True)
    tried = 0
    for number, state in enumerate(positions):
        player = state.to_move()[0]
        want = decision(IsmctsAgent(GAME, 7 + number, 12, 0.0, budget=budget), state, player)
        for k in range(3):
            other = alternative(state, player, 700 * number + k)
            if other is None:
                continue
            tried += 1
            assert decision(IsmctsAgent(GAME, 7 + number, 12, 0.0, budget=budget), other, player) == want
    assert tried >= len(positions) * 2
