"""The agent protocol: an agent sees only its seat's view, its legal actions and ``determinize``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..core import Action, State


class Observation:
    """What a seat may know when it must decide. It never holds the real state.

    ``determinize(seed)`` returns a full state consistent with ``view``, hidden information
    resampled (see ``State.determinize``): an agent may search it freely.
    """

    __slots__ = ("seat", "view", "legal", "_det")

    def __init__(self, seat: int, view: dict[str, Any], legal: list[Action],
                 determinize: Callable[[int], State]) -> None:
        self.seat = seat
        self.view = view
        self.legal = legal
        self._det = determinize

    def determinize(self, seed: int) -> State:
        return self._det(seed)


def observe(state: State, seat: int) -> Observation:
    """The Observation of ``seat`` in ``state``: the only way agents are given a position."""
    return Observation(seat, state.view(seat), state.legal_actions(seat),
                       lambda seed: state.determinize(seat, seed))


class Agent(Protocol):
    """Chooses one of ``obs.legal``. Agents are seeded at creation and deterministic after."""

    name: str

    def act(self, obs: Observation) -> Action: ...
