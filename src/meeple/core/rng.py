"""A small seeded random number generator owned by each state (splitmix64).

Its whole state is one int, so cloning a game state copies it for free, and the same seed
gives the same numbers on every machine and Python version.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

from mypy_extensions import i64

T = TypeVar("T")
_M32: Final = 0xFFFFFFFF
_GOLDEN_HI: Final = 0x9E3779B9
_GOLDEN_LO: Final = 0x7F4A7C15


def _mul(hi: i64, lo: i64, c3: i64, c2: i64, c1: i64, c0: i64) -> tuple[i64, i64]:
    """(hi, lo) times the 64-bit constant given as 16-bit pieces c3..c0, modulo 2^64, as halves."""
    p1 = lo * c1
    low = lo * c0 + ((p1 & 0xFFFF) << 16)  # below 2^49
    carry = (low >> 32) + (p1 >> 16)
    high = carry + hi * c0 + ((hi * c1 & 0xFFFF) << 16) + lo * c2 + ((lo * c3 & 0xFFFF) << 16)
    return high & _M32, low & _M32


def derive_seed(*parts: object) -> int:
    """A 63-bit seed derived from any parts (ints, strings), stable across machines."""
    text = "\x1f".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


class Rng:
    """splitmix64: fast enough for shuffles and draws, tiny to copy.

    The 64-bit state is kept as two 32-bit halves and every product is taken in pieces small
    enough that no intermediate value reaches 2^63: compiled (see ``setup.py``), all of it runs
    on machine integers (``i64``); interpreted, it gives exactly the same numbers.
    """

    __slots__ = ("hi", "lo")
    hi: i64
    lo: i64

    def __init__(self, seed: int | str = 0) -> None:
        s = seed if isinstance(seed, int) else derive_seed(seed)
        self.hi = i64((s >> 32) & _M32)  # the seed modulo 2^64, in halves
        self.lo = i64(s & _M32)

    @property
    def s(self) -> int:
        """The whole 64-bit state."""
        return int(self.hi) << 32 | int(self.lo)

    def copy(self) -> Rng:
        r = Rng(0)  # compiled, a direct call (``Rng.__new__`` would be a generic one)
        r.hi = self.hi
        r.lo = self.lo
        return r

    def _next(self) -> tuple[i64, i64]:
        """The next 64-bit output as (high, low) 32-bit halves."""
        lo = self.lo + _GOLDEN_LO
        hi = (self.hi + _GOLDEN_HI + (lo >> 32)) & _M32
        lo &= _M32
        self.hi = hi
        self.lo = lo
        hi, lo = _mul(hi ^ hi >> 30, (lo >> 30 | hi << 2) & _M32 ^ lo, 0xBF58, 0x476D, 0x1CE4, 0xE5B9)
        hi, lo = _mul(hi ^ hi >> 27, (lo >> 27 | hi << 5) & _M32 ^ lo, 0x94D0, 0x49BB, 0x1331, 0x11EB)
        return hi ^ hi >> 31, (lo >> 31 | hi << 1) & _M32 ^ lo

    def next64(self) -> int:
        hi, lo = self._next()
        return int(hi) << 32 | int(lo)

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (n >= 1)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        if n >= 1 << 31:
            return (self.next64() * n) >> 64
        m = i64(n)
        hi, lo = self._next()
        return int((hi * m + (lo * m >> 32)) >> 32)  # = (64-bit output * n) >> 64, below 2^63 throughout

    def randint(self, a: int, b: int) -> int:
        """A uniform int in ``[a, b]``."""
        return a + self.below(b - a + 1)

    def random(self) -> float:
        hi, lo = self._next()
        return float(hi << 21 | lo >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates, in place."""
        if isinstance(seq, list):
            self._shuffle_list(seq)
            return
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def _shuffle_list(self, seq: list) -> None:
        """The same shuffle on a list: compiled, with direct list access and machine integers."""
        i: i64 = len(seq) - 1
        while i > 0:
            hi, lo = self._next()
            j = (hi * (i + 1) + (lo * (i + 1) >> 32)) >> 32  # below(i + 1), as in ``below``
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self.shuffled(items)[:k]
