"""The bench tools (issue 13) refuse a bad option or a player count the game does not take as argparse
refuses a bad argument: the usage, the game's reason and exit code 2, before anything is measured."""

from __future__ import annotations

import sys

import pytest

from desktop_app.cli import bench, bench_instructions, bench_rounds


def _bench(tmp_path) -> tuple:
    return bench.main, ["--no-reference"]  # measures the project alone


def _bench_rounds(tmp_path) -> tuple:
    # An empty reference folder: the rounds would play the project alone.
    return bench_rounds.main, ["--reference", str(tmp_path)]


def _bench_instructions(tmp_path) -> tuple:
    # A reference script and a program standing in for valgrind, so the tool reaches the player counts.
    (tmp_path / "copycat_ref.py").write_text("", encoding="utf-8")
    return bench_instructions.main, ["--reference", str(tmp_path), "--valgrind", sys.executable]


TOOLS = [_bench, _bench_rounds, _bench_instructions]
REFUSALS = [
    (["--players", "9"], "Copycat is played by 2 to 4 players, not 9"),
    (["--players", "2", "--options", "bogus=1"], "unknown option(s) for Copycat: bogus"),
    (["--players", "2", "--options", "bogus"], "an option is written key=value, not 'bogus'"),
]


@pytest.mark.parametrize("tool", TOOLS, ids=lambda t: t.__name__.strip("_"))
@pytest.mark.parametrize(("arguments", "reason"), REFUSALS,
                         ids=["players", "unknown-option", "not-key-value"])
def test_a_refused_setup_is_the_parsers_error(tool, arguments, reason, tmp_path, capsys):
    main, setting = tool(tmp_path)
    with pytest.raises(SystemExit) as ended:
        main(["--game", "copycat", *setting, *arguments])
    captured = capsys.readouterr()
    assert ended.value.code == 2
    assert captured.err.startswith("usage: ") and captured.err.rstrip().endswith(f"error: {reason}")
    assert captured.out == ""
