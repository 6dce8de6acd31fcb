"""Compile translations/game_table_<lang>.ts into .qm files beside them.

    .venv/bin/python translations/build_translations.py

The .qm files are build output (not committed). A source run finds them here;
packaging/game_table.spec copies translations/*.qm into the bundle, so run
this before PyInstaller; a wheel ships them when they exist at build time
(else the app compiles the shipped .ts on first start). The app itself also
rebuilds a missing or out-of-date .qm at start when lrelease is available.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app import i18n  # noqa: E402


def main() -> int:
    try:
        built = i18n.build_all(ROOT / "translations")
    except RuntimeError as exc:
        print(f"build_translations: {exc}", file=sys.stderr)
        return 1
    for path in built:
        print(f"built {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
