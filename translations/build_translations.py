"""Compile translations/game_table_<lang>.ts into the .qm files beside them.

    .venv/bin/python translations/build_translations.py

The .qm files are committed (tests/i18n fails when one is out of step with its
.ts), so a checkout, a wheel and a PyInstaller bundle all carry them and the
app never compiles anything at start. import_translations.py and
update_translations.py run this step themselves; run it by hand after editing
a .ts in Qt Linguist (or after merging two branches that both changed one).
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
