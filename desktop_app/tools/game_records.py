"""A file of finished games, one JSON line each, so a long measurement can stop and go on later.

Strength and balance runs take CPU-hours; a session that stops loses every game a plain run held in
memory. With a record file, each finished game is appended (and flushed to disk) as soon as it ends,
and a later run of the same command reads the file and plays only the games it does not hold yet.

A game is known by its task: the function that plays it and the arguments it gets (deal, seats,
levels, options, the agents' seed). A run that asks for more games, or for another configuration,
finds the games it shares with the file and plays the rest, so one file can grow over several runs.
The results a run uses are always the JSON-decoded ones, whether played now or read back, so a run
that resumes gives exactly the figures of a run that never stopped.

The file's first line names the format and the tool; any other file is refused, never overwritten.
A last line cut short (the process was stopped while writing it) is dropped: that game is played again.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.errors import OptionsError

FORMAT = 1


class RecordFileError(OptionsError):
    """A record file that cannot be used as given (another tool's, damaged); nothing was changed."""


def _module_name(fn: Callable[..., Any]) -> str:
    """The module of ``fn`` by its import name. Run as ``python -m package.module`` the module is
    ``__main__``; its spec still names it, so a file written by ``python -m desktop_app.tools.balance.
    campaign_trail`` and one written by ``simulate --balance`` (which imports it) know the same games."""
    name = fn.__module__
    if name == "__main__":
        spec = getattr(sys.modules.get(name), "__spec__", None)
        name = spec.name if spec is not None else name  # a script run by path has no import name
    return name


def task_key(fn: Callable[..., Any], task: tuple[Any, ...]) -> str:
    """The game's identity: the playing function and its arguments, as canonical JSON."""
    return json.dumps([f"{_module_name(fn)}.{fn.__qualname__}", task], sort_keys=True, separators=(",", ":"))


def _canonical(value: Any) -> Any:
    """The value as JSON gives it back (tuples become lists, keys strings)."""
    return json.loads(json.dumps(value))


class GameRecords:
    """The finished games of one record file, by task key, and where new ones are appended."""

    def __init__(self, path: str | os.PathLike[str], tool: str) -> None:
        self.path = Path(path)
        self.tool = tool
        self._results: dict[str, Any] = {}
        self.read_back = 0  # games found in the file when it was opened
        self._open()

    def _header(self) -> dict[str, Any]:
        return {"format": FORMAT, "tool": self.tool}

    def _open(self) -> None:
        if not self.path.exists():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._append(self._header())
            return
        data = self.path.read_bytes()
        header = (json.dumps(self._header(), sort_keys=True) + "\n").encode()
        if header.startswith(data):
            # Empty, or stopped while its first line was written: no game can be in it yet.
            self.path.write_bytes(header)
            return
        whole = data[: data.rfind(b"\n") + 1]
        lines = whole.decode("utf-8").splitlines()
        if not lines or lines[0] != header.decode().rstrip("\n"):
            raise RecordFileError(
                f"{self.path} is not a record file of {self.tool} (format {FORMAT}); "
                "give a new file name or the file this command wrote")
        for number, line in enumerate(lines[1:], start=2):
            entry = self._parse(line, number)
            if not isinstance(entry, dict) or set(entry) != {"task", "result"}:
                raise RecordFileError(f"{self.path}, line {number}: not a finished game's record")
            self._results[entry["task"]] = entry["result"]
        self.read_back = len(self._results)
        if len(whole) != len(data):
            # The process stopped while writing its last game: that game is played again.
            with self.path.open("r+b") as file:
                file.truncate(len(whole))

    def _parse(self, line: str, number: int) -> Any:
        try:
            return json.loads(line)
        except json.JSONDecodeError as exc:
            raise RecordFileError(f"{self.path}, line {number}: damaged ({exc.msg}); "
                                  "the file was left as it is") from None

    def _append(self, entry: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as file:
            file.write(json.dumps(entry, sort_keys=True) + "\n")
            file.flush()
            os.fsync(file.fileno())

    def __len__(self) -> int:
        return len(self._results)

    def has(self, key: str) -> bool:
        return key in self._results

    def result(self, key: str) -> Any:
        return self._results[key]

    def add(self, key: str, result: Any) -> Any:
        """Append a finished game and return its result as the file gives it back."""
        result = _canonical(result)
        self._append({"task": key, "result": result})
        self._results[key] = result
        return result
