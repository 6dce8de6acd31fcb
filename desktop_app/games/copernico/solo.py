"""The solo game (rulebook "Solo Play"; CO-20 to CO-24): nine rounds of one placement each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...engine.tuples import replace_at
from . import cards, placement
from .build import event
from .frames import Plan, PlanKind

if TYPE_CHECKING:
    from .state import CopernicoState


def resolve(s: CopernicoState, events: list[Event]) -> None:
    """CO-21: the round's card goes face up, paid for, or face down as a blank for free."""
    plan = s.commits[0]
    assert isinstance(plan, Plan), plan
    card, pos, paid = plan.card, plan.position, plan.paid
    assert card is not None  # a solo turn places a card, face up or down, and never rests (CO-21)
    if plan.kind is PlanKind.BLANK:
        hand = list(s.hands[0])
        hand.remove(card)
        s.hands = (tuple(hand),)
        s.tables = (replace_at(s.tables[0], pos - 1, card),)
        s.blanks = (s.blanks[0] | {pos - 1},)
        events.append(event("copernico.place_blank", {"player": 0, "position": pos}))
    else:
        placement.lay_card(s, 0, card, pos, paid)
        events.append(event("copernico.place", {"player": 0, "card": card, "position": pos,
                                                "paid": len(paid)}))
    s.commits = (None,)
    s.last_reveal = ((0, plan.kind.value, card, pos, len(paid), None),)


def next_round(s: CopernicoState, events: list[Event]) -> None:
    """Draw 4 for the next round (not after the ninth)."""
    s.turn += 1
    drawn = cards.draw(s, 0, s.data.const("solo_draw"), events)
    events.append(event("copernico.solo_drawn", {"player": 0, "cards": drawn}, reveals=True))
