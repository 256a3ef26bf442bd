"""Shared helpers for the agent tests."""

from __future__ import annotations

import random

import meeple
from meeple.core import State


def advance(state: State, steps: int, seed: int) -> State:
    """Play up to ``steps`` random actions (stopping before the game ends)."""
    rng = random.Random(seed)
    for _ in range(steps):
        tm = state.to_move
        if not tm:
            break
        seat = tm[rng.randrange(len(tm))]
        after = state.clone()
        after.apply(rng.choice(state.legal_actions(seat)), seat)
        if after.is_over:
            break
        state = after
    return state


def position(hands: list[list[int]], pile: list[int], prizes: list[int]) -> State:
    return meeple.new_game("sealed_bids", players=len(hands), seed=1,
                           options={"setup": {"hands": hands, "pile": pile, "prizes": prizes}})
