"""The committed .qm files are in step with their .ts, and the app only loads them.

The .qm files are committed (not built at install or start), so a checkout, a wheel and a
PyInstaller bundle carry the same compiled translations. The check compares messages, not
bytes, so another lrelease version that lays the file out differently does not fail it.
"""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop_app import i18n

from .qm_reader import read_qm

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"


def expected_messages(ts: Path) -> dict[tuple[str, str, str], list[str]]:
    """What lrelease puts into the .qm: every message with a non-empty translation
    (unfinished ones too, as lrelease does by default), none that vanished from the code."""
    expected = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
            else:
                forms = [translation.text or ""]
            if any(forms):
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                expected[key] = forms
    return expected


def out_of_step(ts: Path, qm: Path) -> list[str]:
    have, want = read_qm(qm), expected_messages(ts)
    differ = [key for key, forms in want.items() if have.get(key) != forms]
    problems = [f"{key[0]}: {key[1]!r} is missing or differs" for key in differ]
    problems += [f"{key[0]}: {key[1]!r} is no longer in the .ts" for key in have.keys() - want.keys()]
    return problems


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_committed_qm_is_in_step_with_its_ts(lang):
    ts, qm = TS_DIR / i18n.ts_name(lang), TS_DIR / i18n.qm_name(lang)
    assert qm.is_file(), f"{qm.name} is missing: run translations/build_translations.py"
    problems = out_of_step(ts, qm)
    assert not problems, (
        f"{qm.name} is out of step with {ts.name}; run translations/build_translations.py and commit "
        "the .qm:\n" + "\n".join(problems[:20])
    )


@pytest.mark.skipif(i18n.find_lrelease() is None, reason="pyside6-lrelease is not installed")
def test_the_step_check_sees_a_changed_translation(tmp_path):
    """An edit to the .ts that was not compiled must fail the check (a check that cannot fail is none)."""
    ts = tmp_path / i18n.ts_name("de")
    ts.write_text((TS_DIR / i18n.ts_name("de")).read_text(encoding="utf-8"), encoding="utf-8")
    qm = tmp_path / i18n.qm_name("de")
    assert i18n.compile_ts(ts, qm)
    assert out_of_step(ts, qm) == []
    text = ts.read_text(encoding="utf-8")
    closed = text.replace("<translation>Schließen</translation>", "<translation>Zu</translation>", 1)
    ts.write_text(closed, encoding="utf-8")
    assert any("'Close'" in p for p in out_of_step(ts, qm))


def test_qm_reader_reads_plural_forms():
    messages = read_qm(TS_DIR / i18n.qm_name("de"))
    forms = messages[("ScoreSheet", "You scored %n point(s).", "")]
    assert forms == ["Du hast %n Punkt erzielt.", "Du hast %n Punkte erzielt."]


def test_the_app_finds_the_committed_qm_without_compiling(monkeypatch):
    def no_tools(*_args, **_kwargs):
        raise AssertionError("the app ran a program while looking for its translations")

    monkeypatch.setattr(subprocess, "run", no_tools)
    monkeypatch.setattr(i18n, "compile_ts", no_tools)
    for lang in i18n.TRANSLATED:
        assert i18n.qm_path(lang) == TS_DIR / i18n.qm_name(lang)
    assert i18n.qm_path("en") is None
    assert i18n.qm_path("fr") is None


def test_switching_language_runs_no_translation_tool(qapp, monkeypatch):
    from desktop_app.ui import language

    def no_tools(*_args, **_kwargs):
        raise AssertionError("lrelease or another program ran while switching language")

    monkeypatch.setattr(subprocess, "run", no_tools)
    monkeypatch.setattr(subprocess, "Popen", no_tools)
    try:
        assert language.install_language("es") == "es"
        assert language.install_language("de") == "de"
    finally:
        language.install_language("en")
