"""Copernico's actions: one small decision each (CO-5 to CO-13, CO-21)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...engine.actions import Action, ActionCodec


class ActionKind(StrEnum):
    """Each action's ``kind``: the text saves and the move list have always used."""

    DRAFT = "draft"
    PLACE = "place"
    REFORMULATE = "reformulate"
    PAY = "pay"
    REST = "rest"
    PEEK = "peek"
    PLACE_BLANK = "place_blank"


@dataclass(frozen=True, slots=True)
class Draft(Action):
    """Phase 1: assign the drawn cards to keep / pass left / pass right / discard (CO-5, CO-6)."""

    kind = ActionKind.DRAFT
    keep: str
    left: str | None
    right: str | None
    discard: str | None


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Draw a section: put a hand card on an empty position (CO-8); payment follows as Pay steps."""

    kind = ActionKind.PLACE
    card: str
    position: int  # 1-9


@dataclass(frozen=True, slots=True)
class Reformulate(Action):
    """Replace a placed card with a dearer hand card (CO-9); payment follows as Pay steps."""

    kind = ActionKind.REFORMULATE
    card: str
    position: int


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Discard one hand card towards the cost of the card being placed. Cards are
    paid in hand order, so each payment set has exactly one way to be chosen."""

    kind = ActionKind.PAY
    card: str


@dataclass(frozen=True, slots=True)
class Rest(Action):
    """Take a rest: draw 2 cards and place nothing (CO-10)."""

    kind = ActionKind.REST


@dataclass(frozen=True, slots=True)
class Peek(Action):
    """Ask Copernicus for advice: look at Advice card 0 or 1 in the centre (CO-13)."""

    kind = ActionKind.PEEK
    advice: int


@dataclass(frozen=True, slots=True)
class PlaceBlank(Action):
    """Solo only: no hand card can be paid for, so place one face down for free (CO-21)."""

    kind = ActionKind.PLACE_BLANK
    card: str
    position: int


CODEC = ActionCodec([Draft, Place, Reformulate, Pay, Rest, Peek, PlaceBlank])
