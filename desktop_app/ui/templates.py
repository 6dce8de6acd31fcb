"""Filling translated templates for the game scenes: numbered placeholders and the English "(s)".

The translate() calls themselves stay in each game's scene_texts module, written out with the game's
context, so lupdate finds them; only the context-free handling of the result is shared here.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d+)")


def fill(template: str, *values: object) -> str:
    """Replace %1, %2, ... in one pass, so a name that contains "%2" stays as it is."""

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(values[index - 1]) if 1 <= index <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(one, template)


def plural(text: str, n: int) -> str:
    """``text`` came from translate(..., n); without a translation, English "(s)" stays in it."""
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text
