"""``bench-instructions`` (issue 13): instructions per random game under callgrind, the project's engine
beside the reference's, one playout policy for both. CI has no valgrind: the callgrind run itself is
tested only where valgrind is installed; a stand-in valgrind checks the arithmetic everywhere."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap

import pytest

from desktop_app.cli import bench_instructions, bench_playout, bench_reference
from desktop_app.cli.simulate import find_game

# A reference engine shaped like the real ones (new_game, legal_actions, apply, phase == OVER):
# count down from 3 * players by steps of 1 or 2.
FAKE_REFERENCE = textwrap.dedent("""\
    import types
    OVER = "over"

    def new_game(n, seed):
        return types.SimpleNamespace(left=3 * n, phase="play")

    def legal_actions(s):
        return [1, 2] if s.left > 1 else [1]

    def apply(s, a):
        s.left -= a
        if s.left == 0:
            s.phase = OVER
""")

# A stand-in valgrind: runs the command, reads its result line and writes a callgrind-like total
# of 5000 (start-up) + 100 instructions per action.
FAKE_VALGRIND = textwrap.dedent(f"""\
    #!{sys.executable}
    import json, subprocess, sys
    out = sys.argv[2].split("=", 1)[1]
    done = subprocess.run(sys.argv[3:], capture_output=True, text=True, check=True)
    result = json.loads(done.stdout.splitlines()[-1])
    with open(out, "w") as f:
        f.write("events: Ir\\nsummary: %d\\n" % (5000 + 100 * result["actions"]))
    print(done.stdout, end="")
""")


def _reference_folder(tmp_path, game_id="copycat"):
    (tmp_path / f"{game_id}_ref.py").write_text(FAKE_REFERENCE, encoding="utf-8")
    return tmp_path


def _run(command):
    done = subprocess.run(command, capture_output=True, text=True, check=True,
                          env=bench_instructions.child_env())
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_project_driver_plays_the_same_game_twice_for_one_seed():
    game = find_game("copycat")
    options = game.normalize_options(2, {})
    first: list = []
    second: list = []
    other: list = []
    moves = bench_playout.play_project(game, 2, options, 1000, lambda p, a: first.append((p, a)))
    bench_playout.play_project(game, 2, options, 1000, lambda p, a: second.append((p, a)))
    bench_playout.play_project(game, 2, options, 1001, lambda p, a: other.append((p, a)))
    assert moves == len(first) > 0
    assert first == second
    assert first != other


@pytest.mark.parametrize("game_id", bench_reference.REFERENCE_GAMES)
def test_the_project_driver_ends_games_of_every_reference_game(game_id):
    game = find_game(game_id)
    players = game.max_players
    result = bench_playout.run_project(game, players, game.normalize_options(players, {}), games=1, warmup=1)
    assert result["games"] == 1 and result["actions"] > 0


def test_the_project_driver_runs_as_a_child_process():
    result = _run(bench_instructions.project_command("copycat", 2, {}, games=1, warmup=0))
    assert result["games"] == 1 and result["actions"] > 0


def test_the_reference_driver_ends_games_of_a_reference_shaped_engine(tmp_path):
    script = _reference_folder(tmp_path) / "copycat_ref.py"
    result = _run(bench_instructions.reference_command(script, 2, games=3, warmup=2))
    # Each game counts down 6 by steps of 1 or 2: between 3 and 6 actions.
    assert result["games"] == 3 and 9 <= result["actions"] <= 18
    assert _run(bench_instructions.reference_command(script, 2, games=3, warmup=2)) == result


@pytest.mark.parametrize("game_id", bench_reference.REFERENCE_GAMES)
def test_the_reference_driver_ends_games_of_the_real_reference(game_id):
    script, _ = bench_reference.find_script(game_id, None)
    if script is None:
        pytest.skip("the reference engines are not beside this checkout")
    result = _run(bench_instructions.reference_command(script, 2, games=1, warmup=0))
    assert result["games"] == 1 and result["actions"] > 0


def test_a_missing_valgrind_is_said_with_a_non_zero_exit(tmp_path, capsys):
    folder = _reference_folder(tmp_path)
    code = bench_instructions.main(["--game", "copycat", "--reference", str(folder),
                                    "--valgrind", str(tmp_path / "no-valgrind")])
    err = capsys.readouterr().err
    assert code == bench_instructions.EXIT_MISSING
    assert "valgrind not found" in err and "Traceback" not in err


def test_a_missing_reference_is_said_with_a_non_zero_exit(tmp_path, capsys):
    code = bench_instructions.main(["--game", "councils", "--reference", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == bench_instructions.EXIT_MISSING
    assert "reference engine absent" in err and str(tmp_path / "councils_ref.py") in err


def test_a_game_without_a_reference_is_refused(capsys):
    assert bench_instructions.main(["--game", "campaign-trail"]) == bench_instructions.EXIT_MISSING
    assert "no reference engine" in capsys.readouterr().err


def test_the_arguments_and_their_defaults():
    parser = bench_instructions.build_parser()
    args = parser.parse_args(["--game", "copycat"])
    assert (args.games, args.warmup, args.players, args.valgrind) == (40, 20, None, "valgrind")
    args = parser.parse_args(["--game", "councils", "--players", "2", "5", "--games", "7", "--warmup", "0"])
    assert (args.players, args.games, args.warmup) == ([2, 5], 7, 0)
    with pytest.raises(SystemExit):
        parser.parse_args(["--players", "2"])  # --game is required
    with pytest.raises(SystemExit):
        bench_instructions.main(["--game", "copycat", "--games", "0"])


def test_the_counts_are_differences_of_two_runs_divided_per_game_and_action(tmp_path, capsys):
    """With a stand-in valgrind charging 5000 + 100 per action, the start-up cancels out: exactly
    100 instructions an action on both sides, ratio per action 1."""
    valgrind = tmp_path / "valgrind"
    valgrind.write_text(FAKE_VALGRIND, encoding="utf-8")
    valgrind.chmod(0o755)
    (tmp_path / "ref").mkdir()
    folder = _reference_folder(tmp_path / "ref")
    code = bench_instructions.main(["--game", "copycat", "--players", "2", "--games", "2", "--warmup", "1",
                                    "--reference", str(folder), "--valgrind", str(valgrind)])
    out = capsys.readouterr().out
    assert code == 0
    report = json.loads(out.strip().splitlines()[-1])
    row = report["rows"][0]
    assert row["project_instructions_per_action"] == row["reference_instructions_per_action"] == 100
    assert row["ratio_per_action"] == 1.0
    assert row["project_instructions_per_game"] == round(100 * row["project_actions_per_game"])
    assert "instructions per random game" in out


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_the_real_callgrind_run(tmp_path, capsys):
    folder = _reference_folder(tmp_path)
    code = bench_instructions.main(["--game", "copycat", "--players", "2", "--games", "1", "--warmup", "0",
                                    "--reference", str(folder)])
    assert code == 0
    row = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["rows"][0]
    assert row["project_instructions_per_game"] > row["reference_instructions_per_game"] > 0
