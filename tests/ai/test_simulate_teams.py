"""simulate, bench and check-save with Campaign Trail: options read by the game's option list, wins
counted per team (a party's seats win together, CT-60, CT-71), setups checked by CT-156."""

from __future__ import annotations

import json

import pytest

from desktop_app.cli import check_save, simulate
from desktop_app.cli.options import parse_game_options
from desktop_app.engine import saves
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME

CT = "campaign-trail"


def test_options_are_read_by_the_games_option_list():
    """CT-1's keys as written on the command line: a choice stays a word, a yes/no takes on/off."""
    options = parse_game_options(GAME, ["expansion_cards=off", "green_party=on", "parties=drg",
                                        "dirty_politics=yes", "starting_party=R"])
    assert options == {"expansion_cards": "off", "green_party": True, "parties": "DRG",
                       "dirty_politics": True, "starting_party": "R"}
    assert GAME.normalize_options(3, options)["parties"] == "DRG"
    with pytest.raises(ValueError, match="one of"):
        parse_game_options(GAME, ["parties=XYZ"])
    with pytest.raises(ValueError, match="on or off"):
        parse_game_options(GAME, ["green_party=maybe"])
    assert parse_game_options(GAME, ["unknown=3"]) == {"unknown": 3}  # normalize_options refuses it


@pytest.mark.parametrize(
    "players, options, parties, per_party",
    [
        ("ai:random,ai:random,ai:random", ["green_party=on", "parties=DRG", "dirty_politics=on"], 3, 1),
        ("ai:random,ai:random,ai:random,ai:random", ["expansion_cards=off"], 2, 2),  # running mates
        ("ai:random,ai:random,ai:random,ai:random", ["green_party=true"], 4, 1),
    ],
)
def test_simulate_counts_each_win_once_per_team(capsys, players, options, parties, per_party):
    """A party's seats win together: per team the wins add up to the games; each agent of a winning
    party is credited with the party's win (CT-60, CT-71)."""
    n = len(players.split(","))
    code = simulate.main(["--game", CT, "--players", players, "--games", str(n), "--seed", "4",
                          "--quiet", "--options", *options])
    assert code == 0
    lines = capsys.readouterr().out.strip().splitlines()
    data = json.loads(lines[-1])
    teams = data["teams"]
    assert sum(t["wins"] for t in teams) == pytest.approx(n)  # every game counted once
    assert len(teams) == parties and all(len(t["seats"]) == per_party for t in teams)
    assert sum(a["wins"] for a in data["agents"]) == pytest.approx(n * per_party)  # mates share a win
    assert set(data["tie_breaks"]) <= {"states", "voters", "shared"}
    assert any(line.startswith("Ties for the lead broken") for line in lines)
    assert any(line.startswith("Teams:") for line in lines)
    for team in teams:
        assert any(line.strip().startswith(team["team"]) for line in lines)


def test_play_one_credits_both_running_mates(monkeypatch):
    """4 seats, 2 parties: the winning party's two seats both win; the team row counts it once."""
    options = GAME.normalize_options(4, {})
    record = simulate.play_one(GAME, ["random"] * 4, options, 9, 0)
    by_seat = {a["seat"]: a["win"] for a in record["agents"]}
    teams = record["teams"]
    assert [t["seats"] for t in teams] == [[0, 1], [2, 3]]
    assert [t["team"] for t in teams] == ["Democrat", "Republican"]
    assert sum(t["win"] for t in teams) == pytest.approx(1.0)
    for team in teams:
        assert all(by_seat[s] == team["win"] for s in team["seats"])
    summary = simulate.summarise_teams([record])
    assert [row["wins"] for row in summary] == [t["win"] for t in teams]
    assert record["decided_by"] in (None, "states", "voters")  # the engine's word on CT-71's levels
    assert record["shared"] == (sum(1 for t in teams if t["win"]) > 1)


def test_tie_breaks_are_counted_as_the_engine_reports_them():
    """CT-71: simulate counts the level the engine names, and shared wins apart."""
    records = [{"decided_by": "states", "shared": False}, {"decided_by": None, "shared": True},
               {"decided_by": "voters", "shared": False}, {"decided_by": "states", "shared": False},
               {"decided_by": None, "shared": False}]
    assert simulate.count_tie_breaks(records) == {"states": 2, "voters": 1, "shared": 1}


def _finished_match(seats: str, options: dict, seed: int) -> Match:
    match = Match(GAME, parse_seats(seats), options, seed)
    rng = Rng(seed)
    while not match.is_over():
        player = match.state.to_move()[0]
        actions = match.state.legal_actions(player)
        match.apply(player, actions[rng.below(len(actions))])
    return match


def test_check_save_names_roles_and_the_winning_party(tmp_path, capsys):
    """A finished 4-seat game with running mates and Dirty Politics: roles, party figures, the winner."""
    match = _finished_match("human,ai,ai,ai", {"dirty_politics": True}, 3)
    path = tmp_path / "ct.json"
    saves.save(match, path)
    assert check_save.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "valid Campaign Trail save" in out and "dirty_politics=True" in out
    assert "Player 1: Democrat (candidate 1)" in out and "Democrat (candidate 2)" in out
    sheet = match.state.score_sheet()
    winner = sheet.team_names[sheet.winning_teams()[0]]
    assert f"won by {winner} (" in out
    assert "electoral_votes" in out


def test_check_save_checks_a_setup_by_ct_156(capsys):
    assert check_save.main(["--game", CT, "--players", "ai,ai,ai,ai", "--options", "parties=DRLG"]) == 1
    err = capsys.readouterr().err
    assert "not a valid setup" in err and err.count("CT-156") == 2
    assert check_save.main(["--game", CT, "--players", "human,ai,ai", "--options", "green_party=on",
                            "starting_party=G"]) == 0
    out = capsys.readouterr().out
    assert "valid setup" in out and "Green (takes the first turn)" in out
    assert "Republican" in out and "Libertarian" not in out  # CT-156: Green replaces L at 3 seats
