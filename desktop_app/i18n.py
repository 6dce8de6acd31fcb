"""Languages, where the compiled translations are, and Qt's translation tools (no Qt here).

English is the source language: the texts in the code are the English texts,
so English needs no file. German and Spanish live in ``translations/
game_table_<lang>.ts``, the one store of translations (edited with Qt Linguist
or translations/import_translations.py). The compiled ``game_table_<lang>.qm``
are committed beside them; tests/i18n fails when a .qm is out of step with its
.ts, and every script that writes a .ts rebuilds them. The app only loads
them, from the ``translations`` folder that :func:`desktop_app.resources.data_dir`
finds in a checkout, a wheel or a bundle: it never runs lrelease. When nothing
can be found the app runs in English.

lupdate and lrelease (shipped with PySide6) are used by the scripts in
translations/ and by the tests, never at start.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sys
import tempfile
from importlib.util import find_spec
from pathlib import Path

from .resources import ResourceError, data_dir

log = logging.getLogger(__name__)

CATALOGUE = "game_table"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "de", "es")  # offered in Preferences; en is the source
TRANSLATED = ("de", "es")  # languages with a .ts file
SYSTEM = "system"  # the preference that follows the operating system
# Each language named in itself, as a language menu shows it.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}


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
    import subprocess  # only when a translation is compiled, not at every start

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


def translations_dir() -> Path | None:
    """The ``translations`` folder of this installation (checkout, wheel or bundle)."""
    try:
        return data_dir("translations")
    except ResourceError:
        return None


def qm_path(language: str) -> Path | None:
    """The compiled catalogue for ``language``; None for English or when it is missing
    (the app then shows English)."""
    if language not in TRANSLATED:
        return None
    folder = translations_dir()
    path = folder / qm_name(language) if folder is not None else None
    return path if path is not None and path.is_file() else None


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


# The contexts the shell translates the engine's English texts in (ui/scene_registry.py).
GAME_TITLE, GAME_SUMMARY, GAME_OPTION = "GameTitle", "GameSummary", "GameOption"
GAME_SEAT = "GameSeat"  # seat roles, team names and game colours (GameDefinition.seat_texts)
ENGINE_TEXTS_FILE = "engine_texts.py"  # written beside the .ts only while lupdate runs


def engine_texts() -> list[tuple[str, str]]:
    """(context, English text) for every game's title, summary, option and seat texts.

    They are plain strings in the Qt-free game definitions, where lupdate cannot see a
    translate() call; this is the one place that marks them, for every game at once, so
    no scene or dialog repeats them and a new game's texts are picked up by themselves."""
    from .games.catalogue import all_games

    texts = []
    for game in all_games():
        texts += [(GAME_TITLE, game.title), (GAME_SUMMARY, game.summary)]
        for spec in game.option_specs():
            texts.append((GAME_OPTION, spec.label))
            if spec.help:
                texts.append((GAME_OPTION, spec.help))
            # scene_registry.option_choice translates a word choice (a number needs no translation)
            texts += [(GAME_OPTION, value) for value in spec.choices if isinstance(value, str)]
        texts += [(GAME_SEAT, text) for text in game.seat_texts()]
        texts += [(GAME_OPTION, text) for text in game.option_texts()]  # why a setup is refused
    return list(dict.fromkeys(texts))


def engine_texts_source(texts: list[tuple[str, str]]) -> str:
    """A Python file lupdate reads: one QT_TRANSLATE_NOOP per text (json's quoting is Python's)."""
    lines = ["# Generated by desktop_app.i18n.run_lupdate for lupdate; not part of the app."]
    lines += [f"QT_TRANSLATE_NOOP({json.dumps(c)}, {json.dumps(t, ensure_ascii=False)})" for c, t in texts]
    return "\n".join(lines) + "\n"


def run_lupdate(root: Path, ts_files: list[Path], extra: tuple[str, ...] = ()) -> str:
    """Refresh ``ts_files`` from the code and the games' engine texts, keeping existing
    translations and dropping strings no longer in the code. Returns lupdate's report."""
    lupdate = find_lupdate()
    if lupdate is None:
        raise RuntimeError("pyside6-lupdate was not found; install PySide6-Essentials")
    # Beside the .ts, so the messages' location is the same short name on every run.
    marks = ts_files[0].parent / ENGINE_TEXTS_FILE
    with tempfile.TemporaryDirectory(prefix="game-table-lupdate-") as tmp:
        marks.write_text(engine_texts_source(engine_texts()), encoding="utf-8")
        try:
            listing = Path(tmp) / "sources.lst"  # one file a line: no command-line length limit
            sources = [*source_files(root), marks]
            listing.write_text("\n".join(str(p) for p in sources) + "\n", encoding="utf-8")
            command = [str(lupdate), f"@{listing}", "-no-obsolete", "-locations", "relative", *extra, "-ts"]
            command += [str(p) for p in ts_files]
            import subprocess

            result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=300)
        finally:
            with contextlib.suppress(OSError):
                marks.unlink()
    if result.returncode != 0:
        raise RuntimeError(f"lupdate failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout + result.stderr
