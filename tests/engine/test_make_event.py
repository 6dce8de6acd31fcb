"""engine.events.make_event, the rules' quick Event(...): the same class and the same values as the
constructor, for every field (the games' logs, saves and the undo's reveal stops read them)."""

from __future__ import annotations

import dataclasses

from desktop_app.engine.events import EVERYONE, Event, make_event


def test_make_event_equals_the_constructor_in_every_field():
    cases = [("x.draw", {"card": "A01"}, EVERYONE, False), ("x.draw", {"card": "A01"}, (1,), True),
             ("x.pass", {}, (0, 2), False)]
    for message_id, params, visible_to, reveals in cases:
        quick = make_event(message_id, params, visible_to, reveals)
        plain = Event(message_id, params, visible_to, reveals)
        assert type(quick) is Event and quick == plain
        assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
        assert quick.to_json() == plain.to_json()
    assert make_event("x.pass", {"player": 0}) == Event("x.pass", {"player": 0})


def test_the_quick_event_is_still_frozen():
    made = make_event("x.pass", {})
    try:
        made.reveals = True  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        return
    raise AssertionError("make_event gave a mutable event")
