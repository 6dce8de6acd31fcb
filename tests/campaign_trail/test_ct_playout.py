"""Random and heuristic playouts for every party set at 2, 3 and 4 seats and the seat layouts of 5 to 8
seats (§3.1), invariants after every action."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.frames import FrameKind, Phase
from desktop_app.games.campaign_trail.state import CampaignTrailState

from .helpers import check_invariants, give, new, news_on_top, started

CONFIGS = [
    (2, {"parties": "DR"}),
    (2, {"parties": "DL"}),
    (2, {"parties": "RL"}),
    (2, {"green_party": True, "parties": "DG"}),
    (2, {"green_party": True, "parties": "RG"}),
    (2, {"green_party": True, "parties": "LG"}),
    (3, {"parties": "DRL"}),
    (3, {"green_party": True, "parties": "DRG"}),
    (3, {"green_party": True, "parties": "DLG"}),
    (3, {"green_party": True, "parties": "RLG"}),
    (4, {"parties": "DR"}),
    (4, {"parties": "DL"}),
    (4, {"parties": "RL"}),
    (4, {"green_party": True, "parties": "DG"}),
    (4, {"green_party": True}),
]
# Every expansion_cards mode (CT-104) with and without the expansion candidates (CT-103), at 2-4 seats.
EXPANSION_CONFIGS = [
    (2, {"parties": "DR", "expansion_cards": "swap"}),
    (2, {"green_party": True, "parties": "RG", "expansion_cards": "add", "expansion_candidates": True}),
    (3, {"parties": "DRL", "expansion_cards": "add"}),
    (3, {"green_party": True, "parties": "DLG", "expansion_cards": "swap", "expansion_candidates": True}),
    (4, {"parties": "DR", "expansion_cards": "add", "expansion_candidates": True}),
    (4, {"green_party": True, "expansion_cards": "add", "expansion_candidates": True}),
    (4, {"green_party": True, "parties": "DG", "expansion_cards": "swap"}),
    (3, {"parties": "DRL", "expansion_candidates": True}),
]
# 5-8 seats (§3.1, CT-20): add mode is the only deck mode CT-156 allows there; every doubled party at 5
# and 7 seats, the party sets of 5-6 seats, and the modules on and off.
SEAT_CONFIGS = [
    (5, {"expansion_cards": "add"}),
    (5, {"expansion_cards": "add", "doubled_party": "R", "expansion_candidates": True}),
    (5, {"expansion_cards": "add", "doubled_party": "G", "green_party": True, "parties": "DLG"}),
    (6, {"expansion_cards": "add"}),
    (6, {"expansion_cards": "add", "green_party": True, "parties": "DRG", "expansion_candidates": True}),
    (7, {}),
    (7, {"doubled_party": "L"}),
    (7, {"doubled_party": "G"}),
    (8, {}),
]
MAX_STEPS = 8000


def play(
    seats: int,
    options: dict,
    seed: int,
    heuristic: bool = False,
    kinds: set | None = None,
    start: CampaignTrailState | None = None,
) -> int:
    s = start if start is not None else new(seats, seed, **options)
    rng = Rng(seed * 7919 + 3)
    check_invariants(s)
    steps = 0
    while not s.is_terminal():
        movers = s.to_move()
        p = movers[rng.below(len(movers))]
        actions = s.legal_actions(p)
        assert actions and len(set(actions)) == len(actions)
        cand = s.deciding(p)  # the candidate the seat decides for (a seat may run two, CT-20)
        assert s.seat_of[cand] == p
        # Small steps: a plane trip lists every other state, a card play at most 7 choices per hand card
        # (hands pass 5 cards only through trades, CT-63).
        assert len(actions) <= max(60, 8 * len(s.hands[cand])), "decisions are small steps"
        for q in range(seats):
            if q not in movers:
                assert s.legal_actions(q) == []
        if kinds is not None and s.pending:
            kinds.add(s.pending[-1].kind)
        if heuristic:
            action = CAMPAIGN_TRAIL_GAME.heuristic_action(s, p, rng)
        else:
            action = actions[rng.below(len(actions))]
        assert action in actions
        s.apply_action(p, action)
        check_invariants(s)
        steps += 1
        assert steps < MAX_STEPS, "the game terminates"
    assert s.phase is Phase.OVER and len(s.debate_results) == 2
    sheet = s.score_sheet()
    assert sheet.winners
    assert len(sheet.points) == seats and len(s.returns()) == seats
    for seat in range(seats):  # running mates share the result (CT-60); a seat's candidates are one party
        parties = {s.seat_party[c] for c in s.seat_candidates(seat)}
        assert len(parties) == 1
        assert (seat in sheet.winners) == (parties.pop() in s.winners)
    assert all(0.0 <= r <= 1.0 for r in s.returns())
    return steps


@pytest.mark.parametrize("seats, options", CONFIGS)
@pytest.mark.parametrize("dirty", [False, True])
def test_random_playout_invariants(seats, options, dirty):
    for seed in (1, 2):
        play(seats, {**options, "dirty_politics": dirty}, seed + (10 if dirty else 0))


@pytest.mark.parametrize("seats, options", EXPANSION_CONFIGS)
@pytest.mark.parametrize("dirty", [False, True])
def test_random_playout_invariants_expansion(seats, options, dirty):
    """Part 1's invariants in every deck mode (CT-104), with the expansion candidates, the region tokens
    (CT-105) and voters parked on Absentee Ballot cards (CT-112) included."""
    for seed in (1, 2):
        play(seats, {**options, "dirty_politics": dirty}, seed + (30 if dirty else 20))


@pytest.mark.parametrize("seats, options", SEAT_CONFIGS)
@pytest.mark.parametrize("dirty", [False, True])
def test_random_playout_invariants_5_to_8_seats(seats, options, dirty):
    """Part 1's invariants in whole 5- to 8-seat games (§3.1, CT-20, CT-156): every seat, one running two
    candidates at 5 and 7, decides only for its own candidates, and the result is per party."""
    play(seats, {**options, "dirty_politics": dirty}, 40 + seats + (10 if dirty else 0))


@pytest.mark.parametrize("seats, options", CONFIGS[::3] + EXPANSION_CONFIGS[::2] + SEAT_CONFIGS[::4])
def test_heuristic_playout_invariants(seats, options):
    play(seats, {**options, "dirty_politics": True}, 5, heuristic=True)


def test_random_playouts_reach_every_decision():
    """Coverage guard for the runs above: the invariants were checked at every kind of decision."""
    kinds: set = set()
    for seed in range(40):
        seats, options = CONFIGS[seed % len(CONFIGS)]
        play(seats, {**options, "dirty_politics": True}, 100 + seed, kinds=kinds)
    for seed in range(60):
        seats, options = EXPANSION_CONFIGS[seed % len(EXPANSION_CONFIGS)]
        play(seats, {**options, "dirty_politics": True}, 200 + seed, kinds=kinds)
    for seed in range(6):  # Regional Influence in play from the start, so campaigns may claim it (CT-119)
        s = started(3, 300 + seed, expansion_cards="add")
        for seat, (card, region) in enumerate((("E46", "PACIFIC"), ("E64", "MOUNTAIN"))):
            give(s, seat, card)
            s.take_from_hand(seat, card)
            s.put_in_play(seat, card)
            s.tokens = s.tokens + ((region, seat, card),)
        play(3, {}, 300 + seed, kinds=kinds, start=s)
    for seed in range(4):  # Breaking News: a pawn in a closed state (CT-143), bn03's move (CT-144)
        s = started(2, 400 + seed, breaking_news=True)
        s.pawn = ("FL" if seed % 2 else "MN",) + s.pawn[1:]
        news_on_top(s, "bn02" if seed % 2 else "bn17", "bn03")
        play(2, {}, 400 + seed, kinds=kinds, start=s)
    for seed in range(4):  # the Election Day module's discards and reward (CT-151, CT-153)
        seats, options = CONFIGS[seed * 4 % len(CONFIGS)]
        play(seats, {**options, "election_day": True}, 400 + seed, kinds=kinds)
    deciding = {k for k in FrameKind if k.decides}
    assert deciding - kinds == set()
