"""Agents, made by name from a spec string such as ``random`` or ``mcts:iterations=2000``."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ..core import GameError
from .base import Agent, Observation, observe

# name -> "module:Class"; the class is built as Class(seed=..., **settings)
AGENTS: dict[str, str] = {
    "random": "meeple.agents.random:RandomAgent",
    "greedy": "meeple.agents.greedy:GreedyAgent",
    "mcts": "meeple.agents.mcts:MCTSAgent",
}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:iterations=2000,seconds=0.5"`` -> ``("mcts", {"iterations": 2000, "seconds": 0.5})``."""
    name, _, rest = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in AGENTS:
        raise GameError(f"unknown agent {name!r}; agents: {', '.join(AGENTS)}")
    settings: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.replace(";", ",").split(","))):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise GameError(f"agent setting {part!r} is not key=value (e.g. mcts:iterations=2000)")
        settings[key.strip()] = _number(value.strip())
    return name, settings


def split_specs(text: str) -> list[str]:
    """Split ``"mcts:iterations=200,seconds=0.5,random"`` into one spec per agent.

    A comma-separated part that is a ``key=value`` setting belongs to the agent before it.
    """
    out: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part and ":" not in part and out:
            out[-1] += "," + part
        else:
            out.append(part)
    return out


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build an agent from its spec string; a bad name or setting raises GameError."""
    name, settings = parse_spec(spec)
    module, _, cls = AGENTS[name].partition(":")
    factory: Callable[..., Agent] = getattr(importlib.import_module(module), cls)
    try:
        return factory(seed=seed, **settings)
    except TypeError as e:
        raise GameError(f"bad setting for agent {name}: {e}") from None


def _number(text: str) -> Any:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


__all__ = ["AGENTS", "Agent", "Observation", "make_agent", "observe", "parse_spec", "split_specs"]
