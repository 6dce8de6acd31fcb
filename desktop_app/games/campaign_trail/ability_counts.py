"""How often each politick ability is used in a game, from its log events, for ``simulate``'s counts
(issue 16: every ability is played by the computer): played for a box's politick action (CT-11), played
as a response (§7.1) and cancelled by a Fact Check (CT-80)."""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.events import Event
from .data import load_data

KINDS = ("played", "responded", "cancelled")


def count(events: Iterable[Event], tally: dict[str, dict[str, int]]) -> None:
    """Add the events' ability uses to ``tally`` ({kind: {ability: uses}})."""
    cards = load_data().cards
    for event in events:
        kind = ability = None
        if event.message_id == "ct.play" and event.params.get("box") == "politick":
            kind, ability = "played", cards[event.params["card"]].politick
        elif event.message_id == "ct.response":
            kind, ability = "responded", event.params.get("ability")
        elif event.message_id == "ct.cancelled":
            kind, ability = "cancelled", cards[event.params["card"]].politick
        if kind is not None and ability:
            row = tally.setdefault(kind, {})
            row[ability] = row.get(ability, 0) + 1


def every_ability() -> list[str]:
    """Every ability id, in the data's order: the rows of the table, used or not."""
    return list(load_data().abilities)
