"""The games the app offers, by id. Only games that are built are listed."""

from __future__ import annotations

from .game import GameDefinition

_GAMES: dict[str, GameDefinition] = {}


def _load() -> None:
    if _GAMES:
        return
    from ..games.copernico.definition import COPERNICO
    from ..games.copycat.definition import COPYCAT
    from ..games.councils.definition import COUNCILS

    for game in (COPERNICO, COUNCILS, COPYCAT):
        _GAMES[game.id] = game


def all_games() -> list[GameDefinition]:
    _load()
    return list(_GAMES.values())


def get_game(game_id: str) -> GameDefinition:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None
