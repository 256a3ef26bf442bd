"""The court: characters and their privileges (TOML data), seating per player count, options.

A :class:`Rules` object holds everything fixed for one game: variant, tables (characters by
position), decks, token stacks and the privileges each character has. Characters are ints in the
order of ``data/characters.toml`` (Queen 0 ... Tea Boy 4, Submariner 5 ... Vagabond 9).
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any, Final

from meeple.core import GameError, Rng
from meeple.core.options import opt_choice, opt_int, opt_list

from . import cards

_DATA = resources.files(__package__).joinpath("data")
_CHARS = tomllib.loads(_DATA.joinpath("characters.toml").read_text())["character"]
_SEATING = tomllib.loads(_DATA.joinpath("seating.toml").read_text())["players"]

IDS: tuple[str, ...] = tuple(c["id"] for c in _CHARS)
NAMES: Final[tuple[str, ...]] = tuple(c["name"] for c in _CHARS)
CHAR = {c: i for i, c in enumerate(IDS)}
ROYAL = tuple(i for i, c in enumerate(_CHARS) if c["table"] == "royal")
RENEGADE = tuple(i for i, c in enumerate(_CHARS) if c["table"] == "renegade")
PRECEDENCE = tuple(c["precedence"] for c in _CHARS)
#: pre-Quarter steps per character: tuples (primitive, *parameters)
BEFORE: Final[tuple[tuple[tuple, ...], ...]] = tuple(
    tuple((s["do"], *[s[k] for k in sorted(s) if k != "do"]) for s in c["before"]) for c in _CHARS)
#: in-play powers per character: primitive -> parameter (or True)
DURING: tuple[dict[str, Any], ...] = tuple(
    {s["do"]: s.get("by", True) for s in c["during"]} for c in _CHARS)
RECIPIENT: Final = {"highest": 0, "lowest": -1, "second_lowest": -2}


def char_id(name: Any) -> int:
    """A character from its id or name: case ignored, space and hyphen count as ``_``."""
    key = str(name).strip().lower().replace(" ", "_").replace("-", "_")
    if key not in CHAR:
        raise GameError(f"unknown character {name!r}; characters: {', '.join(IDS)}")
    return CHAR[key]


def by_precedence(chars) -> tuple[int, ...]:
    return tuple(sorted(chars, key=PRECEDENCE.__getitem__))


def with_power(chars, power: str) -> int:
    """The character among ``chars`` having that in-play power, or -1."""
    for c in chars:
        if power in DURING[c]:
            return c
    return -1


class Rules:
    """What is fixed for a game: variant, tables, decks, stacks (never changed after creation)."""

    __slots__ = ("players", "variant", "party", "level", "tables", "decks", "deck_kinds", "share",
                 "stacks", "coups", "ranked_characters")

    def __init__(self, n: int, variant: str, level: int, tables: tuple[tuple[int, ...], ...]) -> None:
        self.players = n
        self.variant = variant
        self.party = variant == "party"
        self.level = level
        self.tables = tables
        name = _SEATING[str(n)]["deck"]
        full = cards.deck(name)
        self.decks = tuple(full for _ in tables)
        self.deck_kinds = tuple(tuple(cards.kinds(d)) for d in self.decks)
        self.share = tuple(cards.size(d) // (len(t) + 1) for d, t in zip(self.decks, tables, strict=True))
        if len(tables) == 1:
            self.stacks: tuple[tuple[int, ...], ...] = (tuple(range(n, 0, -1)),)
        else:
            s = len(tables[1])
            self.stacks = (tuple(range(n, s, -1)), tuple(range(s, 0, -1)))
        self.coups = cards.count(full, cards.MASTERSTROKE) >= 3  # the coup needs three Masterstrokes (§5.15)
        self.ranked_characters = tuple(c for t in tables for c in t)


    @property
    def two_tables(self) -> bool:
        return len(self.tables) == 2


_RULES: Final[dict[tuple, Rules]] = {}


def rules(n: int, variant: str, level: int, tables: tuple[tuple[int, ...], ...]) -> Rules:
    """The Rules of that game kind, shared by every game of the kind (Rules never change)."""
    key = (n, variant, level, tables)
    r = _RULES.get(key)
    if r is None:
        if len(_RULES) >= 1024:
            _RULES.clear()
        r = _RULES[key] = Rules(n, variant, level, tables)
    return r


def layout(n: int, variant: str, options: dict[str, Any], rng: Rng) -> tuple[tuple[int, ...], ...]:
    """The tables (characters by position) from the options; random courts draw from ``rng``."""
    spec = _SEATING[str(n)]
    if variant == "random_characters":
        for k in ("characters", "table", "removed"):
            if options.get(k) is not None:
                raise GameError(f"option {k} is not accepted with random_characters (the characters are drawn)")
        if spec.get("two_tables"):
            removed: list[int] = []
            if n == 8:
                removed = [rng.choice(ROYAL), rng.choice(RENEGADE)]
            elif n == 9:
                removed = [rng.below(10)]
            return _two_tables(removed)
        return (by_precedence(rng.sample(range(10), n)),)
    if options.get("characters") is not None and n != 3:
        raise GameError("option characters is only for 3 players (who choose their three characters)")
    if options.get("table") is not None and not spec.get("table_choice"):
        raise GameError("option table is only for 4 or 5 players (who play at one of the two tables)")
    if options.get("removed") is not None and n not in (4, 8, 9):
        raise GameError("option removed is only for 4, 8 or 9 players (who leave characters out of the full tables)")
    if n == 3:
        chosen = options.get("characters")
        names = spec["choose"] if chosen is None else opt_list("characters", chosen)
        ids = [char_id(c) for c in names]
        if len(ids) != 3 or len(set(ids)) != 3:
            raise GameError(f"option characters must name 3 different characters, not {chosen!r}")
        return (by_precedence(ids),)
    if spec.get("table_choice"):
        table = opt_choice("table", options.get("table") or "royal", ("royal", "renegade"))
        chars = ROYAL if table == "royal" else RENEGADE
        removed = _removed(options, spec["removed"][table])
        if n == 4 and (len(removed) != 1 or removed[0] not in chars):
            raise GameError(f"option removed must be one character of the {table} table with 4 players")
        return (tuple(c for c in chars if c not in removed),)
    if "court" in spec:
        return (tuple(CHAR[c] for c in spec["court"]),)
    removed = _removed(options, spec["removed"])
    if n == 8 and (len(removed) != 2 or len({c in ROYAL for c in removed}) != 2):
        raise GameError("option removed must be one Royal and one Renegade character with 8 players")
    if n == 9 and len(removed) != 1:
        raise GameError("option removed must be one character with 9 players")
    return _two_tables(removed)


def _removed(options: dict[str, Any], default: list[str]) -> list[int]:
    value = options.get("removed")
    names = default if value is None else opt_list("removed", value)
    ids = [char_id(c) for c in names]
    if len(set(ids)) != len(ids):
        raise GameError(f"option removed names a character twice: {value!r}")
    return ids


def _two_tables(removed: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (tuple(c for c in ROYAL if c not in removed), tuple(c for c in RENEGADE if c not in removed))


def parse_level(variant: str, n: int, options: dict[str, Any]) -> int:
    value = options.get("level")
    if value is None:
        return 1 if variant == "random_characters" else 0
    if variant != "random_characters":
        raise GameError("option level is only for the random_characters variant")
    level = opt_int("level", value, 1, 2)
    if level == 2 and n > 7:
        raise GameError("random_characters level 2 is for 3-7 players only: it needs one table")
    return level


def court_allowed(n: int, variant: str, level: int, tables: tuple[tuple[int, ...], ...]) -> bool:
    """Whether ``new_game`` could produce this court (used to check a setup's ``seats``)."""
    if variant == "random_characters":
        if _SEATING[str(n)].get("two_tables"):
            removed = [c for c in range(10) if c not in tables[0] + (tables[1] if len(tables) > 1 else ())]
            ok = len(tables) == 2 and _two_tables(removed) == tables
            if n == 8:
                return ok and len(removed) == 2 and len({c in ROYAL for c in removed}) == 2
            return ok and len(removed) == 10 - n
        return len(tables) == 1 and len(tables[0]) == n
    spec = _SEATING[str(n)]
    if n == 3:
        return len(tables) == 1 and len(tables[0]) == 3
    if spec.get("table_choice"):
        if len(tables) != 1:
            return False
        for full in (ROYAL, RENEGADE):
            if set(tables[0]) <= set(full) and len(tables[0]) == n:
                return True
        return False
    if "court" in spec:
        return tables == (tuple(CHAR[c] for c in spec["court"]),)
    removed = [c for c in range(10) if not any(c in t for t in tables)]
    if len(tables) != 2 or _two_tables(removed) != tables:
        return False
    if n == 8:
        return len({c in ROYAL for c in removed}) == 2
    return len(removed) == 10 - n
