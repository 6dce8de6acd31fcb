"""Save files: JSON with the seed and the action list, replayed on load.

A save never holds pickled objects or code. Loading checks the structure, the
format version and every action (by replaying it through the rules), and any
problem becomes a :class:`SaveError` with a clear message; the file itself is
only ever read. Writing goes to a temporary file that then replaces the old
one, so a crash mid-write leaves the previous save intact.

Every file is treated as possibly hostile: only regular files are opened (a
FIFO or a device would block or never end), at most ``MAX_SAVE_BYTES + 1``
bytes are read, the JSON is parsed by :mod:`.safe_json` (bounded nesting, no
duplicate keys, no giant or non-finite numbers), and the lists without a
natural bound are capped, so every load ends quickly in a match or a
:class:`SaveError`. The redo list is replayed on a copy; a branch that does
not replay is dropped and the reason kept in ``Match.load_notes``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import sys
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

from .. import app_version
from .errors import GameTableError, SaveError
from .registry import get_game
from .safe_json import JsonRefused, parse_bytes, parse_text
from .save_bytes import MAX_NAME_CHARS as MAX_NAME_CHARS  # here too, as they always were
from .save_bytes import MAX_SAVE_BYTES as MAX_SAVE_BYTES
from .save_bytes import read_save_bytes as read_save_bytes
from .seats import Seat
from .session import Match

log = logging.getLogger(__name__)

FORMAT = "game-table-save"
FORMAT_VERSION = 1
# Bounds that keep every load short (the size and a name's length: save_bytes.py).
MAX_ACTIONS = 5_000  # played plus undone actions
MAX_HINTS = 1_000_000  # a count, not a list: only a sane bound
MAX_COLOUR = 63  # a seat's colour is an index into a palette of a few colours
MAX_MESSAGE_CHARS = 400  # an error message quotes parts of the file; keep it readable
TEMP_SUFFIX = ".tmp"


class SaveInternalError(SaveError):
    """Loading failed on an unexpected error of the app itself (a bug, not a bad file).

    Still a :class:`SaveError`, so every caller shows its "cannot open" message;
    ``check-save`` and the fuzzer tell it apart from a refused file."""


def match_to_json(match: Match) -> dict[str, Any]:
    codec = match.game.action_codec
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": app_version(),
        "game": match.game.id,
        "seats": [s.to_json() for s in match.seats],
        "options": match.game.options_to_save(match.options),
        "seed": match.seed,
        "free_undo": match.free_undo,
        "actions": [{"player": p, "action": codec.encode(a)} for p, a in match.actions()],
        "redo": [{"player": p, "action": codec.encode(a)} for p, a in match.redo_actions],
        "hints_used": match.hints_used,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        # Labels only (lists read them without replaying); loading ignores both and replays.
        "over": match.is_over(),
        "progress": _progress(match),
    }


def _progress(match: Match) -> list | None:
    """The game's own count of how far it is ("round", 3), for the list of games in progress."""
    try:
        progress = match.game.progress(match.state)
    except Exception:  # a label must never stop a save
        log.exception("the game could not say how far it is")
        return None
    return None if progress is None else [progress.unit, progress.number]


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise SaveError(message)


def _is_int(value: Any) -> bool:
    return type(value) is int  # bool is a subclass of int; a save never means True for 1


def _seat(data: Any, number: int) -> Seat:
    _require(isinstance(data, dict), f"seat {number} is malformed")
    name = data.get("name")
    _require(isinstance(name, str) and 0 < len(name) <= MAX_NAME_CHARS,
             f"seat {number}'s name must be a text of 1 to {MAX_NAME_CHARS} characters")
    # Line breaks, NUL and other control characters have no place in a name on a label.
    _require(not any(unicodedata.category(ch) == "Cc" for ch in name),
             f"seat {number}'s name holds a control character")
    colour = data.get("colour")
    _require(_is_int(colour) and 0 <= colour <= MAX_COLOUR, f"seat {number}'s colour is malformed")
    try:
        return Seat.from_json(data)
    except ValueError as exc:
        raise SaveError(f"the save's seats are malformed: {exc}") from exc


def match_from_json(data: Any) -> Match:
    _require(isinstance(data, dict), "the file is not a Game Table save (no JSON object)")
    _require(data.get("format") == FORMAT, "the file is not a Game Table save")
    version = data.get("format_version")
    _require(_is_int(version), "the save has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"the save was written by a newer Game Table (format {version}, app "
            f"{str(data.get('app_version', '?'))[:20]}); this version reads format {FORMAT_VERSION}"
        )
    _require(version >= 1, f"unknown save format version {version}")
    required = (("game", str), ("seats", list), ("options", dict), ("seed", int), ("actions", list))
    for key, kind in required:
        _require(isinstance(data.get(key), kind), f"the save's {key!r} entry is missing or malformed")
    _require(_is_int(data["seed"]), "the save's 'seed' entry is missing or malformed")
    try:
        game = get_game(data["game"])
    except KeyError as exc:
        raise SaveError(f"the save is for a game this version does not have: {data['game']!r}") from exc
    _require(len(data["seats"]) <= game.max_players,
             f"the save has {len(data['seats'])} seats; {game.title} is played by at most {game.max_players}")
    seats = [_seat(s, n) for n, s in enumerate(data["seats"], start=1)]
    redo = data.get("redo", [])
    _require(len(data["actions"]) <= MAX_ACTIONS,
             f"the save has {len(data['actions'])} actions (at most {MAX_ACTIONS} are allowed)")
    try:
        free_undo = data.get("free_undo", False) is True
        match = Match(game, seats, game.saved_options(data["options"]), data["seed"], free_undo=free_undo)
    except GameTableError as exc:
        raise SaveError(f"the save's game cannot be set up: {exc}") from exc
    hints = data.get("hints_used", 0)  # absent in saves from before the coach
    _require(_is_int(hints) and 0 <= hints <= MAX_HINTS, "the save's 'hints_used' entry is malformed")
    match.hints_used = hints
    match.replay(_decode_actions(match, data["actions"], "actions"))
    match.redo_actions = _checked_redo(match, redo)
    return match


def _decode_actions(match: Match, items: list, where: str) -> list:
    out = []
    for number, item in enumerate(items, start=1):
        _require(
            isinstance(item, dict) and set(item) == {"player", "action"} and _is_int(item["player"])
            and 0 <= item["player"] < match.num_players,
            f"{where} entry {number} is malformed",
        )
        try:
            action = match.game.action_codec.decode(item["action"])
        except SaveError as exc:
            raise SaveError(f"{where} entry {number}: {exc}") from exc
        out.append((item["player"], action))
    return out


def _checked_redo(match: Match, redo: Any) -> list:
    """The redo list if every entry replays, in order, after the played actions; else none.

    The entries are tried on a copy of the state, so the match is untouched. A
    branch that does not replay is dropped (never kept to fail later, from the
    history panel) and the reason goes to ``match.load_notes``."""
    if redo == []:
        return []
    try:
        _require(isinstance(redo, list), "the redo list is malformed")
        _require(len(match.steps) + len(redo) <= MAX_ACTIONS,
                 f"the redo list is too long ({len(redo)} entries)")
        entries = _decode_actions(match, redo, "redo")
        state = match.state.clone()
        for number, (player, action) in enumerate(reversed(entries), start=1):
            try:
                state.apply_action(player, action)
            except GameTableError as exc:
                raise SaveError(f"redo step {number} cannot be replayed: {exc}") from exc
    except SaveError as exc:
        reason = str(exc)
    except Exception as exc:  # a rules bug met in the undone moves: the played game is still sound
        log.exception("checking the redo list failed")
        reason = f"redo could not be checked ({type(exc).__name__})"
    else:
        return entries
    note = f"the undone moves (redo) were dropped: {_clip(reason)}"
    log.warning("loading a save: %s", note)
    match.load_notes.append(note)
    return []


def _clip(text: str) -> str:
    return text if len(text) <= MAX_MESSAGE_CHARS else text[: MAX_MESSAGE_CHARS - 1] + "…"


def dumps(match: Match) -> str:
    return json.dumps(match_to_json(match), indent=1, sort_keys=True)


def _from_data(parse: Any, source: Any) -> Match:
    """Parse and replay, turning every failure into a :class:`SaveError`."""
    try:
        data = parse(source)
    except JsonRefused as exc:
        raise SaveError(_clip(f"the file is damaged or truncated ({exc})")) from exc
    try:
        return match_from_json(data)
    except SaveError as exc:
        if len(str(exc)) > MAX_MESSAGE_CHARS:
            raise SaveError(_clip(str(exc))) from exc
        raise
    except GameTableError as exc:
        raise SaveError(_clip(f"the save does not replay: {exc}")) from exc
    except (MemoryError, RecursionError) as exc:
        raise SaveInternalError(f"the save is too large to load ({type(exc).__name__})") from exc
    except Exception as exc:  # a bug met by this file: still a clear message, and the details in the log
        log.exception("loading a save failed unexpectedly")
        raise SaveInternalError(_clip(f"the save could not be loaded because of an internal error "
                                      f"({type(exc).__name__}: {exc})")) from exc


def loads(text: str) -> Match:
    return _from_data(parse_text, text)


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8 unless given as bytes) to ``path`` so that readers
    see the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder to sync it;
    there (and on file systems that refuse) the rename is as safe as the OS makes it."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path, older_than: float = 5.0) -> list[Path]:
    """Delete temporary files an interrupted :func:`write_atomic` left in ``folder``.

    Only names this module makes (``.<name>.json.<random>.tmp``) that are regular
    files and not touched for ``older_than`` seconds (so a write under way in
    another instance of the app is left alone). Returns what was removed."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = [p for p in Path(folder).iterdir()
                      if p.name.startswith(".") and ".json." in p.name and p.name.endswith(TEMP_SUFFIX)]
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                path.unlink()
                removed.append(path)
        except OSError as exc:
            log.warning("a leftover temporary file %s could not be removed: %s", path, exc)
    if removed:
        log.info("removed %d leftover temporary save file(s) in %s", len(removed), folder)
    return removed


def set_aside(path: Path) -> Path:
    """Move a damaged save out of the way, unchanged, as <name>-damaged-<time>.json beside it.

    A rename, not a copy: it works for anything at that path (a folder or a
    FIFO too) and never reads it. Raises OSError when the move fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}-damaged-{stamp}.json")
    number = 1
    while os.path.lexists(target):
        number += 1
        target = path.with_name(f"{path.stem}-damaged-{stamp}-{number}.json")
    os.rename(path, target)
    log.info("the damaged save %s was set aside as %s", path, target)
    return target


def save(match: Match, path: Path) -> None:
    write_atomic(path, dumps(match))


def load(path: Path) -> Match:
    """Read and replay the save at ``path``; every failure is a :class:`SaveError`."""
    return _from_data(parse_bytes, read_save_bytes(Path(path)))
