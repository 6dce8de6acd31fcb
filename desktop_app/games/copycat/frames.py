"""Pending decisions: frozen frames on the state's stack (top last), one per step of an activation that
needs a choice (CP-34: activations resolve at once, step by step)."""

from __future__ import annotations

import dataclasses
import enum

NO_CARD = -1  # no card: an empty street space, a frame without a source card


class FrameKind(enum.StrEnum):
    """What the frame's player decides (the values are the text saves and observations carry)."""

    EXCHANGE = "exchange"  # Card exchange: hand cards to the clipboard, as many drawn (CP-18)
    SHRED_COINS = "shred_coins"  # Card shredding: hand cards out of the game for a coin each
    KEEP = "keep"  # Strategy session: hand cards kept hidden for the next round (CP-28)
    FUND_PAY = "fund_pay"  # Fundraising: the coin cards and Extra money offices paid (CP-17)
    FUND_DRAW = "fund_draw"  # Fundraising: how many cards to draw for the payment
    GALA = "gala"  # Wife's charity gala: a coin or 2 VP
    SHRED_WORKER = "shred_worker"  # Campaign office: a hand card out of the game for a worker
    PLACE_EXTRA = "place_extra"  # Inside information: where the extra worker goes
    REALLOC = "realloc"  # Allocation Office: the played card to carry out again (CP-25)
    COPY = "copy"  # Press spokesperson: the played card to copy (CP-26)
    REUSE = "reuse"  # Bonus payment: the own worker whose office acts again (CP-27)
    INVEST = "invest"  # a doctorate bought: the coins invested for as many VP (CP-24)


# Frames that pick up to ``param`` hand cards one at a time, then Done.
PICK_FRAMES = frozenset({FrameKind.EXCHANGE, FrameKind.SHRED_COINS, FrameKind.KEEP})


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """One pending decision of the player ``player``."""

    kind: FrameKind
    player: int
    param: int = 0  # the most cards to pick / coins paid / coins available to invest
    picked: tuple[int, ...] = ()  # card indexes picked so far
    offices: tuple[int, ...] = ()  # fund_pay: worker indexes paid with
    undoubled: bool = False  # coins produced are the spec's r coins, never doubled (CP-20)
    restrict: bool = False  # the activation comes from the Allocation Office: no office selection (CP-25)
    source: int = NO_CARD  # the card whose action this is (copy: the spokesperson; reuse: the bonus card)
