"""How the engine finds a game by id without knowing any game.

The engine core imports no game. The catalogue above the games (:mod:`desktop_app.games.catalogue`)
installs its lookup here when it is imported; the engine's saves look games up through :func:`get_game`.
"""

from __future__ import annotations

from collections.abc import Callable

from .game import GameDefinition

GameLookup = Callable[[str], GameDefinition]

_lookup: GameLookup | None = None


def install(lookup: GameLookup) -> None:
    """Make ``lookup`` (game id -> definition; KeyError for an unknown id) the engine's way to a game."""
    global _lookup
    _lookup = lookup


def get_game(game_id: str) -> GameDefinition:
    """The game called ``game_id``; KeyError if the catalogue has no such game."""
    if _lookup is None:
        # A programming error, not a bad save: say what is missing instead of "unknown game".
        raise LookupError("no game catalogue is installed: import desktop_app.games.catalogue first")
    return _lookup(game_id)
