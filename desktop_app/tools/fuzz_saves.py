"""Save fuzzing: feed the save loader broken and hostile files and count what happens.

    python -m desktop_app.tools.fuzz_saves --n 10000 [--game copycat] [--seed 1]

Every generated file must end as a loaded game or a :class:`SaveError`, within
a time limit, and stay unchanged. The files come from real saves (random games
of every game, some with undone moves) changed in the ways a damaged disk, an
editor or an attacker would: bytes flipped or cut, values of the wrong type,
nesting deep inside an action, numbers too long to convert, duplicate keys,
a byte-order mark, bytes that are not UTF-8, NaN, a broken redo list, long or
HTML seat names, and files that are not files at all (a FIFO, a folder, a link
to a device). The script prints the count per outcome and the slowest load;
the suite runs a few hundred of the same files (tests/saves/test_fuzz.py).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import logging
import os
import random
import signal
import stat
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..engine import saves
from ..engine.errors import SaveError
from ..engine.seats import AI_LEVELS, Seat
from ..engine.session import Match
from ..games.catalogue import get_game

GAMES = ("copernico", "copycat", "councils")
CATEGORIES = (
    "mutated", "deep", "huge_number", "duplicate_key", "bom", "bad_bytes", "nan",
    "wrong_type", "bad_redo", "names", "special",
)
OUTCOMES = ("loaded", "save_error", "other_exception", "hang", "modified")
# Seconds of wall clock per load before it counts as a hang. A blocked read uses no CPU, so
# only the wall clock can catch it; the limit is generous because the machine may be busy.
DEFAULT_TIMEOUT = 30.0
_PLACEHOLDER = "@@FUZZ@@"


@dataclasses.dataclass(frozen=True)
class Case:
    """One generated file: ``data`` for a regular file, or a special ``kind``."""

    category: str
    what: str
    data: bytes = b""
    kind: str = "file"  # file, fifo, folder, link-fifo, link-folder, link-device, dangling-link, sparse


@dataclasses.dataclass
class Outcome:
    outcome: str
    seconds: float  # CPU time of the load
    detail: str = ""


# -- real saves to start from ------------------------------------------------

def random_match(game_id: str, rng: random.Random, moves: int) -> Match:
    """A game of random legal moves, with a few undone at the end now and then (a redo list)."""
    game = get_game(game_id)
    low = max(game.min_players, 2) if rng.random() < 0.8 else game.min_players
    count = rng.randint(low, game.max_players)
    seats = [
        Seat(f"Player {i + 1}", colour=i) if i == 0 or rng.random() < 0.5
        else Seat(f"Computer {i + 1}", "ai", rng.choice(AI_LEVELS), i)
        for i in range(count)
    ]
    match = Match(game, seats, {}, rng.randrange(1 << 31))
    for _ in range(moves):
        if match.is_over():
            break
        player = match.next_mover()
        match.apply(player, rng.choice(match.state.legal_actions(player)))
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        match.undo()
    return match


def base_saves(game_id: str, seed: int, count: int = 6) -> list[str]:
    """``count`` save texts of ``game_id``: from the first moves to long games."""
    rng = random.Random(f"{game_id}/{seed}")
    lengths = [0, 3, 25, 80, 200, 400][:count] + [rng.randint(1, 300) for _ in range(max(0, count - 6))]
    return [saves.dumps(random_match(game_id, rng, n)) for n in lengths]


# -- changing them -----------------------------------------------------------

def _nodes(data: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every value in ``data``."""
    out: list[tuple[Any, Any]] = []
    pending = [data]
    while pending:
        node = pending.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key))
            pending.append(value)
    return out


def _action_fields(data: dict) -> list[tuple[dict, str]]:
    """(action, field) of every action field in the actions and redo lists."""
    out: list[tuple[dict, str]] = []
    for entry in list(data.get("actions", [])) + list(data.get("redo", [])):
        action = entry.get("action", {}) if isinstance(entry, dict) else {}
        out.extend((action, name) for name in action if name != "kind")
    return out


def _with_placeholder(data: dict, rng: random.Random, replacement: str, *, in_action: bool) -> str:
    """The save with one value written as ``replacement`` (an action field if asked and there is one)."""
    data = json.loads(json.dumps(data))
    spots: list[tuple[Any, Any]] = _action_fields(data) if in_action else []
    if not spots:
        spots = _nodes(data)
    container, key = rng.choice(spots)
    container[key] = _PLACEHOLDER
    return json.dumps(data, indent=1).replace(json.dumps(_PLACEHOLDER), replacement, 1)


def _byte_mutation(text: str, rng: random.Random) -> tuple[bytes, str]:
    raw = bytearray(text.encode("utf-8"))
    how = rng.choice(("flip", "cut", "truncate", "duplicate", "insert", "digit"))
    for _ in range(rng.randint(1, 4)):
        if not raw:
            break
        at = rng.randrange(len(raw))
        if how == "flip":
            raw[at] = rng.randrange(32, 127)
        elif how == "cut":
            del raw[at:at + rng.randint(1, 40)]
        elif how == "truncate":
            del raw[at:]
        elif how == "duplicate":
            raw[at:at] = raw[at:at + rng.randint(1, 200)]
        elif how == "insert":
            raw[at:at] = rng.choice((b"[", b"]", b"{", b"}", b",", b'"', b":", b"-", b"0", b"null", b"\\"))
        else:
            digits = [i for i, b in enumerate(raw) if 48 <= b <= 57]
            if digits:
                raw[rng.choice(digits)] = rng.randrange(48, 58)
    return bytes(raw), how


def _structure_mutation(data: dict, rng: random.Random) -> tuple[str, str]:
    data = json.loads(json.dumps(data))
    how = rng.choice(("value", "drop_key", "swap_actions", "player", "game", "seed", "shuffle"))
    actions = data.get("actions", [])
    if how == "value":
        container, key = rng.choice(_nodes(data))
        container[key] = rng.choice((None, True, 0, -1, 2**40, 1.5, "", "x", [], {}, [1, 2], {"a": 1}))
    elif how == "drop_key":
        keyed = [(c, k) for c, k in _nodes(data) if isinstance(c, dict)]
        container, key = rng.choice(keyed or [(data, "seed")])
        container.pop(key, None)
    elif how == "swap_actions" and len(actions) > 1:
        i, j = rng.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "player" and actions:
        rng.choice(actions)["player"] = rng.choice((-1, 0, 1, 2, 5, 99))
    elif how == "game":
        data["game"] = rng.choice([g for g in GAMES if g != data.get("game")] + ["chess", ""])
    elif how == "seed":
        data["seed"] = rng.randrange(1 << 31)
    else:
        rng.shuffle(actions)
    return json.dumps(data, indent=1), how


def _generate(category: str, text: str, rng: random.Random) -> Case:
    data = json.loads(text)
    if category == "mutated":
        if rng.random() < 0.5:
            raw, how = _byte_mutation(text, rng)
            return Case(category, f"bytes:{how}", raw)
        changed, how = _structure_mutation(data, rng)
        return Case(category, f"structure:{how}", changed.encode())
    if category == "deep":
        depth = rng.choice((23, 25, 100, 1000, 10_000, 200_000))
        opener, closer = rng.choice((("[", "]"), ('{"a":', "}")))
        nested = opener * depth + "1" + closer * depth
        return Case(category, f"depth {depth}", _with_placeholder(data, rng, nested, in_action=True).encode())
    if category == "huge_number":
        number = rng.choice(("9" * 101, "1" * 4301, "7" * 100_000, "1e999", "-1e400", "1" + "0" * 5000 + ".5",
                             "0." + "1" * 200, str(2**64)))
        return Case(category, f"{len(number)} chars",
                    _with_placeholder(data, rng, number, in_action=rng.random() < 0.6).encode())
    if category == "duplicate_key":
        lines = text.split("\n")
        keyed = [i for i, line in enumerate(lines) if '": ' in line and line.rstrip().endswith(",")]
        i = rng.choice(keyed)
        lines.insert(i + 1, lines[i])
        return Case(category, "line repeated", "\n".join(lines).encode())
    if category == "bom":
        how = rng.choice(("bom", "bom", "double bom", "bom after space"))
        body = text.encode()
        raw = {"bom": b"\xef\xbb\xbf" + body, "double bom": b"\xef\xbb\xbf" * 2 + body,
               "bom after space": b" \xef\xbb\xbf" + body}[how]
        return Case(category, how, raw)
    if category == "bad_bytes":
        how = rng.choice(("high byte", "utf-16", "latin-1 name", "nul", "overlong"))
        if how == "utf-16":
            return Case(category, how, text.encode("utf-16"))
        if how == "latin-1 name":
            data["seats"][0]["name"] = "Zoë Müller"
            return Case(category, how, json.dumps(data, ensure_ascii=False).encode("latin-1"))
        buffer = bytearray(text.encode())
        at = rng.randrange(len(buffer))
        buffer[at:at] = {"high byte": bytes([rng.randrange(0x80, 0x100)]), "nul": b"\x00",
                         "overlong": b"\xc0\xaf"}[how]
        return Case(category, how, bytes(buffer))
    if category == "nan":
        constant = rng.choice(("NaN", "Infinity", "-Infinity"))
        return Case(category, constant,
                    _with_placeholder(data, rng, constant, in_action=rng.random() < 0.6).encode())
    if category == "wrong_type":
        fields = _action_fields(data)
        if not fields:
            data["seed"] = rng.choice((True, 1.0, "1", None))
            return Case(category, "seed", json.dumps(data).encode())
        action, name = rng.choice(fields)
        value = action[name]
        if type(value) is int:
            new: Any = rng.choice((float(value), value == 1, str(value), [value], None))
        elif isinstance(value, str):
            new = rng.choice((1, 1.0, True, None, [value], {"s": value}))
        else:
            new = rng.choice((1, 1.0, True, "x", {"v": value}))
        action[name] = new
        return Case(category, f"{type(value).__name__} as {type(new).__name__}", json.dumps(data).encode())
    if category == "bad_redo":
        how = rng.choice(("not a list", "entry", "foreign action", "wrong player", "wrong type", "huge",
                          "reordered"))
        redo = data.get("redo") or []
        actions = data.get("actions") or []
        if how == "not a list":
            data["redo"] = rng.choice(({"a": 1}, 3, "redo", None))
        elif how == "entry":
            junk: tuple[Any, ...] = ({}, [], {"player": 0}, {"player": 0, "action": {"kind": "nope"}})
            data["redo"] = redo + [rng.choice(junk)]
        elif how == "foreign action" and actions:
            data["redo"] = redo + [rng.choice(actions)]
        elif how == "wrong player":
            data["redo"] = [dict(e, player=(e.get("player", 0) + 1) % 2) for e in redo] or [{"player": 7}]
        elif how == "wrong type":
            data["redo"] = [{"player": 0.0 if i == 0 else e["player"], "action": e["action"]}
                            for i, e in enumerate(redo)] or [{"player": True, "action": None}]
        elif how == "huge":
            filler = actions or [{"player": 0, "action": {"kind": "x"}}]
            data["redo"] = filler * (saves.MAX_ACTIONS // 2 + 1)
        else:
            data["redo"] = list(reversed(redo)) + (actions[-2:] if actions else [])
        return Case(category, how, json.dumps(data).encode())
    if category == "names":
        how = rng.choice(("html", "html", "long", "very long", "empty", "number", "control", "surrogate"))
        seat = rng.choice(data["seats"])
        seat["name"] = {
            "html": '<b>x</b><img src="file:///etc/passwd"><a href="https://example.invalid">y</a>',
            "long": "N" * (saves.MAX_NAME_CHARS + 1), "very long": "W" * 1_000_000, "empty": "",
            "number": 7, "control": "a\u202eb\x00c\n<i>d</i>", "surrogate": _PLACEHOLDER,
        }[how]
        out = json.dumps(data, ensure_ascii=False)
        if how == "surrogate":
            out = out.replace(_PLACEHOLDER, "\\ud800x", 1)
        return Case(category, how, out.encode())
    kinds = ["fifo", "folder", "link-fifo", "link-folder", "link-device", "dangling-link", "sparse", "empty"]
    kind = rng.choice(kinds)
    content = text.encode() if kind == "sparse" else b""
    return Case("special", kind, content, "file" if kind == "empty" else kind)


def generate_cases(n: int, seed: int, games: tuple[str, ...] = GAMES,
                   bases: dict[str, list[str]] | None = None) -> Iterator[Case]:
    """``n`` cases, the categories in turn so each gets its share, the games in turn within each."""
    rng = random.Random(seed)
    bases = bases or {g: base_saves(g, seed) for g in games}
    for index in range(n):
        category = CATEGORIES[index % len(CATEGORIES)]
        game = games[(index // len(CATEGORIES)) % len(games)]
        yield _generate(category, rng.choice(bases[game]), rng)


# -- writing and loading -----------------------------------------------------

def write_case(case: Case, folder: Path) -> Path | None:
    """Put ``case`` on disk in ``folder``; None when this OS cannot make that kind of file."""
    path = folder / "case.json"
    kind = case.kind
    try:
        if kind == "file":
            path.write_bytes(case.data)
        elif kind == "fifo" or kind == "link-fifo":
            target = path if kind == "fifo" else folder / "pipe"
            os.mkfifo(target)
            if kind == "link-fifo":
                path.symlink_to(target)
        elif kind == "folder":
            path.mkdir()
        elif kind == "link-folder":
            path.symlink_to(folder)
        elif kind == "link-device":
            device = Path("/dev/zero")
            if not device.exists():
                return None
            path.symlink_to(device)
        elif kind == "dangling-link":
            path.symlink_to(folder / "nowhere.json")
        elif kind == "sparse":
            with open(path, "wb") as handle:
                handle.write(case.data)
                handle.truncate(saves.MAX_SAVE_BYTES + 4096)
        else:
            raise ValueError(f"unknown case kind {kind!r}")
    except (AttributeError, NotImplementedError, OSError):  # no mkfifo or symlinks here
        return None
    return path


def _snapshot(path: Path) -> tuple:
    info = path.lstat()
    content = path.read_bytes() if stat.S_ISREG(info.st_mode) else b""
    return info.st_mode, info.st_size, info.st_mtime_ns, content


class _Timeout(BaseException):
    """Raised by the alarm: not an Exception, so no handler in the loader can swallow it."""


@contextlib.contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):  # Windows: no alarm; nothing there can block on a FIFO either
        yield
        return

    def expire(_signum: int, _frame: Any) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def load_case(path: Path, loader: Callable[[Path], Any] = saves.load,
              timeout: float = DEFAULT_TIMEOUT) -> Outcome:
    """Load ``path`` and say how it ended; the file is compared before and after."""
    before = _snapshot(path)
    start = time.process_time()
    try:
        with _time_limit(timeout):
            loader(path)
    except _Timeout:
        result = Outcome("hang", time.process_time() - start, f"no result within {timeout} s")
    except saves.SaveInternalError as exc:
        result = Outcome("other_exception", time.process_time() - start, str(exc))
    except SaveError as exc:
        result = Outcome("save_error", time.process_time() - start, str(exc))
    except Exception as exc:  # what the fuzzer is here to find
        result = Outcome("other_exception", time.process_time() - start, f"{type(exc).__name__}: {exc}")
    else:
        result = Outcome("loaded", time.process_time() - start)
    if _snapshot(path) != before:
        result = Outcome("modified", result.seconds, result.detail)
    return result


def run_case(case: Case, loader: Callable[[Path], Any] = saves.load,
             timeout: float = DEFAULT_TIMEOUT) -> Outcome | None:
    """Write ``case`` to a fresh folder, load it, clean up; None if this OS cannot make it."""
    with tempfile.TemporaryDirectory(prefix="fuzz-save-") as tmp:
        path = write_case(case, Path(tmp))
        if path is None:
            return None
        return load_case(path, loader, timeout)


@dataclasses.dataclass
class Report:
    counts: Counter = dataclasses.field(default_factory=Counter)
    by_category: dict[str, Counter] = dataclasses.field(default_factory=dict)
    skipped: int = 0
    slowest: tuple[float, str] = (0.0, "")
    failures: list[tuple[Case, Outcome]] = dataclasses.field(default_factory=list)

    def add(self, case: Case, result: Outcome | None) -> None:
        if result is None:
            self.skipped += 1
            return
        self.counts[result.outcome] += 1
        self.by_category.setdefault(case.category, Counter())[result.outcome] += 1
        if result.seconds > self.slowest[0]:
            self.slowest = (result.seconds, f"{case.category} ({case.what})")
        if result.outcome not in ("loaded", "save_error"):
            self.failures.append((case, result))


def fuzz(n: int, seed: int, games: tuple[str, ...] = GAMES, timeout: float = DEFAULT_TIMEOUT) -> Report:
    report = Report()
    for case in generate_cases(n, seed, games):
        report.add(case, run_case(case, timeout=timeout))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.tools.fuzz_saves", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=1000, help="files to generate (default 1000)")
    parser.add_argument("--game", choices=GAMES, help="only saves of this game (default: all three in turn)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help="seconds before a load counts as a hang")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)  # the loader's warnings (a dropped redo list) are expected here
    games = (args.game,) if args.game else GAMES
    start = time.process_time()
    report = fuzz(args.n, args.seed, games, args.timeout)
    print(f"{args.n} files ({', '.join(games)}, seed {args.seed}); "
          f"{report.skipped} special files this OS cannot make")
    for outcome in OUTCOMES:
        print(f"  {outcome:16} {report.counts[outcome]}")
    print("per category: " + "; ".join(
        f"{c} " + " ".join(f"{o}={k}" for o, k in sorted(report.by_category.get(c, Counter()).items()))
        for c in CATEGORIES))
    print(f"slowest load: {report.slowest[0] * 1000:.1f} ms CPU ({report.slowest[1]})")
    print(f"total: {time.process_time() - start:.1f} s CPU")
    for case, result in report.failures[:20]:
        print(f"  {result.outcome}: {case.category} ({case.what}): {result.detail[:300]}")
    return 0 if not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
