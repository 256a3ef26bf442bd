"""What search agents share: how they score a position and which actions they consider."""

from __future__ import annotations

from ..core import Action, State, standing_values

CANCEL = "cancel"


def standing(state: State) -> tuple[float, ...]:
    """Each seat's standing in [0, 1]: exact when the game is over, ``evaluate()`` before."""
    if state.is_over:
        return standing_values(state.result(), state.seats)
    return state.evaluate()


def worth_trying(legal: list[Action]) -> list[Action]:
    """The legal actions a search considers: all but ``cancel`` when anything else is legal.

    Cancelling a compound decision only returns to a choice the agent already had, so a search
    never needs it, and a bot that may cancel can undo its own turn forever.
    """
    if len(legal) > 1:
        kept = [a for a in legal if a[0] != CANCEL]
        if kept:
            return kept
    return legal
