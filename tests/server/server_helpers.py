"""Helpers shared by the server tests."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def wait_for(check: Callable[[], Any], seconds: float = 30.0) -> Any:
    """Poll ``check`` until it returns something true (fails after ``seconds``)."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached within {seconds} s")
        time.sleep(0.02)


class ProbeAgent:
    """A bot that notes the thread it thinks in, then plays the first legal action."""

    name = "probe"
    threads: list[str] = []

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, obs: Any) -> Any:
        import threading

        ProbeAgent.threads.append(threading.current_thread().name)
        return obs.legal[0]


class BrokenAgent:
    """A bot with a bug: it always raises."""

    name = "broken"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, obs: Any) -> Any:
        raise RuntimeError("a bug in a bot")
