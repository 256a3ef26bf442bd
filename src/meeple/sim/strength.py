"""Bot strength: win rates of one tested agent against a table of opponents, per game.

One row per game and matchup (mcts vs random seats, mcts vs greedy seats, greedy vs random
seats). The tested agent's seat rotates so it plays every seat position equally; a shared win
counts as 1/k of a win for each of the k winners; the interval is Wilson's at 95%. Every game is
seeded from its place in the table, so results do not depend on ``workers``.

The tested mcts seat searches ``TABLE_MCTS`` (100 iterations a decision) unless told otherwise:
the 1-second default bot makes a 200-game table of a long game take many hours.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..agents import make_agent, observe
from ..core import derive_seed, game_info, new_game
from ..core import games as all_games

Z95 = 1.959964
TABLE_MCTS = "mcts:iterations=100"


def matchups(mcts: str = TABLE_MCTS, greedy: str = "greedy") -> list[tuple[str, str, str]]:
    """(name, tested agent, opponent agent) of each row kind."""
    return [("mcts vs random", mcts, "random"), ("mcts vs greedy", mcts, greedy),
            ("greedy vs random", greedy, "random")]


def table_players(game: str) -> int:
    """The player count the table uses: the smallest one of at least 2 in the default variant."""
    info = game_info(game)
    counts = [n for n in info.players_for(info.default_variant or info.variants[0]) if n >= 2]
    return min(counts) if counts else max(2, info.min_players)


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half))


def play_match(game: str, players: int, tested: str, opponent: str, tested_seat: int,
               seed: int) -> tuple[float, float, int]:
    """One game: the tested agent's share of the win, its decision seconds and decision count."""
    state = new_game(game, players=players, seed=seed)
    agents = [make_agent(tested if s == tested_seat else opponent, seed=derive_seed(seed, "seat", s))
              for s in range(players)]
    spent, decisions = 0.0, 0
    while True:
        tm = state.to_move
        if not tm:
            break
        seat = tm[0]
        obs = observe(state, seat)
        if seat == tested_seat:
            t0 = time.perf_counter()
            action = agents[seat].act(obs)
            spent += time.perf_counter() - t0
            decisions += 1
        else:
            action = agents[seat].act(obs)
        state.apply(action, seat)
    winners = state.result().winners
    share = 1.0 / len(winners) if tested_seat in winners else 0.0
    return share, spent, decisions


def _run(task: tuple) -> tuple[float, float, int]:
    return play_match(*task)


def strength_table(games: list[str] | None = None, n_games: int = 200, workers: int = 1,
                   progress: Callable[[int, int], None] | None = None, *, seed: int = 0,
                   mcts: str = TABLE_MCTS, greedy: str = "greedy") -> list[dict]:
    """The bot-strength table: one row per game and matchup, ``n_games`` games each."""
    ids = [game_info(g).id for g in games] if games else [g.id for g in all_games()]
    rows, tasks = [], []
    for gid in ids:
        players = table_players(gid)
        for name, tested, opponent in matchups(mcts, greedy):
            rows.append({"game": gid, "players": players, "matchup": name, "seat_agent": tested,
                         "opponents": opponent})
            tasks += [(gid, players, tested, opponent, i % players,
                       derive_seed("strength", seed, gid, name, i)) for i in range(n_games)]
    results = run_all(_run, tasks, workers, progress)
    for k, row in enumerate(rows):
        chunk = results[k * n_games:(k + 1) * n_games]
        wins = sum(r[0] for r in chunk)
        decisions = sum(r[2] for r in chunk)
        low, high = wilson(wins, n_games)
        row.update(games=n_games, wins=wins, win_rate=wins / n_games if n_games else 0.0,
                   ci_low=low, ci_high=high,
                   mean_decision_seconds=sum(r[1] for r in chunk) / decisions if decisions else 0.0)
    return rows


def run_all(run: Callable[[Any], Any], tasks: list, workers: int,
            progress: Callable[[int, int], None] | None) -> list:
    """``run`` over ``tasks`` in order, on ``workers`` processes; ``progress(done, total)`` after each."""
    total = len(tasks)
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = pool.map(run, tasks, chunksize=1)
            return _collect(results, total, progress)
    return _collect(map(run, tasks), total, progress)


def _collect(results: Iterable, total: int, progress: Callable[[int, int], None] | None) -> list:
    out = []
    for result in results:
        out.append(result)
        if progress is not None:
            progress(len(out), total)
    return out
