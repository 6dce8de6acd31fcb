"""Write translations from JSON files into translations/game_table_<lang>.ts.

    .venv/bin/python translations/import_translations.py translations/incoming/*.json

Each JSON file is shaped ``{"de": {"<context>": {"<English source>": "<German>"}}, "es": {...}}``;
a plural source (one with ``%n``) takes a list of forms instead of a string (German and Spanish:
one, other). The .ts files are the one store of translations (Qt Linguist edits them too); this
script sets each translation, clears "unfinished", and adds a message lupdate has not seen yet (its
code is on another branch: lupdate keeps the translation once it finds the text). Then it rebuilds
the committed .qm files so they stay in step with the .ts.

Everything is checked before anything is written: a placeholder (%1, %n) that the translation adds
or drops, a plural given as one string, or a language without a .ts stops the import. The .ts is
written the way lupdate writes it, so an import changes only the lines it must.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "translations"
PLACEHOLDER = re.compile(r"%(\d+|n)")
# Plural forms per language (the numerus rules lrelease uses for de and es: one, other).
FORMS = {"de": 2, "es": 2}
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
SELF_CLOSING = {"location"}

Value = str | list[str]


class ImportProblem(Exception):
    """Translations that cannot go into the .ts as given; nothing was written."""


# --- reading and writing .ts the way lupdate does ----------------------------------------------


def protect(text: str) -> str:
    """Qt's escaping in .ts files (linguist's ts.cpp): the five XML entities, and control
    characters and non-ASCII spaces as numeric entities."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch in _ENTITIES:
            out.append(_ENTITIES[ch])
        elif (code < 0x20 or (code > 0x7F and ch.isspace())) and ch not in "\n\t":
            out.append(f"&#x{code:x};")
        else:
            out.append(ch)
    return "".join(out)


_ENTITIES = {'"': "&quot;", "&": "&amp;", ">": "&gt;", "<": "&lt;", "'": "&apos;"}


def _write_element(element: ET.Element, depth: int, out: list[str]) -> None:
    indent = "    " * depth
    attrs = "".join(f' {key}="{protect(value)}"' for key, value in element.attrib.items())
    if len(element):
        out.append(f"{indent}<{element.tag}{attrs}>")
        for child in element:
            _write_element(child, depth + 1, out)
        out.append(f"{indent}</{element.tag}>")
    elif element.tag in SELF_CLOSING and not element.text:
        out.append(f"{indent}<{element.tag}{attrs}/>")
    else:
        out.append(f"{indent}<{element.tag}{attrs}>{protect(element.text or '')}</{element.tag}>")


def ts_text(root: ET.Element) -> str:
    """The document as lupdate writes it: contexts at the left margin, four spaces a level."""
    attrs = "".join(f' {key}="{protect(value)}"' for key, value in root.attrib.items())
    out = [f"<{root.tag}{attrs}>"]
    for context in root:
        _write_element(context, 0, out)
    out.append(f"</{root.tag}>")
    return HEADER + "\n".join(out) + "\n"


def read_ts(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


# --- the import --------------------------------------------------------------------------------


@dataclass
class Report:
    changed: int = 0
    added: int = 0
    unchanged: int = 0
    problems: list[str] = field(default_factory=list)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def _check(language: str, context: str, source: str, value: object, numerus: bool) -> str | None:
    """Why ``value`` cannot be the translation of ``source``, or None."""
    where = f"{language} {context}: {source!r}"
    if numerus:
        if not (isinstance(value, list) and all(isinstance(f, str) for f in value)):
            return f"{where} is a plural: give a list of {FORMS[language]} forms"
        if len(value) != FORMS[language]:
            return f"{where} needs {FORMS[language]} plural forms, not {len(value)}"
        forms = value
    else:
        if not isinstance(value, str):
            return f"{where} is no plural in the code: give one string"
        forms = [value]
    if not all(f.strip() for f in forms):
        return f"{where} has an empty translation"
    numbered = placeholders(source) - {"n"}
    for form in forms:
        # A singular form may leave %n out ("one card"), never add or drop a numbered placeholder.
        if placeholders(form) - {"n"} != numbered:
            return f"{where}: placeholders differ in {form!r}"
        if "n" in placeholders(form) and "n" not in placeholders(source):
            return f"{where}: {form!r} adds %n"
    if numerus and "n" in placeholders(source) and "n" not in placeholders(forms[-1]):
        return f"{where}: the last form {forms[-1]!r} drops %n"
    return None


def _find_context(root: ET.Element, name: str) -> ET.Element:
    contexts = root.findall("context")
    for context in contexts:
        if context.findtext("name") == name:
            return context
    # lupdate keeps contexts in byte order of their names: a new one goes where lupdate would put it
    new = ET.Element("context")
    ET.SubElement(new, "name").text = name
    position = sum(1 for c in contexts if (c.findtext("name") or "") < name)
    root.insert(list(root).index(contexts[position]) if position < len(contexts) else len(root), new)
    return new


def _set_translation(message: ET.Element, forms: list[str], numerus: bool) -> bool:
    """Put ``forms`` into the message; True when anything changed."""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    def state() -> tuple[str | None, str | None, list[str | None]]:
        # the text between numerus forms is layout, not content
        text = translation.text if not len(translation) else None
        return translation.get("type"), text, [f.text for f in translation]

    before = state()
    for child in list(translation):
        translation.remove(child)
    if numerus:
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = forms[0]
    if translation.get("type") == "unfinished":
        del translation.attrib["type"]
    return before != state()


def import_language(root: ET.Element, language: str, table: Mapping[str, Mapping[str, Value]]) -> Report:
    """Apply ``{context: {source: value}}`` to the parsed .ts ``root`` (validated first)."""
    report = Report()
    messages: dict[tuple[str, str], ET.Element] = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            key = (context.findtext("name") or "", message.findtext("source") or "")
            messages.setdefault(key, message)  # a disambiguated duplicate keeps its first entry
    for context_name, sources in table.items():
        if not isinstance(sources, Mapping):
            report.problems.append(f"{language} {context_name}: expected an object of source -> translation")
            continue
        for source, value in sources.items():
            message = messages.get((context_name, source))
            numerus = message.get("numerus") == "yes" if message is not None else isinstance(value, list)
            problem = _check(language, context_name, source, value, numerus)
            if problem:
                report.problems.append(problem)
    if report.problems:
        return report
    for context_name, sources in table.items():
        for source, value in sources.items():
            forms = value if isinstance(value, list) else [value]
            message = messages.get((context_name, source))
            if message is None:
                message = ET.SubElement(_find_context(root, context_name), "message")
                if isinstance(value, list):
                    message.set("numerus", "yes")
                ET.SubElement(message, "source").text = source
                messages[(context_name, source)] = message
                report.added += 1
            if _set_translation(message, forms, message.get("numerus") == "yes"):
                report.changed += 1
            else:
                report.unchanged += 1
    return report


def merge_files(paths: Iterable[Path]) -> dict[str, dict[str, dict[str, Value]]]:
    """The JSON files merged in the given order; two files that translate the same text differently
    are a problem to settle by hand, not a silent last-one-wins."""
    merged: dict[str, dict[str, dict[str, Value]]] = {}
    origin: dict[tuple[str, str, str], Path] = {}
    conflicts = []
    for path in paths:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise ImportProblem(f"{path}: {exc}") from exc
        if not isinstance(data, dict):
            raise ImportProblem(f"{path}: expected an object of language -> context -> source -> text")
        for language, contexts in data.items():
            if not isinstance(contexts, dict):
                raise ImportProblem(f"{path}: {language} must map contexts to objects")
            for context, sources in contexts.items():
                if not isinstance(sources, dict):
                    raise ImportProblem(f"{path}: {language} {context} must map sources to translations")
                target = merged.setdefault(language, {}).setdefault(context, {})
                for source, value in sources.items():
                    key = (language, context, source)
                    if source in target and target[source] != value:
                        conflicts.append(f"{language} {context}: {source!r}: {origin[key]} and {path} differ")
                    target[source] = value
                    origin.setdefault(key, Path(path))
    if conflicts:
        raise ImportProblem("\n".join(conflicts))
    return merged


def import_files(paths: Iterable[Path], folder: Path = HERE) -> dict[str, Report]:
    """Import every JSON file into the .ts files in ``folder``; raises ImportProblem (writing
    nothing) when any translation is unusable."""
    merged = merge_files(paths)
    unknown = sorted(set(merged) - set(FORMS))
    if unknown:
        raise ImportProblem(f"no .ts file for the language(s) {', '.join(unknown)}")
    roots, reports = {}, {}
    for language, table in merged.items():
        roots[language] = read_ts(folder / f"game_table_{language}.ts")
        reports[language] = import_language(roots[language], language, table)
    problems = [p for r in reports.values() for p in r.problems]
    if problems:
        raise ImportProblem("\n".join(problems))
    for language, root in roots.items():
        path = folder / f"game_table_{language}.ts"
        text = ts_text(root)
        if text != path.read_text(encoding="utf-8"):
            path.write_text(text, encoding="utf-8")
    return reports


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="JSON files {lang: {context: {source: text}}}")
    parser.add_argument("--no-qm", action="store_true", help="do not rebuild the .qm files")
    parser.add_argument("--folder", type=Path, default=HERE, help="where the .ts files are (default: here)")
    args = parser.parse_args(argv)
    try:
        reports = import_files(args.files, args.folder)
    except ImportProblem as exc:
        print(f"import_translations: nothing written:\n{exc}", file=sys.stderr)
        return 1
    for language, report in sorted(reports.items()):
        added = f"{report.added} new to the .ts"
        print(f"{language}: {report.changed} set ({added}), {report.unchanged} as before")
    if not args.no_qm:
        sys.path.insert(0, str(ROOT))
        from desktop_app import i18n

        for path in i18n.build_all(args.folder):
            print(f"built {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
