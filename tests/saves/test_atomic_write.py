"""Issue 12: leftover temporary files of an interrupted autosave go at the next start; the atomic write
syncs the folder after the rename (not on Windows, which cannot)."""

from __future__ import annotations

import os
import stat
import sys
import time

import pytest

from desktop_app import app
from desktop_app.engine import saves
from desktop_app.engine.paths import autosave_path, data_dir, saves_dir


def _old(path, seconds=3600):
    past = time.time() - seconds
    os.utime(path, (past, past))


def test_start_up_removes_leftover_temp_files_only(tmp_path):
    stale = data_dir() / ".autosave.json.k3j4h5.tmp"
    stale.write_text('{"half": ')
    _old(stale)
    stale_save = saves_dir() / ".copycat-1.json.x9.tmp"
    stale_save.write_text("{")
    _old(stale_save)
    fresh = data_dir() / ".autosave.json.new1.tmp"  # another instance may be writing it right now
    fresh.write_text("{")
    other = data_dir() / ".settings.tmp"
    other.write_text("keep")
    _old(other)
    autosave_path().write_text("{}")
    app.remove_leftover_temp_files()
    assert not stale.exists() and not stale_save.exists()
    assert fresh.exists() and other.exists() and autosave_path().exists()


def test_an_interrupted_write_leaves_a_temp_file_that_the_next_start_removes(monkeypatch):
    def killed(_src, _dst):
        raise KeyboardInterrupt  # as if the process stopped between writing and renaming

    real_replace, real_unlink = os.replace, os.unlink
    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(os, "unlink", lambda _p: None)  # a real kill runs no clean-up
    with pytest.raises(KeyboardInterrupt):
        saves.write_atomic(autosave_path(), "{}")
    monkeypatch.setattr(os, "replace", real_replace)
    monkeypatch.setattr(os, "unlink", real_unlink)
    left = list(data_dir().glob(".autosave.json.*.tmp"))
    assert len(left) == 1
    _old(left[0])
    app.remove_leftover_temp_files()
    assert not left[0].exists()


@pytest.mark.skipif(sys.platform == "win32", reason="Windows cannot fsync a folder")
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    def replace(src, dst):
        synced.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    saves.write_atomic(tmp_path / "a.json", "{}")
    assert synced == ["file", "rename", "folder"]
