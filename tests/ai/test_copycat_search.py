"""What Copycat's search branches on (desktop_app/games/copycat/search.py; issue 14).

Phase 3's resolution step (CP-19) plays every hand card, so the search takes the rule of thumb's order as a
forced step; every other decision, the choices effects ask for included, is searched over all legal moves.
"""

from __future__ import annotations

from desktop_app.ai.levels import budget_for
from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game
from desktop_app.games.copycat.actions import PlayCard, Proceed, UseOffice
from desktop_app.games.copycat.search import search_actions
from desktop_app.games.copycat.state import RESOLVE

GAME = get_game("copycat")


def test_resolution_order_is_the_rule_of_thumbs_and_nothing_else_is_narrowed():
    narrowed = searched = 0
    for players, seed in ((2, 41), (3, 42)):
        state = GAME.new_game(players, GAME.normalize_options(players, {}), seed)
        rng = Rng(seed)
        while state.to_move():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            chosen = search_actions(state, seat)
            if len(legal) > 1 and state.phase == RESOLVE and not state.pending:
                narrowed += 1
                assert len(chosen) == 1 and isinstance(chosen[0], (PlayCard, UseOffice, Proceed))
                assert chosen == [GAME.heuristic_action(state, seat, Rng(1))]
                # CP-19: the hand is played before anything else of the step is decided
                if any(isinstance(a, PlayCard) for a in legal):
                    assert isinstance(chosen[0], PlayCard)
            else:
                searched += 1
                assert chosen == legal
            state.apply_action(seat, legal[rng.below(len(legal))])
    assert narrowed and searched


def test_copycat_levels_walk_the_resolution_steps_without_a_node():
    for level in ("normal", "hard"):
        for players in (2, 3, 4):
            assert budget_for("copycat", level, players).skip_forced
