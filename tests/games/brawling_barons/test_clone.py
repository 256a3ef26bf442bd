"""A clone shares its lists with the original until either changes them: neither may ever affect the other."""

from __future__ import annotations

import random
from typing import Any

import pytest

import meeple


def _snapshot(state: Any) -> tuple:
    """Everything of a state the tests can compare: every seat's view and the raw zones."""
    views = [state.view(viewer) for viewer in [None, *range(state.players)]]
    return (views, list(state.hands), list(state.piles), list(state.zones), list(state.aids), list(state.deck),
            list(state.market), state.events, state.rng.hi, state.rng.lo)


def _play_on(state: Any, chooser: random.Random, steps: int) -> None:
    for _ in range(steps):
        if state.is_over:
            return
        seat = state.to_move[chooser.randrange(len(state.to_move))]
        legal = state.legal_actions(seat)
        state.apply(legal[chooser.randrange(len(legal))], seat)


def _replayed(state: Any) -> Any:
    return meeple.replay(state.record())


@pytest.mark.parametrize(("variant", "players", "seed"), [("standard", 2, 1), ("standard", 3, 2), ("standard", 5, 3),
                                                          ("teams", 4, 4), ("teams", 6, 5)])
def test_clone_and_original_play_on_independently(variant: str, players: int, seed: int) -> None:
    original = meeple.new_game("brawling_barons", players=players, seed=seed, variant=variant)
    chooser = random.Random(seed)
    checked = 0
    for start in (0, 3, 12, 30, 60):
        _play_on(original, chooser, start - len(original.record()["actions"]))
        if original.is_over:
            break
        before = _snapshot(original)
        copy = original.clone()
        assert _snapshot(copy) == before
        copy_of_copy = copy.clone()
        # alternate: the original changes first, then the clone, so each side meets shared lists
        for round_number in range(4):
            _play_on(original, random.Random(seed * 100 + round_number), 3)
            _play_on(copy, random.Random(seed * 200 + round_number), 3)
        assert _snapshot(copy_of_copy) == before
        for state in (original, copy):
            assert _snapshot(state) == _snapshot(_replayed(state))
        checked += 1
    assert checked >= 3


def test_determinizing_a_clone_leaves_the_original_alone() -> None:
    state = meeple.new_game("brawling_barons", players=4, seed=7)
    _play_on(state, random.Random(7), 25)
    before = _snapshot(state)
    for seed in range(5):
        world = state.determinize(0, seed)
        _play_on(world, random.Random(seed), 10)
    assert _snapshot(state) == before
