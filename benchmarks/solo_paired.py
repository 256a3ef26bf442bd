"""Paired comparison of bots against a game's rules-played seats (e.g. Brass Empire's Solitaire AI).

usage: python benchmarks/solo_paired.py [-n 100] [--seed 5000] [--game brass_empire] [--workers 2] BOT [BOT ...]

Every bot plays the same deals, seeded as ``meeple bench GAME --solo`` seeds them (game ``i`` of seed ``S``
is the same deal there and here). For each bot: its win rate (95 % Wilson interval) and mean margin (the
bot's mean score minus the rules seats', 95 % normal interval); for every bot after the first, the paired
difference from the first, deal by deal: the margin's (95 % interval) and the count of wins.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from multiprocessing import Pool

from meeple.core import derive_seed, game_info
from meeple.sim.solo import play_solo, solo_setup
from meeple.sim.strength import wilson


def _play(task: tuple) -> tuple[float, float]:
    """One game: (the bot's margin, its share of the win)."""
    game, players, variant, bot, seed = task
    bot_score, rules_score, share, _, _ = play_solo(game, players, variant, {}, bot, seed)
    return bot_score - rules_score, share


def mean_interval(values: list[float]) -> tuple[float, float]:
    """(mean, half-width of its 95 % normal interval)."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(n)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bots", nargs="+", help="bot specs (meeple.agents.make_agent); the first is the reference")
    ap.add_argument("-n", "--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--game", default="brass_empire")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    game = game_info(args.game).id
    players, variant, _ = solo_setup(game)
    seeds = [derive_seed("solo", args.seed, game, i) for i in range(args.games)]
    first: list[tuple[float, float]] = []
    with Pool(args.workers) as pool:
        for bot in args.bots:
            t0 = time.perf_counter()
            results = pool.map(_play, [(game, players, variant, bot, s) for s in seeds], chunksize=1)
            wins = sum(share for _, share in results)
            low, high = wilson(wins, args.games)
            margin, half = mean_interval([m for m, _ in results])
            line = (f"{bot}: win {wins / args.games:.1%} ({low:.1%}-{high:.1%}), margin {margin:+.2f} ± {half:.2f} "
                    f"({time.perf_counter() - t0:.0f} s)")
            if first:
                d_margin, d_half = mean_interval([m - f for (m, _), (f, _) in zip(results, first, strict=True)])
                line += (f"; paired with the first: margin {d_margin:+.2f} ± {d_half:.2f}, "
                         f"wins {wins - sum(share for _, share in first):+g}")
            else:
                first = results
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
