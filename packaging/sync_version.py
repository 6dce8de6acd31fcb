"""Keeps the AppStream release list in step with the version in pyproject.toml.

    python packaging/sync_version.py          # add a <release> for a new version (dated today)
    python packaging/sync_version.py --check  # exit 1 if they disagree (CI, build scripts)

pyproject.toml is the one place a version is written; the PyInstaller spec reads it
directly, and only the metainfo file, which must be static XML, needs this copy.
The file is edited as text so its layout and comments stay as written.
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
METAINFO = ROOT / "packaging" / "linux" / "io.github.gametable.GameTable.metainfo.xml"


def project_version(pyproject: Path = PYPROJECT) -> str:
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]


def newest_release(metainfo: Path = METAINFO) -> str | None:
    """The version of the first <release>: AppStream lists the newest first."""
    release = ET.parse(metainfo).getroot().find("releases/release")
    return None if release is None else release.get("version")


def add_release(text: str, version: str, date: str) -> str:
    """``text`` with a ``<release>`` for ``version`` inserted at the top of <releases>."""
    match = re.search(r"^([ \t]*)<releases>[ \t]*\n", text, flags=re.MULTILINE)
    if match is None:
        raise ValueError("the metainfo file has no <releases> element")
    indent = match.group(1)
    entry = f'{indent}  <release version="{version}" date="{date}"/>\n'
    return text[: match.end()] + entry + text[match.end() :]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sync the AppStream release with pyproject.toml.")
    parser.add_argument("--check", action="store_true", help="only report; exit 1 on a mismatch")
    args = parser.parse_args(argv)
    version, released = project_version(), newest_release()
    if version == released:
        print(f"metainfo release {released} matches pyproject.toml")
        return 0
    if args.check:
        print(f"metainfo's newest release is {released}, pyproject.toml says {version}: "
              "run packaging/sync_version.py", file=sys.stderr)  # fmt: skip
        return 1
    today = datetime.date.today().isoformat()
    METAINFO.write_text(add_release(METAINFO.read_text(encoding="utf-8"), version, today), encoding="utf-8")
    print(f"added release {version} ({today}) to {METAINFO.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
