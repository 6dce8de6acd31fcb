"""The team's command-line tools (screenshot, simulate, bench, check-save) work for every game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QImage

from desktop_app.cli import bench, check_save, screenshot, simulate
from desktop_app.engine import saves
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import all_games
from desktop_app.tools.balance import MEASURERS
from desktop_app.ui.scene_registry import playable_games

GAMES = [game.id for game in all_games()]
DRAWN = [game.id for game in playable_games()]  # games whose table is drawn


def _last_json(text: str) -> dict:
    return json.loads(text.strip().splitlines()[-1])


@pytest.mark.parametrize("game_id", GAMES)
def test_simulate_plays_and_reports_every_game(game_id, capsys):
    args = ["--game", game_id, "--players", "ai:random,ai:easy", "--games", "2", "--quiet"]
    assert simulate.main(args) == 0
    report = _last_json(capsys.readouterr().out)
    assert report["game"] == game_id and report["games"] == 2
    assert sum(agent["wins"] for agent in report["agents"]) == pytest.approx(2.0)


@pytest.mark.parametrize("game_id", GAMES)
def test_simulate_balance_checks_the_reconstructed_data_of_every_game_that_has_targets(game_id, capsys):
    """--balance prints the game's own balance figures and target verdicts; a game without reconstructed
    data (Copernico), or whose measurer is not written yet, is refused with a clear message."""
    args = ["--game", game_id, "--players", "ai:easy,ai:easy", "--games", "2", "--balance"]
    if game_id not in MEASURERS:
        with pytest.raises(SystemExit):
            simulate.main(args)
        assert "has no balance targets" in capsys.readouterr().err
        return
    assert simulate.main(args) == 0
    out = capsys.readouterr().out
    assert "targets:" in out
    report = _last_json(out)
    assert report["game"] == game_id and report["balance"]["players"] == 2
    assert report["balance"]["targets"]


def test_simulate_balance_wants_one_level_in_every_seat(capsys):
    with pytest.raises(SystemExit):
        simulate.main(["--game", "copycat", "--players", "ai:easy,ai:normal", "--games", "2", "--balance"])
    assert "one computer level in every seat" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", GAMES)
def test_bench_measures_every_game(game_id, capsys, tmp_path, monkeypatch):
    # No reference engines in this folder: the project's figures alone, and the reason said
    # (tests/ai/test_bench_reference.py checks the comparison itself).
    monkeypatch.setenv("GAME_TABLE_REFERENCE", str(tmp_path))
    assert bench.main(["--game", game_id, "--seconds", "0.3", "--iterations", "20"]) == 0
    out = capsys.readouterr().out
    assert "reference engine absent" in out or "has no reference engine" in out
    report = _last_json(out)
    assert report["game"] == game_id
    assert report["random_games_per_s"] > 0 and report["clone_us"] > 0 and report["mcts_iterations_per_s"] > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_check_save_accepts_a_game_in_progress_of_every_game(game_id, tmp_path, capsys):
    match = Match(next(g for g in all_games() if g.id == game_id), parse_seats("human,human"), {}, 5)
    rng = Rng(2)
    for _ in range(40):
        movers = match.state.to_move()
        if not movers:
            break
        match.apply(movers[0], match.game.heuristic_action(match.state, movers[0], rng))
    path = tmp_path / "game.json"
    saves.save(match, path)
    assert check_save.main([str(path)]) == 0
    assert "valid" in capsys.readouterr().out
    path.write_text(path.read_text()[:-40])  # cut off: the tool must refuse it
    assert check_save.main([str(path)]) == 1


@pytest.mark.parametrize("game_id", DRAWN)
def test_screenshot_renders_every_game_mid_game(game_id, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GAME_TABLE_SETTINGS", str(tmp_path / "s.ini"))
    out = tmp_path / f"{game_id}.png"
    code = screenshot.main(["--game", game_id, "--players", "human,ai:easy,ai:easy", "--seed", "2",
                            "--moves", "25", "--out", str(out), "--size", "1000x700"])
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    # A real table, not an empty window: many distinct colours across the picture.
    colours = {image.pixelColor(x, y).name() for x in range(0, 1000, 23) for y in range(0, 700, 19)}
    assert len(colours) > 40


def test_screenshot_takes_options_as_simulate_does(qtbot, tmp_path, monkeypatch):
    """--options KEY=VALUE items, read by the game's own option list (the comma form still works)."""
    monkeypatch.setenv("GAME_TABLE_SETTINGS", str(tmp_path / "s.ini"))
    out = tmp_path / "ct.png"
    args = ["--game", "campaign-trail", "--players", "human,ai:easy,ai:easy", "--seed", "3", "--moves", "5",
            "--out", str(out), "--size", "800x600"]
    assert screenshot.main([*args, "--options", "green_party=true", "parties=DRG"]) == 0
    assert screenshot.main([*args, "--options", "green_party=true,parties=DRG"]) == 0
    assert screenshot.main([*args, "--options", "parties=DRG"]) == 2  # CT-156: Green needs its option
