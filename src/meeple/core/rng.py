"""A small seeded random number generator owned by each state (splitmix64).

Its whole state is one int, so cloning a game state copies it for free, and the same seed
gives the same numbers on every machine and Python version.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def derive_seed(*parts: object) -> int:
    """A 63-bit seed derived from any parts (ints, strings), stable across machines."""
    text = "\x1f".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


class Rng:
    """splitmix64: fast enough for shuffles and draws, tiny to copy."""

    __slots__ = ("s",)

    def __init__(self, seed: int | str = 0) -> None:
        self.s = (seed if isinstance(seed, int) else derive_seed(seed)) & _MASK

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    def next64(self) -> int:
        s = self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (n >= 1)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        return (self.next64() * n) >> 64

    def randint(self, a: int, b: int) -> int:
        """A uniform int in ``[a, b]``."""
        return a + self.below(b - a + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self.shuffled(items)[:k]
