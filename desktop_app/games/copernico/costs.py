"""What a move costs and which cards may pay for it (CO-8, CO-9, CO-10).

The rules use these to apply a move, and a view calls the ``*_in_view`` functions with the
observation it was given, so the cost tables and the payment order are known in one place only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .actions import Place, Reformulate
from .data import CopernicoData, load_data
from .frames import PlanKind

if TYPE_CHECKING:
    from .view import CopernicoObservation, PlanView


def payment_due(data: CopernicoData, table: tuple[str | None, ...] | list[str | None],
                action: Place | Reformulate) -> int | None:
    """Cards to pay for ``action`` on ``table``: a placed card's cost (CO-8), or the reformulation
    cost of replacing the card at that position (CO-9; None where that replacement is not allowed)."""
    if isinstance(action, Place):
        return data.quadrants[action.card].cost
    placed = table[action.position - 1]
    return data.reformulation_costs[placed].get(action.card) if placed else None


def payable_cards(hand: tuple[str, ...] | list[str], card: str | None, paid: tuple[str, ...] | list[str]
                  ) -> tuple[str, ...]:
    """Hand cards that may still pay, in the order they must be paid (CO-10: hand order, after the
    last card paid, never the card being placed)."""
    # Card ids are unique, so filtering drops exactly the placed card and those paid.
    if not paid:
        return tuple([c for c in hand if c != card])
    last = paid[-1]
    return tuple([c for c in hand if c >= last and c != card and c not in paid])


def due_in_view(observation: CopernicoObservation, action: Place | Reformulate) -> int:
    """:func:`payment_due` for the viewer of ``observation`` (0 where nothing is due)."""
    viewer = observation.get("viewer")
    if viewer is None:
        return 0
    return payment_due(load_data(), observation["tables"][viewer], action) or 0


def payable_in_view(observation: CopernicoObservation) -> list[str]:
    """:func:`payable_cards` for the viewer's payment under way (empty when none is owed)."""
    viewer = observation.get("viewer")
    commit = observation.get("my_commit")
    if viewer is None or commit is None or commit["kind"] not in (PlanKind.PLACE, PlanKind.REFORMULATE):
        return []
    plan = cast("PlanView", commit)
    paid = plan["paid"]
    if len(paid) >= plan["due"]:
        return []
    hand = observation["hands"][viewer] or []
    return list(payable_cards(hand, plan["card"], paid))
