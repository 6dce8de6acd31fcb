"""Finds the app's data folders and loads JSON data files from ``resources/``.

The project keeps its data in two top-level folders, ``resources/`` (game data, help, fonts,
icons) and ``translations/`` (.ts sources and the compiled .qm). :func:`data_dir` is the one
place that knows where they are in each way the app can run:

* PyInstaller bundle: ``sys._MEIPASS/<name>`` (packaging/bundle_data.py lays them out);
* source checkout or editable install: ``<checkout>/<name>``, beside ``desktop_app/``;
* installed wheel: the package data ``desktop_app/_<name>`` (setup.py maps each folder there),
  found with :mod:`importlib.resources`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

FOLDERS = ("resources", "translations")
# Where a data row's content comes from; every row of every game's data files carries one as "src".
PROVENANCE = ("RULEBOOK", "FOUND", "DERIVED", "RECONSTRUCTED")
_PACKAGE = Path(__file__).resolve().parent


class ResourceError(Exception):
    """A data file that is missing or does not pass validation."""


def installed_name(folder: str) -> str:
    """The folder's name inside the installed package (setup.py's mapping uses it too)."""
    return f"_{folder}"


def _candidates(folder: str) -> Iterator[Path]:
    """The places to look, in order; each is worked out only when the ones before it are missing."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        yield Path(bundle) / folder
    checkout = _PACKAGE.parent
    if (checkout / "pyproject.toml").is_file():  # not some other package's folder in site-packages
        yield checkout / folder
    # Only an installed wheel gets here: importlib.resources costs a few ms of every start otherwise.
    from importlib import resources as importlib_resources

    installed = importlib_resources.files(__package__ or "desktop_app") / installed_name(folder)
    if isinstance(installed, Path):  # an unpacked install; a zipped one has no real files for Qt
        yield installed


@cache
def data_dir(folder: str) -> Path:
    """The ``resources`` or ``translations`` folder of this installation."""
    if folder not in FOLDERS:
        raise ValueError(f"unknown data folder {folder!r}; expected one of {FOLDERS}")
    for path in _candidates(folder):
        if path.is_dir():
            return path
    raise ResourceError(f"the app's {folder} folder is missing; reinstall Game Table")


def resources_dir() -> Path:
    return data_dir("resources")


def resource_path(*parts: str) -> Path:
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise ResourceError(f"missing resource file: {'/'.join(parts)}")
    return path


def load_json(*parts: str) -> Any:
    path = resource_path(*parts)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ResourceError(f"resource {'/'.join(parts)} cannot be read: {exc}") from exc


def has_provenance(row: dict[str, Any]) -> bool:
    """Whether the row carries one of the provenance tags in its ``src`` field."""
    src = row.get("src")
    return isinstance(src, str) and src in PROVENANCE


def data_fail(game: str, where: str, message: str) -> NoReturn:
    """Refuses a game's data file, naming the game and the file (or part of it) at fault."""
    raise ResourceError(f"{game} data, {where}: {message}")


def data_rows(game: str, doc: Any, key: str, where: str, *, notes: bool = False) -> list[dict[str, Any]]:
    """The non-empty list of row objects under ``key`` of a loaded data file, each with a provenance tag.

    With ``notes`` every row must also carry a ``note`` saying where its content comes from.
    """
    if not isinstance(doc, dict) or not isinstance(doc.get(key), list) or not doc[key]:
        data_fail(game, where, f"needs a non-empty list {key!r}")
    rows: list[dict[str, Any]] = doc[key]
    for row in rows:
        if not isinstance(row, dict):
            data_fail(game, where, f"a row of {key!r} is not an object")
        if not has_provenance(row):
            data_fail(game, where, f"row {row} has no valid provenance tag (src)")
        if notes and not isinstance(row.get("note"), str):
            data_fail(game, where, f"row {row} has no note")
    return rows
