"""What the map shows of one state, handed in by the game scene (no Qt, no rules: the scene fills it
from the observation, tests fill it by hand)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

# Party ids of spec §4.1, in the order the map lists them.
PARTIES = ("D", "R", "L", "G")


@dataclasses.dataclass(frozen=True)
class StateDisplay:
    """One state's numbers: its electoral votes, who controls it (None: nobody yet), the committed
    voters of each party in play and the controller's lead over the runner-up (0 on a tie it won by
    the tiebreak order, CT-40)."""

    ev: int
    controller: str | None = None
    counts: tuple[tuple[str, int], ...] = ()
    margin: int = 0

    def __post_init__(self) -> None:
        if self.ev < 0 or self.margin < 0:
            raise ValueError("electoral votes and margin are never negative")
        for party, count in self.counts:
            if party not in PARTIES or count < 0:
                raise ValueError(f"bad voter count {party}={count}")
        if self.controller is not None and self.controller not in PARTIES:
            raise ValueError(f"unknown party {self.controller!r}")

    @classmethod
    def of(cls, ev: int, controller: str | None, counts: Mapping[str, int]) -> StateDisplay:
        """Margin worked out from the counts: the controller's voters minus the best other party's."""
        ordered = tuple((p, int(counts[p])) for p in PARTIES if p in counts)
        margin = 0
        if controller is not None:
            own = dict(ordered).get(controller, 0)
            others = [n for p, n in ordered if p != controller]
            margin = max(0, own - max(others, default=0))
        return cls(ev, controller, ordered, margin)

    def count(self, party: str) -> int:
        return dict(self.counts).get(party, 0)
