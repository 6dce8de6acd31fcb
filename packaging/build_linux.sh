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

# shellcheck source=build_common.sh
source "$ROOT/packaging/build_common.sh"

# Desktop integration files, laid out as under /usr/share for whoever installs the folder.
APP=dist/game-table
install -Dm644 packaging/linux/io.github.gametable.GameTable.desktop \
    "$APP/share/applications/io.github.gametable.GameTable.desktop"
install -Dm644 packaging/linux/io.github.gametable.GameTable.metainfo.xml \
    "$APP/share/metainfo/io.github.gametable.GameTable.metainfo.xml"
for size in 16 32 48 64 128 256 512; do
    install -Dm644 "resources/icons/game-table-$size.png" \
        "$APP/share/icons/hicolor/${size}x${size}/apps/game-table.png"
done

echo "bundle: $APP ($(du -sh "$APP" | cut -f1))"
