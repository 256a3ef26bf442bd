"""Automa strength benchmark (Brass: Birmingham solo, not a timed test): one fixed bot plays the
human seat against the Automa at each difficulty.

usage: python benchmarks/automa_strength.py [-n 200] [--bot mcts:iterations=100]
       [--difficulty easy,medium,hard] [--workers 1] [--seed 0] [--json]
       python benchmarks/automa_strength.py --speed 10     (random playouts: solo against 2 players)

A thin wrapper over ``meeple.sim.solo`` (also ``meeple bench brass_birmingham --solo --sweep
difficulty``): for each difficulty, the Automa's mean VP and the bot's mean VP (each with a 95%
normal interval of the mean) and the bot's win rate (a shared win counts half; 95% Wilson
interval). Game ``i`` has the same seed at every difficulty, so the difficulties meet the same deals.
"""

from __future__ import annotations

import argparse
import json
import sys

from meeple.core import GameError
from meeple.sim.solo import SOLO_BOT, solo_speed, solo_table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--games", type=int, default=200, help="games per difficulty (default 200)")
    ap.add_argument("--bot", default=SOLO_BOT, help="the bot's spec (meeple.agents.make_agent)")
    ap.add_argument("--difficulty", default="easy,medium,hard", help="difficulties, comma-separated")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    ap.add_argument("--speed", type=float, default=0.0, metavar="SECONDS",
                    help="instead: random-playout decisions/s of players=1 against the 2-player game")
    args = ap.parse_args(argv)
    if args.speed:
        figures = solo_speed("brass_birmingham", args.speed, args.seed, players=1, variant="automa")
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"random playouts, {figures['games_each']} games each, decisions per CPU second: "
                  f"players=1 {figures['solo_decisions_per_s']:,.0f}, players={figures['table_players']} "
                  f"{figures['table_decisions_per_s']:,.0f} (ratio {figures['ratio']:.2f})")
        return 0

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    try:
        report = solo_table("brass_birmingham", players=1, variant="automa", sweep="difficulty",
                            values=[d.strip() for d in args.difficulty.split(",")], bot=args.bot,
                            n_games=args.games, workers=args.workers, seed=args.seed, progress=progress)
    except GameError as e:
        print(f"automa_strength: error: {e}", file=sys.stderr)
        return 2
    print(file=sys.stderr)
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"bot {args.bot} against the Automa, {args.games} games per difficulty, seed {args.seed}")
    print(f"{'difficulty':<11}{'Automa VP (95% CI)':<26}{'bot VP (95% CI)':<26}{'bot win rate (95% CI)':<28}"
          f"{'Automa wins':>11}")
    for r in report["rows"]:
        a, b, w = r["rules_score"], r["bot_score"], r["bot_win_rate"]
        print(f"{r['value']:<11}{a[0]:6.1f} ({a[1]:.1f}-{a[2]:.1f}){'':<10}{b[0]:6.1f} ({b[1]:.1f}-{b[2]:.1f})"
              f"{'':<10}{w[0]:6.1%} ({w[1]:.1%}-{w[2]:.1%}){'':<8}{1 - w[0]:>10.1%}")
    print(f"({report['seconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
