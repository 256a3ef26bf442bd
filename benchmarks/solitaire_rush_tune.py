"""Tuning Brass Empire's rush (``brass_empire/playout.py``) on its win rate against the Solitaire AI.

usage: python benchmarks/solitaire_rush_tune.py [-n 4000] [--seed 20000] [--workers 2] [NAME=VALUE ...]
       python benchmarks/solitaire_rush_tune.py --search NAME,NAME... [--rounds 3] [-n 4000] [NAME=VALUE ...]

The rush plays the human seat on the true state (policy tuning only: the deployed ``policy`` and
``rollout`` bots sample their worlds from the view). Game ``i`` is dealt from ``(seed, i)`` and its
random numbers from ``i``, so every setting meets the same deals (paired). The first form plays the
default weights and the given ones and prints, for each, the win rate (95 % Wilson interval) and
the mean margin (human total - AI total, 95 % normal interval), and the paired difference of the
margins and of the wins. ``--search`` is a coordinate search: each named weight in turn is moved
up and down by its step (halved after a round without a gain) and kept where the paired mean of
win and margin/20 gains most.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing import Pool

from meeple.builtin.brass_empire.playout import RUSH, Rush, playout_action
from meeple.core import derive_seed, new_game
from meeple.sim.strength import wilson

NAMES = ("mining", "construction", "labor", "brass", "draw", "invest_pool", "invest_span", "least_worth",
         "denial", "attack", "pool_drain", "aim")
STEPS = {"mining": 1.0, "construction": 0.5, "labor": 0.4, "brass": 1.0, "draw": 0.4, "invest_pool": 4.0,
         "least_worth": 1.0, "denial": 0.5, "attack": 0.2, "pool_drain": 3.0,
         "aim": 1.0, "invest_span": 8.0}
MARGIN_WEIGHT = 1 / 20  # the search's objective: a win, plus a twentieth of the margin


def weights(base: dict[str, float], changes: dict[str, float]) -> dict[str, float]:
    return {**base, **changes}


def play(task: tuple[dict[str, float], int, int]) -> tuple[int, float]:
    """One game of the rush with weights ``values``: (won, human total - AI total)."""
    values, seed, game = task
    rush = Rush(**values)
    state = new_game("brass_empire", players=1, seed=derive_seed("rush tune", seed, game), variant="solitaire")
    rand = random.Random(game).random
    while state.to_move:
        seat = state.to_move[0]
        state.apply(playout_action(state, seat, rand, rush), seat)
    human, ai = state.result().scores
    return int(human > ai), float(human - ai)


def run(pool: Pool, values: dict[str, float], games: int, seed: int) -> list[tuple[int, float]]:
    return pool.map(play, [(values, seed, i) for i in range(games)], chunksize=50)


def mean_interval(xs: list[float]) -> tuple[float, float]:
    """(mean, half-width of its 95 % normal interval)."""
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def describe(name: str, results: list[tuple[int, float]], base: list[tuple[int, float]] | None) -> str:
    games = len(results)
    wins = sum(w for w, _ in results)
    low, high = wilson(wins, games)
    margin, half = mean_interval([m for _, m in results])
    line = f"{name}: win {wins / games:.1%} ({low:.1%}-{high:.1%}), margin {margin:+.2f} ± {half:.2f}"
    if base is not None:
        d_margin, d_half = mean_interval([m - b for (_, m), (_, b) in zip(results, base, strict=True)])
        d_win, d_win_half = mean_interval([float(w - b) for (w, _), (b, _) in zip(results, base, strict=True)])
        line += f"; paired: win {d_win:+.1%} ± {d_win_half:.1%}, margin {d_margin:+.2f} ± {d_half:.2f}"
    return line


def objective(results: list[tuple[int, float]]) -> float:
    return sum(w + MARGIN_WEIGHT * m for w, m in results) / len(results)


def search(pool: Pool, start: dict[str, float], names: list[str], rounds: int, games: int, seed: int) -> dict:
    current = dict(start)
    best = run(pool, current, games, seed)
    steps = {name: STEPS[name] for name in names}
    for round_ in range(rounds):
        gained = False
        for name in names:
            for sign in (1.0, -1.0):
                trial = weights(current, {name: current[name] + sign * steps[name]})
                results = run(pool, trial, games, seed)
                if objective(results) > objective(best):
                    print(f"  round {round_ + 1}: {name} {current[name]:g} -> {trial[name]:g}: "
                          f"{objective(best):.4f} -> {objective(results):.4f}", flush=True)
                    current, best, gained = trial, results, True
                    break
        if not gained:
            steps = {name: step / 2 for name, step in steps.items()}
    print(describe("searched " + " ".join(f"{k}={current[k]:g}" for k in names), best, None))
    return current


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--games", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--search", default="", help="weights to search, comma-separated")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("setting", nargs="*", help="NAME=VALUE weights of the rush (defaults: playout.RUSH)")
    args = ap.parse_args(argv)
    default = {name: float(getattr(RUSH, name)) for name in NAMES}
    changes = {}
    for item in args.setting:
        name, _, value = item.partition("=")
        if name not in NAMES:
            print(f"unknown weight {name!r}; weights: {', '.join(NAMES)}", file=sys.stderr)
            return 2
        changes[name] = float(value)
    t0 = time.perf_counter()
    with Pool(args.workers) as pool:
        if args.search:
            found = search(pool, weights(default, changes), args.search.split(","), args.rounds, args.games,
                           args.seed)
            print(" ".join(f"{k}={v:g}" for k, v in found.items()))
        else:
            base = run(pool, default, args.games, args.seed)
            print(describe("default", base, None))
            if changes:
                trial = run(pool, weights(default, changes), args.games, args.seed)
                print(describe(" ".join(f"{k}={v:g}" for k, v in changes.items()), trial, base))
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
