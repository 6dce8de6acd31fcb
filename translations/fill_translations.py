"""Write the German and Spanish translations from translations/texts_<lang>.py into the .ts files.

    .venv/bin/python translations/update_translations.py   # refresh the .ts from the code
    .venv/bin/python translations/fill_translations.py     # put the translations in

Each texts_<lang>.py holds ``TEXTS = {context: {english source: translation}}``;
a plural (numerus) source maps to a tuple of forms (German and Spanish: one,
other). Sources in the .ts that have no entry stay "unfinished", and entries
no longer in the code are listed so they can be removed. Placeholders (%1,
%2, %n) must be the same in source and translation, else the script stops.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLACEHOLDER = re.compile(r"%(\d+|n)")
FORMS = {"de": 2, "es": 2}


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def load_texts(language: str) -> dict[str, dict[str, str | tuple[str, ...]]]:
    """texts_<lang>.py merged with every texts_<part>_<lang>.py (one file per translator or game)."""
    merged: dict[str, dict[str, str | tuple[str, ...]]] = {}
    for path in [HERE / f"texts_{language}.py", *sorted(HERE.glob(f"texts_*_{language}.py"))]:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        assert spec.loader is not None
        spec.loader.exec_module(module)
        for context, table in module.TEXTS.items():
            merged.setdefault(context, {}).update(table)
    return merged


def fill(language: str) -> tuple[int, list[str]]:
    path = HERE / f"game_table_{language}.ts"
    texts = load_texts(language)
    tree = ET.parse(path)
    done, missing, used = 0, [], set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        table = texts.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if source not in table:
                missing.append(f"{name}: {source!r}")
                continue
            used.add((name, source))
            value = table[source]
            numerus = message.get("numerus") == "yes"
            forms = value if isinstance(value, tuple) else (value,)
            if numerus and len(forms) != FORMS[language]:
                raise SystemExit(f"{language} {name} {source!r}: needs {FORMS[language]} plural forms")
            if not numerus and isinstance(value, tuple):
                raise SystemExit(f"{language} {name} {source!r}: not a plural in the code")
            for form in forms:
                # A plural form may leave %n out ("one card"), never add or drop a numbered one.
                want = placeholders(source) - ({"n"} if numerus else set())
                got = placeholders(form) - ({"n"} if numerus else set())
                if want != got or (not numerus and placeholders(form) != placeholders(source)):
                    raise SystemExit(f"{language} {name} {source!r}: placeholders differ in {form!r}")
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if numerus:
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
            translation.attrib.pop("type", None)
            done += 1
    unused = [f"{c}: {s!r}" for c, table in texts.items() for s in table if (c, s) not in used]
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    if unused:
        print(f"{language}: {len(unused)} translations are for texts no longer in the code:")
        print("  " + "\n  ".join(unused))
    return done, missing


def main() -> int:
    for language in FORMS:
        done, missing = fill(language)
        print(f"{language}: {done} texts translated, {len(missing)} still unfinished")
        for line in missing[:20]:
            print(f"  unfinished {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
