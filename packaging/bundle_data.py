"""The data folders of the PyInstaller bundle, shared by game_table.spec and tests/packaging.

Inside the bundle they keep their top-level names (``resources/``, ``translations/``) under
``sys._MEIPASS``, where desktop_app.resources.data_dir looks first. The whole of resources/ goes
in (no list to keep), and of translations/ only the committed .qm files Qt loads.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """PyInstaller ``datas`` entries: (source file or folder, folder inside the bundle)."""
    datas = [(str(root / "resources"), "resources")]
    qm_files = sorted((root / "translations").glob("*.qm"))
    if not qm_files:
        raise SystemExit("translations/*.qm are missing: run translations/build_translations.py")
    datas += [(str(qm), "translations") for qm in qm_files]
    return datas
