"""The phases of a Copernico turn and the commitment a player makes in phase 2 (CO-4, CO-7, CO-21)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Phase(StrEnum):
    """Where the game stands; the values are the texts saves, observations and the log have always used."""

    DRAFT = "draft"  # phase 1, "look at the sky" (CO-5)
    ACT = "act"  # phase 2, "propose the system" (CO-7)
    PEEK = "peek"  # asking Copernicus for advice after new lines (CO-13)
    SOLO = "solo"  # a solo round (CO-21)
    OVER = "over"


class PlanKind(StrEnum):
    """What a phase-2 commitment does (CO-8 to CO-10; a solo blank, CO-21)."""

    PLACE = "place"
    REFORMULATE = "reformulate"
    REST = "rest"
    BLANK = "blank"


@dataclass(frozen=True, slots=True)
class Plan:
    """One player's phase-2 commitment (or a solo placement) while it is being paid for.

    ``paid`` grows one Pay action at a time until it holds ``due`` cards; a rest or a
    blank owes nothing."""

    kind: PlanKind
    card: str | None
    position: int  # 1-9; 0 for a rest
    paid: tuple[str, ...]
    due: int

    @property
    def owing(self) -> int:
        return self.due - len(self.paid)


RESTING = Plan(PlanKind.REST, None, 0, (), 0)
