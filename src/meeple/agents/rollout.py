"""The rollout agent: one ply of lookahead, each action's turns finished by the game's default policy.

Rollout policy improvement: every legal action is tried in ``samples`` worlds sampled from the view,
each followed by ``turns`` turns of the game's ``playout_action`` (``search.finish_turns``; a large
``turns`` plays to the game's end) and scored by ``evaluate()``, or, once the game is over, by its result
plus ``margin`` times the score lead (``search.margin_standing``). All actions meet the same worlds and the
same random numbers (common random numbers), so their differences are measured on the same deals, not on
luck. With ``trust`` the agent keeps the policy's own choice unless another action beats it by more than
``trust`` standard errors of their paired difference: the best of many noisy estimates is biased upward.
"""

from __future__ import annotations

import math
import random

from ..core import Action, GameError, State
from .base import Observation
from .search import finish_turns, margin_standing, one_ply_totals, one_ply_values, standing, turn_marker, worth_trying

MAX_SAMPLES = 1000  # a decision's cost grows with samples x actions x turns: these bound what a spec may ask
MAX_TURNS = 100


class RolloutAgent:
    """Plays the action whose ``turns`` finished turns score best for its seat, over ``samples`` worlds."""

    name = "rollout"

    def __init__(self, seed: int = 0, samples: int = 16, turns: int = 1, past: int = 0, margin: float = 0.0,
                 trust: float = 0.0) -> None:
        if not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
            raise GameError(f"rollout samples must be an integer from 1 to {MAX_SAMPLES}, not {samples!r}")
        if not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS:
            raise GameError(f"rollout turns must be an integer from 1 to {MAX_TURNS}, not {turns!r}")
        if past not in (0, 1):
            raise GameError(f"rollout past must be 0 or 1, not {past!r}")
        if not isinstance(margin, (int, float)) or margin < 0:
            raise GameError(f"rollout margin must be a number from 0, not {margin!r}")
        if not isinstance(trust, (int, float)) or trust < 0:
            raise GameError(f"rollout trust must be a number from 0, not {trust!r}")
        self.samples = samples
        self.turns = turns
        self.past = bool(past)
        self.margin = float(margin)
        self.trust = float(trust)
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        legal = worth_trying(obs.legal)
        if len(legal) == 1:
            return legal[0]
        if self.trust:
            return self._trusting(obs, legal)
        totals = one_ply_totals(obs, legal, self.samples, self.rng, self._finished)
        best = max(range(len(legal)), key=totals.__getitem__)
        return legal[best]

    def _trusting(self, obs: Observation, legal: list[Action]) -> Action:
        """The game's policy's choice, unless another action beats it in the sampled worlds by more than
        ``trust`` standard errors of their paired difference (a maximum over noisy estimates is biased up)."""
        policy_seed = self.rng.getrandbits(63)
        chosen = obs.determinize(policy_seed).playout_action(obs.seat, random.Random(policy_seed).random)
        labels = [action[0] for action in legal]
        if chosen is None or chosen[0] not in labels:
            raise GameError(f"rollout trust needs the game's default policy (playout_action()) to choose a "
                            f"legal action; it chose {None if chosen is None else chosen[0]!r}")
        mine = labels.index(chosen[0])
        values = one_ply_values(obs, legal, self.samples, self.rng, self._finished)
        best, best_score = mine, 0.0
        for i in range(len(legal)):
            if i == mine:
                continue
            differences = [world[i] - world[mine] for world in values]
            mean = sum(differences) / len(differences)
            spread = sum((d - mean) ** 2 for d in differences) / max(len(differences) - 1, 1)
            score = mean - self.trust * math.sqrt(spread / len(differences))
            if score > best_score:
                best, best_score = i, score
        return legal[best]

    def _finished(self, world: State, after: State, world_seed: int) -> tuple[float, ...]:
        """The standing once ``turns`` turns after the action are played by the game's policy, its chances
        drawn from the world's seed: every action of a world meets the same luck."""
        end = finish_turns(after, self.turns, turn_marker(world), random.Random(world_seed).random, self.past)
        if self.margin and end.is_over:
            return margin_standing(end, self.margin)
        return standing(end)
