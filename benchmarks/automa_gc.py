"""Random playouts of Brass: Birmingham solo against the 2-player game, in CPU time, with the garbage
collector's passes counted: each round plays GAMES games of each (the bench's chooser, as ``meeple
bench`` plays them; round r plays seeds r*GAMES+1 .. (r+1)*GAMES: a seed played again would find its
networks cached) in sequence, after one untimed warm-up game of each.

    python benchmarks/automa_gc.py [--games 300] [--rounds 1] [--nogc] [--survivors]

Per round and game kind: decisions, decisions per CPU second (``time.process_time``), collections
per 1,000 decisions by generation (``gc.callbacks``; deterministic for a build), and the ratio of
the solo game's decisions/s to the 2-player game's. ``--survivors``: instead, the GC-tracked objects
still alive after one solo game, by type, that a new game did not hold (``gc.get_objects``).
"""

from __future__ import annotations

import argparse
import gc
import time
from collections import Counter

from automa_callgrind import play  # the playout the instruction counts measure (a sibling script)
from meeple.core import Rng, derive_seed, new_game

collections = [0, 0, 0]


def count(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        collections[info["generation"]] += 1


def run(players: int, games: int, first: int) -> tuple[int, float, list[int]]:
    chooser = Rng(derive_seed("bench", 1))
    collections[:] = [0, 0, 0]
    decisions = 0
    start = time.process_time()
    for seed in range(first, first + games):
        decisions += play(players, seed, chooser)
    return decisions, time.process_time() - start, list(collections)


def survivors() -> None:
    """The tracked objects a finished solo game holds beyond a fresh one, by type."""
    gc.collect()
    before = Counter(type(o).__name__ for o in gc.get_objects())
    state = new_game("brass_birmingham", players=1, seed=1)
    chooser = Rng(derive_seed("bench", 1))
    while not state.is_over:
        seat = state.to_move[0]
        actions = state.legal_actions(seat)
        state.apply(actions[chooser.below(len(actions))], seat)
    gc.collect()
    after = Counter(type(o).__name__ for o in gc.get_objects())
    for name, n in (after - before).most_common(15):
        print(f"{name:<24}{n:>8}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--nogc", action="store_true", help="the garbage collector off after the warm-up")
    ap.add_argument("--survivors", action="store_true")
    args = ap.parse_args()
    if args.survivors:
        survivors()
        return
    play(1, 1000, Rng(derive_seed("bench", 2)))
    play(2, 1000, Rng(derive_seed("bench", 2)))
    gc.callbacks.append(count)
    if args.nogc:
        gc.disable()
    for r in range(args.rounds):
        solo = run(1, args.games, r * args.games + 1)
        table = run(2, args.games, r * args.games + 1)
        rates = []
        for players, (decisions, seconds, passes) in ((1, solo), (2, table)):
            rates.append(decisions / seconds)
            per = ", ".join(f"gen{g} {1000 * passes[g] / decisions:.3f}" for g in range(3))
            print(f"round {r + 1} players={players}: {decisions} decisions, {decisions / seconds:,.0f}/s; "
                  f"collections per 1,000 decisions: {per}")
        print(f"round {r + 1} ratio {rates[0] / rates[1]:.3f}", flush=True)


if __name__ == "__main__":
    main()
