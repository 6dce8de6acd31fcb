"""Where the translations are, and turning the committed ``.ts`` files into ``.qm``.

English is the source language: the texts in the code are the English texts,
so English needs no file. German and Spanish live in ``translations/
game_table_<lang>.ts`` (committed); Qt loads compiled ``.qm`` files, which are
built, never committed. Where the ``.qm`` comes from depends on how the app
was installed:

* source checkout: ``translations/*.qm`` beside the ``.ts``; built at start
  (by ``pyside6-lrelease``, which PySide6 ships) when missing or older than
  the ``.ts``, so a run from source always shows the current translations;
* PyInstaller bundle: ``sys._MEIPASS/translations/*.qm``, built before
  bundling by ``translations/build_translations.py``;
* installed wheel: ``desktop_app/_translations/`` (the ``translations``
  folder shipped as package data); its ``.qm`` is used when current, else the
  shipped ``.ts`` is compiled once into the user's cache folder.

When nothing can be found or built the app runs in English. No Qt here: this
module only finds files and runs ``lrelease``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from importlib.util import find_spec
from pathlib import Path

import platformdirs

from .engine.paths import APP_NAME, DATA_ENV  # one definition for the whole app

log = logging.getLogger(__name__)

CATALOGUE = "game_table"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "de", "es")  # offered in Preferences; en is the source
TRANSLATED = ("de", "es")  # languages with a .ts file
SYSTEM = "system"  # the preference that follows the operating system
# Each language named in itself, as a language menu shows it.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}

_PACKAGE = Path(__file__).resolve().parent


def language_for_locale(locale_name: str) -> str:
    """"de_AT" -> "de"; a language without a translation falls back to English."""
    code = (locale_name or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def resolve_language(preference: str, system_locale_name: str) -> str:
    """The language to show for a stored preference ("system", "en", "de", "es")."""
    if preference in LANGUAGES:
        return preference
    return language_for_locale(system_locale_name)


def ts_name(language: str) -> str:
    return f"{CATALOGUE}_{language}.ts"


def qm_name(language: str) -> str:
    return f"{CATALOGUE}_{language}.qm"


def source_dir() -> Path | None:
    """``translations/`` of a source checkout (or an editable install)."""
    folder = _PACKAGE.parent / "translations"
    return folder if any(folder.glob(f"{CATALOGUE}_*.ts")) else None


def package_dir() -> Path | None:
    """The translations shipped inside an installed wheel."""
    folder = _PACKAGE / "_translations"
    return folder if folder.is_dir() else None


def bundle_dir() -> Path | None:
    """The translations of a PyInstaller build (see packaging/game_table.spec)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not bundle:
        return None
    folder = Path(bundle) / "translations"
    return folder if folder.is_dir() else None


def cache_dir() -> Path:
    """Where ``.qm`` files compiled from a read-only install go (per app version,
    so an update never uses the older release's translations)."""
    from . import __version__

    override = os.environ.get(DATA_ENV)
    if override:
        base = Path(override) / "cache"
    else:
        base = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    return base / "translations" / __version__


def find_lrelease() -> Path | None:
    """Qt's lrelease: the binary inside the PySide6 package, else a pyside6-lrelease on the PATH."""
    exe = ".exe" if sys.platform == "win32" else ""
    spec = find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            for name in (f"lrelease{exe}", f"Qt/bin/lrelease{exe}"):
                path = Path(root) / name
                if path.is_file() and os.access(path, os.X_OK):
                    return path
    beside = Path(sys.executable).parent / f"pyside6-lrelease{exe}"
    if beside.is_file():
        return beside
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return Path(found) if found else None


def find_lupdate() -> Path | None:
    exe = ".exe" if sys.platform == "win32" else ""
    spec = find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            path = Path(root) / f"lupdate{exe}"
            if path.is_file() and os.access(path, os.X_OK):
                return path
    beside = Path(sys.executable).parent / f"pyside6-lupdate{exe}"
    if beside.is_file():
        return beside
    found = shutil.which("pyside6-lupdate")
    return Path(found) if found else None


def is_current(qm: Path, ts: Path) -> bool:
    """The .qm exists and is not older than its .ts."""
    try:
        return qm.stat().st_size > 0 and qm.stat().st_mtime >= ts.stat().st_mtime
    except OSError:
        return False


def compile_ts(ts: Path, qm: Path, lrelease: Path | None = None, timeout: float = 60.0) -> bool:
    """Build ``qm`` from ``ts``; the old ``qm`` stays until the new one is complete."""
    lrelease = lrelease or find_lrelease()
    if lrelease is None or not ts.is_file():
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{qm.name}.", suffix=".tmp", dir=qm.parent)
        os.close(fd)
    except OSError as exc:
        log.info("cannot write translations to %s: %s", qm.parent, exc)
        return False
    try:
        result = subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", tmp],
            capture_output=True, text=True, timeout=timeout, check=False,
        )
        if result.returncode != 0 or Path(tmp).stat().st_size == 0:
            log.warning("lrelease failed for %s: %s", ts.name, (result.stderr or result.stdout).strip())
            return False
        os.replace(tmp, qm)
        return True
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("lrelease could not run for %s: %s", ts.name, exc)
        return False
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _from_ts_folder(folder: Path, language: str) -> Path | None:
    ts = folder / ts_name(language)
    qm = folder / qm_name(language)
    if not ts.is_file():
        return qm if qm.is_file() else None
    if is_current(qm, ts):
        return qm
    # Build beside the .ts when that folder is writable (source checkout), else in the cache.
    if os.access(folder, os.W_OK) and compile_ts(ts, qm):
        return qm
    cached = cache_dir() / qm_name(language)
    if is_current(cached, ts) or compile_ts(ts, cached):
        return cached
    if qm.is_file():  # out of date, but better than English for someone who chose German
        log.warning("using an out-of-date %s: %s could not be compiled", qm.name, ts.name)
        return qm
    return None


def qm_path(language: str) -> Path | None:
    """The compiled catalogue for ``language``, building it when needed; None for
    English or when no translation can be found (the app then shows English)."""
    if language not in TRANSLATED:
        return None
    bundled = bundle_dir()
    if bundled is not None and (bundled / qm_name(language)).is_file():
        return bundled / qm_name(language)
    for folder in (source_dir(), package_dir()):
        if folder is not None:
            found = _from_ts_folder(folder, language)
            if found is not None:
                return found
    return None


def build_all(folder: Path, languages: tuple[str, ...] = TRANSLATED) -> list[Path]:
    """Compile every ``.ts`` in ``folder`` (translations/build_translations.py)."""
    lrelease = find_lrelease()
    if lrelease is None:
        raise RuntimeError("pyside6-lrelease was not found; install PySide6-Essentials")
    built = []
    for language in languages:
        ts, qm = folder / ts_name(language), folder / qm_name(language)
        if not compile_ts(ts, qm, lrelease):
            raise RuntimeError(f"lrelease could not compile {ts}")
        built.append(qm)
    return built


def source_files(root: Path) -> list[Path]:
    """Every Python module of the app, the input of lupdate (new games are picked up)."""
    return sorted(p for p in (root / "desktop_app").rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(root: Path, ts_files: list[Path], extra: tuple[str, ...] = ()) -> str:
    """Refresh ``ts_files`` from the code, keeping existing translations and dropping
    strings no longer in the code. Returns lupdate's report."""
    lupdate = find_lupdate()
    if lupdate is None:
        raise RuntimeError("pyside6-lupdate was not found; install PySide6-Essentials")
    with tempfile.TemporaryDirectory(prefix="game-table-lupdate-") as tmp:
        listing = Path(tmp) / "sources.lst"  # one file a line: no command-line length limit
        listing.write_text("\n".join(str(p) for p in source_files(root)) + "\n", encoding="utf-8")
        command = [str(lupdate), f"@{listing}", "-no-obsolete", "-locations", "relative", *extra, "-ts"]
        command += [str(p) for p in ts_files]
        result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=300)
    if result.returncode != 0:
        raise RuntimeError(f"lupdate failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout + result.stderr
