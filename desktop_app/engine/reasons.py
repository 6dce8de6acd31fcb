"""A reason in words that the shell translates (named from :mod:`desktop_app.engine.errors` as well: apart so
the errors every screen catches need not build this dataclass before the first frame, issue 13)."""

from __future__ import annotations

import dataclasses
import re


@dataclasses.dataclass(frozen=True)
class Reason:
    """A reason in words: an English template with %1, %2 ... and its values, so the shell can translate
    the template (context "GameOption"; GameDefinition.option_texts lists a game's templates) and fill
    it in; str() is the English text."""

    template: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        def one(match: re.Match[str]) -> str:
            index = int(match.group(1))
            return self.args[index - 1] if 1 <= index <= len(self.args) else match.group(0)

        return re.sub(r"%(\d+)", one, self.template) if self.args else self.template
