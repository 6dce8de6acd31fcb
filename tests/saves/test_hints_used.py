"""A save carries how many hints the game was given (issue 15: hints counted in the game's record)."""

from __future__ import annotations

import json

import pytest

from desktop_app.engine import saves
from desktop_app.engine.errors import SaveError
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game


def _match() -> Match:
    seats = [Seat("Ada", "human", None, 0), Seat("Bo", "ai", "easy", 1)]
    match = Match(get_game("copycat"), seats, {}, 5)
    state = match.state
    player = state.to_move()[0]
    match.apply(player, state.legal_actions(player)[0])
    return match


def test_the_count_goes_into_the_save_and_comes_back():
    match = _match()
    assert match.hints_used == 0
    match.hints_used = 3
    loaded = saves.loads(saves.dumps(match))
    assert loaded.hints_used == 3 and loaded.actions() == match.actions()


def test_a_save_from_before_the_coach_has_no_hints():
    data = json.loads(saves.dumps(_match()))
    del data["hints_used"]
    assert saves.loads(json.dumps(data)).hints_used == 0


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2", None, [1], 10**7])
def test_a_malformed_count_is_refused_with_a_reason(bad):
    data = json.loads(saves.dumps(_match()))
    data["hints_used"] = bad
    with pytest.raises(SaveError, match="hints_used"):
        saves.loads(json.dumps(data))
