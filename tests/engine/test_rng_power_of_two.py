"""The search reads ``next64() & 1023`` where it once called ``below(1024)`` (ai/ismcts.py, the share of
random rollout moves): with a bound that divides 2**64 no draw is ever rejected, so both give the same
number and leave the generator in the same state, and the computer's moves stay what they were."""

from __future__ import annotations

from desktop_app.engine.rng import Rng


def test_below_a_power_of_two_is_the_low_bits_of_one_draw() -> None:
    for seed in range(2000):
        a, b = Rng(seed * 7919), Rng(seed * 7919)
        for _ in range(5):
            assert a.below(1024) == b.next64() & 1023
            assert a.state == b.state
