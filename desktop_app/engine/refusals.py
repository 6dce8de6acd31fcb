"""Why the rules refuse a move: a reason the table can show instead of silently snapping a piece back.

A game explains a refusal with :class:`Refusal`: a message key plus its parameters, never a sentence, so the
engine stays free of Qt and of any language; the UI turns the key into the game's translated words. A
refusal also says whether the target could ever take the piece (``never``) or would take it with another
piece or at a later step of the turn (``never=False``), so the table can tell "not this" from "not now".

Each game answers through ``GameDefinition.why_not``; a game without its own reasons gets the generic
ones below (``GENERIC_*``), so a game that has not written any still says something true.
"""

from __future__ import annotations

import dataclasses
from typing import Any

GENERIC_NOT_YOUR_TURN = "engine.not_your_turn"  # the player owes no decision now
GENERIC_NOT_NOW = "engine.not_now"  # some other move of this player is legal, this one is not
UNDO_REVEALED = "engine.undo_revealed"  # going back would cross the step (param 1) that revealed something
UNDO_NOTHING = "engine.undo_nothing"  # there is no such earlier point


@dataclasses.dataclass(frozen=True)
class Refusal:
    """One refused move: ``key`` names the rule's reason, ``params`` fill its sentence in order (%1, %2...).

    ``never``: no move of this kind can ever go there (an occupied place, a card that is not yours);
    False: it is possible with another piece or later in the turn (the table marks the two differently)."""

    key: str
    params: tuple[Any, ...] = ()
    never: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": list(self.params), "never": self.never}
