"""A save file's bytes, read with bounds, and the bounds a save's header keeps.

Apart from engine/saves.py (which replays a save into a match, with the engine's session and every
game's rules behind it), so the home screen can read the labels of the games in progress
(ui/games_in_progress.py ``peek_save``) without loading any of that before its first frame (issue 13).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import SaveError

# Bounds that keep every load short: a real save takes about 110 bytes per action and
# the longest games about 600 actions, so both limits leave a wide margin.
MAX_SAVE_BYTES = 2 * 1024 * 1024
MAX_NAME_CHARS = 40  # the new-game dialog allows 24


def read_save_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Anything else (a folder, a FIFO, a device, a link to one) is refused
    before it is opened for reading, so nothing can block; the limit holds on
    the bytes actually read, not only on what the file system claims."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a NUL in the name
        raise SaveError(f"the file name is not usable: {exc}") from exc
    if stat.S_ISDIR(info.st_mode):
        raise SaveError("this is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("this is not a regular file (a device, pipe or socket), so it is not read")
    if info.st_size > limit:
        raise SaveError(f"the file is too large to be a save ({info.st_size} bytes)")
    # O_NONBLOCK: should the path be swapped for a FIFO after the check, opening it does not wait.
    flags = os.O_RDONLY
    for extra in ("O_NONBLOCK", "O_NOCTTY", "O_BINARY"):  # each only where the OS has it
        flags |= getattr(os, extra, 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveError("this is not a regular file, so it is not read")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)
    if size > limit:
        raise SaveError(f"the file is too large to be a save (over {limit} bytes)")
    return b"".join(chunks)
