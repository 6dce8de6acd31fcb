"""Log events, made quickly: every action logs one or two, and in random playouts the frozen Event's
constructor was about a tenth of the time of applying an action. ``event(message_id, params,
reveals=False)`` is the engine's quick maker (engine.events.make_event): an ordinary Event, seen by
everyone unless ``visible_to`` says otherwise.

The commonest events (employees placed, a council's payout and its resolution, a card drawn) are
shared: an event is never changed once made, so one object serves every time the same values come up,
found by a key that determines them. A project started is shared the same way, kept with the tables
of its card data (tables.project_events), since that data sets its VP and cost."""

from __future__ import annotations

from typing import Any

from ...engine.events import Event, make_event

event = make_event

SHARED: dict[tuple[Any, ...], Event] = {}  # key -> its event; the key's first item is the message id
_SHARED_LIMIT = 8192  # emptied when full: a bound, not a working set (a game uses a few hundred)


def shared_event(key: tuple[Any, ...], params: dict[str, Any], reveals: bool = False) -> Event:
    """``event(key[0], params, reveals=reveals)``, kept under ``key`` for the next time (look there
    first: ``SHARED.get(key) or shared_event(key, ...)``)."""
    if len(SHARED) >= _SHARED_LIMIT:
        SHARED.clear()
    made = SHARED[key] = make_event(key[0], params, reveals=reveals)
    return made
