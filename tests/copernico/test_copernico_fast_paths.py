"""The engine's shortcuts agree with the rules worked out the plain way, at every step of random games:
who must decide (CO-5, CO-7, CO-13) kept across a commitment instead of recomputed, and the phase-2
listing (CO-8 place, CO-9 reformulate, CO-10 rest) read from precomputed replacement sets."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.copernico.actions import Place, Reformulate, Rest
from desktop_app.games.copernico.frames import Phase, Plan
from desktop_app.games.copernico.state import CopernicoState

from .helpers import new_state


def plain_movers(s: CopernicoState) -> tuple[int, ...]:
    """CO-5 / CO-7 / CO-13: who still owes a choice, read off every seat's commitment."""
    if s.phase in (Phase.ACT, Phase.SOLO):
        return tuple(p for p, c in enumerate(s.commits)
                     if c is None or (isinstance(c, Plan) and c.due > len(c.paid)))
    if s.phase is Phase.DRAFT:
        return tuple(p for p, c in enumerate(s.commits) if c is None and s.drafts[p])
    if s.phase is Phase.PEEK:
        return tuple(p for p, n in enumerate(s.peeks_owed) if n > 0)
    return ()


def plain_act_options(s: CopernicoState, p: int) -> list:
    """CO-8, CO-9, CO-10 in legal-list order: placements by hand card then position, reformulations
    by position then hand card, rest last; a card must leave enough other hand cards to pay for it."""
    hand = s.hands[p]
    table = s.tables[p]
    spare = len(hand) - 1
    out: list = []
    for card in hand:
        if s.data.cost[card] <= spare:
            out += [Place(card, i + 1) for i in range(9) if table[i] is None]
    for i, placed in enumerate(table):
        if placed is not None:
            costs = s.data.reformulation_costs[placed]
            out += [Reformulate(card, i + 1) for card in hand if card in costs and costs[card] <= spare]
    out.append(Rest())
    return out


@pytest.mark.parametrize("players", [2, 3, 5])
def test_movers_and_phase_two_listing_match_the_plain_rules_in_random_games(players):
    listed = 0
    for seed in range(6):
        s = new_state(players, seed)
        rng = Rng(seed * 13 + players)
        while True:
            movers = s.to_move()
            assert movers == plain_movers(s)
            if not movers:
                break
            p = movers[rng.below(len(movers))]
            legal = s.legal_actions(p)
            if s.phase is Phase.ACT and not isinstance(s.commits[p], Plan):
                assert legal == plain_act_options(s, p)
                listed += 1
            s.apply_action(p, legal[rng.below(len(legal))])
    assert listed > 50  # the comparison really ran
