"""Errors the engine reports to the shell with a message a person can read."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence


class GameTableError(Exception):
    """Base class for every error the app explains to the player."""


class IllegalActionError(GameTableError):
    """An action that the rules do not allow now; the state is left unchanged."""


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


class OptionsError(GameTableError):
    """Game options or seats that the game cannot be set up with."""

    def __init__(self, message: str, reasons: Sequence[str | Reason] = ()) -> None:
        super().__init__(message)
        # Every reason on its own, for a dialog that lists them (the message joins them): as English
        # text, and as templates with values where the game gives them (plain texts otherwise).
        explained = tuple(r if isinstance(r, Reason) else Reason(r) for r in reasons)
        self.explained = explained or (Reason(message),)
        self.reasons = tuple(str(r) for r in self.explained)


class SaveError(GameTableError):
    """A save file that cannot be read, validated or replayed."""
