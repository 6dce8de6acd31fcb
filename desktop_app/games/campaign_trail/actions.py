"""The actions of Campaign Trail.

A turn's big decisions are sequences of small steps answering the pending decision on top of the
state's stack: a card and box first, then one issue, one destination or one voter at a time, so every
legal-action list stays short (about 50 at most: a plane trip lists every state).
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import ClassVar

from ...engine.actions import Action, ActionCodec


class Box(StrEnum):
    """The six action boxes of a card (CT-10), plus playing a card for no action (CT-36)."""

    TRAVEL = "travel"
    FUNDRAISE = "fundraise"
    REGISTER = "register"
    ADVERTISE = "advertise"
    CAMPAIGN = "campaign"
    POLITICK = "politick"
    NONE = "none"


SUPPORT_BOXES = (Box.TRAVEL, Box.FUNDRAISE, Box.REGISTER)


@dataclasses.dataclass(frozen=True, slots=True)
class KeepCandidate(Action):
    """Keep one of the two candidate cards dealt (a secret choice, CT-23)."""

    kind: ClassVar[str] = "keep_candidate"
    candidate: str


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a hand card and take one of its boxes (CT-31 step 2, CT-36 with Box.NONE)."""

    kind: ClassVar[str] = "play_card"
    card: str
    box: str  # a Box value


@dataclasses.dataclass(frozen=True, slots=True)
class PickState(Action):
    """A state: home state, travel destination, a voter's state, an effect's target."""

    kind: ClassVar[str] = "pick_state"
    state: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickIssue(Action):
    """One more issue of the advertise box, or an issue to drop (CT-44, CT-82)."""

    kind: ClassVar[str] = "pick_issue"
    issue: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickParty(Action):
    """An opponent party (negative advertising, Smear Campaign)."""

    kind: ClassVar[str] = "pick_party"
    party: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickCandidate(Action):
    """A candidate by seat: who of a party goes first (CT-30), an Opposition Research target."""

    kind: ClassVar[str] = "pick_candidate"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class PickCard(Action):
    """A card: face-down card, a card to take or give, a card to trade, an end card to resolve."""

    kind: ClassVar[str] = "pick_card"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickCount(Action):
    """How many voters (Town Hall, Rapid Response)."""

    kind: ClassVar[str] = "pick_count"
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class PickTopic(Action):
    """A debate topic for a start bonus (CT-51, CT-56)."""

    kind: ClassVar[str] = "pick_topic"
    topic: str


@dataclasses.dataclass(frozen=True, slots=True)
class GoNegative(Action):
    """Declare the advertise action negative or not (CT-92)."""

    kind: ClassVar[str] = "go_negative"
    negative: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Respond(Action):
    """Play a response card in an open window (CT-35)."""

    kind: ClassVar[str] = "respond"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class DebateCard(Action):
    """Play a hand card onto a debate topic (CT-52)."""

    kind: ClassVar[str] = "debate_card"
    card: str
    topic: str


@dataclasses.dataclass(frozen=True, slots=True)
class InsiderSwap(Action):
    """The Party Insider without a running mate: discard a card and draw one (CT-64)."""

    kind: ClassVar[str] = "insider_swap"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickRegion(Action):
    """A region token (CT-105, CT-107): Regional Influence, Voter Registration Drive, the Regional Power,
    Predictable Outcome's hidden pick."""

    kind: ClassVar[str] = "pick_region"
    region: str


@dataclasses.dataclass(frozen=True, slots=True)
class TakeRandom(Action):
    """The Dirty Candidate takes a random card from this opponent candidate (CT-130 a)."""

    kind: ClassVar[str] = "take_random"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class PayWith(Action):
    """The Regional Power's surcharge paid in money or in registered voters (CT-137)."""

    kind: ClassVar[str] = "pay_with"
    voters: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline: no response, out of the debate, no trade, no more skips or voters."""

    kind: ClassVar[str] = "pass"


@dataclasses.dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish a step-by-step choice (issues declared, skipping, placing, dropping)."""

    kind: ClassVar[str] = "done"


_CACHE: dict[tuple[object, ...], Action] = {}


def cached(cls: type[Action], *args: object) -> Action:
    """A shared instance: actions are immutable and listing them is the hot path of playouts."""
    key = (cls, *args)
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = cls(*args)
    return action


ACTION_CLASSES: tuple[type[Action], ...] = (
    KeepCandidate,
    PlayCard,
    PickState,
    PickIssue,
    PickParty,
    PickCandidate,
    PickCard,
    PickCount,
    PickTopic,
    GoNegative,
    Respond,
    DebateCard,
    InsiderSwap,
    Pass,
    Done,
    PickRegion,
    TakeRandom,
    PayWith,
)
CODEC = ActionCodec(ACTION_CLASSES)
