#!/usr/bin/env bash
# Builds the one-folder Linux app: dist/game-table/game-table.
#
# A fresh build venv holds the app, its dependencies and PyInstaller, and so exactly one
# Qt binding (PySide6). Set PYTHON to choose the interpreter (3.11 or newer) and
# BUILD_VENV to put the venv elsewhere.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="${BUILD_VENV:-$ROOT/build/venv-linux}"

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

# Desktop integration files, laid out as under /usr/share for whoever installs the folder.
APP=dist/game-table
install -Dm644 packaging/linux/game-table.desktop "$APP/share/applications/game-table.desktop"
install -Dm644 packaging/linux/io.github.gametable.GameTable.metainfo.xml \
    "$APP/share/metainfo/io.github.gametable.GameTable.metainfo.xml"
for size in 16 32 48 64 128 256 512; do
    install -Dm644 "resources/icons/game-table-$size.png" \
        "$APP/share/icons/hicolor/${size}x${size}/apps/game-table.png"
done

echo "bundle: $APP ($(du -sh "$APP" | cut -f1))"
