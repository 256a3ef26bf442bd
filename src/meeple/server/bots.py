"""Bots playing their seats on the server: agents think in workers, never on the event loop.

Quick agents (random, greedy) think in worker threads on the table's own copy of the state.
Search agents (MCTS) think in worker processes, so that their long searches do not hold the
server's interpreter lock: the process rebuilds the game from its record, then asks a fresh
agent (seeded from the table, the seat and the move) for the seat's choice. Should the process
pool fail, the search runs in a thread instead.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from typing import Any

from ..agents import Agent, make_agent, observe, parse_spec
from ..core import GameError, State, replay

log = logging.getLogger("meeple.server")

#: the bot that plays a seat whose player let the turn clock run out
CLOCK_BOT = "mcts:seconds=0.5"
#: the largest thinking budgets a table may ask of a bot (they share the server's cores)
LIMITS = {"seconds": 10.0, "iterations": 200_000, "samples": 100, "turns": 2}


def checked_spec(spec: object) -> str:
    """A bot spec such as ``mcts:seconds=0.5``, checked by building the agent; GameError otherwise."""
    if not isinstance(spec, str) or not spec.strip() or len(spec) > 200:
        raise GameError(f"a bot is a spec such as 'random' or 'mcts:seconds=0.5', not {spec!r:.60}")
    _, settings = parse_spec(spec)
    for key, limit in LIMITS.items():
        value = settings.get(key)
        if isinstance(value, (int, float)) and not 0 < value <= limit:
            raise GameError(f"bot setting {key} must be above 0 and at most {limit:g} on this server, not {value}")
    make_agent(spec, seed=0)
    return spec.strip()


def choose(agent: Agent, state: State, seat: int) -> str:
    """The label the agent picks for ``seat`` (``state`` is the bot's own copy; called in a worker thread).

    A bot that fails is logged and replaced for this move by a random legal action: the table goes on.
    """
    obs = observe(state, seat)
    try:
        return str(agent.act(obs))
    except Exception:
        log.exception("bot %s failed at seat %d of %s; a random legal action is played instead",
                      getattr(agent, "name", "?"), seat, state.cfg.game)
        return str(random.Random(len(obs.legal)).choice(obs.legal))


#: agents whose thinking is long: they think in worker processes
SEARCHERS = frozenset({"mcts", "rollout"})


def searches(spec: str) -> bool:
    return parse_spec(spec)[0] in SEARCHERS


def choose_apart(record: dict[str, Any], seat: int, spec: str, seed: int) -> str:
    """``choose`` in a worker process: the game rebuilt from its record, the agent made afresh."""
    return choose(make_agent(spec, seed=seed), replay(record), seat)


def _watch_parent(parent: int) -> None:
    """In a worker process: end it once the server is gone (even killed with kill -9)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="meeple-parent-watch", daemon=True).start()


class Workers:
    """The threads and (started when first needed) the processes that bots think in."""

    def __init__(self, threads: int = 2, processes: int = 1) -> None:
        self.threads = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="meeple-bot")
        self.process_count = processes
        self._processes: ProcessPoolExecutor | None = None
        self.thought_apart = 0  # choices made in worker processes

    async def choose(self, agent: Callable[[], Agent], state: State, seat: int, spec: str, seed: int) -> str:
        """The label a bot of ``spec`` picks for ``seat`` in ``state`` (the bot's own copy)."""
        loop = asyncio.get_running_loop()
        if self.process_count and searches(spec):
            try:
                if self._processes is None:
                    self._processes = ProcessPoolExecutor(self.process_count, mp_context=get_context("spawn"),
                                                          initializer=_watch_parent, initargs=(os.getpid(),))
                label = await loop.run_in_executor(self._processes, choose_apart, state.record(), seat, spec, seed)
                self.thought_apart += 1
                return label
            except BrokenProcessPool:
                log.warning("the bots' worker process died; starting another")
                self._processes = None
            except Exception as e:  # e.g. a game registered only in this process: think here
                log.info("a bot could not think in a worker process (%s); thinking in a thread", type(e).__name__)
        return await loop.run_in_executor(self.threads, choose, agent(), state, seat)

    def shutdown(self) -> None:
        self.threads.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)


__all__ = ["CLOCK_BOT", "Workers", "checked_spec", "choose", "make_agent"]

