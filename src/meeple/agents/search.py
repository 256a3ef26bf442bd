"""What search agents share: how they score a position and which actions they consider."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..core import Action, GameError, State, standing_values
from .base import Observation

CANCEL = "cancel"
FINISH_LIMIT = 2000  # decisions a finish may take at most (a game whose turns never end stops there)


def standing(state: State) -> tuple[float, ...]:
    """Each seat's standing in [0, 1]: exact when the game is over, ``evaluate()`` before."""
    if state.is_over:
        return standing_values(state.result(), state.seats)
    return state.evaluate()


def margin_standing(state: State, weight: float) -> tuple[float, ...]:
    """A finished game's standing per seat plus ``weight`` times the seat's score lead over the best other
    seat: among wins (or losses) the wider margin ranks higher."""
    scores = state.result().scores
    base = standing(state)
    return tuple(base[seat] + weight * (scores[seat] - max(s for other, s in enumerate(scores) if other != seat))
                 for seat in range(len(base)))


def worth_trying(legal: list[Action]) -> list[Action]:
    """The legal actions a search considers: all but ``cancel`` when anything else is legal.

    Cancelling a compound decision only returns to a choice the agent already had, so a search
    never needs it, and a bot that may cancel can undo its own turn forever.
    """
    if len(legal) > 1:
        kept = [a for a in legal if a[0] != CANCEL]
        if kept:
            return kept
    return legal


def one_ply_totals(obs: Observation, legal: list[Action], samples: int, rng: random.Random,
                   outcome: Callable[[State, State, int], tuple[float, ...]]) -> list[float]:
    """Each of ``legal``'s values for the observing seat, summed over ``samples`` worlds sampled from its
    view; every action meets the same worlds. ``outcome(world, after, world_seed)`` scores the position
    ``after`` the action in ``world`` (``after`` may be consumed)."""
    totals = [0.0] * len(legal)
    for values in one_ply_values(obs, legal, samples, rng, outcome):
        for i, value in enumerate(values):
            totals[i] += value
    return totals


def one_ply_values(obs: Observation, legal: list[Action], samples: int, rng: random.Random,
                   outcome: Callable[[State, State, int], tuple[float, ...]]) -> list[list[float]]:
    """``legal``'s values for the observing seat in each of ``samples`` worlds sampled from its view (one list
    a world, in ``legal``'s order); every action meets the same worlds (``one_ply_totals``)."""
    seat = obs.seat
    out = []
    for _ in range(samples):
        world_seed = rng.getrandbits(63)
        world = obs.determinize(world_seed)
        values = []
        for action in legal:
            after = world.clone()
            after.apply(action[0], seat)
            values.append(outcome(world, after, world_seed)[seat])
        out.append(values)
    return out


def turn_marker(state: State) -> int:
    """The game's ``turn_marker()`` of ``state``; a GameError if the game does not tell its turns apart."""
    marker = state.turn_marker()
    if marker is None:
        raise GameError(f"finishing turns needs the game to tell its turns apart (turn_marker()); "
                        f"{state.cfg.game} does not")
    return marker


def finish_turns(state: State, turns: int, mark: int, rand: Any, past: bool = False) -> State:
    """Play on from ``state`` to just before the ``turns``-th turn boundary (a change of the game's
    ``turn_marker()`` from ``mark``), or the game's end, by the game's ``playout_action(seat, rand)`` if
    it has one, otherwise at random (never a cancel when anything else is legal). Returns the position
    to score: the last turn played to its end, before the turn's closing action (``past``: after it, at the
    next turn's start). A boundary ``state`` is already past counts. ``state`` is consumed."""
    crossed = 0
    now = turn_marker(state)
    if now != mark:
        crossed += 1
        if crossed >= turns:
            return state
        mark = now
    for _ in range(FINISH_LIMIT):
        to_move = state.to_move
        if not to_move:
            break
        seat = to_move[0]
        move = state.playout_action(seat, rand)
        if move is None:
            moves = worth_trying(state.legal_actions(seat))
            move = moves[int(rand() * len(moves))]
        after = state.clone()
        after.apply(move, seat)
        now = turn_marker(after)
        if now != mark:
            crossed += 1
            if crossed >= turns:
                return after if past else state
            mark = now
        state = after
    return state
