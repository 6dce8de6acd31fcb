"""Making the rules' small frozen records (log events, phase-2 plans) in the hot paths.

A frozen dataclass's ``__init__`` sets each field through a guarded ``object.__setattr__``
call, which is most of the cost of an event or a plan, and a random game of five makes
about 540 events and 200 plans. These fill the slots directly through their descriptors
(measured: an event in 0.25 µs instead of 0.6 µs). The records are the same class with
the same field values, so everything that reads, compares or saves them is unchanged.
"""

from __future__ import annotations

from ...engine.events import make_event
from .frames import Plan, PlanKind

_new = object.__new__

_plan_slots = vars(Plan)
_set_kind = _plan_slots["kind"].__set__
_set_card = _plan_slots["card"].__set__
_set_position = _plan_slots["position"].__set__
_set_paid = _plan_slots["paid"].__set__
_set_due = _plan_slots["due"].__set__


event = make_event  # the engine's quick Event(...)


def plan(kind: PlanKind, card: str | None, position: int, paid: tuple[str, ...], due: int) -> Plan:
    """``Plan(kind, card, position, paid, due)``."""
    made = _new(Plan)
    _set_kind(made, kind)
    _set_card(made, card)
    _set_position(made, position)
    _set_paid(made, paid)
    _set_due(made, due)
    return made
