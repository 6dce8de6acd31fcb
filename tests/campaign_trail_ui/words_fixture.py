"""The table in German or Spanish for the layout tests, with the translations that wait in
translations/incoming (shorter wordings a branch gives with its layout) over the compiled ones: the
merge imports them into the .ts and .qm files, and from then on the overlay finds nothing to add."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app.ui import language as ui_language

INCOMING = Path(__file__).resolve().parents[2] / "translations" / "incoming"


class IncomingTranslator(QTranslator):
    """Answers from the incoming JSON files of one language; every other text is left to the .qm."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.texts: dict[tuple[str, str], str | list[str]] = {}
        for path in sorted(INCOMING.glob("*.json")):
            for context, pairs in json.loads(path.read_text(encoding="utf-8")).get(lang, {}).items():
                for source, text in pairs.items():
                    self.texts[(context, source)] = text

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = self.texts.get((str(context), str(source)))
        if text is None:
            return None  # type: ignore[return-value]  # a null text: the next translator is asked
        if isinstance(text, list):  # a plural: one, other (German and Spanish)
            text = text[0] if n == 1 else text[-1]
        return text.replace("%n", str(n)) if n >= 0 else text

    def isEmpty(self) -> bool:
        return not self.texts


@contextmanager
def table_language(lang: str) -> Iterator[None]:
    """The table's words in ``lang`` for the duration, then English again."""
    ui_language.install_language(lang)
    overlay = IncomingTranslator(lang)
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(overlay)  # installed last, asked first
    try:
        yield
    finally:
        app.removeTranslator(overlay)
        ui_language.install_language("en")
