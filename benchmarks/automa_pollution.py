"""What an Automa turn costs the human's code that runs after it (issue 14): random playouts of the
2-player base game, timed per decision, clean and "polluted" by an Automa turn played on a copy of
a mid-game solo state after every ``EVERY`` decisions (the solo game's rhythm: about one Automa
turn per 6.5 human decisions). The polluting turns are not timed; what is reported is the
2-player decisions' own time, polluted over clean, per paired round (median and range), and as a
control the same with the copy made but no turn played.

    python benchmarks/automa_pollution.py [ROUNDS] [EVERY]

A ratio above 1 is time the Automa's turn costs beyond its own instructions: caches and branch
predictors refilled, and the garbage collector's passes falling on the human's code (run it
with ``NOGC=1`` to leave that part out).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from statistics import median

from meeple.builtin.brass_birmingham.automa import automa_turn
from meeple.core import Rng, State, derive_seed, new_game

clock = time.perf_counter_ns


def solo_positions(games: int) -> list[State]:
    """Mid-game solo states between the human's actions, where an Automa turn may be played."""
    chooser = Rng(7)
    positions = []
    for g in range(games):
        state = new_game("brass_birmingham", players=1, seed=500 + g)
        decisions = 0
        while not state.is_over:
            seat = state.to_move[0]
            actions = state.legal_actions(seat)
            state.apply(actions[chooser.below(len(actions))], seat)
            decisions += 1
            if decisions % 17 == 5 and state.act is None and not state.is_over:
                positions.append(state.clone())
    return positions


def two_player_time(games: int, positions: list[State], every: int, turn: bool = True) -> float:
    """Nanoseconds per decision of 2-player random playouts (as ``meeple bench`` plays them), with
    an untimed Automa turn (``turn`` false: only the copy of a solo state) after every ``every``
    decisions (0: none)."""
    chooser = Rng(derive_seed("bench", 1))
    decisions = 0
    untimed = 0
    used = 0
    start = clock()
    for g in range(games):
        state = new_game("brass_birmingham", players=2, seed=1 + g)
        while not state.is_over:
            seat = state.to_move[0]
            actions = state.legal_actions(seat)
            state.apply(actions[chooser.below(len(actions))], seat)
            decisions += 1
            if every and decisions % every == 0:
                before = clock()
                solo = positions[used % len(positions)].clone()
                used += 1
                if turn:
                    automa_turn(solo, solo.turn_fields())
                del solo
                untimed += clock() - before
    return (clock() - start - untimed) / decisions


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    every = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    positions = solo_positions(30)
    if os.environ.get("NOGC"):
        gc.disable()
    two_player_time(5, positions, 0)  # warm-up
    two_player_time(5, positions, every)
    turns, copies = [], []
    for _ in range(rounds):
        clean = two_player_time(20, positions, 0)
        turns.append(two_player_time(20, positions, every) / clean)
        copies.append(two_player_time(20, positions, every, turn=False) / clean)
    for what, ratios in (("an Automa turn", turns), ("only the copy of a solo state", copies)):
        print(f"2-player decisions' own time with {what} after every {every} decisions, over without: "
              f"median {median(ratios):.3f}, range {min(ratios):.3f}-{max(ratios):.3f} ({rounds} paired rounds)")


if __name__ == "__main__":
    main()
