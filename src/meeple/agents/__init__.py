"""Agents, made by name from a spec string such as ``random`` or ``mcts:iterations=2000``."""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from typing import Any

from ..core import GameError
from .base import Agent, Observation, observe

# name -> "module:Class"; the class is built as Class(seed=..., **settings)
AGENTS: dict[str, str] = {
    "random": "meeple.agents.random:RandomAgent",
    "greedy": "meeple.agents.greedy:GreedyAgent",
    "mcts": "meeple.agents.mcts:MCTSAgent",
    "policy": "meeple.agents.policy:PolicyAgent",
    "rollout": "meeple.agents.rollout:RolloutAgent",
}
# name -> its settings and their types (a float setting takes a whole number too)
SETTINGS: dict[str, dict[str, type]] = {
    "random": {},
    "greedy": {"samples": int},
    "mcts": {"iterations": int, "seconds": float, "c": float, "rollout": int, "reuse": int},
    "policy": {},
    "rollout": {"samples": int, "turns": int, "past": int, "margin": float, "trust": float},
}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:iterations=2000,seconds=0.5"`` -> ``("mcts", {"iterations": 2000, "seconds": 0.5})``.

    Names, settings and their types are checked here: a bad one is a GameError naming what is allowed.
    """
    name, _, rest = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in AGENTS:
        raise GameError(f"unknown agent {_short(name)}; agents: {', '.join(AGENTS)}")
    allowed = SETTINGS[name]
    settings: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.replace(";", ",").split(","))):
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or not key:
            raise GameError(f"agent setting {_short(part)} is not key=value (e.g. mcts:iterations=2000)")
        if key not in allowed:
            names = ", ".join(allowed) or "none"
            raise GameError(f"agent {name} has no setting {_short(key)}; its settings: {names}")
        settings[key] = _number(name, key, value.strip(), allowed[key])
    return name, settings


def split_specs(text: str) -> list[str]:
    """Split ``"mcts:iterations=200,seconds=0.5,random"`` into one spec per agent.

    A comma-separated part that is a ``key=value`` setting belongs to the agent before it.
    """
    out: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise GameError(f"an empty agent name in {_short(text)}: name one agent per seat, e.g. mcts,random")
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
    return factory(seed=seed, **settings)


def _number(agent: str, key: str, text: str, kind: type) -> int | float:
    words = "a whole number" if kind is int else "a number"
    try:
        value = int(text) if kind is int else float(text)
    except ValueError:
        raise GameError(f"{agent} setting {key} must be {words}, not {_short(text)}") from None
    if not math.isfinite(value):
        raise GameError(f"{agent} setting {key} must be a finite number, not {_short(text)}")
    return value  # its range is the agent's to check


def _short(text: str) -> str:
    return repr(text if len(text) <= 30 else text[:27] + "...")


__all__ = ["AGENTS", "SETTINGS", "Agent", "Observation", "make_agent", "observe", "parse_spec", "split_specs"]
