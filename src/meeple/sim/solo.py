"""Against the rules-played seats: one fixed bot plays every player seat of a game whose rules play
further seats (``state.seats > state.players``: Brass: Birmingham's Automa, Brass Empire's
Solitaire AI), optionally at each declared value of one option (e.g. ``difficulty``).

Per row: the bot's mean score and the rules seats' mean score, each with a 95 % normal interval of
the mean; the bot's win rate (a shared win counts 1/k for each of the k winners) with a 95 % Wilson
interval. Game ``i`` of every row is seeded from ``(seed, game, i)`` only, so every sweep value
meets the same deals and results do not depend on ``workers``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..agents import make_agent, observe
from ..core import GameError, Rng, derive_seed, game_info, new_game
from .strength import Z95, run_all, table_players, wilson

SOLO_BOT = "mcts:iterations=100"


def _rules_seated(game: str, players: int, variant: str | None) -> tuple[str, int] | None:
    """(variant, seats) of the first game of ``players`` with a rules-played seat: in ``variant``, or
    without one in the default variant, then in each variant for that count; None if none has one."""
    info = game_info(game)
    choices = [variant] if variant else [None, *(v for v in info.variants if players in info.players_for(v))]
    for choice in choices:
        try:
            state = new_game(game, players=players, seed=0, variant=choice)
        except GameError:  # a count this variant is not for
            continue
        if state.seats > players:
            return state.cfg.variant, state.seats
    return None


def solo_setup(game: str, players: int | None = None, variant: str | None = None) -> tuple[int, str, int]:
    """(players, variant, seats) of the benchmark: by default the smallest player count whose game
    has a seat the rules play; a GameError if there is none."""
    info = game_info(game)
    if variant is not None and variant.strip().replace("-", "_").lower() not in info.variants:
        raise GameError(f"{info.id} has no variant {variant!r}; variants: {', '.join(info.variants)}")
    where = f"variant {variant}" if variant else "any variant"
    if players is not None:
        found = _rules_seated(info.id, players, variant)
        if found is None:
            state = new_game(info.id, players=players, seed=0, variant=variant)  # the game's own message if not
            raise GameError(f"{info.id} has no seat the rules play with {players} player{'s' if players > 1 else ''} "
                            f"in {where}: all {state.seats} seats are players'")
        return players, *found
    for count in range(info.min_players, info.max_players + 1):
        found = _rules_seated(info.id, count, variant)
        if found is not None:
            return count, *found
    raise GameError(f"{info.id} has no seat the rules play in {where} (every seat is a player's)")


def sweep_values(game: str, variant: str, option: str, values: Sequence[str] | None = None) -> list[Any]:
    """The declared choices of ``option`` for ``variant`` (or those of them named in ``values``)."""
    info = game_info(game)
    declared = info.options.get(option)
    if declared is None:
        swept = [name for name, o in info.options.items() if o.choices and (not o.variants or variant in o.variants)]
        raise GameError(f"{info.id} has no option {option!r}; options with choices in {variant}: "
                        f"{', '.join(swept) or 'none'}")
    if declared.variants and variant not in declared.variants:
        raise GameError(f"{info.id} option {option} is for variant {', '.join(declared.variants)}, not {variant}")
    if not declared.choices:
        raise GameError(f"{info.id} option {option} declares no choices to sweep over")
    if values is None:
        return list(declared.choices)
    by_word = {str(choice): choice for choice in declared.choices}
    unknown = [v for v in values if v not in by_word]
    if unknown or not values:
        raise GameError(f"{info.id} option {option} is one of {', '.join(by_word)}, not {', '.join(unknown) or 'none'}")
    return [by_word[v] for v in values]


def play_solo(game: str, players: int, variant: str, options: dict[str, Any], bot: str,
              seed: int) -> tuple[float, float, float, int, float]:
    """One game: (bot's mean score, rules seats' mean score, bot's share of the win, its decisions,
    seconds)."""
    t0 = time.perf_counter()
    state = new_game(game, players=players, seed=seed, variant=variant, options=options)
    agents = [make_agent(bot, seed=derive_seed(seed, "seat", seat)) for seat in range(players)]
    decisions = 0
    while True:
        to_move = state.to_move
        if not to_move:
            break
        seat = to_move[0]
        state.apply(agents[seat].act(observe(state, seat)), seat)
        decisions += 1
    result = state.result()
    scores = [float(score) for score in result.scores]
    share = sum(1 for seat in result.winners if seat < players) / len(result.winners) if result.winners else 0.0
    return (sum(scores[:players]) / players, sum(scores[players:]) / (len(scores) - players), share, decisions,
            time.perf_counter() - t0)


def _run(task: tuple) -> tuple[float, float, float, int, float]:
    return play_solo(*task)


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean and its 95 % normal interval."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def solo_table(game: str, players: int | None = None, variant: str | None = None, sweep: str | None = None,
               values: Sequence[str] | None = None, bot: str = SOLO_BOT, n_games: int = 200, workers: int = 1,
               seed: int = 0, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """The benchmark: one row per value of ``sweep`` (one row of the defaults without it)."""
    if n_games < 1 or workers < 1:
        raise GameError(f"games and workers must be at least 1, not {n_games} and {workers}")
    gid = game_info(game).id
    players, variant, seats = solo_setup(gid, players, variant)
    make_agent(bot)  # a bad spec fails here, before any game
    swept = sweep_values(gid, variant, sweep, values) if sweep else [None]
    seeds = [derive_seed("solo", seed, gid, i) for i in range(n_games)]
    tasks = [(gid, players, variant, {sweep: value} if sweep else {}, bot, game_seed)
             for value in swept for game_seed in seeds]
    t0 = time.perf_counter()
    results = run_all(_run, tasks, workers, progress)
    rows = []
    for k, value in enumerate(swept):
        chunk = results[k * n_games:(k + 1) * n_games]
        wins = sum(r[2] for r in chunk)
        low, high = wilson(wins, n_games)
        rows.append({"option": sweep, "value": value, "games": n_games,
                     "bot_score": mean_interval([r[0] for r in chunk]),
                     "rules_score": mean_interval([r[1] for r in chunk]),
                     "wins": wins, "bot_win_rate": (wins / n_games, low, high),
                     "decisions_per_game": sum(r[3] for r in chunk) / n_games,
                     "seconds": sum(r[4] for r in chunk)})
    return {"game": gid, "players": players, "variant": variant, "seats": seats, "bot": bot, "seed": seed,
            "games": n_games, "workers": workers, "seconds": time.perf_counter() - t0, "rows": rows}


def estimate_solo(game: str, players: int, variant: str, bot: str, games: int, workers: int) -> float:
    """Seconds the benchmark will take: one random playout's length and time, plus the bot's time
    per decision measured on two decisions at the start, for each of ``games``."""
    state = new_game(game, players=players, seed=1, variant=variant)
    playout, chooser = state.clone(), make_agent("random", seed=1)
    t0 = time.perf_counter()
    decisions = 0
    while playout.to_move and decisions < 5000:
        seat = playout.to_move[0]
        playout.apply(chooser.act(observe(playout, seat)), seat)
        decisions += 1
    game_seconds = time.perf_counter() - t0
    agent, probe, timed = make_agent(bot, seed=1), state.clone(), 0
    t0 = time.perf_counter()
    while timed < 2 and probe.to_move:
        seat = probe.to_move[0]
        probe.apply(agent.act(observe(probe, seat)), seat)
        timed += 1
    per_decision = (time.perf_counter() - t0) / max(timed, 1)
    return games * (game_seconds + decisions * per_decision) / workers


def solo_speed(game: str, seconds: float, seed: int = 0, players: int | None = None,
               variant: str | None = None) -> dict[str, Any]:
    """Random-playout decisions per CPU second of the solo game against the game's default table
    (the smallest count of two or more in its default variant), alternating game by game so that
    both meet the same machine load."""
    gid = game_info(game).id
    solo_players, solo_variant, _ = solo_setup(gid, players, variant)
    table = table_players(gid)
    setups = {"solo": (solo_players, solo_variant), "table": (table, None)}
    chooser = Rng(derive_seed("solo speed", seed))
    totals = {name: [0, 0.0] for name in setups}
    played = 0
    while totals["solo"][1] + totals["table"][1] < seconds:
        for name, (count, chosen) in setups.items():
            t0 = time.process_time()
            state = new_game(gid, players=count, seed=seed + played, variant=chosen)
            decisions = 0
            while state.to_move:
                seat = state.to_move[0]
                acts = state.legal_actions(seat)
                state.apply(acts[chooser.below(len(acts))], seat)
                decisions += 1
            totals[name][0] += decisions
            totals[name][1] += time.process_time() - t0
        played += 1
    solo, duo = (totals[name][0] / totals[name][1] for name in setups)
    return {"game": gid, "games_each": played, "solo_players": solo_players, "table_players": table,
            "solo_decisions_per_s": solo, "table_decisions_per_s": duo, "ratio": solo / duo}
