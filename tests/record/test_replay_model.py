"""Replay and review without a window (issue 15, "Replay and review"): every step of a game, each
seat's view of it, everything revealed only for a finished game, and the chances to win."""

from __future__ import annotations

import pytest

from desktop_app.engine import saves
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.record.chances import WinChances, result_chances, shares
from desktop_app.record.replay import Replay, merge_views
from tests.ui.shell_fakes import TOY

from .helpers import played


@pytest.fixture(scope="module")
def copernico_game() -> Match:
    return played("copernico", 3, seed=21)


def test_step_zero_is_the_deal_and_the_last_step_the_final_scores(copernico_game):
    replay = Replay(saves.loads(saves.dumps(copernico_game)))  # as a save or a record entry gives it
    fresh = copernico_game.game.new_game(3, copernico_game.options, copernico_game.seed)
    assert replay.observation(0, 0) == fresh.observation(0)
    assert replay.last_step == len(copernico_game.steps)
    assert replay.final_totals() == copernico_game.state.score_sheet().totals
    assert replay.state(replay.last_step).is_terminal()
    assert replay.clamp(-3) == 0 and replay.clamp(10_000) == replay.last_step


def test_a_seat_sees_only_its_own_hand_before_the_end(copernico_game):
    """Copernico hides the other players' hands while playing (spec: hidden information)."""
    replay = Replay(copernico_game)
    middle = next(s for s in range(1, replay.last_step) if replay.state(s).phase == "act")
    seen = replay.observation(middle, 0)
    assert seen["hands"][0] is not None
    assert seen["hands"][1] is None and seen["hands"][2] is None
    revealed = replay.observation(middle, 0, revealed=True)
    assert revealed["hands"][1] == list(replay.state(middle).hands[1])
    assert revealed["hands"][0] == seen["hands"][0]
    assert revealed["my_draft"] == seen["my_draft"]  # the viewer's own entries stay theirs


def test_a_game_in_progress_cannot_be_revealed():
    replay = Replay(played("copernico", 2, seed=3, moves=12))
    assert not replay.finished
    with pytest.raises(ValueError):
        replay.observation(5, None, revealed=True)
    with pytest.raises(ValueError):
        WinChances(replay, None)


def test_merge_views_fills_only_the_gaps():
    mine = {"hands": [[1, 2], None], "players": [{"vp": 3, "hand": ["a"]}, {"vp": 4}], "viewer": 0}
    theirs = {"hands": [None, [7]], "players": [{"vp": 3}, {"vp": 4, "hand": ["b"]}], "viewer": 1}
    assert merge_views(mine, theirs) == {
        "hands": [[1, 2], [7]], "players": [{"vp": 3, "hand": ["a"]}, {"vp": 4, "hand": ["b"]}], "viewer": 0}


def test_turns_and_jumping_to_a_turn(copernico_game):
    replay = Replay(copernico_game)
    turns = replay.turns()
    assert len(turns) == replay.last_step + 1 and turns[0] == 1
    assert all(b >= a for a, b in zip(turns, turns[1:], strict=False))  # the turn counter never goes back
    step = replay.step_for_turn(3)
    assert turns[step] == 3 and turns[step - 1] == 2
    assert replay.step_for_turn(999) is None


def test_chances_have_one_series_per_player_in_range_and_end_in_the_result(copernico_game):
    chances = WinChances(Replay(copernico_game), None)
    values = chances.compute_all()
    assert len(values) == len(copernico_game.steps) + 1
    for row in values:
        assert len(row) == 3
        assert all(0.0 <= v <= 1.0 for v in row)
        assert sum(row) == pytest.approx(1.0)
    assert values[-1] == result_chances(copernico_game.state)
    assert len({round(v, 6) for row in values[1:-1] for v in row}) > 10  # it moves during the game


def test_chances_are_the_same_however_they_are_computed(copernico_game):
    whole = WinChances(Replay(copernico_game), None).compute_all()
    sliced = WinChances(Replay(copernico_game), None)
    while not sliced.advance(steps=7):
        pass
    assert sliced.values == whole


def test_a_seat_judges_a_game_in_progress_without_its_secrets():
    """Through one seat's eyes the estimate depends only on what that seat knows: swapping the
    opponent's hidden hand (same observation for seat 0) gives the same figures."""
    match = played("copernico", 2, seed=5, moves=30)
    replay = Replay(match)
    # A step outside the draft where nobody has committed a secret choice yet.
    step = next(s for s in range(replay.last_step, 0, -1)
                if replay.state(s).phase == "act" and len(replay.state(s).to_move()) == 2)
    chances = WinChances(replay, 0)
    base = chances._at(step)
    other = replay.states[step].redeterminize(0, Rng(99))
    assert other.observation(0) == replay.states[step].observation(0)
    replay.states[step] = other
    assert WinChances(replay, 0)._at(step) == pytest.approx(base)


def test_a_game_without_an_evaluation_gets_seeded_playouts():
    match = Match(TOY, [Seat("Ada"), Seat("Cal", "ai", "random", 1)], {}, 8)
    while not match.is_over():
        player = match.next_mover()
        match.apply(player, match.state.legal_actions(player)[0])
    first = WinChances(Replay(match), None).compute_all()
    assert first == WinChances(Replay(match), None).compute_all()
    assert all(len(row) == 2 and all(0.0 <= v <= 1.0 for v in row) for row in first)


def test_swings_are_the_biggest_changes_first(copernico_game):
    chances = WinChances(Replay(copernico_game), None)
    chances.compute_all()
    swings = chances.swings(3)
    assert len(swings) == 3
    sizes = [abs(s.change) for s in swings]
    assert sizes == sorted(sizes, reverse=True)
    for swing in swings:
        before, after = chances.values[swing.step - 1], chances.values[swing.step]
        assert swing.change == pytest.approx(after[swing.player] - before[swing.player])
    every = [max(abs(a - b) for a, b in zip(chances.values[s], chances.values[s - 1], strict=True))
             for s in range(1, len(chances.values) - 1)]  # the last step is the result, not a swing
    assert sizes[0] == pytest.approx(max(every))
    assert all(s.step < len(chances.values) - 1 for s in swings)


def test_shares_add_up_to_one():
    assert shares([0.5, 0.5, 1.0]) == [0.25, 0.25, 0.5]
    assert shares([0.0, 0.0]) == [0.5, 0.5]
    assert shares([0.7]) == [0.7]  # a solo game keeps its own value
