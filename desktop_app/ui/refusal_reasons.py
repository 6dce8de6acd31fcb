"""A refused move's reason in the player's words: the game's rules say why (``GameDefinition.why_not``),
the game's texts (through the scene registry) say it; ui/refusal_note.py shows it on the table."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.game import GameDefinition, GameState
from . import scene_registry

if TYPE_CHECKING:  # with the first game
    from ..engine.actions import Action
    from ..engine.refusals import Refusal

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def explain(game: GameDefinition, state: GameState, player: int,
            action: Action) -> tuple[Refusal, str] | None:
    """The rules' refusal of ``action`` for ``player`` and the sentence the note shows (None: allowed)."""
    try:
        refusal = game.why_not(state, player, action)
    except Exception:  # an explanation must never break the table: the piece just goes back
        log.exception("the game could not say why %s is refused", action)
        return None
    if refusal is None:
        return None
    return refusal, prefix(refusal, scene_registry.refusal_text(game.id, refusal))


def prefix(refusal: Refusal, reason: str) -> str:
    """The reason with its kind in front: "Not now: …" (another piece or later) or "Never here: …"."""
    if refusal.never:
        return translate("Refusal", "Not possible: %1").replace("%1", reason)
    return translate("Refusal", "Not now: %1").replace("%1", reason)
