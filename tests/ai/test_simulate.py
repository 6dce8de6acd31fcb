"""The simulate and bench command-line tools."""

from __future__ import annotations

import json

import pytest

from desktop_app.cli import bench, simulate
from desktop_app.tools.stats import wilson_interval

from . import toy_game
from .toy_game import HIDDEN_BIDS

TOY = f"{toy_game.__name__}:HIDDEN_BIDS"


def test_wilson_interval_known_values():
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    assert wilson_interval(0, 20)[0] == 0.0
    assert wilson_interval(20, 20)[1] == 1.0


def test_options_parse_to_typed_values():
    assert simulate.parse_options(["a=1", "b=true", "c=Off", "d=text"]) == {
        "a": 1, "b": True, "c": False, "d": "text"}
    with pytest.raises(ValueError):
        simulate.parse_options(["novalue"])


def test_each_deal_is_played_with_the_seats_rotated():
    records = [simulate.play_one(HIDDEN_BIDS, ["random", "easy", "random"], {}, 5, i) for i in range(6)]
    for block in (records[:3], records[3:]):
        assert len({r["deal"] for r in block}) == 1
        for agent in range(3):
            assert sorted(r["agents"][agent]["seat"] for r in block) == [0, 1, 2]
    for record in records:
        assert sum(a["win"] for a in record["agents"]) == pytest.approx(1.0)  # shared wins add to one


def test_simulate_cli_prints_figures_and_one_json_line(capsys):
    code = simulate.main(["--game", TOY, "--players", "ai:random,ai", "--games", "4", "--seed", "2",
                          "--quiet"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    data = json.loads(out[-1])
    assert all(not line.startswith("{") for line in out[:-1])
    assert data["games"] == 4 and data["players"] == ["random", "normal"]
    assert "1/k" in data["ties"]
    agents = data["agents"]
    assert [a["agent"] for a in agents] == ["1:ai:random", "2:ai:normal"]
    assert sum(a["wins"] for a in agents) == pytest.approx(4)
    for row in agents:
        low, high = row["win_rate_ci95"]
        assert 0.0 <= low <= row["win_rate"] <= high <= 1.0
        assert row["decisions"] + row["forced_moves"] == 40  # 4 games x 5 rounds x (card, boost)
        assert row["max_think_s"] >= row["mean_think_s"] >= 0.0
    assert agents[1]["mean_think_s"] > agents[0]["mean_think_s"]


def test_simulate_cli_runs_games_in_parallel_jobs(capsys):
    args = ["--game", TOY, "--players", "ai:easy,ai:random", "--games", "4", "--seed", "3", "--quiet"]
    simulate.main(args)
    serial = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    simulate.main(args + ["--jobs", "2"])
    parallel = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert [a["wins"] for a in serial["agents"]] == [a["wins"] for a in parallel["agents"]]
    assert [a["mean_score"] for a in serial["agents"]] == [a["mean_score"] for a in parallel["agents"]]


def test_simulate_refuses_human_seats_and_unknown_games():
    with pytest.raises(SystemExit):
        simulate.main(["--game", TOY, "--players", "human,ai"])
    with pytest.raises(SystemExit):
        simulate.main(["--game", "no-such-game", "--players", "ai,ai"])


def test_bench_prints_engine_figures(capsys):
    assert bench.main(["--game", TOY, "--seconds", "0.2", "--iterations", "100"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("actions_per_s", "random_games_per_s", "clone_us", "mcts_iterations_per_s"):
        assert data[key] > 0


TIMING = {"mean_think_s", "max_think_s", "mean_think_cpu_s", "max_think_cpu_s", "cap_share", "cap_share_wall"}


def test_simulate_figures_are_the_same_with_one_or_two_jobs(capsys):
    """Issue 14: searches run their whole iteration budget in simulate (the time guard is off), so
    every figure but the timings is the same however the games are spread over processes."""
    args = ["--game", TOY, "--players", "ai:normal,ai:easy,ai:hard", "--games", "3", "--seed", "7",
            "--quiet"]
    assert simulate.main(args) == 0
    serial = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert simulate.main(args + ["--jobs", "2"]) == 0
    parallel = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert serial["agents"][0]["searches"] > 0
    for one, two in zip(serial["agents"], parallel["agents"], strict=True):
        assert {k: v for k, v in one.items() if k not in TIMING} == {
            k: v for k, v in two.items() if k not in TIMING}
        assert 0.0 <= one["cap_share"] <= 1.0 and 0.0 <= two["cap_share_wall"] <= 1.0


def test_simulate_reports_the_share_of_searches_the_time_guard_would_stop(capsys):
    args = ["--game", TOY, "--players", "ai:normal,ai:random", "--games", "2", "--seed", "1", "--quiet"]
    assert simulate.main(args) == 0
    out = capsys.readouterr().out
    data = json.loads(out.strip().splitlines()[-1])
    normal, rand = data["agents"]
    assert normal["searches"] == normal["decisions"] and rand["searches"] == 0
    assert normal["mean_think_cpu_s"] > 0.0
    assert normal["max_think_cpu_s"] >= normal["mean_think_cpu_s"] - 1e-4  # the record rounds to 0.1 ms
    assert "time guard" in out


def test_simulate_records_each_decisions_cpu_time():
    """The record keeps every search's CPU time, for the worst decision and the percentiles; the summary's
    mean is the same over them."""
    levels = ["normal", "random"]
    record = simulate.play_one(simulate.find_game(TOY), levels, {}, 1, 0)
    searcher, rand = record["agents"]
    assert len(searcher["think_cpu_each"]) == searcher["decisions"] > 0
    assert sum(searcher["think_cpu_each"]) == pytest.approx(searcher["think_cpu_total"], abs=1e-3)
    assert len(rand["think_cpu_each"]) == rand["decisions"]
    row = simulate.summarise(levels, [record])[0]
    assert row["max_think_cpu_s"] == max(searcher["think_cpu_each"])
    for agent in record["agents"]:
        del agent["think_cpu_each"]  # as in records from before the per-decision times
    assert simulate.summarise(levels, [record])[0]["max_think_cpu_s"] is None
