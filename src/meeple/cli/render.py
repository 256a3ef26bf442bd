"""A game's terminal presentation, found through the registry: ``<game package>.present.terminal``.

That module may define ``render(view, seat) -> rich renderable`` and ``describe(label, view) -> str``
(an action in plain words), and optionally ``compact(view, seat) -> rich renderable`` (the essentials
for an 80x24 terminal), ``group(label, view) -> str`` (the group a choice goes in when the choices
are many) and ``network(view, location) -> rich renderable`` (a map of connections, from one
location or all of them, for the ``map`` command). A game without them is drawn by the generic
panel (its view as a readable table), its labels shown as they are, grouped by their first words.
"""

from __future__ import annotations

import importlib
import io
from functools import cache
from types import ModuleType
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.pretty import Pretty
from rich.table import Table

from ..core import game_package


@cache
def _presentation(game: str) -> ModuleType | None:
    name = f"{game_package(game)}.present.terminal"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and name.startswith(error.name):
            return None  # the game has no terminal presentation of its own
        raise


def hook(game: str, name: str) -> Any:
    """The function ``name`` of the game's terminal presentation, or None."""
    module = _presentation(game)
    return getattr(module, name, None) if module is not None else None


def compact(game: str, view: dict[str, Any], seat: int | None, width: int = 80, height: int = 24) -> Any:
    """The essentials of ``view``: the game's ``compact`` panel when the full one is taller than
    ``height`` lines at ``width`` columns (or the full one, which the caller crops)."""
    full = render(game, view, seat)
    short = hook(game, "compact")
    if short is None:
        return full
    console = Console(width=width, file=io.StringIO(), force_terminal=False)
    console.print(full)
    return full if console.file.getvalue().count("\n") <= height else short(view, seat)


def network(game: str, view: dict[str, Any], location: str | None) -> Any:
    """The game's map of connections from ``location`` (all of them with None); None if it has none."""
    draw = hook(game, "network")
    return None if draw is None else draw(view, location)


def render(game: str, view: dict[str, Any], seat: int | None) -> Any:
    """A rich renderable of ``view`` as ``seat`` sees it."""
    module = _presentation(game)
    if module is not None and hasattr(module, "render"):
        return module.render(view, seat)
    return generic_panel(game, view, seat)


def describe(game: str, label: str, view: dict[str, Any]) -> str:
    """An action in plain words (its label when the game has no words for it)."""
    module = _presentation(game)
    if module is not None and hasattr(module, "describe"):
        return module.describe(label, view)
    return label


def generic_panel(game: str, view: dict[str, Any], seat: int | None) -> Panel:
    """Any game's view, readably: one row per top-level entry, lists of records as small tables."""
    rows = Table(show_header=False, box=None, padding=(0, 1))
    for key, value in view.items():
        rows.add_row(f"[bold]{key}[/]", _value(value))
    who = "spectator" if seat is None else f"P{seat + 1}"
    return Panel(Group(rows), title=f"{game} ({who})", title_align="left")


def _value(value: Any) -> Any:
    if isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
        keys = list(dict.fromkeys(k for item in value for k in item))
        table = Table(*keys, box=None, padding=(0, 1), header_style="dim")
        for item in value:
            table.add_row(*[_short(item.get(k, "")) for k in keys])
        return table
    return Pretty(value, max_length=30)


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
