"""The greedy agent: one-ply lookahead on the game's evaluation, over a few sampled worlds."""

from __future__ import annotations

import random

from ..core import Action, GameError
from .base import Observation
from .search import one_ply_totals, standing, worth_trying


class GreedyAgent:
    """Plays the action whose resulting position ``evaluate()`` scores best for its seat.

    It never cancels a compound decision it has begun (unless nothing else is legal). Each
    action is tried in ``samples`` worlds from ``obs.determinize`` and its values averaged;
    ties are broken at random from the agent's seed.
    """

    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 3) -> None:
        if not isinstance(samples, int) or samples < 1:
            raise GameError(f"greedy samples must be a positive integer, not {samples!r}")
        self.samples = samples
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        legal = worth_trying(obs.legal)
        if len(legal) == 1:
            return legal[0]
        totals = one_ply_totals(obs, legal, self.samples, self.rng, lambda world, after, world_seed: standing(after))
        top = max(totals)
        best = [a for a, t in zip(legal, totals, strict=True) if t >= top - 1e-9]
        return best[self.rng.randrange(len(best))]
