"""The computer players at 5 and 8 seats (§3.1, CT-20): Easy, Normal and Hard play whole games, a seat
running both candidates of a party deciding for each of them, only ever with legal actions."""

from __future__ import annotations

import pytest

from desktop_app.ai.agents import IsmctsAgent, make_agent
from desktop_app.ai.levels import budget_for
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME
from desktop_app.games.campaign_trail.frames import Phase

# The search levels keep their own settings (exploration, forced steps, evaluation) with a smaller
# iteration budget, so whole games stay quick in the suite: what is checked is that the level plays a
# game through, not how well (simulate measures that).
TEST_ITERATIONS = 12


def _play(seats: int, level: str, seed: int) -> tuple[object, list[int]]:
    s = GAME.new_game(seats, GAME.normalize_options(seats, {}), seed)
    agents = [make_agent(GAME, "easy", seed + k) for k in range(seats)]
    if level != "easy":
        budget = budget_for(GAME.id, level, seats)
        agents[0] = IsmctsAgent(GAME, seed, TEST_ITERATIONS, budget.time_limit, budget=budget, guard=False)
    decided_for: list[int] = []  # the candidates seat 0 decided for
    steps = 0
    while not s.is_terminal():
        movers = s.to_move()
        player = movers[0]
        legal = s.legal_actions(player)
        action = agents[player].choose(s, player)
        assert action in legal
        if player == 0:
            decided_for.append(s.deciding(0))
        s.apply_action(player, action)
        steps += 1
        assert steps < 5000
    return s, decided_for


@pytest.mark.parametrize("seats", [5, 8])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_plays_a_whole_game(seats, level):
    s, decided_for = _play(seats, level, 21 + seats)
    assert s.phase is Phase.OVER and s.winners
    sheet = s.score_sheet()
    assert len(sheet.points) == seats
    expected = {0, 1}  # candidate 1 and 2 of the first party: one seat at 5 seats, two at 8
    assert set(decided_for) == (expected if seats == 5 else {0})


def test_every_seat_of_a_computer_game_is_asked_at_5_seats():
    s = GAME.new_game(5, GAME.normalize_options(5, {"doubled_party": "L"}), 3)
    agents = [make_agent(GAME, "easy", k) for k in range(5)]
    asked = set()
    while not s.is_terminal():
        player = s.to_move()[0]
        asked.add((player, s.deciding(player)))
        s.apply_action(player, agents[player].choose(s, player))
    # L's two candidates (4 and 5) both at seat 4, every other candidate at a seat of its own (CT-20)
    assert asked == {(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (4, 5)}
