"""The catalogue of games: one explicit table of every game that is built, above the games.

Everything that lists games or looks one up by id (the home screen, the new-game dialog, saves, the
command-line tools, the AI worker process) reads this table. The engine core knows no game: importing
this module hands :func:`get_game` to :mod:`desktop_app.engine.registry`, the one place the engine's
saves look a game up through, so code that loads saves imports the catalogue first.

A game whose rules play but whose table is not drawn yet is listed here (the tools take it) and is
offered to people only once ``ui/scene_registry.SCENES`` names its scene.
"""

from __future__ import annotations

from ..engine import registry
from ..engine.game import GameDefinition
from .campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from .copernico.definition import COPERNICO_GAME
from .copycat.definition import COPYCAT_GAME
from .councils.definition import COUNCILS_GAME

# Home-screen order. A dict so tests can add a toy game for a while (monkeypatch.setitem).
GAMES: dict[str, GameDefinition] = {
    game.id: game for game in (COPERNICO_GAME, COUNCILS_GAME, COPYCAT_GAME, CAMPAIGN_TRAIL_GAME)
}


def all_games() -> list[GameDefinition]:
    return list(GAMES.values())


def get_game(game_id: str) -> GameDefinition:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


registry.install(get_game)
