"""Pig, the dice game, for 2-4 players: an example of a meeple game in its own distribution.

On your turn, roll the die as often as you like: each roll adds to your turn total, but a 1
loses the whole turn total and ends your turn. Hold to bank the turn total. The first to reach
the target (option ``target``, 30 by default) wins at once.
"""

from meeple.core import GameConfig, GameInfo, Option

from .state import PigState


def create(config: GameConfig) -> PigState:
    """A new game: the core has already checked the player count and the options."""
    return PigState(config)


INFO = GameInfo(
    id="pig",
    title="Pig",
    min_players=2,
    max_players=4,
    variants=("standard",),
    default_variant="standard",
    options={"target": Option("target", 30, "points to reach to win", kind="int", bounds=(10, 200))},
    create=create,
    summary="Push your luck: roll to add up points, hold to bank them, a 1 loses the turn.",
)
