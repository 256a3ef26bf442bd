"""Actions and their labels (spec 9.1), built once per distinct decision and shared by every game."""

from __future__ import annotations

from typing import Final

from meeple.core import Action

from .constants import (
    AID_BUILDER,
    AID_COURIER,
    AID_MARKET,
    AID_SHIELD,
    AID_TREASURY,
    ASSIGN,
    CHOOSE_RECIPIENT,
    COURTHOUSE_ACT,
    EXTRA_ACTION,
    GIVE_HAND,
    GIVE_RESOURCE,
    GIVE_UNIT,
    HORSE_MOVE,
    KIND_WORDS,
    MARKET_SELL,
    MIL_ATTACK,
    MIL_MOVE,
    MIL_UPGRADE,
    MOVE_ONE,
    PLAY_BOMB,
    PLAY_FLIP,
    PLAY_PRISON,
    PLUS_TWO,
    RECRUIT_ONE,
    REVEAL,
    SHIELD,
    TAKE_MARKET,
    UPGRADE_ONE,
)
from .data import CARDS

NAMES: Final = CARDS.names
#: actions by ``number(kind, a, b, c)``; reveals (whose mask may exceed a card number) by their data
_CACHE: Final[dict[int, Action]] = {}
_REVEALS: Final[dict[tuple[int, int, int, int], Action]] = {}
#: parameters below this bound pack into one int key (cards, seats and slots all do)
_BOUND: Final = 1023

# kinds whose parameters are: a card; a card and a card; a card and a seat or slot
_ONE_CARD: Final = frozenset((COURTHOUSE_ACT, MARKET_SELL, EXTRA_ACTION, HORSE_MOVE, AID_COURIER, AID_TREASURY,
                       RECRUIT_ONE, UPGRADE_ONE, MOVE_ONE))
_TWO_CARDS: Final = frozenset((PLAY_BOMB, PLAY_PRISON, PLAY_FLIP, AID_BUILDER, ASSIGN, PLUS_TWO, SHIELD, AID_SHIELD))
_CARD_NUMBER: Final = frozenset((AID_MARKET, GIVE_HAND, GIVE_UNIT))
_NUMBER: Final = frozenset((TAKE_MARKET, GIVE_RESOURCE, CHOOSE_RECIPIENT))


def label(kind: int, a: int, b: int, c: int) -> str:
    """The label of a decision: ``word`` or ``word(param, param)``."""
    word = KIND_WORDS[kind]
    if kind in _ONE_CARD:
        return f"{word}({NAMES[a]})"
    if kind in _TWO_CARDS:
        return f"{word}({NAMES[a]}, {NAMES[b]})"
    if kind in _CARD_NUMBER:
        return f"{word}({NAMES[a]}, {b})"
    if kind in _NUMBER:
        return f"{word}({a})"
    if kind == MIL_UPGRADE:
        return f"{word}({NAMES[a]}, {NAMES[b]}, upgrade)"
    if kind == MIL_MOVE:
        return f"{word}({NAMES[a]}, {NAMES[b]}, move)"
    if kind == MIL_ATTACK:
        return f"{word}({NAMES[a]}, {NAMES[b]}, attack, {NAMES[c]})"
    if kind == REVEAL:
        return f"{word}({', '.join(sorted(NAMES[i] for i in range(a.bit_length()) if a >> i & 1))})"
    return word


def act(kind: int, a: int = -1, b: int = -1, c: int = -1) -> Action:
    """The (shared) action of a decision; ``data`` is ``(kind, a, b, c)``."""
    if kind == REVEAL and a >= _BOUND:
        key = (kind, a, b, c)
        revealed = _REVEALS.get(key)
        if revealed is None:
            revealed = _REVEALS[key] = Action(label(kind, a, b, c), key)
        return revealed
    number = ((kind * 1024 + a + 1) * 1024 + b + 1) * 1024 + c + 1
    found = _CACHE.get(number)
    if found is None:
        found = _CACHE[number] = Action(label(kind, a, b, c), (kind, a, b, c))
    return found


def normal(text: str) -> str:
    """A label as compared on input: without spaces and double quotes (spec 9.1)."""
    return text.replace(" ", "").replace('"', "")
