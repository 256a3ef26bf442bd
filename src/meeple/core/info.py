"""GameInfo: what a game is, who may play it, and how it may be configured."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import GameError

#: an option's kind -> the Python type its values have (JSON's types)
KINDS: dict[str, type] = {"bool": bool, "int": int, "str": str, "list": list, "object": dict}


@dataclass(frozen=True)
class Option:
    """A game option and its schema.

    ``default`` (``None``: not set) and ``doc`` (one line) describe it; ``kind`` is the type of
    its values (a key of ``KINDS``); ``choices`` the allowed values, if only some are;
    ``bounds`` the inclusive range of an ``int``; ``variants`` the variants it applies to
    (empty: every variant). The core checks a value against all of this before the game sees it.
    """

    name: str
    default: Any = None
    doc: str = ""
    choices: tuple | None = None
    kind: str = "str"
    bounds: tuple[int, int] | None = None
    variants: tuple[str, ...] = ()

    def check(self, value: Any, variant: str) -> Any:
        """``value`` as the game will see it (str choices in lower case); GameError if it does not fit."""
        if self.variants and variant not in self.variants:
            raise GameError(f"option {self.name} is for variant {' or '.join(self.variants)} only, not {variant}")
        if value is None:
            return None
        expected = KINDS[self.kind]
        if isinstance(value, tuple) and expected is list:
            value = list(value)
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            raise GameError(f"option {self.name} must be {_KIND_WORDS[self.kind]}, "
                            f"not {quoted(value)}{self._allowed()}")
        if isinstance(value, str) and self.choices is not None:
            value = value.strip().lower().replace("-", "_")
        if self.choices is not None and value not in self.choices:
            raise GameError(f"option {self.name} cannot be {quoted(value)}{self._allowed()}")
        if self.bounds is not None and not self.bounds[0] <= value <= self.bounds[1]:
            raise GameError(f"option {self.name} must be from {self.bounds[0]} to {self.bounds[1]}, not {value}")
        return value

    def parse(self, text: str) -> Any:
        """A value typed on the command line, as this option's kind (JSON for lists and objects)."""
        word = text.strip()
        if self.kind == "bool" and word.lower() in _BOOL_WORDS:
            return _BOOL_WORDS[word.lower()]
        if self.kind == "int" and word.lstrip("+-").isdecimal():
            return int(word)
        if self.kind == "list" and not word.startswith("["):
            return [item.strip() for item in word.split(",") if item.strip()]
        if self.kind in ("list", "object"):
            try:
                return json.loads(word)
            except json.JSONDecodeError:
                raise GameError(f"option {self.name} must be {_KIND_WORDS[self.kind]} in JSON, "
                                f"not {quoted(text)}") from None
        return word

    def _allowed(self) -> str:
        return f" (allowed: {', '.join(map(_word, self.choices))})" if self.choices is not None else ""


@dataclass(frozen=True)
class GameInfo:
    """A registered game.

    ``variant_players`` maps each variant id to the player counts it allows; ``create`` is the
    game's factory ``create(config) -> State`` (config is a :class:`GameConfig`).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    variants: tuple[str, ...]
    options: Mapping[str, Option]
    create: Callable[[GameConfig], Any] = field(repr=False, compare=False)
    default_variant: str = ""
    variant_players: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    summary: str = ""

    def players_for(self, variant: str) -> tuple[int, ...]:
        return tuple(self.variant_players.get(variant, range(self.min_players, self.max_players + 1)))

    def resolve_variant(self, variant: str | None, players: int) -> str:
        """The variant to play; with ``None``, the default one, or else the only one fitting ``players``."""
        if variant is None:
            default = self.default_variant or self.variants[0]
            if players in self.players_for(default):
                return default
            fitting = [v for v in self.variants if players in self.players_for(v)]
            if len(fitting) == 1:
                return fitting[0]
            variant = default
        v = variant.strip().replace("-", "_").lower()
        if v not in self.variants:
            raise GameError(f"{self.id} has no variant {quoted(variant)}; variants: {', '.join(self.variants)}")
        allowed = self.players_for(v)
        if players not in allowed:
            raise GameError(f"{self.id} variant {v} is for {_counts(allowed)} players, not {players}")
        return v


@dataclass(frozen=True)
class GameConfig:
    """How a game was started: everything ``record()`` needs besides the actions."""

    game: str
    players: int
    seed: int
    variant: str
    options: Mapping[str, Any]
    determinized: bool = False
    #: the game's ``create``, so that a state can rebuild its own beginning (undo)
    factory: Callable[[GameConfig], Any] | None = field(default=None, repr=False, compare=False)


_KIND_WORDS = {"bool": "true or false", "int": "a whole number", "str": "a word", "list": "a list",
               "object": "an object (a JSON mapping)"}
_BOOL_WORDS = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}


def _word(value: Any) -> str:
    return json.dumps(value) if isinstance(value, bool) else str(value)


def quoted(value: Any, limit: int = 40) -> str:
    """``value`` for an error message: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _counts(counts: tuple[int, ...]) -> str:
    counts = tuple(sorted(counts))
    if counts and counts == tuple(range(counts[0], counts[-1] + 1)):
        return str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts))
