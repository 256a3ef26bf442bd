"""The game registry: every package under ``meeple.games`` that defines ``INFO`` is a game."""

from __future__ import annotations

import importlib
import pkgutil
import secrets
from collections.abc import Mapping
from typing import Any

from .errors import GameError, MeepleError, RecordError
from .info import GameConfig, GameInfo
from .state import State

_REGISTRY: dict[str, GameInfo] | None = None


def _load() -> dict[str, GameInfo]:
    global _REGISTRY
    if _REGISTRY is None:
        import meeple.games as pkg

        found: dict[str, GameInfo] = {}
        for mod in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
            if not mod.ispkg:
                continue
            info = getattr(importlib.import_module(f"meeple.games.{mod.name}"), "INFO", None)
            if isinstance(info, GameInfo):
                found[info.id] = info
        _REGISTRY = found
    return _REGISTRY


def register(info: GameInfo) -> None:
    """Register a game defined outside ``meeple.games`` (tests use it for a toy game)."""
    _load()[info.id] = info


def games() -> list[GameInfo]:
    """Every registered game, by id."""
    return list(_load().values())


def game_info(game: str) -> GameInfo:
    """The GameInfo of ``game`` (hyphens accepted for underscores)."""
    reg = _load()
    key = str(game).strip().lower().replace("-", "_")
    if key not in reg:
        raise GameError(f"unknown game {game!r}; games: {', '.join(reg) or '(none)'}")
    return reg[key]


def new_game(game: str, players: int | None = None, seed: int | None = None,
             variant: str | None = None, options: Mapping[str, Any] | None = None) -> State:
    """Start a game. Raises :class:`GameError` naming what is allowed on any bad argument."""
    info = game_info(game)
    if players is None:
        wanted = info.default_variant or info.variants[0] if variant is None else variant.replace("-", "_").lower()
        players = min(info.players_for(wanted)) if wanted in info.variants else info.min_players
    if isinstance(players, bool) or not isinstance(players, int):
        raise GameError(f"players must be an integer, not {players!r}")
    if not info.min_players <= players <= info.max_players:
        raise GameError(f"{info.id} is for {info.min_players}-{info.max_players} players, not {players}")
    v = info.resolve_variant(variant, players)
    if seed is None:
        seed = secrets.randbelow(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise GameError(f"seed must be an integer, not {seed!r}")
    opts = dict(options or {})
    unknown = [k for k in opts if k not in info.options]
    if unknown:
        allowed = ", ".join(info.options) or "none"
        raise GameError(f"{info.id} has no option {unknown[0]!r}; options: {allowed}")
    return info.create(GameConfig(info.id, players, seed, v, opts))


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild a game from its record, action by action."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    missing = [k for k in ("game", "players", "seed", "actions") if k not in record]
    if missing:
        raise RecordError(f"the record lacks {', '.join(missing)}")
    try:
        s = new_game(record["game"], players=record["players"], seed=record["seed"],
                     variant=record.get("variant"), options=record.get("options") or {})
    except GameError as e:
        raise RecordError(f"the record's game cannot start: {e}") from None
    for i, step in enumerate(record["actions"]):
        if not (isinstance(step, (list, tuple)) and len(step) == 2 and isinstance(step[1], str)
                and isinstance(step[0], int)):
            raise RecordError(f"action {i} of the record is not [seat, label]: {step!r}")
        try:
            s.apply(step[1], step[0])
        except MeepleError as e:
            raise RecordError(f"action {i} of the record ({step[1]!r} by seat {step[0]}) is illegal: {e}") from None
    return s
