"""Terminal renderers: ``render/<game_id>.py`` may define ``render(view, seat)`` and ``describe(label, view)``.

A game without its own renderer is drawn as a generic tree of its view.
"""

from __future__ import annotations

import importlib
from typing import Any

from rich.panel import Panel
from rich.pretty import Pretty


def _module(game: str) -> Any:
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as e:
        if e.name != f"{__name__}.{game}":
            raise
        return None


def render(game: str, view: dict[str, Any], seat: int | None) -> Any:
    """A rich renderable of ``view`` as ``seat`` sees it."""
    mod = _module(game)
    if mod is not None and hasattr(mod, "render"):
        return mod.render(view, seat)
    title = "spectator" if seat is None else f"seat {seat}"
    return Panel(Pretty(view, expand_all=False), title=f"{game} ({title})")


def describe(game: str, label: str, view: dict[str, Any]) -> str:
    """An action in plain words (its label when the game has no words for it)."""
    mod = _module(game)
    if mod is not None and hasattr(mod, "describe"):
        return mod.describe(label, view)
    return label
