"""What a search agent scores a position with: the final standing if over, else the evaluation."""

from __future__ import annotations

from ..core import State, standing_values


def standing(state: State) -> tuple[float, ...]:
    """Each seat's standing in [0, 1]: exact when the game is over, ``evaluate()`` before."""
    if state.is_over:
        return standing_values(state.result(), state.seats)
    return state.evaluate()
