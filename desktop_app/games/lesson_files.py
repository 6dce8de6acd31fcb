"""Which games have a guided first game: a look at the data folder, without the lessons' classes.

The home screen and the Help menu offer a game's lesson when its file is there; that answer needs no
lesson parsed, so it lives apart from :mod:`desktop_app.games.lessons` (its dataclasses and the rules it
replays a script through load when a lesson is first played or checked: issue 13, start-up). No Qt.
"""

from __future__ import annotations

from ..resources import ResourceError, resource_path

LESSON_FILE = "lesson.json"


def folder(game_id: str) -> str:
    """The game's folder under resources/ (the package name: "campaign-trail" -> "campaign_trail")."""
    return game_id.replace("-", "_")


def has_lesson(game_id: str) -> bool:
    try:
        resource_path(folder(game_id), LESSON_FILE)
    except ResourceError:
        return False
    return True
