"""Filling translated templates for the game scenes: numbered placeholders and the English "(s)".

The translate() calls themselves stay in each game's scene_texts module, written out with the game's
context, so lupdate finds them; only the context-free handling of the result is shared here. The scenes
import these from here rather than from the scene registry, which imports the scenes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

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


class counted:  # noqa: N801 - reads as a phrase: counted(n).translate(...)
    """Translate a text with a count: ``counted(n).translate("Ctx", "%n move(s)", None, 1)``.

    lupdate's Python parser marks a string as a plural (numerus) only when the
    fourth argument of translate() is a number literal, and skips the call
    altogether when it is an expression. So the count goes in front and the
    literal 1 is only that marker; the translation is looked up for the real
    count. Without a translation the English "(s)" is resolved for it."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = int(n)

    def translate(self, context: str, text: str, disambiguation: str | None = None, _marker: int = 1) -> str:
        text = QCoreApplication.translate(context, text, disambiguation, self.n)
        return text.replace("(s)", "" if self.n == 1 else "s")


def seat_name(seats: Sequence[Any], index: object) -> str:
    """The name of the player in seat ``index`` for a log line (every game), or "a player" for none."""
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(seats):
        return seats[index].name
    return QCoreApplication.translate("GameText", "a player")


def join_names(names: Sequence[str]) -> str:
    """Names joined as the language lists them: "A", "A and B", "A, B and C" (every game and dialog)."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    separator = QCoreApplication.translate("Lists", ", ")
    return fill(QCoreApplication.translate("Lists", "%1 and %2"), separator.join(names[:-1]), names[-1])


def fill_named(entry: tuple[str, tuple[str, ...]] | None, values: Sequence[object],
               name: Callable[[str, object], str]) -> str | None:
    """A template whose placeholders each name a thing of a kind (a card by its title, a council by its
    name): ``entry`` is (template, kinds), ``name(kind, value)`` words one value. None when no entry."""
    if entry is None:
        return None
    template, kinds = entry
    return fill(template, *(name(kind, value) for kind, value in zip(kinds, values, strict=False)))


def next_to_move(names: Sequence[str]) -> str:
    """A replay's prompt, the same in every game: whose move the table shows coming next. A replay has
    nobody thinking and nothing to wait for ("Waiting for Bo", "Bo is thinking…" were said while
    watching one, issue 15)."""
    return fill(QCoreApplication.translate("GameText", "Next to move: %1."), join_names(names))
