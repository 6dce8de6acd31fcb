"""The actions of Councils & Contracts.

A turn is one main action (the first five classes); the choices inside it (where a card goes, which
influence type, which building) are further small actions answering the pending decision on top of
the state's stack, so every legal-action list stays short.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from ...engine.actions import Action, ActionCodec


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceEmployees(Action):
    """One employee per entry, council ids in table order: ("EDU", "EDU") or ("EDU", "FIN", "LEG") (CC-3)."""

    kind: ClassVar[str] = "place"
    councils: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class StartProject(Action):
    """Choose a display card to build; its position follows as a ChoosePosition (CC-5)."""

    kind: ClassVar[str] = "start_project"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class ResolveIssue(Action):
    kind: ClassVar[str] = "resolve"
    council: str


@dataclasses.dataclass(frozen=True, slots=True)
class BuildingAction(Action):
    """Execute the action of a building holding the player's employees (CC-17)."""

    kind: ClassVar[str] = "building_action"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Only when no allowed action is possible (CC-6, CC-7)."""

    kind: ClassVar[str] = "pass"


@dataclasses.dataclass(frozen=True, slots=True)
class ChoosePosition(Action):
    """The empty city cell for the card being placed (CC-11)."""

    kind: ClassVar[str] = "position"
    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseInfluence(Action):
    """An influence type: the one to lower (#1/#4) or the next point of a split gain (#5, CC-16)."""

    kind: ClassVar[str] = "influence"
    influence: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseCardType(Action):
    """The card type #15 scores (CC-24)."""

    kind: ClassVar[str] = "card_type"
    card_type: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseBuilding(Action):
    """A building in the city: to copy (#8/#11), move to (#9/#10/#14) or staff (#12/#13)."""

    kind: ClassVar[str] = "building"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseDisplayCard(Action):
    """The display card #19 places (CC-28)."""

    kind: ClassVar[str] = "display_card"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class Decline(Action):
    """Skip an optional effect (#12/#13, CC-23)."""

    kind: ClassVar[str] = "decline"


_CACHE: dict[tuple, Action] = {}


def cached(cls: type[Action], *args: object) -> Action:
    """A shared instance of ``cls(*args)``: actions are immutable, and building frozen dataclasses is
    the slowest part of listing legal actions in the AI's playouts."""
    key = (cls, *args)
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = cls(*args)
    return action


ACTION_CLASSES: tuple[type[Action], ...] = (
    PlaceEmployees, StartProject, ResolveIssue, BuildingAction, Pass, ChoosePosition, ChooseInfluence,
    ChooseCardType, ChooseBuilding, ChooseDisplayCard, Decline,
)
CODEC = ActionCodec(ACTION_CLASSES)
