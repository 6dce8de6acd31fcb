"""Errors the engine reports to the shell with a message a person can read."""


class GameTableError(Exception):
    """Base class for every error the app explains to the player."""


class IllegalActionError(GameTableError):
    """An action that the rules do not allow now; the state is left unchanged."""


class OptionsError(GameTableError):
    """Game options or seats that the game cannot be set up with."""


class SaveError(GameTableError):
    """A save file that cannot be read, validated or replayed."""
