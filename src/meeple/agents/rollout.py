"""The rollout agent: one ply of lookahead, each action's turns finished by the game's default policy.

Rollout policy improvement: every legal action is tried in ``samples`` worlds sampled from the view,
each followed by ``turns`` turns of the game's ``playout_action`` (``search.finish_turns``) and scored
by ``evaluate()``. All actions meet the same worlds and the same random numbers (common random
numbers), so their differences are measured on the same deals, not on luck.
"""

from __future__ import annotations

import random

from ..core import Action, GameError, State
from .base import Observation
from .search import finish_turns, one_ply_totals, standing, turn_marker, worth_trying

MAX_SAMPLES = 1000  # a decision's cost grows with samples x actions x turns: these bound what a spec may ask
MAX_TURNS = 10


class RolloutAgent:
    """Plays the action whose ``turns`` finished turns score best for its seat, over ``samples`` worlds."""

    name = "rollout"

    def __init__(self, seed: int = 0, samples: int = 16, turns: int = 1, past: int = 0) -> None:
        if not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
            raise GameError(f"rollout samples must be an integer from 1 to {MAX_SAMPLES}, not {samples!r}")
        if not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS:
            raise GameError(f"rollout turns must be an integer from 1 to {MAX_TURNS}, not {turns!r}")
        if past not in (0, 1):
            raise GameError(f"rollout past must be 0 or 1, not {past!r}")
        self.samples = samples
        self.turns = turns
        self.past = bool(past)
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        legal = worth_trying(obs.legal)
        if len(legal) == 1:
            return legal[0]
        totals = one_ply_totals(obs, legal, self.samples, self.rng, self._finished)
        best = max(range(len(legal)), key=totals.__getitem__)
        return legal[best]

    def _finished(self, world: State, after: State, world_seed: int) -> tuple[float, ...]:
        """The standing once ``turns`` turns after the action are played by the game's policy, its chances
        drawn from the world's seed: every action of a world meets the same luck."""
        end = finish_turns(after, self.turns, turn_marker(world), random.Random(world_seed).random, self.past)
        return standing(end)
