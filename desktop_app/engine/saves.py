"""Save files: JSON with the seed and the action list, replayed on load.

A save never holds pickled objects or code. Loading checks the structure, the
format version and every action (by replaying it through the rules), and any
problem becomes a :class:`SaveError` with a clear message; the file itself is
only ever read. Writing goes to a temporary file that then replaces the old
one, so a crash mid-write leaves the previous save intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import __version__
from .errors import GameTableError, SaveError
from .registry import get_game
from .seats import Seat
from .session import Match

FORMAT = "game-table-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024  # far above any real game; refuses giant files


def match_to_json(match: Match) -> dict[str, Any]:
    codec = match.game.action_codec
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game.id,
        "seats": [s.to_json() for s in match.seats],
        "options": match.options,
        "seed": match.seed,
        "free_undo": match.free_undo,
        "actions": [{"player": p, "action": codec.encode(a)} for p, a in match.actions()],
        "redo": [{"player": p, "action": codec.encode(a)} for p, a in match.redo_actions],
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise SaveError(message)


def match_from_json(data: Any) -> Match:
    _require(isinstance(data, dict), "the file is not a Game Table save (no JSON object)")
    _require(data.get("format") == FORMAT, "the file is not a Game Table save")
    version = data.get("format_version")
    _require(isinstance(version, int) and not isinstance(version, bool), "the save has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"the save was written by a newer Game Table (format {version}, app "
            f"{data.get('app_version', '?')}); this version reads format {FORMAT_VERSION}"
        )
    _require(version >= 1, f"unknown save format version {version}")
    required = (("game", str), ("seats", list), ("options", dict), ("seed", int), ("actions", list))
    for key, kind in required:
        _require(isinstance(data.get(key), kind), f"the save's {key!r} entry is missing or malformed")
    try:
        game = get_game(data["game"])
    except KeyError as exc:
        raise SaveError(f"the save is for a game this version does not have: {data['game']!r}") from exc
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
    except ValueError as exc:
        raise SaveError(f"the save's seats are malformed: {exc}") from exc
    try:
        free_undo = data.get("free_undo", False) is True
        match = Match(game, seats, data["options"], data["seed"], free_undo=free_undo)
    except GameTableError as exc:
        raise SaveError(f"the save's game cannot be set up: {exc}") from exc
    match.replay(_decode_actions(match, data["actions"], "actions"))
    redo = data.get("redo", [])
    _require(isinstance(redo, list), "the save's redo list is malformed")
    match.redo_actions = _decode_actions(match, redo, "redo")
    return match


def _decode_actions(match: Match, items: list, where: str) -> list:
    out = []
    for number, item in enumerate(items, start=1):
        _require(
            isinstance(item, dict) and isinstance(item.get("player"), int)
            and 0 <= item["player"] < match.num_players,
            f"{where} entry {number} is malformed",
        )
        out.append((item["player"], match.game.action_codec.decode(item.get("action"))))
    return out


def dumps(match: Match) -> str:
    return json.dumps(match_to_json(match), indent=1, sort_keys=True)


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise SaveError(f"the file is damaged or truncated (not valid JSON: {exc})") from exc
    try:
        return match_from_json(data)
    except SaveError:
        raise
    except GameTableError as exc:
        raise SaveError(f"the save does not replay: {exc}") from exc


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save(match: Match, path: Path) -> None:
    write_atomic(path, dumps(match))


def load(path: Path) -> Match:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"the file is too large to be a save ({size} bytes)")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("the file is not a Game Table save (not UTF-8 text)") from exc
    return loads(text)
