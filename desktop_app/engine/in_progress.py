"""Games in progress: one autosave file per unfinished game, so starting a game never discards another.

Each game on the table writes its own file in ``paths.in_progress_dir()`` (named after the game, the time
it was first put there and a random token, so two games never share a file). When a game ends, its file
moves to ``paths.finished_dir()``: it is kept for replay but no longer offered as "Continue". Earlier
versions kept one ``autosave.json``; :func:`migrate_legacy` moves a readable one into the new folder
(or, when its game is over, to the finished ones). A damaged one stays where it is, untouched, for the
home screen to offer as before (Continue tries it, or it is set aside).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import SaveError
from .paths import autosave_path, finished_dir, in_progress_dir

if TYPE_CHECKING:  # the home screen lists the games without the session behind a save (issue 13)
    from .session import Match

log = logging.getLogger(__name__)

# <game id>-<yyyymmdd-hhmmss>-<token>.json; set-aside copies (…-damaged-…) and temporary files are not games.
_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*-\d{8}-\d{6}-[0-9a-f]{6}\.json$")


def new_path(game_id: str) -> Path:
    """A fresh file name for a game of ``game_id`` put on the table now."""
    import secrets  # with hashlib and hmac: not needed before the first game

    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = in_progress_dir()
    while True:
        path = folder / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"
        if not os.path.lexists(path):
            return path


def is_game_file(path: Path) -> bool:
    return bool(_NAME.match(path.name))


def listing() -> list[Path]:
    """Every game in progress, the one played last first (by the time its file was written)."""
    try:
        entries = [p for p in in_progress_dir().iterdir() if is_game_file(p)]
    except OSError as exc:
        log.warning("the games in progress cannot be listed: %s", exc)
        return []
    stamped = []
    for path in entries:
        try:
            info = path.lstat()
        except OSError:
            continue
        stamped.append((info.st_mtime, path.name, path))
    stamped.sort(reverse=True)
    return [path for _mtime, _name, path in stamped]


def finish(path: Path) -> Path | None:
    """The game in ``path`` is over: move its file among the finished games (None if there was none)."""
    if not os.path.lexists(path):
        return None
    target = finished_dir() / path.name
    os.replace(path, target)
    log.info("the finished game %s moved to %s", path.name, target)
    return target


def write(match: Match, path: Path) -> None:
    """The autosave writer's write: the game goes to ``path`` while it runs, among the finished when over.

    After an undo at the end, the game runs again and is written back to ``path``."""
    from . import saves

    if match.is_over():
        saves.save(match, finished_dir() / path.name)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    saves.save(match, path)


def migrate_legacy() -> Path | None:
    """Move the single autosave of an earlier version among the games in progress; returns its new path.

    Only a save that loads is moved (rewritten with the labels this version writes, keeping its file
    time as the last-played date); a damaged file stays where it is, unchanged. A finished game goes
    to the finished ones."""
    legacy = autosave_path()
    try:
        info = os.lstat(legacy)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    from . import saves

    try:
        match = saves.load(legacy)
    except SaveError:
        return None
    target = finished_dir() / new_path(match.game.id).name if match.is_over() else new_path(match.game.id)
    if match.load_notes:  # part of it (a redo branch) did not replay: keep the bytes as they are
        os.replace(legacy, target)
    else:
        saves.save(match, target)
        os.utime(target, (info.st_atime, info.st_mtime))
        legacy.unlink()
    log.info("the autosave of an earlier version became %s", target)
    return target
