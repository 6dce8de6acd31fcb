"""Errors the engine reports to the shell with a message a person can read."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .reasons import Reason as Reason


def __getattr__(name: str) -> Any:
    # Reason is a frozen dataclass (some 4 M instructions to build): it loads with its first use, not with
    # the errors every screen catches (issue 13, start-up). Named from here as before.
    if name == "Reason":
        from .reasons import Reason

        globals()[name] = Reason
        return Reason
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class GameTableError(Exception):
    """Base class for every error the app explains to the player."""


class IllegalActionError(GameTableError):
    """An action that the rules do not allow now; the state is left unchanged."""


class OptionsError(GameTableError):
    """Game options or seats that the game cannot be set up with."""

    def __init__(self, message: str, reasons: Sequence[str | Reason] = ()) -> None:
        super().__init__(message)
        # Every reason on its own, for a dialog that lists them (the message joins them): as English
        # text, and as templates with values where the game gives them (plain texts otherwise).
        from .reasons import Reason

        explained = tuple(r if isinstance(r, Reason) else Reason(r) for r in reasons)
        self.explained = explained or (Reason(message),)
        self.reasons = tuple(str(r) for r in self.explained)


class SaveError(GameTableError):
    """A save file that cannot be read, validated or replayed."""
