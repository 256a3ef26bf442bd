"""Bots playing their seats on the server: agents think in worker threads, never on the event loop."""

from __future__ import annotations

import logging
import random
from concurrent.futures import ThreadPoolExecutor

from ..agents import Agent, make_agent, observe, parse_spec
from ..core import GameError, State

log = logging.getLogger("meeple.server")

#: the bot that plays a seat whose player let the turn clock run out
CLOCK_BOT = "mcts:seconds=0.5"
#: the largest thinking budgets a table may ask of a bot (they share the server's cores)
LIMITS = {"seconds": 10.0, "iterations": 200_000}


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


def pool(workers: int = 2) -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=workers, thread_name_prefix="meeple-bot")


__all__ = ["CLOCK_BOT", "checked_spec", "choose", "make_agent", "pool"]

