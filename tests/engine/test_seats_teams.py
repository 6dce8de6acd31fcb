"""The engine's seat hooks: roles, game colours and teams (ScoreSheet.teams), and their defaults."""

from __future__ import annotations

import pytest

from desktop_app.engine.errors import OptionsError, Reason
from desktop_app.engine.game import GameState, ScoreSheet
from desktop_app.games.catalogue import all_games


class _SheetState(GameState):
    """A finished state that only answers score_sheet: enough for the default returns()."""

    def __init__(self, sheet: ScoreSheet) -> None:
        self.num_players = len(sheet.points)
        self.sheet = sheet

    def clone(self):
        return self

    def to_move(self):
        return ()

    def legal_actions(self, player):
        return []

    def _apply(self, player, action):
        return []

    def observation(self, player):
        return {}

    def redeterminize(self, observer, rng):
        return self

    def score_sheet(self) -> ScoreSheet:
        return self.sheet


@pytest.mark.parametrize("game", [g for g in all_games() if g.id != "campaign-trail"], ids=lambda g: g.id)
def test_games_without_teams_keep_the_defaults(game):
    """Copernico, Copycat and Councils give no roles, colours or seat texts: they play as before."""
    for n in range(max(2, game.min_players), game.max_players + 1):
        options = game.normalize_options(n, {})
        assert game.seat_roles(n, options) is None
        assert game.seat_colours(n, options) is None
    assert tuple(game.seat_texts()) == ()
    state = game.new_game(game.max_players, game.normalize_options(game.max_players, {}), 3)
    assert state.score_sheet().teams == ()


def test_a_sheet_without_teams_gives_every_seat_its_own_team():
    sheet = ScoreSheet(("points",), ((5,), (7,), (7,)), winners=(1, 2))
    assert sheet.seat_teams() == ((0,), (1,), (2,))
    assert [sheet.team_of(p) for p in range(3)] == [0, 1, 2]
    assert sheet.winning_teams() == (1, 2)
    assert "teams" not in sheet.to_json()  # the saved summary of every existing game is unchanged


def test_default_returns_unchanged_without_teams():
    """Two tied winners share the win as before: 0.8 * 1/2 plus the margin share."""
    state = _SheetState(ScoreSheet(("points",), ((5,), (7,), (7,)), winners=(1, 2)))
    assert state.returns() == pytest.approx([0.0, 0.6, 0.6])


def test_default_returns_give_each_seat_of_a_winning_team_the_whole_team_share():
    """A team of two that wins alone: both its seats get the full win, not half each."""
    sheet = ScoreSheet(("points",), ((9,), (9,), (4,), (4,)), winners=(0, 1),
                       teams=((0, 1), (2, 3)), team_names=("Red", "Blue"))
    assert sheet.winning_teams() == (0,)
    assert sheet.team_of(3) == 1
    assert _SheetState(sheet).returns() == pytest.approx([1.0, 1.0, 0.0, 0.0])
    shared = ScoreSheet(("points",), ((9,), (9,), (9,), (9,)), winners=(0, 1, 2, 3), teams=((0, 1), (2, 3)))
    assert _SheetState(shared).returns() == pytest.approx([0.6, 0.6, 0.6, 0.6])  # two teams share it
    data = sheet.to_json()
    assert data["teams"] == [[0, 1], [2, 3]] and data["team_names"] == ["Red", "Blue"]


def test_options_error_keeps_each_reason():
    assert OptionsError("one. two.", ("one.", "two.")).reasons == ("one.", "two.")
    assert OptionsError("only one").reasons == ("only one",)


def test_reasons_are_templates_with_values():
    """A game's refusal reasons can be translated: the template and its values stay apart."""
    reason = Reason("%1 seats play with %2 parties, not %3.", ("4", "2", "%1"))
    assert str(reason) == "4 seats play with 2 parties, not %1."  # a value is never filled again
    error = OptionsError("joined", (reason, "plain text"))
    assert error.explained == (reason, Reason("plain text"))
    assert error.reasons == ("4 seats play with 2 parties, not %1.", "plain text")
    assert OptionsError("only one").explained == (Reason("only one"),)
