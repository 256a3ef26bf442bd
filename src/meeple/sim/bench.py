"""Throughput benchmarks: random-playout decisions/s and games/s, clones/s, MCTS simulations/s."""

from __future__ import annotations

import time
from statistics import median
from typing import Any

from ..agents import AGENTS, make_agent, observe
from ..core import Rng, State, derive_seed, game_info, new_game


def playouts(game: str, players: int, variant: str | None, seconds: float, seed: int = 1,
             clock=time.perf_counter) -> dict[str, Any]:
    """Random playouts for ``seconds`` of ``clock``: decisions/s, games/s, and a sample of mid-game states."""
    chooser = Rng(derive_seed("bench", seed))  # the bench's own, not part of any game state
    decisions = games = 0
    samples: list[State] = []
    t0 = clock()
    end = t0 + seconds
    while True:
        s = new_game(game, players=players, seed=seed + games, variant=variant)
        n = 0
        while not s.is_over:
            seat = s.to_move[0]
            acts = s.legal_actions(seat)
            s.apply(acts[chooser.below(len(acts))], seat)
            n += 1
            if len(samples) < 64 and n == 1 + games % 29 and not s.is_over:
                samples.append(s.clone())
        decisions += n
        games += 1
        if clock() >= end:
            break
    dt = clock() - t0
    return {"decisions_per_s": decisions / dt, "games_per_s": games / dt, "games": games,
            "mean_decisions": decisions / games, "samples": samples}


def clones(samples: list[State], seconds: float, clock=time.perf_counter) -> float:
    """Clones per second of mid-game states."""
    if not samples:
        return 0.0
    count = 0
    t0 = clock()
    end = t0 + seconds
    while clock() < end:
        for s in samples:
            for _ in range(100):
                s.clone()
            count += 100
    return count / (clock() - t0)


def mcts_rate(samples: list[State], seconds: float, clock=time.perf_counter) -> float | None:
    """MCTS simulations per second with the default ``mcts`` agent, or None without one.

    The agent's own budget (0.9 s a move) runs on the wall clock whatever ``clock`` times it.
    """
    if "mcts" not in AGENTS or not samples:
        return None
    agent = make_agent("mcts", seed=1)
    t0 = clock()
    end = t0 + seconds
    i = 0
    while clock() < end:
        s = samples[i % len(samples)]
        i += 1
        if not s.is_over:
            agent.act(observe(s, s.to_move[0]))
    return getattr(agent, "simulations", 0) / (clock() - t0)


def compare(game: str, players: int | None, other: int, variant: str | None = None, seconds: float = 3.0,
            rounds: int = 5, cpu_time: bool = False, warmup: float = 1.0) -> dict[str, Any]:
    """Random-playout decisions/s of ``game`` at ``players`` and at ``other`` players (the other count's
    default variant), measured in turn in the same process: ``rounds`` rounds, the order swapped each
    round (so a slow spell of the machine falls on both alike). Returns each count's decisions/s per
    round and their median, and the ratio of the first to the second per round and its median."""
    info = game_info(game)
    first = new_game(info.id, players=players, seed=1, variant=variant)
    second = new_game(info.id, players=other, seed=1)
    sides = [(first.players, first.cfg.variant), (second.players, second.cfg.variant)]
    clock = time.process_time if cpu_time else time.perf_counter
    if warmup > 0:
        for count, side_variant in sides:
            playouts(info.id, count, side_variant, warmup, seed=1_000_000, clock=clock)
    rates: list[list[float]] = [[], []]
    for r in range(rounds):
        for side in ((0, 1) if r % 2 == 0 else (1, 0)):
            count, side_variant = sides[side]
            played = playouts(info.id, count, side_variant, seconds, seed=1 + r * 100_000, clock=clock)
            rates[side].append(played["decisions_per_s"])
    ratios = [a / b for a, b in zip(rates[0], rates[1], strict=True)]
    return {"game": info.id, "clock": "cpu" if cpu_time else "wall", "rounds": rounds,
            "sides": [{"players": count, "variant": side_variant, "decisions_per_s": round(median(rate), 1),
                       "rounds": [round(x, 1) for x in rate]}
                      for (count, side_variant), rate in zip(sides, rates, strict=True)],
            "ratio": round(median(ratios), 4), "ratios": [round(x, 4) for x in ratios]}


def bench(game: str, players: int | None = None, variant: str | None = None, seconds: float = 3.0,
          cpu_time: bool = False, mcts: bool = True, warmup: float = 1.0) -> dict[str, Any]:
    """All throughput figures of ``game`` on this core.

    ``cpu_time`` times with the process's CPU clock, steadier than the wall clock on a shared machine.
    Untimed playouts of other games (``warmup`` seconds) first fill the games' caches, so the figures
    are those of a long simulation rather than of a cold start.
    """
    info = game_info(game)
    probe = new_game(info.id, players=players, seed=1, variant=variant)
    players, variant = probe.players, probe.cfg.variant
    clock = time.process_time if cpu_time else time.perf_counter
    if warmup > 0:
        playouts(info.id, players, variant, warmup, seed=1_000_000, clock=clock)
    p = playouts(info.id, players, variant, seconds, clock=clock)
    rate = mcts_rate(p["samples"], seconds, clock) if mcts else None
    return {"game": info.id, "variant": variant, "players": players,
            "decisions_per_s": round(p["decisions_per_s"], 1), "games_per_s": round(p["games_per_s"], 2),
            "mean_decisions": round(p["mean_decisions"], 1),
            "clones_per_s": round(clones(p["samples"], seconds / 2, clock), 1), "clock": "cpu" if cpu_time else "wall",
            "mcts_simulations_per_s": None if rate is None else round(rate, 1)}
