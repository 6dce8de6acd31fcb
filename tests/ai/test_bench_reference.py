"""``bench`` beside the reference engines (issue 13, "Measuring"): the reference runs as a child
process, its printed figures are read back and set beside the project's as ratios project /
reference; without a reference the project's figures alone are printed, with the reason."""

from __future__ import annotations

import json
import textwrap

import pytest

from desktop_app.cli import bench, bench_reference

from . import toy_game

TOY = f"{toy_game.__name__}:HIDDEN_BIDS"

# The two layouts the reference engines print (Copernico and Copycat: one line per player count;
# Councils: a table), with figures chosen for the test.
LINES_LAYOUT = """\
Copernico reference engine bench -- Python 3.11.7 on x86_64, 2026-12-01
medians over 3 repetitions

random play 2p:    1000 games/s    100000 actions/s (legal+choose+apply)  100.0 actions/game
random play 5p:     400 games/s     80000 actions/s (legal+choose+apply)  200.0 actions/game
  2p per game: 13.1 turns; draft 26.3, place/reform 25.4, rest 0.9, pay 47.6
apply only (replaying 100 recorded 4p games, setup included): 574008 actions/s
clone: 1.50 us (4p mid-game), 0.50 us (2p mid-game)

ISMCTS 2p, turn 5 phase 2, player 0 to commit, 30 legal actions, rollouts ~ 62 actions:  3000 iterations/s
ISMCTS 2p, turn 5 draft  , player 0 to commit, 12 legal actions, rollouts ~ 64 actions:  2000 iterations/s
ISMCTS 4p, turn 5 phase 2, player 0 to commit, 13 legal actions, rollouts ~115 actions:  1700 iterations/s
"""

TABLE_LAYOUT = """\
Python 3.11.7, x86_64, AMD EPYC, 2 cores, single-threaded; medians of 3 repetitions
players       games/s      actions/s actions/game   turns/game     rounds
2                2168         256049        118.1         96.3       48.2
5                 954         338614        355.0        286.4       57.3
clone, mid-game state, 2 players: 1.15 us
clone, mid-game state, 5 players: 1.46 us
apply only (replaying 100 recorded 4-player games, setup included): 570836 actions/s
"""


def test_both_output_layouts_are_read_per_player_count():
    lines = bench_reference.parse_bench_output(LINES_LAYOUT)
    assert lines[2] == {"random_games_per_s": 1000.0, "actions_per_s": 100000.0, "clone_us": 0.5,
                        "mcts_iterations_per_s": 2500.0}  # median of the two 2p positions
    assert lines[5] == {"random_games_per_s": 400.0, "actions_per_s": 80000.0}
    assert 4 not in lines  # clone and search figures alone are not a benched player count
    table = bench_reference.parse_bench_output(TABLE_LAYOUT)
    assert table == {2: {"random_games_per_s": 2168.0, "actions_per_s": 256049.0, "clone_us": 1.15},
                     5: {"random_games_per_s": 954.0, "actions_per_s": 338614.0, "clone_us": 1.46}}


def _fake_reference(folder, game_id, output, exit_code=0):
    """A stand-in reference script that prints ``output`` for ``bench`` (and checks it is asked
    for ``bench`` with a repetition count, as the real ones are)."""
    script = folder / f"{game_id}_ref.py"
    script.write_text(textwrap.dedent(f"""\
        import sys
        assert sys.argv[1] == "bench" and int(sys.argv[2]) >= 1, sys.argv
        sys.stdout.write({output!r})
        sys.exit({exit_code})
        """))
    return script


def _json_lines(out):
    return [json.loads(line) for line in out.strip().splitlines() if line.startswith("{")]


def test_the_ratio_table_is_printed_beside_a_reference(tmp_path, capsys):
    _fake_reference(tmp_path, "copernico", LINES_LAYOUT)
    code = bench.main(["--game", "copernico", "--seconds", "0.2", "--iterations", "20",
                       "--reference", str(tmp_path), "--reference-reps", "1"])
    assert code == 0
    out = capsys.readouterr().out
    assert "project / reference" in out and "absent" not in out
    reports = _json_lines(out)
    # Default player counts: 2 and the game's maximum (5), both run by the reference.
    assert [r["players"] for r in reports] == [2, 5]
    two, five = reports
    assert two["reference_random_games_per_s"] == 1000.0 and two["reference_clone_us"] == 0.5
    # Random games and actions are compared only in rounds (test_bench_rounds), which this stand-in
    # cannot play: their reference figures are shown, no ratio, and the reason is said.
    assert "ratio_random_games_per_s" not in two and "ratio_actions_per_s" not in two
    assert "random games and actions not compared: reference engine failed" in out
    assert two["ratio_mcts_random_rollouts_iterations_per_s"] == pytest.approx(
        two["mcts_random_rollouts_iterations_per_s"] / 2500.0, rel=1e-2)
    # No reference clone or search figure at 5 players: none compared, none measured for it.
    assert "reference_clone_us" not in five and "mcts_random_rollouts_iterations_per_s" not in five
    assert five["reference_random_games_per_s"] == 400.0
    table = out[out.index("project / reference"):]
    ratio_line = next(line for line in table.splitlines() if line.startswith("2 ") and "state clone" in line)
    # the table shows the ratio to 2 decimals, the JSON line to 3: they agree to the table's rounding
    assert float(ratio_line.split()[-1]) == pytest.approx(two["ratio_clone_us"], abs=0.0051)


def test_players_follow_the_reference_and_the_command_line(tmp_path, capsys):
    """Councils' reference here runs 2 and 5 players; --players picks any counts."""
    _fake_reference(tmp_path, "councils", TABLE_LAYOUT)
    args = ["--game", "councils", "--seconds", "0.1", "--iterations", "10", "--reference", str(tmp_path)]
    assert bench.main(args + ["--players", "3"]) == 0
    out = capsys.readouterr().out
    [three] = _json_lines(out)
    assert three["players"] == 3 and "reference_random_games_per_s" not in three
    assert "project / reference" in out  # the reference ran; 3 players has no figures there


def test_absent_reference_is_said_and_the_project_figures_still_printed(tmp_path, capsys):
    code = bench.main(["--game", "copycat", "--players", "2", "--seconds", "0.1", "--iterations", "10",
                       "--reference", str(tmp_path)])
    assert code == 0
    out = capsys.readouterr().out
    assert "reference engine absent" in out and str(tmp_path / "copycat_ref.py") in out
    assert "project / reference" not in out
    [report] = _json_lines(out)
    assert report["random_games_per_s"] > 0 and not any(k.startswith("ratio_") for k in report)


def test_the_reference_folder_comes_from_the_environment(tmp_path, capsys, monkeypatch):
    _fake_reference(tmp_path, "copycat", LINES_LAYOUT.replace("5p:", "4p:"))
    monkeypatch.setenv(bench_reference.ENV_VAR, str(tmp_path))
    assert bench.main(["--game", "copycat", "--seconds", "0.1", "--iterations", "10"]) == 0
    reports = _json_lines(capsys.readouterr().out)
    assert [r["players"] for r in reports] == [2, 4]
    assert reports[1]["reference_random_games_per_s"] == 400.0


def test_a_failing_reference_is_reported_not_raised(tmp_path, capsys):
    _fake_reference(tmp_path, "copycat", "half a line", exit_code=3)
    assert bench.main(["--game", "copycat", "--players", "2", "--seconds", "0.1", "--iterations", "10",
                       "--reference", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "reference engine failed" in out and "exit 3" in out


def test_a_game_without_a_reference_says_so(tmp_path, capsys):
    """Campaign Trail, like the test games, has no reference engine."""
    assert bench.main(["--game", TOY, "--seconds", "0.1", "--iterations", "20",
                       "--reference", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "has no reference engine" in out
    assert _json_lines(out)[-1]["random_games_per_s"] > 0
