"""The seeded generator's numbers are part of every save and every seed's game: its fast code must give
exactly the numbers of SplitMix64 with rejection sampling, written here the plain way."""

from __future__ import annotations

from desktop_app.engine.rng import Rng

MASK = (1 << 64) - 1


class PlainSplitMix:
    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffled(self, items: list) -> list:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def test_below_and_shuffled_give_the_plain_splitmix_numbers():
    # Bounds near 2**64 reject often, so the rejection loop is exercised too.
    bounds = [*range(1, 130), 4095, 4096, 4097, 10**6, 3 * 2**62, 2**63 + 1, 2**64 - 1, 2**64]
    for seed in (0, 1, 42, 2**64 - 1, 2**70 + 5):
        fast, plain = Rng(seed), PlainSplitMix(seed)
        for n in bounds:
            assert [fast.below(n) for _ in range(3)] == [plain.below(n) for _ in range(3)]
            assert fast.state == plain.state
        for size in (0, 1, 2, 10, 90):
            assert fast.shuffled(range(size)) == plain.shuffled(list(range(size)))
            assert fast.state == plain.state
        assert fast.next64() == plain.next64()


def test_shuffled_gives_the_plain_numbers_for_every_length_kept_or_not():
    # shuffled() keeps each length's draws (positions, bounds, rejection limits) below 4096 items and
    # works out longer ones afresh: both ways, and the second shuffle of a kept length, must give the
    # plain numbers.
    for seed in (3, 2**64 - 7):
        fast, plain = Rng(seed), PlainSplitMix(seed)
        for size in (37, 37, 4095, 4096, 5000, 5000):
            assert fast.shuffled(range(size)) == plain.shuffled(list(range(size)))
            assert fast.state == plain.state
