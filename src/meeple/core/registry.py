"""The game registry: every entry point of the group ``meeple.games`` names a game's GameInfo.

The built-in games register there too (``pyproject.toml``); the core never imports a game by
name. A game whose entry point fails to load is left out and reported by ``load_errors()``.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from importlib.metadata import entry_points
from typing import Any

from .errors import GameError, MeepleError, RecordError
from .info import GameConfig, GameInfo
from .state import State

ENTRY_POINT_GROUP = "meeple.games"

_REGISTRY: dict[str, GameInfo] | None = None
_PACKAGES: dict[str, str] = {}  # game id -> the module its GameInfo came from
_FAILED: dict[str, str] = {}  # entry-point name -> why it did not load, in one line


def _load() -> dict[str, GameInfo]:
    global _REGISTRY
    if _REGISTRY is None:
        found: dict[str, GameInfo] = {}
        for point in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda p: (p.name, p.value)):
            try:
                info = point.load()
            except Exception as error:  # a broken plug-in must not take the other games down
                _FAILED[point.name] = _one_line(f"{type(error).__name__}: {error}")
                continue
            if not isinstance(info, GameInfo):
                _FAILED[point.name] = f"{point.value} is not a meeple GameInfo"
            elif info.id in found:
                _FAILED[point.name] = f"{point.value} registers {info.id!r}, already registered by {_PACKAGES[info.id]}"
            else:
                found[info.id] = info
                _PACKAGES[info.id] = point.module
        _REGISTRY = found
    return _REGISTRY


def _one_line(text: str) -> str:
    line = text.strip().splitlines()[0] if text.strip() else "failed to load"
    return line if len(line) <= 200 else line[:200] + "..."


def load_errors() -> dict[str, str]:
    """The games whose entry point failed to load: name -> the reason, in one line."""
    _load()
    return dict(_FAILED)


def game_package(game: str) -> str:
    """The module a registered game's GameInfo comes from (its presentation sits in ``<module>.present``)."""
    info = game_info(game)
    return _PACKAGES.get(info.id, info.create.__module__.rpartition(".")[0] or info.create.__module__)


def register(info: GameInfo) -> None:
    """Register a game directly, without an entry point (tests use it for toy games)."""
    _load()[info.id] = info
    _PACKAGES[info.id] = info.create.__module__


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
