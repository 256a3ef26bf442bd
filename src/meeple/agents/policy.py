"""The policy agent: plays the game's own cheap default policy (``playout_action``), as searches use it."""

from __future__ import annotations

import random

from ..core import Action, GameError
from .base import Observation


class PolicyAgent:
    """Plays what the game's ``playout_action(seat, rand)`` chooses in a world sampled from its view.

    The policy is the game's (e.g. Brass Empire's rush, ``brass_empire/playout.py``); a game without
    one is a GameError at the first decision.
    """

    name = "policy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        if len(obs.legal) == 1:
            return obs.legal[0]
        world = obs.determinize(self.rng.getrandbits(63))
        chosen = world.playout_action(obs.seat, self.rng.random)
        if chosen is None:
            raise GameError(f"the policy agent needs the game's default policy (playout_action()); "
                            f"{world.cfg.game} has none")
        for action in obs.legal:  # the observation's own action of that label
            if action[0] == chosen[0]:
                return action
        raise GameError(f"{world.cfg.game}'s playout_action chose {chosen[0]!r}, not a legal action")
