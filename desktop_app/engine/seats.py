"""Who sits at the table: a person or a computer opponent of some level."""

from __future__ import annotations

import dataclasses

from .ai_levels import AI_LEVELS as AI_LEVELS


@dataclasses.dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str | None = None  # one of AI_LEVELS for a computer seat
    colour: int = 0  # index into the UI's player palette

    def __post_init__(self) -> None:
        if self.kind not in ("human", "ai"):
            raise ValueError(f"a seat is 'human' or 'ai', not {self.kind!r}")
        if self.kind == "ai" and self.level not in AI_LEVELS:
            raise ValueError(f"unknown computer level {self.level!r}")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no computer level")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def spec(self) -> str:
        return "human" if self.is_human else f"ai:{self.level}"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @classmethod
    def from_json(cls, data: object) -> Seat:
        if not isinstance(data, dict) or set(data) != {"name", "kind", "level", "colour"}:
            raise ValueError("a seat needs exactly name, kind, level and colour")
        if not isinstance(data["name"], str) or not isinstance(data["colour"], int):
            raise ValueError("a seat's name must be text and its colour a number")
        return cls(data["name"], data["kind"], data["level"], data["colour"])


def parse_seats(text: str) -> list[Seat]:
    """Read ``human,ai:easy,ai`` (``ai`` alone means Normal) into seats."""
    seats = []
    for index, token in enumerate(t.strip() for t in text.split(",")):
        if token == "human":
            seats.append(Seat(f"Player {index + 1}", colour=index))
            continue
        kind, _, level = token.partition(":")
        if kind != "ai":
            raise ValueError(f"a seat is written human, ai or ai:LEVEL, not {token!r}")
        level = level or "normal"
        if level not in AI_LEVELS:
            raise ValueError(f"unknown computer level {level!r}; choose from {', '.join(AI_LEVELS)}")
        seats.append(Seat(f"Computer {index + 1} ({level})", "ai", level, index))
    if not seats:
        raise ValueError("name at least one seat")
    return seats
