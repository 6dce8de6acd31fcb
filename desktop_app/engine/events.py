"""The structured game log.

An event is a message id with parameters, never a finished sentence: the UI
turns it into a translated whole-sentence template at display time. Each event
says who may see it, so one log serves every viewer.
"""

from __future__ import annotations

import dataclasses
from typing import Any

EVERYONE: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    message_id: str
    params: dict[str, Any] = dataclasses.field(default_factory=dict)
    visible_to: tuple[int, ...] | None = EVERYONE
    # True when this event brings out information nobody could know before
    # (a card drawn, secret choices revealed, a shuffle). Undo stops here.
    reveals: bool = False

    def visible_for(self, viewer: int | None) -> bool:
        if self.visible_to is None:
            return True
        return viewer is not None and viewer in self.visible_to

    def to_json(self) -> dict[str, Any]:
        return {
            "message_id": self.message_id,
            "params": self.params,
            "visible_to": list(self.visible_to) if self.visible_to is not None else None,
            "reveals": self.reveals,
        }
