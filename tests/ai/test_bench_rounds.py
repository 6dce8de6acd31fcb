"""The rounds of ``bench`` (issue 13): project and reference take turns, each round's ratio pairs
the two batches played side by side, and the figure is the median of those ratios with their
spread. A reference that cannot run leaves the project's figures, with the reason."""

from __future__ import annotations

import json
import textwrap

import pytest

from desktop_app.cli import bench, bench_reference, bench_rounds
from desktop_app.cli.bench_rounds import Batch, Outcome, Round


def _round(ours_games: int, theirs_games: int, ours_actions: int = 100, theirs_actions: int = 100) -> Round:
    """A round of one CPU-second per side."""
    return Round(Batch(ours_games, ours_actions, 1.0), Batch(theirs_games, theirs_actions, 1.0))


def test_the_ratio_is_the_median_of_the_rounds_own_ratios():
    # Per-round ratios 10/30, 20/10, 30/20: median 1.5. The ratio of the two sides' medians
    # (20 / 20 = 1.0) would pair batches played at different moments.
    rounds = [_round(10, 30), _round(20, 10), _round(30, 20)]
    outcome = Outcome(rounds, 7.0)
    ratio = outcome.ratio()
    assert (ratio.median, ratio.low, ratio.high) == (1.5, pytest.approx(1 / 3), 2.0)
    assert outcome.ours().median == 20 and outcome.theirs().median == 20


def test_an_even_count_of_rounds_takes_the_middle_two_and_actions_have_their_own_ratio():
    rounds = [_round(10, 20, ours_actions=300, theirs_actions=400),
              _round(30, 20, ours_actions=100, theirs_actions=400)]
    outcome = Outcome(rounds, 0.2)
    assert outcome.ratio().median == pytest.approx(1.0)  # (0.5 + 1.5) / 2
    assert outcome.ratio("actions_per_s").median == pytest.approx(0.5)  # (0.75 + 0.25) / 2
    fields = outcome.fields()
    assert fields["ratio_random_games_per_s"] == pytest.approx(1.0)
    assert (fields["ratio_random_games_per_s_min"], fields["ratio_random_games_per_s_max"]) == (0.5, 1.5)
    assert (fields["ratio_actions_per_s_min"], fields["ratio_actions_per_s_max"]) == (0.25, 0.75)
    assert fields["rounds"] == 2 and fields["round_seconds"] == 0.2 and "rounds_note" not in fields
    assert "ratio 1.00 (rounds 0.50-1.50" in bench_rounds.describe(outcome)


def test_without_a_reference_side_there_is_no_ratio_and_the_reason_is_kept():
    outcome = Outcome([Round(Batch(10, 100, 1.0), None), Round(Batch(30, 300, 1.0), None)], 1.0, "gone")
    assert not outcome.compared
    fields = outcome.fields()
    assert fields["rounds_random_games_per_s"] == 20 and fields["rounds_note"] == "gone"
    assert not any(key.startswith("ratio") for key in fields)
    assert bench_rounds.describe(outcome).endswith("no ratio: gone")
    assert "no rounds played: gone" in bench_rounds.describe(Outcome([], 1.0, "gone"))


class FakeChild:
    """Stands in for a driver child: records each batch asked for, in order, in ``log``."""

    log: list[str] = []
    fail_reference_at: int | None = None  # the reference's batch number that fails

    def __init__(self, label, command, env):
        self.label = "reference" if label.startswith("reference") else "project"
        self.batches = 0
        self.closed = False

    def batch(self, seconds):
        self.batches += 1
        if self.label == "reference" and self.batches == FakeChild.fail_reference_at:
            raise bench_rounds.RoundsError("reference engine x failed (exit 1): boom")
        FakeChild.log.append(self.label)
        games = 50 if self.label == "project" else 100
        return Batch(games, games * 10, seconds)

    def close(self):
        self.closed = True
        return 0


@pytest.fixture
def fake_children(monkeypatch, tmp_path):
    FakeChild.log = []
    FakeChild.fail_reference_at = None
    monkeypatch.setattr(bench_rounds, "Child", FakeChild)
    script = tmp_path / "copycat_ref.py"
    script.write_text("")
    return script


def test_the_sides_take_turns_and_swap_who_goes_first(fake_children):
    outcome = bench_rounds.run_rounds("copycat", 2, {}, fake_children, rounds=4, seconds=0.5)
    assert FakeChild.log == ["project", "reference", "reference", "project"] * 2
    assert outcome.compared and outcome.ratio().median == pytest.approx(0.5)


def test_a_reference_failing_mid_run_leaves_the_project_alone_or_stops(fake_children):
    FakeChild.fail_reference_at = 2  # round 2, where the reference goes first
    alone = bench_rounds.run_rounds("copycat", 2, {}, fake_children, rounds=3, seconds=0.5)
    assert FakeChild.log == ["project", "reference", "project", "project"]
    assert not alone.compared and len(alone.rounds) == 3
    assert alone.reason.startswith("reference engine failed in round 2") and "boom" in alone.reason
    FakeChild.log = []
    stopped = bench_rounds.run_rounds("copycat", 2, {}, fake_children, rounds=3, seconds=0.5, alone=False)
    assert stopped.rounds == [] and "boom" in stopped.reason
    assert FakeChild.log == ["project", "reference"]  # round 2's project batch is not played


def test_bench_takes_its_ratio_lines_from_the_rounds(fake_children, capsys):
    # The reference's own bench output gives the other figures (clone time here); random games
    # and actions are compared in the (fake) rounds: project 50, reference 100 per CPU-second.
    fake_children.write_text(textwrap.dedent("""\
        import sys
        print("random play 2p: 900 games/s 90000 actions/s")
        print("clone: 1.00 us (2p mid-game)")
        """))
    assert bench.main(["--game", "copycat", "--players", "2", "--seconds", "0.1", "--iterations", "10",
                       "--reference", str(fake_children.parent), "--reference-reps", "1",
                       "--rounds", "3", "--round-seconds", "0.5"]) == 0
    out = capsys.readouterr().out
    [report] = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert report["ratio_random_games_per_s"] == 0.5 and report["ratio_actions_per_s"] == 0.5
    assert report["reference_random_games_per_s"] == 900.0  # the reference's own bench, shown too
    assert report["ratio_clone_us"] == pytest.approx(report["clone_us"] / 1.0, rel=1e-2)
    line = next(line for line in out.splitlines() if "random games per CPU-second" in line)
    assert line.split()[-2:] == ["0.50", "0.50-0.50"] and "100.00" in line
    assert "compared in 3 rounds of 0.5 CPU-s per side" in out
    assert FakeChild.log == ["project", "reference", "reference", "project", "project", "reference"]


def test_an_absent_reference_prints_the_project_figures_and_why(tmp_path, capsys):
    assert bench_rounds.main(["--game", "copycat", "--players", "2", "--rounds", "1", "--seconds", "0.05",
                              "--reference", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "random games/CPU-s" in out and "no ratio: reference engine absent" in out
    [report] = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert report["rounds_random_games_per_s"] > 0 and "ratio_random_games_per_s" not in report


def test_a_reference_that_fails_to_load_is_named_with_its_error(tmp_path):
    script = tmp_path / "copycat_ref.py"
    script.write_text("print('loading')\nraise SystemExit('no spec file here')\n")
    outcome = bench_rounds.run_rounds("copycat", 2, {}, script, rounds=1, seconds=0.05, alone=False)
    assert outcome.rounds == []
    assert outcome.reason.startswith("reference engine failed") and "no spec file here" in outcome.reason


def test_a_tiny_real_run_against_the_reference(capsys):
    script, note = bench_reference.find_script("copycat", None)
    if script is None:
        pytest.skip(note)
    args = ["--game", "copycat", "--players", "2", "--rounds", "2", "--seconds", "0.2"]
    assert bench_rounds.main(args) == 0
    captured = capsys.readouterr()
    [report] = [json.loads(line) for line in captured.out.splitlines() if line.startswith("{")]
    assert report["rounds"] == 2 and report["round_seconds"] == 0.2
    assert report["ratio_random_games_per_s_min"] <= report["ratio_random_games_per_s"] \
        <= report["ratio_random_games_per_s_max"]
    assert report["rounds_random_games_per_s"] > 0 and report["rounds_reference_random_games_per_s"] > 0
    assert "round 1: project" in captured.err and "round 2: project" in captured.err
