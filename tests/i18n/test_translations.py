"""The committed translations cover every text in the code, and loading them changes the screen.

lupdate is run over the code into a temporary copy of the .ts files (the
committed ones stay untouched); a text it finds that has no finished German
and Spanish translation fails the test with its context and source. Games that
nobody can play yet (no scene module), and those listed in IN_PROGRESS, are left out.
"""

from __future__ import annotations

import ast
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from desktop_app import i18n
from desktop_app.engine.events import Event
from desktop_app.games.catalogue import all_games
from desktop_app.ui import language, scene_registry

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
NUMBERED = re.compile(r"%(\d)")
FORMS = {"de": 2, "es": 2}
# translate() called with a variable: these look up texts that are marked elsewhere with
# QT_TRANSLATE_NOOP (engine texts, player colours) or are the plural helpers themselves.
DYNAMIC_LOOKUPS = {
    "desktop_app/ui/scene_registry.py",
    "desktop_app/ui/templates.py",
    "desktop_app/ui/new_game_dialog.py",
    "desktop_app/games/copernico/scene/texts.py",
}

if i18n.find_lupdate() is None or i18n.find_lrelease() is None:
    pytest.skip("pyside6-lupdate/lrelease are not installed", allow_module_level=True)


# Games whose texts are still being written by their authors: their strings are in the .ts
# files (lupdate picks them up) but are not required to be translated yet. Remove a game
# from here once its texts are settled and translated in the .ts files.
IN_PROGRESS: set[str] = set()


def _unplayable_contexts() -> set[str]:
    playable = {g.id for g in scene_registry.playable_games()}
    return {g.id for g in all_games() if g.id not in playable} | IN_PROGRESS


def _unplayable_engine_texts() -> set[tuple[str, str]]:
    """Title, summary and options of games nobody can play yet: extracted, not yet required."""
    skip = _unplayable_contexts()
    texts = set()
    for game in all_games():
        if game.id in skip:
            texts |= {(i18n.GAME_TITLE, game.title), (i18n.GAME_SUMMARY, game.summary)}
            for spec in game.option_specs():
                texts |= {(i18n.GAME_OPTION, t) for t in (spec.label, spec.help)}
                texts |= {(i18n.GAME_OPTION, c) for c in spec.choices if isinstance(c, str)}
            texts |= {(i18n.GAME_SEAT, text) for text in game.seat_texts()}
            texts |= {(i18n.GAME_OPTION, text) for text in game.option_texts()}
    return texts - set(_playable_engine_texts())


def _playable_engine_texts() -> list[tuple[str, str]]:
    skip = _unplayable_contexts()
    wanted = []
    for game in scene_registry.playable_games():
        if game.id in skip:
            continue
        wanted += [(i18n.GAME_TITLE, game.title), (i18n.GAME_SUMMARY, game.summary)]
        for spec in game.option_specs():
            wanted.append((i18n.GAME_OPTION, spec.label))
            if spec.help:
                wanted.append((i18n.GAME_OPTION, spec.help))
            wanted += [(i18n.GAME_OPTION, c) for c in spec.choices if isinstance(c, str)]
        wanted += [(i18n.GAME_SEAT, text) for text in game.seat_texts()]
        wanted += [(i18n.GAME_OPTION, text) for text in game.option_texts()]
    return wanted


def _messages(path: Path):
    """(context, source, numerus, translation type, forms) for every message."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            plural = [f.text or "" for f in translation.iter("numerusform")]
            forms = plural if numerus else [translation.text or ""]
            yield name, message.findtext("source") or "", numerus, translation.get("type"), forms


@pytest.fixture(scope="module")
def fresh_ts(tmp_path_factory) -> dict[str, Path]:
    """The committed .ts files refreshed from the code by lupdate, in a temporary folder."""
    folder = tmp_path_factory.mktemp("ts")
    files = {}
    for lang in i18n.TRANSLATED:
        files[lang] = folder / i18n.ts_name(lang)
        shutil.copy2(TS_DIR / i18n.ts_name(lang), files[lang])
    i18n.run_lupdate(ROOT, list(files.values()))
    return files


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_text_in_the_code_is_translated(fresh_ts, lang):
    skip, skip_texts = _unplayable_contexts(), _unplayable_engine_texts()
    problems = []
    for context, source, numerus, kind, forms in _messages(fresh_ts[lang]):
        if context in skip or (context, source) in skip_texts:
            continue
        if kind in ("unfinished", "vanished", "obsolete") or not all(f.strip() for f in forms):
            problems.append(f"{context}: {source!r} ({kind or 'empty'})")
        elif numerus and len(forms) != FORMS[lang]:
            problems.append(f"{context}: {source!r} has {len(forms)} plural forms, not {FORMS[lang]}")
    assert not problems, (
        f"{len(problems)} texts lack a {lang} translation; run translations/update_translations.py, "
        "then translate them in Qt Linguist or with translations/import_translations.py:\n"
        + "\n".join(problems[:40])
    )


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translations_keep_every_placeholder(lang):
    problems = []
    for context, source, numerus, kind, forms in _messages(TS_DIR / i18n.ts_name(lang)):
        if kind == "unfinished":
            continue
        want = set(NUMBERED.findall(source))
        for form in forms:
            if set(NUMBERED.findall(form)) != want:
                problems.append(f"{context}: {source!r} -> {form!r}")
        if "%n" in source and "%n" not in forms[-1]:
            problems.append(f"{context}: {source!r} -> {forms[-1]!r} drops %n")
        if "%n" not in source and any("%n" in f for f in forms):
            problems.append(f"{context}: {source!r} -> adds %n")
        if "%n" in source and not numerus:
            problems.append(f"{context}: {source!r} counts (%n) but is no plural: use counted(n).translate")
    assert not problems, "\n".join(problems)


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def test_lupdate_sees_every_translate_call(fresh_ts):
    """lupdate's Python parser silently skips some call forms (a count like p["paid"] as the
    4th argument) and cannot see a variable: every literal call must reach the .ts file, and a
    text with %n must be a plural there (the counted(n).translate(..., None, 1) form)."""
    found = {(c, s): numerus for c, s, numerus, _k, _f in _messages(fresh_ts["de"])}
    skip = _unplayable_contexts()
    problems = []
    for path in i18n.source_files(ROOT):
        rel = path.relative_to(ROOT).as_posix()
        parts = rel.split("/")
        if len(parts) > 3 and parts[1] == "games" and parts[2] in skip:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2:
                continue
            context, source = _literal(node.args[0]), _literal(node.args[1])
            qt_call = isinstance(func, ast.Attribute) and getattr(func.value, "id", "") == "QCoreApplication"
            if context is None and source is None and not qt_call:
                continue  # QPainter.translate(x, y) and the like
            if context is None or source is None:
                if rel not in DYNAMIC_LOOKUPS:
                    problems.append(f"{rel}:{node.lineno}: translate() of a variable; lupdate cannot see it")
                continue
            if (context, source) not in found:
                problems.append(f"{rel}:{node.lineno}: {context}: {source!r} is not extracted by lupdate")
            elif "%n" in source and not found[(context, source)]:
                problems.append(f"{rel}:{node.lineno}: {source!r} is not a plural for lupdate")
    assert not problems, "\n".join(problems)


TRANSLATE_NAMES = ("translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP")


def _is_translate_function(node: ast.AST) -> bool:
    """``translate``, ``QT_TRANSLATE_NOOP`` or any ``something.translate`` (QCoreApplication, a module)."""
    if isinstance(node, ast.Name):
        return node.id in TRANSLATE_NAMES
    return isinstance(node, ast.Attribute) and node.attr in TRANSLATE_NAMES


def test_translate_is_never_called_under_another_name():
    """lupdate recognises the call by its name only: ``t = translate`` and then ``t("ctx", "...")``
    (or ``from ... import translate as t``, ``partial(translate, "ctx")``) hides every text from it,
    as happened to hundreds of Copycat and Councils texts. Binding QCoreApplication.translate to the
    name ``translate`` itself is fine."""
    problems = []
    for path in i18n.source_files(ROOT):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{rel}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [ast.unparse(t) for t in targets]
                if _is_translate_function(node.value) and any(n not in TRANSLATE_NAMES for n in names):
                    problems.append(f"{where}: {', '.join(names)} = {ast.unparse(node.value)}")
            elif isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if alias.name in TRANSLATE_NAMES and alias.asname not in (None, alias.name):
                        problems.append(f"{where}: import {alias.name} as {alias.asname}")
            elif (isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "partial"
                  and node.args and _is_translate_function(node.args[0])):
                problems.append(f"{where}: partial({ast.unparse(node.args[0])}, ...)")
    assert not problems, "translate under another name; lupdate cannot see it:\n" + "\n".join(problems)


def test_the_alias_check_catches_the_known_forms(tmp_path, monkeypatch):
    """The check above must fail on the forms that hid the texts (a test that cannot fail is no test)."""
    package = tmp_path / "desktop_app"
    package.mkdir()
    (package / "bad.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "from .texts import translate as tr\n"
        "translate = QCoreApplication.translate\n"
        "t = translate\n"
        "def f():\n"
        "    q = QCoreApplication.translate\n"
        "    return partial(translate, 'ctx')\n",
        encoding="utf-8",
    )
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    with pytest.raises(AssertionError) as failure:
        test_translate_is_never_called_under_another_name()
    message = str(failure.value)
    for needle in ("import translate as tr", "t = translate", "q = QCoreApplication.translate", "partial("):
        assert needle in message
    assert "bad.py:3:" not in message  # translate = QCoreApplication.translate keeps the known name


def test_engine_texts_of_playable_games_are_marked(fresh_ts):
    """Titles, summaries and options come from the Qt-free engine; i18n.run_lupdate marks every
    game's texts for lupdate, so the shell can translate them."""
    found = {(c, s) for c, s, _n, _k, _f in _messages(fresh_ts["de"])}
    missing = [f"{c}: {s!r}" for c, s in _playable_engine_texts() if (c, s) not in found]
    assert not missing, "\n".join(missing)


ENGINE_CONTEXTS = (i18n.GAME_TITLE, i18n.GAME_SUMMARY, i18n.GAME_OPTION)


def test_engine_texts_are_marked_in_one_place_only():
    """A game's title or option text written again in a scene or dialog (QT_TRANSLATE_NOOP or a
    literal translate call in the engine-text contexts) is a second copy that can drift from the
    definition; scene_registry translates them from the definition, i18n marks them for lupdate."""
    repeats = []
    for path in i18n.source_files(ROOT):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and len(node.args) > 1):
                continue
            if _literal(node.args[0]) in ENGINE_CONTEXTS and _literal(node.args[1]) is not None:
                repeats.append(f"{rel}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert not repeats, "engine texts marked again outside the definitions:\n" + "\n".join(repeats)


def test_lupdate_marks_file_quotes_every_text_exactly():
    texts = [("GameTitle", 'A "quoted" & back\\slash'), ("GameOption", "Größe ×2")]
    source = i18n.engine_texts_source(texts)
    calls = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call)]
    assert [(_literal(c.args[0]), _literal(c.args[1])) for c in calls] == texts


def test_language_preference_follows_the_system_with_english_fallback():
    assert i18n.resolve_language("system", "de_AT") == "de"
    assert i18n.resolve_language("system", "es_MX") == "es"
    assert i18n.resolve_language("system", "fr_FR") == "en"
    assert i18n.resolve_language("system", "C") == "en"
    assert i18n.resolve_language("es", "de_DE") == "es"


@pytest.fixture
def qapp_language(qapp):
    yield
    language.install_language("en")


@pytest.mark.parametrize(
    ("lang", "menu", "category", "log_line"),
    [
        ("de", "&Spiel", "Rat des Kopernikus", "Ada ruht aus und zieht 2 Karten."),
        ("es", "&Partida", "Consejo de Copérnico", "Ada descansa y roba 2 cartas."),
    ],
)
def test_loading_a_language_changes_visible_texts(qapp_language, lang, menu, category, log_line):
    from desktop_app.engine.seats import Seat
    from desktop_app.games.copernico.scene import texts as scene_texts

    seats = [Seat("Ada", "human", None, 0), Seat("Bob", "ai", "easy", 1)]
    rest = Event("copernico.rest", {"player": 0, "count": 2})
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert language.install_language(lang) == lang
    assert QCoreApplication.translate("MainWindow", "&Game") == menu
    assert scene_registry.category_name("copernico", "advice") == category
    assert scene_registry.log_text("copernico", rest, seats) == log_line
    one = Event("copernico.rest", {"player": 0, "count": 1})
    assert "2" not in scene_texts.describe_event(one, seats) and "1" in scene_texts.describe_event(one, seats)
    assert language.install_language("en") == "en"
    assert scene_registry.log_text("copernico", rest, seats) == "Ada rests and draws 2 cards."
    assert scene_texts.describe_event(one, seats) == "Ada rests and draws 1 card."
