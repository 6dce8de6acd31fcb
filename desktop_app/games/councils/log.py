"""Log events, made quickly: every action logs one or two, and in random playouts the frozen Event's
constructor was about a tenth of the time of applying an action. ``event(message_id, params,
reveals=False)`` is the engine's quick maker (engine.events.make_event): an ordinary Event, seen by
everyone unless ``visible_to`` says otherwise."""

from __future__ import annotations

from ...engine.events import make_event

event = make_event
