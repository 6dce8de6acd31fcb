"""Team games at 6 and 8 seats (§3.1: 3 x 2 and 4 x 2 running mates; CT-156; §3.4), played through the
rules directly. 5 and 7 seats (one seat running both candidates of a party, CT-20): test_ct_seats_5_8.py."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.board import deck_in_use, month_piles
from desktop_app.games.campaign_trail.data import load_revision
from desktop_app.games.campaign_trail.frames import Phase
from desktop_app.games.campaign_trail.options import make_config, seat_roles
from desktop_app.games.campaign_trail.revisions import SPEC
from desktop_app.games.campaign_trail.setup import new_state
from desktop_app.games.campaign_trail.turn_table import TurnTableState

from .helpers import DATA, check_invariants

TEAMS = [
    (6, {"expansion_cards": "add"}),
    (6, {"expansion_cards": "add", "green_party": True, "parties": "RLG", "expansion_candidates": True}),
    (8, {"expansion_cards": "add", "green_party": True, "expansion_candidates": True}),
    (
        8,
        {"expansion_cards": "add", "green_party": True, "expansion_candidates": True, "dirty_politics": True},
    ),
]


def _game(seats, options, seed, data=DATA):
    return new_state(data, make_config(data, seats, options), seed, TurnTableState)


def test_team_seat_roles_section_3_1():
    """§3.1: 6 seats are 3 parties x 2 candidates, 8 seats 4 x 2, in party order (CT-20)."""
    assert seat_roles(DATA, 6, {"expansion_cards": "add"}) == [
        (p, k) for p in ("D", "R", "L") for k in (1, 2)
    ]
    eight = {"expansion_cards": "add", "green_party": True, "expansion_candidates": True}
    assert [p for p, _ in seat_roles(DATA, 8, eight)] == ["D", "D", "R", "R", "L", "L", "G", "G"]


@pytest.mark.parametrize("seats, options", TEAMS)
def test_team_game_deals_the_month_piles_of_section_3_4(seats, options):
    """§3.4 with CT-24: at 6 seats 105 cards after the hands (35/35/35), at 8 seats 95 (31/32/32), on the
    spec's values (revision 1); revision 5 tunes the 8-seat split (BT-5), read from the data."""
    for data in (load_revision(SPEC), DATA):
        s = _game(seats, {**options, "data_revision": data.revision}, 3, data)
        for seat in range(seats):
            s.apply_action(seat, s.legal_actions(seat)[0])
        in_play = sum(len(d) for d in s.decks) + sum(len(h) for h in s.hands)
        assert in_play == len(deck_in_use(DATA, seats, "add"))
        piles = tuple(len(d) for d in s.decks)
        if data.revision == SPEC:
            assert piles == ((35, 35, 35) if seats == 6 else (31, 32, 32))
        else:
            assert piles == month_piles(sum(piles), 3, DATA.august_less(seats))


@pytest.mark.parametrize("seats, options", TEAMS)
def test_team_game_random_playouts_keep_the_invariants(seats, options):
    """Part 1's invariants at every step of whole 6- and 8-seat games; running mates share the result."""
    for seed in (1, 2):
        s = _game(seats, options, seed)
        rng = Rng(seed * 13 + seats)
        steps = 0
        while not s.is_terminal():
            movers = s.to_move()
            p = movers[rng.below(len(movers))]
            actions = s.legal_actions(p)
            assert actions and len(actions) <= max(60, 8 * len(s.hands[p]))
            s.apply_action(p, actions[rng.below(len(actions))])
            check_invariants(s)
            steps += 1
            assert steps < 8000
        assert s.phase is Phase.OVER and len(s.debate_results) == 2
        sheet = s.score_sheet()
        for seat in range(seats):
            assert (seat in sheet.winners) == (s.seat_party[seat] in s.winners)
