"""Play many games between agents, on local processes; the same seed gives the same figures."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..agents import make_agent, observe, split_specs
from ..core import GameError, derive_seed, game_info, new_game


@dataclass(frozen=True)
class Job:
    """One batch of games to play, every game seeded from ``seed`` and its index."""

    game: str
    players: int
    agents: tuple[str, ...]
    seed: int
    variant: str | None = None
    options: dict[str, Any] = field(default_factory=dict)


def game_seed(seed: int, index: int) -> int:
    return derive_seed("game", seed, index) & 0x7FFFFFFF


def play_one(job: Job, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``job``; returns its summary (scores, winners, decisions, record)."""
    s = new_game(job.game, players=job.players, seed=game_seed(job.seed, index), variant=job.variant,
                 options=job.options)
    agents = [make_agent(a, seed=derive_seed("agent", job.seed, index, k)) for k, a in enumerate(job.agents)]
    decisions = 0
    t0 = time.perf_counter()
    while not s.is_over:
        seat = s.to_move[0]
        s.apply(agents[seat].act(observe(s, seat)), seat)
        decisions += 1
    res = s.result()
    return {"index": index, "seed": s.cfg.seed, "variant": s.cfg.variant, "scores": list(res.scores),
            "ranking": list(res.ranking), "winners": list(res.winners), "decisions": decisions,
            "seconds": time.perf_counter() - t0, "record": s.record()}


def _play_chunk(args: tuple[Job, list[int]]) -> list[dict[str, Any]]:
    job, indices = args
    return [play_one(job, i) for i in indices]


def run(job: Job, games: int, workers: int = 1,
        progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Play ``games`` games, in index order whatever ``workers`` is; ``progress(n)`` after each batch."""
    out: list[dict[str, Any]] = []
    chunk = max(1, min(16, games // max(1, workers * 8)))
    batches = [list(range(i, min(games, i + chunk))) for i in range(0, games, chunk)]
    if workers <= 1:
        for b in batches:
            out += _play_chunk((job, b))
            if progress:
                progress(len(b))
        return out
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_play_chunk, [(job, b) for b in batches]):
            out += part
            if progress:
                progress(len(part))
    return out


def make_job(game: str, players: int | None, agents: str, seed: int, variant: str | None,
             options: dict[str, Any]) -> Job:
    """A checked Job: the game starts with these settings and there is one agent per player."""
    info = game_info(game)
    probe = new_game(info.id, players=players, seed=seed, variant=variant, options=options)
    names = split_specs(agents) or ["random"]
    if len(names) == 1:
        names = names * probe.players
    if len(names) != probe.players:
        raise GameError(f"--agents names {len(names)} agents for {probe.players} players: give one, or one per seat")
    for n in names:
        make_agent(n)
    return Job(info.id, probe.players, tuple(names), seed, probe.cfg.variant, dict(options))


def summarize(job: Job, results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The figures ``simulate --json`` prints."""
    n = len(results)
    seats = len(results[0]["scores"]) if results else job.players
    wins = [0.0] * seats
    score_sum = [0.0] * seats
    decisions = 0
    for r in results:
        for w in r["winners"]:
            wins[w] += 1 / len(r["winners"])
        for k, sc in enumerate(r["scores"]):
            score_sum[k] += sc
        decisions += r["decisions"]
    return {
        "game": job.game, "variant": job.variant, "players": job.players, "agents": list(job.agents),
        "games": n, "seed": job.seed, "options": job.options,
        "win_rate": [w / n for w in wins] if n else [],
        "mean_score": [x / n for x in score_sum] if n else [],
        "mean_decisions": decisions / n if n else 0.0,
        "seconds": round(seconds, 3),
        "decisions_per_s": round(decisions / seconds, 1) if seconds > 0 else 0.0,
    }
