"""translations/import_translations.py: JSON translations into the .ts files, lupdate's format kept."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from desktop_app import i18n

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gt_import_translations", TS_DIR / "import_translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


importer = _load()


@pytest.fixture
def ts_copy(tmp_path) -> Path:
    for lang in i18n.TRANSLATED:
        shutil.copy2(TS_DIR / i18n.ts_name(lang), tmp_path / i18n.ts_name(lang))
    return tmp_path


def _write(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _translation(folder: Path, lang: str, context: str, source: str) -> ET.Element | None:
    for ctx in ET.parse(folder / i18n.ts_name(lang)).getroot().iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message
    return None


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_writing_an_unchanged_ts_gives_back_lupdates_bytes(lang):
    """The writer mimics lupdate's layout and escaping exactly, so an import touches only its lines."""
    path = TS_DIR / i18n.ts_name(lang)
    assert importer.ts_text(importer.read_ts(path)) == path.read_text(encoding="utf-8")


def test_protect_escapes_like_qt():
    assert importer.protect("a & <b> \"c\" 'd'") == "a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;"
    assert importer.protect("1\u00a0000\u202f€\n\t") == "1&#xa0;000&#x202f;€\n\t"


def test_import_sets_a_translation_and_changes_only_its_line(ts_copy, tmp_path):
    before = (ts_copy / "game_table_de.ts").read_text(encoding="utf-8").splitlines()
    incoming = _write(tmp_path / "branch.json", {"de": {"CrashDialog": {"Close": "Zumachen"}}})
    reports = importer.import_files([incoming], ts_copy)
    assert (reports["de"].changed, reports["de"].added) == (1, 0)
    after = (ts_copy / "game_table_de.ts").read_text(encoding="utf-8").splitlines()
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    line = "        <translation>{}</translation>"
    assert changed == [(line.format("Schließen"), line.format("Zumachen"))]


def test_import_adds_new_messages_and_contexts_and_clears_unfinished(ts_copy, tmp_path):
    path = ts_copy / "game_table_es.ts"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "<translation>Cerrar</translation>", '<translation type="unfinished"></translation>', 1
        ),
        encoding="utf-8",
    )
    incoming = _write(tmp_path / "trail.json", {
        "es": {
            "CrashDialog": {"Close": "Cerrar"},
            "campaign": {"%1 gives a speech in %2.": "%1 da un discurso en %2.",
                         "%n vote(s)": ["%n voto", "%n votos"]},
            "Help": {"Open the rulebook": "Abrir el reglamento"},
        }
    })  # fmt: skip
    reports = importer.import_files([incoming], ts_copy)
    assert (reports["es"].changed, reports["es"].added) == (4, 3)
    close = _translation(ts_copy, "es", "CrashDialog", "Close").find("translation")
    assert close.text == "Cerrar" and close.get("type") is None
    plural = _translation(ts_copy, "es", "campaign", "%n vote(s)")
    assert plural.get("numerus") == "yes"
    assert [f.text for f in plural.iter("numerusform")] == ["%n voto", "%n votos"]
    rulebook = _translation(ts_copy, "es", "Help", "Open the rulebook")
    assert rulebook.findtext("translation") == "Abrir el reglamento"
    names = [c.findtext("name") for c in ET.parse(path).getroot().iter("context")]
    assert names == sorted(names), "a new context goes where lupdate would put it"
    # importing the same file again changes nothing
    text = path.read_text(encoding="utf-8")
    again = importer.import_files([incoming], ts_copy)
    assert again["es"].changed == 0 and path.read_text(encoding="utf-8") == text


@pytest.mark.skipif(i18n.find_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_lupdate_keeps_what_the_importer_wrote(ts_copy, tmp_path):
    """Imported texts survive the next lupdate run: lupdate matches them by context and source."""
    incoming = _write(tmp_path / "x.json", {"de": {"CrashDialog": {"Close": "Zumachen"}}})
    importer.import_files([incoming], ts_copy)
    i18n.run_lupdate(ROOT, [ts_copy / i18n.ts_name("de")])
    assert _translation(ts_copy, "de", "CrashDialog", "Close").findtext("translation") == "Zumachen"


@pytest.mark.parametrize(
    ("table", "complaint"),
    [
        ({"de": {"CrashDialog": {"Close": "Zu %1"}}}, "placeholders differ"),
        ({"de": {"ScoreSheet": {"You scored %n point(s).": "Du hast %n Punkte."}}}, "is a plural"),
        ({"de": {"ScoreSheet": {"You scored %n point(s).": ["Punkte %n"]}}}, "needs 2 plural forms"),
        ({"de": {"ScoreSheet": {"You scored %n point(s).": ["%n Punkt", "viele Punkte"]}}}, "drops %n"),
        ({"de": {"CrashDialog": {"Close": ["a", "b"]}}}, "no plural"),
        ({"de": {"CrashDialog": {"Close": "  "}}}, "empty"),
        ({"fr": {"CrashDialog": {"Close": "Fermer"}}}, "no .ts file"),
    ],
)
def test_bad_translations_stop_the_import_before_anything_is_written(ts_copy, tmp_path, table, complaint):
    good = {"es": {"CrashDialog": {"Close": "Cerrar ya"}}}
    files = [_write(tmp_path / "good.json", good), _write(tmp_path / "bad.json", table)]
    before = {p.name: p.read_bytes() for p in ts_copy.glob("*.ts")}
    with pytest.raises(importer.ImportProblem, match=complaint):
        importer.import_files(files, ts_copy)
    assert {p.name: p.read_bytes() for p in ts_copy.glob("*.ts")} == before


def test_two_files_that_disagree_are_reported(ts_copy, tmp_path):
    one = _write(tmp_path / "a.json", {"de": {"CrashDialog": {"Close": "Zu"}}})
    two = _write(tmp_path / "b.json", {"de": {"CrashDialog": {"Close": "Schließen!"}}})
    with pytest.raises(importer.ImportProblem, match="a.json and .*b.json differ"):
        importer.import_files([one, two], ts_copy)


@pytest.mark.skipif(i18n.find_lrelease() is None, reason="pyside6-lrelease is not installed")
def test_main_rebuilds_the_qm(ts_copy, tmp_path, capsys):
    from .qm_reader import read_qm

    incoming = _write(tmp_path / "x.json", {"de": {"CrashDialog": {"Close": "Zumachen"}}})
    assert importer.main([str(incoming), "--folder", str(ts_copy)]) == 0
    assert read_qm(ts_copy / i18n.qm_name("de"))[("CrashDialog", "Close", "")] == ["Zumachen"]
    assert read_qm(ts_copy / i18n.qm_name("es"))[("CrashDialog", "Close", "")] == ["Cerrar"]
    assert "de: 1 set" in capsys.readouterr().out


def test_main_reports_a_problem_and_writes_nothing(ts_copy, tmp_path, capsys):
    incoming = _write(tmp_path / "x.json", {"de": {"CrashDialog": {"Close": "Zu %1"}}})
    before = (ts_copy / "game_table_de.ts").read_bytes()
    assert importer.main([str(incoming), "--folder", str(ts_copy), "--no-qm"]) == 1
    assert "placeholders differ" in capsys.readouterr().err
    assert (ts_copy / "game_table_de.ts").read_bytes() == before
