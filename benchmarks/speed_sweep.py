"""Playout and clone speed of every game at each player count and variant, in CPU time.

``python benchmarks/speed_sweep.py [game ...] [--seconds S]``: the loops of ``meeple bench``,
timed with the process's CPU clock so that figures stay comparable on a shared machine.
"""

import argparse

import meeple
from meeple.sim.bench import bench


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", help="game ids (default: all)")
    ap.add_argument("--seconds", type=float, default=2.0)
    args = ap.parse_args()
    for info in meeple.games():
        if args.games and info.id not in args.games:
            continue
        for variant in info.variants:
            for n in info.players_for(variant):
                r = bench(info.id, n, variant, args.seconds, cpu_time=True, mcts=False)
                print(f"{info.id:18s} {variant:18s} players={n:2d}: {r['decisions_per_s']:9,.0f} decisions/s "
                      f"{r['clones_per_s']:11,.0f} clones/s (CPU time)")


if __name__ == "__main__":
    main()
