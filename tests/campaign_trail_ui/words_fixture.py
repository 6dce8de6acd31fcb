"""The table in German or Spanish for the layout tests, then English again."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from desktop_app.ui import language as ui_language


@contextmanager
def table_language(lang: str) -> Iterator[None]:
    """The table's words in ``lang`` for the duration, then English again."""
    ui_language.install_language(lang)
    try:
        yield
    finally:
        ui_language.install_language("en")
