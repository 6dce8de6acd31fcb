"""Finds the ``resources/`` folder from a source checkout, an installed wheel
or a PyInstaller bundle, and loads JSON data files from it."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any


class ResourceError(Exception):
    """A data file that is missing or does not pass validation."""


@lru_cache(maxsize=1)
def resources_dir() -> Path:
    here = Path(__file__).resolve().parent
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # PyInstaller one-folder build
        candidates.append(Path(bundle) / "resources")
    candidates.append(here.parent / "resources")  # source checkout or editable install
    candidates.append(here / "_resources")  # installed wheel (see pyproject.toml)
    for path in candidates:
        if (path / "fonts").is_dir():
            return path
    raise ResourceError("the app's resources folder is missing; reinstall Game Table")


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
