"""The seeded RNG is splitmix64 exactly, whatever way it computes it."""

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.core import Rng

MASK = (1 << 64) - 1


def reference(seed: int, count: int) -> list[int]:
    """splitmix64 as published, on plain 64-bit arithmetic."""
    s, out = seed & MASK, []
    for _ in range(count):
        s = (s + 0x9E3779B97F4A7C15) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


def test_known_values():
    # splitmix64 from seed 0 (the reference sequence's first outputs)
    assert reference(0, 2) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
    r = Rng(0)
    assert [r.next64(), r.next64()] == reference(0, 2)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, MASK), st.lists(st.integers(1, 1 << 40), min_size=1, max_size=30))
def test_every_draw_matches_the_reference(seed, bounds):
    r = Rng(seed)
    zs = reference(seed, 3 * len(bounds))
    for k, n in enumerate(bounds):
        assert r.next64() == zs[3 * k]
        assert r.below(n) == (zs[3 * k + 1] * n) >> 64
        assert r.random() == (zs[3 * k + 2] >> 11) / (1 << 53)
    assert r.s == (seed + 0x9E3779B97F4A7C15 * len(zs)) & MASK


def test_copy_is_independent():
    a = Rng(7)
    a.next64()
    b = a.copy()
    assert [a.below(100) for _ in range(20)] == [b.below(100) for _ in range(20)]
    b.next64()
    assert a.s != b.s


@settings(max_examples=100, deadline=None)
@given(st.integers(-(1 << 70), 1 << 70))
def test_any_int_seed_is_taken_modulo_2_64(seed):
    assert Rng(seed).next64() == reference(seed & MASK, 1)[0]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, MASK), st.integers(0, 60))
def test_shuffle_is_fisher_yates_on_the_reference_draws(seed, n):
    expected = list(range(n))
    zs = iter(reference(seed, n))
    for i in range(n - 1, 0, -1):
        j = (next(zs) * (i + 1)) >> 64
        expected[i], expected[j] = expected[j], expected[i]
    as_list = list(range(n))
    Rng(seed).shuffle(as_list)  # the compiled list path
    as_array = bytearray(range(n))
    Rng(seed).shuffle(as_array)  # any other mutable sequence
    assert as_list == expected and list(as_array) == expected
