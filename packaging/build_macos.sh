#!/usr/bin/env bash
# Builds the macOS app: "dist/Game Table.app" (and the plain folder dist/game-table).
#
# A fresh build venv holds the app, its dependencies and PyInstaller, and so exactly one
# Qt binding (PySide6). The app is for the machine's own architecture (arm64 or x86_64).
# Set PYTHON to choose the interpreter (3.11 or newer) and BUILD_VENV to put the venv elsewhere.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="${BUILD_VENV:-$ROOT/build/venv-macos}"

"$PYTHON" packaging/sync_version.py --check

rm -rf "$VENV"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet . pyinstaller
"$VENV/bin/python" - <<'PY'
import importlib.util, sys
found = [m for m in ("PyQt5", "PyQt6", "PySide2", "PySide6") if importlib.util.find_spec(m)]
sys.exit(None if found == ["PySide6"] else f"the build venv must hold only PySide6, it has {found}")
PY

# Compiled translations go into the bundle (the spec copies translations/*.qm).
"$VENV/bin/python" translations/build_translations.py

"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/game_table.spec

APP="dist/Game Table.app"
# PyInstaller signs ad hoc; check that the signature covers the whole bundle
codesign --verify --deep --strict "$APP"
echo "bundle: $APP ($(du -sh "$APP" | cut -f1))"
