"""A refused move's reason in the player's words: the game's rules say why (``GameDefinition.why_not``),
the game's texts (through the scene registry) say it; ui/refusal_note.py shows it on the table."""

from __future__ import annotations

import logging

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from ..engine.refusals import Refusal
from . import scene_registry
from .refusal_note import prefix

log = logging.getLogger(__name__)


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
