"""Win chances in a team game: each seat shows its team's chance (Campaign Trail's running mates win
together, CT-60, CT-71), and the teams' chances add up to 1."""

from __future__ import annotations

import pytest

from desktop_app.record.chances import WinChances, result_chances, team_shares
from desktop_app.record.replay import Replay

from .helpers import played


def test_team_shares_give_each_seat_its_teams_chance():
    assert team_shares([0.6, 0.6, 0.2, 0.2], ((0, 1), (2, 3))) == pytest.approx([0.75, 0.75, 0.25, 0.25])
    assert team_shares([0.5, 0.5, 1.0], ()) == [0.25, 0.25, 0.5]  # no teams: as before


def test_running_mates_share_their_partys_chance_through_the_game():
    match = played("campaign-trail", 4, seed=3)
    sheet = match.state.score_sheet()
    assert sheet.teams == ((0, 1), (2, 3))
    result = result_chances(match.state)
    assert sum(result[team[0]] for team in sheet.teams) == pytest.approx(1.0)
    assert [result[p] for p in sheet.winners] == [1.0 / len(sheet.winning_teams())] * len(sheet.winners)
    values = WinChances(Replay(match), None).compute_all()
    for row in values[1::25]:
        assert row[0] == row[1] and row[2] == row[3]
        assert row[0] + row[2] == pytest.approx(1.0)
    assert values[-1] == result
