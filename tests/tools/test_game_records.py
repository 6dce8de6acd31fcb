"""Record files (tools/game_records.py): a long strength or balance run that stops goes on where it stopped,
with exactly the figures of a run that never stopped, and a file that is not a record is never changed."""

from __future__ import annotations

import json

import pytest

from desktop_app.cli import simulate
from desktop_app.tools.balance import campaign_trail as ct
from desktop_app.tools.game_records import GameRecords, RecordFileError

from .clock_free import without_clock

ARGS = ["--game", "copycat", "--players", "ai:random,ai:easy", "--seed", "3", "--quiet"]


def _simulate(args: list[str], capsys) -> dict:
    assert simulate.main(args) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def _lines(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_a_resumed_simulate_run_equals_one_that_never_stopped(tmp_path, capsys, monkeypatch):
    record = tmp_path / "runs" / "copycat.jsonl"
    _simulate([*ARGS, "--games", "4", "--record", str(record)], capsys)
    assert len(_lines(record)) == 1 + 4  # the header, then one line per finished game
    resumed = _simulate([*ARGS, "--games", "6", "--record", str(record)], capsys)
    whole = _simulate([*ARGS, "--games", "6"], capsys)
    assert without_clock(resumed) == without_clock(whole)
    assert len(_lines(record)) == 1 + 6

    def no_game(*args, **kwargs):
        raise AssertionError("a game on file was played again")

    monkeypatch.setattr(simulate, "play_one", no_game)
    again = _simulate([*ARGS, "--games", "6", "--record", str(record)], capsys)
    assert without_clock(again) == without_clock(whole)


def test_a_game_cut_short_while_written_is_played_again(tmp_path, capsys):
    record = tmp_path / "copycat.jsonl"
    _simulate([*ARGS, "--games", "2", "--record", str(record)], capsys)
    with record.open("ab") as file:
        file.write(b'{"result": {"game": 2, "agen')  # the process stopped here
    assert len(GameRecords(record, "simulate")) == 2
    assert record.read_bytes().endswith(b"}\n")
    _simulate([*ARGS, "--games", "3", "--record", str(record)], capsys)
    assert len(GameRecords(record, "simulate")) == 3


def test_an_empty_file_becomes_a_record(tmp_path):
    record = tmp_path / "new.jsonl"
    record.write_bytes(b"")
    assert len(GameRecords(record, "simulate")) == 0
    assert json.loads(_lines(record)[0]) == {"format": 1, "tool": "simulate"}


@pytest.mark.parametrize("text", ["name,score\nAda,3\n", '{"format": 1, "tool": "balance"}\n'])
def test_a_file_that_is_not_this_tools_record_is_refused_and_left_alone(tmp_path, text):
    other = tmp_path / "other.txt"
    other.write_text(text, encoding="utf-8")
    with pytest.raises(RecordFileError, match="not a record file of simulate"):
        GameRecords(other, "simulate")
    assert other.read_text(encoding="utf-8") == text


def test_a_damaged_line_is_named_and_nothing_is_changed(tmp_path):
    record = tmp_path / "r.jsonl"
    text = '{"format": 1, "tool": "simulate"}\n{"task": "a", "result": 1}\n{"task": "b", res\n{"task": "c"}\n'
    record.write_text(text, encoding="utf-8")
    with pytest.raises(RecordFileError, match="line 3: damaged"):
        GameRecords(record, "simulate")
    assert record.read_text(encoding="utf-8") == text


def test_simulate_names_a_bad_record_file(tmp_path, capsys):
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        simulate.main([*ARGS, "--games", "2", "--record", str(other)])
    assert stop.value.code == 2
    assert "not a record file of simulate" in capsys.readouterr().err
    assert other.read_text(encoding="utf-8") == "my notes\n"


def test_a_resumed_balance_run_equals_one_that_never_stopped(tmp_path):
    fixed = {"parties": "DR", "expansion_cards": "off"}
    records = tmp_path / "balance.jsonl"
    ct.measure(2, 1, 9, "easy", fixed=fixed, records=GameRecords(records, "balance"))
    resumed = ct.measure(2, 2, 9, "easy", fixed=fixed, records=GameRecords(records, "balance"))
    whole = ct.measure(2, 2, 9, "easy", fixed=fixed)
    assert without_clock(resumed) == without_clock(whole)
    assert len(GameRecords(records, "balance")) == len(ct.game_tasks(2, 2, 9, "easy", fixed))


def test_a_game_has_one_key_whether_its_tool_was_imported_or_run_with_python_m(monkeypatch):
    """A balance run started as ``python -m desktop_app.tools.balance.campaign_trail`` plays its games in
    the module ``__main__``; its record file must still know the games that ``simulate --balance`` (which
    imports the module) or a script importing the tool wrote, and the other way round."""
    import sys
    import types

    from desktop_app.tools.game_records import task_key

    task = (3, {"parties": "DRL"}, 30001, "easy", 7)
    imported = task_key(ct._play_task, task)
    main = types.ModuleType("__main__")
    main.__spec__ = types.SimpleNamespace(name=ct.__name__)  # what python -m gives the module it runs

    def _play_task(*args):  # the same function, defined in the module run as __main__
        return args

    _play_task.__module__, _play_task.__qualname__ = "__main__", "_play_task"
    monkeypatch.setitem(sys.modules, "__main__", main)
    assert task_key(_play_task, task) == imported
    main.__spec__ = None  # a script run by its path has no import name: its own key
    assert task_key(_play_task, task) != imported
