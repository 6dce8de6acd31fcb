"""Issue 12: check-save exits 0 (valid), 1 (invalid save), 2 (wrong command line), 3 (internal
error), and never prints a traceback for a bad file."""

from __future__ import annotations

import subprocess
import sys

import pytest

from desktop_app.cli import check_save
from desktop_app.engine import saves
from desktop_app.engine.paths import log_dir

from .helpers import played, save_data, write


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop_app", "check-save", *args],
                          capture_output=True, text=True, timeout=120)


def test_exit_codes_valid_invalid_usage(tmp_path):
    good = tmp_path / "good.json"
    saves.save(played("copernico", 5), good)
    deep = write(tmp_path / "deep.json", "[" * 200_000)
    assert _run(str(good)).returncode == 0
    bad = _run(str(deep))
    assert bad.returncode == 1 and "Traceback" not in bad.stderr and "nested" in bad.stderr
    usage = _run()
    assert usage.returncode == 2


def test_internal_error_is_exit_3_without_a_traceback(tmp_path, monkeypatch, capsys):
    path = write(tmp_path / "s.json", save_data(played("councils", 5)))

    def broken(_data):
        raise RuntimeError("a bug")

    monkeypatch.setattr(saves, "match_from_json", broken)
    assert check_save.main([str(path)]) == check_save.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "internal error" in err and "Traceback" not in err


def test_a_failing_summary_is_an_internal_error(tmp_path, monkeypatch, capsys):
    path = tmp_path / "s.json"
    saves.save(played("copycat", 5), path)
    monkeypatch.setattr(check_save, "summarise", lambda *_: 1 / 0)
    assert check_save.main([str(path)]) == check_save.EXIT_INTERNAL
    assert "ZeroDivisionError" in capsys.readouterr().err


def test_internal_error_in_a_real_run_prints_no_traceback_and_logs_it(tmp_path):
    # A save whose replay meets an unexpected error, in a separate process (no pytest log capture).
    path = write(tmp_path / "s.json", save_data(played("copernico", 3)))
    code = ("import sys; from desktop_app.engine import saves; from desktop_app.cli import check_save\n"
            "def broken(_d): raise RuntimeError('a bug')\n"
            "saves.match_from_json = broken\n"
            f"sys.exit(check_save.main([{str(path)!r}]))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == check_save.EXIT_INTERNAL
    assert "Traceback" not in run.stderr and "internal error" in run.stderr
    assert "RuntimeError: a bug" in (log_dir() / "game-table.log").read_text(encoding="utf-8")


def test_help_documents_the_exit_codes(capsys):
    with pytest.raises(SystemExit):
        check_save.main(["--help"])
    text = capsys.readouterr().out
    codes = ("0 the save is valid", "1 the file is not a valid save", "2 the command line", "3 an internal")
    for code in codes:
        assert code in text
