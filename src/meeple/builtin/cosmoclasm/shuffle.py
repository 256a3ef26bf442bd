"""The game's shuffle: Fisher-Yates with the state's own seeded RNG (spec section 3.1 leaves the
algorithm to the implementation)."""

from __future__ import annotations

from meeple.core import Rng


def shuffle(rng: Rng, seq: list) -> None:
    """Fisher-Yates in place with the state's RNG, several swaps per 64-bit draw.

    Each draw is read as mixed-radix digits while at least 32 bits of it stay unused, so every
    swap index is uniform up to a bias below 2^-32. Several times faster than ``Rng.shuffle``.
    """
    i = len(seq) - 1
    draw = rng.next64
    while i > 0:
        word, room = draw(), 1 << 32  # room: the word's unused range, divided by 2^32
        while i > 0 and room > i:
            word, j = divmod(word, i + 1)
            room //= i + 1
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1
