"""Parsing option values that may arrive as strings from the command line."""

from __future__ import annotations

from typing import Any

from .errors import GameError


def opt_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "1", "on", "false", "no", "0", "off"):
        return value.strip().lower() in ("true", "yes", "1", "on")
    raise GameError(f"option {name} must be true or false, not {value!r}")


def opt_int(name: str, value: Any, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(value, bool):
        raise GameError(f"option {name} must be an integer, not {value!r}")
    if isinstance(value, str) and value.strip().lstrip("-").isdecimal():
        value = int(value.strip())
    if not isinstance(value, int):
        raise GameError(f"option {name} must be an integer, not {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        rng = f"{lo if lo is not None else '...'}..{hi if hi is not None else '...'}"
        raise GameError(f"option {name} must be in {rng}, not {value}")
    return value


def opt_list(name: str, value: Any) -> list:
    """A list, or a comma-separated string of items."""
    if isinstance(value, str):
        return [x.strip() for x in value.split(",") if x.strip()]
    if isinstance(value, (list, tuple)):
        return list(value)
    raise GameError(f"option {name} must be a list (or a comma-separated string), not {value!r}")


def opt_choice(name: str, value: Any, choices: tuple[str, ...]) -> str:
    v = str(value).strip().lower().replace("-", "_") if isinstance(value, str) else value
    if v not in choices:
        raise GameError(f"option {name} must be one of {', '.join(map(str, choices))}, not {value!r}")
    return v
