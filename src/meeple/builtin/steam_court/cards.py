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
D39: Final = KIND["3/9"]
D612: Final = KIND["6/12"]
MX: Final = KIND["X"]
MS: Final = KIND["M"]
UNIT: Final = tuple(1 << (4 * k) for k in range(16))
CAP: Final = int(_DECKS["multiplier"]["cap"])
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

MASTERSTROKE: Final = Action("play M", (0, 0, 0, 0, 0, UNIT[MS], 0))
PASS: Final = Action("pass")
_PLAYS: Final[dict[tuple, Action]] = {}


def play_action(v: int, a: int, b: int, c: int, m: int) -> Action:
    """The cached action of a play composition (spec §8.1; labels §8.2)."""
    key = (v, a, b, c, m)
    act = _PLAYS.get(key)
    if act is None:
        toks = [str(v)] * a
        if b:
            toks += [TOKENS[DUAL_FOR[v]]] * b
        if c:
            toks += [f"{v + 2}>{v}"] * c
        if m:
            toks.append("X")
        delta = a * UNIT[v - 1] + (b * UNIT[DUAL_FOR[v]] if b else 0) + (c * UNIT[v + 1] if c else 0)
        delta += m * UNIT[MX]
        act = _PLAYS[key] = Action(f"play {v}: {','.join(toks)}", (v, a, b, c, m, delta, a + b + c))
    return act


def _compositions(v: int, A: int, B: int, C: int, M: int, q: int) -> list[Action]:
    """Every well-formed composition of value ``v`` from A plain, B dual, C lowerable and M
    multiplier cards: any quantity for a lead (``q`` 0), else exactly ``q`` (spec §8.1)."""
    out = []
    for m in range(M + 1):
        for a in range(A + 1):
            for b in range(B + 1):
                for c in range(C + 1):
                    k = a + b + c
                    if q == 0:
                        ok = k >= 1 or (m == 1 and v == 1)
                    else:
                        ok = (m == 0 and k == q) or (m == 1 and 1 <= k <= q) or (m == 1 and k == 0 and v == 1
                                                                                 and q == 1)
                    if ok:
                        out.append(play_action(v, a, b, c, m))
    return out


#: per value v (index v, 1..12): the shift of its dual kind, or -1
_DUAL_SHIFT: Final = [4 * DUAL_FOR[v] if DUAL_FOR[v] >= 0 else -1 for v in range(13)]
#: most cards of one plain kind, of one special kind, in any deck (so in any hand: setups are checked)
_PLAIN_MAX: Final = max(int(d["plain"]) for d in _DECKS["deck"].values())
_SPECIAL_MAX: Final = max(int(d["special"]) for d in _DECKS["deck"].values())
#: the plays of one value, per (quantity, Multiplier held, lowerable, dual, plain count, value),
#: built on first use: a flat list, indexed as in ``plays``
_PARTS: Final[list[list[Action] | None]] = [None] * ((CAP + 1) * 2 * (_PLAIN_MAX + 1) ** 2 * (_SPECIAL_MAX + 1) * 13)


def plays(h: int, q: int, lo: int, alch: bool) -> list[Action]:
    """The play actions of hand ``h``: leads when ``q`` is 0, else follows of quantity ``q`` with a
    value of at least ``lo`` (spec §8.1) and ``pass`` last. A new list each call."""
    out: list[Action] = []
    M = 1 if (h >> 56) & 15 else 0
    pm, sm = _PLAIN_MAX + 1, _SPECIAL_MAX + 1
    base = (q * 2 + M) * pm
    for v in range(lo, 13):
        A = (h >> (4 * v - 4)) & 15
        sb = _DUAL_SHIFT[v]
        B = (h >> sb) & 15 if sb >= 0 else 0
        C = (h >> (4 * v + 4)) & 15 if alch and v <= 10 else 0
        if q == 0:
            if not (A or B or C or (M and v == 1)):
                continue
        else:
            k = A + B + C
            if not (k >= q or (M and k) or (M and v == 1 and q == 1)):
                continue
        i = (((base + C) * sm + B) * pm + A) * 13 + v
        part = _PARTS[i]
        if part is None:
            part = _PARTS[i] = _compositions(v, A, B, C, M, q)
        out.extend(part)
    if h >> 60:
        out.append(MASTERSTROKE)
    if q:
        out.append(PASS)
    return out


def parse_play(label: str) -> tuple | None:
    """A play label back to its composition (v, a, b, c, m), ``("M",)``, or None if malformed."""
    if label == "play M":
        return ("M",)
    if not label.startswith("play ") or ": " not in label:
        return None
    head, _, body = label[5:].partition(": ")
    if not head.isdigit() or not 1 <= int(head) <= 12:
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
