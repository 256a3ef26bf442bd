"""A game's terminal presentation, found through the registry: ``<game package>.present.terminal``.

That module may define ``render(view, seat) -> rich renderable`` and ``describe(label, view) -> str``
(an action in plain words). A game without one is drawn by the generic panel: its view as a
readable table, and its labels as they are.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from rich.console import Group
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
