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

# shellcheck source=build_common.sh
source "$ROOT/packaging/build_common.sh"

APP="dist/Game Table.app"
# PyInstaller signs ad hoc; check that the signature covers the whole bundle
codesign --verify --deep --strict "$APP"
echo "bundle: $APP ($(du -sh "$APP" | cut -f1))"
