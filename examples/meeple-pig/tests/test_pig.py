"""Pig through meeple's public contract and its conformance kit."""

import pytest

import meeple
from meeple.testing import check_game


def test_pig_conforms():
    assert check_game("pig", games=3, hidden=False) == []


def test_a_one_loses_the_turn_total_and_hold_banks_it():
    state = meeple.new_game("pig", players=2, seed=4, options={"target": 10})
    with pytest.raises(meeple.IllegalAction, match="no points this turn"):
        state.apply("hold")
    while state.to_move == (0,):
        state.apply("roll")
        if state.to_move == (0,) and state.view(None)["turn_total"] >= 4:
            state.apply("hold")
    assert state.view(None)["turn_total"] == 0
