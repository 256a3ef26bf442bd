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
from .info import GameConfig, GameInfo, quoted
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
    key = _key(game) if isinstance(game, str) else game
    if key not in reg:
        raise GameError(f"unknown game {quoted(game)}; games: {', '.join(reg) or '(none)'}")
    return reg[key]


#: the seeds a game accepts: the RNG's whole state, so no two seeds give the same game
SEED_LIMIT = 2**64
#: the record format this version writes and reads
RECORD_FORMAT = 1


def new_game(game: str, players: int | None = None, seed: int | None = None,
             variant: str | None = None, options: Mapping[str, Any] | None = None) -> State:
    """Start a game. Raises :class:`GameError` naming what is allowed on any bad argument."""
    if not isinstance(game, str):
        raise GameError(f"a game id is a word (meeple list), not {quoted(game)}")
    info = game_info(game)
    if variant is not None and not isinstance(variant, str):
        raise GameError(f"a variant is a word ({', '.join(info.variants)}), not {quoted(variant)}")
    if players is None:
        wanted = info.default_variant or info.variants[0] if variant is None else _key(variant)
        players = min(info.players_for(wanted)) if wanted in info.variants else info.min_players
    if isinstance(players, bool) or not isinstance(players, int):
        raise GameError(f"players must be a whole number, not {quoted(players)}")
    if not info.min_players <= players <= info.max_players:
        raise GameError(f"{info.id} is for {info.min_players}-{info.max_players} players, not {players}")
    chosen_variant = info.resolve_variant(variant, players)
    if seed is None:
        seed = secrets.randbelow(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise GameError(f"a seed is a whole number from 0 to 2**64-1, not {quoted(seed)}")
    checked = checked_options(info, chosen_variant, options)
    return info.create(GameConfig(info.id, players, seed, chosen_variant, checked, factory=info.create))


def checked_options(info: GameInfo, variant: str, options: object) -> dict[str, Any]:
    """``options`` checked against the game's schema for ``variant`` (unset ones left out)."""
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise GameError(f"options are a mapping of option names to values, not {quoted(options)}")
    out: dict[str, Any] = {}
    for name, value in options.items():
        if not isinstance(name, str) or name not in info.options:
            names = [option for option in info.options if option in _options_for(info, variant)]
            allowed = ", ".join(names[:8]) + (f" and {len(names) - 8} more (meeple list)" if len(names) > 8 else "")
            raise GameError(f"{info.id} has no option {quoted(name)}; options: {allowed or 'none'}")
        checked = info.options[name].check(value, variant)
        if checked is not None:
            out[name] = checked
    return out


def _options_for(info: GameInfo, variant: str) -> list[str]:
    """The options that apply to ``variant``."""
    return [name for name, option in info.options.items() if not option.variants or variant in option.variants]


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild a game from its record, action by action; a bad record raises :class:`RecordError`."""
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a JSON object, not {quoted(record)}")
    missing = [k for k in ("meeple", "game", "players", "seed", "actions") if k not in record]
    if missing:
        raise RecordError(f"the record lacks {', '.join(missing)}")
    version = record["meeple"]
    if isinstance(version, bool) or version != RECORD_FORMAT:
        raise RecordError(f"this meeple reads records of format {RECORD_FORMAT}, not {quoted(version)}")
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError(f"the record's actions are a list of [seat, label], not {quoted(actions)}")
    try:
        state = new_game(record["game"], players=record["players"], seed=record["seed"],
                         variant=record.get("variant"), options=record.get("options"))
    except GameError as e:
        raise RecordError(f"the record's game cannot start: {e}") from None
    for index, step in enumerate(actions):
        if not (isinstance(step, list) and len(step) == 2 and isinstance(step[1], str)):
            raise RecordError(f"step {index} of the record is not [seat, label]: {quoted(step)}")
        try:
            state.apply(step[1], step[0])
        except MeepleError as e:
            raise RecordError(f"step {index} of the record ({quoted(step[1])} by seat {quoted(step[0])}) "
                              f"is illegal: {e}") from None
    return state


def _key(word: str) -> str:
    return word.strip().replace("-", "_").lower()
