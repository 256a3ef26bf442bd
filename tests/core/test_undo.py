"""Undo (Board Game Arena's policy), decided by the engine for every game: a seat takes back its own
last action only if no other seat acted since, and the action neither used chance nor showed that
seat anything hidden."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.testing import snapshot

GAMES = [("steam_court", 4), ("cosmoclasm", 3), ("brass_birmingham", 2), ("toy_goofspiel", 2)]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_undo_gives_back_the_position_or_says_why_not(game: str, players: int) -> None:
    state = meeple.new_game(game, players=players, seed=11)
    chooser = random.Random(4)
    allowed = refused = 0
    while not state.is_over and allowed + refused < 80:
        seat = state.to_move[chooser.randrange(len(state.to_move))]
        before, record = snapshot(state), state.record()
        rng_before = (state.rng.hi, state.rng.lo)
        state.apply(chooser.choice(state.legal_actions(seat)), seat)
        if state.can_undo(seat):
            allowed += 1
            back = state.undo(seat)
            assert snapshot(back) == before and back.record() == record
            assert (state.rng.hi, state.rng.lo) == rng_before  # no chance was used
        else:
            refused += 1
            with pytest.raises(meeple.IllegalAction, match="cannot be taken back|not yours"):
                state.undo(seat)
        for other in range(state.seats):
            if other != seat:
                with pytest.raises(meeple.IllegalAction, match="not yours"):
                    state.undo(other)
    assert allowed and refused


def test_undo_is_refused_once_another_seat_acted() -> None:
    state = meeple.new_game("steam_court", players=3, seed=2)
    first = state.to_move[0]
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    with pytest.raises(meeple.IllegalAction, match="the last action was seat"):
        state.undo(first)


def test_a_secret_bid_revealed_by_the_last_bid_cannot_be_taken_back() -> None:
    state = meeple.new_game("toy_goofspiel", players=2, seed=1)
    state.apply(state.legal_actions(0)[0], 0)
    assert state.can_undo(0)  # seat 1 has not bid: nothing was shown yet
    state = state.undo(0)
    state.apply(state.legal_actions(0)[0], 0)
    state.apply(state.legal_actions(1)[0], 1)  # both bids are revealed
    with pytest.raises(meeple.IllegalAction, match="hidden information"):
        state.undo(1)


def test_nothing_to_undo_and_determinized_states() -> None:
    state = meeple.new_game("cosmoclasm", players=2, seed=1)
    with pytest.raises(meeple.IllegalAction, match="nothing to take back"):
        state.undo(0)
    with pytest.raises(meeple.IllegalAction, match="no history"):
        state.determinize(0, 1).undo(0)
    with pytest.raises(meeple.GameError):
        state.undo(-1)
