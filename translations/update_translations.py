"""Refresh translations/game_table_<lang>.ts from the code (English is the source), then the .qm.

    .venv/bin/python translations/update_translations.py

Runs pyside6-lupdate over every desktop_app/**/*.py, so new modules (a new
game's scene_texts, say) are picked up without changing this script. Existing
translations are kept; strings no longer in the code are dropped
(-no-obsolete). New strings arrive as "unfinished": translate them in Qt
Linguist or write them as JSON and run import_translations.py. The committed
.qm files are rebuilt at the end so they stay in step with the .ts.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app import i18n  # noqa: E402


def ts_files(folder: Path = ROOT / "translations") -> list[Path]:
    return [folder / i18n.ts_name(lang) for lang in i18n.TRANSLATED]


def main() -> int:
    report = i18n.run_lupdate(ROOT, ts_files(), extra=("-source-language", "en"))
    print(report.strip())
    for path in i18n.build_all(ROOT / "translations"):
        print(f"built {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
