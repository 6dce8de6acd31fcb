"""Issue 12: files that are not regular files are refused without being read; the size cap holds
on the bytes actually read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop_app.cli import check_save
from desktop_app.engine import saves
from desktop_app.engine.errors import SaveError
from desktop_app.tools.fuzz_saves import load_case

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this OS has no FIFOs")


@needs_fifo
def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path):
    path = tmp_path / "autosave.json"
    os.mkfifo(path)
    outcome = load_case(path, timeout=5.0)  # an alarm turns a blocking open into "hang"
    assert outcome.outcome == "save_error", outcome
    assert "not a regular file" in outcome.detail


@needs_fifo
def test_a_link_to_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "s.json").symlink_to(tmp_path / "pipe")
    assert load_case(tmp_path / "s.json", timeout=5.0).outcome == "save_error"


@needs_fifo
def test_check_save_on_a_fifo_exits_1_without_blocking(tmp_path, capsys):
    os.mkfifo(tmp_path / "p.json")
    assert check_save.main([str(tmp_path / "p.json")]) == check_save.EXIT_INVALID
    assert "not a regular file" in capsys.readouterr().err


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "autosave.json").mkdir()
    with pytest.raises(SaveError, match="folder"):
        saves.load(tmp_path / "autosave.json")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_a_device_is_refused(tmp_path):
    (tmp_path / "s.json").symlink_to("/dev/zero")
    assert load_case(tmp_path / "s.json", timeout=5.0).outcome == "save_error"


def test_a_file_claiming_a_giant_size_is_refused_before_reading(tmp_path):
    path = tmp_path / "sparse.json"
    with open(path, "wb") as handle:
        handle.truncate(saves.MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError, match="too large"):
        saves.load(path)


def test_the_cap_holds_on_bytes_read_not_on_the_claimed_size(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(b"x" * 11)
    assert saves.read_save_bytes(path, limit=11) == b"x" * 11
    with pytest.raises(SaveError, match="too large"):
        saves.read_save_bytes(path, limit=10)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="no /proc here")
def test_a_file_that_reports_size_zero_but_has_more_is_capped():
    # /proc files say st_size 0 and then deliver text: only the bytes read count.
    assert os.stat("/proc/self/status").st_size == 0
    with pytest.raises(SaveError, match="too large"):
        saves.read_save_bytes(Path("/proc/self/status"), limit=64)


def test_a_missing_file_and_a_nul_in_the_name_are_save_errors(tmp_path):
    with pytest.raises(SaveError, match="cannot be read"):
        saves.load(tmp_path / "nope.json")
    with pytest.raises(SaveError, match="not usable"):
        saves.load(Path(str(tmp_path / "a") + "\0b.json"))
