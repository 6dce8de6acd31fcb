"""Log events, made quickly.

Every action logs one or two events, and the engine's Event is a frozen dataclass whose ``__init__``
sets each field through a guarded ``object.__setattr__``: in random playouts that was about a tenth of
the time of applying an action. :func:`event` fills the same slots directly; the result is an
ordinary Event, equal to ``Event(message_id, params, reveals=reveals)`` (seen by everyone). Should the
engine's Event ever change its fields, the plain constructor is used instead
(tests/councils/test_councils_engine.py checks both ways give equal events).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import EVERYONE, Event

_FIELDS = ("message_id", "params", "visible_to", "reveals")

EventMaker = Callable[..., Event]


def plain_event(message_id: str, params: dict[str, Any], reveals: bool = False) -> Event:
    return Event(message_id, params, reveals=reveals)


def _fast_maker() -> EventMaker:
    fields = getattr(Event, "__dataclass_fields__", {})
    if tuple(fields) != _FIELDS or tuple(getattr(Event, "__slots__", ())) != _FIELDS:
        return plain_event
    new = object.__new__
    slots = Event.__dict__
    set_id, set_params = slots["message_id"].__set__, slots["params"].__set__
    set_visible, set_reveals = slots["visible_to"].__set__, slots["reveals"].__set__

    def fast_event(message_id: str, params: dict[str, Any], reveals: bool = False) -> Event:
        made = new(Event)
        set_id(made, message_id)
        set_params(made, params)
        set_visible(made, EVERYONE)
        set_reveals(made, reveals)
        return made

    return fast_event


event: EventMaker = _fast_maker()
"""``event(message_id, params, reveals=False)``: the same as ``Event(message_id, params,
reveals=reveals)``, made faster."""
