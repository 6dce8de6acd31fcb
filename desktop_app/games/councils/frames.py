"""Pending decisions inside a turn: frozen frames on the state's stack (top last).

Every frame but RETURN waits for ``player``'s decision; RETURN is bookkeeping (give back the
employees left on a building once its action is over) that the state settles as soon as it is on
top. Rules push frames in the order given, so the last one pushed is decided first.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from functools import cache


class FrameKind(StrEnum):
    """The values are the decision names observations show."""

    POSITION = "position"  # the cell for a card being placed (CC-11)
    SPLIT = "split"  # the next point of a gain split over council tracks (#5, special committee, CC-16)
    CONVERT = "convert"  # the council track to lower for development (#1/#4)
    TYPE_VP = "type_vp"  # the card type #15 scores (CC-24)
    COPY = "copy"  # the adjacent building #8/#11 copies (CC-21)
    MOVE = "move"  # the vacant building #9/#10/#14 moves to (CC-22)
    STAFF = "staff"  # the vacant building #12/#13 staffs, or none (CC-23)
    B19_CARD = "b19_card"  # the display card #19 places (CC-28)
    RETURN = "return"  # automatic: the card's remaining employees go home (CC-17)


# The members bound once as module names: looking a member up on its Enum class costs several times
# more than the comparison, and the rules compare frame kinds on every decision.
POSITION, SPLIT, CONVERT, TYPE_VP = FrameKind.POSITION, FrameKind.SPLIT, FrameKind.CONVERT, FrameKind.TYPE_VP
COPY, MOVE, STAFF, B19_CARD = FrameKind.COPY, FrameKind.MOVE, FrameKind.STAFF, FrameKind.B19_CARD
RETURN = FrameKind.RETURN


class PlaceMode(StrEnum):
    """How a card being placed got there."""

    PROJECT = "project"  # a building project, paid and staffed from available employees (CC-5)
    B19 = "b19"  # free from the display by #19, staffed from the #19 card (CC-28)


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """One pending step; each kind uses the fields it needs.

    ``card``: POSITION the card being placed; COPY, MOVE and B19_CARD the card whose action runs
    (the source of the employees); RETURN the card to empty. ``source``: POSITION by #19, the #19
    card. ``amount``: SPLIT the points still to place, CONVERT the development gained, TYPE_VP the
    VP per matching card. ``cell``: TYPE_VP the cell adjacency is counted around."""

    kind: FrameKind
    player: int  # who decides (-1 for RETURN)
    card: str = ""
    mode: PlaceMode = PlaceMode.PROJECT
    source: str = ""
    amount: int = 0
    cell: tuple[int, int] = (0, 0)


# Frames are values, so the constructors below hand out shared instances: building a frozen dataclass
# costs more than the rest of a small decision, and the arguments come from a small set.
@cache
def position(player: int, card: str, mode: PlaceMode, source: str = "") -> Frame:
    return Frame(FrameKind.POSITION, player, card, mode, source)


@cache
def split(player: int, points: int) -> Frame:
    return Frame(FrameKind.SPLIT, player, amount=points)


@cache
def convert(player: int, gain: int) -> Frame:
    return Frame(FrameKind.CONVERT, player, amount=gain)


@cache
def type_vp(player: int, cell: tuple[int, int], vp_each: int) -> Frame:
    return Frame(FrameKind.TYPE_VP, player, amount=vp_each, cell=cell)


@cache
def on_card(kind: FrameKind, player: int, card: str) -> Frame:
    """COPY, MOVE or B19_CARD for the card whose action runs."""
    return Frame(kind, player, card)


@cache
def staff(player: int) -> Frame:
    return Frame(FrameKind.STAFF, player)


@cache
def return_employees(card: str) -> Frame:
    return Frame(FrameKind.RETURN, -1, card)
