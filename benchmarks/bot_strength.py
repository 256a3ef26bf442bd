"""Bot-strength benchmark: win rates (95% Wilson intervals) of mcts and greedy seats, per game.

usage: python benchmarks/bot_strength.py [GAME ...] [-n 200] [--workers 2] [--mcts SPEC]
       [--greedy SPEC] [--seed 0] [--json]
(also ``meeple bench --bots``). Each row is one tested seat against a table of opponents.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from meeple.sim.strength import TABLE_MCTS, strength_table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    ap.add_argument("-n", "--games-per-row", type=int, default=200, dest="n")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--mcts", default=TABLE_MCTS, help=f"the mcts spec (default {TABLE_MCTS}; plain mcts: 1 s a move)")
    ap.add_argument("--greedy", default="greedy", help="the greedy spec")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = ap.parse_args(argv)

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    t0 = time.perf_counter()
    rows = strength_table(args.games or None, n_games=args.n, workers=args.workers, progress=progress,
                          seed=args.seed, mcts=args.mcts, greedy=args.greedy)
    print(file=sys.stderr)
    if args.json:
        print(json.dumps({"seconds": round(time.perf_counter() - t0, 1), "seed": args.seed, "rows": rows}))
        return 0
    print(f"{'game':<18}{'players':>8}  {'match-up':<18}{'tested seat':<28}{'games':>6}"
          f"{'win rate':>10}  {'95% CI':<15}{'s/decision':>11}")
    for r in rows:
        ci = f"{r['ci_low']:.1%}-{r['ci_high']:.1%}"
        print(f"{r['game']:<18}{r['players']:>8}  {r['matchup']:<18}{r['seat_agent']:<28}{r['games']:>6}"
              f"{r['win_rate']:>10.1%}  {ci:<15}{r['mean_decision_seconds']:>11.3f}")
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
