"""Errors the engine reports to the shell with a message a person can read."""


class GameTableError(Exception):
    """Base class for every error the app explains to the player."""


class IllegalActionError(GameTableError):
    """An action that the rules do not allow now; the state is left unchanged."""


class OptionsError(GameTableError):
    """Game options or seats that the game cannot be set up with."""

    def __init__(self, message: str, reasons: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        # Every reason on its own, for a dialog that lists them (the message joins them).
        self.reasons = reasons or (message,)


class SaveError(GameTableError):
    """A save file that cannot be read, validated or replayed."""
