"""Showing text from a file exactly as written, never as rich text.

Qt guesses whether a label's, tooltip's or message box's text is HTML
(``Qt::mightBeRichText``), so a seat name such as ``<b>x</b><img src=...>``
from a save would be rendered as markup. Labels get ``Qt.PlainText`` (``plain_label``); where Qt
offers no such switch (tooltips, the static message boxes) the text is
escaped and marked up as rich text on purpose, so it shows verbatim.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from .qt_names import set_enum


def plain_label(label: QLabel) -> QLabel:
    set_enum(label, "textFormat", "PlainText")  # Qt.TextFormat.PlainText, without naming Qt (ui/qt_names.py)
    return label


def verbatim(text: str) -> str:
    """``text`` as rich text that displays exactly ``text`` (line breaks kept)."""
    if not text:
        return text
    # html.escape(text, quote=False) without importing ``html``, whose entity tables cost the home screen's
    # first frame a few ms (the home screen shows file names through this).
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "<p style='white-space:pre-wrap'>" + escaped + "</p>"


def button_text(text: str) -> str:
    """``text`` for a button: a lone ``&`` would otherwise mark a shortcut key and vanish."""
    return text.replace("&", "&&")


def plain_text(text: str) -> str:
    """A menu text without its accelerator marks ("&Slow" -> "Slow", "&&" -> "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")
