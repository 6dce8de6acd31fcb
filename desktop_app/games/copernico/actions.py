"""Copernico's actions: one small decision each (CO-5 to CO-13, CO-21)."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Draft(Action):
    """Phase 1: assign the drawn cards to keep / pass left / pass right / discard (CO-5, CO-6)."""

    kind = "draft"
    keep: str
    left: str | None
    right: str | None
    discard: str | None


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Draw a section: put a hand card on an empty position (CO-8); payment follows as Pay steps."""

    kind = "place"
    card: str
    position: int  # 1-9


@dataclass(frozen=True, slots=True)
class Reformulate(Action):
    """Replace a placed card with a dearer hand card (CO-9); payment follows as Pay steps."""

    kind = "reformulate"
    card: str
    position: int


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Discard one hand card towards the cost of the card being placed. Cards are
    paid in hand order, so each payment set has exactly one way to be chosen."""

    kind = "pay"
    card: str


@dataclass(frozen=True, slots=True)
class Rest(Action):
    """Take a rest: draw 2 cards and place nothing (CO-10)."""

    kind = "rest"


@dataclass(frozen=True, slots=True)
class Peek(Action):
    """Ask Copernicus for advice: look at Advice card 0 or 1 in the centre (CO-13)."""

    kind = "peek"
    advice: int


@dataclass(frozen=True, slots=True)
class PlaceBlank(Action):
    """Solo only: no hand card can be paid for, so place one face down for free (CO-21)."""

    kind = "place_blank"
    card: str
    position: int


CODEC = ActionCodec([Draft, Place, Reformulate, Pay, Rest, Peek, PlaceBlank])
