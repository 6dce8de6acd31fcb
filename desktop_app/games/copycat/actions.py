"""The actions of Copycat. Cards and offices are named by their stable ids ("A-s09", "a27", "B4")."""

from __future__ import annotations

import dataclasses
import enum
from typing import ClassVar

from ...engine.actions import Action, ActionCodec


class ActionKind(enum.StrEnum):
    """The kinds of Copycat actions (the values are the text saves carry)."""

    BID = "bid"
    PLACE = "place"
    PLAY = "play"
    USE_OFFICE = "use_office"
    CHOOSE_CARD = "choose_card"
    CHOOSE_OFFICE = "choose_office"
    CHOOSE_NUMBER = "choose_number"
    DONE = "done"
    END_TURN = "end_turn"
    PASS = "pass"
    PROCEED = "proceed"
    BUY = "buy"
    SPECIAL_BUY = "special_buy"



@dataclasses.dataclass(frozen=True, slots=True)
class Bid(Action):
    """Phase 1: lay one hand card face down for turn order."""

    kind: ClassVar[str] = ActionKind.BID
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Action):
    """Phase 2: the turn placement of one available worker."""

    kind: ClassVar[str] = ActionKind.PLACE
    office: str


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a hand card into the play area (phase 2: usable cards only; phase 3: every card)."""

    kind: ClassVar[str] = ActionKind.PLAY
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class UseOffice(Action):
    """The first use of the action of the office holding one of the player's workers."""

    kind: ClassVar[str] = ActionKind.USE_OFFICE
    office: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseCard(Action):
    """A card chosen for the pending decision (exchange, shred, keep, payment, target)."""

    kind: ClassVar[str] = ActionKind.CHOOSE_CARD
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseOffice(Action):
    """An office chosen for the pending decision (payment, worker reuse, extra placement)."""

    kind: ClassVar[str] = ActionKind.CHOOSE_OFFICE
    office: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseNumber(Action):
    """A number for the pending decision (cards drawn, coin or VP, doctorate investment)."""

    kind: ClassVar[str] = ActionKind.CHOOSE_NUMBER
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish (or decline) the pending decision."""

    kind: ClassVar[str] = ActionKind.DONE


@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Phase 2: end the turn after the turn placement. Phase 3: end the purchase step."""

    kind: ClassVar[str] = ActionKind.END_TURN


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Phase 2: make no turn placement and take no further turn this round (CP-12)."""

    kind: ClassVar[str] = ActionKind.PASS


@dataclasses.dataclass(frozen=True, slots=True)
class Proceed(Action):
    """Phase 3: the hand is empty; go from the resolution step to the purchases (CP-19)."""

    kind: ClassVar[str] = ActionKind.PROCEED


@dataclasses.dataclass(frozen=True, slots=True)
class Buy(Action):
    """Phase 3 purchase: the card on street space ``space`` (1-11)."""

    kind: ClassVar[str] = ActionKind.BUY
    space: int


@dataclasses.dataclass(frozen=True, slots=True)
class SpecialBuy(Action):
    """Phase 3 purchase: use a Special buying permission (slide, refill, one purchase)."""

    kind: ClassVar[str] = ActionKind.SPECIAL_BUY


ALL_ACTIONS: tuple[type[Action], ...] = (
    Bid, Place, PlayCard, UseOffice, ChooseCard, ChooseOffice, ChooseNumber, Done, EndTurn, Pass, Proceed,
    Buy, SpecialBuy,
)
CODEC = ActionCodec(ALL_ACTIONS)
