"""Cards: kinds, packed multisets, card-list labels, and the cached play actions.

A multiset of cards (a hand, the Court Hand, a trick) is one int: kind k (0..15) counts in the
nibble ``4k`` (no place ever holds more than seven cards of one kind). Kinds: 0..11 are the
plain cards 1..12, then 3/9, 6/12, the Multiplier X and the Masterstroke M (spec §1.1).
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Final

from meeple.core import Action

_DECKS = tomllib.loads(resources.files(__package__).joinpath("data/decks.toml").read_text())

TOKENS: Final[tuple[str, ...]] = tuple(_DECKS["kinds"])
KIND: Final = {t: k for k, t in enumerate(TOKENS)}
MULTIPLIER: Final = KIND["X"]
MASTERSTROKE: Final = KIND["M"]
#: the packed multiset of one card of kind k
UNIT: Final = tuple(1 << (4 * k) for k in range(16))
#: the highest quantity a Multiplier lead may announce (spec §5.4)
MAX_QUANTITY: Final = int(_DECKS["multiplier"]["cap"])
#: the dual kind that may show value v (index v), or -1
DUAL_FOR: Final = [-1] * 13
for _tok, _vals in _DECKS["dual"].items():
    for _v in _vals:
        DUAL_FOR[_v] = KIND[_tok]
PLAIN_MASK: Final = sum(15 * UNIT[k] for k in range(12))


def deck(name: str) -> int:
    """The packed deck of that name (spec §1.2)."""
    d = _DECKS["deck"][name]
    return sum(d["plain"] * UNIT[k] for k in range(12)) + sum(d["special"] * UNIT[k] for k in range(12, 16))


def count(h: int, k: int) -> int:
    """How many cards of kind ``k`` the packed multiset ``h`` holds."""
    return (h >> (4 * k)) & 15


_LOW: Final = 0x0F0F0F0F0F0F0F0F
_ONES: Final = 0x0101010101010101


def size(h: int) -> int:
    """Number of cards in a packed multiset (the sum of its nibbles, at most 255)."""
    return (((h & _LOW) + ((h >> 4) & _LOW)) * _ONES >> 56) & 0xFF


_NIBBLE_LOW: Final = 0x1111111111111111


def kinds_in(h: int) -> int:
    """A mask with bit ``4k`` set for each kind k present in ``h``."""
    return (h | h >> 1 | h >> 2 | h >> 3) & _NIBBLE_LOW


def kinds(h: int) -> list[int]:
    """The cards of a multiset as a sorted list of kinds (with repeats)."""
    out: list[int] = []
    k = 0
    while h:
        c = h & 15
        if c:
            out.extend([k] * c)
        h >>= 4
        k += 1
    return out


def pack(ks: list[int]) -> int:
    """The packed multiset of a list of kinds."""
    h = 0
    for k in ks:
        h += 1 << (4 * k)
    return h


def fits(part: int, whole: int) -> bool:
    """Whether multiset ``part`` is contained in ``whole``."""
    for k in range(16):
        if (part >> (4 * k)) & 15 > (whole >> (4 * k)) & 15:
            return False
    return True


def minus(a: int, b: int) -> int:
    """``a`` less ``b``, kind by kind, never below zero."""
    k = 0
    while b:
        c = b & 15
        if c:
            a -= min((a >> (4 * k)) & 15, c) * UNIT[k]
        b >>= 4
        k += 1
    return a


def lower_each(a: int, n: int) -> int:
    """``a`` with every kind's count lowered by ``n``, never below zero."""
    out = 0
    for k in range(16):
        c = ((a >> (4 * k)) & 15) - n
        if c > 0:
            out += c * UNIT[k]
    return out


def cap(a: int, b: int) -> int:
    """``a`` kind by kind at most ``b``."""
    out = 0
    for k in range(16):
        out += min((a >> (4 * k)) & 15, (b >> (4 * k)) & 15) * UNIT[k]
    return out


def cardlist(h: int) -> str:
    """Tokens in kind order, comma separated: ``1,1,3/9,X`` (labels of gift and keep)."""
    return ",".join(TOKENS[k] for k in kinds(h))


def parse_cards(text) -> int:
    """A card list (``"1,3/9,X"`` or a JSON list of tokens) as a packed multiset."""
    if isinstance(text, str):
        toks = [t.strip() for t in text.split(",") if t.strip()]
    elif isinstance(text, list):
        toks = [str(t).strip() for t in text]
    else:
        raise ValueError(f"a card list must be a string or a list of tokens, not {text!r}")
    h = 0
    for t in toks:
        if t not in KIND:
            raise ValueError(f"unknown card token {t!r} (tokens: {', '.join(TOKENS)})")
        if count(h, KIND[t]) == 15:
            raise ValueError(f"too many {t} cards in {text!r}")
        h += UNIT[KIND[t]]
    return h


def highest_plain(h: int, n: int) -> int:
    """The ``n`` highest plain numbered cards of ``h`` (all of them if fewer), packed."""
    out = 0
    for k in range(11, -1, -1):
        c = (h >> (4 * k)) & 15
        while c and n:
            out += UNIT[k]
            c -= 1
            n -= 1
        if not n:
            break
    return out


# ---- plays: Action data is (value, plain, dual, lowered, multiplier, cards delta, card count) ----

PLAY_MASTERSTROKE: Final = Action("play M", (0, 0, 0, 0, 0, UNIT[MASTERSTROKE], 0))
PASS: Final = Action("pass")
_PLAYS: Final[dict[tuple, Action]] = {}


def play_action(value: int, plain: int, dual: int, lowered: int, multiplier: int) -> Action:
    """The cached action of a play: ``plain`` cards of ``value``, ``dual`` cards showing it,
    ``lowered`` cards two higher played as it (the Alchemist) and ``multiplier`` X (spec §8.1;
    labels §8.2)."""
    key = (value, plain, dual, lowered, multiplier)
    act = _PLAYS.get(key)
    if act is None:
        tokens = [str(value)] * plain
        if dual:
            tokens += [TOKENS[DUAL_FOR[value]]] * dual
        if lowered:
            tokens += [f"{value + 2}>{value}"] * lowered
        if multiplier:
            tokens.append("X")
        delta = (plain * UNIT[value - 1] + (dual * UNIT[DUAL_FOR[value]] if dual else 0)
                 + (lowered * UNIT[value + 1] if lowered else 0))
        delta += multiplier * UNIT[MULTIPLIER]
        act = _PLAYS[key] = Action(f"play {value}: {','.join(tokens)}",
                                   (value, plain, dual, lowered, multiplier, delta, plain + dual + lowered))
    return act


def _compositions(value: int, plain: int, dual: int, lowered: int, multiplier: int, quantity: int) -> list[Action]:
    """Every well-formed play of ``value`` from at most that many plain, dual, lowerable and
    Multiplier cards: any quantity for a lead (``quantity`` 0), else exactly ``quantity`` (spec §8.1)."""
    out = []
    for m in range(multiplier + 1):
        for a in range(plain + 1):
            for b in range(dual + 1):
                for c in range(lowered + 1):
                    k = a + b + c
                    if quantity == 0:
                        ok = k >= 1 or (m == 1 and value == 1)
                    else:
                        ok = ((m == 0 and k == quantity) or (m == 1 and 1 <= k <= quantity)
                              or (m == 1 and k == 0 and value == 1 and quantity == 1))
                    if ok:
                        out.append(play_action(value, a, b, c, m))
    return out


#: per value v (index v, 1..12): the shift of its dual kind, or -1
_DUAL_SHIFT: Final = [4 * DUAL_FOR[v] if DUAL_FOR[v] >= 0 else -1 for v in range(13)]
#: most cards of one plain kind, of one special kind, in any deck (so in any hand: setups are checked)
_PLAIN_MAX: Final = max(int(d["plain"]) for d in _DECKS["deck"].values())
_SPECIAL_MAX: Final = max(int(d["special"]) for d in _DECKS["deck"].values())
#: the plays of one value, per (quantity, Multiplier held, lowerable, dual, plain count, value),
#: built on first use: a flat list, indexed as in ``plays``
_PARTS: Final[list[list[Action] | None]] = [None] * (
    (MAX_QUANTITY + 1) * 2 * (_PLAIN_MAX + 1) ** 2 * (_SPECIAL_MAX + 1) * 13)


def plays(hand: int, quantity: int, lowest: int, alchemist: bool) -> list[Action]:
    """The play actions of ``hand``: leads when ``quantity`` is 0, else follows of that quantity
    with a value of at least ``lowest`` (spec §8.1) and ``pass`` last; ``alchemist``: the hand may
    lower plain cards by two. A new list each call."""
    out: list[Action] = []
    multiplier = 1 if (hand >> 56) & 15 else 0
    plain_span, special_span = _PLAIN_MAX + 1, _SPECIAL_MAX + 1
    base = (quantity * 2 + multiplier) * plain_span
    for value in range(lowest, 13):
        plain = (hand >> (4 * value - 4)) & 15
        dual_shift = _DUAL_SHIFT[value]
        dual = (hand >> dual_shift) & 15 if dual_shift >= 0 else 0
        lowered = (hand >> (4 * value + 4)) & 15 if alchemist and value <= 10 else 0
        if quantity == 0:
            if not (plain or dual or lowered or (multiplier and value == 1)):
                continue
        else:
            k = plain + dual + lowered
            if not (k >= quantity or (multiplier and k) or (multiplier and value == 1 and quantity == 1)):
                continue
        i = (((base + lowered) * special_span + dual) * plain_span + plain) * 13 + value
        part = _PARTS[i]
        if part is None:
            part = _PARTS[i] = _compositions(value, plain, dual, lowered, multiplier, quantity)
        out.extend(part)
    if hand >> 60:
        out.append(PLAY_MASTERSTROKE)
    if quantity:
        out.append(PASS)
    return out


def parse_play(label: str) -> tuple | None:
    """A play label back to its composition (v, a, b, c, m), ``("M",)``, or None if malformed."""
    if label == "play M":
        return ("M",)
    if not label.startswith("play ") or ": " not in label:
        return None
    head, _, body = label[5:].partition(": ")
    if not head.isdecimal() or not 1 <= int(head) <= 12:
        return None
    v = int(head)
    a = b = c = m = 0
    for t in body.split(","):
        t = t.strip()
        if t == str(v):
            a += 1
        elif t in KIND and KIND[t] == DUAL_FOR[v]:
            b += 1
        elif t == f"{v + 2}>{v}":
            c += 1
        elif t == "X":
            m += 1
        else:
            return ("bad", v, t)
    return (v, a, b, c, m)
