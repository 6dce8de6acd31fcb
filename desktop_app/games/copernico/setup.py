"""A new game of Copernico (rulebook "Setup"; CO-2, CO-3; solo: CO-20, CO-24)."""

from __future__ import annotations

from typing import Any

from ...engine.events import Event
from ...engine.rng import Rng
from . import cards, turns
from .data import load_data
from .frames import Phase
from .state import CopernicoState


def new_game(num_players: int, options: dict[str, Any], seed: int) -> CopernicoState:
    data = load_data()
    s = CopernicoState.__new__(CopernicoState)
    s.data = data
    s.num_players = num_players
    s.solo = num_players == 1
    s.rng = Rng(seed)
    s.turn = 1
    s.discard = ()
    s.discard_seen = ()
    s.tables = tuple((None,) * 9 for _ in range(num_players))
    s.blanks = tuple(frozenset() for _ in range(num_players))
    s.seen = tuple(() for _ in range(num_players))
    s.completed = tuple(frozenset() for _ in range(num_players))
    s.drafts = tuple(() for _ in range(num_players))
    s.commits = (None,) * num_players
    s.peeks_owed = (0,) * num_players
    s.known = tuple(tuple(() for _ in range(num_players)) for _ in range(num_players))
    s.last_reveal = ()
    s.ended_by = ()
    s._legal = s._movers = s._final = None
    # CO-3: the three piles are shuffled in this order; the order is part of every seed's game.
    hyp_pile = s.rng.shuffled(sorted(data.hypotheses))
    advice_pile = s.rng.shuffled(sorted(data.advice))
    s.deck = tuple(s.rng.shuffled(sorted(data.quadrants)))
    s.hands = tuple(() for _ in range(num_players))
    events: list[Event] = []  # nobody reads the setup's log
    if s.solo:
        _setup_solo(s, options, hyp_pile, advice_pile)
    else:
        s.first_seat = s.rng.below(num_players)  # CO-2: only fixes the order of draws
        s.hypotheses = tuple(hyp_pile[:num_players])
        s.advice = tuple(advice_pile[: data.const("advice_in_play")])
        s.objectives = ()
        s.dropped_hypotheses = ()
        for p in cards.draw_order(s):
            cards.draw(s, p, data.const("start_hand"), events)
        turns.start_turn(s, events)
    return s


def _setup_solo(s: CopernicoState, options: dict[str, Any], hyp_pile: list[str],
                advice_pile: list[str]) -> None:
    """CO-20 and CO-24: Advice face up, hypotheses of an Advice colour are dropped without redraw."""
    data = s.data
    s.first_seat = 0
    s.hypotheses = ()
    s.advice = tuple(advice_pile[: options.get("solo_advice", 1)])
    advice_colours = {data.advice[a].colour for a in s.advice}
    drawn = hyp_pile[: options.get("solo_hypotheses", 1)]
    kept = tuple(h for h in drawn if data.hypotheses[h].colour not in advice_colours)
    s.dropped_hypotheses = tuple(h for h in drawn if h not in kept)
    s.objectives = s.advice + kept
    cards.draw(s, 0, data.const("solo_start_hand"), [])
    s.phase = Phase.SOLO
    s.commits = (None,)
