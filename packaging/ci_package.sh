#!/usr/bin/env bash
# Packaging check for CI (Linux, no display): build the PyInstaller bundle and the wheel,
# and prove each one starts, plays a few moves and renders a frame (`game-table --smoke`).
#
#   1. build dist/game-table with packaging/build_linux.sh and run its --smoke
#   2. time the bundle's --smoke beside `python -m desktop_app --smoke` from the source tree
#   3. build the wheel, check it holds every module and resource file, install it in a
#      fresh venv and run its game-table --smoke from /tmp, so only the wheel's files are used
#
# Exits non-zero at the first failure. Takes about 2 minutes on 2 cores with a warm pip cache.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export QT_QPA_PLATFORM=offscreen
PYTHON="${PYTHON:-python3}"
BUILD_VENV="$ROOT/build/venv-linux"
WHEEL_VENV="$(mktemp -d /tmp/game-table-wheel-venv.XXXXXX)"
trap 'rm -rf "$WHEEL_VENV"' EXIT

step() { printf '\n== %s\n' "$*"; }

# Runs a command, prints its wall time, and stores it (seconds) in the variable named by $1.
timed() {
    local __var=$1 start end
    shift
    start=$(date +%s%N)
    "$@"
    end=$(date +%s%N)
    printf -v "$__var" '%d.%02d' $(((end - start) / 1000000000)) $(((end - start) / 10000000 % 100))
}

step "Linux desktop files: validate (when the validators are installed)"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate packaging/linux/io.github.gametable.GameTable.desktop; fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net packaging/linux/io.github.gametable.GameTable.metainfo.xml
fi

step "bundle: PyInstaller build"
PYTHON="$PYTHON" BUILD_VENV="$BUILD_VENV" bash packaging/build_linux.sh
BUNDLE=dist/game-table
test -d "$BUNDLE/_internal/resources/fonts" || { echo "the bundle has no resources/fonts" >&2; exit 1; }

step "bundle: compiled translations present"
for lang in de es; do
    test -f "$BUNDLE/_internal/translations/game_table_$lang.qm" || { echo "missing $lang translation in the bundle"; exit 1; }
done

step "bundle: game-table --smoke"
timed bundle_time "$BUNDLE/game-table" --smoke
step "source: python -m desktop_app --smoke (the build venv's Python, this checkout's code)"
timed source_time "$BUILD_VENV/bin/python" -m desktop_app --smoke

step "wheel: build and check its contents"
rm -rf dist/wheel
"$BUILD_VENV/bin/python" -m pip wheel . --no-deps --quiet -w dist/wheel
WHEEL=$(ls dist/wheel/game_table-*.whl)
"$BUILD_VENV/bin/python" packaging/check_wheel.py "$WHEEL"

step "wheel: install in a fresh venv and run game-table --smoke from /tmp"
"$PYTHON" -m venv "$WHEEL_VENV"
"$WHEEL_VENV/bin/python" -m pip install --quiet --upgrade pip
"$WHEEL_VENV/bin/python" -m pip install --quiet "$ROOT/$WHEEL"
(
    cd /tmp
    "$WHEEL_VENV/bin/python" - <<'PY'
import sysconfig
from pathlib import Path

from desktop_app.resources import load_json, resources_dir

found = resources_dir()
site = Path(sysconfig.get_paths()["purelib"]).resolve()
if site not in found.parents:
    raise SystemExit(f"the installed app reads resources from {found}, not from the wheel in {site}")
load_json("copernico", "rules.json")
print(f"installed wheel reads its resources from {found}")
from desktop_app.i18n import TRANSLATED, qm_path

for lang in TRANSLATED:
    qm = qm_path(lang)
    if qm is None or site not in qm.parents:
        raise SystemExit(f"the installed app finds no {lang} translation of its own: {qm}")
print("installed wheel reads its translations from", qm.parent)
PY
    "$WHEEL_VENV/bin/game-table" --smoke
)

step "summary"
printf '%-40s %s\n' "bundle size (dist/game-table)" "$(du -sh "$BUNDLE" | cut -f1)" \
    "wheel size" "$(du -sh "$WHEEL" | cut -f1)" \
    "bundle: game-table --smoke" "${bundle_time} s" \
    "source: python -m desktop_app --smoke" "${source_time} s"
