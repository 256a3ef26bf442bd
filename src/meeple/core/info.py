"""GameInfo: what a game is, who may play it, and how it may be configured."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import GameError


@dataclass(frozen=True)
class Option:
    """A game option: its default (``None``: not set) and a one-line description."""

    name: str
    default: Any = None
    doc: str = ""
    choices: tuple | None = None


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
        v = variant.replace("-", "_").lower()
        if v not in self.variants:
            raise GameError(f"{self.id} has no variant {variant!r}; variants: {', '.join(self.variants)}")
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


def _counts(counts: tuple[int, ...]) -> str:
    counts = tuple(sorted(counts))
    if counts and counts == tuple(range(counts[0], counts[-1] + 1)):
        return str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts))
