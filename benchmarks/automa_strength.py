"""Automa strength benchmark (Brass: Birmingham solo, not a timed test): one fixed bot plays the
human seat against the Automa at each difficulty.

usage: python benchmarks/automa_strength.py [-n 200] [--bot mcts:iterations=100]
       [--difficulty easy,medium,hard] [--workers 1] [--seed 0] [--json]
       python benchmarks/automa_strength.py --speed 10     (random playouts: solo against 2 players)

For each difficulty it reports the Automa's mean VP, the bot's mean VP (each with a 95% normal
interval of the mean) and the bot's win rate (a tie counts half; 95% Wilson interval). Game ``i``
uses seed ``seed + i`` at every difficulty, so the difficulties meet the same deals.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import meeple
from meeple.agents import make_agent, observe
from meeple.core import Rng
from meeple.sim.strength import wilson

Z95 = 1.959963984540054


def play(bot: str, difficulty: str, seed: int) -> tuple[int, int, int]:
    """One game: (bot VP, Automa VP, decisions)."""
    s = meeple.new_game("brass_birmingham", players=1, seed=seed, options={"difficulty": difficulty})
    agent = make_agent(bot, seed=seed)
    decisions = 0
    while not s.is_over:
        s.apply(agent.act(observe(s, 0)), 0)
        decisions += 1
    bot_vp, automa_vp = s.result().scores
    return bot_vp, automa_vp, decisions


def _job(args: tuple[str, str, int]) -> tuple[str, int, int, int]:
    bot, difficulty, seed = args
    return (difficulty, *play(bot, difficulty, seed))


def mean_interval(values: list[int]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def table(bot: str, difficulties: list[str], n: int, seed: int = 0, workers: int = 1) -> list[dict]:
    jobs = [(bot, d, seed + i) for d in difficulties for i in range(n)]
    done: dict[str, list[tuple[int, int, int]]] = {d: [] for d in difficulties}
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=1))
    else:
        results = []
        for k, job in enumerate(jobs):
            results.append(_job(job))
            print(f"\r{k + 1}/{len(jobs)} games", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
    for difficulty, bot_vp, automa_vp, decisions in results:
        done[difficulty].append((bot_vp, automa_vp, decisions))
    rows = []
    for d in difficulties:
        games = done[d]
        wins = sum(1.0 if b > a else 0.5 if b == a else 0.0 for b, a, _ in games)
        low, high = wilson(wins, len(games))
        rows.append({"difficulty": d, "games": len(games), "bot": bot,
                     "automa_vp": mean_interval([a for _, a, _ in games]),
                     "bot_vp": mean_interval([b for b, _, _ in games]),
                     "bot_win_rate": (wins / len(games), low, high),
                     "automa_win_rate": 1 - wins / len(games),
                     "decisions_per_game": sum(x for _, _, x in games) / len(games)})
    return rows


def speed(seconds: float, seed: int = 0) -> dict[str, float]:
    """Random-playout decisions per CPU second of the solo game (players=1) and of the 2-player
    standard game, alternating game by game so that both meet the same machine load."""
    chooser = Rng(seed)
    totals = {1: [0, 0.0], 2: [0, 0.0]}
    game = 0
    while totals[1][1] + totals[2][1] < seconds:
        for players in (2, 1):
            t0 = time.process_time()
            s = meeple.new_game("brass_birmingham", players=players, seed=seed + game)
            n = 0
            while not s.is_over:
                acts = s.legal_actions()
                s.apply(acts[chooser.below(len(acts))])
                n += 1
            totals[players][0] += n
            totals[players][1] += time.process_time() - t0
        game += 1
    solo, duo = (totals[p][0] / totals[p][1] for p in (1, 2))
    return {"games_each": game, "solo_decisions_per_s": solo, "two_player_decisions_per_s": duo,
            "ratio": solo / duo}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--games", type=int, default=200, help="games per difficulty (default 200)")
    ap.add_argument("--bot", default="mcts:iterations=100", help="the bot's spec (meeple.agents.make_agent)")
    ap.add_argument("--difficulty", default="easy,medium,hard", help="difficulties, comma-separated")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the rows as JSON")
    ap.add_argument("--speed", type=float, default=0.0, metavar="SECONDS",
                    help="instead: random-playout decisions/s of players=1 against the 2-player game")
    args = ap.parse_args(argv)
    if args.speed:
        figures = speed(args.speed, args.seed)
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"random playouts, {figures['games_each']} games each, decisions per CPU second: "
                  f"players=1 {figures['solo_decisions_per_s']:,.0f}, players=2 "
                  f"{figures['two_player_decisions_per_s']:,.0f} (ratio {figures['ratio']:.2f})")
        return 0
    t0 = time.perf_counter()
    rows = table(args.bot, [d.strip() for d in args.difficulty.split(",")], args.games, args.seed, args.workers)
    seconds = time.perf_counter() - t0
    if args.json:
        print(json.dumps({"game": "brass_birmingham", "variant": "automa", "seed": args.seed,
                          "seconds": round(seconds, 1), "rows": rows}))
        return 0
    print(f"bot {args.bot} against the Automa, {args.games} games per difficulty, seeds {args.seed}..")
    print(f"{'difficulty':<11}{'Automa VP (95% CI)':<26}{'bot VP (95% CI)':<26}{'bot win rate (95% CI)':<28}"
          f"{'Automa wins':>11}")
    for r in rows:
        a, b, w = r["automa_vp"], r["bot_vp"], r["bot_win_rate"]
        print(f"{r['difficulty']:<11}{a[0]:6.1f} ({a[1]:.1f}-{a[2]:.1f}){'':<10}{b[0]:6.1f} ({b[1]:.1f}-{b[2]:.1f})"
              f"{'':<10}{w[0]:6.1%} ({w[1]:.1%}-{w[2]:.1%}){'':<8}{r['automa_win_rate']:>10.1%}")
    print(f"({seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
