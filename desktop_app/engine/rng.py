"""A seeded random number generator that lives inside a game state.

The state of the generator is one integer, so copying a game state copies
its randomness for free and replays are exact. Code never touches the global
``random`` module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
# below(): the rejection limit per bound, for the small bounds games ask for again and again.
_LIMITS: dict[int, int] = {}
# shuffled(): a length -> (position, bound, rejection limit) of each of its Fisher-Yates draws, in order.
_PLANS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _shuffle_plan(length: int) -> tuple[tuple[int, int, int], ...]:
    plan = tuple((i, i + 1, (1 << 64) - ((1 << 64) % (i + 1))) for i in range(length - 1, 0, -1))
    if length < 4096:  # the lengths games shuffle; a bound, not a working set
        _PLANS[length] = plan
    return plan


class Rng:
    """SplitMix64: small, fast, statistically sound for shuffling cards."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def copy(self) -> Rng:
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``; ``n`` must be positive."""
        # The hottest call of every random playout and search: next64 is spelled out here and the
        # rejection limit is looked up, so the numbers are next64's exactly, at half the cost.
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs a positive bound")
            # Rejection keeps the draw unbiased for bounds that do not divide 2**64.
            limit = (1 << 64) - ((1 << 64) % n)
            if n < 4096:
                _LIMITS[n] = limit
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            x = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
            x ^= x >> 31
            if x < limit:
                self.state = state
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        # Fisher-Yates with below() spelled out (a deck of 90 is 89 draws): the same numbers. The
        # positions, bounds and rejection limits of a length are worked out once (_shuffle_plan).
        state = self.state
        for i, n, limit in _PLANS.get(len(out)) or _shuffle_plan(len(out)):
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                x = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
                x ^= x >> 31
                if x < limit:
                    break
            j = x % n
            out[i], out[j] = out[j], out[i]
        self.state = state
        return out

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next64())
