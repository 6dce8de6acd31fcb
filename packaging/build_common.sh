# Shared by build_linux.sh and build_macos.sh (sourced, not run): make a fresh build venv
# holding the app, its dependencies and PyInstaller, and so exactly one Qt binding
# (PySide6), compile the translations, and run PyInstaller into dist/.
# Expects ROOT (the checkout), PYTHON (3.11 or newer) and VENV to be set.
cd "$ROOT"
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

# The committed .qm files go into the bundle (the spec copies translations/*.qm); compiling them
# again here makes sure the bundle carries the .ts as it is even if someone forgot to commit a .qm.
"$VENV/bin/python" translations/build_translations.py

"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/game_table.spec
