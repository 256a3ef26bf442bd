"""The random agent: a uniformly random legal action."""

from __future__ import annotations

from ..core import Action, Rng
from .base import Observation


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
