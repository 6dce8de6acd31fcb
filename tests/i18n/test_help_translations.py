"""The rules help in German and Spanish: there for every game, in step with the English text,
in the terms the game's screen uses, and shown for the current language (English otherwise)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from desktop_app import i18n
from desktop_app.ui import help_viewer, language

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "resources" / "help"
ENGLISH = sorted(p.stem for p in HELP.glob("*.md"))
# UI texts whose translation the help must use, so the help names things as the table does.
TERMS = {
    "copernico": [("copernico", "Quality"), ("copernico", "Hypotheses"), ("copernico", "Advice"),
                  ("copernico", "Discard pile"), ("copernico", "Planetary ignoramus")],
    "copycat": [("copycat", "Clipboard"), ("copycat", "Doctorates"), ("copycat", "Draw pile"),
                ("copycat", "Permission to buy"), ("copycat", "Strategy session"),
                ("copycat", "Federal department")],
    "councils": [("councils", "City Hall"), ("councils", "Special committee"), ("councils", "Development"),
                 ("councils", "Building actions"), ("councils", "Build")],
}  # fmt: skip


def _ui_translation(lang: str, context: str, source: str) -> str:
    for ctx in ET.parse(ROOT / "translations" / i18n.ts_name(lang)).getroot().iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(f"{context}: {source!r} is not in the {lang} .ts")


def _outline(text: str) -> tuple[list[int], int, Counter]:
    """Heading levels in order, table rows, and every number: what a translation keeps."""
    headings = [len(m.group(1)) for m in re.finditer(r"^(#+) ", text, re.M)]
    rows = len(re.findall(r"^\s*\|", text, re.M))
    return headings, rows, Counter(re.findall(r"\d+", text))


def test_every_game_with_help_has_english_help():
    assert set(ENGLISH) >= {"copernico", "copycat", "councils"}


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
@pytest.mark.parametrize("game", ENGLISH)
def test_translated_help_exists_and_keeps_the_english_outline(game, lang):
    """Same sections, tables and numbers as the English text: a section added to the English
    help (or a changed figure) fails here until the translations follow."""
    path = HELP / lang / f"{game}.md"
    assert path.is_file(), f"resources/help/{lang}/{game}.md is missing"
    english, translated = (HELP / f"{game}.md").read_text("utf-8"), path.read_text("utf-8")
    en_head, en_rows, en_numbers = _outline(english)
    tr_head, tr_rows, tr_numbers = _outline(translated)
    assert tr_head == en_head, "the sections differ from the English help"
    assert tr_rows == en_rows, "the tables differ from the English help"
    assert tr_numbers == en_numbers, f"numbers differ: {en_numbers - tr_numbers} vs {tr_numbers - en_numbers}"
    english_lines = {line.strip() for line in english.splitlines() if len(line.split()) > 4}
    copied = [line for line in translated.splitlines() if line.strip() in english_lines]
    assert not copied, f"English lines left untranslated: {copied[:3]}"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
@pytest.mark.parametrize("game", sorted(TERMS))
def test_translated_help_uses_the_screens_terms(game, lang):
    text = (HELP / lang / f"{game}.md").read_text("utf-8").lower()
    missing = []
    for context, source in TERMS[game]:
        term = _ui_translation(lang, context, source).replace("&", "").lower()
        if term not in text:
            missing.append(f"{source!r} -> {term!r}")
    assert not missing, f"the {lang} help of {game} does not use the screen's words: {missing}"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
@pytest.mark.parametrize("game", ENGLISH)
def test_translated_help_is_headed_by_the_translated_title(game, lang):
    """Copycat is "Fremde Federn" on a German screen; its German help says so too."""
    from desktop_app.games.catalogue import get_game

    title = _ui_translation(lang, i18n.GAME_TITLE, get_game(game).title)
    first = (HELP / lang / f"{game}.md").read_text("utf-8").splitlines()[0]
    assert first.startswith(f"# {title}:"), first


def test_help_file_picks_the_language_and_falls_back_to_english(tmp_path, monkeypatch):
    (tmp_path / "help" / "de").mkdir(parents=True)
    (tmp_path / "help" / "copernico.md").write_text("# en", encoding="utf-8")
    (tmp_path / "help" / "councils.md").write_text("# en", encoding="utf-8")
    (tmp_path / "help" / "de" / "copernico.md").write_text("# de", encoding="utf-8")
    monkeypatch.setattr(help_viewer, "resources_dir", lambda: tmp_path)
    assert help_viewer.help_file("copernico", "de") == tmp_path / "help" / "de" / "copernico.md"
    assert help_viewer.help_file("copernico", "es") == tmp_path / "help" / "copernico.md"
    assert help_viewer.help_file("councils", "de") == tmp_path / "help" / "councils.md"
    assert help_viewer.help_file("copernico") == tmp_path / "help" / "copernico.md"
    assert help_viewer.help_file("nothing", "de") is None


@pytest.fixture
def back_to_english(qapp):
    yield
    language.install_language("en")


@pytest.mark.parametrize(("lang", "heading"), [("en", "How to play"), ("de", "So wird gespielt"),
                                               ("es", "cómo se juega")])  # fmt: skip
def test_help_viewer_shows_the_current_language(qtbot, back_to_english, lang, heading):
    language.install_language(lang)
    viewer = help_viewer.HelpViewer("councils")
    qtbot.addWidget(viewer)
    expected = HELP / "councils.md" if lang == "en" else HELP / lang / "councils.md"
    assert viewer.path == expected
    assert heading.lower() in viewer.browser.toPlainText().lower()
