"""Checks that a built wheel ships the whole app: every module and every resource file.

    python packaging/check_wheel.py dist/wheel/game_table-*.whl

pyproject.toml maps the top-level ``resources/`` folder to the package
``desktop_app._resources``; an installed wheel finds its data there
(desktop_app/resources.py), and ``translations/`` to ``desktop_app._translations``
(its .ts and committed .qm files). A wheel without them installs cleanly and then
fails at start-up or shows only English, so packaging checks the archive itself.
"""

from __future__ import annotations

import sys
import zipfile
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES_IN_WHEEL = "desktop_app/_resources"
TRANSLATIONS_IN_WHEEL = "desktop_app/_translations"
# the files the app cannot start or play without, or not in German and Spanish
REQUIRED = (
    f"{RESOURCES_IN_WHEEL}/fonts/*.ttf",
    f"{RESOURCES_IN_WHEEL}/copernico/*.json",
    f"{TRANSLATIONS_IN_WHEEL}/game_table_de.qm",
    f"{TRANSLATIONS_IN_WHEEL}/game_table_es.qm",
)


def _shipped(folder: Path, pattern: str) -> list[str]:
    """Files under ``folder`` (relative, POSIX) that a wheel must hold; hidden files and caches aside."""
    names = []
    for path in sorted(folder.rglob(pattern)):
        rel = path.relative_to(folder)
        if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
            names.append(rel.as_posix())
    return names


def wheel_problems(wheel: Path, root: Path = ROOT) -> list[str]:
    """What the wheel lacks compared with the source tree at ``root``; empty when complete."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    problems = [f"no file matches {p}" for p in REQUIRED if not any(fnmatch(n, p) for n in names)]
    for rel in _shipped(root / "resources", "*"):
        if f"{RESOURCES_IN_WHEEL}/{rel}" not in names:
            problems.append(f"resource missing: resources/{rel}")
    for pattern in ("*.ts", "*.qm"):
        for rel in _shipped(root / "translations", pattern):
            if f"{TRANSLATIONS_IN_WHEEL}/{rel}" not in names:
                problems.append(f"translation missing: translations/{rel}")
    scripts = sorted(n for n in names if fnmatch(n, f"{TRANSLATIONS_IN_WHEEL}/*.py"))
    problems += [f"maintenance script shipped: {name}" for name in scripts]
    for rel in _shipped(root / "desktop_app", "*.py"):
        if f"desktop_app/{rel}" not in names:
            problems.append(f"module missing: desktop_app/{rel}")
    return problems


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: check_wheel.py WHEEL", file=sys.stderr)
        return 2
    problems = wheel_problems(Path(args[0]))
    for problem in problems:
        print(f"{args[0]}: {problem}", file=sys.stderr)
    if not problems:
        print(f"{args[0]}: every module and resource file is inside")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
