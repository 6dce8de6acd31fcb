"""The app's log file rotates as ``logging.handlers.RotatingFileHandler`` does (1 MB x 3), through a handler
of the app's own: that module imports socket and pickle, which the start before the first frame does without
(issue 13). The same records give the same files, with the same names and contents."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from desktop_app.app import LOG_BACKUPS, LOG_BYTES, LOG_FILE, RotatingLog, setup_logging
from desktop_app.engine.paths import log_dir


def _write(handler: logging.Handler, count: int) -> None:
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    for n in range(count):
        record = logging.LogRecord("game", logging.INFO, __file__, n, "line %d %s", (n, "é" * (n % 7)), None)
        handler.handle(record)
    handler.close()


def _files(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(folder.iterdir())}


def test_the_same_records_make_the_same_files_as_the_standard_handler(tmp_path):
    ours, theirs = tmp_path / "ours", tmp_path / "theirs"
    for folder in (ours, theirs):
        folder.mkdir()
        (folder / "app.log").write_text("from an earlier start\n" * 4, encoding="utf-8")
    _write(RotatingLog(ours / "app.log", maxBytes=300, backupCount=3, encoding="utf-8"), 90)
    _write(logging.handlers.RotatingFileHandler(theirs / "app.log", maxBytes=300, backupCount=3,
                                                encoding="utf-8"), 90)
    made = _files(ours)
    assert list(made) == ["app.log", "app.log.1", "app.log.2", "app.log.3"]  # rotated, the oldest gone
    assert made == _files(theirs)


def test_without_backups_the_file_starts_again_and_without_a_size_it_never_rotates(tmp_path):
    for backups, size in ((0, 200), (2, 0)):
        for kind in ("ours", "theirs"):
            (tmp_path / kind).mkdir()
        ours = RotatingLog(tmp_path / "ours" / "a.log", maxBytes=size, backupCount=backups, encoding="utf-8")
        _write(ours, 40)
        _write(logging.handlers.RotatingFileHandler(tmp_path / "theirs" / "a.log", maxBytes=size,
                                                    backupCount=backups, encoding="utf-8"), 40)
        assert _files(tmp_path / "ours") == _files(tmp_path / "theirs")
        for kind in ("ours", "theirs"):
            for path in (tmp_path / kind).iterdir():
                path.unlink()
            (tmp_path / kind).rmdir()


def test_the_app_log_rotates_a_full_file_at_its_first_line():
    folder = log_dir()
    (folder / LOG_FILE).write_text("x" * (LOG_BYTES - 10) + "\n", encoding="utf-8")
    assert setup_logging() == folder / LOG_FILE
    handler = next(h for h in logging.getLogger().handlers if getattr(h, "game_table", False))
    try:
        assert isinstance(handler, RotatingLog)
        assert (handler.maxBytes, handler.backupCount) == (LOG_BYTES, LOG_BACKUPS)
        logging.getLogger("desktop_app.test").warning("after the start")
        assert (folder / f"{LOG_FILE}.1").stat().st_size == LOG_BYTES - 9
        assert (folder / LOG_FILE).read_text(encoding="utf-8").endswith("desktop_app.test: after the start\n")
    finally:
        logging.getLogger().removeHandler(handler)
        handler.close()
